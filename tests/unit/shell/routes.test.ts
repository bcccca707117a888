/**
 * The route table (config/routes.ts) against the spec's table (§2), transcribed here row by row:
 * every route of the spec present, in its order, redirects to /home; every page route — the spec's
 * and the desks of our own (src/domain/menu.ts `OWN_DESKS`) — a lazily loaded page folder with its
 * titles; and the router settings of §2 (browser history, base /, public path /, #root).
 */
// .umirc.ts is build-time configuration; `defineConfig` only types it
jest.mock('@umijs/max', () => ({ defineConfig: (config: unknown) => config }));

import fs from 'node:fs';
import path from 'node:path';
import routes from '../../../config/routes';
import { OWN_ROUTES } from '@/domain/menu';
import retryablePages from '../../../config/plugins/retryablePages';
import umirc from '../../../.umirc';
import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';

/** spec §2, "Screens and routes": [route, purpose] */
const SPEC_TABLE: Array<[string, string]> = [
  ['/', 'redirects to /home'],
  ['/home', 'home page'],
  ['/portalMaintenance', 'website maintenance'],
  ['/support', 'repair support'],
  ['/specialist', 'expert support'],
  ['/returnFactory', 'return-to-factory repair'],
  ['/workOrder', 'repair work orders'],
  ['/courseManagement', 'training courses'],
  ['/trainingOrder', 'training orders'],
  ['/personnelFile', 'personnel files'],
  ['/courseManagementEdit/:type', 'add course'],
  ['/courseManagementEdit/:type/:id', 'edit course'],
  ['/productMaintenance', 'product information'],
  ['/leaseOrder', 'lease orders'],
  ['/procurementOrder', 'procurement orders'],
  ['/aogOrder', 'AOG orders'],
  ['/substitutionOrder', 'replacement orders'],
  ['/technicalMaterials', 'technical materials'],
  ['/userFeedback', 'user feedback'],
  ['/cbbList', 'information sharing'],
  ['/cbbDetail', 'my CBB'],
  ['/problemFeedback', 'problem feedback'],
  ['/cifficultReport', 'difficulty report'],
  ['/insuranceApplication', 'commercial insurance application'],
  ['/insuranceExtension', 'insurance extension application'],
  ['/claimApplication', 'claim application'],
  ['/userComplaints', 'user complaints'],
  ['/surveysList', 'survey list'],
  ['/userStatistics', 'user statistics'],
  ['/customerService', 'customer service management'],
  ['/aiService', 'AI assistant'],
  ['/suggestManagement', 'my suggestions'],
  ['/maintenancePoint', 'repair outlets'],
  ['/maintenancePersonnel', 'personnel maintenance'],
  ['/approvalManagement', 'approval management'],
  ['/specialistList', 'expert list'],
  ['/logManagement', 'log management'],
  ['/temporary', 'temporary test page'],
  ['/Organization', 'organization structure'],
  ['/updatePassword', 'change password'],
  ['/selectType', 'option configuration'],
  ['/personnelSecretLevel', 'personnel secrecy level'],
  ['/systemFunction', 'system functions'],
  ['/systemUserRole', 'user roles'],
  ['/informationSecretLevel', 'information secrecy level'],
  ['/personnelAuthorization', 'personnel authorization'],
  ['/workFlowDefinition', 'workflow configuration'],
  ['/systemUser', 'user management'],
  ['/appLogs', 'system logs'],
  ['/approvalGroup', 'approval groups'],
  ['/productCodeInfo', 'material codes'],
  ['/passwordTemplate', 'password templates'],
  ['/productCodeApproval', 'code approval'],
  ['any other path', 'redirects to /home'],
];

const root = path.resolve(__dirname, '../../..');
const folderOf = (route: string) => route.split('/')[1];
const find = (p: string) => routes.filter((r) => r.path === p);

