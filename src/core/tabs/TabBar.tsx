/**
 * The tab bar: a tab per open page with its close button and its context menu (refresh, close, close
 * others / left / right), and the same menu behind the "more" button for the shown tab.
 *
 * It renders only when what it shows changes — the tabs, the shown one, their titles and labels, the
 * language: a render of the tab shell that changes none of these (the client state catching up with
 * a navigation whose tab is already shown, spec §3) leaves the bar alone. Its handlers are therefore
 * stable functions that call the shell's latest ones.
 */
import { useIntl } from '@umijs/max';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { useTabLabels } from './labels';
import { availableActions, isClosable, type Tab } from './model';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight';
const ACTIONS: TabAction[] = ['refresh', 'close', 'closeOthers', 'closeLeft', 'closeRight'];

export interface TabBarProps {
  tabs: Tab[];
  /** the tab shown */
  activeKey: string;
  /** no tab can be closed (the password must be changed first) */
  locked: boolean;
  onSwitch: (key: string) => void;
  onAction: (action: TabAction, key: string) => void;
}

const sameTabs = (a: Tab[], b: Tab[]) => a.length === b.length && a.every((t, i) => t.key === b[i].key && t.title === b[i].title);

function TabBar({ tabs, activeKey, locked, onSwitch, onAction }: TabBarProps) {
  const intl = useIntl();
  const labels = useTabLabels();
  /** the page's title, and the label its page gave the tab (which record it shows), if any */
  const titleOf = (tab: Tab) => {
    const title = intl.formatMessage({ id: tab.title });
    return labels[tab.key] ? `${title} · ${labels[tab.key]}` : title;
  };
  const menuOf = (key: string): MenuProps => {
    const can = availableActions({ tabs, activeKey }, key);
    return {
      items: ACTIONS.map((a) => ({ key: a, label: intl.formatMessage({ id: `shell.tabs.${a}` }), disabled: !can[a] })),
      onClick: ({ key: a, domEvent }) => {
        domEvent.stopPropagation();
        onAction(a as TabAction, key);
      },
    };
  };
  return (
    <Tabs
      className="portal-tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      aria-label={intl.formatMessage({ id: 'shell.tabs.label' })}
      onChange={onSwitch}
      onEdit={(key, kind) => kind === 'remove' && typeof key === 'string' && onAction('close', key)}
      items={tabs.map((t) => ({
        key: t.key,
        closable: !locked && isClosable(t.key),
        label: (
          <Dropdown menu={menuOf(t.key)} trigger={['contextMenu']}>
            <span className="portal-tab-title" data-tab-key={t.key}>
              {titleOf(t)}
            </span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={{
        right: (
          <Dropdown menu={menuOf(activeKey)} trigger={['click']} placement="bottomRight">
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={intl.formatMessage({ id: 'shell.tabs.actions' })} />
          </Dropdown>
        ),
      }}
    />
  );
}

export default memo(
  TabBar,
  (a, b) => a.activeKey === b.activeKey && a.locked === b.locked && a.onSwitch === b.onSwitch && a.onAction === b.onAction && sameTabs(a.tabs, b.tabs),
);
