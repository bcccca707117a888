/**
 * A page's icon drawn at once, for the views that list pages by their icons (home's shortcuts and
 * function list): the pages' icons (./pageIcons.ts) come with those views' code. The sidebar's
 * `MenuIcon` (./menuData.tsx) fetches them as a chunk of their own when one is first drawn there; on home
 * that fetch came after the first paint and drew every icon again, in a task of its own.
 */
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import { iconDefinition, MENU_ICONS } from './icons';
import { PAGE_ICONS } from './pageIcons';

export function PageIcon({ name }: { name?: string }) {
  return <AntdIcon icon={name && !MENU_ICONS[name] && PAGE_ICONS[name] ? PAGE_ICONS[name] : iconDefinition(name)} />;
}