describe('route table against the spec (§2)', () => {
  it("the spec table has its 54 rows, each a route of the config once and in the spec's order", () => {
    expect(SPEC_TABLE).toHaveLength(54);
    const specPaths = SPEC_TABLE.map(([p]) => (p === 'any other path' ? '/*' : p));
    const ours = routes.map((r) => r.path).filter((p) => specPaths.includes(p));
    expect(ours).toEqual(specPaths);
  });

  it('every desk and page of our own has its route, and every page route its page folder and titles', () => {
    for (const desk of OWN_ROUTES) expect(find(`/${desk.name}`)).toEqual([expect.objectContaining({ name: desk.name, component: `./${desk.name}` })]);
    for (const route of routes.filter((r) => r.component)) {
      expect(fs.existsSync(path.join(root, 'src/pages', route.name!, 'index.tsx'))).toBe(true);
      expect({ route: route.path, zh: zhCN[`menu.${route.name}`] }).toEqual({ route: route.path, zh: expect.stringMatching(/\S/) });
      expect({ route: route.path, en: enUS[`menu.${route.name}`] }).toEqual({ route: route.path, en: expect.stringMatching(/\S/) });
    }
  });

  it.each(SPEC_TABLE)('%s — %s', (specPath, purpose) => {
    if (specPath === 'any other path' || purpose.startsWith('redirects')) {
      const [route] = find(specPath === 'any other path' ? '/*' : specPath);
      expect(route).toBeDefined();
      expect(route.redirect).toBe(purpose.replace('redirects to ', ''));
      expect(route.component).toBeUndefined();
      return;
    }
    const [route] = find(specPath);
    expect(route).toBeDefined();
    const folder = folderOf(specPath);
    expect(route.name).toBe(folder);
    expect(route.component).toBe(`./${folder}`);
    expect(route.redirect).toBeUndefined();
    expect(fs.existsSync(path.join(root, 'src/pages', folder, 'index.tsx'))).toBe(true);
    expect(zhCN[`menu.${folder}`]).toMatch(/\S/);
    expect(enUS[`menu.${folder}`]).toMatch(/\S/);
  });

  it('"/" comes first and the catch-all last, so it never hides a page', () => {
    expect(routes[0]).toMatchObject({ path: '/', redirect: '/home' });
    expect(routes.at(-1)).toMatchObject({ path: '/*', redirect: '/home' });
  });

  it('the new-course form has its own title; course editing is granted by the course page', () => {
    expect(zhCN['menu.courseManagementEdit.add']).toBe('新增课程');
    expect(zhCN['menu.courseManagementEdit']).toBe('编辑课程');
    for (const r of routes.filter((x) => x.name === 'courseManagementEdit')) expect(r.permissionOf).toBe('courseManagement');
  });

  it('router settings: browser history, base /, public path /, mounted at #root, system name', () => {
    expect(umirc).toMatchObject({
      history: { type: 'browser' },
      base: '/',
      publicPath: '/',
      mountElementId: 'root',
      title: '售后服务管理系统',
    });
    expect(zhCN['shell.systemName']).toBe('售后服务管理系统');
  });

  it("every page is loaded on demand, through one retryable entry per page file keeping umi's chunk name", () => {
    let modify: any;
    let generate: any;
    let runtime: any;
    const written: Record<string, string> = {};
    retryablePages({
      modifyRoutes: (fn: any) => (modify = fn),
      onGenerateFiles: (fn: any) => (generate = fn),
      writeTmpFile: ({ path: file, content }: { path: string; content: string }) => (written[file] = content),
      addRuntimePlugin: (fn: any) => (runtime = fn),
      paths: { absTmpPath: '/tmp/.umi' },
    } as any);
    const out = modify!({
      layout: { id: 'layout', file: '@/.umi/plugin-layout/Layout.tsx', isLayout: true },
      root: { id: 'root', path: '/', redirect: '/home' },
      home: { id: 'home', path: '/home', name: 'home', file: '@/pages/home/index.tsx' },
      aog: { id: '16', path: '/aogOrder', name: 'aogOrder', file: '@/pages/aogOrder/index.tsx' },
      add: { id: 'add', name: 'courseManagementEdit', file: '@/pages/courseManagementEdit/index.tsx' },
      edit: { id: 'edit', name: 'courseManagementEdit', file: '@/pages/courseManagementEdit/index.tsx' },
    });
    // umi's route loader resolves to the same entry the client routes render
    expect(out.home.file).toBe(`(import('@@/plugin-retryablePages/pages').then((m) => m.pages["p__home__index"].Component))`);
    expect(out.edit.file).toContain('m.pages["p__courseManagementEdit__index"]');
    expect(out.layout.file).toBe('@/.umi/plugin-layout/Layout.tsx');
    expect(out.root.file).toBeUndefined();

    generate!();
    const pages = written['pages.ts'];
    // one entry per page file, with umi's chunk name; the landing page without the static stylesheet
    expect(pages).toContain(`"p__home__index": definePage(() => import(/* webpackChunkName: "p__home__index" */ '@/pages/home/index.tsx')),`);
    expect(pages).toContain(
      `"p__aogOrder__index": definePage(() => import(/* webpackChunkName: "p__aogOrder__index" */ '@/pages/aogOrder/index.tsx'), styles),`,
    );
    expect(pages.match(/"p__courseManagementEdit__index": definePage/g)).toHaveLength(1);
    // by route id (both course routes), and the loaders by route name for the prefetch
    expect(pages).toContain(`"add": pages["p__courseManagementEdit__index"],`);
    expect(pages).toContain(`"edit": pages["p__courseManagementEdit__index"],`);
    expect(pages).toContain(`"aogOrder": pages["p__aogOrder__index"],`);
    expect(pages).not.toContain('Layout');
    expect(written['runtime.tsx']).toContain('renderPagesDirectly(routes, routePages)');
    expect(runtime!()).toEqual(['/tmp/.umi/plugin-retryablePages/runtime.tsx']);
  });
});
