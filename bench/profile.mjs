/**
 * Where the time of an in-app interaction goes: a CPU profile of the first visit `/home → /aogOrder`
 * and of a warm tab switch back to it, summarised as self time by script and by function, with the
 * long tasks (over 50 ms) seen meanwhile. Runs against a server that already serves the build and the
 * mock (`npx max preview --port 8601`, or the one `npm run bench` starts).
 *
 *   node bench/profile.mjs [--port 8601] [--rate 1] [--top 25] [--save] [--trace]
 *
 * `--trace` also records a timeline trace meanwhile and prints the main thread's time per kind of
 * work (style, layout, paint, script, GC) and how many style/layout passes script forced.
 *
 * With source maps in dist/ (a build with `PROFILE_SOURCEMAP=1 npx max build`), functions are named by
 * their original file and line.
 *
 * `--save` writes the raw profiles to bench/results/profile-*.cpuprofile (open them in Chromium's
 * DevTools, Performance panel).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instrumentedPage, launch, measureInteraction } from './lib/browser.mjs';
import * as scenario from './scenario.mjs';
import { loadTs } from './lib/ts.mjs';
import { createRequire } from 'node:module';

const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PORT = Number(opt('port', 8601));
const RATE = Number(opt('rate', 1));
const TOP = Number(opt('top', 25));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { COMPILE_HINT } = await loadTs(path.join(root, 'config/compileHints.ts'));

const maps = new Map();
/**
 * The original place of a frame of a built script, when dist/ has its source map. Each chunk's first
 * line is V8's compile hint, added after the map was made (config/bundle.ts): the map's lines are one up.
 */
function original(f) {
  const file = f.url.replace(/^.*\//, '');
  if (!maps.has(file)) {
    const map = path.join(root, 'dist', `${file}.map`);
    const script = path.join(root, 'dist', file);
    const shift = fs.existsSync(script) && fs.readFileSync(script, 'utf8').startsWith(COMPILE_HINT) ? 1 : 0;
    maps.set(file, fs.existsSync(map) ? { consumer: new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))), shift } : null);
  }
  const entry = maps.get(file);
  if (!entry) return null;
  const p = entry.consumer.originalPositionFor({ line: f.lineNumber + 1 - entry.shift, column: f.columnNumber });
  if (!p.source) return null;
  const src = p.source
    .replace(/^.*node_modules\//, '')
    .replace(/^webpack:\/\/\/?/, '')
    .replace(/^\.\//, '');
  return {
    fn: `${p.name || f.functionName || '(anonymous)'} ${src}:${p.line}`,
    module: src.replace(/\/(es|lib|dist)\/.*$/, '').replace(/^(src\/[^/]+\/[^/]+).*$/, '$1'),
  };
}

/** Self time per function and per script of a CPU profile, ms. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) || 0) + (dt[i] || 0) / 1000);
  const fns = new Map();
  const scripts = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    const orig = f.url ? original(f) : null;
    const script = orig?.module ?? (f.url ? f.url.replace(/^.*\//, '') : f.functionName || '(native)');
    const fn = orig?.fn ?? `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) || 0) + ms);
    scripts.set(script, (scripts.get(script) || 0) + ms);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { total, scripts: top(scripts), fns: top(fns) };
}

/** The main thread's work during `run`, from a trace: time per event type (style, layout, paint, script…) and forced layouts. */
async function traced(cdp, run) {
  const events = [];
  const onData = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const measured = await run();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const sums = new Map();
  let forced = 0;
  for (const e of events) {
    if (e.ph !== 'X' || (main && (e.pid !== main.pid || e.tid !== main.tid))) continue;
    sums.set(
      e.name,
      (sums.get(e.name) || [0, 0]).map((v, i) => v + (i === 0 ? (e.dur || 0) / 1000 : 1)),
    );
    if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.args?.beginData?.stackTrace) forced++;
  }
  const rows = [...sums].filter(([n]) =>
    [
      'RecalculateStyles',
      'UpdateLayoutTree',
      'Layout',
      'Paint',
      'PrePaint',
      'Layerize',
      'ParseAuthorStyleSheet',
      'FunctionCall',
      'EvaluateScript',
      'TimerFire',
      'EventDispatch',
      'FireAnimationFrame',
      'RunMicrotasks',
      'MajorGC',
      'MinorGC',
      'XHRReadyStateChange',
      'HitTest',
      'UpdateLayer',
      'ScheduleStyleRecalculation',
      'v8.callFunction',
    ].includes(n),
  );
  console.log(
    `   trace: ${rows
      .sort((a, b) => b[1][0] - a[1][0])
      .map(([n, [ms, c]]) => `${n} ${ms.toFixed(0)} ms ×${c}`)
      .join(', ')}; style/layout forced from script: ${forced}`,
  );
  return measured;
}

async function profiled(cdp, page, name, run) {
  await page.evaluate(() => {
    window.__longTasks = [];
    if (window.__longTaskObserver) return;
    window.__longTaskObserver = new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(Math.round(e.duration)))).observe({
      type: 'longtask',
    });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const measured = args.includes('--trace') ? await traced(cdp, run) : await run();
  await page.waitForTimeout(300);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  if (args.includes('--save')) fs.writeFileSync(path.join(root, 'bench/results', `profile-${name}.cpuprofile`), JSON.stringify(profile));
  const s = summarise(profile);
  console.log(`\n== ${name}: ${Math.round(measured.ms)} ms to rows, main-thread CPU ${Math.round(measured.cpuMs)} ms, long tasks ${JSON.stringify(longTasks)}`);
  console.log(`   sampled self time ${Math.round(s.total)} ms; by script:`);
  for (const [k, v] of s.scripts) console.log(`   ${v.toFixed(0).padStart(6)}  ${k}`);
  console.log('   by function:');
  for (const [k, v] of s.fns) console.log(`   ${v.toFixed(0).padStart(6)}  ${k}`);
}

async function main() {
  const t = (await loadTs(path.join(root, 'src/locales/zh-CN.ts'))).default;
  const guideSeen = `${(await loadTs(path.join(root, 'src/constants.ts'))).STORAGE_GUIDE_SEEN_PREFIX}admin`;
  const res = await fetch(`${ORIGIN}/sso/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123', redirect: '/home' }),
  });
  const token = (await res.json()).data.token;
  const { context, close } = await launch();
  try {
    const { page, cdp, net } = await instrumentedPage(context, { cpuRate: RATE });
    await page.addInitScript((key) => localStorage.setItem(key, '999'), guideSeen);
    await page.goto(`${ORIGIN}/home?token=${encodeURIComponent(token)}`, { waitUntil: 'load' });
    await page.waitForSelector('.portal-home .ant-card-body');
    await net.idle(800, 60000);
    await scenario.actions.openMenuGroup(page, t).click();
    const item = scenario.actions.menuItem(page, t, 'aogOrder');
    await item.waitFor({ state: 'visible' });
    await page.waitForTimeout(500);
    await profiled(cdp, page, 'first-visit', () => measureInteraction(page, cdp, scenario.aogRowsVisible(t), () => item.click()));
    await net.idle(500, 10000);
    await scenario.actions.tab(page, t, 'home').click();
    await page.waitForTimeout(1000);
    await profiled(cdp, page, 'warm-switch', () =>
      measureInteraction(page, cdp, scenario.aogRowsVisible(t), () => scenario.actions.tab(page, t, 'aogOrder').click()),
    );
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
