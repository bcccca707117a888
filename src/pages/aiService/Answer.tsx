/**
 * What goes under an answer: its sources as numbered links to their records (the FAQ entry in
 * 客服管理, the document in 技术资料) — plain text with the excerpt for a user who may not open that
 * page — and how the answer ended: not found, stopped, failed, or dropped with a retry.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { AiSource } from '@/domain/ai';
import RecordLink from '@/resource/RecordLink';
import type { ShownMessage } from './useChat';

const pageOf = (href: string) => href.replace(/^\//, '').split(/[?#/]/)[0];

function SourceItem({ source, n }: { source: AiSource; n: number }) {
  const intl = useIntl();
  const access = useAccess() as { canOpenPage?: (name: string) => boolean };
  const label = `[${n}] ${source.code} ${source.title}`;
  const kind = intl.formatMessage({ id: `aiService.source.${source.kind}` });
  return (
    <li>
      <Tag>{kind}</Tag>
      <Tooltip title={source.excerpt}>
        {access.canOpenPage?.(pageOf(source.href)) ? (
          <RecordLink href={source.href}>{label}</RecordLink>
        ) : (
          <Typography.Text>{label}</Typography.Text>
        )}
      </Tooltip>
    </li>
  );
}

export default function AnswerFooter({ message, onRetry }: { message: ShownMessage; onRetry: (m: ShownMessage) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sources = message.sources ?? [];
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {sources.length > 0 && (
        <div aria-label={t('aiService.sources')}>
          <Typography.Text type="secondary">{t('aiService.sources')}</Typography.Text>
          <ol className="ai-sources">
            {sources.map((s, i) => (
              <SourceItem key={`${s.kind}-${s.id}`} source={s} n={i + 1} />
            ))}
          </ol>
        </div>
      )}
      {message.status === 'notFound' && <Tag color="default">{t('aiService.status.notFound')}</Tag>}
      {message.status === 'stopped' && <Tag color="warning">{t('aiService.status.stopped')}</Tag>}
      {message.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={message.dropped ? t('aiService.status.dropped') : (message.errorText ?? t('aiService.status.failed'))}
          action={
            message.question && (
              <Button size="small" icon={<ReloadOutlined />} onClick={() => onRetry(message)}>
                {t('aiService.retry')}
              </Button>
            )
          }
        />
      )}
    </Space>
  );
}
