/**
 * Home: the support cases assigned to me that are still open (维修支持, `?mine=assigned`), the ones
 * whose customer waits too long first marked — each opening its case at the record's address. Shown to
 * those who read the cases and work them (may reply in them): the engineers; nothing for anyone else.
 */
import ActionLink from '@/components/ActionLink';
import { recordHref } from '@/domain/links';
import { support } from '@/domain/desks';
import { SUPPORT_OPEN } from '@/domain/desks/support';
import { StatusTag } from '@/engine/StatusTag';
import { useResourceText } from '@/engine/text';
import { useCan } from '@/engine/useCan';
import { resourceService } from '@/services/resource';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Badge, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { HOME_CARD_BODY } from './cardBody';

const SHOWN = 6;
const service = resourceService(support);

export default function MyAssignedCases() {
  const can = useCan();
  const text = useResourceText(support);
  const works = can(support.codes.read) && can(support.codes.reply);
  const req = useRequest(() => service.list({ mine: 'assigned', status: SUPPORT_OPEN.join(','), pageSize: SHOWN, current: 1 }), {
    ready: works,
    refreshOnWindowFocus: true,
  });
  if (!works) return null;
  const rows = req.data?.data ?? [];
  const total = req.data?.total ?? 0;
  const open = (id: string) => history.push(recordHref(support.key, id));
  const urgency = support.field('urgency')!;
  return (
    <Card
      data-testid="my-assigned-cases"
      title={
        <Space>
          <CustomerServiceOutlined />
          <span>{text.t('repairCases.home.title')}</span>
          <Badge count={total} overflowCount={99} showZero style={{ backgroundColor: total ? undefined : '#d9d9d9' }} />
        </Space>
      }
      extra={<ActionLink onClick={() => history.push(`/${support.key}`)}>{text.t('repairCases.home.all', { total })}</ActionLink>}
      styles={{ body: HOME_CARD_BODY }}
    >
      {req.loading && !req.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : req.error ? (
        <Alert
          type="error"
          showIcon
          message={text.t('repairCases.home.error')}
          action={
            <Button size="small" onClick={req.refresh}>
              {text.t('repairCases.home.retry')}
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('repairCases.home.empty')} />
      ) : (
        <div role="list">
          {rows.map((c) => (
            <div
              key={c.id}
              role="listitem"
              tabIndex={0}
              onClick={() => open(c.id)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open(c.id))}
              style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(5,5,5,.06)', cursor: 'pointer' }}
            >
              <StatusTag def={support} status={c.status} text={text} />
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {c.code} · {String(c.aircraftRegistration ?? '')} · {String(c.partNumber ?? '')} · {String(c.customerName ?? '')}
              </Typography.Text>
              {c.unanswered === true && (
                <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                  {text.t('repairCases.home.unanswered')}
                </Tag>
              )}
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                {text.show(urgency, c)}
              </Typography.Text>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
