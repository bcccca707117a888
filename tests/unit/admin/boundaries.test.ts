/**
 * The trust boundaries of the administration calls (issue 12): every read needs a page that shows the
 * data; every edit carries the version it loaded and a stale one is refused (nothing overwritten);
 * every free text follows the one plain-text rule (src/domain/text.ts) — control characters, lone
 * surrogates and direction overrides refused, markup-looking text stored as typed.
 */
import admin from '../../../mock/admin';
import { findUser, organizations, roles } from '../../../mock/lib/server/identity';
import { routesOf } from '../../../mock/resources';
import { passwordTemplate } from '@/domain/desks/administration';
import { selectType } from '@/domain/desks/dictionaries';
import { selectSetting } from '@/domain/desks/selectSetting';
import { systemUser } from '@/domain/desks/systemUser';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { organization } from '@/domain/desks/organization';
import { storedRows } from '../../../mock/lib/store/tables';
import { informationSecretLevel, personnelSecretLevel } from '@/domain/desks/secrecyLevels';
import { appLogs, logManagement } from '@/domain/desks/logs';
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import { systemFunction } from '@/domain/desks/systemFunction';
import {
  call,
  fresh,
  FUNCTIONS,
  functionRecord,
  roleRecord,
  ROLES,
  SCOPES,
  seededRoleId,
  seededScopeId,
  seededUserId,
  userEdit,
  USERS,
  type Routes,
} from './harness';

// the administration records the engine keeps answer on its generic calls
const routes = {
  ...admin,
  ...routesOf(passwordTemplate),
  ...routesOf(selectType),
  ...routesOf(selectSetting),
  ...routesOf(systemUser),
  ...routesOf(systemUserRole),
  ...routesOf(informationSecretLevel),
  ...routesOf(personnelSecretLevel),
  ...routesOf(organization),
  ...routesOf(logManagement),
  ...routesOf(appLogs),
  ...routesOf(personnelAuthorization),
  ...routesOf(systemFunction),
} as Routes;
/** A level as its record answers it. */
const levelOf = (kind: 'info' | 'personnel', id: string) =>
  call(routes, `GET ${M}/${kind === 'info' ? 'informationSecretLevel' : 'personnelSecretLevel'}/:id`, { params: { id } }).body.data;
const HR = '/api/hr';
const PERM = '/api/permission';
const M = '/api/management';
const TEMPLATE = `${M}/passwordTemplate`;
const DICT = `${M}/selectType`;

beforeEach(fresh);

/** A password template as its edit form sends it, and the version it was loaded with. */
function templateOf(id: string) {
  const { name, minLength, classes, expiryDays, historyCount } = call(routes, `GET ${TEMPLATE}/:id`, { params: { id } }).body.data;
  return { name, minLength, classes, expiryDays, historyCount };
}
const templateVersion = (id: string): number => call(routes, `GET ${TEMPLATE}/:id`, { params: { id } }).body.data.version;

