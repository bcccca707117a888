/**
 * GET …/indicators over the seeded store: every figure equals what its drilled-down list counts for the
 * same user (whole and by group), figures follow the desks the user holds and the data scope, and
 * malformed parameters are VALIDATION, a user without the page FORBIDDEN.
 */
import indicatorRoutes from '../../../mock/indicators';
import resourceRoutes from '../../../mock/resources';
import adminRoutes from '../../../mock/admin';
import { scopeEdit } from '../admin/harness';
import { fresh, mockServer } from '../mock/harness';
import { API } from '@/domain/endpoints';
import { resourceOf } from '@/domain/desks';
import { addDays, businessDate } from '@/domain/engine';
import { inPeriod, type IndicatorsAnswer } from '@/domain/indicators';

const call = mockServer(indicatorRoutes, resourceRoutes, adminRoutes);
const to = businessDate(Date.now());
const from = addDays(to, -365);
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
const indicators = async (user: string, q: Record<string, string> = { from, to }) =>
  (await call('GET', `${API.management}/indicators?${qs(q)}`, { user })).body;
const listTotal = async (user: string, resource: string, drill: Record<string, string>) => {
  const def = resourceOf(resource)!;
  const body = (await call('GET', `${API[def.base]}/${def.key}?${qs({ ...drill, pageSize: '1' })}`, { user })).body;
  expect(body.success).toBe(true);
  return body.total as number;
};

beforeAll(() => fresh());

it('answers every figure, each equal to what its drilled-down list counts (whole and by customer)', async () => {
  const body = await indicators('admin', { from, to, compare: 'true', groupBy: 'customer' });
  expect(body.success).toBe(true);
  const data = body.data as IndicatorsAnswer;
  expect(data.figures.map((f) => f.key)).toEqual([
    'aogResponse',
    'repairTat',
    'onTimeDelivery',
    'fillRate',
    'coreReturn',
    'complaintClosure',
    'supportResponse',
    'trainingFill',
  ]);
  for (const f of data.figures) {
    // the figure's count is what its desks' drilled-down lists count together
    let listed = 0;
    for (const d of f.desks) {
      const total = await listTotal('admin', d.resource, d.drill);
      expect({ figure: f.key, desk: d.resource, count: total }).toEqual({ figure: f.key, desk: d.resource, count: d.count });
      listed += total;
    }
    expect({ figure: f.key, count: listed }).toEqual({ figure: f.key, count: f.count });
    expect(f.previous).toBeDefined();
  }
  // on-time delivery spans the procurement and the exchange desks, both with records over a year
  expect(data.figures.find((f) => f.key === 'onTimeDelivery')!.desks.map((d) => [d.resource, d.count > 0])).toEqual([
    ['procurementOrder', true],
    ['substitutionOrder', true],
  ]);
  // the seed has records behind most figures over a year
  expect(data.figures.filter((f) => f.count > 0).length).toBeGreaterThanOrEqual(6);
  const groups = data.groups!.figures.aogResponse!;
  expect(groups.reduce((n, g) => n + g.count, 0)).toBe(data.figures[0].count);
  for (const g of groups.slice(0, 3)) expect(await listTotal('admin', 'aogOrder', g.desks[0].drill)).toBe(g.count);
  for (const g of data.groups!.figures.onTimeDelivery!.slice(0, 2)) {
    let listed = 0;
    for (const d of g.desks) listed += await listTotal('admin', d.resource, d.drill);
    expect(listed).toBe(g.count);
  }
  expect(data.trend.months).toHaveLength(12);
  // training fill offers the seats of the sessions the course list shows, starting in the period
  const courses = (await call('GET', `${API.management}/courseManagement?${qs({ pageSize: '100' })}`, { user: 'admin' })).body;
  expect(courses.total).toBeLessThanOrEqual(100);
  const offered = (courses.data as Array<{ sessions?: Array<{ startAt: string; seats: number }> }>)
    .flatMap((c) => c.sessions ?? [])
    .filter((s) => inPeriod(s.startAt, { from, to }))
    .reduce((n, s) => n + s.seats, 0);
  expect(offered).toBeGreaterThan(0);
  expect(data.figures.find((f) => f.key === 'trainingFill')!.measured).toBe(offered);
});

it('breaks down by aircraft type: each group what its drilled-down list counts, complaints (no aircraft type) left out', async () => {
  const data = (await indicators('admin', { from, to, groupBy: 'aircraftType' })).data as IndicatorsAnswer;
  expect(data.groups!.by).toBe('aircraftType');
  expect(Object.keys(data.groups!.figures)).not.toContain('complaintClosure');
  for (const key of ['aogResponse', 'repairTat', 'supportResponse'] as const) {
    const rows = data.groups!.figures[key]!;
    expect(rows.length).toBeGreaterThan(1);
    for (const g of rows.slice(0, 2)) {
      expect(g.desks[0].drill.aircraftType).toBe(g.key);
      expect({ key, group: g.key, count: await listTotal('admin', g.desks[0].resource, g.desks[0].drill) }).toEqual({ key, group: g.key, count: g.count });
    }
  }
});

it('follows the desks the user holds and their data scope', async () => {
  const manager = (await indicators('manager')).data as IndicatorsAnswer;
  // the manager holds no training desk: no training figure
  expect(manager.figures.map((f) => f.key)).not.toContain('trainingFill');
  // a data scope of one customer: only that customer's records, still what the list counts for the manager
  const edit = scopeEdit('manager', { allOrgs: true, orgIds: [], allCustomers: false, customerIds: ['C-CCA'] });
  expect((await call('PUT', edit.path, { user: 'admin', body: edit.body })).body.success).toBe(true);
  const scoped = (await indicators('manager', { from, to, groupBy: 'customer' })).data as IndicatorsAnswer;
  const aog = scoped.figures.find((f) => f.key === 'aogResponse')!;
  expect(aog.count).toBeLessThan(manager.figures.find((f) => f.key === 'aogResponse')!.count);
  expect(await listTotal('manager', 'aogOrder', aog.desks[0].drill)).toBe(aog.count);
  for (const g of scoped.groups!.figures.aogResponse!) expect(await listTotal('manager', 'aogOrder', g.desks[0].drill)).toBe(g.count);
});

it('refuses malformed parameters and a user without the page', async () => {
  const bad = [
    {},
    { from: '2026-02-30', to },
    { from: to, to: from },
    { from: '2020-01-01', to },
    { from, to, compare: 'yes' },
    { from, to, groupBy: 'station' },
    { from, to, extra: '1' },
    { from: 'x'.repeat(600), to },
  ];
  for (const q of bad as Array<Record<string, string>>)
    expect({ q, body: await indicators('admin', q) }).toEqual({ q, body: expect.objectContaining({ success: false, errorCode: 'VALIDATION' }) });
  expect(await indicators('staff')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  expect(await indicators('engineer')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
});
