/**
 * 用户管理 on the engine (src/domain/desks/systemUser.ts, mock/lib/admin/systemUsers.ts): the mock's users
 * are its records — a user created there signs in with the password answered once, a user disabled
 * there cannot — and no edit leaves nobody enabled who can administer users and roles.
 */
import { canAdministerRoles } from '@/domain/admin/permissions';
import auth from '../../../mock/auth';
import resources from '../../../mock/resources';
import { opLog } from '../../../mock/lib/platform/oplog';
import { heldCodes, users } from '../../../mock/lib/server/identity';
import { call, fresh, userCall, userRecord, USERS, type Routes } from './harness';

const routes = { ...auth, ...resources } as Routes;
const signIn = (account: string, password: string) => call(routes, 'POST /sso/api/login', { as: null, body: { account, password } }).body.success;
const NEW_USER = {
  userNo: 'li.na',
  userName: '李娜',
  orgId: 'ORG-CS',
  roles: ['staff'],
  secrecyLevel: 'GENERAL',
  phone: '13911223344',
  email: 'lina@aftersales.example',
};

beforeEach(fresh);

it('signs a new user in with the password answered once, which nothing keeps', () => {
  const created = call(routes, `POST ${USERS}`, { body: NEW_USER }).body;
  expect(created.success).toBe(true);
  const { password } = created.data.once;
  expect(signIn('li.na', password)).toBe(true);
  // neither the record, its history, the list nor the operation log holds it
  expect(JSON.stringify(userRecord('li.na'))).not.toContain(password);
  expect(JSON.stringify(call(routes, `GET ${USERS}`, { query: { keyword: 'li.na' } }).body)).not.toContain(password);
  expect(JSON.stringify(opLog())).not.toContain(password);
});

it('a user disabled on 用户管理 cannot sign in; enabled again, can', () => {
  expect(signIn('staff', 'Staff@123')).toBe(true);
  expect(userCall.act(routes, 'staff', 'disable').body.success).toBe(true);
  expect(users().find((u) => u.userNo === 'staff')!.enabled).toBe(false);
  expect(signIn('staff', 'Staff@123')).toBe(false);
  expect(userCall.act(routes, 'staff', 'enable').body.success).toBe(true);
  expect(signIn('staff', 'Staff@123')).toBe(true);
});

it('refuses an edit or a 停用 that leaves nobody enabled able to administer users and roles', () => {
  const administrators = () => users().filter((u) => u.enabled && canAdministerRoles(heldCodes(u)));
  // every administrator but the signed-in one disabled: only admin is left
  for (const u of administrators()) if (u.userNo !== 'admin') expect(userCall.act(routes, u.userNo, 'disable').body.success).toBe(true);
  expect(administrators().map((u) => u.userNo)).toEqual(['admin']);
  const before = userRecord('admin');
  const refused = userCall.edit(routes, 'admin', { roles: ['staff'] }).body;
  expect(refused).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(refused.errorMessage).toMatch(/没有任何启用的用户能管理用户和角色/);
  expect(userRecord('admin')).toBe(before);
  // a second administrator may disable the first; then the second may not disable themself
  expect(userCall.edit(routes, 'manager', { roles: [...(userRecord('manager').roles as string[]), 'admin'] }).body.success).toBe(true);
  expect(userCall.act(routes, 'admin', 'disable', 'manager').body.success).toBe(true);
  expect(userCall.act(routes, 'manager', 'disable', 'manager').body.errorMessage).toMatch(/不能停用当前登录的自己/);
  // nor may the roles that make them one be taken from them
  expect(userCall.edit(routes, 'manager', { roles: ['staff'] }, 'manager').body.errorMessage).toMatch(/没有任何启用的用户能管理用户和角色/);
});
