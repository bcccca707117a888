/**
 * `npm run bench:start -- [--port 9331] [--runs 3] [--warm]`: how soon `npm start` is usable.
 *
 * Each run starts from a fresh clone's state after install (node_modules/.cache and src/.umi removed;
 * `--warm` keeps them), runs `npm start` on the port, and in a fresh headless Chromium (a fresh profile: playwright makes one per launch) opens the
 * portal's root as a developer does. Printed, in seconds from the start command:
 * - server: the dev server answers (any HTTP answer on the port);
 * - html: the first page's HTML has arrived (the root's document);
 * - sign-in: the sign-in page is usable (its password form is visible and its script has run: using a
 *   demo user fills the form);
 * - home: after signing in as that user, /home is usable (the tab shell and the home page are shown);
 * then every console warning / error and page error of the two pages, and the load average.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', 9331));
const runs = Number(arg('runs', 1));
const warm = process.argv.includes('--warm');
const TIMEOUT_MS = 180_000;
const START = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

async function waitForServer(url, deadline) {
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`the dev server did not answer on ${url}`);
}

/** Stops the dev server started for a run: its whole process group (npm → umi → workers). */
async function stop(child) {
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    await sleep(1500);
  }
}

async function run(n) {
  if (!warm) for (const dir of ['node_modules/.cache', 'src/.umi']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  const load = os.loadavg()[0].toFixed(1);
  const t0 = Date.now();
  const since = () => Date.now() - t0;
  // `npm start`'s own command, on the port asked for (it names its port: umi reads only PORT)
  const server = spawn('sh', ['-c', START.replace(/PORT=\d+/, `PORT=${port}`)], {
    cwd: root,
    env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const base = `http://localhost:${port}`;
  const deadline = t0 + TIMEOUT_MS;
  const figures = {};
  const messages = [];
  let browser;
  try {
    await waitForServer(base, deadline);
    figures.server = since();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error')
        messages.push(`${seconds(since())} s ${m.type()}: ${m.text().split('\n').slice(0, 4).join(' ⏎ ').slice(0, 400)} (${m.location().url})`);
    });
    page.on('pageerror', (e) => messages.push(`${seconds(since())} s page error: ${e.message.split('\n')[0]}`));
    page.on('response', (r) => {
      if (r.url() === `${base}/` && r.request().isNavigationRequest()) figures.html ??= since();
    });
    await page.goto(`${base}/`, { timeout: TIMEOUT_MS });
    const account = page.locator('#form-password input[name="account"]');
    const demo = page.locator('button[data-account]').first();
    await demo.waitFor({ state: 'visible', timeout: deadline - Date.now() });
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: deadline - Date.now() });
    await demo.click();
    await page.waitForFunction(() => document.querySelector('#form-password input[name="account"]')?.value, null, {
      timeout: deadline - Date.now(),
    });
    figures['sign-in'] = since();
    figures.user = await account.inputValue();
    await page.locator('#form-password button[type="submit"]').click();
    await page.locator('.portal-tab-bar').waitFor({ state: 'visible', timeout: deadline - Date.now() });
    await page.waitForURL(/\/home/, { timeout: deadline - Date.now() });
    await page.locator('.portal-home').waitFor({ state: 'visible', timeout: deadline - Date.now() });
    figures.home = since();
    // late warnings of the first page (effects, the first data)
    await sleep(3000);
  } catch (e) {
    figures.error = e.message.split('\n')[0];
    fs.writeFileSync(path.join(os.tmpdir(), `portal-devstart-${port}.log`), log);
  } finally {
    await browser?.close();
    await stop(server);
  }
  console.log(
    `run ${n}: server ${seconds(figures.server ?? Number.NaN)} s · html ${seconds(figures.html ?? Number.NaN)} s · sign-in ${seconds(
      figures['sign-in'] ?? Number.NaN,
    )} s · home ${seconds(figures.home ?? Number.NaN)} s · load ${load}${warm ? ' · warm' : ''}${figures.error ? ` · FAILED: ${figures.error}` : ''}`,
  );
  console.log(messages.length ? messages.map((m) => `  ${m}`).join('\n') : '  console: clean');
  // the port is free again before the next run
  await sleep(2000);
  return figures;
}

const all = [];
for (let i = 1; i <= runs; i++) all.push(await run(i));
if (runs > 1) {
  const range = (key) => {
    const v = all
      .map((f) => f[key])
      .filter((x) => typeof x === 'number')
      .sort((a, b) => a - b);
    return v.length ? `${seconds(v[0])}–${seconds(v[Math.floor(v.length / 2)])}–${seconds(v[v.length - 1])}` : 'n/a';
  };
  console.log(`min–median–max: server ${range('server')} · html ${range('html')} · sign-in ${range('sign-in')} · home ${range('home')} s`);
}
