/**
 * The administration tests call the mock through the one mock harness (tests/unit/mock/harness.ts),
 * from a desk on the office network (10.1.2.3, the address their log checks expect).
 */
import { systemUser } from '@/domain/desks/systemUser';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import { systemFunction } from '@/domain/desks/systemFunction';
import { functionId } from '@/domain/admin/functions';
import { storedRows } from '../../../mock/lib/store/tables';
import { seedDataScopes, seedSystemUserRoles, seedSystemUsers } from '../../../mock/lib/seed/administration';
import { call as callRoute, type CallOptions, type Routes } from '../mock/harness';

export { fresh, type Answer, type Routes } from '../mock/harness';

export const call = (routes: Routes, key: string, opts: CallOptions = {}) => callRoute(routes, key, { ip: '10.1.2.3', ...opts });

/** 用户管理's calls: the engine's, on the human-resource API (src/domain/desks/systemUser.ts). */
export const USERS = '/api/hr/systemUser';
/** A user body 用户管理 accepts (a new staff member of 客户服务部). */
export const NEW_USER = {
  userNo: 'newbie',
  userName: '新同事',
  orgId: 'ORG-CS',
  roles: ['staff'],
  secrecyLevel: 'GENERAL',
  phone: '13911112222',
  email: 'newbie@aftersales.example',
};

/** The stored 用户管理 record of a user number. */
export const userRecord = (userNo: string) => storedRows(systemUser).find((r) => r.userNo === userNo)!;

/** What 用户管理's edit form sends for a user — with `changes` — and the version it loaded. */
export function userEdit(userNo: string, changes: Record<string, unknown> = {}) {
  const { userName, orgId, roles, secrecyLevel, phone, email, version } = userRecord(userNo);
  return { userName, orgId, roles, secrecyLevel, phone, email, version, ...changes };
}

/** Edit, act on (停用, 启用, 重置密码) or read a user by number, as `as` (the administrator by default). */
export const userCall = {
  edit: (routes: Routes, userNo: string, changes: Record<string, unknown> = {}, as?: string) =>
    call(routes, `PUT ${USERS}/:id`, { as, params: { id: userRecord(userNo).id }, body: userEdit(userNo, changes) }),
  act: (routes: Routes, userNo: string, action: string, as?: string) =>
    call(routes, `POST ${USERS}/:id/actions/:action`, { as, params: { id: userRecord(userNo).id, action }, body: { version: userRecord(userNo).version } }),
};

/** The id 用户管理's seed gives a user number (for cases written before the store is seeded). */
export const seededUserId = (userNo: string) => seedSystemUsers().find((r) => r.userNo === userNo)!.id;

/** 用户角色's calls: the engine's, on the permission service (src/domain/desks/systemUserRole.ts); what a role grants is its field `grants`. */
export const ROLES = '/api/permission/systemUserRole';

/** The stored 用户角色 record of a role code. */
export const roleRecord = (code: string) => storedRows(systemUserRole).find((r) => r.code === code)!;

/** Create, edit, act on (停用, 启用), delete a role by code, save what it grants (the form's edit of `grants`), as `as` (the administrator by default). */
export const roleCall = {
  create: (routes: Routes, values: Record<string, unknown>, as?: string) => call(routes, `POST ${ROLES}`, { as, body: values }),
  edit: (routes: Routes, code: string, changes: Record<string, unknown> = {}, as?: string) => {
    const { name, description, grants, version } = roleRecord(code);
    return call(routes, `PUT ${ROLES}/:id`, { as, params: { id: roleRecord(code).id }, body: { name, description, grants, version, ...changes } });
  },
  act: (routes: Routes, code: string, action: string, as?: string) =>
    call(routes, `POST ${ROLES}/:id/actions/:action`, { as, params: { id: roleRecord(code).id, action }, body: { version: roleRecord(code).version } }),
  remove: (routes: Routes, code: string, as?: string) =>
    call(routes, `DELETE ${ROLES}/:id`, { as, params: { id: roleRecord(code).id }, query: { version: String(roleRecord(code).version) } }),
  get: (routes: Routes, code: string, as?: string) => call(routes, `GET ${ROLES}/:id`, { as, params: { id: roleRecord(code).id } }),
  saveGrants: (routes: Routes, code: string, grants: unknown, as?: string) => roleCall.edit(routes, code, { grants }, as),
};

/** The id 用户角色's seed gives a role code (for cases written before the store is seeded). */
export const seededRoleId = (code: string) => seedSystemUserRoles().find((r) => r.code === code)!.id;

/** 人员授权's records (the engine's `personnelAuthorization`): one per user. */
export const SCOPES = '/api/hr/personnelAuthorization';
export const scopeRecord = (userNo: string) => storedRows(personnelAuthorization).find((r) => r.userNo === userNo)!;
/** The address and body of 人员授权's edit of a user's scope (the engine's PUT, with the version it read). */
export function scopeEdit(userNo: string, scope: { allOrgs: boolean; orgIds: string[]; allCustomers: boolean; customerIds: string[] }) {
  const record = scopeRecord(userNo);
  return { path: `${SCOPES}/${record.id}`, id: record.id, body: { ...scope, version: record.version } };
}
export const seededScopeId = (userNo: string) => seedDataScopes().find((r) => r.userNo === userNo)!.id;

/** 系统功能's records (the engine's `systemFunction`): one per function of the generated tree, id from the code. */
export const FUNCTIONS = '/api/permission/systemFunction';
export const functionRecord = (code: string) => storedRows(systemFunction).find((r) => r.code === code)!;
export const functionCall = {
  act: (routes: Routes, code: string, action: 'disable' | 'enable', as?: string) =>
    call(routes, `POST ${FUNCTIONS}/:id/actions/:action`, { as, params: { id: functionId(code), action }, body: { version: functionRecord(code).version } }),
  remark: (routes: Routes, code: string, remark: unknown, as?: string) =>
    call(routes, `PUT ${FUNCTIONS}/:id`, { as, params: { id: functionId(code) }, body: { remark, version: functionRecord(code).version } }),
};
