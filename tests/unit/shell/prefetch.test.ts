/**
 * Fetching ahead the pages the user opens most (src/core/chunks/prefetch.ts): the budget (pages and
 * bytes), the conditions (a quiet network, main thread and user, then an idle period; not on a
 * data-saver or 2G connection), yielding to input, stopping — and which pages (shortcuts, then the
 * first to-do list's page, only those the menu opens).
 */
import { browserEnv, menuPageRoutes, prefetchAllowed, prefetchRoutes, prefetchWhenIdle, PREFETCH_BUDGET, type PrefetchEnv } from '@/core/chunks/prefetch';
import { filterMenu, sampleMenu } from '@/domain/menu';
import routes from '../../../config/routes';

const QUIET = { quietMs: 300 };

/** A page whose clock, activity, bytes and idle periods the test drives (timers: jest's fake ones). */
function fakePage(opts: { idle?: boolean; connection?: PrefetchEnv['connection'] } = {}) {
  let clock = 0;
  let last = 0;
  let bytes = 0;
  const idle: Array<{ cb: () => void; done?: boolean }> = [];
  const env: PrefetchEnv = {
    now: () => clock,
    lastActivity: () => last,
    bytesSince: () => bytes,
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h),
    connection: opts.connection,
    onStart: jest.fn(),
    dispose: jest.fn(),
  };
  if (opts.idle !== false) {
    env.requestIdleCallback = (cb) => idle.push({ cb }) - 1;
    env.cancelIdleCallback = (h) => {
      idle[h].done = true;
    };
  }
  const page = {
    env,
    /** time passes (timers run) */
    pass: (ms: number) => {
      clock += ms;
      jest.advanceTimersByTime(ms);
    },
    /** a response ended, a long task ran or the user gave input, now */
    activity: () => {
      last = clock;
    },
    fetched: (n: number) => {
      bytes += n;
    },
    waitingForIdle: () => idle.filter((i) => !i.done).length,
    /** the browser is idle: run what waits for it */
    beIdle: () => {
      for (const i of idle.filter((x) => !x.done)) {
        i.done = true;
        i.cb();
      }
    },
  };
  return page;
}

