/**
 * 用户角色 on the engine (src/domain/desks/systemUserRole.ts, mock/lib/admin/roles.ts): the mock's roles
 * are its records with what each grants (the field `grants`) — a role made there is held and grants what
 * its tree saved, a role disabled there grants nothing —; codes and names are once, grants are of the
 * function tree, 停用 and the grants never lock every administrator out, and a role is deleted only while
 * nobody holds it and it is not built in.
 */
import { ALL, expandGrants, grantableCodes, normalizeGrants } from '@/domain/admin/permissions';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { DEMO_ROLES } from '@/domain/admin/demoRoles';
import admin from '../../../mock/admin';
import resources from '../../../mock/resources';
import { table } from '../../../mock/lib/store/tables';
import { findUser, functionTree, hasCode, roles, users } from '../../../mock/lib/server/identity';
import { call, fresh, roleCall, roleRecord, ROLES, userCall, type Routes } from './harness';

const routes = { ...admin, ...resources } as Routes;
const refusal = (a: { body: any }) => a.body.errorMessage as string;

beforeEach(fresh);

it('seeds the demo roles with their grants as the tree shows them, built in and enabled, and 审计员 disabled', () => {
  for (const demo of DEMO_ROLES) {
    const grants = demo.grants.includes(ALL) ? [ALL] : [...expandGrants(demo.grants, functionTree())];
    expect(roles().find((r) => r.code === demo.code)).toMatchObject({ name: demo.name, enabled: true, builtIn: true, grants });
    expect(normalizeGrants(grants, functionTree())).toEqual({ ok: true, grants });
  }
  expect(roles().find((r) => r.code === 'serviceManager')!.grants).toEqual(expect.arrayContaining(['aogOrder', 'aogOrder:create']));
  expect(roles().find((r) => r.code === 'auditor')).toMatchObject({ enabled: false, builtIn: false });
});

it('answers 人数 — the users holding a role — and what it grants, all or the codes', () => {
  const list = call(routes, `GET ${ROLES}`, { query: { pageSize: '50' } }).body.data;
  const count = (code: string) => list.find((r: any) => r.code === code).userCount;
  expect(count('auditor')).toBe(0);
  const before = count('staff');
  expect(before).toBeGreaterThan(0);
  expect(userCall.edit(routes, 'engineer', { roles: ['engineer', 'staff'] }).body.success).toBe(true);
  expect(call(routes, `GET ${ROLES}`, { query: { pageSize: '50' } }).body.data.find((r: any) => r.code === 'staff').userCount).toBe(before + 1);
  expect(roleCall.get(routes, 'admin').body.data.grants).toEqual([ALL]);
  expect(roleCall.get(routes, 'staff').body.data.grants).toContain('updatePassword');
});

it('refuses a code taken whatever its case, a malformed code, a taken name; the code is fixed once made', () => {
  expect(refusal(roleCall.create(routes, { code: 'STAFF', name: '另一个' }))).toMatch(/角色编码“STAFF”已存在/);
  expect(roleCall.create(routes, { code: '9x', name: '另一个' }).body.errorCode).toBe('VALIDATION');
  expect(refusal(roleCall.create(routes, { code: 'other', name: '普通员工' }))).toMatch(/角色名称“普通员工”已存在/);
  expect(refusal(roleCall.edit(routes, 'auditor', { name: '普通员工' }))).toMatch(/角色名称“普通员工”已存在/);
  expect(roleCall.create(routes, { code: 'other', name: '另一个', description: 'd'.repeat(201) }).body.errorCode).toBe('VALIDATION');
  expect(roleCall.edit(routes, 'auditor', { code: 'auditor2' }).body.success).toBe(false);
  expect(roleRecord('auditor').code).toBe('auditor');
});

it('a role made on 用户角色 grants what its tree saved to the users holding it; disabled, nothing', () => {
  expect(roleCall.create(routes, { code: 'logReader', name: '日志查看' }).body.data.grants).toEqual([]);
  expect(roleCall.saveGrants(routes, 'logReader', ['logManagement']).body.data).toMatchObject({ grants: ['logManagement'] });
  expect(userCall.edit(routes, 'staff', { roles: ['staff', 'logReader'] }).body.success).toBe(true);
  expect(hasCode(findUser('staff')!, 'logManagement')).toBe(true);
  expect(roleCall.act(routes, 'logReader', 'disable').body.success).toBe(true);
  expect(hasCode(findUser('staff')!, 'logManagement')).toBe(false);
  expect(roleCall.act(routes, 'logReader', 'enable').body.success).toBe(true);
  expect(hasCode(findUser('staff')!, 'logManagement')).toBe(true);
});

