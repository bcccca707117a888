/**
 * Deadlines derived from a setting (选项配置) are fixed when the record reaches them: the AOG response
 * deadline at submission (creation), the exchange's core due date when the replacement ships. The mock
 * stores them; lists, details, sorting, the overdue flag and the pages read the stored value; a change
 * of the setting applies to records reaching that moment later, never to existing ones.
 */
import { setSetting } from '../../../mock/lib/store/options';
import * as store from '../../../mock/lib/store/store';
import { applyAction, businessDate, domainContext, fixedValues, withDerived } from '@/domain/engine';
import { aogOrder, coreOverdueDays, substitutionOrder } from '@/domain/desks/orders';
import { engineServer } from '../mock/routes';
import { fresh } from '../mock/harness';
import { heldSerial } from '../mock/heldSerial';

const call = engineServer();
const base = (key: string) => `/api/management/${key}`;
const MIN = 60_000;
const at = (iso: string, settings: Record<string, number> = {}) => domainContext(Date.parse(iso), settings);
const operator = { userNo: 'manager', userName: '李敏' };

const newAog = () => ({
  customerId: 'C-CCA',
  aircraftRegistration: 'B-652A',
  aircraftType: 'A320NEO',
  station: 'PEK',
  aogSince: new Date(Date.now() - 30 * MIN).toISOString(),
  partNumber: '2117320-3',
  partName: '空气循环机',
  quantity: 1,
  ataChapter: '21',
  contactName: '王工',
  contactPhone: '13900001111',
  faultDescription: '航前检查发现空气循环机故障，飞机停场待件',
});

beforeEach(fresh);

describe('fixed derived values in the engine', () => {
  const created = { status: 'SUBMITTED', createdAt: '2026-11-21T08:00:00.000Z' };

  it('computes a fixed value at its moment with the settings then, and keeps the stored one afterwards', () => {
    expect(fixedValues(aogOrder, created, at('2026-11-21T08:00:00Z', { aogResponseMinutes: 45 }), 'create')).toEqual({
      responseDeadline: '2026-11-21T08:45:00.000Z',
    });
    expect(fixedValues(aogOrder, created, at('2026-11-21T08:00:00Z'), 'accept')).toEqual({});
    const stored = { ...created, responseDeadline: '2026-11-21T08:45:00.000Z' };
    // the setting is 120 now: the stored deadline stands, and the overdue flag follows it
    const shown = withDerived(aogOrder, stored, at('2026-11-21T09:00:00Z', { aogResponseMinutes: 120 }));
    expect(shown.responseDeadline).toBe('2026-11-21T08:45:00.000Z');
    expect(shown.overdue).toBe(true);
  });

  it('fixes the core due date when the replacement ships, from the core return days of that day', () => {
    const approved = { status: 'APPROVED', removedSerialNumber: 'A11111', version: 3, history: [] };
    const input = { replacementSerialNumber: 'A22222', carrier: 'SF', trackingNo: 'SF00000001' };
    const { record } = applyAction(
      substitutionOrder,
      approved,
      substitutionOrder.action('shipReplacement')!,
      input,
      at('2026-10-01T02:00:00Z', { coreReturnDays: 10 }),
      operator,
    );
    expect(record.coreDueDate).toBe('2026-10-11');
    // thirty days configured later: still due on the 11th, overdue from the 12th (the page's row highlight too)
    const later = at('2026-10-15T02:00:00Z', { coreReturnDays: 30 });
    expect(withDerived(substitutionOrder, record, later).coreDueDate).toBe('2026-10-11');
    expect(coreOverdueDays(record, later)).toBe(4);
    expect(substitutionOrder.rowTone!(record, later)).toBe('error');
  });

  it('refuses a definition fixing a value on a moment that does not exist', () => {
    const { defineResource } = require('@/domain/engine');
    expect(() =>
      defineResource({
        key: 'fixProbe',
        fields: [{ key: 'due', type: 'date', derive: () => null, fixOn: ['ship'] }],
        lifecycle: { initial: 'A', statuses: [{ key: 'A' }], actions: [] },
      }),
    ).toThrow(/unknown moment ship/);
  });
});

