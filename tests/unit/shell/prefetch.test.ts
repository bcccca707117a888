/**
 * Fetching the menu's pages ahead of time (src/core/chunks/prefetch.ts): when it runs (idle periods,
 * one page at a time, never before the first idle period), when it does not (save-data, 2G, stopped),
 * and which pages (the menu's own, in menu order).
 */
import { menuPageRoutes, prefetchAllowed, prefetchWhenIdle, type PrefetchEnv } from '@/core/chunks/prefetch';
import { filterMenu, sampleMenu } from '@/domain/menu';
import routes from '../../../config/routes';

/** A browser whose idle periods come when the test says so. */
function fakeBrowser(opts: { idle?: boolean; connection?: PrefetchEnv['connection'] } = {}) {
  const idle: Array<{ cb: () => void; timeout?: number; cancelled?: boolean }> = [];
  const env: PrefetchEnv = {
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h),
    connection: opts.connection,
    onStart: jest.fn(),
  };
  if (opts.idle !== false) {
    env.requestIdleCallback = (cb, o) => {
      idle.push({ cb, timeout: o?.timeout });
      return idle.length - 1;
    };
    env.cancelIdleCallback = (h) => {
      idle[h].cancelled = true;
    };
  }
  const pending = () => idle.filter((i) => !i.cancelled && !(i as any).ran);
  /** the browser is idle: run what waits for it */
  const beIdle = () => {
    for (const i of pending()) {
      (i as any).ran = true;
      i.cb();
    }
  };
  return { env, idle, pending, beIdle };
}

/** a loader whose import the test settles */
function loader() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const fn = jest.fn(() => new Promise<void>((res, rej) => ((resolve = res), (reject = rej))));
  return { fn, resolve: () => resolve(), reject: (e: unknown) => reject(e) };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('prefetchWhenIdle', () => {
  it('imports nothing until the browser is idle, then one page per idle period, each after the previous settled', async () => {
    const b = fakeBrowser();
    const [a, c, d] = [loader(), loader(), loader()];
    prefetchWhenIdle([a.fn, c.fn, d.fn], b.env);
    expect(a.fn).not.toHaveBeenCalled();
    expect(b.pending()).toHaveLength(1);
    expect(b.idle[0].timeout).toBeGreaterThan(0); // a page that is never idle still gets there

    b.beIdle();
    expect(a.fn).toHaveBeenCalledTimes(1);
    expect(b.env.onStart).toHaveBeenCalledTimes(1);
    expect(c.fn).not.toHaveBeenCalled();
    await flush();
    expect(b.pending()).toHaveLength(0); // the next waits for the first import

    a.resolve();
    await flush();
    expect(c.fn).not.toHaveBeenCalled(); // … and for the next idle period
    expect(b.pending()).toHaveLength(1);
    b.beIdle();
    expect(c.fn).toHaveBeenCalledTimes(1);
    c.resolve();
    await flush();
    b.beIdle();
    expect(d.fn).toHaveBeenCalledTimes(1);
    d.resolve();
    await flush();
    expect(b.pending()).toHaveLength(0);
    expect(b.env.onStart).toHaveBeenCalledTimes(1);
  });

  it('a failed import is ignored and the next page still comes', async () => {
    const b = fakeBrowser();
    const [a, c] = [loader(), loader()];
    const thrower = jest.fn(() => {
      throw new Error('no');
    });
    prefetchWhenIdle([thrower, a.fn, c.fn], b.env);
    b.beIdle();
    await flush();
    b.beIdle();
    expect(a.fn).toHaveBeenCalled();
    a.reject(new Error('Loading chunk 12 failed'));
    await flush();
    b.beIdle();
    expect(c.fn).toHaveBeenCalled();
  });

  it('each page once', async () => {
    const b = fakeBrowser();
    const a = loader();
    prefetchWhenIdle([a.fn, a.fn], b.env);
    b.beIdle();
    a.resolve();
    await flush();
    b.beIdle();
    expect(a.fn).toHaveBeenCalledTimes(1);
    expect(b.pending()).toHaveLength(0);
  });

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is 2G', { effectiveType: '2g' }],
    ['is slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing when the connection %s', async (_what, connection) => {
    const b = fakeBrowser({ connection });
    const a = loader();
    prefetchWhenIdle([a.fn], b.env);
    expect(b.pending()).toHaveLength(0);
    b.beIdle();
    expect(a.fn).not.toHaveBeenCalled();
  });

  it('stops when the connection starts saving data meanwhile', async () => {
    const connection = { saveData: false };
    const b = fakeBrowser({ connection });
    const [a, c] = [loader(), loader()];
    prefetchWhenIdle([a.fn, c.fn], b.env);
    b.beIdle();
    connection.saveData = true;
    a.resolve();
    await flush();
    b.beIdle();
    expect(c.fn).not.toHaveBeenCalled();
  });

  it('what has not started yet stops when it is cancelled', async () => {
    const b = fakeBrowser();
    const [a, c] = [loader(), loader()];
    const stop = prefetchWhenIdle([a.fn, c.fn], b.env);
    b.beIdle();
    stop();
    a.resolve();
    await flush();
    b.beIdle();
    expect(c.fn).not.toHaveBeenCalled();

    const b2 = fakeBrowser();
    const d = loader();
    prefetchWhenIdle([d.fn], b2.env)();
    expect(b2.pending()).toHaveLength(0); // the idle callback was cancelled
    b2.beIdle();
    expect(d.fn).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback: after a delay, and a shorter one between pages', async () => {
    jest.useFakeTimers();
    try {
      const b = fakeBrowser({ idle: false });
      const [a, c] = [loader(), loader()];
      prefetchWhenIdle([a.fn, c.fn], b.env, { idleTimeoutMs: 3000, firstDelayMs: 1500, nextDelayMs: 200 });
      jest.advanceTimersByTime(1499);
      expect(a.fn).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(a.fn).toHaveBeenCalled();
      a.resolve();
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(199);
      expect(c.fn).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(c.fn).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('prefetchAllowed', () => {
  it('allows an unknown or an ordinary connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed(null)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });
});

describe('menuPageRoutes', () => {
  const routeNames = new Set(routes.filter((r) => r.name && !r.redirect).map((r) => r.name));

  it("the menu's pages as route names, in menu order, each once, without home", () => {
    const names = menuPageRoutes(sampleMenu, '', ['home']);
    expect(names.slice(0, 3)).toEqual(['procurementOrder', 'aogOrder', 'substitutionOrder']);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('home');
    for (const n of names) expect(routeNames.has(n)).toBe(true);
  });

  it('only what the user may open (the filtered menu)', () => {
    const names = menuPageRoutes(filterMenu(sampleMenu, ['courseManagement', 'trainingOrder']), '');
    expect(names).toEqual(['trainingOrder', 'courseManagement']); // the menu's order
  });

  it('not the entries that open the external basic-operations system', () => {
    const local = menuPageRoutes(sampleMenu, '');
    const withOps = menuPageRoutes(sampleMenu, 'https://ops.example.com');
    expect(local).toContain('systemUser');
    expect(withOps).not.toContain('systemUser');
    expect(withOps.length).toBeLessThan(local.length);
  });
});
