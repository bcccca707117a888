/**
 * The orders' stock steps on the mock (mock/lib/desks/stock.ts): AOG sourcing reserves, shipping issues,
 * cancelling releases; a reservation beyond what is available is refused with STOCK_SHORT and nothing
 * moves; two users reserving the last unit at once — exactly one wins; the seed is consistent.
 */
import { fresh } from '../mock/harness';
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import { LAST_UNIT_PN } from '../../../mock/lib/seed/inventory';
import { availableOfRow, inventory } from '@/domain/desks/inventory';
import { heldBy, reservationsOf, reservedOf, stockOfPart, STOCK_SHORT, type StockRow } from '@/domain/stock';
import { engineServer } from '../mock/routes';

const call = engineServer();
const M = '/api/management';
// the seeded records: the run's shared copy (tests/unit/mock/harness.ts `fresh`), as a new seed makes them
beforeEach(() => fresh());

const available = (pn: string) =>
  store
    .storedRows(inventory)
    .filter((r) => r.partNumber === pn)
    .reduce((s, r) => s + availableOfRow(r), 0);

const newAog = (quantity = 1) => ({
  customerId: 'C-CCA',
  aircraftRegistration: 'B-652A',
  aircraftType: 'A320NEO',
  station: 'PVG',
  aogSince: new Date(Date.now() - 30 * 60_000).toISOString(),
  partNumber: LAST_UNIT_PN,
  partName: 'APU起动机',
  quantity,
  ataChapter: '49',
  contactName: '王工',
  contactPhone: '13900001111',
  faultDescription: 'APU 起动失败，MEL 不允许保留，飞机停场待件',
});

/** An AOG order accepted by `user`, ready to source. */
async function acceptedAog(user = 'manager', quantity = 1) {
  const created = (await call('POST', `${M}/aogOrder`, { body: newAog(quantity), user })).body.data;
  const a = await call('POST', `${M}/aogOrder/${created.id}/actions/accept`, { body: { version: created.version }, user });
  expect(a.body.success).toBe(true);
  return a.body.data;
}
const act = (user: string, r: { id: string; version: number }, action: string, body: Record<string, unknown> = {}) =>
  call('POST', `${M}/aogOrder/${r.id}/actions/${action}`, { body: { ...body, version: r.version }, user });

it('the seed: every reservation is an open order’s, within what the row holds; the last unit is one', () => {
  const rows = store.storedRows(inventory);
  const orders = new Map(
    ['aogOrder', 'procurementOrder', 'substitutionOrder'].flatMap((k) => store.storedRows(store.definition(k)).map((o) => [String(o.code), o])),
  );
  const holding: Record<string, string> = { aogOrder: 'SOURCING', procurementOrder: 'CONFIRMED', substitutionOrder: 'APPROVED' };
  expect(rows.some((r) => reservationsOf(r).length > 0)).toBe(true);
  for (const r of rows) {
    expect(reservedOf(r)).toBeLessThanOrEqual(Number(r.quantity));
    if (Array.isArray(r.serials)) expect(r.serials.length).toBe(r.quantity);
    for (const x of reservationsOf(r)) {
      const o = orders.get(x.orderCode)!;
      expect(o).toBeDefined();
      expect(o.status).toBe(holding[o.id.split('-')[0]]);
    }
  }
  expect(available(LAST_UNIT_PN)).toBe(1);
  expect(stockOfPart(rows as unknown as StockRow[], LAST_UNIT_PN).onHand).toBeGreaterThan(1); // its held units and the AR one besides
});

