import { logout } from '@/core/auth';
import { switchLocale } from '@/core/locale';
import type { ClientState } from '@/core/initialState';
import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { SelectLang, history, useIntl, useModel } from '@umijs/max';
import { Avatar, Dropdown, Space, type MenuProps } from 'antd';
import ColorSchemeSwitch from './ColorSchemeSwitch';
import { useLazyComponent } from '@/core/chunks/useLazyComponent';
import BellButton from './BellButton';
import SearchTrigger from './SearchTrigger';

const loadBell = () => import(/* webpackChunkName: "bell" */ './NotificationBell');

/** The bell with its count and list, fetched as the header first renders; its button stands in until then (a click fetches again after a failed download). */
function Bell() {
  const { Component, failed, retry } = useLazyComponent(loadBell);
  return Component ? <Component /> : <BellButton unread={0} busy={!failed} onClick={() => void retry()} />;
}

/**
 * The header's right side: global search (Ctrl/⌘+K), the notification bell, the dark-mode switch, the
 * user's name with change-password and logout, and the language switch.
 */
export default function HeaderActions() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const user = (initialState as ClientState | undefined)?.user;
  const menu: MenuProps = {
    items: [
      { key: 'password', icon: <LockOutlined />, label: intl.formatMessage({ id: 'shell.header.changePassword' }) },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'shell.header.logout' }) },
    ],
    onClick: ({ key }) => {
      if (key === 'password') history.push('/updatePassword');
      if (key === 'logout') void logout();
    },
  };
  return (
    <Space size={4} className="portal-header-actions">
      <SearchTrigger />
      <Bell />
      <ColorSchemeSwitch />
      {user && (
        <Dropdown menu={menu} placement="bottomRight" trigger={['click', 'hover']}>
          <button type="button" className="portal-user" aria-label={intl.formatMessage({ id: 'shell.header.userMenu' }, { name: user.userName })}>
            <Avatar size="small" icon={<UserOutlined />} />
            <span className="portal-user-name">{user.userName}</span>
          </button>
        </Dropdown>
      )}
      <SelectLang reload={false} onItemClick={({ key }) => void switchLocale(String(key))} globalIconClassName="portal-lang" />
    </Space>
  );
}
