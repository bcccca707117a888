/**
 * Tabs, the active tab, the current path and its parent live in session storage (spec §2) under the
 * keys of src/constants.ts, so that they survive a reload of the browser tab (and only of that tab).
 * Whatever is unreadable is replaced by the defaults, never trusted.
 */
import { STORAGE_ACTIVE_TAB, STORAGE_CURRENT_PATH, STORAGE_PARENT_PATH, STORAGE_TABS } from '@/constants';
import { HOME_KEY, initialTabs, normalize, type Tab, type TabsState } from './model';

export interface Navigation {
  tabs: Tab[];
  activeKey: string;
  currentPath: string;
  parentPath: string;
}

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

function readTabs(raw: string | null): Tab[] | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw);
    if (!Array.isArray(value)) return undefined;
    return value.filter((t): t is Tab => !!t && typeof t.key === 'string' && t.key.startsWith('/') && typeof t.title === 'string');
  } catch {
    return undefined;
  }
}

export function loadNavigation(storage: Storage | undefined = session()): Navigation {
  const defaults = initialTabs();
  if (!storage) return { ...defaults, currentPath: HOME_KEY, parentPath: '' };
  const state = normalize({
    tabs: readTabs(storage.getItem(STORAGE_TABS)) ?? defaults.tabs,
    activeKey: storage.getItem(STORAGE_ACTIVE_TAB) ?? defaults.activeKey,
  });
  return {
    ...state,
    currentPath: storage.getItem(STORAGE_CURRENT_PATH) ?? state.activeKey,
    parentPath: storage.getItem(STORAGE_PARENT_PATH) ?? '',
  };
}

export function saveTabs(state: TabsState, storage: Storage | undefined = session()) {
  if (!storage) return;
  storage.setItem(STORAGE_TABS, JSON.stringify(state.tabs.map(({ key, title }) => ({ key, title }))));
  storage.setItem(STORAGE_ACTIVE_TAB, state.activeKey);
}

export function saveCurrentPath(currentPath: string, parentPath: string, storage: Storage | undefined = session()) {
  if (!storage) return;
  storage.setItem(STORAGE_CURRENT_PATH, currentPath);
  storage.setItem(STORAGE_PARENT_PATH, parentPath);
}