describe('every administration read is guarded by its page code', () => {
  // [route, params]: staff holds none of the administration pages (only 修改密码, which has its own check)
  const reads: Array<[string, Record<string, string>, Record<string, string>?]> = [
    [`GET ${HR}/organizations`, {}],
    [`GET ${HR}/Organization`, {}],
    [`GET ${HR}/Organization/:id`, { id: 'ORG-CS' }],
    [`GET ${HR}/Organization/export`, {}],
    [`GET ${USERS}`, {}],
    [`GET ${USERS}/export`, {}, { reason: '审计抽查' }],
    [`GET ${USERS}/:id`, { id: seededUserId('staff') }],
    [`GET ${USERS}/:id/personal`, { id: seededUserId('admin') }],
    [`GET ${SCOPES}`, {}],
    [`GET ${SCOPES}/export`, {}],
    [`GET ${SCOPES}/:id`, { id: seededScopeId('staff') }],
    [`GET ${ROLES}`, {}],
    [`GET ${ROLES}/export`, {}],
    [`GET ${ROLES}/:id`, { id: seededRoleId('staff') }],
    [`GET ${PERM}/functions`, {}],
    [`GET ${FUNCTIONS}`, {}],
    [`GET ${FUNCTIONS}/export`, {}],
    [`GET ${FUNCTIONS}/:id`, { id: 'leaseOrder' }],
    [`GET ${M}/personnelSecretLevel`, {}],
    [`GET ${M}/personnelSecretLevel/export`, {}],
    [`GET ${M}/personnelSecretLevel/:id`, { id: 'GENERAL' }],
    [`GET ${M}/informationSecretLevel`, {}],
    [`GET ${M}/informationSecretLevel/export`, {}],
    [`GET ${M}/informationSecretLevel/:id`, { id: 'PUBLIC' }],
    [`GET ${M}/passwordTemplate`, {}],
    [`GET ${M}/passwordTemplate/export`, {}],
    [`GET ${M}/passwordTemplate/:id`, { id: 'PT-STRICT' }],
    [`GET ${DICT}`, {}],
    [`GET ${DICT}/export`, {}],
    [`GET ${DICT}/:id`, { id: 'DICT-currency' }],
    [`GET ${M}/selectSetting`, {}],
    [`GET ${M}/selectSetting/export`, {}],
    [`GET ${M}/selectSetting/:id`, { id: 'coreReturnDays' }],
    [`GET ${M}/logManagement`, {}],
    [`GET ${M}/logManagement/export`, {}],
    [`GET ${M}/logManagement/:id`, { id: '1' }],
    [`GET ${M}/appLogs`, {}],
    [`GET ${M}/appLogs/export`, {}, { level: 'ERROR', service: 'scheduler' }],
    [`GET ${M}/appLogs/:id`, { id: '1' }],
  ];

  it('covers every GET route of the administration and log mocks', () => {
    const gets = Object.keys(routes).filter((k) => k.startsWith('GET ') && !k.endsWith('/password'));
    expect(gets.sort()).toEqual(reads.map(([k]) => k).sort());
  });

  it.each(reads)('%s: refused for staff, answered for the administrator', (key, params, query = {}) => {
    const refused = call(routes, key, { as: 'staff', params, query });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(call(routes, key, { as: 'admin', params, query }).body.success).toBe(true);
  });
});

