#!/usr/bin/env node
/**
 * Two builds side by side, run by run: the first visit of a list page (`/home → /aogOrder` by the menu)
 * and of an administration list (`/home → /systemUser`), alternating which build goes first in each
 * pair. This host's speed drifts by a third within an hour (docs/changelog/performance-history.md), so two builds
 * measured one after the other do not compare; pairs taken seconds apart do.
 *
 *   node bench/ab.mjs --ports 8126,8124 [--pairs 16] [--rate 1] [--commits]
 *
 * Each port is a `max preview` serving one build with the mock. The build in the working copy:
 * `npx max preview --port 8124`. A saved build (a copy of an earlier dist/) in a copy of the project
 * without node_modules and dist (with a symbolic link to this node_modules) and that dist/:
 * `APP_ROOT=<copy> npx max preview --port 8126`, run in the copy (without APP_ROOT umi follows the link
 * back here and serves this dist/).
 *
 * Prints per build, for each of the two lists, the medians (and every run) of the time to the rows,
 * the main-thread CPU and the longest task, and in how many pairs each build was faster. `--commits`
 * also prints, for each run, React's commits after the click: [ms after the pointerdown, components in
 * the tree], and when the list's request was sent and answered — counted through React's devtools
 * hook, which production builds call too.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instrumentedPage, launch, measureInteraction, median } from './lib/browser.mjs';
import { loadTs } from './lib/ts.mjs';
import * as scenario from './scenario.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PORTS = String(opt('ports', '')).split(',').filter(Boolean);
const PAIRS = Number(opt('pairs', 16));
const RATE = Number(opt('rate', 1));
const COMMITS = args.includes('--commits');
if (PORTS.length !== 2) {
  console.error('usage: node bench/ab.mjs --ports A,B [--pairs 16] [--rate 1] [--commits]');
  process.exit(2);
}

/** Installed before the page's scripts: React's commits and the list request's timing, from the last pointerdown on. */
function commitProbe() {
  const log = (window.__commits = []);
  const since = () => Math.round(performance.now() - (window.__down ?? 0));
  addEventListener('pointerdown', () => ((log.length = 0), (window.__down = performance.now())), true);
  const count = (fiber) => {
    let n = 0;
    for (let f = fiber; f; f = f.sibling) n += 1 + count(f.child);
    return n;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot: (_id, root) => log.push([since(), count(root.current.child)]),
  };
  const { open, send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__url = String(url);
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...a) {
    if (/\/aogOrder\?/.test(this.__url)) {
      log.push(['send', since()]);
      this.addEventListener('load', () => log.push(['answered', since()]));
    }
    return send.apply(this, a);
  };
}

const t = (await loadTs(path.join(root, 'src/locales/zh-CN.ts'))).default;
const guideSeen = `${(await loadTs(path.join(root, 'src/constants.ts'))).STORAGE_GUIDE_SEEN_PREFIX}admin`;
const origin = (port) => `http://127.0.0.1:${port}`;

async function signIn(port) {
  const res = await fetch(`${origin(port)}/sso/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123', redirect: '/home' }),
  });
  return (await res.json()).data.token;
}

async function oneRun(port, token) {
  const { context, close } = await launch();
  try {
    const { page, cdp, net } = await instrumentedPage(context, { cpuRate: RATE });
    await page.addInitScript((key) => window.localStorage.setItem(key, '999'), guideSeen);
    if (COMMITS) await page.addInitScript(commitProbe);
    await page.goto(`${origin(port)}/home?token=${encodeURIComponent(token)}`, { waitUntil: 'load' });
    await page.locator('.portal-home .ant-card-body').first().waitFor();
    await net.idle(500, 30000);
    await scenario.actions.openMenuGroup(page, t).click();
    const item = scenario.actions.menuItem(page, t, 'aogOrder');
    await item.waitFor({ state: 'visible' });
    const list = await measureInteraction(page, cdp, scenario.aogRowsVisible(t), () => item.click());
    if (COMMITS) console.log(port, JSON.stringify(await page.evaluate(() => window.__commits)));
    await net.idle(300, 10000);
    await scenario.actions.tab(page, t, 'home').click();
    await scenario.actions.openMenuGroup(page, t, 'systemmaintenance').click();
    const admin = scenario.actions.menuItem(page, t, 'systemUser');
    await admin.waitFor({ state: 'visible' });
    const adm = await measureInteraction(page, cdp, scenario.adminRowsVisible(t), () => admin.click());
    return { ms: list.ms, cpu: list.cpuMs, task: list.longestTaskMs, admin: adm.ms, adminCpu: adm.cpuMs, adminTask: adm.longestTaskMs };
  } finally {
    await close();
  }
}

const tokens = Object.fromEntries(await Promise.all(PORTS.map(async (p) => [p, await signIn(p)])));
const runs = Object.fromEntries(PORTS.map((p) => [p, []]));
for (let i = 0; i < PAIRS; i++) {
  for (const port of i % 2 ? [...PORTS].reverse() : PORTS) runs[port].push(await oneRun(port, tokens[port]));
  process.stderr.write('.');
}
process.stderr.write('\n');

const [a, b] = PORTS;
const wins = (x, y, k) => runs[x].filter((r, i) => r[k] < runs[y][i][k]).length;
for (const port of PORTS) {
  const rs = runs[port];
  const m = (k) => Math.round(median(rs.map((r) => r[k])));
  const other = port === a ? b : a;
  console.log(
    `:${port}  first visit ${m('ms')} ms [${rs.map((r) => Math.round(r.ms)).join(' ')}]  CPU ${m('cpu')} ms  longest task ${m('task')} ms  ` +
      `faster in ${wins(port, other, 'ms')} of ${PAIRS} pairs`,
  );
  console.log(
    `:${port}  /systemUser ${m('admin')} ms [${rs.map((r) => Math.round(r.admin)).join(' ')}]  CPU ${m('adminCpu')} ms  longest task ${m('adminTask')} ms  ` +
      `faster in ${wins(port, other, 'admin')} of ${PAIRS} pairs`,
  );
}
