/**
 * Benchmark of the mock backend's list handler (issue 3): 100,000 generated procurement orders, the
 * GET list route (token check, query parsing, filter, sort, page, derived values) called in-process
 * with a fake request. Prints the median milliseconds — not a test, a figure.
 *
 *   npx tsx bench/mock-list.ts [--records 100000] [--runs 31] [--json]
 */
import { resetDb } from '../mock/lib/store/db';
import { loadRows, storedRows } from '../mock/lib/store/store';
import { routesOf } from '../mock/resources';
import { rng } from '../mock/lib/store/db';
import type { ResourceRecord } from '../src/domain/engine';
import { procurementOrder } from '../src/domain/desks/orders';
import { fakeRequest, invoke } from '../tests/unit/mock/harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RECORDS = arg('records', 100_000);
const RUNS = arg('runs', 31);
const json = process.argv.includes('--json');

/** 100,000 rows made from the seeded ones: same shapes and statuses, varied values, unique ids and codes. */
function generate(n: number): ResourceRecord[] {
  resetDb();
  const seeds = storedRows(procurementOrder);
  const r = rng(424242);
  const out: ResourceRecord[] = new Array(n);
  for (let i = 0; i < n; i += 1) {
    const s = seeds[i % seeds.length];
    const created = Date.parse(s.createdAt) - r.int(0, 400) * 86400_000;
    out[i] = {
      ...s,
      id: `procurementOrder-${String(i + 1).padStart(7, '0')}`,
      code: `PO-${new Date(created).toISOString().slice(0, 10).replace(/-/g, '')}-${String(i % 10000).padStart(4, '0')}`,
      quantity: r.int(1, 50),
      priority: r.pick(['ROUTINE', 'URGENT', 'CRITICAL']),
      requiredBy: new Date(created + r.int(10, 90) * 86400_000).toISOString().slice(0, 10),
      createdAt: new Date(created).toISOString(),
      ...(typeof s.unitPrice === 'number' ? { unitPrice: r.int(500, 300000) } : {}),
    };
  }
  return out;
}

const handler = routesOf(procurementOrder)[`GET /api/management/procurementOrder`];

function callList(query: Record<string, string>): { total: number; rows: number } {
  const answer = invoke(handler, fakeRequest('GET', '/api/management/procurementOrder', { query }));
  if (!answer.body?.success) throw new Error(answer.body?.errorMessage ?? String(answer.body));
  return { total: answer.body.total, rows: answer.body.data.length };
}

async function measure(label: string, query: Record<string, string>) {
  const times: number[] = [];
  let last = { total: 0, rows: 0 };
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t0 = performance.now();
    last = callList(query);
    const ms = performance.now() - t0;
    if (i >= 3) times.push(ms); // three warm-up calls
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const result = {
    label,
    query,
    records: RECORDS,
    runs: RUNS,
    medianMs: Number(median.toFixed(2)),
    minMs: Number(times[0].toFixed(2)),
    maxMs: Number(times.at(-1)!.toFixed(2)),
    matched: last.total,
    pageRows: last.rows,
  };
  if (!json)
    console.log(
      `${label}: median ${result.medianMs} ms (min ${result.minMs}, max ${result.maxMs}; ${result.matched} of ${RECORDS} match, ${result.pageRows} rows answered)`,
    );
  return result;
}

async function main() {
  const t0 = performance.now();
  loadRows(procurementOrder, generate(RECORDS));
  if (!json) console.log(`generated ${RECORDS} procurement orders in ${Math.round(performance.now() - t0)} ms; ${RUNS} runs per query after 3 warm-ups`);
  const main = await measure('filter (status + priority) · sort (required-by, descending) · page 5 of 20', {
    status: 'SUBMITTED,QUOTED,CONFIRMED,SHIPPED',
    priority: 'URGENT,CRITICAL',
    sortField: 'requiredBy',
    sortOrder: 'descend',
    current: '5',
    pageSize: '20',
  });
  const derived = await measure('keyword · sort by a derived value (total amount) · page 1 of 20', {
    keyword: '2118142',
    sortField: 'totalAmount',
    sortOrder: 'descend',
    current: '1',
    pageSize: '20',
  });
  const plain = await measure('default order, page 1 of 10 (no filter)', { current: '1', pageSize: '10' });
  if (json) console.log(JSON.stringify({ medianMs: main.medianMs, main, derived, plain }));
  else console.log(`median ${main.medianMs} ms`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
