/**
 * The expert's booked dates in the detail of 专家列表: the requests of 专家支持 that booked this
 * expert (scheduled, completed, closed), latest first — read from the requests' list with the expert
 * filter, so what is shown is exactly what the server's clash check sees.
 */
import { Alert, Button, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import type { ResourceRecord } from '@/domain/engine';
import { specialist } from '@/domain/desks';
import { BOOKED, visitDates } from '@/domain/desks/specialists';
import RecordLink from '@/engine/RecordLink';
import { StatusTag } from '@/engine/StatusTag';
import { useResourceText } from '@/engine/text';
import { useCan } from '@/engine/useCan';
import { resourceService } from '@/services/resource';

const SHOWN = 50;

export default function ExpertBookings({ expert }: { expert: ResourceRecord }) {
  const can = useCan();
  const text = useResourceText(specialist);
  const service = useMemo(() => resourceService(specialist), []);
  const mayRead = can(specialist.codes.read);
  const req = useRequest(
    () => service.list({ expertId: expert.id, status: BOOKED.join(','), sortField: 'startDate', sortOrder: 'descend', pageSize: SHOWN, current: 1 }),
    {
      ready: mayRead,
      refreshDeps: [expert.id, expert.version],
    },
  );
  if (!mayRead) return null;
  const rows = req.data?.data ?? [];
  const total = req.data?.total ?? 0;
  const mode = specialist.field('mode')!;
  return (
    <section aria-label={text.t('specialistList.bookings.title')} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{text.t('specialistList.bookings.title')}</Typography.Title>
      {req.loading && !req.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : req.error ? (
        <Alert
          type="error"
          showIcon
          message={text.t('specialistList.bookings.error')}
          action={
            <Button size="small" onClick={req.refresh}>
              {text.t('specialistList.bookings.retry')}
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('specialistList.bookings.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Table<ResourceRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={rows}
            columns={[
              { key: 'dates', title: text.t('specialistList.bookings.dates'), render: (_, r) => visitDates(r) },
              {
                key: 'request',
                title: text.t('specialistList.bookings.request'),
                render: (_, r) => (
                  <RecordLink resource={specialist.key} id={r.id}>
                    {r.code ?? r.id}
                  </RecordLink>
                ),
              },
              { key: 'mode', title: text.label(mode), render: (_, r) => text.show(mode, r) },
              { key: 'place', title: text.label(specialist.field('place')!), render: (_, r) => (r.place as string) || text.t('resource.value.empty') },
              { key: 'status', title: text.label(specialist.field('status')!), render: (_, r) => <StatusTag def={specialist} status={r.status} text={text} /> },
            ]}
          />
          {total > rows.length && <Typography.Text type="secondary">{text.t('specialistList.bookings.more', { count: rows.length, total })}</Typography.Text>}
        </Space>
      )}
    </section>
  );
}
