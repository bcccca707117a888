/**
 * The tab bar: a tab per open page with its close mark and its context menu (refresh, close, close
 * others / left / right), and the same menu behind the "more" button for the shown tab.
 *
 * - **A tab list that owns only tabs** (WAI-ARIA tabs): each tab is one `role="tab"` element named by its
 *   page's title; the close mark inside it is for the mouse (hidden from assistive technology and out
 *   of the tab order) and the "more" button sits beside the list, not in it. antd's editable tabs put
 *   both inside their `role="tablist"`, which may own only tabs.
 * - **Keyboard**: Tab reaches the shown tab; ←/→, Home and End move between tabs, Enter or Space shows
 *   the focused one, Delete or Backspace closes it (where it may be closed), the context-menu key or
 *   Shift+F10 opens its menu. A middle click closes a tab too.
 * - **Many tabs**: the list scrolls sideways (the wheel scrolls it too), and the shown tab is brought
 *   into view when it changes.
 * - **Renders only when what it shows changes** — the tabs, the shown one, their titles and labels, the
 *   language: a render of the tab shell that changes none of these (the client state catching up with
 *   a navigation whose tab is already shown, spec §3) leaves the bar alone. Its handlers are therefore
 *   stable functions that call the shell's latest ones.
 */
import { useIntl } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTabLabels } from './labels';
import { availableActions, isClosable, type Tab } from './model';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight';
const ACTIONS: TabAction[] = ['refresh', 'close', 'closeOthers', 'closeLeft', 'closeRight'];

/** The element ids of a tab and of the frame that shows its page (the frame is labelled by the tab). */
export const tabElementId = (key: string) => `portal-tab-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
export const tabPanelId = (key: string) => `${tabElementId(key)}-panel`;

export interface TabBarProps {
  tabs: Tab[];
  /** the tab shown */
  activeKey: string;
  /** no tab can be closed (the password must be changed first) */
  locked: boolean;
  onSwitch: (key: string) => void;
  onAction: (action: TabAction, key: string) => void;
}

/** an open page's entry in the actions menu: the prefix before its tab's key */
const OPEN_PAGE = 'open:';

const sameTabs = (a: Tab[], b: Tab[]) => a.length === b.length && a.every((t, i) => t.key === b[i].key && t.title === b[i].title);

function TabBar({ tabs, activeKey, locked, onSwitch, onAction }: TabBarProps) {
  const intl = useIntl();
  const labels = useTabLabels();
  const list = useRef<HTMLDivElement>(null);
  const closable = (key: string) => !locked && isClosable(key);
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

  // the shown tab in view: the list alone scrolls (not the page), in the frame after the one that
  // shows the change, so that measuring it never holds up a paint
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const bar = list.current;
      const tab = bar?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
      const left = tab.offsetLeft - bar.offsetLeft;
      if (left < bar.scrollLeft) bar.scrollLeft = left;
      else if (left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = left + tab.offsetWidth - bar.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  const focusTab = (key: string | undefined) => key && list.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(key)}"]`)?.focus();

  /** a key pressed on the tab at `at` */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, at: number) => {
    const move = (to: number) => {
      event.preventDefault();
      focusTab(tabs[(to + tabs.length) % tabs.length].key);
    };
    switch (event.key) {
      case 'ArrowRight':
        return move(at + 1);
      case 'ArrowLeft':
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(tabs.length - 1);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return onSwitch(tabs[at].key);
      case 'Delete':
      case 'Backspace':
        if (!closable(tabs[at].key)) return;
        event.preventDefault();
        // the focus goes to the neighbour the closing leaves in its place
        focusTab((tabs[at + 1] ?? tabs[at - 1])?.key);
        return onAction('close', tabs[at].key);
      default:
    }
  };

  // beside the list: the shown tab's actions, then every open page (those scrolled out of view too)
  const shownMenu = menuOf(activeKey);
  const actionsMenu: MenuProps = {
    className: 'portal-tab-actions-menu',
    selectable: true,
    selectedKeys: [`${OPEN_PAGE}${activeKey}`],
    items: [
      ...(shownMenu.items ?? []),
      { type: 'divider' },
      {
        type: 'group',
        label: intl.formatMessage({ id: 'shell.tabs.label' }),
        children: tabs.map((t) => ({ key: `${OPEN_PAGE}${t.key}`, label: titleOf(t) })),
      },
    ],
    onClick: (info) => {
      if (info.key.startsWith(OPEN_PAGE)) onSwitch(info.key.slice(OPEN_PAGE.length));
      else shownMenu.onClick?.(info);
    },
  };

  return (
    <div className="portal-tab-bar">
      <div
        ref={list}
        className="portal-tab-list"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'shell.tabs.label' })}
        onWheel={(e) => {
          if (list.current && e.deltaY && !e.deltaX) list.current.scrollLeft += e.deltaY;
        }}
      >
        {tabs.map((t, at) => {
          const active = t.key === activeKey;
          return (
            <Dropdown key={t.key} menu={menuOf(t.key)} trigger={['contextMenu']}>
              <div
                role="tab"
                id={tabElementId(t.key)}
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                className={active ? 'portal-tab portal-tab-active' : 'portal-tab'}
                data-tab-key={t.key}
                onClick={() => onSwitch(t.key)}
                onKeyDown={(e) => onKeyDown(e, at)}
                onAuxClick={(e) => {
                  if (e.button === 1 && closable(t.key)) onAction('close', t.key);
                }}
              >
                <span className="portal-tab-title">{titleOf(t)}</span>
                {closable(t.key) && (
                  <span
                    className="portal-tab-close"
                    aria-hidden
                    onClick={(e) => {
                      e.stopPropagation();
                      onAction('close', t.key);
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown menu={actionsMenu} trigger={['click']} placement="bottomRight">
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={intl.formatMessage({ id: 'shell.tabs.actions' })} />
      </Dropdown>
    </div>
  );
}

export default memo(
  TabBar,
  (a, b) => a.activeKey === b.activeKey && a.locked === b.locked && a.onSwitch === b.onSwitch && a.onAction === b.onAction && sameTabs(a.tabs, b.tabs),
);
