/**
 * Fetching, ahead of time, the few pages the user's role opens most, so that their first visit — by
 * the menu, a link, the browser's back/forward or a pasted address — does not wait for the list's
 * chunks (ProTable, ProForm, the resource engine: ≈ 400 KiB gzip shared by every list page). The home
 * page starts it once it has rendered (`usePrefetchMenuPages`). It never competes with the user:
 *
 * - **Bounded**: at most `PREFETCH_BUDGET.pages` pages — the user's shortcuts (their personal
 *   configuration, set per role), then the page of the to-do list their home shows first
 *   (`prefetchRoutes`) — and it stops once `PREFETCH_BUDGET.bytes` have come over the network
 *   since it started (resource timing's transferSize, everything the page fetched meanwhile).
 * - **Only when idle**: each page waits until the network has been quiet (no response finished),
 *   no task has held the main thread over 50 ms and no input came, for `quietMs`; then for an idle
 *   period of the browser (`requestIdleCallback`, without a time-out: a page that is never idle
 *   fetches nothing ahead). Without requestIdleCallback, the quiet window alone.
 * - **Yields to input**: a pointer, key, wheel or touch input starts the quiet window again, so the
 *   next page waits until the user has stopped (an import already under way finishes).
 * - **Not on a connection that should not pay for it**: `navigator.connection.saveData`, or an
 *   effective type of slow-2g / 2g — checked before each page.
 * - One page at a time; a failed import is ignored (the page loads, and retries, when it is opened).
 * - A performance mark `portal:prefetch` notes when the first import starts (bench/ counts what is
 *   fetched after it apart from what the landing page needed).
 */
import { menuTarget, type MenuItem } from '@/domain/menu';
import { matchPage } from '@/core/tabs/pages';

export type Loader = () => Promise<unknown>;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** The stated budget of what is fetched ahead after the landing page. */
export const PREFETCH_BUDGET = {
  /** pages, the most opened first */
  pages: 3,
  /** bytes over the network since the first import (gzip as served): the list engine's shared chunks and a few pages */
  bytes: 480 * 1024,
};

export interface PrefetchTiming {
  /** how long the network, the main thread and the user must have been quiet before a page is fetched */
  quietMs: number;
}

export const PREFETCH_TIMING: PrefetchTiming = { quietMs: 300 };

/** What the scheduler needs from the browser (a fake in tests). */
export interface PrefetchEnv {
  now: () => number;
  /** the last moment something happened that the prefetch must not compete with: a response, a long task, an input */
  lastActivity: () => number;
  /** bytes that came over the network since `since` (the clock of `now`) */
  bytesSince: (since: number) => number;
  requestIdleCallback?: (callback: () => void) => unknown;
  cancelIdleCallback?: (handle: any) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: any) => void;
  connection?: ConnectionInfo | null;
  /** called once, just before the first import */
  onStart?: () => void;
  /** stops watching the page (observers, listeners) */
  dispose?: () => void;
}

const SLOW = new Set(['slow-2g', '2g']);

/** Whether fetching ahead suits the connection: not when it asks to save data, nor on 2G. */
export function prefetchAllowed(connection?: ConnectionInfo | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW.has(String(connection.effectiveType ?? ''));
}

const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The browser's clock, network, long tasks and inputs, as the scheduler reads them. */
export function browserEnv(): PrefetchEnv {
  const w = window as Window & { requestIdleCallback?: any; cancelIdleCallback?: any };
  let last = performance.now();
  const touch = () => {
    last = performance.now();
  };
  const observers: PerformanceObserver[] = [];
  const observe = (type: string, seen: (entry: PerformanceEntry) => void) => {
    try {
      const o = new PerformanceObserver((list) => list.getEntries().forEach(seen));
      o.observe({ type, buffered: true });
      observers.push(o);
    } catch {
      // an entry type the browser does not know: the others still count
    }
  };
  observe('resource', (e) => {
    last = Math.max(last, (e as PerformanceResourceTiming).responseEnd);
  });
  observe('longtask', (e) => {
    last = Math.max(last, e.startTime + e.duration);
  });
  for (const type of INPUTS) window.addEventListener(type, touch, { capture: true, passive: true });
  return {
    now: () => performance.now(),
    lastActivity: () => last,
    bytesSince: (since) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= since)
        .reduce((sum, e) => sum + (e.transferSize || 0), 0),
    requestIdleCallback: typeof w.requestIdleCallback === 'function' ? (cb) => w.requestIdleCallback(cb) : undefined,
    cancelIdleCallback: typeof w.cancelIdleCallback === 'function' ? (h) => w.cancelIdleCallback(h) : undefined,
    setTimeout: (cb, ms) => w.setTimeout(cb, ms),
    clearTimeout: (h) => w.clearTimeout(h),
    connection: (navigator as Navigator & { connection?: ConnectionInfo }).connection ?? null,
    onStart: () => performance.mark?.('portal:prefetch'),
    dispose: () => {
      observers.forEach((o) => o.disconnect());
      for (const type of INPUTS) window.removeEventListener(type, touch, { capture: true });
    },
  };
}

