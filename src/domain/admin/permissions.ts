/**
 * From roles to permissions. A role grants a list of patterns (see src/domain/access.ts: '*', a page
 * name, '<page>:*', '<page>:<action>'); 用户角色 saves explicit page and element codes, picked in the
 * function tree. What a user holds is computed at call time:
 *
 *   1. the union of the patterns of the user's roles,
 *   2. matched against the function tree (so only real functions are ever granted),
 *   3. minus functions switched off in 系统功能 (a switched-off group switches off all below it),
 *   4. an element only counts when its page is held too — a button is useless on a page one may
 *      not open, and the server refuses its calls as well.
 *
 * The answer of `permissions/{system}` is that set, cut to one system.
 */
import { grants, type Permissions } from '../access';
import { systemUser } from '../desks/systemUser';
import { systemUserRole } from '../desks/systemUserRole';
import { flattenFunctions, type FunctionNode } from './functions';

export interface RoleLike {
  code: string;
  grants: string[];
  /** a disabled role grants nothing */
  enabled?: boolean;
}

export const ALL = '*';

/** The patterns a user holds through their (enabled) roles. */
export function patternsOfRoles(roles: RoleLike[], roleCodes: string[]): string[] {
  return roles.filter((r) => roleCodes.includes(r.code) && r.enabled !== false).flatMap((r) => r.grants);
}

/** The page and element codes `patterns` grant, after switched-off functions and the page rule. */
export function effectiveCodes(patterns: string[], tree: FunctionNode[], disabled: Iterable<string> = []): Set<string> {
  const off = new Set(disabled);
  const out = new Set<string>();
  const walk = (nodes: FunctionNode[], parentOff: boolean, pageHeld: boolean) => {
    for (const node of nodes) {
      const isOff = parentOff || off.has(node.code);
      if (node.kind === 'MENU') {
        walk(node.children, isOff, false);
      } else if (node.kind === 'PAGE') {
        const held = !isOff && grants(patterns, node.code);
        if (held) out.add(node.code);
        walk(node.children, isOff, held);
      } else if (!isOff && pageHeld && grants(patterns, node.code)) {
        out.add(node.code);
      }
    }
  };
  walk(tree, false, false);
  return out;
}

/**
 * The `permissions/{system}` answer for a set of held codes: the system's pages and the menu groups
 * that keep at least one held menu page, and the system's element codes, in tree order.
 */
export function permissionsIn(codes: Set<string>, tree: FunctionNode[], system: string): Permissions {
  const systemMenuPermissions: string[] = [];
  const pageElementPermissions: string[] = [];
  const visit = (node: FunctionNode): boolean => {
    if (node.kind === 'MENU') {
      const at = systemMenuPermissions.length;
      const shows = node.children.map(visit).some(Boolean);
      if (shows && node.system === system) systemMenuPermissions.splice(at, 0, node.code);
      return shows;
    }
    if (node.kind === 'PAGE') {
      const held = codes.has(node.code);
      if (held && node.system === system) systemMenuPermissions.push(node.code);
      node.children.forEach(visit);
      return held && node.inMenu !== false;
    }
    if (codes.has(node.code) && node.system === system) pageElementPermissions.push(node.code);
    return false;
  };
  tree.forEach(visit);
  return { systemMenuPermissions, pageElementPermissions };
}

/** The grantable codes (pages and elements) of the tree. */
export function grantableCodes(tree: FunctionNode[]): string[] {
  return flattenFunctions(tree)
    .filter((n) => n.kind !== 'MENU')
    .map((n) => n.code);
}

/**
 * The codes a role's patterns cover, for the checkable tree of 用户角色 (switched-off functions are
 * still shown as granted there: switching a function back on restores what the roles had).
 */
export function expandGrants(patterns: string[], tree: FunctionNode[]): Set<string> {
  return effectiveCodes(patterns, tree, []);
}

export type CheckState = 'checked' | 'half' | 'unchecked';

/**
 * How a node shows in the checkable tree for the `checked` codes. A page or element is ticked when
 * held (a page ticked without all its buttons is read access); a group is ticked when every page below
 * it is held, half-ticked when some are.
 */
