#!/usr/bin/env node
/**
 * npm run bench — how fast the portal opens and switches pages, against Ant Design Pro's figures.
 *
 *   node bench/run.mjs [--no-build] [--runs N] [--rates 1,4] [--port 8601] [--skip-mock] [--save-data]
 *
 * 1. Builds with `max build` (ANALYZE=1: webpack-bundle-analyzer's JSON lands in bench/results/) and
 *    takes the static figures of dist/ (what index.html loads, totals, gzip -9).
 * 2. Serves dist + the mock API with `max preview --port <port>`.
 * 3. For each CPU throttle rate, N runs, each in a fresh Chromium with a fresh profile:
 *    cold load of /home?token=… (what the sign-in redirect lands on): bytes on the wire by type,
 *    requests, FCP, LCP, home content visible, CLS, total blocking time and the longest task (as
 *    Lighthouse counts them, until the network is quiet); then in the same session
 *    /home → /aogOrder by the menu (first visit) until rows show, tab back to home and to the list
 *    again (warm, 3×), and opening the create form; then an administration list, /home → /systemUser
 *    (first visit) and tab switches back to it (warm, 3×). The JS heap after load is taken in a session
 *    of its own (a cold /home, then a full garbage collection): the collection the DevTools protocol
 *    forces also drops compiled code, which the next interaction would compile again — a browser does
 *    that only under memory pressure — so it is kept away from the timed interactions.
 * 4. Runs the mock list benchmark over 100,000 records (bench/mock-list.*) when it is there.
 * Prints a table (median and min–max) beside the targets (bench/lib/report.mjs) and writes
 * bench/results/latest.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { analyze } from './analyze.mjs';
import { CHROMIUM, heapAfterGc, instrumentedPage, landingFigures, launch, measureInteraction, threadTime } from './lib/browser.mjs';
import { staticFigures } from './lib/static.mjs';
import { loadTs } from './lib/ts.mjs';
import { REFERENCE, summarise, table, TARGETS } from './lib/report.mjs';
import * as scenario from './scenario.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const flag = (name) => args.includes(`--${name}`);
const RUNS = Number(opt('runs', 5));
const RATES = String(opt('rates', '1,4')).split(',').map(Number);
const PORT = Number(opt('port', 8601));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WARM_SWITCHES = 3;
/** --save-data: the browser reports a connection that asks to save data, so nothing is fetched ahead of time (A/B of the idle prefetch) */
const SAVE_DATA = flag('save-data');

const log = (...a) => console.error('[bench]', ...a);