/** a loader whose import the test settles */
function loader() {
  let resolve: () => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const fn = jest.fn(() => new Promise<void>((res, rej) => ((resolve = res), (reject = rej))));
  return { fn, resolve: () => resolve(), reject: (e: unknown) => reject(e) };
}
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('prefetchWhenIdle: when', () => {
  it('imports nothing until the page has been quiet for quietMs and then idle; any activity starts the wait again', () => {
    const p = fakePage();
    const a = loader();
    prefetchWhenIdle([a.fn], p.env, QUIET);
    p.pass(200);
    p.activity(); // a response ended, a long task, an input
    p.pass(200);
    expect(p.waitingForIdle()).toBe(0); // not quiet for 300 ms yet
    p.pass(100);
    expect(p.waitingForIdle()).toBe(1); // quiet: now it waits for an idle period
    p.beIdle();
    expect(a.fn).toHaveBeenCalledTimes(1);
    expect(p.env.onStart).toHaveBeenCalledTimes(1);
  });

  it('yields to input that comes while it waits for an idle period: it waits for quiet again', () => {
    const p = fakePage();
    const a = loader();
    prefetchWhenIdle([a.fn], p.env, QUIET);
    p.pass(300);
    expect(p.waitingForIdle()).toBe(1);
    p.activity(); // the user clicks
    p.beIdle();
    expect(a.fn).not.toHaveBeenCalled();
    p.pass(300);
    p.beIdle();
    expect(a.fn).toHaveBeenCalledTimes(1);
  });

  it('one page at a time: the next after the previous settled and after a new quiet period', async () => {
    const p = fakePage();
    const [a, b] = [loader(), loader()];
    prefetchWhenIdle([a.fn, b.fn], p.env, QUIET);
    p.pass(300);
    p.beIdle();
    p.pass(1000);
    p.beIdle();
    expect(b.fn).not.toHaveBeenCalled(); // a is still under way
    p.activity(); // its response
    a.resolve();
    await flush();
    p.pass(299);
    p.beIdle();
    expect(b.fn).not.toHaveBeenCalled();
    p.pass(1);
    p.beIdle();
    expect(b.fn).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback: the quiet period alone', () => {
    const p = fakePage({ idle: false });
    const a = loader();
    prefetchWhenIdle([a.fn], p.env, QUIET);
    p.pass(299);
    expect(a.fn).not.toHaveBeenCalled();
    p.pass(1);
    expect(a.fn).toHaveBeenCalledTimes(1);
  });

  it('a failed import is ignored and the next page still comes', async () => {
    const p = fakePage();
    const thrower = jest.fn(() => {
      throw new Error('no');
    });
    const a = loader();
    prefetchWhenIdle([thrower, a.fn], p.env, QUIET);
    p.pass(300);
    p.beIdle();
    await flush();
    p.pass(300);
    p.beIdle();
    expect(a.fn).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchWhenIdle: the budget', () => {
  it(`at most ${PREFETCH_BUDGET.pages} pages, each once`, async () => {
    const p = fakePage();
    const ls = Array.from({ length: PREFETCH_BUDGET.pages + 2 }, loader);
    prefetchWhenIdle([ls[0].fn, ls[0].fn, ...ls.slice(1).map((l) => l.fn)], p.env, QUIET);
    for (const l of ls) {
      p.pass(300);
      p.beIdle();
      l.resolve();
      await flush();
    }
    expect(ls[0].fn).toHaveBeenCalledTimes(1);
    expect(ls.filter((l) => l.fn.mock.calls.length > 0)).toHaveLength(PREFETCH_BUDGET.pages);
    expect(p.env.dispose).toHaveBeenCalled(); // done: stops watching the page
  });

  it('stops once the bytes since its start reach the budget', async () => {
    const p = fakePage();
    const [a, b] = [loader(), loader()];
    prefetchWhenIdle([a.fn, b.fn], p.env, QUIET, { pages: 5, bytes: 1000 });
    p.pass(300);
    p.beIdle();
    p.fetched(1000);
    a.resolve();
    await flush();
    p.pass(300);
    p.beIdle();
    expect(b.fn).not.toHaveBeenCalled();
    expect(p.env.dispose).toHaveBeenCalled();
  });

  it('the stated budget holds a list page with the engine and a few more pages, not the whole menu', () => {
    expect(PREFETCH_BUDGET.pages).toBeLessThanOrEqual(3);
    expect(PREFETCH_BUDGET.bytes).toBeLessThanOrEqual(512 * 1024);
  });
});

describe('prefetchWhenIdle: the connection and stopping', () => {
  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is 2G', { effectiveType: '2g' }],
    ['is slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing when the connection %s', (_what, connection) => {
    const p = fakePage({ connection });
    const a = loader();
    prefetchWhenIdle([a.fn], p.env, QUIET);
    p.pass(1000);
    p.beIdle();
    expect(a.fn).not.toHaveBeenCalled();
    expect(p.env.dispose).toHaveBeenCalled();
  });

  it('stops when the connection starts saving data meanwhile', async () => {
    const connection = { saveData: false };
    const p = fakePage({ connection });
    const [a, b] = [loader(), loader()];
    prefetchWhenIdle([a.fn, b.fn], p.env, QUIET);
    p.pass(300);
    p.beIdle();
    connection.saveData = true;
    a.resolve();
    await flush();
    p.pass(300);
    p.beIdle();
    expect(b.fn).not.toHaveBeenCalled();
  });

  it('what has not started yet stops when it is cancelled', async () => {
    const p = fakePage();
    const [a, b] = [loader(), loader()];
    const stop = prefetchWhenIdle([a.fn, b.fn], p.env, QUIET);
    p.pass(300);
    p.beIdle();
    stop();
    a.resolve();
    await flush();
    p.pass(300);
    p.beIdle();
    expect(b.fn).not.toHaveBeenCalled();
    expect(p.env.dispose).toHaveBeenCalled();
  });
});

describe('browserEnv', () => {
  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('counts a %s as activity, and forgets the page when disposed', (type) => {
    const env = browserEnv();
    const before = env.lastActivity();
    jest.advanceTimersByTime(50);
    window.dispatchEvent(new Event(type));
    const after = env.lastActivity();
    expect(after).toBeGreaterThan(before);
    env.dispose?.();
    jest.advanceTimersByTime(50);
    window.dispatchEvent(new Event(type));
    expect(env.lastActivity()).toBe(after);
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

describe('which pages', () => {
  const routeNames = new Set(routes.filter((r) => r.name && !r.redirect).map((r) => r.name));

  it("the menu's pages as route names, in menu order, each once, without home", () => {
    const names = menuPageRoutes(sampleMenu, '', ['home']);
    expect(names.slice(0, 3)).toEqual(['procurementOrder', 'aogOrder', 'substitutionOrder']);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('home');
    for (const n of names) expect(routeNames.has(n)).toBe(true);
  });

  it('not the entries that open the external basic-operations system', () => {
    const local = menuPageRoutes(sampleMenu, '');
    const withOps = menuPageRoutes(sampleMenu, 'https://ops.example.com');
    expect(local).toContain('systemUser');
    expect(withOps).not.toContain('systemUser');
  });

  it('the most opened first (shortcuts, then the first to-do list’s page), only what the menu opens here, each once, within the budget', () => {
    const menu = menuPageRoutes(sampleMenu, '', ['home']);
    expect(prefetchRoutes(menu, ['aogOrder', 'nosuchPage', 'aogOrder', undefined, 'systemUser', 'approvalManagement', 'leaseOrder'])).toEqual(
      ['aogOrder', 'systemUser', 'approvalManagement'].slice(0, PREFETCH_BUDGET.pages),
    );
    const training = menuPageRoutes(filterMenu(sampleMenu, ['courseManagement', 'trainingOrder']), '');
    expect(prefetchRoutes(training, ['aogOrder', 'trainingOrder'])).toEqual(['trainingOrder']); // may not open aogOrder
  });
});
