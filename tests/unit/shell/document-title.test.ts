/**
 * The document title of every route: "<page title> - <system name>" in the current language, menu
 * entry or not — as the layout hands it to ProLayout (`pageTitleRender`).
 */
jest.mock('@/core/tabs/TabShell', () => () => null);

import { createPluginManager } from '@@/core/plugin';
import routes from '../../../config/routes';
import { layoutConfig } from '@/core/layout';
import { documentTitle } from '@/core/tabs/title';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';

const LOCALES = { 'zh-CN': zhCN as Record<string, string>, 'en-US': enUS as Record<string, string> };
const formatter =
  (messages: Record<string, string>) =>
  ({ id }: { id: string }) => {
    if (!(id in messages)) throw new Error(`no message ${id}`);
    return messages[id];
  };
/** a concrete address of a route: parameters filled in */
const addressOf = (path: string) => path.replace(/:type/g, 'edit').replace(/:id/g, '42');

beforeAll(() => createPluginManager());

const pages = routes.filter((r) => r.name && !r.redirect);

describe('document title', () => {
  it.each(Object.entries(LOCALES))('every page route has its own title before the system name (%s)', (_lang, messages) => {
    const fmt = formatter(messages);
    const system = messages['shell.systemName'];
    for (const route of pages) {
      const title = documentTitle(addressOf(route.path), fmt);
      const [pageTitle, rest] = title.split(' - ');
      expect(rest).toBe(system);
      expect(pageTitle).toBeTruthy();
      expect(pageTitle).not.toBe(system);
    }
  });

  it('names pages that have no menu entry', () => {
    const zh = formatter(LOCALES['zh-CN']);
    expect(documentTitle('/updatePassword', zh)).toBe('修改密码 - 售后服务管理系统');
    expect(documentTitle('/courseManagementEdit/edit/7', zh)).toBe('编辑课程 - 售后服务管理系统');
    expect(documentTitle('/courseManagementEdit/add', zh)).toBe('新增课程 - 售后服务管理系统');
    expect(documentTitle('/home', zh)).toBe('首页 - 售后服务管理系统');
    expect(documentTitle('/updatePassword', formatter(LOCALES['en-US']))).toBe('Change password - After-sales Service Management');
  });

  it('an address that opens no page shows the system name alone', () => {
    expect(documentTitle('/', formatter(LOCALES['zh-CN']))).toBe('售后服务管理系统');
    expect(documentTitle('/no/such/page', formatter(LOCALES['en-US']))).toBe('After-sales Service Management');
  });

  it('the layout gives ProLayout this title, in the language of the formatter it is handed', () => {
    const { pageTitleRender } = layoutConfig({});
    expect(pageTitleRender({ pathname: '/updatePassword', formatMessage: formatter(LOCALES['zh-CN']) })).toBe('修改密码 - 售后服务管理系统');
    expect(pageTitleRender({ pathname: '/aogOrder', formatMessage: formatter(LOCALES['en-US']) })).toBe(
      `${LOCALES['en-US']['menu.aogOrder']} - After-sales Service Management`,
    );
  });
});