function build() {
  log('max build (ANALYZE=1) …');
  const t0 = Date.now();
  const r = spawnSync('npx', ['max', 'build'], {
    cwd: root,
    env: { ...process.env, ANALYZE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error('max build failed');
  }
  return (Date.now() - t0) / 1000;
}

async function startPreview() {
  // max preview silently takes the next free port when ours is taken: make sure nobody answers first
  const busy = await fetch(`${ORIGIN}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${ORIGIN} already answers — stop whatever holds port ${PORT} or pass --port`);
  log(`max preview --port ${PORT} …`);
  const child = spawn('npx', ['max', 'preview', '--port', String(PORT)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`max preview exited:\n${output}`);
    try {
      const res = await fetch(`${ORIGIN}/home`);
      if (res.ok) return stop;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`max preview did not answer on ${ORIGIN}:\n${output}`);
}

/** Signs the administrator in through the development sign-in service (mock/auth.ts): the token /sso hands back. */
async function adminToken() {
  const res = await fetch(`${ORIGIN}/sso/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123', redirect: '/home' }),
  });
  const body = await res.json();
  if (!body?.success || !body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

let GUIDE_SEEN_PREFIX = '';

/** The JS heap in use after a cold /home and a full garbage collection, in a fresh session of its own. */
async function heapRun({ cpuRate, token, t }) {
  const { context, close } = await launch();
  try {
    const { page, cdp, net } = await instrumentedPage(context, { cpuRate });
    await page.addInitScript((key) => window.localStorage.setItem(key, '999'), `${GUIDE_SEEN_PREFIX}admin`);
    await page.addInitScript((conds) => {
      const arm = () => (window.__bench ? window.__bench.watch('home', conds) : setTimeout(arm, 0));
      arm();
    }, scenario.homeVisible(t));
    await page.goto(`${ORIGIN}/home?token=${encodeURIComponent(token)}`, { waitUntil: 'load', timeout: 120000 });
    await page.waitForFunction(() => window.__bench.marks.home, null, { timeout: 120000, polling: 100 });
    await net.idle(500, 30000);
    return await heapAfterGc(cdp);
  } finally {
    await close();
  }
}

async function oneRun({ cpuRate, token, t }) {
  const { context, close } = await launch();
  const out = { cpuRate };
  try {
    const { page, cdp, net, problems } = await instrumentedPage(context, { cpuRate });
    if (SAVE_DATA) {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
    }
    // the guided tour of a new guide version (src/pages/home/guide.ts) is marked as seen: its mask
    // would stand between the benchmark's clicks and the menu
    await page.addInitScript((key) => window.localStorage.setItem(key, '999'), `${GUIDE_SEEN_PREFIX}admin`);
    const homeConds = scenario.homeVisible(t);
    await page.addInitScript((conds) => {
      const arm = () => (window.__bench ? window.__bench.watch('home', conds) : setTimeout(arm, 0));
      arm();
    }, homeConds);

    // Cold load of /home, as the sign-in redirect delivers it.
    await page.goto(`${ORIGIN}/home?token=${encodeURIComponent(token)}`, { waitUntil: 'load', timeout: 120000 });
    await page.waitForFunction(() => window.__bench.marks.home, null, { timeout: 120000, polling: 100 });
    await net.idle(500, 30000);
    const probe = await page.evaluate(() => ({
      fcp: window.__bench.paints['first-contentful-paint'] ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: window.__bench.lcp || null,
      home: window.__bench.marks.home,
      nav: (() => {
        const n = performance.getEntriesByType('navigation')[0];
        return n ? { domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd } : null;
      })(),
    }));
    // what the home page fetches ahead in idle time (src/core/chunks/prefetch.ts) is counted apart:
    // requests sent from the app's `portal:prefetch` mark on
    const prefetchAt = await page.evaluate(() => {
      const m = performance.getEntriesByName('portal:prefetch')[0];
      return m ? performance.timeOrigin + m.startTime : null;
    });
    const netLoad = net.snapshot(prefetchAt ?? Infinity);
    const netAhead = prefetchAt == null ? null : net.snapshot(Infinity, prefetchAt);
    const loadCpuMs = await threadTime(cdp);
    const still = await landingFigures(page);
    out.load = {
      requests: netLoad.requests,
      bytes: netLoad.byType,
      jsBytes: netLoad.byType.Script || 0,
      cssBytes: netLoad.byType.Stylesheet || 0,
      otherBytes: Object.entries(netLoad.byType)
        .filter(([k]) => k !== 'Script' && k !== 'Stylesheet')
        .reduce((s, [, v]) => s + v, 0),
      fcp: probe.fcp,
      lcp: probe.lcp,
      homeVisible: probe.home,
      domContentLoaded: probe.nav?.domContentLoaded ?? null,
      load: probe.nav?.load ?? null,
      mainThreadCpuMs: loadCpuMs,
      cls: still.cls,
      tbtMs: still.tbtMs,
      longestTaskMs: still.longestTaskMs,
      failed: netLoad.failed,
      files: netLoad.files,
    };
    out.prefetch = netAhead && {
      requests: netAhead.requests,
      jsBytes: netAhead.byType.Script || 0,
      cssBytes: netAhead.byType.Stylesheet || 0,
      files: netAhead.files,
    };

    // In-app switches.
    // Each interaction: { ms: input → content painted, cpuMs: main-thread CPU spent meanwhile }.
    out.switch = { warmToList: [], warmToHome: [] };
    const measure = (conds, act) => measureInteraction(page, cdp, conds, act);
    try {
      await scenario.actions.openMenuGroup(page, t).click();
      const item = scenario.actions.menuItem(page, t, 'aogOrder');
      await item.waitFor({ state: 'visible' });
      out.switch.firstVisit = await measure(scenario.aogRowsVisible(t), () => item.click());
      await net.idle(300, 10000);
      for (let i = 0; i < WARM_SWITCHES; i++) {
        out.switch.warmToHome.push(await measure(homeConds, () => scenario.actions.tab(page, t, 'home').click()));
        out.switch.warmToList.push(await measure(scenario.aogRowsVisible(t), () => scenario.actions.tab(page, t, 'aogOrder').click()));
      }
      out.switch.createForm = await measure(scenario.createFormVisible(t), () => scenario.actions.createButton(page, t).click());
      // an administration list: its first visit from home, then warm switches back to it
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal form').waitFor({ state: 'hidden' });
      await scenario.actions.tab(page, t, 'home').click();
      await scenario.actions.openMenuGroup(page, t, 'systemmaintenance').click();
      const admin = scenario.actions.menuItem(page, t, 'systemUser');
      await admin.waitFor({ state: 'visible' });
      await net.idle(300, 10000);
      out.switch.adminFirstVisit = await measure(scenario.adminRowsVisible(t), () => admin.click());
      await net.idle(300, 10000);
      out.switch.adminWarm = [];
      for (let i = 0; i < WARM_SWITCHES; i++) {
        await scenario.actions.tab(page, t, 'home').click();
        await page.waitForTimeout(300);
        out.switch.adminWarm.push(await measure(scenario.adminRowsVisible(t), () => scenario.actions.tab(page, t, 'systemUser').click()));
      }
    } catch (e) {
      out.switch.error = e.message.split('\n')[0];
    }
    out.problems = problems;
  } finally {
    await close();
  }
  return out;
}

function runMockListBench() {
  const candidates = ['mock-list.mjs', 'mock-list.js', 'mock-list.ts', 'mock-list.cjs'].map((f) => path.join(root, 'bench', f));
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) return { missing: 'bench/mock-list.* not found (resource engine not merged yet)' };
  log(`mock list benchmark: ${path.relative(root, file)} …`);
  let script = file;
  if (file.endsWith('.ts')) {
    // bundled next to the results (so node_modules still resolve) and run by node
    script = path.join(resultsDir, '.mock-list.mjs');
    buildSync({
      entryPoints: [file],
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
  }
  const r = spawnSync('node', [script, '--json'], { cwd: root, encoding: 'utf8', timeout: 600000 });
  const text = `${r.stdout}\n${r.stderr}`;
  // Prefer a JSON line; otherwise read the first "median … ms" figure of its output.
  let json = null;
  for (const line of r.stdout.split('\n').reverse()) {
    try {
      const v = JSON.parse(line);
      if (v && typeof v === 'object') {
        json = v;
        break;
      }
    } catch {}
  }
  const m = text.match(/median[^\d\n]*([\d.]+)\s*ms/i);
  return {
    file: path.relative(root, file),
    status: r.status,
    medianMs: json?.medianMs ?? (m ? Number(m[1]) : null),
    json,
    output: text.trim().split('\n').slice(-12),
  };
}

async function main() {
  const os = await import('node:os');
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  const result = {
    date: new Date().toISOString(),
    runs: RUNS,
    saveData: SAVE_DATA,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      chromium: spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim(),
      loadBefore: load(),
    },
    byRate: {},
  };
  if (!flag('no-build')) result.buildSeconds = build();
  result.static = staticFigures(path.join(root, 'dist'));
  const reportFile = path.join(resultsDir, 'bundle-report.json');
  if (fs.existsSync(reportFile)) {
    const chunks = analyze(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
    const trim = (c) => ({ ...c, packages: c.packages.slice(0, 15) });
    const entry = chunks.find((c) => c.chunk.startsWith('umi.'));
    // a report of an earlier build (--no-build after a build without ANALYZE) says nothing of this one
    if (entry && fs.existsSync(path.join(root, 'dist', entry.chunk))) {
      result.entryChunk = trim(entry);
      result.chunks = chunks.filter((c) => c.gzip > 4096).map(trim);
    } else log(`${path.relative(root, reportFile)} is of another build: no per-package figures (run without --no-build)`);
  }
  const t = (await loadTs(path.join(root, 'src/locales/zh-CN.ts'))).default;
  GUIDE_SEEN_PREFIX = (await loadTs(path.join(root, 'src/constants.ts'))).STORAGE_GUIDE_SEEN_PREFIX;
  const stop = await startPreview();
  try {
    const token = await adminToken();
    for (const cpuRate of RATES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        log(`CPU ${cpuRate}×, run ${i + 1}/${RUNS} …`);
        const run = await oneRun({ cpuRate, token, t });
        if (run.load) run.load.heap = await heapRun({ cpuRate, token, t });
        runs.push(run);
      }
      result.byRate[cpuRate] = { summary: summarise(runs), runs };
    }
  } finally {
    stop();
  }
  result.machine.loadAfter = (await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  result.mockList = flag('skip-mock') ? { missing: 'skipped (--skip-mock)' } : runMockListBench();
  result.targets = TARGETS;
  result.reference = REFERENCE;
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(table(result));
  console.log(`\nfigures: ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