it('refuses a 停用 or grants that leave nobody enabled able to administer users and roles', () => {
  const before = roleRecord('admin');
  expect(refusal(roleCall.act(routes, 'admin', 'disable'))).toMatch(/没有任何启用的用户能管理用户和角色/);
  expect(roleRecord('admin')).toBe(before);
  expect(refusal(roleCall.saveGrants(routes, 'admin', ['aogOrder']))).toMatch(/没有任何启用的用户能管理用户和角色/);
  expect(roles().find((r) => r.code === 'admin')!.grants).toEqual([ALL]);
  // another role that administers users and roles: then 系统管理员 may be disabled
  expect(roleCall.saveGrants(routes, 'serviceManager', ['systemUser', 'systemUser:edit', 'systemUserRole', 'systemUserRole:edit']).body.success).toBe(true);
  expect(roleCall.act(routes, 'admin', 'disable').body.success).toBe(true);
});

it('refuses grants of unknown codes, changing nothing', () => {
  const before = roles().find((r) => r.code === 'staff')!.grants;
  expect(refusal(roleCall.saveGrants(routes, 'staff', ['aogOrder', 'aogOrder:launchRocket']))).toMatch(/aogOrder:launchRocket/);
  expect(roles().find((r) => r.code === 'staff')!.grants).toEqual(before);
  expect(call(routes, `PUT ${ROLES}/:id`, { params: { id: 'ROLE-9999' }, body: { grants: ['aogOrder'], version: 1 } }).body.success).toBe(false);
});

it('takes grants of the function tree only: pages with their elements, in the order of the tree, or all', () => {
  const grants = (body: { errorMessage?: string; data?: { grants: string[] } }) => body.errorMessage ?? body.data!.grants;
  expect(grants(roleCall.saveGrants(routes, 'auditor', ['appLogs', 'logManagement']).body)).toEqual(['logManagement', 'appLogs']);
  expect(grants(roleCall.saveGrants(routes, 'auditor', ['logManagement:export']).body)).toMatch(/页面元素须与其页面一同授权：logManagement:export/);
  expect(grants(roleCall.saveGrants(routes, 'auditor', ['systemmaintenance']).body)).toMatch(/菜单分组不能单独授权：systemmaintenance/);
  expect(grants(roleCall.saveGrants(routes, 'auditor', [ALL, 'appLogs']).body)).toMatch(/功能授权的格式不正确/);
  expect(roleCall.saveGrants(routes, 'auditor', 'appLogs').body.errorCode).toBe('VALIDATION');
  expect(grants(roleCall.saveGrants(routes, 'auditor', [ALL]).body)).toEqual([ALL]);
  // 全选: every page and element of the tree
  const every = grantableCodes(functionTree());
  expect(grants(roleCall.saveGrants(routes, 'auditor', [...every].reverse()).body)).toEqual(every);
  // a role made with grants: the same rule
  expect(roleCall.create(routes, { code: 'made', name: '新角色', grants: ['nope'] }).body.errorMessage).toMatch(/以下功能不存在：nope/);
  expect(roleCall.create(routes, { code: 'made', name: '新角色', grants: ['appLogs'] }).body.data.grants).toEqual(['appLogs']);
});

it('an edit that leaves the grants as stored keeps them (a function gone since too); a stale one is refused', () => {
  const row = roleRecord('staff');
  const before = [...(row.grants as string[]), 'goneDesk'];
  table(systemUserRole).rows.set(row.id, { ...row, grants: before });
  expect(roleCall.edit(routes, 'staff', { description: '日常' }).body.success).toBe(true);
  expect(roleRecord('staff').grants).toEqual(before);
  const stale = roleRecord('staff').version - 1;
  expect(roleCall.edit(routes, 'staff', { grants: ['updatePassword'], version: stale }).body.errorCode).toBe('STALE_VERSION');
  expect(roleRecord('staff').grants).toEqual(before);
});

it('deletes a role only while nobody holds it and it is not built in', () => {
  expect(refusal(roleCall.remove(routes, 'staff'))).toMatch(/仍有 \d+ 名用户/);
  expect(roleCall.create(routes, { code: 'temp', name: '临时' }).body.success).toBe(true);
  expect(roleCall.saveGrants(routes, 'temp', ['logManagement']).body.success).toBe(true);
  expect(userCall.edit(routes, 'staff', { roles: ['staff', 'temp'] }).body.success).toBe(true);
  expect(refusal(roleCall.remove(routes, 'temp'))).toMatch(/仍有 1 名用户/);
  expect(userCall.edit(routes, 'staff', { roles: ['staff'] }).body.success).toBe(true);
  expect(roleCall.remove(routes, 'temp').body.success).toBe(true);
  expect(roles().some((r) => r.code === 'temp')).toBe(false);
  expect(roleCall.remove(routes, 'auditor').body.success).toBe(true);
});

it('refuses to delete a built-in role nobody holds', () => {
  const holders = () => call(routes, `GET ${ROLES}/:id`, { params: { id: roleRecord('trainingManager').id } }).body.data.userCount;
  // take 培训经理 from everybody who holds it
  for (const u of users().filter((x) => x.roles.includes('trainingManager'))) {
    const rest = u.roles.filter((c) => c !== 'trainingManager');
    expect(userCall.edit(routes, u.userNo, { roles: rest.length ? rest : ['staff'] }).body.success).toBe(true);
  }
  expect(holders()).toBe(0);
  expect(refusal(roleCall.remove(routes, 'trainingManager'))).toMatch(/内置角色，不能删除/);
});
