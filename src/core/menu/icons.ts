/**
 * Menu icons by name (the menu call sends icon names, spec §3). The icons are kept as SVG
 * definitions, each named once, and drawn by antd's one icon component: static member access on the
 * namespace import lets the bundler keep only the definitions listed, without a wrapper component per
 * icon. The sidebar's first level (the groups, home, the top-level pages) is in the entry bundle; the
 * pages' icons (./pageIcons.ts, drawn by ./pageIcon.tsx) are a chunk the sidebar fetches when one is
 * first drawn there (./menuData.tsx); home's lists of pages import ./pageIcon.tsx directly. A name
 * without an entry falls back to a neutral icon; tests/unit/shell/menu-permissions checks that every
 * icon of the sample menu has one, the first level's here.
 */
import * as svg from '@ant-design/icons-svg';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { byName } from './iconNames';

export const MENU_ICONS = byName([
  svg.AppstoreOutlined,
  svg.AuditOutlined,
  svg.BulbOutlined,
  svg.ClusterOutlined,
  svg.ContactsOutlined,
  svg.FileSearchOutlined,
  svg.HomeOutlined,
  svg.LockOutlined,
  svg.ReadOutlined,
  svg.SettingOutlined,
  svg.ShareAltOutlined,
  svg.ShoppingCartOutlined,
  svg.SmileOutlined,
  svg.ToolOutlined,
]);

export const FALLBACK_ICON: IconDefinition = svg.FileOutlined;

/** A first-level icon's definition, or the neutral one (a page's icon is drawn by ./pageIcon.tsx). */
export function iconDefinition(name?: string): IconDefinition {
  return (name && MENU_ICONS[name]) || FALLBACK_ICON;
}
