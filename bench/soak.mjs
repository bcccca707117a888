/**
 * Soak of the mock back end (issue 12): starts the mock on its own (bench/soak-server.ts, loopback),
 * signs in through the development SSO, then runs mixed reads and writes at 50 concurrent clients and
 * prints requests/s, p50/p99 latency, errors (transport, HTTP and business refusals) and the server's
 * memory (RSS / heap after a full GC) before and after, with the peak seen in between.
 *
 * Each client repeats one cycle of 8 calls — 5 reads, 3 writes, the records it writes removed again
 * (so what grows is what must stay bounded: logs, sessions, caches, not the data set):
 *   list 采购订单 · create a 问题反馈 draft · keyword search of AOG orders · edit the draft ·
 *   its detail · delete it · pending approvals · the dictionaries
 *
 *   npm run soak                      # 10 minutes, 50 clients, port 8131
 *   npm run soak -- --minutes 1       # a quick run
 *   npm run soak -- --minutes 2 --connections 50 --port 8131 --json
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('minutes', 10);
const CONNECTIONS = arg('connections', 50);
const PORT = arg('port', 8131);
const JSON_OUT = process.argv.includes('--json');
if (!(MINUTES > 0 && MINUTES <= 60) || !(CONNECTIONS > 0 && CONNECTIONS <= 200)) throw new Error('--minutes 0–60, --connections 1–200');

const BASE = `http://127.0.0.1:${PORT}`;
const M = '/api/management';
const log = (...a) => !JSON_OUT && console.log(...a);

const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.js', 'bench/soak-server.ts', '--port', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function ready() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/__soak/memory`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the mock did not start on ${BASE}`);
}

const memory = async () => (await fetch(`${BASE}/__soak/memory`)).json();
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function signIn() {
  const r = await fetch(`${BASE}/sso/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123', redirect: '/' }),
  });
  const body = await r.json();
  if (!body.success || !body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.token;
}

const draft = () => ({
  customerId: 'C-CES',
  subject: `浸泡测试 ${Math.random().toString(36).slice(2, 8)}`,
  feedbackType: 'PRODUCT',
  priority: 'ROUTINE',
  partNumber: null,
  aircraftType: null,
  problemDescription: '主轮刹车组件磨损超标',
  suggestion: null,
  remark: null,
});

let business = 0;
const refusals = new Map();
/** Counts answers with success: false (HTTP 200 business refusals) by errorCode. */
function check(status, body) {
  if (status !== 200) return null;
  try {
    const b = JSON.parse(body);
    if (b.success === false) {
      business += 1;
      refusals.set(b.errorCode, (refusals.get(b.errorCode) ?? 0) + 1);
    }
    return b;
  } catch {
    return null;
  }
}

function requests() {
  const json = { 'content-type': 'application/json' };
  const item = (ctx) => `${M}/problemFeedback/${ctx.id ?? 'none'}`;
  return [
    { method: 'GET', path: `${M}/procurementOrder?current=1&pageSize=10`, onResponse: (s, b) => void check(s, b) },
    {
      method: 'POST',
      path: `${M}/problemFeedback`,
      headers: json,
      setupRequest: (req) => ({ ...req, body: JSON.stringify(draft()) }),
      onResponse: (s, b, ctx) => {
        const r = check(s, b);
        ctx.id = r?.data?.id;
        ctx.version = r?.data?.version;
      },
    },
    { method: 'GET', path: `${M}/aogOrder?keyword=B-&current=1&pageSize=20`, onResponse: (s, b) => void check(s, b) },
    {
      method: 'PUT',
      headers: json,
      setupRequest: (req, ctx) => ({ ...req, path: item(ctx), body: JSON.stringify({ remark: '已补充现场照片', version: ctx.version ?? 1 }) }),
      onResponse: (s, b, ctx) => {
        ctx.version = check(s, b)?.data?.version ?? ctx.version;
      },
    },
    { method: 'GET', setupRequest: (req, ctx) => ({ ...req, path: item(ctx) }), onResponse: (s, b) => void check(s, b) },
    { method: 'DELETE', setupRequest: (req, ctx) => ({ ...req, path: `${item(ctx)}?version=${ctx.version ?? 1}` }), onResponse: (s, b) => void check(s, b) },
    { method: 'GET', path: '/api/workflow/tasks/pending?current=1&pageSize=10', onResponse: (s, b) => void check(s, b) },
    { method: 'GET', path: `${M}/options/dictionaries`, onResponse: (s, b) => void check(s, b) },
  ];
}

async function main() {
  await ready();
  const token = await signIn();
  // seed every table once before measuring
  for (const p of [`${M}/procurementOrder`, `${M}/aogOrder`, `${M}/problemFeedback`, '/api/workflow/tasks/pending'])
    await fetch(`${BASE}${p}`, { headers: { authenticationtoken: token } });
  const before = await memory();
  log(`mock up on ${BASE}; memory before: rss ${mb(before.rss)}, heap ${mb(before.heapUsed)}`);
  log(`soak: ${MINUTES} min, ${CONNECTIONS} clients, cycle of 5 reads + 3 writes`);

  let peak = before.rss;
  const sampler = setInterval(async () => {
    try {
      const m = await (await fetch(`${BASE}/__soak/memory?nogc`)).json();
      peak = Math.max(peak, m.rss);
    } catch {
      // the server is busy; the next sample will do
    }
  }, 30_000);

  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: Math.round(MINUTES * 60),
    headers: { authenticationtoken: token },
    requests: requests(),
  });
  clearInterval(sampler);
  const after = await memory();
  const out = {
    minutes: MINUTES,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: { transport: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, business, byCode: Object.fromEntries(refusals) },
    memory: { before: { rss: before.rss, heapUsed: before.heapUsed }, after: { rss: after.rss, heapUsed: after.heapUsed }, peakRss: peak },
  };
  if (JSON_OUT) console.log(JSON.stringify(out));
  else {
    log(
      `requests: ${out.requests} · ${out.requestsPerSecond} req/s · latency p50 ${out.latencyMs.p50} ms, p99 ${out.latencyMs.p99} ms, max ${out.latencyMs.max} ms`,
    );
    log(
      `errors: ${result.errors} transport, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${business} business refusals ${JSON.stringify(out.errors.byCode)}`,
    );
    log(
      `memory after GC: rss ${mb(after.rss)} (${after.rss >= before.rss ? '+' : ''}${mb(after.rss - before.rss)}), heap ${mb(after.heapUsed)} (${after.heapUsed >= before.heapUsed ? '+' : ''}${mb(after.heapUsed - before.heapUsed)}); peak rss ${mb(peak)}`,
    );
  }
  stop();
}

main().catch((e) => {
  console.error(e);
  stop();
  process.exit(1);
});
