/**
 * Malformed and unauthorised administration calls are refused with business errors, change nothing,
 * and are logged as FAILURE in the operation log.
 */
import admin from '../../../mock/admin';
import { collection } from '../../../mock/lib/store/db';
import { functionSettings, organizations, passwordHistory, roles, secrecySettings, users } from '../../../mock/lib/server/identity';
import { listDictionaries, listSettings } from '../../../mock/lib/store/options';
import { opLog } from '../../../mock/lib/platform/oplog';
import resources from '../../../mock/resources';
import { passwordTemplate } from '@/domain/desks/administration';
import { systemUser } from '@/domain/desks/systemUser';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import { storedRows } from '../../../mock/lib/store/store';
import { call, fresh, FUNCTIONS, NEW_USER, ROLES, SCOPES, seededRoleId, seededScopeId, seededUserId, USERS, type Routes } from './harness';

import { OPLOG_ACTIONS, OPLOG_MODULES } from '@/domain/desks/logs';
const routes = { ...admin, ...resources } as Routes;
const HR = '/api/hr';
const M = '/api/management';
const ORGS = `${HR}/Organization`;

const state = () =>
  JSON.stringify({
    users: users(),
    roles: roles(),
    orgs: organizations(),
    functions: functionSettings(),
    scopes: storedRows(personnelAuthorization),
    templates: storedRows(passwordTemplate),
    userRecords: storedRows(systemUser),
    roleRecords: storedRows(systemUserRole),
    secrecy: secrecySettings(),
    history: passwordHistory(),
    // (the log's own modules and actions follow the log, which records the refusal)
    dictionaries: listDictionaries().filter((d) => d.type !== OPLOG_MODULES && d.type !== OPLOG_ACTIONS),
    settings: listSettings(),
  });

const goodUser = NEW_USER;

type Case = [
  name: string,
  as: string | null,
  key: string,
  opts: { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> },
  code: string,
  message?: RegExp,
];

