/**
 * A new desk in one command: `npm run new-desk` (scripts/new-desk.ts) writes a desk that passes the
 * checks a real desk must pass, with no further edit. The command runs here on a copy of this checkout
 * in a temporary folder — every file of the copy a link to this one's, but the files it writes — and:
 * - the TypeScript compiler checks every file it wrote or changed, with everything they import, but the
 *   page (one line of the engine's, the same in every desk; with it the compiler loads antd's types, a
 *   minute: `tsc` checks it on a real desk);
 * - the copy's registry, menu, locale tables and seeders stand in for this checkout's (jest loads them
 *   from the copy), and the desk is in the registry, the catalogue, 系统功能, the route table and the
 *   menu under its group; the roles named hold it, and only they; its texts are in both languages; its
 *   seed has ≥ 100 rows over every status, numbered once, the same on every run, each valid; the OpenAPI
 *   document has its calls, and the mock answers them as documented — list, detail, export, create (and
 *   a refusal), edit, each action on a new and on a seeded record — and refuses a role without the grant.
 */
import Ajv2020 from 'ajv/dist/2020';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { main, parseDeskArgs, planDesk } from '../../../scripts/new-desk';

const ROOT = join(__dirname, '../../..');
const KEY = 'gaugeCheck';
const ARGS = [
  KEY,
  ...['--title', '量具校验/Gauge checks', '--name', '校验单/Gauge check', '--group', 'supportMaintenance', '--icon', 'DashboardOutlined', '--prefix', 'GCK'],
  ...[
    '--field',
    'gauge:text=量具/Gauge',
    '--field',
    'holder:text=保管人/Holder',
    '--field',
    'dueOn:date=校验到期/Due on',
    '--field',
    'readings:number=读数/Readings',
    '--field',
    'note:textarea?=备注/Note',
  ],
  ...['--status', 'DUE=待校验/Due', '--status', 'CHECKED=已校验/Checked', '--status', 'RETIRED=已报废/Retired'],
  ...['--action', 'check:DUE>CHECKED=校验/Check', '--action', 'retire:DUE,CHECKED>RETIRED=报废/Retire'],
  ...['--grant', 'engineer', '--grant', 'staff:read', '--sample', 'gauge=千分尺,游标卡尺,扭力扳手,压力表'],
];

// the copy: real folders, a link per file; the command then writes its files in place of the links
const COPY = mkdtempSync(join(tmpdir(), 'new-desk-'));
function mirror(dir: string) {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (name.startsWith('.umi')) continue; // umi's generated files: the page's imports only
    if (lstatSync(join(ROOT, path)).isDirectory()) {
      mkdirSync(join(COPY, path));
      mirror(path);
    } else symlinkSync(join(ROOT, path), join(COPY, path));
  }
}
for (const dir of ['src', 'mock', 'config']) {
  mkdirSync(join(COPY, dir));
  mirror(dir);
}
const plan = planDesk(
  parseDeskArgs(ARGS),
  (p) => readFileSync(join(ROOT, p), 'utf8'),
  (p) => existsSync(join(ROOT, p)),
);
// the files it changes become the copy's own first (a write through a link would change this checkout)
for (const path of plan.keys()) {
  if (!existsSync(join(COPY, path))) continue;
  unlinkSync(join(COPY, path));
  copyFileSync(join(ROOT, path), join(COPY, path));
}
const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
main([...ARGS, '--root', COPY, '--no-openapi']);
log.mockRestore();
afterAll(() => rmSync(COPY, { recursive: true, force: true }));

// the copy's index files stand in for this checkout's
for (const path of ['src/domain/desks/index.ts', 'src/domain/menu.ts', 'src/locales/zh-CN/index.ts', 'src/locales/en-US/index.ts', 'mock/lib/seed/index.ts']) {
  jest.doMock(join(ROOT, path), () => jest.requireActual(join(COPY, path)));
}

