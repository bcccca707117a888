/**
 * The header's bell (a chunk of its own, ./BellButton stands in meanwhile): the unread count of the user's notifications (src/domain/notifications.ts),
 * the list of the newest (./NotificationList, loaded when first opened).
 * New ones arrive without a reload: polled every NOTIFICATIONS_POLL_MS while the window is visible
 * (paused when hidden, asked again on return), and at once when the list is opened.
 */
import { useApi } from '@/core/request';
import { NOTIFICATIONS_POLL_MS } from '@/domain/notifications';
import { shellService } from '@/services/shell';
import { useLazyComponent } from '@/core/chunks/useLazyComponent';
import { useIntl } from '@umijs/max';
import { Badge, Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import BellButton, { bellIcon } from './BellButton';

// the list is a chunk of its own, fetched when the bell is first opened
const loadList = () => import(/* webpackChunkName: "bell-list" */ './NotificationList');
const box = { width: 340, maxWidth: '80vw', minHeight: 80 };

export default function NotificationBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const list = useLazyComponent(loadList, open);
  const { data, loading, mutate, refresh } = useApi(shellService.notifications, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
    pollingWhenHidden: false,
    refreshOnWindowFocus: true,
  });
  const unread = data?.unread ?? 0;

  return (
    <Popover
      content={
        list.Component ? (
          <list.Component data={data} mutate={mutate} refresh={refresh} close={() => setOpen(false)} />
        ) : (
          <div className="portal-notifications" style={box}>
            {list.failed && (
              <Typography.Text type="secondary">
                {intl.formatMessage({ id: 'shell.chunk.title' })}{' '}
                <Button type="link" size="small" onClick={() => void list.retry()}>
                  {intl.formatMessage({ id: 'shell.chunk.retry' })}
                </Button>
              </Typography.Text>
            )}
          </div>
        )
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
