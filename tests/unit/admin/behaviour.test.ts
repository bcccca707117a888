/**
 * What follows from the administration pages, through the mock backend: permissions derived from
 * roles at call time, data scopes and secrecy filtering lists, details and exports, password rules,
 * the operation log.
 */
import { resourceOf } from '@/domain/desks';
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '@/constants';
import { systemUser } from '@/domain/desks/systemUser';
import { subtreeIds } from '@/domain/admin/organization';
import { checkPassword } from '@/domain/admin/password';
import { expandGrants } from '@/domain/admin/permissions';
import admin from '../../../mock/admin';
import { credentialsOf, findUser, functionTree, hasCode, organizations, permissionsOf, roles, users, verifyPassword } from '../../../mock/lib/server/identity';
import { opLog } from '../../../mock/lib/platform/oplog';
import { exportRows, get, list, loadRows, storedRows } from '../../../mock/lib/store/store';
import options from '../../../mock/options';
import resources from '../../../mock/resources';
import { call, fresh, functionCall, roleCall, scopeEdit, SCOPES, userCall, userRecord, USERS, type Routes } from './harness';

const routes = { ...admin, ...options, ...resources } as Routes;
const ACTIVATE = `POST /api/management/passwordTemplate/:id/actions/:action`;
const HR = '/api/hr';
const PERM = '/api/permission';
const M = '/api/management';
const AOG_LIST = 'GET /api/management/aogOrder';

beforeEach(fresh);

/** Every row a user may list, page by page (the list route's own filtering). */
function allRows(def: any, user: any) {
  const out: any[] = [];
  for (let current = 1; ; current++) {
    const page = list(def, { current: String(current), pageSize: '100' }, user);
    out.push(...page.rows);
    if (out.length >= page.total || page.rows.length === 0) return out;
  }
}

const staffGrants = () => [...expandGrants(roleCall.get(routes, 'staff').body.data.grants as string[], functionTree())];

describe('permissions follow the roles at the time of the call', () => {
  it('removing the AOG page from staff hides it from the answer and refuses its calls; giving it back restores both', () => {
    const staff = () => findUser('staff')!;
    expect(permissionsOf(staff(), CURRENT_SYSTEM).systemMenuPermissions).toContain('aogOrder');
    expect(call(routes, AOG_LIST, { as: 'staff' }).body.success).toBe(true);

    const without = staffGrants().filter((c) => c !== 'aogOrder' && !c.startsWith('aogOrder:'));
    const saved = roleCall.saveGrants(routes, 'staff', without);
    expect(saved.body.success).toBe(true);

    const answer = permissionsOf(staff(), CURRENT_SYSTEM);
    expect(answer.systemMenuPermissions).not.toContain('aogOrder');
    expect(answer.systemMenuPermissions).toContain('orderManagement'); // the group keeps its other orders
    expect(hasCode(staff(), 'aogOrder')).toBe(false);
    const refused = call(routes, AOG_LIST, { as: 'staff' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });

    roleCall.saveGrants(routes, 'staff', [...without, 'aogOrder']);
    expect(permissionsOf(staff(), CURRENT_SYSTEM).systemMenuPermissions).toContain('aogOrder');
    expect(call(routes, AOG_LIST, { as: 'staff' }).body.success).toBe(true);
    // the two saves, besides the seeded past
    expect(opLog().filter((e) => e.module === '用户角色' && e.action === '编辑' && e.result === 'SUCCESS' && e.ip === '10.1.2.3')).toHaveLength(2);
  });

  it('a role granted an element code gets the button code, a user with two roles the union', () => {
    expect(roleCall.create(routes, { code: 'resetter', name: '密码管理员' }).body.success).toBe(true);
    expect(roleCall.saveGrants(routes, 'resetter', ['systemUser', systemUser.codes.action('resetPassword')]).body.success).toBe(true);
    expect(userCall.edit(routes, 'staff', { roles: ['staff', 'resetter'] }).body.success).toBe(true);
    const maintenance = permissionsOf(findUser('staff')!, MAINTENANCE_SYSTEM);
    expect(maintenance.pageElementPermissions).toEqual([systemUser.codes.action('resetPassword')]);
    expect(maintenance.systemMenuPermissions).toEqual(expect.arrayContaining(['systemmaintenance', 'systemUser', 'updatePassword']));
    expect(userCall.act(routes, 'HY1001', 'resetPassword', 'staff').body.success).toBe(true);
    expect(call(routes, `POST ${USERS}`, { as: 'staff', body: {} }).body.errorCode).toBe('FORBIDDEN');
  });

  it('a disabled role grants nothing; a switched-off function is held by nobody', () => {
    expect(roleCall.act(routes, 'staff', 'disable').body.success).toBe(true);
    expect(permissionsOf(findUser('staff')!, CURRENT_SYSTEM).systemMenuPermissions).toEqual([]);
    expect(functionCall.act(routes, 'leaseOrder', 'disable').body.success).toBe(true);
    expect(functionCall.remark(routes, 'leaseOrder', '暂停租赁业务').body.success).toBe(true);
    expect(hasCode(findUser('admin')!, 'leaseOrder')).toBe(false);
    expect(hasCode(findUser('manager')!, 'leaseOrder:create')).toBe(false);
    const tree = call(routes, `GET ${PERM}/functions`).body.data;
    const orders = tree.find((n: any) => n.code === 'orderManagement');
    const lease = orders.children.find((n: any) => n.code === 'leaseOrder');
    expect(lease).toMatchObject({ enabled: false, remark: '暂停租赁业务' });
    expect(lease.children.every((c: any) => c.inheritedOff)).toBe(true);
  });
});

