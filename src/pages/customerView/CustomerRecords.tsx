/**
 * The customer's records, one tab per desk the user may open (the server's list, with counts): the
 * desk's own list fixed to the customer — its filters, detail, actions, create with the customer set —
 * and a link to the desk's list filtered to the customer (the filter shown in its search form). Only
 * the open tab's list is mounted.
 */
import { Badge, Card, Empty, Space, Tabs } from 'antd';
import { useLocation, useNavigate } from '@umijs/max';
import { useMemo } from 'react';
import { resourceOf } from '@/domain/desks';
import type { OverviewDesk } from '@/domain/customerOverview';
import { RECORD_ID_PARAM } from '@/domain/links';
import { ResourcePage } from '@/engine';
import RecordLink from '@/engine/RecordLink';

type T = (key: string, values?: Record<string, string | number>) => string;

interface Props {
  customerId: string;
  desks: OverviewDesk[];
  active?: string;
  onActive: (resource: string) => void;
  t: T;
}

export default function CustomerRecords({ customerId, desks, active, onActive, t }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  // one object while the customer is the same: the list's columns and parameters depend on it
  const fixed = useMemo(() => ({ customerId }), [customerId]);
  if (desks.length === 0)
    return (
      <Card size="small" title={t('customerView.records')}>
        <Empty description={t('customerView.noDesks')} />
      </Card>
    );
  const shown = desks.some((d) => d.resource === active) ? active! : desks[0].resource;
  const change = (key: string) => {
    // an open record belongs to the desk it was opened in
    if (new URLSearchParams(location.search).has(RECORD_ID_PARAM)) navigate(location.pathname, { replace: true });
    onActive(key);
  };
  return (
    <Card size="small" title={t('customerView.records')} styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={shown}
        onChange={change}
        destroyOnHidden
        items={desks.map((d) => {
          const def = resourceOf(d.resource)!;
          const title = t(`menu.${def.page}`);
          return {
            key: d.resource,
            label: (
              <Space size={6}>
                {title}
                <Badge count={d.total} showZero overflowCount={999} color="var(--ant-color-fill-secondary)" style={{ color: 'var(--ant-color-text)' }} />
              </Space>
            ),
            children: (
              <>
                <div style={{ textAlign: 'right', marginBottom: 8 }}>
                  <RecordLink href={`/${def.page}?customerId=${encodeURIComponent(customerId)}`}>{t('customerView.openInDesk', { desk: title })}</RecordLink>
                </div>
                <ResourcePage resource={def} embedded fixed={fixed} />
              </>
            ),
          };
        })}
      />
    </Card>
  );
}
