/**
 * Home to-do: the AOG orders waiting for a response (submitted, not yet accepted), each with its live
 * countdown to the response deadline, overdue first (the soonest deadline first). Shown to users who
 * may open AOG订单; each row opens its record. The list's own query: data scope and secrecy apply.
 */
import { useApi } from '@/core/request';
import { formatDuration } from '@/domain/duration';
import { recordHref } from '@/domain/links';
import { aogOrder } from '@/domain/desks/orders';
import { useNow } from '@/engine/useNow';
import { resourceService } from '@/services/resource';
import { ClockCircleOutlined, ExclamationCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl } from '@umijs/max';
import { Badge, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { HOME_CARD_BODY } from './cardBody';

const ROWS = 6;
const service = resourceService(aogOrder);
const waiting = () => service.list({ status: 'SUBMITTED', sortField: 'responseDeadline', sortOrder: 'ascend', pageSize: ROWS, current: 1 });

function Countdown({ deadline }: { deadline: string }) {
  const intl = useIntl();
  const left = Date.parse(deadline) - useNow(1000);
  const late = left < 0;
  return (
    <Tag
      icon={late ? <ExclamationCircleOutlined /> : <ClockCircleOutlined />}
      color={late ? 'red' : left < 30 * 60_000 ? 'orange' : 'blue'}
      role="timer"
      style={{ marginInlineEnd: 0 }}
    >
      {intl.formatMessage({ id: late ? 'aogOrder.countdown.overdue' : 'aogOrder.countdown.left' }, { time: formatDuration(Math.abs(left)) })}
    </Tag>
  );
}

export default function AogWaiting() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const access = useAccess() as { canOpenPage: (name: string) => boolean };
  const allowed = access.canOpenPage(aogOrder.key);
  const { data, loading } = useApi(waiting, { ready: allowed, refreshOnWindowFocus: true, pollingInterval: 60_000, pollingWhenHidden: false });
  if (!allowed) return null;
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  return (
    <Card
      data-testid="home-aog"
      title={
        <Space>
          <ThunderboltOutlined />
          <span>{t('home.aog.title')}</span>
          <Badge count={total} overflowCount={99} showZero style={{ backgroundColor: total ? undefined : '#d9d9d9' }} />
        </Space>
      }
      extra={<Link to={`/${aogOrder.key}`}>{t('home.aog.all')}</Link>}
      styles={{ body: HOME_CARD_BODY }}
    >
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.aog.none')} />
      ) : (
        <div role="list">
          {rows.map((r) => (
            <Link
              key={r.id}
              to={recordHref(aogOrder.key, r.id)}
              role="listitem"
              style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(128,128,128,.15)', color: 'inherit' }}
            >
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {String(r.code ?? r.id)}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0 }}>
                {[r.aircraftRegistration, r.partNumber].filter(Boolean).join(' · ')}
              </Typography.Text>
              {typeof r.responseDeadline === 'string' && <Countdown deadline={r.responseDeadline} />}
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