const { resources, resourceOf } = require('@/domain/desks') as typeof import('@/domain/desks');
const { elementCodes } = require('@/domain/catalogue') as typeof import('@/domain/catalogue');
const { auditFunctionTree, buildFunctionTree, flattenFunctions } = require('@/domain/admin/functions') as typeof import('@/domain/admin/functions');
const { buildMenuMap, sampleMenu } = require('@/domain/menu') as typeof import('@/domain/menu');
const { codesOf, labelKey, validateValues } = require('@/domain/engine') as typeof import('@/domain/engine');
const routes = (require('../../../config/routes') as typeof import('../../../config/routes')).default;
const zhCN = (require('@/locales/zh-CN/index') as { default: Record<string, string> }).default;
const enUS = (require('@/locales/en-US/index') as { default: Record<string, string> }).default;
const { resetDb } = require('../../../mock/lib/store/db') as typeof import('../../../mock/lib/store/db');
const store = require('../../../mock/lib/store/store') as typeof import('../../../mock/lib/store/store');
const { findUser, permissionsOf } = require('../../../mock/lib/server/identity') as typeof import('../../../mock/lib/server/identity');
const { buildOpenApi } = require('../../../scripts/openapi-doc') as typeof import('../../../scripts/openapi-doc');
const { engineServer } = require('./routes') as typeof import('./routes');

const desk = resourceOf(KEY)!;
const BASE = `/api/management/${KEY}`;
const call = engineServer();
beforeEach(() => resetDb());