export function checkStateOf(node: FunctionNode, checked: Set<string>): CheckState {
  if (node.kind === 'MENU') {
    const pages = flattenFunctions(node.children).filter((n) => n.kind === 'PAGE');
    const held = pages.filter((n) => checked.has(n.code)).length;
    if (pages.length === 0 || held === 0) return 'unchecked';
    return held === pages.length ? 'checked' : 'half';
  }
  return checked.has(node.code) ? 'checked' : 'unchecked';
}

/** The whole tree's ticks (`all`: every function granted): the codes shown ticked and those half-ticked. */
export function treeChecks(tree: FunctionNode[], checked: Set<string>, all = false): { checked: string[]; halfChecked: string[] } {
  const states = flattenFunctions(tree).map((n) => [n.code, all ? 'checked' : checkStateOf(n, checked)]);
  const having = (state: CheckState) => states.filter(([, s]) => s === state).map(([code]) => code);
  return { checked: having('checked'), halfChecked: having('half') };
}

/**
 * Tick or untick one node of the role editor. Ticking takes everything below it and, for an element,
 * its page; unticking drops everything below (an element without its page would be dead weight).
 */
export function toggleFunction(index: Map<string, FunctionNode>, checked: Set<string>, code: string, on: boolean): Set<string> {
  const node = index.get(code);
  if (!node) return new Set(checked);
  const next = new Set(checked);
  const below = flattenFunctions([node]).filter((n) => n.kind !== 'MENU');
  if (on) {
    below.forEach((n) => next.add(n.code));
    if (node.kind === 'ELEMENT' && node.page) next.add(node.page);
  } else {
    below.forEach((n) => next.delete(n.code));
  }
  return next;
}

export type GrantProblem =
  | { kind: 'unknown'; codes: string[] }
  | { kind: 'notGrantable'; codes: string[] }
  | { kind: 'missingPage'; codes: string[] }
  | { kind: 'malformed' };

/**
 * Check the grants a role editor sends: `['*']`, or page and element codes of the tree, every
 * element with its page. Answers the clean list in tree order, or what is wrong.
 */
export function normalizeGrants(input: unknown, tree: FunctionNode[]): { ok: true; grants: string[] } | { ok: false; problem: GrantProblem } {
  if (!Array.isArray(input) || input.some((c) => typeof c !== 'string')) return { ok: false, problem: { kind: 'malformed' } };
  const codes = [...new Set(input as string[])];
  if (codes.includes(ALL)) {
    return codes.length === 1 ? { ok: true, grants: [ALL] } : { ok: false, problem: { kind: 'malformed' } };
  }
  const nodes = flattenFunctions(tree);
  const index = new Map(nodes.map((n) => [n.code, n]));
  const unknown = codes.filter((c) => !index.has(c));
  if (unknown.length) return { ok: false, problem: { kind: 'unknown', codes: unknown } };
  const menus = codes.filter((c) => index.get(c)!.kind === 'MENU');
  if (menus.length) return { ok: false, problem: { kind: 'notGrantable', codes: menus } };
  const set = new Set(codes);
  const missingPage = codes.filter((c) => index.get(c)!.kind === 'ELEMENT' && !set.has(index.get(c)!.page!));
  if (missingPage.length) return { ok: false, problem: { kind: 'missingPage', codes: missingPage } };
  return { ok: true, grants: nodes.filter((n) => set.has(n.code)).map((n) => n.code) };
}

/** Codes somebody must keep so that roles can still be administered. */
export const ROLE_ADMIN_CODES = [systemUserRole.key, systemUserRole.codes.edit, systemUser.key, systemUser.codes.edit];

/** Whether a held code set can still administer roles and users. */
export function canAdministerRoles(codes: Set<string>): boolean {
  return ROLE_ADMIN_CODES.every((c) => codes.has(c));
}

/** Which roles hold a given function (for 系统功能's "granted to" list). */
export function rolesHolding(code: string, roles: RoleLike[], tree: FunctionNode[]): string[] {
  return roles.filter((r) => expandGrants(r.grants, tree).has(code)).map((r) => r.code);
}
