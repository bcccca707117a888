/**
 * 用户角色: the portal's roles as records of the resource engine (docs/administration.md "One engine"):
 * code (fixed once made: users and the demo sign-in name it), name, description, what the role grants
 * (`grants`: all functions or page and element codes, edited in the function tree), 启用 / 停用 as
 * actions, and 人数 — the users holding the role (`references`). What the store adds
 * (mock/lib/admin/roles.ts): code unique whatever its case, name unique, grants of the function tree
 * (`normalizeGrants`), no 停用 or grants that leave nobody able to administer users and roles; a
 * built-in role or one a user holds is not deleted.
 */
import { ROLE_CODE_MAX, ROLE_CODE_PATTERN, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX } from '../admin/users';
import { defineResource, type Issue, onOffLifecycle } from '../engine';

const label = (key: string) => `admin.role.field.${key}`;

export const systemUserRole = defineResource({
  key: 'systemUserRole',
  base: 'permission',
  anatomy: false,
  nameField: 'name',
  fields: [
    {
      key: 'code',
      type: 'text',
      label: label('code'),
      required: true,
      maxLength: ROLE_CODE_MAX,
      pattern: ROLE_CODE_PATTERN,
      patternMessage: 'admin.role.error.code',
      table: { width: 150, fixed: 'left' },
      form: 'create',
    },
    { key: 'name', type: 'text', label: label('name'), required: true, maxLength: ROLE_NAME_MAX, table: { width: 140 }, form: true },
    {
      key: 'description',
      type: 'textarea',
      label: label('description'),
      maxLength: ROLE_DESCRIPTION_MAX,
      table: { width: 260, ellipsis: true },
      form: true,
      wide: true,
    },
    { key: 'grants', type: 'grants', label: label('grants'), help: 'admin.role.reloginHint', form: true, detail: true, wide: true },
    {
      key: 'userCount',
      type: 'integer',
      label: label('userCount'),
      table: { width: 80 },
      derive: (r, ctx) => (ctx.references?.('systemUserRole', String(r.id)) ?? []).length,
    },
    // the seeded roles: the demo sign-in names them
    { key: 'builtIn', type: 'boolean', label: label('builtIn'), readOnly: true, table: { width: 80 }, detail: true },
  ],
  lifecycle: onOffLifecycle(),
  removable: true,
  removeGuard: (r): Issue | null => {
    const name = String(r.name ?? '');
    const count = Number(r.userCount ?? 0);
    if (count > 0) return { message: 'admin.role.error.inUse', params: { name, count } };
    return r.builtIn === true ? { message: 'admin.role.error.builtIn', params: { name } } : null;
  },
  keywordFields: ['code', 'name'],
  defaultSort: { field: 'createdAt', order: 'ascend' },
});
