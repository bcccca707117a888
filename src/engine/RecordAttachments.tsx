/**
 * The attachments of a record in its detail drawer: each with its document type, a preview (images in
 * antd's image viewer, PDFs in a framed dialog with a way to open them in a new tab), download and
 * removal; and the upload, which asks for the document type and checks the resource's declared limits
 * (`attachmentLimitProblem`, the server's own rule) before sending the file.
 */
import { DeleteOutlined, DownloadOutlined, EyeOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Image, Modal, Popconfirm, Select, Space, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import {
  acceptAttribute,
  acceptedList,
  attachmentLimitProblem,
  canChangeAttachments,
  isImage,
  isPdf,
  type AttachmentRef,
  type ResourceDef,
  type ResourceRecord,
} from '@/domain/engine';
import { downloadFile, fileBlob, uploadFile } from '@/services/files';
import type { ResourceService } from '@/services/resource';
import { useFeedback } from './feedback';
import type { ResourceText } from './text';
import type { Can } from './useCan';

interface Props {
  def: ResourceDef;
  service: ResourceService;
  text: ResourceText;
  record: ResourceRecord;
  can: Can;
  /** the attachments changed: the new list */
  onChanged: (attachments: AttachmentRef[]) => void;
}

interface Preview {
  ref: AttachmentRef;
  url: string;
  kind: 'image' | 'pdf';
}

export default function RecordAttachments({ def, service, text, record, can, onChanged }: Props) {
  const message = useFeedback();
  const policy = def.attachments;
  const docTypes = text.dict(policy.docTypes);
  const [docType, setDocType] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<Preview | undefined>();
  const list = record.attachments ?? [];
  const mayChange = can(def.codes.edit, record) && canChangeAttachments(def, record);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const upload = async (file: File) => {
    const problem = attachmentLimitProblem(policy, list, { name: file.name, size: file.size, type: file.type }, docType);
    if (problem) {
      message.warning(text.issue(problem));
      return;
    }
    setUploading(true);
    try {
      const ref = await uploadFile(file);
      onChanged(await service.attach(record.id, ref.id, docType!));
      message.success(text.t('resource.detail.uploaded', { name: ref.name }));
    } catch {
      /* the request policy has shown it */
    } finally {
      setUploading(false);
    }
  };

  const detach = async (ref: AttachmentRef) => {
    try {
      onChanged(await service.detach(record.id, ref.id));
    } catch {
      /* shown by the request policy */
    }
  };

  const open = async (ref: AttachmentRef) => {
    try {
      const blob = await fileBlob(ref);
      const typed = isPdf(ref) ? new Blob([blob], { type: 'application/pdf' }) : blob;
      setPreview({ ref, url: URL.createObjectURL(typed), kind: isImage(ref) ? 'image' : 'pdf' });
    } catch {
      /* shown by the request policy */
    }
  };

  return (
    <div className="resource-attachments-block">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('resource.detail.noAttachments')} />
      ) : (
        <ul className="resource-attachments">
          {list.map((a) => (
            <li key={a.id}>
              <Space wrap>
                <PaperClipOutlined />
                {a.docType ? <Tag color="blue">{docTypes.label(a.docType)}</Tag> : null}
                <span>{a.name}</span>
                <Typography.Text type="secondary">{(a.size / 1024).toFixed(1)} KB</Typography.Text>
              </Space>
              <Space size={0}>
                {(isImage(a) || isPdf(a)) && (
                  <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(a)}>
                    {text.t('resource.attachment.preview')}
                  </Button>
                )}
                <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => downloadFile(a).catch(() => undefined)}>
                  {text.t('resource.detail.download')}
                </Button>
                {mayChange && (
                  <Popconfirm title={text.t('resource.detail.removeAttachmentConfirm', { name: a.name })} onConfirm={() => detach(a)}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      {text.t('resource.detail.removeAttachment')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            </li>
          ))}
        </ul>
      )}
      {mayChange && (
        <div className="resource-attachments-upload">
          <Space wrap>
            <Select
              aria-label={text.t('resource.attachment.docType')}
              placeholder={text.t('resource.attachment.docType')}
              style={{ width: 160 }}
              options={docTypes.options(undefined)}
              value={docType}
              onChange={setDocType}
            />
            <Upload showUploadList={false} accept={acceptAttribute(policy)} beforeUpload={(file) => (upload(file as File), false)} disabled={uploading}>
              <Button icon={<UploadOutlined />} loading={uploading}>
                {text.t('resource.detail.upload')}
              </Button>
            </Upload>
          </Space>
          <Typography.Paragraph type="secondary" className="resource-attachments-limits">
            {text.t('resource.attachment.limits', {
              types: acceptedList(policy),
              max: Math.round((policy.maxBytes / 1024 / 1024) * 10) / 10,
              count: policy.maxCount,
            })}
          </Typography.Paragraph>
        </div>
      )}
      {preview?.kind === 'image' && (
        <Image
          src={preview.url}
          alt={preview.ref.name}
          style={{ display: 'none' }}
          preview={{ open: true, onOpenChange: (o: boolean) => (o ? undefined : setPreview(undefined)) }}
        />
      )}
      <Modal
        open={preview?.kind === 'pdf'}
        title={preview?.ref.name}
        width={920}
        style={{ top: 24 }}
        onCancel={() => setPreview(undefined)}
        footer={[
          <Button key="tab" href={preview?.url} target="_blank" rel="noopener">
            {text.t('resource.attachment.openTab')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setPreview(undefined)}>
            {text.t('resource.attachment.close')}
          </Button>,
        ]}
        destroyOnHidden
      >
        {preview?.kind === 'pdf' && <iframe className="resource-pdf-preview" title={preview.ref.name} src={preview.url} />}
      </Modal>
    </div>
  );
}
