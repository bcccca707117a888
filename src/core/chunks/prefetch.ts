/**
 * Fetching the pages of the user's menu ahead of time, so that the first visit of a list does not
 * wait for its chunks (ProTable, ProForm, the resource engine: ≈400 KiB gzip shared by every list
 * page) to download and evaluate. The home page starts it once it has rendered
 * (`usePrefetchMenuPages`); the work runs one page at a time, each when the browser is idle.
 *
 * - Nothing is fetched when the connection asks to save data (`navigator.connection.saveData`) or
 *   is a 2G one (`effectiveType` slow-2g / 2g).
 * - Each step waits for an idle period (`requestIdleCallback`, with a time-out so that a page that is
 *   never idle still gets there); without requestIdleCallback, a fixed delay.
 * - One page at a time: the next waits for the previous import to settle, and for the next idle
 *   period. A failed import is ignored (the page loads, and retries, when it is opened).
 * - Pages are the route loaders of `@@/plugin-retryablePages/pages` (the same chunks the routes
 *   load), in menu order; the first list page brings the shared chunks with it.
 * - A performance mark `portal:prefetch` notes when the first import starts (bench/run.mjs counts
 *   what is fetched after it apart from what the home page needed).
 */
import { menuTarget, type MenuItem } from '@/domain/menu';
import { matchPage } from '@/core/tabs/pages';

export type Loader = () => Promise<unknown>;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** What the scheduler needs from the browser (a fake in tests). */
export interface PrefetchEnv {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  cancelIdleCallback?: (handle: any) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: any) => void;
  connection?: ConnectionInfo | null;
  /** called once, just before the first import */
  onStart?: () => void;
}

export interface PrefetchTiming {
  /** the longest wait for an idle period before a step runs anyway */
  idleTimeoutMs: number;
  /** without requestIdleCallback: the wait before the first step, and between steps */
  firstDelayMs: number;
  nextDelayMs: number;
}

export const PREFETCH_TIMING: PrefetchTiming = { idleTimeoutMs: 3000, firstDelayMs: 1500, nextDelayMs: 200 };

const SLOW = new Set(['slow-2g', '2g']);

/** Whether fetching ahead suits the connection: not when it asks to save data, nor on 2G. */
export function prefetchAllowed(connection?: ConnectionInfo | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW.has(String(connection.effectiveType ?? ''));
}

export function browserEnv(): PrefetchEnv {
  const w = window as Window & { requestIdleCallback?: any; cancelIdleCallback?: any };
  return {
    requestIdleCallback: typeof w.requestIdleCallback === 'function' ? (cb, opts) => w.requestIdleCallback(cb, opts) : undefined,
    cancelIdleCallback: typeof w.cancelIdleCallback === 'function' ? (h) => w.cancelIdleCallback(h) : undefined,
    setTimeout: (cb, ms) => w.setTimeout(cb, ms),
    clearTimeout: (h) => w.clearTimeout(h),
    connection: (navigator as Navigator & { connection?: ConnectionInfo }).connection ?? null,
    onStart: () => performance.mark?.('portal:prefetch'),
  };
}

/**
 * Runs `loaders` one by one, each in an idle period, skipping everything on a connection that should
 * not be used for it. Returns a function that stops what has not started yet.
 */
export function prefetchWhenIdle(loaders: Loader[], env: PrefetchEnv = browserEnv(), timing: PrefetchTiming = PREFETCH_TIMING): () => void {
  const queue = [...new Set(loaders)];
  if (queue.length === 0 || !prefetchAllowed(env.connection)) return () => undefined;
  let cancelled = false;
  let started = false;
  let cancelWait: (() => void) | undefined;

  const whenIdle = (step: () => void) => {
    if (env.requestIdleCallback) {
      const handle = env.requestIdleCallback(step, { timeout: timing.idleTimeoutMs });
      cancelWait = () => env.cancelIdleCallback?.(handle);
    } else {
      const handle = env.setTimeout(step, started ? timing.nextDelayMs : timing.firstDelayMs);
      cancelWait = () => env.clearTimeout(handle);
    }
  };

  const step = () => {
    cancelWait = undefined;
    // the connection may have changed meanwhile (a data-saver switched on)
    if (cancelled || !prefetchAllowed(env.connection)) return;
    const load = queue.shift();
    if (!load) return;
    if (!started) {
      started = true;
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
        if (!cancelled && queue.length > 0) whenIdle(step);
      });
  };

  whenIdle(step);
  return () => {
    cancelled = true;
    cancelWait?.();
    cancelWait = undefined;
  };
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
