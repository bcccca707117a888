/**
 * 组织结构: a tree of companies and departments with one root (the group company). The rules of
 * changing it live here and are applied by the mock server; the page uses them to offer only what
 * the server will accept (e.g. no "move into itself" targets).
 *
 *   - a company may hold companies and departments; a department holds departments only;
 *   - names are 1–30 characters and unique among siblings;
 *   - the root cannot be moved or deleted; nothing moves into its own subtree;
 *   - a node is deleted only when it is empty: no child nodes and no users (the definition's remove
 *     guard, src/domain/desks/organization.ts, on what the store counts under it).
 */
import { plainText, type RuleError } from './rules';

export type OrgType = 'COMPANY' | 'DEPARTMENT';
export const ORG_TYPES: OrgType[] = ['COMPANY', 'DEPARTMENT'];

export interface OrgUnit {
  id: string;
  parentId: string | null;
  name: string;
  type: OrgType;
  /** position among siblings */
  order: number;
}

/** A unit as the tree's call answers it (`GET {hr}/organizations`): with its users counted and its record's version. */
export interface OrgUnitView extends OrgUnit {
  userCount: number;
  version: number;
}

export interface OrgTreeNode extends OrgUnit {
  children: OrgTreeNode[];
}

export const ORG_NAME_MAX = 30;

export function buildOrgTree(units: OrgUnit[]): OrgTreeNode[] {
  const nodes = new Map(units.map((u) => [u.id, { ...u, children: [] as OrgTreeNode[] }]));
  const roots: OrgTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: OrgTreeNode[]) => {
    list.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The id and every descendant id of `id`. */
export function subtreeIds(units: OrgUnit[], id: string): Set<string> {
  const out = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const u of units) {
      if (u.parentId && out.has(u.parentId) && !out.has(u.id)) {
        out.add(u.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Names from the root down to `id`. */
export function orgPath(units: OrgUnit[], id: string): string[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  const out: string[] = [];
  const seen = new Set<string>();
  let cur = byId.get(id);
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    out.unshift(cur.name);
    cur = cur.parentId ? byId.get(cur.parentId) : undefined;
  }
  return out;
}

export function validateOrgName(name: unknown): RuleError | null {
  if (typeof name !== 'string' || !name.trim()) return { key: 'admin.org.error.nameRequired' };
  if (name.trim().length > ORG_NAME_MAX) return { key: 'admin.org.error.nameTooLong', params: { max: ORG_NAME_MAX } };
  const text = plainText(name, 'admin.org.field.name');
  if (text) return text;
  return null;
}

function siblingClash(units: OrgUnit[], parentId: string | null, name: string, exceptId?: string): RuleError | null {
  const clash = units.some((u) => u.parentId === parentId && u.id !== exceptId && u.name.trim() === name.trim());
  return clash ? { key: 'admin.org.error.nameTaken', params: { name: name.trim() } } : null;
}

function typeRule(parent: OrgUnit, childType: OrgType): RuleError | null {
  return parent.type === 'DEPARTMENT' && childType === 'COMPANY' ? { key: 'admin.org.error.companyUnderDepartment', params: { parent: parent.name } } : null;
}

/** Whether a node `{ name, type }` may be added under `parentId`. */
export function checkAdd(units: OrgUnit[], parentId: unknown, name: unknown, type: unknown): RuleError | null {
  if (typeof parentId !== 'string') return { key: 'admin.org.error.parentRequired' };
  const parent = units.find((u) => u.id === parentId);
  if (!parent) return { key: 'admin.org.error.notFound' };
  if (!ORG_TYPES.includes(type as OrgType)) return { key: 'admin.org.error.typeInvalid' };
  return validateOrgName(name) ?? typeRule(parent, type as OrgType) ?? siblingClash(units, parentId, name as string);
}

export function checkRename(units: OrgUnit[], id: unknown, name: unknown): RuleError | null {
  const unit = units.find((u) => u.id === id);
  if (!unit) return { key: 'admin.org.error.notFound' };
  return validateOrgName(name) ?? siblingClash(units, unit.parentId, name as string, unit.id);
}

/** Where `id` may be moved: every node outside its subtree whose type accepts it, except its parent. */
export function moveTargets(units: OrgUnit[], id: string): string[] {
  const unit = units.find((u) => u.id === id);
  if (!unit?.parentId) return [];
  const own = subtreeIds(units, id);
  return units.filter((t) => !own.has(t.id) && t.id !== unit.parentId && !typeRule(t, unit.type) && !siblingClash(units, t.id, unit.name)).map((t) => t.id);
}

export function checkMove(units: OrgUnit[], id: unknown, targetId: unknown): RuleError | null {
  const unit = units.find((u) => u.id === id);
  const target = units.find((u) => u.id === targetId);
  if (!unit || !target) return { key: 'admin.org.error.notFound' };
  if (!unit.parentId) return { key: 'admin.org.error.rootFixed' };
  if (subtreeIds(units, unit.id).has(target.id)) return { key: 'admin.org.error.intoItself', params: { name: unit.name } };
  return typeRule(target, unit.type) ?? (unit.parentId === target.id ? null : siblingClash(units, target.id, unit.name));
}

/**
 * Move `id` under `targetId` at `index` among its new siblings (end when omitted), renumbering the
 * siblings' `order`. Returns the changed list; call `checkMove` first.
 */
export function applyMove(units: OrgUnit[], id: string, targetId: string, index?: number): OrgUnit[] {
  const moving = units.find((u) => u.id === id)!;
  const siblings = units.filter((u) => u.parentId === targetId && u.id !== id).sort((a, b) => a.order - b.order);
  const at = index === undefined ? siblings.length : Math.max(0, Math.min(index, siblings.length));
  siblings.splice(at, 0, moving);
  const order = new Map(siblings.map((u, i) => [u.id, i]));
  const oldParent = moving.parentId;
  const oldSiblings = units.filter((u) => u.parentId === oldParent && u.id !== id).sort((a, b) => a.order - b.order);
  const oldOrder = new Map(oldSiblings.map((u, i) => [u.id, i]));
  return units.map((u) => {
    if (u.id === id) return { ...u, parentId: targetId, order: order.get(u.id)! };
    if (order.has(u.id)) return { ...u, order: order.get(u.id)! };
    if (oldParent !== targetId && oldOrder.has(u.id)) return { ...u, order: oldOrder.get(u.id)! };
    return u;
  });
}
