/**
 * 组织结构: the units of the organization tree as records of the resource engine (docs/administration.md
 * "One engine"): name, type (company or department, fixed once made), the unit above (`parentId`, an org
 * field: the tree) and the place among its siblings (`order`). A move is an edit of the two. The rules of
 * the tree are src/domain/admin/organization.ts; what the store adds (mock/lib/admin/organizations.ts):
 * a name unique among its siblings, no company under a department, no move under itself or of the root
 * and the move's own code (`Organization:move`), the siblings renumbered after a move. 人数 and 下级 are
 * what the store counts under a unit (its references); a unit is deleted only when both are none.
 */
import { ORG_NAME_MAX, ORG_TYPES, validateOrgName } from '../admin/organization';
import { defineResource, type DomainContext, type Issue, type Values } from '../engine';

const label = (key: string) => `admin.org.field.${key}`;

/** The reference key under which the store answers the units directly under a unit (its users are the unit's own references). */
export const ORG_CHILDREN = 'Organization.units';

const count = (key: string) => (r: Values, ctx: DomainContext) => (ctx.references?.(key, String(r.id)) ?? []).length;

export const organization = defineResource({
  key: 'Organization',
  base: 'hr',
  anatomy: false,
  nameField: 'name',
  // the list: the units nested under the unit above, by their place among the siblings
  treeParent: 'parentId',
  fields: [
    // found by the list's keyword (with its ancestors): no search box of its own
    { key: 'name', type: 'text', label: label('name'), required: true, maxLength: ORG_NAME_MAX, table: { width: 200 }, form: true },
    {
      key: 'type',
      type: 'select',
      enum: ORG_TYPES,
      enumLabel: (t) => `admin.org.type.${t}`,
      label: label('type'),
      required: true,
      initial: 'DEPARTMENT',
      table: { width: 90 },
      form: 'create',
    },
    // asked for by the tree's rule (the root has none): `checkAdd`, run by the store
    { key: 'parentId', type: 'org', label: label('parent'), table: { width: 220, hidden: true }, form: true },
    { key: 'order', type: 'integer', label: label('order'), help: 'admin.org.orderHint', min: 0, max: 999, table: { width: 80 }, form: 'edit' },
    { key: 'userCount', type: 'integer', label: label('userCount'), table: { width: 80 }, derive: count('Organization') },
    { key: 'childCount', type: 'integer', label: label('childCount'), table: { width: 80 }, derive: count(ORG_CHILDREN) },
  ],
  rules: [
    // an empty name is the required field's message alone
    (v): Issue | null => {
      const problem = typeof v.name === 'string' && v.name.trim() ? validateOrgName(v.name) : null;
      return problem && { field: 'name', message: problem.key, params: problem.params };
    },
  ],
  removable: true,
  removeGuard: (r): Issue | null => {
    const name = String(r.name ?? '');
    if (!r.parentId) return { message: 'admin.org.error.rootFixed' };
    const children = Number(r.childCount ?? 0);
    if (children > 0) return { message: 'admin.org.error.hasChildren', params: { name, count: children } };
    const users = Number(r.userCount ?? 0);
    return users > 0 ? { message: 'admin.org.error.hasUsers', params: { name, count: users } } : null;
  },
  keywordFields: ['name'],
  defaultSort: { field: 'order', order: 'ascend' },
});
