/**
 * The reply thread of a record in its detail drawer: messages newest last (author, time, text as
 * typed, attachments to download) and a reply box — multi-line, Ctrl+Enter (⌘+Enter) sends, files
 * through the file API. Posting does not change the record's status. The box is offered only to users
 * holding the thread's code while the thread is open; others read. A refused post keeps the text.
 */
import { DownloadOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Empty, Input, Result, Space, Spin, Tag, Typography, Upload } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { checkMessage, fileProblem, MESSAGE_MAX, renderIssue, threadProblem, type AttachmentRef, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { downloadFile, uploadFile } from '@/services/files';
import { recordService } from '@/services/records';
import { useFeedback } from './feedback';
import { useReplyText } from './replyText';
import { showTime, type ResourceText } from './text';
import './thread.less';

interface Props {
  def: ResourceDef;
  record: ResourceRecord;
  text: ResourceText;
  can: (code: string) => boolean;
}

export default function ThreadPanel({ def, record, text, can }: Props) {
  const message = useFeedback();
  const service = useMemo(() => recordService(def), [def]);
  const reply = useReplyText(`${def.key}:${record.id}`);
  const [files, setFiles] = useState<AttachmentRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { data, loading, error, refresh, mutate } = useRequest(() => service.messages(record.id), { refreshDeps: [record.id], onError: () => undefined });

  const closed = def.thread ? threadProblem(def, record) : null;
  const mayPost = can(def.codes.reply) && !closed;

  const attach = async (file: File) => {
    // the record's attachment policy holds for its thread's files too (the server checks the same)
    const problem = fileProblem(def.attachments, { name: file.name, size: file.size, type: file.type });
    if (problem) {
      message.warning(text.issue(problem));
      return;
    }
    setUploading(true);
    try {
      const ref = await uploadFile(file);
      setFiles((list) => [...list, ref]);
    } catch {
      /* shown by the request policy */
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    if (sending) return;
    const input = { text: reply.value, fileIds: files.map((f) => f.id) };
    const checked = checkMessage(input);
    if (!checked.clean) {
      setProblem(checked.issues.map((i) => renderIssue(i, text.t)).join('；'));
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      const posted = await service.post(record.id, checked.clean);
      mutate([...(data ?? []), posted]);
      reply.clear();
      setFiles([]);
      message.success(text.t('resource.thread.sent'));
    } catch {
      /* the request policy has shown why; the text stays */
    } finally {
      setSending(false);
    }
  };

  const list = data ?? [];
  return (
    <section className="resource-thread" data-testid="record-thread">
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        <Space>
          {text.t('resource.thread.title')}
          {list.length > 0 && <Typography.Text type="secondary">{text.t('resource.thread.count', { count: list.length })}</Typography.Text>}
        </Space>
      </Typography.Title>
      {error && !data ? (
        <Result status="warning" title={text.t('resource.thread.loadFailed')} extra={<Button onClick={refresh}>{text.t('resource.detail.retry')}</Button>} />
      ) : (
        <Spin spinning={loading && !data}>
          {list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('resource.thread.empty')} />
          ) : (
            <ol className="resource-thread-list" aria-label={text.t('resource.thread.title')}>
              {list.map((m) => (
                <li key={m.id} className="resource-thread-message">
                  <Avatar size="small">{m.authorName.slice(0, 1)}</Avatar>
                  <div className="resource-thread-body">
                    <Space size={8}>
                      <Typography.Text strong>{m.authorName}</Typography.Text>
                      <Typography.Text type="secondary">{showTime(m.at)}</Typography.Text>
                    </Space>
                    {m.text && <div className="resource-thread-text">{m.text}</div>}
                    {m.attachments.length > 0 && (
                      <Space wrap size={4}>
                        {m.attachments.map((a) => (
                          <Button key={a.id} size="small" type="link" icon={<DownloadOutlined />} onClick={() => downloadFile(a).catch(() => undefined)}>
                            {a.name}
                          </Button>
                        ))}
                      </Space>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Spin>
      )}
      {closed ? (
        <Alert type="info" showIcon title={text.t('resource.thread.closedHint', { status: text.status(record.status) })} />
      ) : !mayPost ? (
        <Alert type="info" showIcon title={text.t('resource.thread.readOnly')} />
      ) : (
        <div className="resource-thread-reply">
          <Input.TextArea
            value={reply.value}
            onChange={(e) => {
              reply.change(e.target.value);
              if (problem) setProblem(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                send();
              }
            }}
            placeholder={text.t('resource.thread.placeholder')}
            aria-label={text.t('resource.thread.text')}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={MESSAGE_MAX}
            showCount
            status={problem ? 'error' : undefined}
          />
          {problem && (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          )}
          {files.length > 0 && (
            <Space wrap size={4} style={{ marginTop: 8 }}>
              {files.map((f) => (
                <Tag key={f.id} icon={<PaperClipOutlined />} closable onClose={() => setFiles((l) => l.filter((x) => x.id !== f.id))}>
                  {f.name}
                </Tag>
              ))}
            </Space>
          )}
          <Space style={{ marginTop: 24, display: 'flex', justifyContent: 'flex-end' }}>
            <Upload showUploadList={false} multiple beforeUpload={(file) => (attach(file as File), false)} disabled={uploading}>
              <Button icon={<PaperClipOutlined />} loading={uploading}>
                {text.t('resource.thread.attach')}
              </Button>
            </Upload>
            <Button type="primary" icon={<SendOutlined />} loading={sending} onClick={send}>
              {text.t('resource.thread.send')}
            </Button>
          </Space>
        </div>
      )}
    </section>
  );
}
