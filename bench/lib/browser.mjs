/**
 * Measuring the portal in Debian's Chromium through playwright-core and the DevTools protocol.
 *
 * Every run launches a fresh browser with a fresh profile (cold HTTP cache, empty storage), so each
 * cold load downloads everything again. Timings of in-app interactions are taken inside the page:
 * from the timestamp of the pointerdown that starts the interaction to the first animation frame in
 * which the awaited content is in the DOM and visible — that frame is the one painted next, so the
 * figure is what a user sees, without the automation's round trips.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const chromiumConfig = JSON.parse(fs.readFileSync(new URL('../../config/chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM = process.env.CHROMIUM_PATH || chromiumConfig.executablePath;
export const CHROMIUM_ARGS = chromiumConfig.args;
/**
 * Installed before any script of the page: records paint and LCP entries and the first frame in
 * which each registered "watch" condition holds. Conditions are { selector, text?, all? } objects:
 * some element matching `selector` (containing `text`, when given) is visible.
 */
function pageProbe() {
  const bench = (window.__bench = { paints: {}, lcp: 0, marks: {}, longTasks: [], tasks: [], shifts: [] });
  // main-thread tasks over 50 ms (the longest one during an interaction: measureInteraction; the
  // landing's total blocking time: landingFigures)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        bench.longTasks.push(e.duration);
        bench.tasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // layout shifts not caused by input (what CLS counts)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) bench.shifts.push({ start: e.startTime, value: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.paints[e.name] = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp = Math.max(bench.lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const visible = (el) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  bench.holds = (conds) =>
    conds.every(({ selector, text }) =>
      Array.from(document.querySelectorAll(selector)).some((el) => visible(el) && (!text || (el.textContent || '').includes(text))),
    );
  /** Resolves with performance.now() of the first frame in which `conds` hold. */
  bench.whenHolds = (conds, timeoutMs = 60000) =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      const tick = () => {
        if (bench.holds(conds)) return resolve(performance.now());
        if (performance.now() - start > timeoutMs) return reject(new Error(`timed out waiting for ${JSON.stringify(conds)}`));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  /** Arms a measurement: the next pointerdown (or keydown) is its start, `conds` holding is its end. */
  bench.arm = (conds, timeoutMs) => {
    let startAt = null;
    const onStart = (e) => {
      if (startAt === null) startAt = e.timeStamp;
    };
    window.addEventListener('pointerdown', onStart, true);
    window.addEventListener('keydown', onStart, true);
    bench.pending = new Promise((resolve, reject) => {
      const wait = () => {
        if (startAt === null) return requestAnimationFrame(wait);
        bench
          .whenHolds(conds, timeoutMs)
          .then((end) => resolve(end - startAt), reject)
          .finally(() => {
            window.removeEventListener('pointerdown', onStart, true);
            window.removeEventListener('keydown', onStart, true);
          });
      };
      wait();
    });
  };
  /** Registers a condition whose first holding time (ms since navigation start) is kept in marks[name]. */
  bench.watch = (name, conds) => {
    if (bench.marks[name]) return;
    const check = () => {
      if (!bench.marks[name] && document.body && bench.holds(conds)) bench.marks[name] = performance.now();
    };
    const loop = () => {
      check();
      if (!bench.marks[name]) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  };
}

export async function launch() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const close = async () => {
    await context.close().catch(() => {});
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  return { context, close };
}

/**
 * Counts requests and bytes on the wire (encodedDataLength: body as served + headers) by resource type.
 * `snapshot(beforeEpochMs)` counts only requests sent before that moment (wall clock, ms), and
 * `snapshot(undefined, afterEpochMs)` only those sent from it on.
 */
export function networkRecorder(cdp) {
  const types = new Map();
  const inflight = new Set();
  const sent = [];
  const done = [];
  const failed = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/^(data|blob):/.test(e.request.url)) return;
    if (!inflight.has(e.requestId)) sent.push(e.wallTime * 1000);
    inflight.add(e.requestId);
    types.set(e.requestId, { type: e.type || 'Other', url: e.request.url, wall: e.wallTime * 1000 });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = types.get(e.requestId);
    if (t) t.type = e.type || t.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId);
    inflight.delete(e.requestId);
    lastActivity = Date.now();
    if (!t) return;
    const key = t.type === 'Fetch' ? 'XHR' : t.type;
    done.push({ key, bytes: e.encodedDataLength, wall: t.wall, file: t.url.replace(/^https?:\/\/[^/]+\//, '') });
  });
  cdp.on('Network.loadingFailed', (e) => {
    inflight.delete(e.requestId);
    lastActivity = Date.now();
    const t = types.get(e.requestId);
    if (t && !e.canceled) failed.push(`${t.url} ${e.errorText}`);
  });
  return {
    snapshot: (beforeEpochMs = Infinity, afterEpochMs = -Infinity) => {
      const within = (wall) => wall < beforeEpochMs && wall >= afterEpochMs;
      const byType = {};
      const files = [];
      for (const d of done.filter((x) => within(x.wall))) {
        byType[d.key] = (byType[d.key] || 0) + d.bytes;
        if (d.key === 'Script' || d.key === 'Stylesheet') files.push({ file: d.file, bytes: d.bytes });
      }
      return { requests: sent.filter(within).length, byType, failed: [...failed], files };
    },
    /** Resolves once nothing has been in flight for `quietMs` (or after `maxMs`). */
    idle: async (quietMs = 500, maxMs = 20000) => {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (inflight.size === 0 && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
  };
}

/** Opens a page with the probe installed, a CDP session, the network recorder and the CPU throttle. */
export async function instrumentedPage(context, { cpuRate = 1 } = {}) {
  const page = context.pages()[0] || (await context.newPage());
  await page.addInitScript(pageProbe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const net = networkRecorder(cdp);
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return { page, cdp, net, problems };
}

/** JS heap in use after a full garbage collection, bytes. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return { used: m.JSHeapUsedSize, total: m.JSHeapTotalSize };
}

/**
 * Times one interaction: arms the probe with the end condition, performs `act` (a Playwright action,
 * whose pointerdown/keydown starts the clock) and returns the milliseconds until the condition held.
 */
export async function timeInteraction(page, conds, act, timeoutMs = 60000) {
  await page.evaluate(([c, t]) => window.__bench.arm(c, t), [conds, timeoutMs]);
  await act();
  return page.evaluate(() => window.__bench.pending);
}

/** Main-thread CPU time of the page so far, ms (Performance.getMetrics ThreadTime): work done, whatever else the machine is busy with. */
export async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = metrics.find((x) => x.name === 'ThreadTime');
  return m ? m.value * 1000 : null;
}

/** timeInteraction plus the main-thread CPU spent until the end condition held (and the page went quiet for a frame). */
export async function measureInteraction(page, cdp, conds, act, timeoutMs) {
  const tasksBefore = await page.evaluate(() => window.__bench.longTasks.length);
  const before = await threadTime(cdp);
  const ms = await timeInteraction(page, conds, act, timeoutMs);
  const after = await threadTime(cdp);
  // the tasks of the interaction have ended when its content is painted; their entries arrive just after
  await page.waitForTimeout(100);
  const longestTaskMs = await page.evaluate((n) => Math.max(0, ...window.__bench.longTasks.slice(n)), tasksBefore);
  return { ms, cpuMs: before != null && after != null ? after - before : null, longestTaskMs };
}

/**
 * The landing's stillness and responsiveness so far, as Lighthouse counts them: CLS — the largest
 * session window of layout shifts (shifts less than 1 s apart, a window at most 5 s long) —, total
 * blocking time — the part over 50 ms of every long task after the first contentful paint — and the
 * longest task.
 */
export async function landingFigures(page) {
  return page.evaluate(() => {
    const b = window.__bench;
    let cls = 0;
    let win = 0;
    let first = -Infinity;
    let prev = -Infinity;
    for (const s of b.shifts) {
      if (s.start - prev > 1000 || s.start - first > 5000) {
        win = 0;
        first = s.start;
      }
      win += s.value;
      prev = s.start;
      cls = Math.max(cls, win);
    }
    const fcp = b.paints['first-contentful-paint'] ?? 0;
    const after = b.tasks.filter((t) => t.start + t.duration > fcp);
    return {
      cls,
      tbtMs: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longestTaskMs: Math.max(0, ...b.tasks.map((t) => t.duration)),
      longTasks: b.tasks.length,
    };
  });
}

export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const stats = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return s.length ? { median: median(s), min: Math.min(...s), max: Math.max(...s), n: s.length } : null;
};
