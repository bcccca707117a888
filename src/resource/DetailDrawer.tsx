/**
 * The detail drawer of a record: its fields, the lifecycle buttons the user may press now, the
 * history timeline and the attachments (upload, download, remove).
 */
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Empty, Popconfirm, Result, Skeleton, Space, Tag, Timeline, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useRequest } from 'ahooks';
import { canChangeAttachments, canEdit, detailFields, isInApproval, type ActionDef, type AttachmentRef, type HistoryEntry, type ResourceDef, type ResourceRecord } from '@/domain/resource';
import { downloadFile, MAX_UPLOAD_MB, uploadFile } from '@/services/files';
import type { ResourceService } from '@/services/resource';
import { actionsFor } from './ActionDialog';
import { useFeedback } from './feedback';
import { StatusTag } from './StatusTag';
import { DATE_TIME_FORMAT, type ResourceText } from './text';
import type { Can } from './useCan';

export type FieldRenderer = (value: unknown, record: ResourceRecord) => ReactNode;

interface Props {
  def: ResourceDef;
  service: ResourceService;
  text: ResourceText;
  recordId?: string;
  /** bump to reload (after an action or an edit) */
  reloadKey?: number;
  can: Can;
  render?: Record<string, FieldRenderer>;
  extra?: (record: ResourceRecord) => ReactNode;
  onClose: () => void;
  onEdit: (record: ResourceRecord) => void;
  onAction: (action: ActionDef, record: ResourceRecord) => void;
  /** the record changed here (attachments): the list may refresh */
  onChanged?: () => void;
}

function historyText(def: ResourceDef, e: HistoryEntry, text: ResourceText): string {
  if (e.action === 'create' || e.action === 'edit' || e.action === 'attach' || e.action === 'detach' || e.action === 'system') return text.t(`resource.history.${e.action}`);
  return text.action(e.action);
}

