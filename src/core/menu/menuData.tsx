/**
 * The menu of the client state (already filtered by systemMenuPermissions) as ProLayout menu data.
 * Titles come from the locale (`menu.<name>`, translated by ProLayout), icons from ./icons, and where
 * each entry opens from `menuTarget` (basic-operations entries open the external system when
 * BASIC_OPS_URL is configured).
 */
import { menuTarget, type MenuItem } from '@/domain/menu';
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import { lazy, Suspense } from 'react';
import { FALLBACK_ICON, iconDefinition, MENU_ICONS } from './icons';

/** A page's icon in the sidebar: its chunk (./pageIcon.tsx with the pages' icons) fetched when one is first drawn. */
const PageIcon = lazy(() =>
  import(/* webpackChunkName: "page-icons" */ './pageIcon').then(
    (m) => ({ default: m.PageIcon }),
    () => ({ default: () => <AntdIcon icon={FALLBACK_ICON} /> }),
  ),
);

/** A menu entry's icon: a first-level one at once, a page's once its chunk is in (an empty icon-sized box meanwhile). */
function MenuIcon({ name }: { name?: string }) {
  if (!name || MENU_ICONS[name]) return <AntdIcon icon={iconDefinition(name)} />;
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
      <PageIcon name={name} />
    </Suspense>
  );
}

export interface PortalMenuData {
  key: string;
  path: string;
  name: string;
  locale: string;
  icon: React.ReactNode;
  isUrl?: boolean;
  target?: string;
  children?: PortalMenuData[];
}

/**
 * A local page as a top-level menu entry: the home page (first in the menu, so that it reopens from
 * there like any page once "close others" has closed its tab), or 修改密码 while the password must be
 * changed (reachable whatever the user's grants: it is the only way on).
 */
export function pageEntry(name: string, icon: string): PortalMenuData {
  return { key: name, path: `/${name}`, name, locale: `menu.${name}`, icon: <MenuIcon name={icon} /> };
}

export function toMenuData(items: MenuItem[], basicOpsUrl?: string): PortalMenuData[] {
  return items.map((item) => {
    const base = {
      key: item.name,
      name: item.title,
      locale: `menu.${item.name}`,
      icon: <MenuIcon name={item.icon} />,
    };
    if (item.functionType === 'MENU') {
      // a group: its path is only its key in the menu
      return { ...base, path: `/${item.name}`, children: toMenuData(item.subMenu ?? [], basicOpsUrl) };
    }
    const target = menuTarget(item, basicOpsUrl);
    return target.external ? { ...base, path: target.url, isUrl: true, target: '_blank' } : { ...base, path: target.url };
  });
}
