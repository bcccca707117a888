/**
 * Home: the work orders waiting for me — those I dispatched (the dispatcher takes the work order,
 * `mine=assigned`) that are not verified yet: dispatched, in progress, or completed and waiting for a
 * second person to verify. Read from the list endpoint; nothing for a user who may not read work orders.
 */
import { ToolOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Badge, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import ActionLink from '@/components/ActionLink';
import { useApi } from '@/core/request';
import { recordHref } from '@/domain/links';
import { workOrder } from '@/domain/desks/repairShop';
import { useCan } from '@/engine/useCan';
import { useResourceText } from '@/engine/text';
import { StatusTag } from '@/engine/StatusTag';
import { resourceService } from '@/services/resource';
import { HOME_CARD_BODY } from './cardBody';

const service = resourceService(workOrder);
/** The statuses in which a work order still needs its dispatcher. */
const WAITING = ['DISPATCHED', 'IN_PROGRESS', 'COMPLETED'];
const QUERY = { mine: 'assigned', status: WAITING.join(','), pageSize: 5, current: 1, sortField: 'updatedAt', sortOrder: 'descend' as const };
const LIST = `/${workOrder.key}`;

function Waiting() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const text = useResourceText(workOrder);
  const { data, loading, error, refresh } = useApi(() => service.list(QUERY), { refreshOnWindowFocus: true });
  const total = data?.total ?? 0;
  const open = (id: string) => history.push(recordHref(workOrder.key, id));

  return (
    <Card
      data-testid="work-orders-waiting"
      title={
        <Space>
          <ToolOutlined />
          <span>{t('home.workOrders.title')}</span>
          <Badge count={total} overflowCount={99} showZero style={{ backgroundColor: total ? undefined : '#d9d9d9' }} />
        </Space>
      }
      extra={total > 0 ? <ActionLink onClick={() => history.push(LIST)}>{t('home.workOrders.more', { count: total })}</ActionLink> : null}
      styles={{ body: HOME_CARD_BODY }}
    >
      {error && !data ? (
        <Result status="warning" title={t('home.workOrders.failed')} extra={<Button onClick={refresh}>{t('home.workOrders.retry')}</Button>} />
      ) : loading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.workOrders.none')} />
      ) : (
        <div role="list">
          {(data?.data ?? []).map((r) => (
            <div
              key={r.id}
              role="listitem"
              tabIndex={0}
              onClick={() => open(r.id)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open(r.id))}
              style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(5,5,5,.06)', cursor: 'pointer' }}
            >
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {r.code}
              </Typography.Text>
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {[r.partNumber, text.text(workOrder.field('technicianNo')!, r.technicianNo)].filter(Boolean).join(' · ')}
              </Typography.Text>
              <StatusTag def={workOrder} status={r.status} text={text} />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

export default function WorkOrdersWaiting() {
  const can = useCan();
  return can(workOrder.codes.read) ? <Waiting /> : null;
}