describe('data scope filters lists, details and exports', () => {
  it('limits staff to its organizations and customers, own records always included', () => {
    const scope = { allOrgs: false, orgIds: ['ORG-CS'], allCustomers: false, customerIds: ['C-CCA', 'C-CES'] };
    const edit = scopeEdit('staff', scope);
    expect(call(routes, `PUT ${SCOPES}/:id`, { params: { id: edit.id }, body: edit.body }).body.success).toBe(true);
    const staff = findUser('staff')!;
    const def = require('@/domain/desks').aogOrder;
    const all = exportRows(def, { reason: '核对数据范围' }, findUser('admin')!);
    const seen = allRows(def, staff);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    const orgOf = (no: string) => findUser(no)!.orgId;
    for (const r of seen) {
      const own = r.applicantNo === 'staff';
      expect(
        own || (['ORG-CS', 'ORG-CS-AOG', 'ORG-CS-ORDER'].includes(orgOf(String(r.applicantNo))) && ['C-CCA', 'C-CES'].includes(String(r.customerId))),
      ).toBe(true);
    }
    const hidden = all.find((r) => r.applicantNo === 'admin')!;
    expect(() => get(def, hidden.id, staff)).toThrow(/不存在/);
    expect(list(def, { pageSize: '100' }, staff).total).toBe(seen.length);
    // the page answer through the route is the same
    expect(call(routes, AOG_LIST, { as: 'staff', query: { pageSize: '5' } }).body.total).toBe(seen.length);
  });

  it('refuses downloads of files attached only to records outside the scope', () => {
    const def = require('@/domain/desks').aogOrder;
    const { saveFile, fileFor } = require('../../../mock/lib/files/files');
    const { storedRows } = require('../../../mock/lib/store/store');
    const scope = { allOrgs: false, orgIds: ['ORG-CS'], allCustomers: true, customerIds: [] };
    const edit = scopeEdit('staff', scope);
    call(routes, `PUT ${SCOPES}/:id`, { params: { id: edit.id }, body: edit.body });
    const ref = saveFile({ name: 'cert.pdf', content: Buffer.from('8130-3').toString('base64') }, findUser('admin')!);
    expect(fileFor(ref.id, findUser('staff')!)).toBeUndefined(); // not attached yet: the uploader's alone
    expect(fileFor(ref.id, findUser('admin')!)).toBeDefined();
    const hidden = storedRows(def).find((r: any) => r.applicantNo === 'admin');
    hidden.attachments = [...(hidden.attachments ?? []), ref];
    expect(fileFor(ref.id, findUser('staff')!)).toBeUndefined();
    expect(fileFor(ref.id, findUser('admin')!)).toBeDefined();
    expect(fileFor(ref.id, findUser('engineer')!)).toBeUndefined(); // no AOG page at all
  });

  it('a user without stored authorization sees its own organization subtree', () => {
    const def = require('@/domain/desks').aogOrder;
    const user = findUser('HY1003')!; // a customer-service manager of ORG-CS without a stored scope
    expect(user.orgId).toBe('ORG-CS');
    const rows = allRows(def, user);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.applicantNo !== 'admin')).toBe(true);
  });
});

