/**
 * Permissions (spec §6, domain.md §6): what a user's roles grant, per system, as the two lists the
 * shell reads — systemMenuPermissions (page/menu names) and pageElementPermissions
 * (`<resource>:<action>` codes). Plain TypeScript: the mock derives its `permissions/{system}` answer
 * with it, and the client merges the two systems' answers with `mergePermissions`.
 *
 * A role grants a list of patterns:
 *   '*'            everything
 *   'aogOrder'     the page (see it in the menu, open it, read it)
 *   'aogOrder:*'   the page and every element code of it
 *   'aogOrder:accept'  one element code (the page is not implied)
 */
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '../constants';
import { flattenMenu, sampleMenu } from './menu';

export interface Permissions {
  systemMenuPermissions: string[];
  pageElementPermissions: string[];
}

/** Pages with no entry in the sample menu, and the system each belongs to. */
export const HIDDEN_PAGES: Record<string, string> = {
  maintenancePersonnel: CURRENT_SYSTEM,
  productCodeInfo: CURRENT_SYSTEM,
  productCodeApproval: CURRENT_SYSTEM,
  temporary: CURRENT_SYSTEM,
  personnelSecretLevel: MAINTENANCE_SYSTEM,
  informationSecretLevel: MAINTENANCE_SYSTEM,
  personnelAuthorization: MAINTENANCE_SYSTEM,
};

/** The system a page (menu name) belongs to. */
export function pageSystem(name: string): string {
  if (HIDDEN_PAGES[name]) return HIDDEN_PAGES[name];
  const item = flattenMenu(sampleMenu).find((m) => m.name === name);
  return item?.systemName ?? CURRENT_SYSTEM;
}

/** Every grantable page name: the sample menu's pages and groups plus the hidden pages. */
export function allPageNames(): string[] {
  return [...flattenMenu(sampleMenu).map((m) => m.name), ...Object.keys(HIDDEN_PAGES)];
}

export function grants(patterns: Iterable<string>, code: string): boolean {
  for (const p of patterns) {
    if (p === '*' || p === code) return true;
    if (p.endsWith(':*')) {
      const owner = p.slice(0, -2);
      if (code === owner || code.startsWith(`${owner}:`)) return true;
    }
  }
  return false;
}

/**
 * What `patterns` grant within one system. `elementCodes` is the catalogue of every page-element
 * code the portal knows (resource actions), so that wildcards expand to real codes only.
 */
export function derivePermissions(patterns: string[], system: string, elementCodes: readonly string[]): Permissions {
  const menu = sampleMenu;
  const pages = allPageNames().filter((name) => pageSystem(name) === system);
  const systemMenuPermissions = pages.filter((name) => {
    const item = flattenMenu(menu).find((m) => m.name === name);
    if (item?.functionType === 'MENU') {
      // a group is granted when any page under it is
      return (item.subMenu ?? []).some((child) => grants(patterns, child.name));
    }
    return grants(patterns, name);
  });
  const pageElementPermissions = elementCodes.filter((code) => pageSystem(code.split(':')[0]) === system && grants(patterns, code));
  return { systemMenuPermissions, pageElementPermissions };
}

/** The union of several systems' answers, in first-seen order (spec §6). */
export function mergePermissions(...answers: Array<Partial<Permissions> | undefined>): Permissions {
  const menus = new Set<string>();
  const elements = new Set<string>();
  for (const a of answers) {
    a?.systemMenuPermissions?.forEach((m) => menus.add(m));
    a?.pageElementPermissions?.forEach((e) => elements.add(e));
  }
  return { systemMenuPermissions: [...menus], pageElementPermissions: [...elements] };
}
