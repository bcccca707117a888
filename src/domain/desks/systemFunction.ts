/**
 * 系统功能: the function tree (menus, pages, page elements and their permission codes) as records of the
 * resource engine, one per generated function (src/domain/admin/functions.ts) — its code, name, kind,
 * system, routes, parent and whether the menu shows it are the tree's, read-only; the status (停用 for
 * every role, everything below then off too) and the remark are what administrators set. The records are
 * kept in step with the tree by the mock (mock/lib/server/functionRows.ts), never created or deleted
 * here. Derived: the roles holding a function and whether a function above it is off (`references`).
 */
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '../../constants';
import { ROLE_DICTIONARY } from '../admin/users';
import { defineResource, type DomainContext, type Issue, type Values, onOffLifecycle } from '../engine';

/** The references key under which the mock answers the switched-off functions above a function. */
export const FUNCTION_OFF_ABOVE = 'systemFunction.offAbove';
export const FUNCTION_KINDS = ['MENU', 'PAGE', 'ELEMENT'] as const;
export const REMARK_MAX = 200;

const label = (key: string) => `admin.function.field.${key}`;
const offAbove = (r: Values, ctx: DomainContext) => (ctx.references?.(FUNCTION_OFF_ABOVE, String(r.id)) ?? []).length > 0;
/** 启用 / 停用 of a function under a switched-off one changes nothing: refused with why. */
const underOff = (r: Values): Issue | null => (r.inheritedOff === true ? { message: 'admin.function.inheritedOff' } : null);

export const systemFunction = defineResource({
  key: 'systemFunction',
  base: 'permission',
  anatomy: false,
  creatable: false,
  nameField: 'name',
  treeParent: 'parent',
  fields: [
    // the function's name in the server's language (the page shows it in the user's: `functionTitleKeys`)
    { key: 'name', type: 'text', label: label('name'), readOnly: true, table: { width: 260, fixed: 'left' }, detail: true },
    { key: 'code', type: 'text', label: label('code'), readOnly: true, table: { width: 240 }, detail: true },
    {
      key: 'kind',
      type: 'select',
      enum: FUNCTION_KINDS,
      enumLabel: (k) => `admin.function.kind.${k}`,
      label: label('kind'),
      readOnly: true,
      table: { width: 100 },
      search: true,
      detail: true,
    },
    {
      key: 'system',
      type: 'select',
      enum: [CURRENT_SYSTEM, MAINTENANCE_SYSTEM],
      enumLabel: (s) => `admin.function.system.${s}`,
      label: label('system'),
      readOnly: true,
      table: { width: 100 },
      detail: true,
    },
    { key: 'parent', type: 'text', label: label('parent'), readOnly: true, table: { width: 160, hidden: true }, detail: true },
    { key: 'routes', type: 'text', label: label('routes'), readOnly: true, table: { width: 220, ellipsis: true }, detail: true },
    { key: 'inMenu', type: 'boolean', label: label('inMenu'), readOnly: true, table: { width: 110 }, detail: true },
    {
      key: 'roles',
      type: 'multiSelect',
      dict: ROLE_DICTIONARY,
      label: label('roles'),
      table: { width: 240 },
      derive: (r, ctx) => (r.kind === 'MENU' ? [] : (ctx.references?.('systemFunction', String(r.id)) ?? []).map((x) => x.id)),
    },
    { key: 'inheritedOff', type: 'boolean', label: label('inheritedOff'), table: { width: 110, hidden: true }, derive: offAbove },
    { key: 'remark', type: 'textarea', label: label('remark'), maxLength: REMARK_MAX, table: { width: 200, ellipsis: true }, form: true, wide: true },
    // the place in the tree, depth first: the list's order
    { key: 'order', type: 'integer', label: label('order'), readOnly: true, table: { hidden: true, sortable: true } },
  ],
  lifecycle: onOffLifecycle({
    disable: { guard: underOff, notice: () => ({ message: 'admin.function.offHint', tone: 'warning' }) },
    enable: { guard: underOff },
  }),
  keywordFields: ['code', 'name'],
  defaultSort: { field: 'order', order: 'ascend' },
});