describe('secrecy filters lists, details and exports', () => {
  // the real 技术资料 desk, its table replaced by four rows, one per level
  const materials = resourceOf('technicalMaterials')!;
  const rows = ['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL'].map((level, i) => ({
    id: `TM-${i}`,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    title: `AMM ${level}`,
    secrecyLevel: level,
  }));
  const levels = (userNo: string) =>
    list(materials, { pageSize: '50' }, findUser(userNo)!)
      .rows.map((r) => r.secrecyLevel)
      .sort();

  it('gives each personnel level what its ceiling allows, and follows a changed mapping', () => {
    loadRows(materials, rows);
    expect(levels('staff')).toEqual(['INTERNAL', 'PUBLIC']); // general
    expect(levels('engineer')).toEqual(['INTERNAL', 'PUBLIC', 'SECRET']); // important
    expect(levels('admin')).toEqual(['CONFIDENTIAL', 'INTERNAL', 'PUBLIC', 'SECRET']); // core
    expect(() => get(materials, 'TM-2', findUser('staff')!)).toThrow(/不存在/);
    expect(
      exportRows(materials, {}, findUser('engineer')!)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['TM-0', 'TM-1', 'TM-2']);

    const strict = { GENERAL: 'PUBLIC', IMPORTANT: 'INTERNAL', CORE: 'CONFIDENTIAL' };
    // lowered from the top down, so that no level's ceiling is ever below a lower one's
    for (const level of ['CORE', 'IMPORTANT', 'GENERAL'] as const) {
      const version = call(routes, `GET ${M}/personnelSecretLevel/:id`, { params: { id: level } }).body.data.version;
      expect(call(routes, `PUT ${M}/personnelSecretLevel/:id`, { params: { id: level }, body: { ceiling: strict[level], version } }).body.success).toBe(true);
    }
    expect(levels('staff')).toEqual(['PUBLIC']);
    expect(levels('engineer')).toEqual(['INTERNAL', 'PUBLIC']);
  });

  it('follows a user’s personnel level changed on 用户管理', () => {
    loadRows(materials, rows);
    expect(userCall.edit(routes, 'staff', { secrecyLevel: 'CORE' }).body.success).toBe(true);
    expect(levels('staff')).toHaveLength(4);
  });
});

