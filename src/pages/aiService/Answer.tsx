/**
 * What goes under an answer: its sources as numbered cards — kind, code and title (a link to the
 * record: the FAQ entry in 客服管理, the document in 技术资料; plain text for a user who may not open
 * that page) and the excerpt the answer drew on — and how the answer ended: not found, stopped,
 * failed, or dropped with a retry.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import type { AiSource } from '@/domain/ai';
import RecordLink from '@/engine/RecordLink';
import type { ShownMessage } from './useChat';

const pageOf = (href: string) => href.replace(/^\//, '').split(/[?#/]/)[0];

function SourceCard({ source, n }: { source: AiSource; n: number }) {
  const intl = useIntl();
  const access = useAccess() as { canOpenPage?: (name: string) => boolean };
  const label = `${source.code} ${source.title}`;
  const kind = intl.formatMessage({ id: `aiService.source.${source.kind}` });
  return (
    <Card size="small" className="ai-source" role="listitem" data-source={source.kind}>
      <Flex gap={6} align="baseline" className="ai-source-head">
        <Typography.Text type="secondary" className="ai-source-n">
          [{n}]
        </Typography.Text>
        <Tag bordered={false} color={source.kind === 'faq' ? 'blue' : 'geekblue'}>
          {kind}
        </Tag>
        <Typography.Text strong ellipsis={{ tooltip: label }} className="ai-source-title">
          {access.canOpenPage?.(pageOf(source.href)) ? <RecordLink href={source.href}>{label}</RecordLink> : label}
        </Typography.Text>
      </Flex>
      {source.excerpt && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: source.excerpt }} className="ai-source-excerpt">
          {source.excerpt}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

export default function AnswerFooter({ message, onRetry }: { message: ShownMessage; onRetry: (m: ShownMessage) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sources = message.sources ?? [];
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {sources.length > 0 && (
        <div role="group" aria-label={t('aiService.sources')}>
          <Typography.Text type="secondary">{t('aiService.sources')}</Typography.Text>
          <div className="ai-sources" role="list">
            {sources.map((s, i) => (
              <SourceCard key={`${s.kind}-${s.id}`} source={s} n={i + 1} />
            ))}
          </div>
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