const cases: Case[] = [
  [
    'staff adds an organization',
    'staff',
    `POST ${ORGS}`,
    { body: { parentId: 'ORG-HQ', name: '新部门', type: 'DEPARTMENT' } },
    'FORBIDDEN',
    /Organization:create/,
  ],
  [
    'an organization under an unknown parent',
    'admin',
    `POST ${ORGS}`,
    { body: { parentId: 'ORG-NOPE', name: '新部门', type: 'DEPARTMENT' } },
    'VALIDATION',
    /ORG-NOPE/,
  ],
  ['a company under a department', 'admin', `POST ${ORGS}`, { body: { parentId: 'ORG-CS', name: '子公司', type: 'COMPANY' } }, 'VALIDATION', /不能设立公司/],
  ['a duplicate sibling name', 'admin', `POST ${ORGS}`, { body: { parentId: 'ORG-HQ', name: '质量部', type: 'DEPARTMENT' } }, 'VALIDATION', /已有名为“质量部”/],
  [
    'moving a node under its own child',
    'admin',
    `PUT ${ORGS}/:id`,
    { params: { id: 'ORG-CS' }, body: { parentId: 'ORG-CS-AOG', version: 1 } },
    'VALIDATION',
    /它自己或它的下级/,
  ],
  ['moving the root', 'admin', `PUT ${ORGS}/:id`, { params: { id: 'ORG-HQ' }, body: { parentId: 'ORG-CS', version: 1 } }, 'VALIDATION', /根组织/],
  ['moving without the move code', 'manager', `PUT ${ORGS}/:id`, { params: { id: 'ORG-QA' }, body: { parentId: 'ORG-TECH', version: 1 } }, 'FORBIDDEN'],
  ['deleting a node with users', 'admin', `DELETE ${ORGS}/:id`, { params: { id: 'ORG-TRAIN' }, query: { version: '1' } }, 'NOT_REMOVABLE', /名用户，不能删除/],
  [
    'deleting a node with children',
    'admin',
    `DELETE ${ORGS}/:id`,
    { params: { id: 'ORG-SOUTH' }, query: { version: '1' } },
    'NOT_REMOVABLE',
    /下级组织，不能删除/,
  ],
  ['deleting the root', 'admin', `DELETE ${ORGS}/:id`, { params: { id: 'ORG-HQ' }, query: { version: '1' } }, 'NOT_REMOVABLE', /根组织/],
  ['a user body that is an array', 'admin', `POST ${USERS}`, { body: [goodUser] }, 'BAD_REQUEST_BODY', /JSON 对象/],
  ['a taken staff no. in other case', 'admin', `POST ${USERS}`, { body: { ...goodUser, userNo: 'STAFF' } }, 'VALIDATION', /已被使用/],
  ['a phone another user signs in with', 'admin', `POST ${USERS}`, { body: { ...goodUser, phone: '13800000001' } }, 'VALIDATION', /已被其他用户使用/],
  ['a user with a bad email', 'admin', `POST ${USERS}`, { body: { ...goodUser, email: 'newbie@' } }, 'VALIDATION', /邮箱/],
  ['a user with a bad staff no.', 'admin', `POST ${USERS}`, { body: { ...goodUser, userNo: '1abc' } }, 'VALIDATION', /工号须以字母开头/],
  ['a user with a bad phone', 'admin', `POST ${USERS}`, { body: { ...goodUser, phone: '12345' } }, 'VALIDATION', /有效的电话/],
  ['a user with an unknown role', 'admin', `POST ${USERS}`, { body: { ...goodUser, roles: ['root'] } }, 'VALIDATION', /角色的取值不在可选范围内/],
  ['a user in an unknown unit', 'admin', `POST ${USERS}`, { body: { ...goodUser, orgId: 'ORG-X' } }, 'VALIDATION', /ORG-X/],
  ['staff creates a user', 'staff', `POST ${USERS}`, { body: goodUser }, 'FORBIDDEN'],
  [
    'staff resets a password',
    'staff',
    `POST ${USERS}/:id/actions/:action`,
    { params: { id: seededUserId('admin'), action: 'resetPassword' }, body: { version: 1 } },
    'FORBIDDEN',
    /systemUser:resetPassword/,
  ],
  [
    'the manager (no systemUser:disable) disables a user',
    'manager',
    `POST ${USERS}/:id/actions/:action`,
    { params: { id: seededUserId('staff'), action: 'disable' }, body: { version: 1 } },
    'FORBIDDEN',
  ],
  [
    'disabling oneself',
    'admin',
    `POST ${USERS}/:id/actions/:action`,
    { params: { id: seededUserId('admin'), action: 'disable' }, body: { version: 1 } },
    'VALIDATION',
    /不能停用当前登录的自己/,
  ],
  [
    'changing the staff no. of a user',
    'admin',
    `PUT ${USERS}/:id`,
    { params: { id: seededUserId('staff') }, body: { userNo: 'staff2', version: 1 } },
    'VALIDATION',
  ],
  ['editing an unknown user', 'admin', `PUT ${USERS}/:id`, { params: { id: 'ghost' }, body: { ...goodUser, version: 1 } }, 'NOT_FOUND'],
  [
    'taking the admin role from the last administrators',
    'admin',
    `PUT ${ROLES}/:id`,
    { params: { id: seededRoleId('admin') }, body: { grants: ['aogOrder'], version: 1 } },
    'VALIDATION',
    /没有任何启用的用户能管理用户和角色/,
  ],
  [
    'granting a fictional function',
    'admin',
    `PUT ${ROLES}/:id`,
    { params: { id: seededRoleId('staff') }, body: { grants: ['aogOrder', 'aogOrder:launchRocket'], version: 1 } },
    'VALIDATION',
    /aogOrder:launchRocket/,
  ],
  [
    'granting an element without its page',
    'admin',
    `PUT ${ROLES}/:id`,
    { params: { id: seededRoleId('staff') }, body: { grants: ['systemUser:resetPassword'], version: 1 } },
    'VALIDATION',
    /须与其页面一同授权/,
  ],
  [
    'granting a bare menu group',
    'admin',
    `PUT ${ROLES}/:id`,
    { params: { id: seededRoleId('staff') }, body: { grants: ['orderManagement'], version: 1 } },
    'VALIDATION',
    /菜单分组/,
  ],
  [
    'grants that are not a list',
    'admin',
    `PUT ${ROLES}/:id`,
    { params: { id: seededRoleId('staff') }, body: { grants: 'aogOrder', version: 1 } },
    'VALIDATION',
    /格式不正确/,
  ],
  ['staff edits a role', 'staff', `PUT ${ROLES}/:id`, { params: { id: seededRoleId('staff') }, body: { grants: ['*'], version: 1 } }, 'FORBIDDEN'],
  [
    'deleting a role in use',
    'admin',
    `DELETE ${ROLES}/:id`,
    { params: { id: seededRoleId('staff') }, query: { version: '1' } },
    'NOT_REMOVABLE',
    /仍有 \d+ 名用户/,
  ],
  ['a role with a taken code', 'admin', `POST ${ROLES}`, { body: { code: 'Staff', name: '另一个' } }, 'VALIDATION', /角色编码“Staff”已存在/],
  ['a role with a taken name', 'admin', `POST ${ROLES}`, { body: { code: 'other', name: '审计员' } }, 'VALIDATION', /角色名称“审计员”已存在/],
  [
    'disabling the one role that lets somebody administer',
    'admin',
    `POST ${ROLES}/:id/actions/:action`,
    { params: { id: seededRoleId('admin'), action: 'disable' }, body: { version: 1 } },
    'VALIDATION',
    /没有任何启用的用户能管理用户和角色/,
  ],
  [
    'switching off role administration for everyone',
    'admin',
    `POST ${FUNCTIONS}/:id/actions/:action`,
    { params: { id: 'systemUserRole', action: 'disable' }, body: { version: 1 } },
    'VALIDATION',
    /停用“systemUserRole”后将没有任何用户能管理用户和角色，已拒绝/,
  ],
  [
    'switching off an unknown function',
    'admin',
    `POST ${FUNCTIONS}/:id/actions/:action`,
    { params: { id: 'ghost-fly', action: 'disable' }, body: { version: 1 } },
    'NOT_FOUND',
    /不存在/,
  ],
  [
    'staff switches a function off',
    'staff',
    `POST ${FUNCTIONS}/:id/actions/:action`,
    { params: { id: 'leaseOrder', action: 'disable' }, body: { version: 1 } },
    'FORBIDDEN',
    /systemFunction:disable/,
  ],
  [
    'a remark over 200 characters',
    'admin',
    `PUT ${FUNCTIONS}/:id`,
    { params: { id: 'leaseOrder' }, body: { remark: 'x'.repeat(201), version: 1 } },
    'VALIDATION',
    /200/,
  ],
  [
    'a scope naming an unknown customer',
    'admin',
    `PUT ${SCOPES}/:id`,
    { params: { id: seededScopeId('staff') }, body: { allOrgs: true, orgIds: [], allCustomers: false, customerIds: ['C-NOPE'], version: 1 } },
    'VALIDATION',
    /客户/,
  ],
  [
    'a scope naming an unknown unit',
    'admin',
    `PUT ${SCOPES}/:id`,
    { params: { id: seededScopeId('staff') }, body: { allOrgs: false, orgIds: ['ORG-CS', 'ORG-GONE'], allCustomers: true, customerIds: [], version: 1 } },
    'VALIDATION',
    /ORG-GONE/,
  ],
  [
    'a scope with flags as text',
    'admin',
    `PUT ${SCOPES}/:id`,
    { params: { id: seededScopeId('staff') }, body: { allOrgs: 'true', orgIds: [], allCustomers: true, customerIds: [], version: 1 } },
    'VALIDATION',
  ],
  [
    'a scope edited from a stale version',
    'admin',
    `PUT ${SCOPES}/:id`,
    { params: { id: seededScopeId('staff') }, body: { allOrgs: true, orgIds: [], allCustomers: true, customerIds: [], version: 0 } },
    'STALE_VERSION',
  ],
  [
    'staff changes its own scope',
    'staff',
    `PUT ${SCOPES}/:id`,
    { params: { id: seededScopeId('staff') }, body: { allOrgs: true, orgIds: [], allCustomers: true, customerIds: [], version: 1 } },
    'FORBIDDEN',
  ],
  [
    'a personnel level’s ceiling above a higher level’s',
    'admin',
    `PUT ${M}/personnelSecretLevel/:id`,
    { params: { id: 'GENERAL' }, body: { ceiling: 'CONFIDENTIAL', version: 1 } },
    'VALIDATION',
    /人员密级“重要”可知悉的上限不能低于“一般”/,
  ],
  [
    'staff raises its own secrecy ceiling',
    'staff',
    `PUT ${M}/personnelSecretLevel/:id`,
    { params: { id: 'GENERAL' }, body: { ceiling: 'CONFIDENTIAL', version: 1 } },
    'FORBIDDEN',
  ],
  [
    'an information level renamed to another level’s name',
    'admin',
    `PUT ${M}/informationSecretLevel/:id`,
    { params: { id: 'SECRET' }, body: { name: '机密', version: 1 } },
    'VALIDATION',
    /已被其他级别使用/,
  ],
  [
    'a colour that is not a tag colour',
    'admin',
    `PUT ${M}/informationSecretLevel/:id`,
    { params: { id: 'SECRET' }, body: { color: 'javascript:1', version: 1 } },
    'VALIDATION',
  ],
  [
    'a password template of length 3',
    'admin',
    `POST ${M}/passwordTemplate`,
    { body: { name: '太短', minLength: 3, classes: ['lower'], expiryDays: 0, historyCount: 0 } },
    'VALIDATION',
    /最小长度/,
  ],
  [
    'a password template named as another',
    'admin',
    `POST ${M}/passwordTemplate`,
    { body: { name: '基础策略', minLength: 8, classes: ['lower'], expiryDays: 0, historyCount: 0 } },
    'VALIDATION',
    /模板名称“基础策略”已存在/,
  ],
  [
    'deleting the active password template',
    'admin',
    `DELETE ${M}/passwordTemplate/:id`,
    { params: { id: 'PT-STANDARD' }, query: { version: '1' } },
    'NOT_REMOVABLE',
    /当前使用的模板不能删除/,
  ],
  [
    'staff makes a password template current',
    'staff',
    `POST ${M}/passwordTemplate/:id/actions/:action`,
    { params: { id: 'PT-BASIC', action: 'activate' }, body: { version: 1 } },
    'FORBIDDEN',
  ],
  [
    'a wrong old password',
    'staff',
    `POST ${M}/password`,
    { body: { oldPassword: 'nope', newPassword: 'Brand#New9', confirmPassword: 'Brand#New9' } },
    'VALIDATION',
    /原密码不正确/,
  ],
  [
    'a new password breaking the template',
    'staff',
    `POST ${M}/password`,
    { body: { oldPassword: 'Staff@123', newPassword: 'short', confirmPassword: 'short' } },
    'VALIDATION',
    /长度至少 8 位；包含大写字母；包含数字；包含特殊字符/,
  ],
  [
    'a confirmation that differs',
    'staff',
    `POST ${M}/password`,
    { body: { oldPassword: 'Staff@123', newPassword: 'Brand#New9', confirmPassword: 'Brand#New8' } },
    'VALIDATION',
    /不一致/,
  ],
  ['creating a dictionary type that exists', 'admin', `POST ${M}/selectType`, { body: { type: 'CURRENCY', name: '币种2' } }, 'VALIDATION', /已存在/],
  [
    'deleting a dictionary the portal reads',
    'admin',
    `DELETE ${M}/selectType/:id`,
    { params: { id: 'DICT-customer' }, query: { version: '1' } },
    'NOT_REMOVABLE',
    /不能删除/,
  ],
  [
    'a dictionary item whose value is there twice',
    'admin',
    `POST ${M}/selectType`,
    {
      body: {
        type: 'twice',
        name: '重复',
        items: [
          { value: 'A', label: '甲', order: 1 },
          { value: 'A', label: '乙', order: 2 },
        ],
      },
    },
    'VALIDATION',
    /重复/,
  ],
  ['staff exports the operation log', 'staff', `GET ${M}/logManagement/export`, {}, 'FORBIDDEN', /logManagement:export/],
  ['a log page size of 1000', 'admin', `GET ${M}/appLogs`, { query: { pageSize: '1000' } }, 'VALIDATION', /每页条数/],
  ['a malformed log time bound', 'admin', `GET ${M}/appLogs`, { query: { timeFrom: 'yesterday' } }, 'VALIDATION', /timeFrom/],
  ['the whole system log exported at once', 'admin', `GET ${M}/appLogs/export`, {}, 'TOO_MANY', /导出上限/],
];

