/**
 * Home: what burns for this user — overdue AOG orders (with their running overdue time), overdue
 * leases and exchange cores, late repairs, and customers' agreements ending within 30 days (how many
 * days are left) — for the kinds the user handles (the server decides: src/domain/alarms.ts).
 * Each row opens its record; a group with more rows than shown opens its list.
 */
import { useApi } from '@/core/request';
import { handledKinds, type AlarmGroup, type AlarmRow } from '@/domain/alarms';
import { formatDuration } from '@/domain/duration';
import { recordHref } from '@/domain/links';
import { recordViewHref } from '@/domain/menu';
import { businessDate, daysBetween } from '@/domain/engine';
// the engine's parts one by one: its index also exports the list page (tables, forms, filters),
// which the home page must not load
import { Overdue } from '@/engine/DueDate';
import { useNow } from '@/engine/useNow';
import { homeService } from '@/services/home';
import { ExclamationCircleOutlined, FireOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl } from '@umijs/max';
import { Badge, Card, Col, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { HOME_CARD_BODY } from './cardBody';

/** How long ago the AOG response deadline passed, ticking. */
function OverdueSince({ due }: { due: string }) {
  const intl = useIntl();
  const now = useNow(1000);
  return (
    <Tag icon={<ExclamationCircleOutlined />} color="red" role="timer" style={{ marginInlineEnd: 0 }}>
      {intl.formatMessage({ id: 'aogOrder.countdown.overdue' }, { time: formatDuration(now - Date.parse(due)) })}
    </Tag>
  );
}

/** An agreement running out: in how many days (today: 今天到期). */
function EndsIn({ days }: { days: number }) {
  const intl = useIntl();
  return (
    <Tag color="gold" style={{ marginInlineEnd: 0 }}>
      {intl.formatMessage({ id: days <= 0 ? 'home.alarms.endsToday' : days === 1 ? 'home.alarms.endsTomorrow' : 'home.alarms.endsIn' }, { days })}
    </Tag>
  );
}

function Row({ group, row }: { group: AlarmGroup; row: AlarmRow }) {
  return (
    <Link
      // a record with a page of its own (a customer whose agreement runs out: the customer's page), else its desk's detail
      to={recordViewHref(group.resource, row.id) ?? recordHref(group.resource, row.id)}
      className="home-alarm"
      role="listitem"
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        padding: '6px 0',
        borderTop: '1px solid rgba(5,5,5,.06)',
        color: 'inherit',
      }}
    >
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {row.code}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0 }}>
        {row.subject}
      </Typography.Text>
      {group.key === 'aog' ? (
        <OverdueSince due={row.due} />
      ) : group.key === 'agreement' ? (
        <EndsIn days={daysBetween(businessDate(Date.now()), row.due)} />
      ) : (
        <Overdue days={daysBetween(row.due, businessDate(Date.now()))} />
      )}
    </Link>
  );
}

/**
 * One line over the groups when there are several: each kind with its count (the agreements with the
 * soonest end), so every kind is in view at the card's fixed height — the agreements below five AOG
 * rows too. A click brings its group into view inside the card.
 */
function Summary({ groups, onPick }: { groups: AlarmGroup[]; onPick: (key: string) => void }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.alarms.summary' })} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 4 }}>
      {groups.map((g) => (
        <Tag.CheckableTag
          key={g.key}
          checked={false}
          onClick={() => onPick(g.key)}
          data-kind={g.key}
          style={{ border: '1px solid #ffccc7', marginInlineEnd: 0 }}
        >
          {intl.formatMessage({ id: `home.alarms.short.${g.key}` }, { count: g.total })}
          {g.key === 'agreement' && g.rows[0] ? ` · ${g.rows[0].subject.split(' · ')[0]} ` : null}
          {g.key === 'agreement' && g.rows[0] ? <EndsIn days={daysBetween(businessDate(Date.now()), g.rows[0].due)} /> : null}
        </Tag.CheckableTag>
      ))}
    </nav>
  );
}

export default function Alarms() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const access = useAccess() as { canOpenPage: (name: string) => boolean; hasElement: (code: string) => boolean };
  // a user who handles none of these kinds has no card — known at the first paint, so the card's
  // place is kept from the start (or never taken) whatever the answer
  const handles = handledKinds((code) => access.canOpenPage(code) || access.hasElement(code)).length > 0;
  const { data, loading } = useApi(homeService.alarms, {
    ready: handles,
    refreshOnWindowFocus: true,
    pollingInterval: 60_000,
  });
  const sections = useRef(new Map<string, HTMLElement>());
  if (!handles) return null;
  const total = (data ?? []).reduce((n, g) => n + g.total, 0);
  const burning = (data ?? []).filter((g) => g.total > 0);

  // its own grid cell: a user without alarms leaves no empty cell
  return (
    <Col xs={24} xl={12}>
      <Card
        data-testid="home-alarms"
        title={
          <Space>
            <FireOutlined style={{ color: total ? '#ff4d4f' : undefined }} />
            <span>{t('home.alarms.title')}</span>
            <Badge count={total} overflowCount={99} showZero style={{ backgroundColor: total ? undefined : '#d9d9d9' }} />
          </Space>
        }
        styles={{ body: HOME_CARD_BODY }}
      >
        {loading || !data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : burning.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.alarms.none')} />
        ) : (
          <>
            {burning.length > 1 && <Summary groups={burning} onPick={(key) => sections.current.get(key)?.scrollIntoView({ block: 'nearest' })} />}
            {burning.map((group) => (
              <section
                key={group.key}
                ref={(el) => {
                  if (el) sections.current.set(group.key, el);
                  else sections.current.delete(group.key);
                }}
                aria-label={t(`home.alarms.${group.key}`, { count: group.total })}
                style={{ marginBottom: 8 }}
              >
                <Space
                  style={{
                    width: '100%',
                    justifyContent: 'space-between',
                    margin: '6px 0 2px',
                  }}
                >
                  <Typography.Text type="danger">{t(`home.alarms.${group.key}`, { count: group.total })}</Typography.Text>
                  {group.total > group.rows.length && <Link to={`/${group.resource}`}>{t('home.alarms.more', { count: group.total })}</Link>}
                </Space>
                <div role="list">
                  {group.rows.map((row) => (
                    <Row key={row.id} group={group} row={row} />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </Card>
    </Col>
  );
}
