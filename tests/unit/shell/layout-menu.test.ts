/**
 * The menu the layout hands ProLayout is derived again only when the menu itself changes: the layout
 * is configured on every render (each navigation, each tab written into the client state), and a new
 * route tree or a new `menuDataRender` made ProLayout rebuild every menu item each time.
 */
jest.mock('@/core/tabs/TabShell', () => () => null);

import { createPluginManager } from '@@/core/plugin';
import { setPasswordChangeDue } from '@/core/auth';
import { layoutConfig } from '@/core/layout';

beforeAll(() => createPluginManager());
afterEach(() => setPasswordChangeDue(null));

// (local shapes: this file's jest.mock keeps imported types out of annotations)
type Entry = { name: string; title: string; stateRef: string; functionType: string };
const entry = (name: string, title: string): Entry => ({ name, title, stateRef: `/${name}`, functionType: 'MENU' });
const MENU_MAP = {};
const stateWith = (menu: Entry[], tabs: string[]) =>
  ({ menu, menuMap: MENU_MAP, tabsMenu: tabs.map((key) => ({ key, title: key })), activeMenuTabKey: tabs[0] }) as never;
const names = (items: Array<{ path?: string; name?: string }>) => items.map((i) => i.path ?? i.name);

it('a navigation (new tabs, same menu) keeps the route and the menu function; the menu is home first, then the permitted entries', () => {
  const menu = [entry('aogOrder', 'AOG订单'), entry('leaseOrder', '租赁订单')];
  const first = layoutConfig({ initialState: stateWith(menu, ['/home']) });
  const next = layoutConfig({ initialState: stateWith(menu, ['/home', '/aogOrder']) });
  expect(next.route).toBe(first.route);
  expect(next.menuDataRender).toBe(first.menuDataRender);
  expect(names(first.menuDataRender())).toEqual(['/home', '/aogOrder', '/leaseOrder']);
});

it('another menu (grants changed) gives a new menu function with the new entries', () => {
  const before = layoutConfig({ initialState: stateWith([entry('aogOrder', 'AOG订单')], ['/home']) });
  const after = layoutConfig({ initialState: stateWith([entry('workOrder', '工单')], ['/home']) });
  expect(after.menuDataRender).not.toBe(before.menuDataRender);
  expect(names(after.menuDataRender())).toEqual(['/home', '/workOrder']);
});

it('while the password must be changed, the menu is 修改密码 alone, and the whole menu is back afterwards', () => {
  const state = stateWith([entry('aogOrder', 'AOG订单')], ['/home']);
  const open = layoutConfig({ initialState: state }).menuDataRender;
  setPasswordChangeDue('EXPIRED');
  expect(names(layoutConfig({ initialState: state }).menuDataRender())).toEqual(['/updatePassword']);
  setPasswordChangeDue(null);
  const again = layoutConfig({ initialState: state }).menuDataRender;
  expect(names(again())).toEqual(['/home', '/aogOrder']);
  expect(again).not.toBe(open);
});