describe('administration calls refused, nothing changed', () => {
  beforeEach(fresh);

  it.each(cases.map((c) => ({ name: c[0], c })))('$name', ({ c: [, as, key, opts, code, message] }) => {
    const before = state();
    const logged = opLog().length;
    const answer = call(routes, key, { as, ...opts });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errorCode).toBe(code);
    if (message) expect(answer.body.errorMessage).toMatch(message);
    expect(state()).toBe(before);
    if (key.startsWith('GET') && !key.endsWith('/export')) return;
    const entry = opLog()[opLog().length - 1];
    expect(opLog().length).toBe(logged + 1);
    expect(entry).toMatchObject({ userNo: as, result: 'FAILURE', ip: '10.1.2.3' });
    expect(entry.detail).toBe(answer.body.errorMessage);
  });

  it('answers 401 without a valid token, and 401 for a disabled user’s token', () => {
    const before = state();
    expect(call(routes, `POST ${ORGS}`, { as: null, body: {} }).status).toBe(401);
    expect(call(routes, `GET ${USERS}`, { token: 'forged.token' }).status).toBe(401);
    const disabled = users().find((u) => !u.enabled)!;
    expect(call(routes, `GET ${USERS}`, { as: disabled.userNo }).status).toBe(401);
    expect(state()).toBe(before);
  });

  it('keeps the cases many and varied', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((c) => c[2])).size).toBeGreaterThanOrEqual(12);
    expect(collection).toBeDefined();
  });
});
