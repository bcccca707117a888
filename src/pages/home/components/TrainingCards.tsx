/**
 * Home, for those who may read the training desk: sessions ahead with free seats, training orders
 * waiting for confirmation, and certificates expiring within 90 days — each read from the list
 * endpoints with filters, each row opening its record. Render nothing without the page's permission.
 */
import ActionLink from '@/components/ActionLink';
import { recordHref } from '@/domain/links';
import type { ResourceRecord } from '@/domain/engine';
import {
  courseManagement,
  personnelFile,
  trainingOrder,
  certificateState,
  currentCertificates,
  upcomingSessions,
  type CertificateState,
} from '@/domain/desks/training';
import { resourceService } from '@/services/resource';
import { history, useAccess, useIntl } from '@umijs/max';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { HOME_CARD_BODY } from './cardBody';

type Row = { key: string; href: string; main: ReactNode; side: ReactNode };

function useRows(page: string, load: () => Promise<Row[]>) {
  const access = useAccess() as { canOpenPage?: (name: string) => boolean };
  const allowed = Boolean(access.canOpenPage?.(page));
  const [rows, setRows] = useState<Row[] | undefined>();
  useEffect(() => {
    if (!allowed) return;
    load().then(setRows, () => setRows([]));
  }, [allowed]); // eslint-disable-line react-hooks/exhaustive-deps
  return { allowed, rows };
}

function ListCard({ testId, title, page, empty, rows }: { testId: string; title: string; page: string; empty: string; rows?: Row[] }) {
  const intl = useIntl();
  return (
    <Card
      data-testid={testId}
      title={title}
      extra={<ActionLink onClick={() => history.push(`/${page}`)}>{intl.formatMessage({ id: 'training.home.more' })}</ActionLink>}
      styles={{ body: HOME_CARD_BODY }}
    >
      {!rows ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <div role="list">
          {rows.map((r) => (
            <div
              key={r.key}
              role="listitem"
              tabIndex={0}
              onClick={() => history.push(r.href)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), history.push(r.href))}
              style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(5,5,5,.06)', cursor: 'pointer' }}
            >
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {r.main}
              </Typography.Text>
              <span style={{ whiteSpace: 'nowrap' }}>{r.side}</span>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

/** Sessions ahead with free seats, soonest first. */
export function UpcomingSessionsCard() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { allowed, rows } = useRows(courseManagement.key, async () => {
    const page = await resourceService(courseManagement).list({ published: 'true', pageSize: 50, sortField: 'nextSessionAt', sortOrder: 'ascend' });
    const now = Date.now();
    return (page.data ?? [])
      .flatMap((c: ResourceRecord) => upcomingSessions(c, now).map((s) => ({ c, s, free: s.seats - (s.booked ?? 0) })))
      .filter((x) => x.free > 0)
      .sort((a, b) => a.s.startAt.localeCompare(b.s.startAt))
      .slice(0, 6)
      .map(({ c, s, free }) => ({
        key: `${c.id}:${s.sessionNo}`,
        href: recordHref(courseManagement.key, c.id),
        main: `${dayjs(s.startAt).format('MM-DD HH:mm')} · ${c.name} · ${s.sessionNo}`,
        side: <Tag color="blue">{t('training.home.freeOf', { free, seats: s.seats })}</Tag>,
      }));
  });
  if (!allowed) return null;
  return (
    <ListCard testId="training-sessions" title={t('training.home.sessions')} page={courseManagement.key} empty={t('training.home.sessionsEmpty')} rows={rows} />
  );
}

/** Training orders waiting for confirmation, oldest first. */
export function WaitingOrdersCard() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { allowed, rows } = useRows(trainingOrder.key, async () => {
    const page = await resourceService(trainingOrder).list({ status: 'SUBMITTED', pageSize: 6, sortField: 'sessionStart', sortOrder: 'ascend' });
    return (page.data ?? []).map((o) => ({
      key: o.id,
      href: recordHref(trainingOrder.key, o.id),
      main: `${o.code} · ${o.courseName} · ${o.customerName}`,
      side: (
        <Typography.Text type="secondary">
          {t('training.home.trainees', { count: Number(o.traineeCount ?? 0) })} · {dayjs(String(o.sessionStart)).format('MM-DD')}
        </Typography.Text>
      ),
    }));
  });
  if (!allowed) return null;
  return <ListCard testId="training-waiting" title={t('training.home.waiting')} page={trainingOrder.key} empty={t('training.home.waitingEmpty')} rows={rows} />;
}

/** Personnel files with a certificate expiring within 90 days, soonest first. */
export function ExpiringCertificatesCard() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { allowed, rows } = useRows(personnelFile.key, async () => {
    const page = await resourceService(personnelFile).list({ certificateState: 'EXPIRING', pageSize: 6, sortField: 'nextExpiry', sortOrder: 'ascend' });
    const now = Date.now();
    const expiring: CertificateState = 'EXPIRING';
    return (page.data ?? []).map((f) => {
      const c = currentCertificates(f)
        .filter((x) => certificateState(x.expiresOn, now) === expiring)
        .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))[0];
      return {
        key: f.id,
        href: recordHref(personnelFile.key, f.id),
        main: `${f.name} · ${c?.courseName ?? ''}`,
        side: <Tag color="orange">{c?.expiresOn}</Tag>,
      };
    });
  });
  if (!allowed) return null;
  return (
    <ListCard testId="training-expiring" title={t('training.home.expiring')} page={personnelFile.key} empty={t('training.home.expiringEmpty')} rows={rows} />
  );
}
