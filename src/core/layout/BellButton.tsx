/**
 * The header's bell button. The bell itself (./NotificationBell: its count, its list, the polling) is a
 * chunk fetched as the header first renders — the first paint needs neither antd's Badge nor Popover —
 * and this button stands in its place meanwhile, the same size, busy and counting nothing.
 */
import { BellOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  unread: number;
  busy: boolean;
  /** the icon with its badge; the plain icon by default */
  children?: ReactNode;
}

const icon = <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />;

const BellButton = forwardRef<HTMLButtonElement, Props>(function BellButton({ unread, busy, children = icon, ...rest }, ref) {
  const intl = useIntl();
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      className="portal-header-icon"
      data-testid="notification-bell"
      aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count: unread })}
      // the count is not known until the first answer: not announced as "0 unread" meanwhile
      aria-busy={busy}
    >
      {children}
    </button>
  );
});

export { icon as bellIcon };
export default BellButton;
