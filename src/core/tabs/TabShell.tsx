/**
 * The content area of the layout: the tab bar and a keep-alive outlet.
 *
 * - The address bar drives the tabs: opening a page (menu, link, typed URL) adds or activates its tab.
 * - Every tab that has been shown keeps its page mounted; inactive tabs are hidden, not unmounted, so
 *   typed filters, page numbers and half-filled forms survive a tab switch. Closing a tab unmounts its
 *   page; "refresh" mounts it afresh.
 * - Each tab renders the route table with its own location (`useRoutes(routes, tabLocation)`): a hidden
 *   page keeps the location it was left at and does not see other tabs' navigation. The table is matched
 *   from the top (a route context of its own), not as routes nested under the layout's "/".
 * - Each page is guarded: without the page's permission the tab shows the 403 page and nothing of the
 *   page is loaded or fetched; every page sits in an error boundary that retries failed chunk loads.
 * - Tabs restored from session storage mount their page only when first shown.
 * - While the password must be changed (`passwordChangeDue()`), only 修改密码 is open: any other
 *   address goes there, no other tab is shown and no other page is mounted (nor fetches anything).
 */
import Forbidden from './Forbidden';
import Loading from '@/loading';
import PageErrorBoundary from '@/core/errors/PageErrorBoundary';
import { isSessionEnding } from '@/core/auth';
import { PASSWORD_CHANGE_PAGE } from '@/domain/admin/passwordGate';
import type { ClientState } from '@/core/initialState';
import { useHtmlLang } from '@/core/layout/useHtmlLang';
import { useAppData, useIntl, useLocation, useModel, useNavigate, useOutlet, useRoutes } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
// umi's own react-router (its alias): the context its useLocation reads
import { NavigationType, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { TabActiveContext } from './active';
import { afterNextPaint } from './afterPaint';
import TabBar, { tabElementId, tabPanelId, type TabAction } from './TabBar';
import { addTab, closeLeft, closeOthers, closeRight, removeTab, shownTabs, type TabsState } from './model';
import { matchPage, parentPathOf, type PageMatch } from './pages';
import { isPasswordPage, usePageGate, usePasswordChangeDue, usePreloadOnOpen } from './gate';
import { saveCurrentPath, saveTabs } from './storage';
import { useOnNavigate } from './navigation';

type Location = ReturnType<typeof useLocation>;

/** The address of the page a session that must change its password is confined to. */
const PASSWORD_PATH = `/${PASSWORD_CHANGE_PAGE}`;

/** A page guarded by its permission, inside the load/crash error boundary. */
function PageGuard({ page, children }: { page: PageMatch; children: ReactNode }) {
  const gate = usePageGate(page);
  if (gate === 'held') return null;
  if (gate === 'forbidden') return <Forbidden titleKey={page.titleKey} />;
  return <PageErrorBoundary>{children}</PageErrorBoundary>;
}

/** No route above: the tab's table of absolute paths is matched whole, as the layout's own would be. */
const TOP_ROUTE = { outlet: null, matches: [] };

/** The page the tab's address names, from the layout's table. */
function TabRoutes(props: { routes: any[]; location: Location }) {
  return useRoutes(props.routes, props.location);
}

/** One tab's page, rendered at the tab's own location. Hidden when inactive. */
const TabFrame = memo(function TabFrame(props: { page: PageMatch; location: Location; routes: any[]; active: boolean }) {
  // opening the tab starts what its page asks for first (a list's first page), in the navigation's own
  // task — only for a page the user may open
  usePreloadOnOpen(props.page, props.routes, props.location.pathname);
  // Showing or hiding a tab must not re-render its page: the content is rebuilt only when the tab's
  // own address changes (pages still update from their own state and context).
  const at = `${props.location.pathname}${props.location.search}${props.location.hash}`;
  // A tab's page first renders after the frame has been shown (a deferred render React splits into
  // short tasks): the click that opened it paints the tab bar and the menu at once, and the page's
  // render — hundreds of milliseconds for a list on a slow machine — no longer makes one long task of
  // the navigation (docs/changelog/performance-history.md, issue 18). Later renders of the page are not deferred.
  const shown = useDeferredValue(true, false);
  const content = useMemo(
    () =>
      shown ? (
        <PageGuard page={props.page}>
          <RouteContext.Provider value={TOP_ROUTE}>
            <TabRoutes routes={props.routes} location={props.location} />
          </RouteContext.Provider>
        </PageGuard>
      ) : (
        <Loading />
      ),
    [shown, props.page.key, at, props.routes], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The page's `useLocation()` (and so `useNavigate`, `useSearchParams`) reads the tab's address:
  // react-router 6.3's useRoutes matches the given location but leaves the router's own in context,
  // so without this every page kept in a tab re-rendered on every navigation, and read another tab's
  // `?id=`. The same object while the tab's address is the same.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tabLocation = useMemo(() => ({ location: props.location, navigationType: NavigationType.Pop }), [at]);
  // read by the page's focus refresh (./active): a stable function, so a tab switch re-renders nothing
  const activeRef = useRef(props.active);
  activeRef.current = props.active;
  const isActive = useCallback(() => activeRef.current, []);
  return (
    <div
      className="portal-tab-frame"
      role="tabpanel"
      id={tabPanelId(props.page.key)}
      aria-labelledby={tabElementId(props.page.key)}
      hidden={!props.active}
      data-tab={props.page.key}
    >
      <LocationContext.Provider value={tabLocation}>
        <TabActiveContext.Provider value={isActive}>{content}</TabActiveContext.Provider>
      </LocationContext.Provider>
    </div>
  );
});

function useLayoutChildren(): any[] {
  const { clientRoutes } = useAppData();
  return useMemo(() => {
    const layout = clientRoutes.find((r: any) => r.id === 'ant-design-pro-layout');
    return (layout?.children ?? clientRoutes) as any[];
  }, [clientRoutes]);
}

function Tabbed({ state: client }: { state: ClientState }) {
  const { setInitialState } = useModel('@@initialState');
  const location = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const routes = useLayoutChildren();
  const page = matchPage(location.pathname);
  const due = usePasswordChangeDue();

  // a password that must be changed first: every address leads to 修改密码
  useEffect(() => {
    if (due && !isPasswordPage(page)) navigate(PASSWORD_PATH, { replace: true });
  }, [due, page?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const state: TabsState = { tabs: client.tabsMenu, activeKey: client.activeMenuTabKey };
  const activeKey = page?.key ?? state.activeKey;
  /** the key of the page the address still shows although its tab was just closed */
  const closing = useRef<string | undefined>(undefined);

  /** the last location of every tab shown in this load; a tab has a frame once it is here */
  const seen = useRef(new Map<string, { location: Location; page: PageMatch }>());
  if (page) seen.current.set(page.key, { location, page });
  const [generation, setGeneration] = useState<Record<string, number>>({});
  /**
   * A tab being switched to whose page is already mounted: shown at once (a small synchronous render
   * of the tab shell alone), while the navigation — the layout, menu and router updates — follows as
   * an ordinary update once that frame has been painted (see `switchTo`). `at` is the location the
   * switch started from (the router's location object, a new one for every navigation — keys alone
   * do not tell entries apart that the router did not create): once the address moves on (the
   * switch's own navigation, or any other that overtook it), the address decides again what is shown.
   */
  const [showing, setShowing] = useState<{ key: string; at: Location } | undefined>();
  const shownKey = (showing && showing.at === location ? showing.key : undefined) ?? page?.key;
  /** the navigation of a switch that has not run yet, and the address it was scheduled at */
  const pendingSwitch = useRef<() => void>(undefined);
  const here = useRef(location);
  useLayoutEffect(() => {
    here.current = location;
  }, [location]);
  const cancelSwitch = () => {
    pendingSwitch.current?.();
    pendingSwitch.current = undefined;
  };
  useEffect(() => () => pendingSwitch.current?.(), []);

  const update = useCallback(
    (fn: (s: TabsState) => TabsState) =>
      setInitialState((s: ClientState | undefined) => {
        if (!s) return s;
        const next = fn({ tabs: s.tabsMenu, activeKey: s.activeMenuTabKey });
        if (next.tabs === s.tabsMenu && next.activeKey === s.activeMenuTabKey) return s;
        return { ...s, tabsMenu: next.tabs, activeMenuTabKey: next.activeKey };
      }),
    [setInitialState],
  );

  // the address bar → the tabs, the current path and its parent
  const arrive = (pathname: string, search: string) => {
    const at = matchPage(pathname);
    if (!at) return;
    const path = `${pathname}${search}`;
    update((s) => addTab(s, { key: at.key, title: at.titleKey }));
    saveCurrentPath(path, parentPathOf(at, client.menu));
    setInitialState((s: ClientState | undefined) => (s && s.currentPath !== path ? { ...s, currentPath: path } : s));
  };
  // at the navigation itself, in its own render (see useOnNavigate)
  useOnNavigate(arrive);
  // the first address, and any the history did not announce
  const currentPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    closing.current = undefined;
    arrive(location.pathname, location.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page?.key, currentPath]);

  // the tabs → session storage
  useEffect(() => saveTabs(state), [client.tabsMenu, client.activeMenuTabKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // forget closed tabs' pages
  const open = new Set(state.tabs.map((t) => t.key));
  useEffect(() => {
    for (const key of seen.current.keys()) if (!open.has(key) && key !== page?.key) seen.current.delete(key);
  });

  const go = (key: string) => {
    const last = seen.current.get(key)?.location;
    cancelSwitch();
    setShowing(undefined);
    navigate(last ? `${last.pathname}${last.search}${last.hash}` : key);
  };

  /**
   * A click on a tab whose page is mounted: the page is shown at once, the navigation follows after
   * that frame is painted. The navigation re-renders the layout, the menu and the tab bar (hundreds of
   * milliseconds on a slow machine); it runs as an ordinary update, not as a transition: React lets no
   * ordinary update interrupt a transition render, so while one was being rendered the animation and
   * alignment steps of a context menu opened meanwhile waited — the menu sat frozen in its first
   * animation step, a press on an item flushed it into the next one (scaled to nothing), the release
   * landed on the page beneath and the choice was lost. A switch made before the previous one has
   * navigated lands on the tab clicked last.
   */
  const switchTo = (key: string) => {
    const last = seen.current.get(key)?.location;
    if (!last) return go(key);
    cancelSwitch();
    if (key === page?.key) {
      // back to the tab the address is at, before the previous switch navigated away
      if (showing) flushSync(() => setShowing(undefined));
      return;
    }
    const at = location;
    if (key !== shownKey) flushSync(() => setShowing({ key, at }));
    pendingSwitch.current = afterNextPaint(() => {
      pendingSwitch.current = undefined;
      // another navigation (menu, link, back button) overtook this switch
      if (here.current !== at) return;
      navigate(`${last.pathname}${last.search}${last.hash}`);
    });
  };

  const run = (action: TabAction, key: string) => {
    if (action === 'refresh') {
      setGeneration((g) => ({ ...g, [key]: (g[key] ?? 0) + 1 }));
      if (key !== activeKey) go(key);
      return;
    }
    const current = { ...state, activeKey: shownKey ?? activeKey };
    const next =
      action === 'close'
        ? removeTab(current, key)
        : action === 'closeOthers'
          ? closeOthers(current, key)
          : action === 'closeLeft'
            ? closeLeft(current, key)
            : closeRight(current, key);
    if (page && !next.tabs.some((t) => t.key === page.key)) closing.current = page.key;
    update(() => next);
    // (a switch whose navigation has not run yet is carried out now, in the same render)
    if (next.activeKey !== activeKey) go(next.activeKey);
  };

  // the page the address shows has a tab at once, unless its tab was just closed (shownTabs)
  const allTabs = shownTabs(state.tabs, page ? { key: page.key, title: page.titleKey } : undefined, closing.current);
  // while the password must change, no other tab is offered
  const tabs = due ? allTabs.filter((t) => isPasswordPage(matchPage(t.key))) : allTabs;

  const frames = [...seen.current.values()].filter(({ page: p }) => (open.has(p.key) || p.key === page?.key) && (!due || isPasswordPage(p)));

  // the bar's handlers: stable functions calling this render's (see TabBar)
  const latest = useRef({ switchTo, run });
  latest.current = { switchTo, run };
  const onSwitch = useCallback((key: string) => latest.current.switchTo(key), []);
  const onAction = useCallback((action: TabAction, key: string) => latest.current.run(action, key), []);

  return (
    <div className="portal-tabs">
      <TabBar tabs={tabs} activeKey={shownKey ?? activeKey} locked={!!due} onSwitch={onSwitch} onAction={onAction} />
      <div className="portal-tab-content">
        {frames.map(({ page: p, location: l }) => (
          <TabFrame key={`${p.key}#${generation[p.key] ?? 0}`} page={p} location={l} routes={routes} active={p.key === shownKey} />
        ))}
        {!page && outlet}
      </div>
    </div>
  );
}

/** The layout's content: the tabbed pages once the client state is there, else its loading/error state. */
export default function TabShell() {
  const { initialState, loading, error, refresh } = useModel('@@initialState');
  const intl = useIntl();
  useHtmlLang();
  if (initialState) return <Tabbed state={initialState as ClientState} />;
  if (loading || !error || isSessionEnding()) {
    return (
      <div className="portal-center">
        <Spin tip={intl.formatMessage({ id: 'shell.loading' })} size="large">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'shell.init.failed' })}
      subTitle={intl.formatMessage({ id: 'shell.init.failedDetail' })}
      extra={
        <Button type="primary" onClick={() => refresh()}>
          {intl.formatMessage({ id: 'shell.init.retry' })}
        </Button>
      }
    />
  );
}