describe('what the command writes', () => {
  it('writes the desk’s five files, its line in five index files and its menu title beside the shell’s', () => {
    expect([...plan.keys()].sort()).toEqual(
      [
        `src/domain/desks/${KEY}.ts`,
        `src/pages/${KEY}/index.tsx`,
        `src/locales/zh-CN/${KEY}.ts`,
        `src/locales/en-US/${KEY}.ts`,
        `mock/lib/seed/${KEY}.ts`,
        'src/domain/desks/index.ts',
        'src/domain/menu.ts',
        'src/locales/zh-CN/index.ts',
        'src/locales/en-US/index.ts',
        'mock/lib/seed/index.ts',
        'src/locales/zh-CN/menu.ts',
        'src/locales/en-US/menu.ts',
      ].sort(),
    );
    for (const path of plan.keys()) expect({ path, written: !lstatSync(join(COPY, path)).isSymbolicLink() }).toEqual({ path, written: true });
  });

  it('refuses what would not make a desk, saying what to change', () => {
    expect(() => parseDeskArgs([KEY])).toThrow('--title');
    expect(() => parseDeskArgs([KEY, '--title', '量具校验'])).toThrow('zh/en');
    expect(() => parseDeskArgs([KEY, '--title', 'a/b', '--field', 'x:colour=颜色/Colour'])).toThrow('not one of');
    expect(() => parseDeskArgs([KEY, '--title', 'a/b', '--status', 'A=甲/A', '--status', 'B=乙/B'])).toThrow('status B is reached by no --action');
    expect(() => main([...ARGS, '--root', COPY, '--no-openapi'])).toThrow('exists already');
  });

  it('passes the type check: every file written or changed but the page, with all it imports', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
    const files = [...plan.keys()].filter((p) => !p.endsWith('.tsx')).map((p) => join(COPY, p));
    const program = ts.createProgram({ rootNames: files, options: { ...config.options, noEmit: true, skipLibCheck: true } });
    const problems = files
      .flatMap((f) => [...program.getSyntacticDiagnostics(program.getSourceFile(f)), ...program.getSemanticDiagnostics(program.getSourceFile(f))])
      .map((d) => `${relative(COPY, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });
});

describe('the desk is wired: registry, catalogue, 系统功能, route, menu, grants, texts', () => {
  it('is registered, with its codes in the catalogue and in 系统功能 under its menu group', () => {
    expect(resources).toContain(desk);
    const codes = [`${KEY}:create`, `${KEY}:edit`, `${KEY}:export`, `${KEY}:check`, `${KEY}:retire`];
    expect(codesOf(desk)).toEqual(expect.arrayContaining(codes));
    expect(elementCodes()).toEqual(expect.arrayContaining(codes));
    const tree = buildFunctionTree(elementCodes());
    const node = flattenFunctions(tree).find((n) => n.code === KEY)!;
    expect(node).toMatchObject({ kind: 'PAGE', parent: 'supportMaintenance', routes: [`/${KEY}`], inMenu: true });
    expect(node.children.map((c) => c.code)).toEqual(expect.arrayContaining(codes));
    expect(auditFunctionTree(tree, elementCodes())).toEqual({ duplicates: [], ungrantableRoutes: [], orphanElements: [] });
  });

  it('has its route and its menu entry, last in its group', () => {
    expect(routes.filter((r) => r.path === `/${KEY}`)).toEqual([expect.objectContaining({ name: KEY, component: `./${KEY}` })]);
    expect(lstatSync(join(COPY, 'src/pages', KEY, 'index.tsx')).isFile()).toBe(true);
    expect(sampleMenu.find((m) => m.name === 'supportMaintenance')!.subMenu!.at(-1)).toMatchObject({
      name: KEY,
      title: '量具校验',
      icon: 'DashboardOutlined',
      stateRef: `/${KEY}`,
    });
    expect(buildMenuMap(sampleMenu)[KEY].functionType).toBe('PAGE');
  });

  it('is granted to the roles named — all of it, or to read — and to the administrator; to no other role', () => {
    const held = (user: string) => permissionsOf(findUser(user)!);
    expect(held('admin').pageElementPermissions).toEqual(expect.arrayContaining([`${KEY}:create`, `${KEY}:retire`]));
    expect(held('engineer').systemMenuPermissions).toContain(KEY);
    expect(held('engineer').pageElementPermissions).toEqual(expect.arrayContaining([`${KEY}:create`, `${KEY}:check`, `${KEY}:retire`]));
    expect(held('staff').systemMenuPermissions).toContain(KEY);
    expect(held('staff').pageElementPermissions.filter((c) => c.startsWith(`${KEY}:`))).toEqual([]);
    for (const user of ['manager', 'trainer']) expect(held(user).systemMenuPermissions).not.toContain(KEY);
  });

  it('speaks both languages: title, name, every field, status and action', () => {
    const keys = [
      `menu.${KEY}`,
      `${KEY}.name`,
      ...desk.fields.filter((f) => !f.label).map((f) => labelKey(desk, f)),
      ...desk.lifecycle!.statuses.map((s) => `${KEY}.status.${s.key}`),
      ...desk.lifecycle!.actions.map((a) => `${KEY}.action.${a.key}`),
    ];
    for (const key of keys) expect({ key, zh: !!zhCN[key], en: !!enUS[key] }).toEqual({ key, zh: true, en: true });
    expect(zhCN[`menu.${KEY}`]).toBe('量具校验');
    // the title is the shell's (it paints before the desk's own texts arrive), not the desk module's
    const zhMenu = readFileSync(join(COPY, 'src/locales/zh-CN/menu.ts'), 'utf8');
    expect(zhMenu).toContain(`'menu.${KEY}': '量具校验'`);
    expect(readFileSync(join(COPY, `src/locales/en-US/${KEY}.ts`), 'utf8')).not.toContain(`menu.${KEY}`);
    expect(enUS[`${KEY}.status.RETIRED`]).toBe('Retired');
  });
});

describe('its seed holds the store’s invariants', () => {
  it('≥ 100 rows over every status, each code once, the same on every run, every row valid', () => {
    const rows = store.storedRows(desk);
    expect(rows.length).toBeGreaterThanOrEqual(100);
    for (const s of desk.lifecycle!.statuses) expect(rows.some((r) => r.status === s.key)).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    const business = desk.fields.filter((f) => ['gauge', 'holder', 'dueOn', 'readings', 'note'].includes(f.key));
    for (const row of rows) {
      const values = Object.fromEntries(business.filter((f) => row[f.key] !== null).map((f) => [f.key, row[f.key]]));
      expect({ code: row.code, issues: validateValues(desk, business, values, { requireAll: false }).issues }).toEqual({ code: row.code, issues: [] });
    }
    resetDb();
    expect(store.storedRows(desk).map((r) => [r.code, r.gauge, r.customerId, r.status])).toEqual(rows.map((r) => [r.code, r.gauge, r.customerId, r.status]));
  });
});

describe('the mock answers its calls as the OpenAPI document says', () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, any>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  ajv.addSchema({ ...doc, $id: 'doc.json' });
  const conforms = (path: string, method: string, answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(200);
    const pointer = `doc.json#/paths/${path.replace(/\//g, '~1').replace(/[{}]/g, encodeURIComponent)}/${method}/responses/200/content/application~1json/schema`;
    const validate = ajv.compile({ $ref: pointer });
    if (!validate(answer.body)) throw new Error(`${method} ${path}: ${ajv.errorsText(validate.errors)}`);
    return answer.body as { success: boolean; data: any; errorCode?: string };
  };
  const body = { customerId: 'C-CCA', gauge: '千分尺', holder: '张伟', dueOn: '2027-03-01', readings: 12 };

  it('documents its calls', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([BASE, `${BASE}/{id}`, `${BASE}/export`, `${BASE}/{id}/actions/check`, `${BASE}/{id}/actions/retire`, `${BASE}/{id}/attachments`]),
    );
  });

  it('lists, details, exports, creates, refuses, edits, and runs each action on a new and a seeded record', async () => {
    const list = conforms(BASE, 'get', await call('GET', BASE, { query: { pageSize: 20, sortField: 'dueOn', sortOrder: 'ascend' } }));
    expect(list).toMatchObject({ success: true, total: store.storedRows(desk).length });
    const first = store.storedRows(desk)[0];
    expect(conforms(`${BASE}/{id}`, 'get', await call('GET', `${BASE}/${first.id}`)).data).toMatchObject({ id: first.id, code: first.code });
    expect(conforms(`${BASE}/export`, 'get', await call('GET', `${BASE}/export`)).success).toBe(true);

    expect(conforms(BASE, 'post', await call('POST', BASE, { body: { ...body, dueOn: 'soon' } }))).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const created = conforms(BASE, 'post', await call('POST', BASE, { body })).data;
    expect(created).toMatchObject({ status: 'DUE', gauge: '千分尺', customerName: '中国国际航空股份有限公司' });
    expect(created.code).toMatch(/^GCK-\d{8}-\d{4}$/);
    const edited = conforms(`${BASE}/{id}`, 'put', await call('PUT', `${BASE}/${created.id}`, { body: { holder: '李敏', version: created.version } })).data;
    const checked = conforms(
      `${BASE}/{id}/actions/check`,
      'post',
      await call('POST', `${BASE}/${created.id}/actions/check`, { body: { version: edited.version, comment: '合格' } }),
    ).data;
    expect(checked).toMatchObject({ status: 'CHECKED', holder: '李敏' });
    const retired = conforms(
      `${BASE}/{id}/actions/retire`,
      'post',
      await call('POST', `${BASE}/${created.id}/actions/retire`, { body: { version: checked.version } }),
    ).data;
    expect(retired.status).toBe('RETIRED');
    expect(
      conforms(`${BASE}/{id}/actions/check`, 'post', await call('POST', `${BASE}/${created.id}/actions/check`, { body: { version: retired.version } })),
    ).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED' });

    const seeded = store.storedRows(desk).find((r) => r.status === 'CHECKED')!;
    expect(
      conforms(`${BASE}/{id}/actions/retire`, 'post', await call('POST', `${BASE}/${seeded.id}/actions/retire`, { body: { version: seeded.version } })).data
        .status,
    ).toBe('RETIRED');
  });

  it('refuses a role without the grant, and a reader’s write', async () => {
    expect((await call('POST', BASE, { user: 'trainer', body })).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect((await call('POST', BASE, { user: 'staff', body })).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect((await call('GET', BASE, { user: 'staff' })).body).toMatchObject({ success: true });
    expect((await call('POST', BASE, { user: 'engineer', body })).body).toMatchObject({ success: true });
  });
});