describe('users and passwords', () => {
  it('creates a user with a unique staff no. and a one-time initial password meeting the template', () => {
    const body = {
      userNo: 'zhao.lei',
      userName: '赵磊',
      orgId: 'ORG-QA',
      roles: ['staff'],
      secrecyLevel: 'GENERAL',
      phone: '13912345678',
      email: 'zhaolei@aftersales.example',
    };
    const created = call(routes, `POST ${USERS}`, { body });
    expect(created.body.success).toBe(true);
    const { once, ...user } = created.body.data;
    expect(user).not.toHaveProperty('password');
    expect(user).toMatchObject({ userNo: 'zhao.lei', orgId: 'ORG-QA', roles: ['staff'], status: 'ENABLED', mustChangePassword: true });
    expect(user.orgNames).toEqual({ 'ORG-QA': expect.stringContaining('质量部') });
    expect(checkPassword(require('../../../mock/lib/server/passwordPolicy').activePasswordTemplate(), once.password)).toEqual([]);
    expect(verifyPassword(findUser('zhao.lei')!, once.password)).toBe(true);
    // answered once: neither the record nor its next answer carries it
    expect(JSON.stringify(userRecord('zhao.lei'))).not.toContain(once.password);
    expect(JSON.stringify(call(routes, `GET ${USERS}/:id`, { params: { id: user.id } }).body)).not.toContain(once.password);
    expect(call(routes, `POST ${USERS}`, { body: { ...body, userNo: 'ZHAO.LEI', phone: '13912345679' } }).body.errorMessage).toMatch(/已被使用/);
    expect(call(routes, `POST ${USERS}`, { body: { ...body, userNo: 'zhao.lei2' } }).body.errorMessage).toMatch(/已被其他用户使用/);
    const listed = call(routes, `GET ${USERS}`, { query: { keyword: '赵磊', pageSize: 20 } }).body;
    expect(listed.data.map((u: any) => u.userNo)).toContain('zhao.lei');
  });

  it('keeps credentials off the user records, so no answer about users carries a password or sign-in state', () => {
    const secret = ['password', 'sessionsValidAfter'];
    userCall.act(routes, 'staff', 'resetPassword');
    for (const u of users())
      for (const key of [...secret, 'mustChangePassword', 'passwordChangedAt']) expect({ [u.userNo]: key in u }).toEqual({ [u.userNo]: false });
    for (const r of storedRows(systemUser)) for (const key of [...secret, 'mustChangePassword', 'passwordChangedAt', 'once']) expect(r).not.toHaveProperty(key);
    const listed = call(routes, `GET ${USERS}`, { query: { keyword: 'staff', pageSize: 20 } }).body.data;
    expect(listed[0]).toMatchObject({ userNo: 'staff', mustChangePassword: true });
    for (const key of secret) expect(listed[0]).not.toHaveProperty(key);
    expect(JSON.stringify(listed)).not.toContain(credentialsOf(findUser('staff')!).password);
  });

  it('reset signs the user out and hands a temporary password; disabling signs out too', () => {
    const old = require('../../../mock/lib/server/session').issueToken('staff', Date.now() - 1000);
    expect(call(routes, `GET ${M}/password`, { token: old }).status).toBe(200);
    const reset = userCall.act(routes, 'staff', 'resetPassword');
    expect(reset.body.success).toBe(true);
    expect(reset.body.data.status).toBe('ENABLED');
    expect(call(routes, `GET ${M}/password`, { token: old }).status).toBe(401);
    expect(verifyPassword(findUser('staff')!, reset.body.data.once.password)).toBe(true);
    expect(call(routes, `GET ${M}/password`, { as: 'staff' }).body.data.mustChange).toBe(true);

    const fresh = require('../../../mock/lib/server/session').issueToken('staff');
    expect(call(routes, `GET ${M}/password`, { token: fresh }).status).toBe(200);
    expect(userCall.act(routes, 'staff', 'disable').body.success).toBe(true);
    expect(call(routes, `GET ${M}/password`, { token: fresh }).status).toBe(401);
    expect(call(routes, `GET ${M}/password`, { as: 'staff' }).status).toBe(401);
    // a disabled user gets no new password: 启用 first
    expect(userCall.act(routes, 'staff', 'resetPassword').body.errorCode).toBe('ACTION_NOT_ALLOWED');
  });

  it('changes the own password against the active template and refuses recent ones', () => {
    const change = (oldPassword: string, next: string) =>
      call(routes, `POST ${M}/password`, { as: 'staff', body: { oldPassword, newPassword: next, confirmPassword: next } }).body;
    expect(change('Staff@123', 'Alpha#Pass1').success).toBe(true);
    expect(verifyPassword(findUser('staff')!, 'Alpha#Pass1')).toBe(true);
    expect(credentialsOf(findUser('staff')!).mustChangePassword).toBe(false);
    expect(change('Alpha#Pass1', 'Alpha#Pass1').errorMessage).toMatch(/不能与原密码相同/);
    expect(change('Alpha#Pass1', 'Bravo#Pass2').success).toBe(true);
    expect(change('Bravo#Pass2', 'Charlie#Pass3').success).toBe(true);
    expect(change('Charlie#Pass3', 'Alpha#Pass1').errorMessage).toMatch(/不能与最近 3 次使用过的密码相同/);
    expect(change('Charlie#Pass3', 'Delta#Pass4').success).toBe(true);
    expect(change('Delta#Pass4', 'Alpha#Pass1').success).toBe(true); // 4 back: allowed again
    expect(change('Alpha#Pass1', 'Xstaff#Pass5').errorMessage).toMatch(/不能包含工号/);
    // a stricter template makes the next change stricter
    expect(call(routes, ACTIVATE, { params: { id: 'PT-STRICT', action: 'activate' }, body: { version: 1 } }).body.success).toBe(true);
    const refused = change('Alpha#Pass1', 'Short#1a');
    expect(refused.errorMessage).toMatch(/长度至少 12 位/);
    expect(refused.data.failures).toEqual([{ rule: 'minLength', params: { min: 12 } }]);
  });

  it('keeps exactly one current password template: 设为当前 retires the one before, which may then be deleted', () => {
    const current = () => call(routes, `GET ${M}/passwordTemplate`).body.data.filter((t: { status: string }) => t.status === 'ACTIVE');
    expect(current().map((t: { id: string }) => t.id)).toEqual(['PT-STANDARD']);
    expect(call(routes, ACTIVATE, { params: { id: 'PT-BASIC', action: 'activate' }, body: { version: 1 } }).body.success).toBe(true);
    expect(current().map((t: { id: string }) => t.id)).toEqual(['PT-BASIC']);
    const retired = call(routes, `GET ${M}/passwordTemplate/:id`, { params: { id: 'PT-STANDARD' } }).body.data;
    expect(retired.history.at(-1)).toMatchObject({ action: 'deactivate', from: 'ACTIVE', to: 'INACTIVE', operatorNo: 'admin' });
    expect(opLog().slice(-2)).toMatchObject([
      { module: '密码模板', action: '停止使用', target: 'PT-STANDARD', result: 'SUCCESS' },
      { module: '密码模板', action: '设为当前', target: 'PT-BASIC', result: 'SUCCESS' },
    ]);
    // the current one is kept; the one retired goes, with the version it was loaded with
    const remove = (id: string, version: number) =>
      call(routes, `DELETE ${M}/passwordTemplate/:id`, { params: { id }, query: { version: String(version) } }).body;
    expect(remove('PT-BASIC', 2)).toMatchObject({ success: false, errorCode: 'NOT_REMOVABLE', errorMessage: '当前使用的模板不能删除，请先启用其他模板' });
    expect(remove('PT-STANDARD', retired.version).success).toBe(true);
    expect(
      call(routes, `GET ${M}/passwordTemplate`)
        .body.data.map((t: { id: string }) => t.id)
        .sort(),
    ).toEqual(['PT-BASIC', 'PT-STRICT']);
  });
});

