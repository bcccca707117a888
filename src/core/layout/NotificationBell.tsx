/**
 * The header's bell (a chunk of its own, ./BellButton stands in meanwhile): the unread count of the user's notifications (src/domain/notifications.ts),
 * the list of the newest (./NotificationList, loaded when first opened).
 * New ones arrive without a reload: polled every NOTIFICATIONS_POLL_MS while the window is visible
 * (paused when hidden, asked again on return), and at once when the list is opened.
 */
import { useApi } from '@/core/request';
import { NOTIFICATIONS_POLL_MS } from '@/domain/notifications';
import { shellService } from '@/services/shell';
import { Badge, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import BellButton, { bellIcon } from './BellButton';

// the list is a chunk of its own: the header (on every first paint) carries only the bell and its count
const NotificationList = lazy(() => import('./NotificationList'));

export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, loading, mutate, refresh } = useApi(shellService.notifications, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
    pollingWhenHidden: false,
    refreshOnWindowFocus: true,
  });
  const unread = data?.unread ?? 0;

  return (
    <Popover
      content={
        <Suspense fallback={<div className="portal-notifications" style={{ width: 340, maxWidth: '80vw', minHeight: 80 }} />}>
          <NotificationList data={data} mutate={mutate} refresh={refresh} close={() => setOpen(false)} />
        </Suspense>
      }
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) refresh();
      }}
    >
      <BellButton unread={unread} busy={loading && data === undefined}>
        <Badge count={unread} size="small" overflowCount={99}>
          {bellIcon}
        </Badge>
      </BellButton>
    </Popover>
  );
}