/**
 * Runs `loaders` one by one, each once the page has been quiet for `timing.quietMs` and then idle,
 * within `budget`, skipping everything on a connection that should not be used for it. Returns a
 * function that stops what has not started yet.
 */
export function prefetchWhenIdle(
  loaders: Loader[],
  env: PrefetchEnv = browserEnv(),
  timing: PrefetchTiming = PREFETCH_TIMING,
  budget: typeof PREFETCH_BUDGET = PREFETCH_BUDGET,
): () => void {
  const queue = [...new Set(loaders)].slice(0, budget.pages);
  let cancelled = false;
  let startedAt: number | undefined;
  let cancelWait: (() => void) | undefined;
  const stop = () => {
    cancelled = true;
    cancelWait?.();
    cancelWait = undefined;
    env.dispose?.();
  };
  if (queue.length === 0 || !prefetchAllowed(env.connection)) {
    env.dispose?.();
    return () => undefined;
  }

  const withinBudget = () => startedAt === undefined || env.bytesSince(startedAt) < budget.bytes;

  // quiet for quietMs (network, long tasks, input), then an idle period; checked again after it
  const whenQuiet = () => {
    const wait = Math.max(0, env.lastActivity() + timing.quietMs - env.now());
    const handle = env.setTimeout(() => {
      cancelWait = undefined;
      if (env.now() - env.lastActivity() < timing.quietMs) return whenQuiet();
      if (!env.requestIdleCallback) return step();
      const idle = env.requestIdleCallback(() => {
        cancelWait = undefined;
        if (env.now() - env.lastActivity() < timing.quietMs) return whenQuiet();
        step();
      });
      cancelWait = () => env.cancelIdleCallback?.(idle);
    }, wait);
    cancelWait = () => env.clearTimeout(handle);
  };

  const step = () => {
    // the connection may have changed meanwhile (a data-saver switched on), the budget may be spent
    if (cancelled || !prefetchAllowed(env.connection) || !withinBudget()) return stop();
    const load = queue.shift();
    if (!load) return stop();
    if (startedAt === undefined) {
      startedAt = env.now();
      env.onStart?.();
    }
    let settled: Promise<unknown>;
    try {
      settled = Promise.resolve(load());
    } catch (error) {
      settled = Promise.reject(error);
    }
    settled
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        if (queue.length > 0) whenQuiet();
        else stop();
      });
  };

  whenQuiet();
  return stop;
}

/**
 * The route names of the pages the menu opens in this portal, in menu order, without `exclude` and
 * without entries that open another system (`basicOpsUrl`, `href`), each once.
 */
export function menuPageRoutes(menu: MenuItem[], basicOpsUrl: string | undefined, exclude: string[] = []): string[] {
  const out: string[] = [];
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.functionType === 'MENU') {
        visit(item.subMenu ?? []);
        continue;
      }
      const target = menuTarget(item, basicOpsUrl);
      if (target.external) continue;
      const name = matchPage(target.url.split(/[?#]/)[0])?.route.name;
      if (name && !exclude.includes(name) && !out.includes(name)) out.push(name);
    }
  };
  visit(menu);
  return out;
}

/**
 * The pages worth fetching ahead, most opened first (`mostOpened`: the user's shortcuts, then the page
 * of the to-do list home shows first) — each only if the user's menu opens it here (`menuRoutes`), each once,
 * at most `PREFETCH_BUDGET.pages`.
 */
export function prefetchRoutes(menuRoutes: string[], mostOpened: Array<string | undefined>, limit = PREFETCH_BUDGET.pages): string[] {
  const allowed = new Set(menuRoutes);
  const out: string[] = [];
  for (const name of mostOpened) if (name && allowed.has(name) && !out.includes(name)) out.push(name);
  return out.slice(0, limit);
}
