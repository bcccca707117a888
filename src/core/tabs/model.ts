/**
 * The tab model (spec §2, §4): plain data and pure functions, no React.
 *
 * A tab is `{ key, title }`: the key is the page's canonical pathname (so /courseManagementEdit/edit/1
 * and /courseManagementEdit/edit/2 are two tabs), the title is the locale key of its name
 * (`menu.<name>`), translated when shown so that a language switch retitles open tabs.
 *
 * Rules
 * - There is always at least one tab: with none left, the home tab opens. The home tab is the first
 *   one at start; it has no close button and close / close left / close right leave it.
 * - add: an existing key only becomes active (its title and place stay); a new tab is appended and
 *   becomes active (the home tab too, reopened from the logo or the menu after "close others").
 * - remove(key, nextKey): drops the tab; `nextKey` becomes active (the caller chooses it — see
 *   `nextKeyAfterClosing` for the usual choice).
 * - closeOthers(key): keeps only `key` — the home tab too is closed (spec §4); `key` becomes active.
 * - closeLeft / closeRight(key): drops the closable tabs on that side of `key`; when the active tab
 *   is dropped, `key` becomes active.
 * Every function returns a new state and leaves its input untouched; an unknown key changes nothing.
 */
export interface Tab {
  key: string;
  /** locale key of the title */
  title: string;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
}

export const HOME_KEY = '/home';
export const HOME_TAB: Tab = { key: HOME_KEY, title: 'menu.home' };

export const isClosable = (key: string) => key !== HOME_KEY;

export function initialTabs(): TabsState {
  return { tabs: [HOME_TAB], activeKey: HOME_KEY };
}

/** No duplicate keys, at least one tab (else the home tab), a known active key (else the first tab). */
export function normalize(state: TabsState): TabsState {
  const seen = new Set<string>();
  const tabs: Tab[] = [];
  for (const tab of state.tabs) {
    if (!seen.has(tab.key)) {
      seen.add(tab.key);
      tabs.push(tab);
    }
  }
  if (!tabs.length) return initialTabs();
  return { tabs, activeKey: seen.has(state.activeKey) ? state.activeKey : tabs[0].key };
}

export function addTab(state: TabsState, tab: Tab): TabsState {
  if (state.tabs.some((t) => t.key === tab.key)) {
    return state.activeKey === tab.key ? state : { ...state, activeKey: tab.key };
  }
  return { tabs: [...state.tabs, tab], activeKey: tab.key };
}

/**
 * The tabs the bar shows: the stored ones, and the page the address shows if it has no tab yet (its
 * tab is added by an effect after the render) — unless that page's tab was just closed (`closingKey`)
 * and the navigation away from it has not landed: re-adding it would put the closed tab back at the
 * end of the bar for a moment, its context menu moving with it.
 */
export function shownTabs(tabs: Tab[], addressPage: Tab | undefined, closingKey?: string): Tab[] {
  if (!addressPage || closingKey === addressPage.key || tabs.some((t) => t.key === addressPage.key)) return tabs;
  return [...tabs, addressPage];
}

/** The tab to activate when `key` closes: the active one if another closes, else its right, else its left neighbour. */
export function nextKeyAfterClosing(state: TabsState, key: string): string {
  if (key !== state.activeKey) return state.activeKey;
  const i = state.tabs.findIndex((t) => t.key === key);
  const next = state.tabs[i + 1] ?? state.tabs[i - 1];
  return next?.key ?? HOME_KEY;
}

export function removeTab(state: TabsState, key: string, nextKey: string = nextKeyAfterClosing(state, key)): TabsState {
  if (!isClosable(key) || !state.tabs.some((t) => t.key === key)) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  // the last tab closed: home opens
  if (!tabs.length) return initialTabs();
  const activeKey = tabs.some((t) => t.key === nextKey) ? nextKey : tabs[0].key;
  return { tabs, activeKey };
}

export function closeOthers(state: TabsState, key: string): TabsState {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab) return state;
  return { tabs: [tab], activeKey: key };
}

function closeSide(state: TabsState, key: string, side: 'left' | 'right'): TabsState {
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i < 0) return state;
  const tabs = state.tabs.filter((t, j) => !isClosable(t.key) || (side === 'left' ? j >= i : j <= i));
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : key;
  return { tabs, activeKey };
}

export const closeLeft = (state: TabsState, key: string) => closeSide(state, key, 'left');
export const closeRight = (state: TabsState, key: string) => closeSide(state, key, 'right');

/** What the context menu of `key` can do right now. */
export function availableActions(state: TabsState, key: string) {
  const i = state.tabs.findIndex((t) => t.key === key);
  return {
    refresh: i >= 0,
    close: i >= 0 && isClosable(key),
    closeOthers: i >= 0 && state.tabs.length > 1,
    closeLeft: state.tabs.slice(0, Math.max(i, 0)).some((t) => isClosable(t.key)),
    closeRight: i >= 0 && state.tabs.slice(i + 1).some((t) => isClosable(t.key)),
  };
}
