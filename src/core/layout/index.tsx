/**
 * The layout plugin's runtime configuration: ProLayout with the system name, the permitted menu, the
 * header actions and — as its content — the tab shell. The layout plugin's own 403 (route `access`)
 * is not used: its Exception would replace the whole tab shell; the tab shell guards each page instead.
 */
import Logo from '@/components/Logo';
import { passwordChangeDue } from '@/core/auth';
import { PASSWORD_CHANGE_PAGE } from '@/domain/admin/passwordGate';
import { BASIC_OPS_URL } from '@/domain/endpoints';
import type { ClientState } from '@/core/initialState';
import { pageEntry, toMenuData } from '@/core/menu/menuData';
import TabShell from '@/core/tabs/TabShell';
import { HOME_KEY } from '@/core/tabs/model';
import { documentTitle } from '@/core/tabs/title';
import { Link, getIntl } from '@umijs/max';
import HeaderActions from './HeaderActions';
import OfflineBanner from './OfflineBanner';
import PortalWatermark from './PortalWatermark';

const HOME_NAME = HOME_KEY.slice(1);

/*
 * The layout's objects are made once: the layout plugin asks for this configuration on every render
 * (each navigation), and a new `token` object made ProLayout derive its design tokens again and every
 * Pro component below it (the lists in all open tabs) re-render and re-key its styles.
 */
const LAYOUT_TOKEN = {
  header: { heightLayoutHeader: 52 },
  pageContainer: { paddingBlockPageContainerContent: 16, paddingInlinePageContainerContent: 24 },
};
// pages bring their own padding (PageContainer, Result); the tab bar sits flush under the header
const CONTENT_STYLE = { padding: 0 };
const MENU = { locale: true };
/**
 * ProLayout's route: empty, the menu comes from `menuDataRender` alone. The layout plugin hands
 * ProLayout a route tree made anew on every render, and ProLayout derives its menu data again whenever
 * that tree or `menuDataRender` is new — on every navigation, rebuilding every menu item.
 */
const LAYOUT_ROUTE = { path: '/', children: [] };

type MenuEntries = ReturnType<typeof toMenuData>;
let menuRender: { menu: unknown; menuMap: unknown; due: boolean; render: () => MenuEntries } | undefined;

/**
 * The menu ProLayout shows — home first, then the permitted menu; while the password must be changed,
 * 修改密码 only (a local page whatever the grants: the forced change is allowed without its grant) —
 * as a function that stays the same while the menu does (a new one when the grants or the password
 * state change), so that a navigation does not rebuild the menu.
 */
function menuDataRenderOf(initialState?: ClientState) {
  const menu = initialState?.menu;
  const menuMap = initialState?.menuMap;
  const due = Boolean(passwordChangeDue());
  if (!menuRender || menuRender.menu !== menu || menuRender.menuMap !== menuMap || menuRender.due !== due) {
    const entries = due
      ? [pageEntry(PASSWORD_CHANGE_PAGE, menuMap?.[PASSWORD_CHANGE_PAGE]?.icon ?? 'LockOutlined')]
      : [pageEntry(HOME_NAME, 'HomeOutlined'), ...toMenuData(menu ?? [], BASIC_OPS_URL)];
    menuRender = { menu, menuMap, due, render: () => entries };
  }
  return menuRender.render;
}

interface LayoutInit {
  initialState?: ClientState;
}

export function layoutConfig({ initialState }: LayoutInit) {
  return {
    title: getIntl().formatMessage({ id: 'shell.systemName' }),
    logo: <Logo />,
    layout: 'mix' as const,
    splitMenus: false,
    fixSiderbar: true,
    fixedHeader: true,
    siderWidth: 224,
    // dark mode (colorScheme.ts) comes from antd's theme algorithm above the layout: ProLayout's own
    // 'realDark' would add a dark algorithm of its own that a later switch to light did not remove
    navTheme: 'light' as const,
    menu: MENU,
    breadcrumbRender: false as const,
    // the document title: the page's own title (menu entry or not) and the system name, in the
    // current language (ProLayout's default knows only the menu's entries)
    pageTitleRender: (props: { pathname?: string; formatMessage?: (d: { id: string }) => string }) =>
      documentTitle(props.pathname ?? '/', props.formatMessage ?? ((d) => getIntl().formatMessage(d))),
    contentStyle: CONTENT_STYLE,
    route: LAYOUT_ROUTE,
    menuDataRender: menuDataRenderOf(initialState),
    menuItemRender: (item: { path?: string; isUrl?: boolean; target?: string }, dom: React.ReactNode) => {
      if (!item.path) return dom;
      if (item.isUrl) {
        return (
          <a href={item.path} target={item.target ?? '_blank'} rel="noopener noreferrer">
            {dom}
          </a>
        );
      }
      return <Link to={item.path}>{dom}</Link>;
    },
    actionsRender: () => [<HeaderActions key="actions" />],
    rightContentRender: false as const,
    childrenRender: () => (
      <PortalWatermark>
        <OfflineBanner />
        <TabShell />
      </PortalWatermark>
    ),
    token: LAYOUT_TOKEN,
  };
}
