/**
 * Home's alarms from the real mock: overdue AOG orders (not accepted past the response deadline),
 * overdue leases and exchange cores, for the roles that handle them only, from the rows they may see.
 */
import alarmRoutes, { alarmsOf } from '../../../mock/alarms';
import { findUser } from '../../../mock/lib/server/identity';
import { API } from '@/domain/endpoints';
import { customerProfile } from '@/domain/desks/customerProfile';
import { addDays, businessDate } from '@/domain/engine';
import * as store from '../../../mock/lib/store/store';
import { mockServer, fresh } from '../mock/harness';
import { engineServer } from '../mock/routes';

const call = mockServer(alarmRoutes);
const engine = engineServer();
const alarms = async (user: string) => {
  const answer = await call('GET', `${API.management}/home/alarms`, { user });
  expect(answer.status).toBe(200);
  return answer.body.data as Array<{ key: string; total: number; rows: Array<{ id: string; code: string; due: string }> }>;
};

beforeEach(fresh);

it('an AOG order past its response deadline and not accepted burns for the roles that accept AOG orders', async () => {
  const before = (await alarms('manager')).find((g) => g.key === 'aog')!;
  const DAY_LATER = Date.now() + 24 * 3600_000;
  const dayLaterBefore = alarmsOf(findUser('manager')!, DAY_LATER).find((g) => g.key === 'aog')!;
  // a new order is within its response deadline now, and overdue a day later
  const created = await engine('POST', `${API.management}/aogOrder`, {
    user: 'manager',
    body: {
      customerId: 'C-CCA',
      aircraftRegistration: 'B-652A',
      aircraftType: 'A320NEO',
      station: 'PEK',
      aogSince: new Date(Date.now() - 3600_000).toISOString(),
      partNumber: '2117320-3',
      partName: '燃油泵',
      quantity: 1,
      contactName: '王工',
      contactPhone: '13800000009',
      faultDescription: '起动后燃油压力低',
    },
  });
  expect(created.body.success).toBe(true);
  const id = created.body.data.id;
  expect(before.rows.concat().some((r) => r.id === id)).toBe(false);
  const dayLater = alarmsOf(findUser('manager')!, DAY_LATER).find((g) => g.key === 'aog')!;
  expect(dayLater.total).toBe(dayLaterBefore.total + 1);
  expect((await alarms('manager')).find((g) => g.key === 'aog')!.total).toBe(before.total);
  expect(dayLater.rows.length).toBeLessThanOrEqual(5);
  // accepted, it no longer burns
  const accept = await engine('POST', `${API.management}/aogOrder/${id}/actions/accept`, { user: 'manager', body: { version: created.body.data.version } });
  expect(accept.body).toMatchObject({ success: true });
  const accepted = alarmsOf(findUser('manager')!, DAY_LATER).find((g) => g.key === 'aog')!;
  expect(accepted.total).toBe(dayLater.total - 1);
});

it('a role that does not handle orders gets no order alarms; each group lists the most overdue first', async () => {
  expect((await alarms('trainer')).map((g) => g.key)).toEqual([]);
  const admin = await alarms('admin');
  expect(admin.map((g) => g.key)).toEqual(['aog', 'lease', 'exchange', 'repair', 'agreement']);
  for (const g of admin) expect(g.rows.map((r) => r.due)).toEqual([...g.rows.map((r) => r.due)].sort());
});

it('an agreement ending within 30 days shows on the home of whoever keeps the customer master, the soonest first; one ending later does not', async () => {
  const today = businessDate(Date.now());
  const [a, b] = store.storedRows(customerProfile).filter((c) => c.status === 'ACTIVE');
  // nothing else runs out: the seed's agreements end far ahead for these two
  for (const c of [a, b]) for (const ag of c.agreements as Array<Record<string, unknown>>) ag.validTo = addDays(today, 400);
  const soon = (a.agreements as Array<Record<string, unknown>>)[0];
  soon.validTo = addDays(today, 10);
  (b.agreements as Array<Record<string, unknown>>)[0].validTo = addDays(today, 31);
  const group = (await alarms('manager')).find((g) => g.key === 'agreement')!;
  const row = group.rows.find((r) => r.id === a.id);
  expect(row).toMatchObject({ due: addDays(today, 10) });
  expect((row as unknown as { subject: string }).subject).toContain(String(soon.agreementNo));
  expect(group.rows.some((r) => r.id === b.id)).toBe(false);
  // staff read the master but do not keep it: no agreement alarms
  expect((await alarms('staff')).some((g) => g.key === 'agreement')).toBe(false);
});
