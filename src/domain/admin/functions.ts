/**
 * 系统功能: the tree of what can be granted — menus (groups of the sample menu), pages (the route
 * table's pages) and page elements (the catalogue's `<page>:<action>` codes). It is BUILT from those
 * three sources every time, never stored, so nothing the UI shows is ungrantable and nothing granted
 * is fictional. Administrators may only annotate it (a remark) and switch a function off for everyone
 * (`disabled`), which the mock stores beside it.
 *
 * Codes: a menu group's code is its menu name, a page's is its page/menu name, an element's is
 * `<page>:<action>`. Pages that share another page's permission (`permissionOf` in config/routes.ts,
 * e.g. the course editor) are listed as extra routes of that page, not as functions of their own.
 */
import routes, { pageRoutes } from '../../../config/routes';
import { CURRENT_SYSTEM } from '../../constants';
import { HIDDEN_PAGES } from '../access';
import { sampleMenu, type MenuItem } from '../menu';

export type FunctionKind = 'MENU' | 'PAGE' | 'ELEMENT';

export interface FunctionNode {
  code: string;
  kind: FunctionKind;
  /** the system whose permissions/{system} answer carries it */
  system: string;
  /** the page a node belongs to (itself for a page; undefined for a menu group) */
  page?: string;
  /** for elements: the action part of the code */
  action?: string;
  /** for pages: every route path it opens */
  routes?: string[];
  /** whether the page shows in the menu (false for pages reached from other pages) */
  inMenu?: boolean;
  /** parent code; undefined at the top */
  parent?: string;
  children: FunctionNode[];
}

/** A function as 系统功能 and the grant tree list it: switched off (itself or through an ancestor), its remark, the roles holding it. */
export interface FunctionView extends Omit<FunctionNode, 'children'> {
  remark: string;
  enabled: boolean;
  /** switched off through an ancestor */
  inheritedOff: boolean;
  roles: string[];
  children: FunctionView[];
}

/** Pages open to every signed-in user: no function, nothing to grant. */
export const OPEN_PAGES = ['home'];

/**
 * Where a page without a menu entry sits in the tree: under the menu group of the pages it is
 * reached from (same system as HIDDEN_PAGES says).
 */
export const HIDDEN_PAGE_GROUP: Record<string, string> = {
  maintenancePersonnel: 'systemMaintenance',
  temporary: 'systemMaintenance',
  productCodeInfo: 'productManagement',
  productCodeApproval: 'productManagement',
  personnelSecretLevel: 'systemmaintenance',
  informationSecretLevel: 'systemmaintenance',
  personnelAuthorization: 'systemmaintenance',
};

/** page name → its route paths (its own and those of pages granted by it). */
function routesByPage(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of routes) {
    if (!r.name) continue;
    const owner = r.permissionOf ?? r.name;
    out.set(owner, [...(out.get(owner) ?? []), r.path]);
  }
  return out;
}

/**
 * Build the function tree from the menu, the route table and the element-code catalogue.
 * `elementCodes` is normally `elementCodes()` of src/domain/catalogue.ts.
 */
