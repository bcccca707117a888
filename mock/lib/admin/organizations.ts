/**
 * What the store adds to the engine's 组织结构 (src/domain/desks/organization.ts), with the tree's rules of
 * src/domain/admin/organization.ts: a new unit fits under its parent (no company under a department, a
 * name unique among its siblings) and goes last among them; an edit that renames checks the siblings, one
 * that moves (a new parent or place) needs `Organization:move` and never goes under itself or moves the
 * root, and the siblings of both parents are renumbered after it. 人数 are the users placed in a unit (its
 * references), 下级 the units directly under it. Every change counts as an administration change (the
 * data scopes cover units by the tree). Registered by mock/lib/rules.ts.
 *
 * The tree itself is `GET {hr}/organizations` (the org fields' picker, the page's tree): every unit with
 * its users counted, for whoever may show or fill a unit (`orgTreeCodes`).
 */
import { adminCodes } from '../../../src/domain/admin/codes';
import { applyMove, checkAdd, checkMove, checkRename, type OrgUnit, type OrgUnitView } from '../../../src/domain/admin/organization';
import { ORG_CHILDREN, organization } from '../../../src/domain/desks/organization';
import { orgTreeCodes } from '../../../src/domain/directory';
import { API } from '../../../src/domain/endpoints';
import type { Issue } from '../../../src/domain/engine';
import type { RuleError } from '../../../src/domain/admin/rules';
import { authed, forbidden, type Ctx } from '../server/http';
import { findUser, hasCode, organizations, unitOfRow, users } from '../server/identity';
import { onChange, onWrite } from '../store/hooks';
import { registerReferences } from '../store/references';
import { storedRows, table } from '../store/tables';
import { adminChanged, requireAny } from './adminHttp';

const MOVE = adminCodes.Organization.move;

const issue = (field: string, e: RuleError | null): Issue[] => (e ? [{ field, message: e.key, params: e.params }] : []);

/** The units with `unit` in place of its stored self. */
const withUnit = (unit: OrgUnit): OrgUnit[] => organizations().map((u) => (u.id === unit.id ? unit : u));

/** Every unit with its users counted and its record's version. */
function listUnits({ user }: Ctx): OrgUnitView[] {
  requireAny(user, orgTreeCodes());
  const counts = new Map<string, number>();
  for (const u of users()) counts.set(u.orgId, (counts.get(u.orgId) ?? 0) + 1);
  return storedRows(organization).map((r) => ({ ...unitOfRow(r), userCount: counts.get(r.id) ?? 0, version: r.version }));
}

export const orgTreeRoutes = { [`GET ${API.hr}/organizations`]: authed(listUnits) };

export function organizationRules(): Array<() => void> {
  const key = organization.key;
  registerReferences(key, (id) => users().flatMap((u) => (u.orgId === id ? [{ id: u.userNo, name: u.userName }] : [])));
  registerReferences(ORG_CHILDREN, (id) => organizations().filter((u) => u.parentId === id));
  return [
    () => registerReferences(key, () => []),
    () => registerReferences(ORG_CHILDREN, () => []),
    onWrite(key, ({ type, record, before, user }) => {
      if (type === 'create') {
        const all = organizations();
        const problem = checkAdd(all, record.parentId, record.name, record.type);
        if (problem) return issue(problem.key === 'admin.org.error.nameTaken' ? 'name' : 'parentId', problem);
        return { patch: { order: all.filter((u) => u.parentId === record.parentId).length } };
      }
      const was = unitOfRow(before!);
      const unit = unitOfRow(record);
      if (unit.parentId !== was.parentId || unit.order !== was.order) {
        const actor = findUser(user.userNo);
        if (!actor || !hasCode(actor, MOVE)) throw forbidden(MOVE);
        const moved = checkMove(organizations(), unit.id, unit.parentId ?? '');
        if (moved && !was.parentId) return issue('parentId', { key: 'admin.org.error.rootFixed' });
        if (moved && moved.key !== 'admin.org.error.nameTaken') return issue('parentId', moved);
      }
      return unit.name !== was.name || unit.parentId !== was.parentId ? issue('name', checkRename(withUnit(unit), unit.id, unit.name)) : [];
    }),
    onChange(key, ({ type, before, after }) => {
      adminChanged();
      if (type !== 'update' || !before || !after) return;
      if (before.parentId === after.parentId && before.order === after.order) return;
      // the place asked for among the new siblings, and both parents' children numbered anew
      const placed = applyMove(withUnit({ ...unitOfRow(after), parentId: unitOfRow(before).parentId }), after.id, String(after.parentId), Number(after.order));
      const rows = table(organization).rows;
      for (const u of placed) {
        const row = rows.get(u.id);
        if (row && row.order !== u.order) rows.set(u.id, { ...row, order: u.order });
      }
    }),
  ];
}
