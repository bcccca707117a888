/** The tab model (spec §2, §4), its session-storage round trip, and which page a path opens. */
import { STORAGE_ACTIVE_TAB, STORAGE_CURRENT_PATH, STORAGE_PARENT_PATH, STORAGE_TABS } from '@/constants';
import {
  HOME_KEY,
  HOME_TAB,
  addTab,
  availableActions,
  closeLeft,
  closeOthers,
  closeRight,
  initialTabs,
  nextKeyAfterClosing,
  removeTab,
  shownTabs,
  type Tab,
  type TabsState,
} from '@/core/tabs/model';
import { matchPage, parentPathOf } from '@/core/tabs/pages';
import { loadNavigation, saveCurrentPath, saveTabs } from '@/core/tabs/storage';
import { sampleMenu } from '@/domain/menu';

const tab = (name: string): Tab => ({ key: `/${name}`, title: `menu.${name}` });
const state = (names: string[], active: string): TabsState => ({
  tabs: [HOME_TAB, ...names.map(tab)],
  activeKey: `/${active}`,
});
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('tab model', () => {
  it('starts with the home tab active', () => {
    expect(initialTabs()).toEqual({ tabs: [HOME_TAB], activeKey: HOME_KEY });
  });

  it('adding a new key appends it and activates it', () => {
    const s = addTab(initialTabs(), tab('aogOrder'));
    expect(keys(s)).toEqual(['/home', '/aogOrder']);
    expect(s.activeKey).toBe('/aogOrder');
  });

  it('adding an existing key only activates it (same place, same title)', () => {
    const before = state(['aogOrder', 'leaseOrder'], 'leaseOrder');
    const after = addTab(before, { key: '/aogOrder', title: 'something else' });
    expect(after.tabs).toEqual(before.tabs);
    expect(after.activeKey).toBe('/aogOrder');
  });

  it('removing a tab activates the supplied next key', () => {
    const s = removeTab(state(['aogOrder', 'leaseOrder', 'support'], 'leaseOrder'), '/leaseOrder', '/aogOrder');
    expect(keys(s)).toEqual(['/home', '/aogOrder', '/support']);
    expect(s.activeKey).toBe('/aogOrder');
  });

  it('the usual next key: the active tab when another closes, else the right, else the left neighbour', () => {
    const s = state(['aogOrder', 'leaseOrder', 'support'], 'leaseOrder');
    expect(nextKeyAfterClosing(s, '/aogOrder')).toBe('/leaseOrder');
    expect(nextKeyAfterClosing(s, '/leaseOrder')).toBe('/support');
    expect(nextKeyAfterClosing({ ...s, activeKey: '/support' }, '/support')).toBe('/leaseOrder');
    expect(removeTab(s, '/leaseOrder').activeKey).toBe('/support');
  });

  it('the home tab has no close of its own, and close left / right leave it', () => {
    const s = state(['aogOrder'], 'home');
    expect(removeTab(s, HOME_KEY, '/aogOrder')).toBe(s);
    expect(keys(closeLeft(s, '/aogOrder'))).toEqual(['/home', '/aogOrder']);
  });

  it('close others keeps only the chosen tab — home too is closed (spec §4) — and activates it', () => {
    const s = closeOthers(state(['aogOrder', 'leaseOrder', 'support'], 'support'), '/leaseOrder');
    expect(keys(s)).toEqual(['/leaseOrder']);
    expect(s.activeKey).toBe('/leaseOrder');
    expect(keys(closeOthers(state(['aogOrder'], 'aogOrder'), HOME_KEY))).toEqual(['/home']);
  });

  it('home reopens as any page (appended); closing the last tab opens home', () => {
    const only = closeOthers(state(['aogOrder', 'leaseOrder'], 'aogOrder'), '/leaseOrder');
    const back = addTab(only, HOME_TAB);
    expect(keys(back)).toEqual(['/leaseOrder', '/home']);
    expect(back.activeKey).toBe(HOME_KEY);
    expect(availableActions(only, '/leaseOrder')).toMatchObject({ close: true, closeOthers: false });
    expect(removeTab(only, '/leaseOrder')).toEqual(initialTabs());
  });

  it('close left / close right drop that side; the chosen tab becomes active when the active one went', () => {
    const s = state(['a', 'b', 'c', 'd'], 'd');
    const left = closeLeft(s, '/c');
    expect(keys(left)).toEqual(['/home', '/c', '/d']);
    expect(left.activeKey).toBe('/d');
    const right = closeRight(s, '/b');
    expect(keys(right)).toEqual(['/home', '/a', '/b']);
    expect(right.activeKey).toBe('/b');
  });

  it('unknown keys change nothing; inputs are never mutated', () => {
    const s = state(['a', 'b'], 'a');
    const copy = JSON.parse(JSON.stringify(s));
    expect(removeTab(s, '/zzz', '/a')).toBe(s);
    expect(closeOthers(s, '/zzz')).toBe(s);
    expect(closeLeft(s, '/zzz')).toBe(s);
    addTab(s, tab('c'));
    closeRight(s, '/a');
    expect(s).toEqual(copy);
  });

  it('offers only the context-menu actions that would do something', () => {
    const s = state(['a', 'b'], 'a');
    expect(availableActions(s, HOME_KEY)).toEqual({ refresh: true, close: false, closeOthers: true, closeLeft: false, closeRight: true });
    expect(availableActions(s, '/b')).toEqual({ refresh: true, close: true, closeOthers: true, closeLeft: true, closeRight: false });
    expect(availableActions(initialTabs(), HOME_KEY).closeOthers).toBe(false);
  });
});

