/**
 * Permissions (spec §6): the two-system fetch and merge, the named checks of access.ts, what each
 * demo role sees in the menu, the menu as the layout renders it, and the client state's fields (§3).
 */
import access from '@/access';
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '@/constants';
import { buildClientState } from '@/core/initialState';
import { FALLBACK_ICON, MENU_ICONS, iconDefinition } from '@/core/menu/icons';
import { PAGE_ICONS } from '@/core/menu/pageIcons';
import { toMenuData } from '@/core/menu/menuData';
import { fetchPermissions, permissionsUrl } from '@/core/permissions';
import { mergePermissions } from '@/domain/access';
import { filterMenu, flattenMenu, sampleMenu } from '@/domain/menu';
import { permissionsOf, seedUsers } from '../../../mock/lib/server/identity';
// the roles are 用户角色's records: the store seeds them
import '../../../mock/lib/store/store';

describe('fetching permissions', () => {
  it('asks the permission service for both systems at once and merges the answers', async () => {
    const started: string[] = [];
    const pending: Array<(v: unknown) => void> = [];
    const get = (url: string) => {
      started.push(url);
      return new Promise((resolve) => pending.push(resolve as (v: unknown) => void));
    };
    const result = fetchPermissions(get as any);
    // both calls are out before either answers
    expect(started).toEqual(['/api/permission/permissions/logbookmanagement', '/api/permission/permissions/systemmaintenance']);
    pending[1]({ systemMenuPermissions: ['systemUser', 'systemmaintenance'], pageElementPermissions: ['systemUser:create'] });
    pending[0]({ systemMenuPermissions: ['aogOrder', 'orderManagement'], pageElementPermissions: ['aogOrder:create'] });
    await expect(result).resolves.toEqual({
      systemMenuPermissions: ['aogOrder', 'orderManagement', 'systemUser', 'systemmaintenance'],
      pageElementPermissions: ['aogOrder:create', 'systemUser:create'],
    });
    expect(permissionsUrl(CURRENT_SYSTEM)).toBe('/api/permission/permissions/logbookmanagement');
  });

  it('keeps what one system granted when the other call fails; fails when both do', async () => {
    const oneDown = (url: string) =>
      url.endsWith(MAINTENANCE_SYSTEM)
        ? Promise.reject(new Error('503'))
        : Promise.resolve({ systemMenuPermissions: ['aogOrder'], pageElementPermissions: [] });
    await expect(fetchPermissions(oneDown)).resolves.toEqual({ systemMenuPermissions: ['aogOrder'], pageElementPermissions: [] });
    await expect(fetchPermissions(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('access.ts: named checks', () => {
  const a = access({ systemMenuPermissions: ['aogOrder', 'orderManagement'], pageElementPermissions: ['aogOrder:create'] });
  it('opens a page whose name is granted, and home always', () => {
    expect(a.canOpenPage('aogOrder')).toBe(true);
    expect(a.canOpenPage('home')).toBe(true);
    expect(a.canOpenPage('systemUser')).toBe(false);
    expect(access(undefined).canOpenPage('home')).toBe(true);
    expect(access(undefined).canOpenPage('aogOrder')).toBe(false);
  });
  it('checks page-element codes', () => {
    expect(a.hasElement('aogOrder:create')).toBe(true);
    expect(a.hasElement('aogOrder:accept')).toBe(false);
    expect(a.hasAnyElement('aogOrder:accept', 'aogOrder:create')).toBe(true);
    expect(a.hasAllElements('aogOrder:accept', 'aogOrder:create')).toBe(false);
    expect(a.canSeeMenu('orderManagement')).toBe(true);
  });
});

describe('the menu each demo role sees', () => {
  const menuOf = (userNo: string) => {
    const user = seedUsers().find((u) => u.userNo === userNo)!;
    const merged = mergePermissions(permissionsOf(user, CURRENT_SYSTEM), permissionsOf(user, MAINTENANCE_SYSTEM));
    return filterMenu(sampleMenu, merged.systemMenuPermissions);
  };
  const pages = (menu: ReturnType<typeof menuOf>) =>
    flattenMenu(menu)
      .filter((m) => m.functionType === 'PAGE')
      .map((m) => m.name);

  it('the administrator sees all 12 entries and every page', () => {
    expect(menuOf('admin').map((m) => m.name)).toEqual(sampleMenu.map((m) => m.name));
    expect(pages(menuOf('admin'))).toEqual(pages(sampleMenu));
  });

  it('the training manager sees training, not orders or user management', () => {
    const p = pages(menuOf('trainer'));
    expect(p).toEqual(expect.arrayContaining(['trainingOrder', 'courseManagement', 'personnelFile', 'updatePassword']));
    expect(p).not.toContain('aogOrder');
    expect(p).not.toContain('systemUser');
    expect(menuOf('trainer').map((m) => m.name)).not.toContain('orderManagement');
  });

  it('staff see the common pages and no administration', () => {
    const p = pages(menuOf('staff'));
    expect(p).toEqual(expect.arrayContaining(['cbbList', 'suggestManagement', 'aogOrder']));
    for (const adminPage of ['systemUser', 'systemUserRole', 'workFlowDefinition', 'logManagement']) expect(p).not.toContain(adminPage);
  });
});

describe('the menu as the layout renders it', () => {
  it('every icon name of the sample menu maps to a real icon; the first level’s (the only ones the sidebar draws) are in the entry', () => {
    for (const item of sampleMenu) {
      expect(MENU_ICONS[item.icon!]).toBeDefined();
      expect(iconDefinition(item.icon)).not.toBe(FALLBACK_ICON);
    }
    for (const name of ['HomeOutlined', 'LockOutlined']) expect(MENU_ICONS[name]).toBeDefined();
    for (const item of flattenMenu(sampleMenu))
      expect({ name: item.icon, found: !!(MENU_ICONS[item.icon!] ?? PAGE_ICONS[item.icon!]) }).toEqual({ name: item.icon, found: true });
    expect(Object.keys(MENU_ICONS).filter((name) => name in PAGE_ICONS)).toEqual([]);
    expect(iconDefinition('NoSuchIcon')).toBe(FALLBACK_ICON);
  });

  it('titles come from the locale, pages open their route, groups hold their children', () => {
    const data = toMenuData(filterMenu(sampleMenu, ['aogOrder', 'suggestManagement']));
    expect(data.map((d) => [d.key, d.locale, d.path])).toEqual([
      ['orderManagement', 'menu.orderManagement', '/orderManagement'],
      ['suggestManagement', 'menu.suggestManagement', '/suggestManagement'],
    ]);
    expect(data[0].children!.map((c) => [c.locale, c.path, !!c.isUrl])).toEqual([['menu.aogOrder', '/aogOrder', false]]);
  });

  it('the basic-operations group opens the external system when its address is configured, else the local pages', () => {
    const menu = filterMenu(sampleMenu, ['systemUser', 'aogOrder']);
    const local = toMenuData(menu);
    const external = toMenuData(menu, 'https://ops.example/basic');
    expect(local[1].children![0]).toMatchObject({ path: '/systemUser' });
    expect(local[1].children![0].isUrl).toBeUndefined();
    expect(external[1].children![0]).toMatchObject({ path: 'https://ops.example/basic/systemUser', isUrl: true, target: '_blank' });
    expect(external[0].children![0]).toMatchObject({ path: '/aogOrder' });
  });
});

describe('client state (spec §3)', () => {
  it('holds exactly the fields of the spec, with the menu filtered by permission', () => {
    const s = buildClientState(
      { currentUser: { userNo: 'u1', userName: '张伟' }, menu: sampleMenu, personalConfig: { shortcuts: ['support'] } },
      { systemMenuPermissions: ['support'], pageElementPermissions: ['support:create'] },
      { tabs: [{ key: '/home', title: 'menu.home' }], activeKey: '/home', currentPath: '/home' },
    );
    expect(Object.keys(s).sort()).toEqual(
      ['user', 'menu', 'menuMap', 'personalConfig', 'currentPath', 'tabsMenu', 'activeMenuTabKey', 'pageElementPermissions', 'systemMenuPermissions'].sort(),
    );
    expect(s.user).toEqual({ userNo: 'u1', userName: '张伟' });
    expect(s.menu.map((m) => m.name)).toEqual(['supportMaintenance']);
    expect(s.menuMap.aogOrder.stateRef).toBe('/aogOrder');
  });
});