export default function DetailDrawer({ def, service, text, recordId, reloadKey, can, render, extra, onClose, onEdit, onAction, onChanged }: Props) {
  const message = useFeedback();
  const [uploading, setUploading] = useState(false);
  const { data: record, loading, error, refresh, mutate } = useRequest(() => (recordId ? service.get(recordId) : Promise.resolve(undefined)), {
    refreshDeps: [recordId, reloadKey],
    onError: () => undefined,
  });

  const upload = async (file: File) => {
    if (!record) return;
    if (file.size > MAX_UPLOAD_MB * 1024 * 1024) {
      message.warning(text.t('resource.detail.fileTooLarge', { max: MAX_UPLOAD_MB }));
      return;
    }
    setUploading(true);
    try {
      const ref = await uploadFile(file);
      const attachments = await service.attach(record.id, ref.id);
      mutate({ ...record, attachments });
      message.success(text.t('resource.detail.uploaded', { name: ref.name }));
      refresh();
      onChanged?.();
    } catch {
      /* the request policy has shown it */
    } finally {
      setUploading(false);
    }
  };

  const detach = async (ref: AttachmentRef) => {
    if (!record) return;
    try {
      const attachments = await service.detach(record.id, ref.id);
      mutate({ ...record, attachments });
      refresh();
      onChanged?.();
    } catch {
      /* shown by the request policy */
    }
  };

  const mayEdit = record ? canEdit(def, record) && can(def.codes.edit, record) : false;
  const actions = record ? actionsFor(def, record, can) : [];
  const title = text.t('resource.detail.title', { name: text.name });

  let body: ReactNode;
  if (loading && !record) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (error || !record)
    body = (
      <Result
        status="warning"
        title={text.t('resource.detail.loadFailed')}
        extra={
          <Button onClick={refresh} type="primary">
            {text.t('resource.detail.retry')}
          </Button>
        }
      />
    );
  else {
    const history = [...(record.history ?? [])].reverse();
    body = (
      <>
        {isInApproval(def, record) && <Alert type="info" showIcon className="resource-locked" title={text.t('resource.detail.inApproval')} style={{ marginBottom: 16 }} />}
        <Descriptions
          bordered
          size="small"
          column={2}
          title={text.t('resource.detail.fields')}
          styles={{ label: { width: 120 } }}
          items={fillRows(
            detailFields(def).map((f) => {
              const value = record[f.key];
              const custom = render?.[f.key];
              const content = custom ? custom(value, record) : f.key === 'status' ? <StatusTag def={def} status={record.status} text={text} /> : text.show(f, record) || text.t('resource.value.empty');
              return { key: f.key, label: text.label(f), children: content, span: f.wide || f.type === 'textarea' ? 2 : 1 };
            }),
          )}
        />
        {extra?.(record)}
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {text.t('resource.detail.attachments')}
        </Typography.Title>
        {(record.attachments ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('resource.detail.noAttachments')} />
        ) : (
          <ul className="resource-attachments">
            {(record.attachments ?? []).map((a) => (
              <li key={a.id}>
                <Space>
                  <PaperClipOutlined />
                  <span>{a.name}</span>
                  <Typography.Text type="secondary">{(a.size / 1024).toFixed(1)} KB</Typography.Text>
                </Space>
                <Space size={0}>
                  <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => downloadFile(a).catch(() => undefined)}>
                    {text.t('resource.detail.download')}
                  </Button>
                  {mayEditAttachments(def, record, can) && (
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
        {mayEditAttachments(def, record, can) && (
          <Upload showUploadList={false} beforeUpload={(file) => (upload(file as File), false)} disabled={uploading}>
            <Button icon={<UploadOutlined />} loading={uploading} style={{ marginTop: 8 }}>
              {text.t('resource.detail.upload')}
            </Button>
          </Upload>
        )}
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {text.t('resource.detail.history')}
        </Typography.Title>
        {history.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('resource.detail.noHistory')} />
        ) : (
          <Timeline
            items={history.map((e, i) => ({
              key: `${e.at}-${i}`,
              color: i === 0 ? 'blue' : 'gray',
              content: (
                <div>
                  <Space wrap size={4}>
                    <Typography.Text strong>{historyText(def, e, text)}</Typography.Text>
                    {e.from && e.to && e.from !== e.to ? (
                      <Typography.Text type="secondary">{text.t('resource.history.transition', { from: text.status(e.from), to: text.status(e.to) })}</Typography.Text>
                    ) : null}
                  </Space>
                  <div>
                    <Typography.Text type="secondary">
                      {e.operatorName} · {dayjs(e.at).format(DATE_TIME_FORMAT)}
                    </Typography.Text>
                  </div>
                  {e.changes?.length ? (
                    <div>
                      {text.t('resource.history.changed', {
                        fields: e.changes.map((k) => { const f = def.field(k); return f ? text.label(f) : k; }).join('、'),
                      })}
                    </div>
                  ) : null}
                  {e.comment ? <div>{e.comment}</div> : null}
                </div>
              ),
            }))}
          />
        )}
      </>
    );
  }

  return (
    <Drawer
      open={Boolean(recordId)}
      onClose={onClose}
      size={760}
      title={
        <Space>
          <span>{title}</span>
          {record?.code ? <Tag>{record.code}</Tag> : null}
          {record?.status ? <StatusTag def={def} status={record.status} text={text} /> : null}
        </Space>
      }
      extra={
        record ? (
          <Space wrap>
            {mayEdit && <Button onClick={() => onEdit(record)}>{text.t('resource.list.edit')}</Button>}
            {actions.map((a) => (
              <Button key={a.key} danger={a.danger} type={a.danger ? 'default' : 'primary'} ghost={!a.danger} onClick={() => onAction(a, record)}>
                {text.action(a.key)}
              </Button>
            ))}
          </Space>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}

/** Widen items so that every row of the two-column grid is full (a wide item starts a new row). */
function fillRows<T extends { span: number }>(items: T[]): T[] {
  const out = items.map((i) => ({ ...i }));
  let col = 0;
  out.forEach((item, i) => {
    if (item.span === 2 && col === 1) out[i - 1].span = 2;
    col = item.span === 2 ? 0 : (col + 1) % 2;
  });
  if (col === 1 && out.length) out[out.length - 1].span = 2;
  return out;
}

function mayEditAttachments(def: ResourceDef, record: ResourceRecord, can: Can) {
  return can(def.codes.edit, record) && canChangeAttachments(def, record);
}