describe('the tabs the bar shows', () => {
  const tabs = [HOME_TAB, tab('aogOrder'), tab('leaseOrder')];

  it('shows the page the address opens at once, before its tab is stored', () => {
    expect(shownTabs(tabs, tab('workOrder')).map((t) => t.key)).toEqual(['/home', '/aogOrder', '/leaseOrder', '/workOrder']);
  });

  it('does not show a stored tab twice', () => {
    expect(shownTabs(tabs, tab('aogOrder'))).toBe(tabs);
  });

  it('does not bring back a tab just closed while the address still shows its page', () => {
    // the tab of /workOrder was closed from its context menu; the navigation to /leaseOrder has not landed
    const closed = removeTab({ tabs: [...tabs, tab('workOrder')], activeKey: '/workOrder' }, '/workOrder');
    expect(shownTabs(closed.tabs, tab('workOrder'), '/workOrder').map((t) => t.key)).toEqual(['/home', '/aogOrder', '/leaseOrder']);
    // another page the address shows is still added
    expect(shownTabs(closed.tabs, tab('support'), '/workOrder').map((t) => t.key)).toContain('/support');
  });

  it('shows the stored tabs alone when the address opens no page', () => {
    expect(shownTabs(tabs, undefined)).toBe(tabs);
  });
});

describe('session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips tabs, active tab, current path and parent under the spec keys', () => {
    const s = state(['aogOrder', 'courseManagementEdit/edit/7'], 'aogOrder');
    saveTabs(s);
    saveCurrentPath('/aogOrder?status=OPEN', '/orderManagement');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_TABS)!)).toEqual(s.tabs);
    expect(sessionStorage.getItem(STORAGE_ACTIVE_TAB)).toBe('/aogOrder');
    expect(sessionStorage.getItem(STORAGE_CURRENT_PATH)).toBe('/aogOrder?status=OPEN');
    expect(sessionStorage.getItem(STORAGE_PARENT_PATH)).toBe('/orderManagement');
    expect(loadNavigation()).toEqual({
      tabs: s.tabs,
      activeKey: '/aogOrder',
      currentPath: '/aogOrder?status=OPEN',
      parentPath: '/orderManagement',
    });
  });

  it('falls back to the home tab when nothing or garbage is stored', () => {
    expect(loadNavigation()).toEqual({ tabs: [HOME_TAB], activeKey: HOME_KEY, currentPath: HOME_KEY, parentPath: '' });
    sessionStorage.setItem(STORAGE_TABS, '{not json');
    sessionStorage.setItem(STORAGE_ACTIVE_TAB, '/gone');
    expect(loadNavigation().tabs).toEqual([HOME_TAB]);
    expect(loadNavigation().activeKey).toBe(HOME_KEY);
  });

  it('drops malformed entries and duplicates, keeping the order (home need not be there)', () => {
    sessionStorage.setItem(STORAGE_TABS, JSON.stringify([tab('a'), { key: 5 }, null, HOME_TAB, tab('a'), { key: 'x', title: 't' }]));
    sessionStorage.setItem(STORAGE_ACTIVE_TAB, '/a');
    expect(loadNavigation().tabs).toEqual([tab('a'), HOME_TAB]);
    expect(loadNavigation().activeKey).toBe('/a');
    sessionStorage.setItem(STORAGE_TABS, JSON.stringify([tab('b')]));
    sessionStorage.setItem(STORAGE_ACTIVE_TAB, '/gone');
    expect(loadNavigation()).toMatchObject({ tabs: [tab('b')], activeKey: '/b' });
  });
});

describe('which page a path opens', () => {
  it('gives a page its key, title key and permission', () => {
    expect(matchPage('/aogOrder')).toMatchObject({ key: '/aogOrder', name: 'aogOrder', permission: 'aogOrder', titleKey: 'menu.aogOrder' });
  });

  it('follows the router: case-insensitive, trailing slash ignored, one canonical key', () => {
    expect(matchPage('/AOGORDER/')?.key).toBe('/aogOrder');
    expect(matchPage('/organization')?.key).toBe('/Organization');
  });

  it('gives each course-edit path its own tab, titled new or edit, granted by the course page', () => {
    const add = matchPage('/courseManagementEdit/theory');
    const edit1 = matchPage('/courseManagementEdit/theory/1');
    const edit2 = matchPage('/courseManagementEdit/theory/2');
    expect(add).toMatchObject({ key: '/courseManagementEdit/theory', titleKey: 'menu.courseManagementEdit.add', permission: 'courseManagement' });
    expect(edit1).toMatchObject({ key: '/courseManagementEdit/theory/1', titleKey: 'menu.courseManagementEdit', params: { type: 'theory', id: '1' } });
    expect(edit2?.key).not.toBe(edit1?.key);
  });

  it('redirects and unknown paths are not pages', () => {
    expect(matchPage('/')).toBeNull();
    expect(matchPage('/no/such/page')).toBeNull();
    expect(matchPage('/aogOrder/extra')).toBeNull();
  });

  it('knows the menu group holding a page', () => {
    expect(parentPathOf(matchPage('/aogOrder')!, sampleMenu)).toBe('/orderManagement');
    expect(parentPathOf(matchPage('/courseManagementEdit/x/1')!, sampleMenu)).toBe('/trainingManagement');
    expect(parentPathOf(matchPage('/temporary')!, sampleMenu)).toBe('');
  });
});