describe('a stale administration edit is refused, not silently overwritten', () => {
  const staff = () => findUser('staff')!;
  const staffId = { id: seededUserId('staff') };
  const userBody = () => {
    const { version: _, ...fields } = userEdit('staff');
    return fields;
  };
  const userVersion = () => call(routes, `GET ${USERS}/:id`, { params: staffId }).body.data.version;
  const staffRole = { id: seededRoleId('staff') };
  const roleVersion = () => call(routes, `GET ${ROLES}/:id`, { params: staffRole }).body.data.version;
  // [what, route, params, body of a valid edit, the version the answer of a read gave]
  const edits: Array<[string, string, Record<string, string>, () => Record<string, unknown>, () => number]> = [
    ['user', `PUT ${USERS}/:id`, staffId, () => ({ ...userBody(), email: 'chen.jing@aftersales.example' }), userVersion],
    ['user disabled', `POST ${USERS}/:id/actions/:action`, { ...staffId, action: 'disable' }, () => ({}), userVersion],
    ['role', `PUT ${ROLES}/:id`, staffRole, () => ({ name: '普通员工', description: 'x' }), roleVersion],
    ['role disabled', `POST ${ROLES}/:id/actions/:action`, { ...staffRole, action: 'disable' }, () => ({}), roleVersion],
    ['role grants', `PUT ${ROLES}/:id`, staffRole, () => ({ grants: ['updatePassword', 'aogOrder'] }), roleVersion],
    ['organization', `PUT ${HR}/Organization/:id`, { id: 'ORG-CS' }, () => ({ name: '客服中心' }), () => listed(`GET ${HR}/organizations`, 'id', 'ORG-CS')],
    [
      'data scope',
      `PUT ${SCOPES}/:id`,
      { id: seededScopeId('staff') },
      () => ({ allOrgs: false, orgIds: ['ORG-CS'], allCustomers: true, customerIds: [] }),
      () => call(routes, `GET ${SCOPES}/:id`, { params: { id: seededScopeId('staff') } }).body.data.version,
    ],
    [
      'personnel level',
      `PUT ${M}/personnelSecretLevel/:id`,
      { id: 'GENERAL' },
      () => ({ name: '一般人员', color: 'blue' }),
      () => levelOf('personnel', 'GENERAL').version,
    ],
    ['information level', `PUT ${M}/informationSecretLevel/:id`, { id: 'PUBLIC' }, () => ({ name: '公开资料' }), () => levelOf('info', 'PUBLIC').version],
    ['personnel ceiling', `PUT ${M}/personnelSecretLevel/:id`, { id: 'CORE' }, () => ({ ceiling: 'SECRET' }), () => levelOf('personnel', 'CORE').version],
    [
      'password template',
      `PUT ${TEMPLATE}/:id`,
      { id: 'PT-STRICT' },
      () => ({ ...templateOf('PT-STRICT'), historyCount: 6 }),
      () => templateVersion('PT-STRICT'),
    ],
    [
      'dictionary (its items with it)',
      `PUT ${DICT}/:id`,
      { id: 'DICT-currency' },
      () => ({ name: '币种', items: call(routes, `GET ${DICT}/:id`, { params: { id: 'DICT-currency' } }).body.data.items }),
      () => call(routes, `GET ${DICT}/:id`, { params: { id: 'DICT-currency' } }).body.data.version,
    ],
    [
      'setting',
      `PUT ${M}/selectSetting/:id`,
      { id: 'coreReturnDays' },
      () => ({ value: 31 }),
      () => call(routes, `GET ${M}/selectSetting/:id`, { params: { id: 'coreReturnDays' } }).body.data.version,
    ],
  ];

  function listed(key: string, idField: string, id: string): number {
    const body = call(routes, key, { query: { pageSize: 200 } }).body;
    const row = (body.data as Array<Record<string, unknown>>).find((r) => r[idField] === id);
    return row!.version as number;
  }

  it.each(edits)('%s: the version loaded is accepted once; the same version again is STALE_VERSION', (_, key, params, body, loaded) => {
    const version = loaded();
    expect(typeof version).toBe('number');
    const first = call(routes, key, { params, body: { ...body(), version } });
    expect(first.body.success).toBe(true);
    const again = call(routes, key, { params, body: { ...body(), version } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'STALE_VERSION', data: { currentVersion: version + 1 } });
    expect(call(routes, key, { params, body: body() }).body).toMatchObject({ success: false, errorMessage: expect.stringContaining('version') });
  });

  it('of 20 parallel edits of one user with the version they loaded, exactly one lands', () => {
    const version = userVersion();
    const answers = Array.from(
      { length: 20 },
      (_, i) => call(routes, `PUT ${USERS}/:id`, { params: staffId, body: { ...userBody(), userName: `陈静${i}`, version } }).body,
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.errorCode === 'STALE_VERSION')).toHaveLength(19);
    expect(staff().userName).toBe('陈静0');
  });
});