export function buildFunctionTree(elementCodes: readonly string[]): FunctionNode[] {
  const pathsOf = routesByPage();
  const byPage = new Map<string, string[]>();
  for (const code of elementCodes) {
    const [page, action] = code.split(':');
    if (!page || !action) continue;
    byPage.set(page, [...(byPage.get(page) ?? []), action]);
  }

  const pageNode = (name: string, system: string, parent: string | undefined, inMenu: boolean): FunctionNode => {
    const node: FunctionNode = {
      code: name,
      kind: 'PAGE',
      system,
      page: name,
      routes: pathsOf.get(name) ?? [`/${name}`],
      inMenu,
      parent,
      children: [],
    };
    node.children = [...new Set(byPage.get(name) ?? [])].sort().map((action) => ({
      code: `${name}:${action}`,
      kind: 'ELEMENT' as const,
      system,
      page: name,
      action,
      parent: name,
      children: [],
    }));
    return node;
  };

  const fromMenu = (item: MenuItem, parent?: string): FunctionNode => {
    if (item.functionType === 'PAGE') return pageNode(item.name, item.systemName, parent, true);
    const node: FunctionNode = { code: item.name, kind: 'MENU', system: item.systemName, parent, children: [] };
    node.children = (item.subMenu ?? []).map((child) => fromMenu(child, item.name));
    return node;
  };

  const tree = sampleMenu.map((item) => fromMenu(item));
  const groups = new Map(tree.map((n) => [n.code, n]));
  for (const [name, system] of Object.entries(HIDDEN_PAGES)) {
    const group = groups.get(HIDDEN_PAGE_GROUP[name]);
    const node = pageNode(name, system, group?.code, false);
    if (group) group.children.push(node);
    else tree.push(node);
  }
  return tree;
}

/** Every node, depth first. */
export function flattenFunctions<N extends { children: N[] } = FunctionNode>(tree: N[]): N[] {
  return tree.flatMap((n) => [n, ...flattenFunctions(n.children)]);
}

export function functionIndex(tree: FunctionNode[]): Map<string, FunctionNode> {
  return new Map(flattenFunctions(tree).map((n) => [n.code, n]));
}

/**
 * What is out of line between the tree and its sources: route pages with no function, element codes
 * whose page has no function, duplicate codes. Empty when all is well (a unit test holds it so).
 */
export function auditFunctionTree(tree: FunctionNode[], elementCodes: readonly string[]) {
  const all = flattenFunctions(tree);
  const codes = all.map((n) => n.code);
  const index = new Set(codes);
  const duplicates = codes.filter((c, i) => codes.indexOf(c) !== i);
  const routePaths = new Set(all.flatMap((n) => n.routes ?? []));
  const ungrantableRoutes = pageRoutes.filter(([path, name]) => !OPEN_PAGES.includes(name) && !routePaths.has(path)).map(([path]) => path);
  const orphanElements = elementCodes.filter((c) => !index.has(c.split(':')[0]) && !OPEN_PAGES.includes(c.split(':')[0]));
  return { duplicates, ungrantableRoutes, orphanElements };
}

/** The system a code belongs to (the current system for unknown codes). */
export function systemOf(index: Map<string, FunctionNode>, code: string): string {
  return index.get(code)?.system ?? CURRENT_SYSTEM;
}

/** Codes of the ancestors of `code`, nearest first. */
export function ancestorCodes(index: Map<string, FunctionNode>, code: string): string[] {
  const out: string[] = [];
  let parent = index.get(code)?.parent;
  while (parent) {
    out.push(parent);
    parent = index.get(parent)?.parent;
  }
  return out;
}

/**
 * The id of a function's record in 系统功能 (src/domain/desks/systemFunction.ts): its code, with `:` and `.`
 * (never in a page's name, never `-` or `_` in a code) as `-` and `_`, so that it is a path segment.
 */
export const functionId = (code: string) => code.replace(/:/g, '-').replace(/\./g, '_');

/**
 * The locale keys that may name a function, the first one there wins: the menu title of a menu or page;
 * for an element its action's name — the resource's own (`<page>.action.<action>`), else the generic one.
 * Without any, a menu or page is named by its code and an element by its action.
 */
export function functionTitleKeys(node: { code: string; kind: unknown; page?: string; action?: string }): { keys: string[]; fallback: string } {
  if (node.kind !== 'ELEMENT') return { keys: [`menu.${node.code}`], fallback: node.code };
  const [page, action] = [node.page ?? node.code.split(':')[0], node.action ?? node.code.split(':')[1] ?? node.code];
  return { keys: [`${page}.action.${action}`, `admin.function.action.${action}`], fallback: action };
}