it('sourcing reserves, shipping issues the serial (history, log, stock row), both visible on the row', async () => {
  const order = await acceptedAog();
  const logBefore = opLog().length;
  const sourced = await act('manager', order, 'source');
  expect(sourced.body.success).toBe(true);
  expect(sourced.body.data.history.map((h: { action: string }) => h.action)).toContain('stockReserve');
  expect(available(LAST_UNIT_PN)).toBe(0);
  const row = store.storedRows(inventory).find((r) => heldBy(r, sourced.body.data.code) > 0)!;
  expect(row.history!.at(-1)).toMatchObject({ action: 'stockReserve' });
  expect(
    opLog()
      .slice(logBefore)
      .map((e) => e.action),
  ).toEqual(expect.arrayContaining(['预留库存']));
  // the stock row's answer names the order that holds it
  const detail = (await call('GET', `${M}/inventory/${row.id}`, { user: 'staff' })).body.data;
  expect(detail.heldBy).toContain(sourced.body.data.code);
  const serial = (row.serials as Array<{ serialNumber: string }>).at(-1)!.serialNumber;
  const onHand = Number(row.quantity);
  const shipped = await act('manager', sourced.body.data, 'ship', { carrier: 'SF', trackingNo: 'SF1234567890' });
  expect(shipped.body.success).toBe(true);
  expect(shipped.body.data.issuedSerials).toBeTruthy();
  expect(shipped.body.data.history.map((h: { action: string }) => h.action).slice(-2)).toEqual(['ship', 'stockIssue']);
  const after = store.storedRows(inventory).find((r) => r.id === row.id)!;
  expect(after.quantity).toBe(onHand - 1);
  expect(heldBy(after, sourced.body.data.code)).toBe(0);
  expect((after.serials as Array<{ serialNumber: string }>).length).toBe(onHand - 1);
  expect(shipped.body.data.issuedSerials).toMatch(/^[A-Z0-9-]+（FAA-8130-3 FAA-[0-9-]+）$/);
  expect(serial).toBeTruthy();
});

it('refuses a reservation beyond what is available — STOCK_SHORT, both languages, nothing moved', async () => {
  const order = await acceptedAog('manager', 2);
  const before = JSON.stringify(store.storedRows(inventory));
  const a = await act('manager', order, 'source');
  expect(a.body).toMatchObject({
    success: false,
    errorCode: STOCK_SHORT,
    data: { messageKey: 'inventory.error.short', params: { partNumber: LAST_UNIT_PN, wanted: 2, available: 1 } },
  });
  expect(a.body.errorMessage).toBe(`件号 ${LAST_UNIT_PN} 可用库存不足：需要 2 件，可用 1 件`);
  expect(JSON.stringify(store.storedRows(inventory))).toBe(before);
  expect(store.storedRows(store.definition('aogOrder')).find((r) => r.id === order.id)!.status).toBe('ACCEPTED');
});

it('two users reserving the last unit at once: exactly one wins', async () => {
  const [mine, theirs] = [await acceptedAog('manager'), await acceptedAog('admin')];
  const answers = await Promise.all([act('manager', mine, 'source'), act('admin', theirs, 'source')]);
  expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
  expect(answers.find((a) => !a.body.success)!.body.errorCode).toBe(STOCK_SHORT);
  expect(available(LAST_UNIT_PN)).toBe(0);
  const holders = store
    .storedRows(inventory)
    .flatMap((r) => reservationsOf(r))
    .filter((x) => x.orderCode === mine.code || x.orderCode === theirs.code);
  expect(holders).toHaveLength(1);
});

it('cancelling releases what the order holds', async () => {
  const order = await acceptedAog();
  const sourced = (await act('manager', order, 'source')).body.data;
  expect(available(LAST_UNIT_PN)).toBe(0);
  const c = await act('manager', sourced, 'cancel', { comment: '客户自行解决' });
  expect(c.body.success).toBe(true);
  expect(c.body.data.history.at(-1)).toMatchObject({ action: 'stockRelease' });
  expect(available(LAST_UNIT_PN)).toBe(1);
});

it('a stock row cannot be edited below what orders hold on it', async () => {
  const row = store.storedRows(inventory).find((r) => reservedOf(r) > 0 && !Array.isArray(r.serials))!;
  const a = await call('PUT', `${M}/inventory/${row.id}`, { body: { quantity: reservedOf(row) - 1, version: row.version }, user: 'staff' });
  expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(a.body.data.issues[0]).toMatchObject({ field: 'quantity', message: 'inventory.validation.belowReserved' });
});

it('stock is kept by its staff and read by the service manager and engineer', async () => {
  const row = store.storedRows(inventory)[0];
  expect((await call('GET', `${M}/inventory`, { user: 'engineer' })).body.success).toBe(true);
  const q = await call('POST', `${M}/inventory/${row.id}/actions/quarantine`, { body: { comment: '证书存疑', version: row.version }, user: 'manager' });
  expect(q.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
});