describe('every administration text follows the one plain-text rule', () => {
  const HOSTILE: Array<[string, string]> = [
    ['NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['a right-to-left override', 'a\u202eb'],
  ];
  const MARKUP = '<b>x</b>';
  // [field, route, params, body with the text, where the stored text is read back]
  const fields: Array<[string, string, Record<string, string>, (text: string) => Record<string, unknown>, () => unknown]> = [
    [
      'organization name (new)',
      `POST ${HR}/Organization`,
      {},
      (name) => ({ parentId: 'ORG-HQ', name, type: 'DEPARTMENT' }),
      () => organizations().find((o) => o.name === MARKUP)?.name,
    ],
    [
      'organization name',
      `PUT ${HR}/Organization/:id`,
      { id: 'ORG-CS' },
      (name) => ({ name, version: storedRows(organization).find((r) => r.id === 'ORG-CS')!.version }),
      () => organizations().find((o) => o.id === 'ORG-CS')!.name,
    ],
    [
      'user name (new)',
      `POST ${USERS}`,
      {},
      (userName) => ({ userNo: 'HOST01', userName, orgId: 'ORG-CS', roles: ['staff'], secrecyLevel: 'GENERAL', phone: '13912345678', email: 'h@x.example' }),
      () => findUser('HOST01')?.userName,
    ],
    ['user name', `PUT ${USERS}/:id`, { id: seededUserId('staff') }, (userName) => userEdit('staff', { userName }), () => findUser('staff')!.userName],
    ['role name (new)', `POST ${ROLES}`, {}, (name) => ({ code: 'hostile', name }), () => roles().find((r) => r.code === 'hostile')?.name],
    [
      'role name',
      `PUT ${ROLES}/:id`,
      { id: seededRoleId('staff') },
      (name) => ({ name, version: roleRecord('staff').version }),
      () => roles().find((r) => r.code === 'staff')!.name,
    ],
    [
      'role description',
      `PUT ${ROLES}/:id`,
      { id: seededRoleId('staff') },
      (description) => ({ name: '普通员工', description, version: roleRecord('staff').version }),
      () => roles().find((r) => r.code === 'staff')!.description,
    ],
    [
      'function remark',
      `PUT ${FUNCTIONS}/:id`,
      { id: 'leaseOrder' },
      (remark) => ({ remark, version: functionRecord('leaseOrder').version }),
      () => findFunction('leaseOrder'),
    ],
    [
      'password template name',
      `PUT ${TEMPLATE}/:id`,
      { id: 'PT-STRICT' },
      (name) => ({ ...templateOf('PT-STRICT'), name, version: templateVersion('PT-STRICT') }),
      () => templateOf('PT-STRICT').name,
    ],
    [
      'personnel level name',
      `PUT ${M}/personnelSecretLevel/:id`,
      { id: 'GENERAL' },
      (name) => ({ name: name.slice(0, 10), version: levelOf('personnel', 'GENERAL').version }),
      () => levelOf('personnel', 'GENERAL').name,
    ],
    [
      'information level description',
      `PUT ${M}/informationSecretLevel/:id`,
      { id: 'PUBLIC' },
      (description) => ({ description, version: levelOf('info', 'PUBLIC').version }),
      () => levelOf('info', 'PUBLIC').description,
    ],
  ];

  function findFunction(code: string): string | undefined {
    const walk = (nodes: Array<{ code: string; remark: string; children: never[] }>): string | undefined => {
      for (const n of nodes) {
        if (n.code === code) return n.remark;
        const found = walk(n.children);
        if (found !== undefined) return found;
      }
      return undefined;
    };
    return walk(call(routes, `GET ${PERM}/functions`).body.data);
  }

  describe.each(fields)('%s', (_, key, params, body, stored) => {
    it.each(HOSTILE)('refuses %s with the plain-text message, storing nothing', (__, text) => {
      const before = stored();
      const answer = call(routes, key, { params, body: body(text) }).body;
      expect(answer.success).toBe(false);
      expect(answer.errorMessage).toMatch(/控制字符|无法识别的字符|文字方向/);
      expect(stored()).toEqual(before);
    });

    it('stores markup-looking text as typed', () => {
      const answer = call(routes, key, { params, body: body(MARKUP) }).body;
      expect(answer).toMatchObject({ success: true });
      expect(stored()).toBe(MARKUP);
    });
  });
});

describe('the OpenAPI document describes every administration call', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const doc = require('../../../config/openapi.json');

  // a lifecycle action is documented on its own path
  const documented = Object.keys(routes).flatMap((k) =>
    k.endsWith('/:action')
      ? ([passwordTemplate, systemUser, systemUserRole, personnelAuthorization, systemFunction].find((d) => k.includes(`/${d.key}/`))!.lifecycle?.actions ?? [])
          .filter((a) => !a.system)
          .map((a) => k.replace(':action', a.key))
      : [k],
  );
  it.each(documented)('%s', (key) => {
    const [method, path] = key.split(' ');
    const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    expect(op).toBeDefined();
    expect(op['x-permission']).toBeTruthy();
  });
});