describe('organizations', () => {
  it('adds, renames, moves and deletes through the engine, each change in the operation log', () => {
    const ORGS = `${HR}/Organization`;
    const added = call(routes, `POST ${ORGS}`, { body: { parentId: 'ORG-QA', name: '计量室', type: 'DEPARTMENT' } }).body.data;
    expect(added).toMatchObject({ parentId: 'ORG-QA', order: 0, userCount: 0, childCount: 0 });
    const renamed = call(routes, `PUT ${ORGS}/:id`, { params: { id: added.id }, body: { name: '计量检测室', version: added.version } }).body;
    expect(renamed.success).toBe(true);
    const moved = call(routes, `PUT ${ORGS}/:id`, { params: { id: added.id }, body: { parentId: 'ORG-TECH', order: 0, version: renamed.data.version } }).body;
    expect(moved.success).toBe(true);
    const orgs = call(routes, `GET ${HR}/organizations`).body.data;
    expect(orgs.find((o: any) => o.id === added.id)).toMatchObject({ parentId: 'ORG-TECH', name: '计量检测室', order: 0, userCount: 0 });
    // the siblings it came before follow it
    expect(orgs.filter((o: any) => o.parentId === 'ORG-TECH').map((o: any) => [o.name, o.order])).toEqual([
      ['工程技术室', 1],
      ['技术资料室', 2],
      ['计量检测室', 0],
    ]);
    const removed = call(routes, `DELETE ${ORGS}/:id`, { params: { id: added.id }, query: { version: String(moved.data.version) } }).body;
    expect(removed.success).toBe(true);
    const entries = opLog()
      .filter((e) => e.module === '组织结构')
      .slice(-4)
      .map((e) => `${e.action}:${e.result}:${e.target}`);
    expect(entries).toEqual([`新建:SUCCESS:${added.id}`, `编辑:SUCCESS:${added.id}`, `编辑:SUCCESS:${added.id}`, `删除:SUCCESS:${added.id}`]);
  });

  it('lists the users of a node and of the units under it', () => {
    const listed = call(routes, `GET ${USERS}`, { query: { orgId: 'ORG-CS', pageSize: 100 } }).body;
    const under = subtreeIds(organizations(), 'ORG-CS');
    expect(under.size).toBeGreaterThan(1);
    expect(listed.total).toBe(users().filter((u) => under.has(u.orgId)).length);
    expect(listed.data.some((u: any) => u.orgId !== 'ORG-CS')).toBe(true);
  });
});