describe('the mock stores them, and a settings change applies to new records only', () => {
  it('AOG: the response deadline is stored at submission; changing the response minutes leaves existing orders alone', async () => {
    setSetting('aogResponseMinutes', 60);
    const first = (await call('POST', base('aogOrder'), { body: newAog() })).body.data;
    expect(Date.parse(first.responseDeadline) - Date.parse(first.createdAt)).toBe(60 * MIN);
    expect(store.findRecord('aogOrder', first.id)!.responseDeadline).toBe(first.responseDeadline);

    setSetting('aogResponseMinutes', 15);
    const again = (await call('GET', `${base('aogOrder')}/${first.id}`)).body.data;
    expect(again.responseDeadline).toBe(first.responseDeadline);
    const listed = (await call('GET', base('aogOrder'), { query: { code: first.code } })).body.data;
    expect(listed.map((r: any) => r.responseDeadline)).toEqual([first.responseDeadline]);
    // an edit of the order does not move it either
    const edited = (await call('PUT', `${base('aogOrder')}/${first.id}`, { body: { quantity: 2, version: again.version } })).body.data;
    expect(edited.responseDeadline).toBe(first.responseDeadline);

    const second = (await call('POST', base('aogOrder'), { body: newAog() })).body.data;
    expect(Date.parse(second.responseDeadline) - Date.parse(second.createdAt)).toBe(15 * MIN);
  });

  it('exchange: the core return days are fixed when the order is created, the due date when the replacement ships; a later change of the setting applies to later orders', async () => {
    // a seeded order's days were fixed when it was made (its customer's exchange agreement's)
    const [a] = store.storedRows(substitutionOrder).filter((r) => r.status === 'APPROVED');
    const days = a.coreReturnDays as number;
    expect(days).toBeGreaterThan(0);
    expect(a.coreTermsFrom).toBe('AGREEMENT');
    setSetting('coreReturnDays', 45);
    const shipped = (
      await call('POST', `${base('substitutionOrder')}/${a.id}/actions/shipReplacement`, {
        // the replacement is a unit the order holds in stock, where it holds one (mock/lib/desks/stock.ts)
        body: { replacementSerialNumber: heldSerial(String(a.code)) ?? 'R1000001', carrier: 'SF', trackingNo: 'SFR1000001', version: a.version },
      })
    ).body.data;
    expect(shipped.status).toBe('REPLACEMENT_SHIPPED');
    const due = shipped.coreDueDate;
    expect(due).toBe(
      withDerived(substitutionOrder, { replacementShippedAt: shipped.replacementShippedAt, coreReturnDays: days }, domainContext(Date.now())).coreDueDate,
    );

    setSetting('coreReturnDays', 10);
    expect((await call('GET', `${base('substitutionOrder')}/${a.id}`)).body.data.coreDueDate).toBe(due);
    const later = (
      await call('POST', base('substitutionOrder'), {
        body: {
          customerId: a.customerId,
          removedPartNumber: 'ZZ-404-1',
          removedPartName: '组件',
          removedSerialNumber: 'SN77002',
          removalReason: '功能失效',
          requiredBy: businessDate(Date.now()),
          replacementPartNumber: 'ZZ-404-1',
        },
      })
    ).body.data;
    expect(later).toMatchObject({ coreTermsFrom: 'SETTINGS', coreReturnDays: 10 });
  });

  it('seeded orders carry their fixed deadlines, so a settings change does not move them', async () => {
    const aogs = store.storedRows(aogOrder);
    expect(aogs.every((r) => typeof r.responseDeadline === 'string')).toBe(true);
    const shipped = store.storedRows(substitutionOrder).filter((r) => typeof r.replacementShippedAt === 'string');
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.every((r) => typeof r.coreDueDate === 'string')).toBe(true);
    const page = async () =>
      (await call('GET', base('aogOrder'), { query: { pageSize: 20 } })).body.data.map((r: any) => [r.id, r.responseDeadline, r.overdue]);
    const before = await page();
    setSetting('aogResponseMinutes', 5);
    expect(await page()).toEqual(before);
  });
});
