/**
 * The pages' code: loaded on demand, retryable after a failed download, and rendered without
 * suspending once it is in.
 *
 * config/plugins/retryablePages.ts gives every page file one entry, `definePage(load, styles?)`
 * (`@@/plugin-retryablePages/pages`), and the client routes render that entry's component
 * (`renderPagesDirectly`, run by the build's runtime plugin on umi's `patchClientRoutes`) instead of
 * umi's own `React.lazy` around the route's import:
 *
 * - **Loaded once, shared**: the idle-time prefetch (src/core/chunks/prefetch.ts) calls the entry's
 *   `load`, the route renders its `Component`; both wait for the same download.
 * - **No suspension when the code is in**: a page whose code arrived (fetched ahead of time, or shown
 *   before) renders in the navigation's own render. umi's route loader and a plain `React.lazy`
 *   suspend on every first render even then — each a fallback committed, a later task to resume
 *   in, and React holding the page back until 300 ms after the fallback appeared (its throttle on
 *   revealing suspended content). The page's `React.lazy` is given an already-settled thenable when
 *   the module is known, which React reads synchronously (docs/changelog/performance-history.md, issue 18).
 * - **Retryable**: React.lazy keeps a rejected import forever, so after one failed chunk download the
 *   page could never load again without a full reload. A failed entry is remembered; the page's error
 *   boundary (src/core/errors/PageErrorBoundary.tsx) calls `retryFailedPages()`, which gives every
 *   failed entry a fresh React.lazy, and remounts the page: the import runs again, and webpack (which
 *   forgets failed chunks) downloads the chunk again.
 * - **Data with the code**: a page module may export `preload` (a list page: its first page, see
 *   src/engine/useFirstPage.ts); the tab that opens the page calls it in the navigation's own task
 *   (`preloadPage`), so the request travels while the page renders (a page whose code is not in yet
 *   asks as soon as its code arrives).
 * - **The pages' texts with the code**: the page renders once its language's whole table is in
 *   (src/core/locale.ts; the entry carries only the shell's texts), wired by src/app.tsx (`pagesNeed`).
 * - **Static antd styles**: pages take antd's component styles from the static stylesheet antd ships,
 *   loaded with the first page (a CSS chunk of its own, `antd-static`, the `styles` import), instead
 *   of generating them when a component is first used (antd's zero-runtime theme): the first visit of
 *   a list no longer spends its time writing the table's, form's and pickers' CSS. The shell around
 *   the pages (header, menu, tab bar, the loading and error states) and the landing page take theirs
 *   from the layout's stylesheet, cut to their components by the build (config/shellStyles.ts), so
 *   the first paint does not wait for the pages' stylesheet. The theme and the dark mode reach the
 *   static rules as CSS variables, still set at run time.
 */
import Loading from '@/loading';
import { ConfigProvider } from 'antd';
import { Suspense, cloneElement, isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
// umi's own react-router (its alias)
import { matchRoutes } from 'react-router-dom';

/**
 * A page file: its component, and optionally `preload` — what the page will ask the server for first
 * (a list's first page), started as the page's tab opens rather than when the page has rendered.
 */
type PageModule = { default: ComponentType<any>; preload?: () => void };

export interface PageEntry {
  /** fetches the page's code (and stylesheet), once; a failed attempt may be made again */
  load: () => Promise<PageModule>;
  /** the page: renders at once when its code is in, else suspends until it is */
  Component: ComponentType<any>;
  /** the page is being opened: its `preload` runs now if its code is in, else as soon as it arrives */
  preload: () => void;
}

const failed = new Set<() => void>();

/** What every page waits for besides its own code; a failure is the page's load error, with its retry. */
let pageNeeds: () => Promise<unknown> = () => Promise.resolve();

export function pagesNeed(need: () => Promise<unknown>) {
  pageNeeds = need;
}

/**
 * The pages' theme: the portal's (inherited), with antd's static styles; one CSS-variable scope for
 * every page (each page would otherwise write the theme's variables again under a key of its own).
 */
const PAGE_THEME = { zeroRuntime: true, cssVar: { key: 'portal-page' } };

/**
 * One page: `load` imports it; `styles` (the build passes the import of antd's static stylesheet) is
 * awaited with it, and the page then renders with antd's zero-runtime theme.
 */
export function definePage(load: () => Promise<PageModule>, styles?: () => Promise<unknown>): PageEntry {
  let settled: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  /** the page was opened before its code was in: its preload runs when the code arrives */
  let preloadWanted = false;
  const fetchPage = () =>
    (pending ??= Promise.all([load(), styles?.(), pageNeeds()])
      .then(([page]) => {
        settled = page;
        if (preloadWanted) {
          preloadWanted = false;
          page.preload?.();
        }
        return page;
      })
      .catch((error) => {
        pending = undefined;
        failed.add(reset);
        throw error;
      }));
  // a module already in is handed over as a settled thenable: React.lazy takes it without suspending
  // biome-ignore lint/suspicious/noThenProperty: the thenable is the point (React.lazy reads a settled one synchronously)
  const fromCache = () => (settled ? ({ then: (resolve: (m: PageModule) => void) => resolve(settled!) } as unknown as Promise<PageModule>) : fetchPage());
  let Page = lazy(fromCache);
  function reset() {
    Page = lazy(fromCache);
  }
  function PageComponent(props: Record<string, unknown>) {
    if (!styles) return <Page {...props} />;
    return (
      <ConfigProvider theme={PAGE_THEME}>
        <Page {...props} />
      </ConfigProvider>
    );
  }
  // (the preload never starts the download itself: the page's render does, and a failed download is
  // then the page's load error with its retry, not one silently repeated)
  const preload = () => {
    if (settled) settled.preload?.();
    else preloadWanted = true;
  };
  return { load: fetchPage, Component: PageComponent, preload };
}

/** Give every page whose chunk failed a fresh loader. Returns how many there were. */
export function retryFailedPages(): number {
  const count = failed.size;
  failed.forEach((reset) => reset());
  failed.clear();
  return count;
}

interface ClientRoute {
  id: string;
  path?: string;
  element?: unknown;
  children?: ClientRoute[];
  /** the page entry's `preload` (set by `renderPagesDirectly`) */
  preload?: () => void;
}

/**
 * The client routes render each page's entry (by route id) in a Suspense of their own, in place of
 * umi's lazy route component; the route's context (umi's `RouteContext` element around it) stays.
 */
export function renderPagesDirectly(routes: ClientRoute[], pages: Record<string, PageEntry>) {
  for (const route of routes) {
    const page = pages[route.id];
    if (page && isValidElement(route.element)) {
      const { Component } = page;
      route.preload = page.preload;
      route.element = cloneElement(
        route.element as ReactElement,
        undefined,
        <Suspense fallback={<Loading />}>
          <Component />
        </Suspense>,
      );
    }
    if (route.children) renderPagesDirectly(route.children, pages);
  }
}

/**
 * A page is being opened at `pathname` (a new tab, in the navigation's own task): starts what the page
 * will ask for first (its module's `preload`), so that the data and the page's rendering overlap.
 */
export function preloadPage(routes: ClientRoute[], pathname: string) {
  const matched = matchRoutes(routes as Parameters<typeof matchRoutes>[0], pathname);
  (matched?.[matched.length - 1]?.route as ClientRoute | undefined)?.preload?.();
}