describe('logs', () => {
  const SYS = `${M}/appLogs`;
  const OPS = `${M}/logManagement`;
  it('serves at least 50,000 deterministic system-log rows, paged and filtered on the server', () => {
    const first = call(routes, `GET ${SYS}`, { query: { current: '1', pageSize: '20' } }).body;
    expect(first.total).toBeGreaterThanOrEqual(50_000);
    expect(first.data).toHaveLength(20);
    expect(Date.parse(first.data[0].time)).toBeGreaterThan(Date.parse(first.data[19].time));
    const last = call(routes, `GET ${SYS}`, { query: { current: String(Math.ceil(first.total / 20)), pageSize: '20' } }).body;
    expect(last.data.length).toBeGreaterThan(0);
    const errors = call(routes, `GET ${SYS}`, { query: { level: 'ERROR', service: 'scheduler', pageSize: '50' } }).body;
    expect(errors.total).toBeGreaterThan(0);
    expect(errors.total).toBeLessThan(first.total / 10);
    expect(errors.data.every((r: any) => r.level === 'ERROR' && r.service === 'scheduler')).toBe(true);
    const keyword = call(routes, `GET ${SYS}`, { query: { keyword: 'AOG-DEADLINE', pageSize: '5' } }).body;
    expect(keyword.total).toBeGreaterThan(0);
    expect(keyword.data.every((r: any) => r.message.includes('aog-deadline-scan'))).toBe(true);
    const trace = call(routes, `GET ${SYS}`, { query: { traceId: first.data[3].traceId.slice(0, 10) } }).body;
    expect(trace.data.map((r: any) => r.id)).toContain(first.data[3].id);
    const from = '2026-11-20T00:00:00+08:00';
    const recent = call(routes, `GET ${SYS}`, { query: { timeFrom: from, pageSize: '5', sortField: 'time', sortOrder: 'ascend' } }).body;
    expect(Date.parse(recent.data[0].time)).toBeGreaterThanOrEqual(Date.parse(from));
    expect(Date.parse(recent.data[0].time)).toBeLessThanOrEqual(Date.parse(recent.data[4].time));
    expect(call(routes, `GET ${SYS}/:id`, { params: { id: first.data[0].id } }).body.data).toMatchObject({
      id: first.data[0].id,
      message: first.data[0].message,
    });
    fresh();
    expect(call(routes, `GET ${SYS}`, { query: { pageSize: '20' } }).body.data).toEqual(first.data);
  });

  it('lists, filters and exports the operation log, the export itself logged; its modules and actions are the options of its search', () => {
    call(routes, `POST ${HR}/Organization`, { body: { parentId: 'ORG-QA', name: '计量室', type: 'DEPARTMENT' } });
    call(routes, `POST ${HR}/Organization`, { as: 'staff', body: { parentId: 'ORG-QA', name: '计量室2', type: 'DEPARTMENT' } });
    const failures = call(routes, `GET ${OPS}`, { query: { result: 'FAILURE' } }).body;
    expect(failures.total).toBe(1);
    expect(failures.data[0]).toMatchObject({ userNo: 'staff', module: '组织结构', action: '新建', result: 'FAILURE', target: '-' });
    // refused before it is made, the unit has no number yet
    expect(call(routes, `GET ${OPS}/:id`, { params: { id: failures.data[0].id } }).body.data).toMatchObject({ result: 'FAILURE', detail: expect.any(String) });
    const byUser = call(routes, `GET ${OPS}`, { query: { userName: '王建国' } }).body;
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.data.every((e: any) => e.userNo === 'admin')).toBe(true);
    // the units' seeded history is in the log too: the export holds every entry of the module
    const ofModule = opLog().filter((e) => e.module === '组织结构').length;
    expect(ofModule).toBeGreaterThanOrEqual(2);
    const exported = call(routes, `GET ${OPS}/export`, { query: { module: '组织结构' } }).body;
    expect(exported.data).toHaveLength(ofModule);
    expect(opLog().at(-1)).toMatchObject({ module: '日志管理', action: '导出', target: `${ofModule} 行`, result: 'SUCCESS' });
    const modules = call(routes, `GET ${M}/options/dictionaries/:type`, { params: { type: 'oplogModule' } }).body.data;
    expect(modules.items.map((i: any) => i.value)).toEqual(expect.arrayContaining(['组织结构', '日志管理']));
    const actions = call(routes, `GET ${M}/options/dictionaries/:type`, { params: { type: 'oplogAction' } }).body.data;
    expect(actions.items.map((i: any) => i.value)).toEqual(expect.arrayContaining(['新建']));
  });
});

it('keeps the seeded roles and users coherent', () => {
  const codes = new Set(roles().map((r) => r.code));
  for (const u of users()) for (const r of u.roles) expect(codes.has(r)).toBe(true);
});
