/**
 * Benchmark of the service figures' call (服务指标, docs/service-indicators.md): the seeded store with
 * 100,000 procurement orders made like bench/mock-list.ts makes them, GET …/indicators called
 * in-process as the administrator for a year (with the period before and the breakdown by customer).
 * Prints the median milliseconds — not a test, a figure.
 *
 *   npx tsx bench/mock-indicators.ts [--records 100000] [--runs 11]
 */
import { resetDb, rng } from '../mock/lib/store/db';
import { loadRows, storedRows } from '../mock/lib/store/store';
import indicatorRoutes from '../mock/indicators';
import type { ResourceRecord } from '../src/domain/engine';
import { procurementOrder } from '../src/domain/desks/orders';
import { fakeRequest, invoke } from '../tests/unit/mock/harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RECORDS = arg('records', 100_000);
const RUNS = arg('runs', 11);

function generate(n: number): ResourceRecord[] {
  resetDb();
  const seeds = storedRows(procurementOrder);
  const r = rng(424242);
  return Array.from({ length: n }, (_, i) => {
    const s = seeds[i % seeds.length];
    const created = Date.parse(s.createdAt) - r.int(0, 400) * 86400_000;
    return { ...s, id: `procurementOrder-${String(i + 1).padStart(7, '0')}`, createdAt: new Date(created).toISOString() };
  });
}

const handler = indicatorRoutes['GET /api/management/indicators'];
const year = new Date().getFullYear();
const query = { from: `${year}-01-01`, to: `${year}-12-31`, compare: 'true', groupBy: 'customer' };

loadRows(procurementOrder, generate(RECORDS));
const times: number[] = [];
let figures = '';
for (let i = 0; i < RUNS + 2; i += 1) {
  const t0 = performance.now();
  const answer = invoke(handler, fakeRequest('GET', '/api/management/indicators', { query }));
  if (!answer.body?.success) throw new Error(answer.body?.errorMessage ?? String(answer.body));
  if (i >= 2) times.push(performance.now() - t0);
  figures = answer.body.data.figures.map((f: { key: string; count: number }) => `${f.key} ${f.count}`).join(', ');
}
times.sort((a, b) => a - b);
console.log(
  `indicators over ${RECORDS} procurement orders + the seed, a year with the period before and by customer: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1)!.toFixed(0)}; ${RUNS} runs)`,
);
console.log(figures);
