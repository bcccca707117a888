/**
 * The list of the bell (./NotificationBell): the newest notifications, each opening its record (and
 * marking it read), and "mark all read". A chunk of its own, loaded when the bell is first opened.
 */
import { recordHref } from '@/domain/links';
import type { Notification } from '@/domain/notifications';
import { shellService, type NotificationList as NotificationsView } from '@/services/shell';
import { history, useIntl } from '@umijs/max';
import { Badge, Button, Empty, Typography } from 'antd';
import dayjs from 'dayjs';

interface Props {
  data?: NotificationsView;
  mutate: (fn: (d?: NotificationsView) => NotificationsView | undefined) => void;
  refresh: () => void;
  close: () => void;
}

export default function NotificationList({ data, mutate, refresh, close }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const unread = data?.unread ?? 0;
  const openOne = (n: Notification) => {
    close();
    if (!n.read) {
      mutate((d) => d && { unread: Math.max(0, d.unread - 1), rows: d.rows.map((r) => (r.id === n.id ? { ...r, read: true } : r)) });
      shellService.markRead(n.id).then(
        ({ unread: u }) => mutate((d) => d && { ...d, unread: u }),
        () => refresh(),
      );
    }
    history.push(recordHref(n.resource, n.recordId));
  };
  const readAll = () =>
    shellService.markAllRead().then(
      () => mutate((d) => d && { unread: 0, rows: d.rows.map((r) => ({ ...r, read: true })) }),
      () => undefined,
    );

  return (
    <div className="portal-notifications" style={{ width: 340, maxWidth: '80vw' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}>
        <Typography.Text strong>{t('notifications.title')}</Typography.Text>
        <Button type="link" size="small" disabled={unread === 0} onClick={readAll}>
          {t('notifications.readAll')}
        </Button>
      </div>
      {!data?.rows.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
          {data.rows.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className="portal-notification"
                data-read={n.read}
                onClick={() => openOne(n)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  padding: '6px 4px',
                  border: 'none',
                  borderTop: '1px solid rgba(128,128,128,.2)',
                  background: 'none',
                  cursor: 'pointer',
                  color: 'inherit',
                  fontWeight: n.read ? 'normal' : 600,
                }}
              >
                {!n.read && <Badge status="processing" style={{ marginInlineEnd: 6 }} />}
                {t(`notifications.kind.${n.kind}`, { code: n.code, actor: n.actorName ?? '', page: t(`menu.${n.resource}`) })}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 'normal' }}>
                  {dayjs(n.at).format('MM-DD HH:mm')}
                </Typography.Text>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
