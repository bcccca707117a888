/**
 * The revisions of a technical material in its drawer: every revision with who added it and when, the
 * current one marked, each file downloadable (the server checks the reader's level on every download),
 * and — for a user who may edit — a new revision uploaded through the file API.
 */
import { useIntl } from '@umijs/max';
import { Button, DatePicker, Form, Input, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type dayjs from 'dayjs';
import { useState } from 'react';
import { acceptAttribute, acceptedFile, acceptedList, canEdit, type ResourceRecord } from '@/domain/engine';
import { REVISION_FILE_POLICY, revisionFile, revisionsOf, technicalMaterials, type Revision } from '@/domain/desks/knowledge';
import { downloadFile, uploadFile } from '@/services/files';
import { addRevision } from '@/services/knowledge';
import { useFeedback } from '@/engine/feedback';
import { refusalOf } from '@/engine/saving';
import { useCan } from '@/engine/useCan';
import { useResourceText } from '@/engine/text';
import { DATE_FORMAT, showTime } from '@/engine/text';

const MAX_MB = REVISION_FILE_POLICY.maxBytes / 1024 / 1024;

export default function Revisions({ record, onChanged }: { record: ResourceRecord; onChanged: (next: ResourceRecord) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useResourceText(technicalMaterials);
  const can = useCan();
  const message = useFeedback();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [file, setFile] = useState<{ id: string; name: string }>();
  const [form] = Form.useForm();
  const revisions = [...revisionsOf(record)].reverse();
  const mayAdd = can(technicalMaterials.codes.edit) && canEdit(technicalMaterials, record);

  const close = () => {
    setOpen(false);
    setFile(undefined);
    form.resetFields();
  };

  const pick = async (f: File) => {
    if (!acceptedFile(REVISION_FILE_POLICY, f.name, f.type)) {
      form.setFields([
        {
          name: 'fileId',
          errors: [text.issue({ message: 'resource.attachment.badType', params: { name: f.name, types: acceptedList(REVISION_FILE_POLICY) } })],
        },
      ]);
      return false;
    }
    if (f.size > REVISION_FILE_POLICY.maxBytes) {
      form.setFields([{ name: 'fileId', errors: [text.issue({ message: 'resource.attachment.tooLarge', params: { name: f.name, max: MAX_MB } })] }]);
      return false;
    }
    try {
      const ref = await uploadFile(f);
      setFile({ id: ref.id, name: ref.name });
      form.setFields([{ name: 'fileId', value: ref.id, errors: [] }]);
    } catch {
      // the request policy told the user why the server refused the upload
    }
    return false;
  };

  const save = async () => {
    let values: { revision: string; effectiveDate: dayjs.Dayjs; note?: string; fileId: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const next = await addRevision(record.id, {
        revision: values.revision,
        effectiveDate: values.effectiveDate.format(DATE_FORMAT),
        fileId: values.fileId,
        note: values.note || undefined,
        version: record.version,
      });
      message.success(t('technicalMaterials.revisions.saved', { revision: values.revision }));
      close();
      onChanged(next);
    } catch (e) {
      const refused = refusalOf(e);
      if (refused && 'issues' in refused) {
        form.setFields(
          refused.issues.map((i) => ({
            name: i.field && ['revision', 'effectiveDate', 'fileId', 'note'].includes(i.field) ? i.field : 'revision',
            errors: [text.issue(i)],
          })),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section data-testid="revisions">
      <Space style={{ marginTop: 24, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('technicalMaterials.revisions.title')}
        </Typography.Title>
        {mayAdd && (
          <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
            {t('technicalMaterials.revisions.add')}
          </Button>
        )}
      </Space>
      {revisions.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('technicalMaterials.revisions.none')}</Typography.Paragraph>
      ) : (
        <Table<Revision>
          size="small"
          rowKey="fileId"
          pagination={false}
          dataSource={revisions}
          style={{ marginTop: 8 }}
          columns={[
            {
              title: t('technicalMaterials.revisions.revision'),
              dataIndex: 'revision',
              width: 90,
              render: (v, _r, i) =>
                i === 0 ? (
                  <Space size={4}>
                    {v}
                    <Tag color="success">{t('technicalMaterials.revisions.current')}</Tag>
                  </Space>
                ) : (
                  v
                ),
            },
            { title: t('technicalMaterials.revisions.effectiveDate'), dataIndex: 'effectiveDate', width: 110 },
            {
              title: t('technicalMaterials.revisions.file'),
              dataIndex: 'fileName',
              render: (_v, r) => (
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadFile(revisionFile(r)).catch(() => message.error(t('technicalMaterials.revisions.downloadFailed')))}
                >
                  {r.fileName}
                </Button>
              ),
            },
            { title: t('technicalMaterials.revisions.by'), dataIndex: 'operatorName', width: 90 },
            { title: t('technicalMaterials.revisions.at'), dataIndex: 'at', width: 150, render: (v) => showTime(v) },
            { title: t('technicalMaterials.revisions.note'), dataIndex: 'note', render: (v) => v ?? '' },
          ]}
        />
      )}
      <Modal open={open} title={t('technicalMaterials.revisions.add')} onCancel={close} onOk={save} confirmLoading={saving} destroyOnHidden>
        <Form form={form} layout="vertical" name="technicalMaterials-revision">
          <Form.Item
            name="revision"
            label={t('technicalMaterials.revisions.revision')}
            rules={[{ required: true, message: t('knowledge.validation.revision') }]}
          >
            <Input maxLength={16} />
          </Form.Item>
          <Form.Item
            name="effectiveDate"
            label={t('technicalMaterials.revisions.effectiveDate')}
            rules={[{ required: true, message: t('knowledge.validation.effectiveDate') }]}
          >
            <DatePicker style={{ width: '100%' }} format={DATE_FORMAT} />
          </Form.Item>
          <Form.Item
            name="fileId"
            label={t('technicalMaterials.revisions.file')}
            extra={t('technicalMaterials.revisions.limits', { types: acceptedList(REVISION_FILE_POLICY), max: MAX_MB })}
            rules={[{ required: true, message: t('knowledge.validation.fileMissing') }]}
          >
            <Upload accept={acceptAttribute(REVISION_FILE_POLICY)} maxCount={1} showUploadList={false} beforeUpload={pick}>
              <Button icon={<UploadOutlined />}>{file ? file.name : t('technicalMaterials.revisions.chooseFile')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="note" label={t('technicalMaterials.revisions.note')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
