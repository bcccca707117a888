/** The plain stock rules (src/domain/stock.ts) and the catalogue's own rules (src/domain/desks/knowledge.ts). */
import { availableOf, issue, planReservation, release, reserve, reservedOf, stockOfPart, stockRowProblem, wantsOf, type StockRow } from '@/domain/stock';
import { availableOfRow } from '@/domain/desks/inventory';
import { catalogueRules } from '@/domain/desks/knowledge';

const row = (id: string, partNumber: string, conditionCode: string, quantity: number, extra: Partial<StockRow> = {}): StockRow => ({
  id,
  partNumber,
  conditionCode,
  quantity,
  ...extra,
});
const at = '2026-11-27T08:00:00.000Z';

describe('reserve / issue / release arithmetic', () => {
  it('reserved is the sum of the reservations, available what is left', () => {
    let r = row('a', 'P1', 'SV', 5);
    r = reserve(r, { orderCode: 'AOG-1', quantity: 2, at });
    r = reserve(r, { orderCode: 'PO-1', quantity: 1, at });
    expect([r.quantity, reservedOf(r), availableOf(r)]).toEqual([5, 3, 2]);
    r = release(r, 'AOG-1');
    expect([r.quantity, reservedOf(r), availableOf(r)]).toEqual([5, 1, 4]);
  });

  it('issuing takes what the order holds off on hand and reserved, and the serials with it (the typed one first)', () => {
    const serials = ['S1', 'S2', 'S3'].map((serialNumber) => ({
      serialNumber,
      certificateType: 'FAA-8130-3',
      certificateNo: `C-${serialNumber}`,
      certificateDate: '2026-01-01',
    }));
    let r = row('a', 'P1', 'SV', 3, { serials });
    r = reserve(r, { orderCode: 'AOG-1', quantity: 1, at });
    r = reserve(r, { orderCode: 'AOG-2', quantity: 1, at });
    const out = issue(r, 'AOG-1', ['S3']);
    expect(out.issued.map((s) => s.serialNumber)).toEqual(['S3']);
    expect([out.row.quantity, reservedOf(out.row), availableOf(out.row)]).toEqual([2, 1, 1]);
    expect(out.row.serials!.map((s) => s.serialNumber)).toEqual(['S1', 'S2']);
  });

  it('plans from serviceable rows only, the best condition first, across rows; all or nothing', () => {
    const rows = [row('ar', 'P1', 'AR', 9), row('sv', 'P1', 'SV', 2), row('ne', 'P1', 'NE', 1), row('x', 'P2', 'NE', 4)];
    expect(planReservation(rows, [{ partNumber: 'P1', quantity: 2 }])).toEqual({
      ok: true,
      takes: [
        { rowId: 'ne', partNumber: 'P1', quantity: 1 },
        { rowId: 'sv', partNumber: 'P1', quantity: 1 },
      ],
    });
    // AR (as removed) does not count: 3 serviceable
    expect(
      planReservation(rows, [
        { partNumber: 'P2', quantity: 1 },
        { partNumber: 'P1', quantity: 4 },
      ]),
    ).toEqual({
      ok: false,
      partNumber: 'P1',
      wanted: 4,
      available: 3,
    });
  });

  it('refuses more than is available once others hold units (the last unit goes once)', () => {
    const held = reserve(row('a', 'P1', 'SV', 1), { orderCode: 'AOG-1', quantity: 1, at });
    expect(planReservation([held], [{ partNumber: 'P1', quantity: 1 }])).toMatchObject({ ok: false, available: 0 });
  });

  it('a quarantined row offers nothing to a new reservation', () => {
    expect(availableOfRow({ status: 'QUARANTINED', conditionCode: 'SV', quantity: 3 })).toBe(0);
    expect(availableOfRow({ status: 'IN_STOCK', conditionCode: 'AR', quantity: 3 })).toBe(0);
    expect(availableOfRow({ status: 'IN_STOCK', conditionCode: 'OH', quantity: 3, reservations: [{ orderCode: 'X', quantity: 1, at }] })).toBe(2);
  });

  it('sums a P/N over its rows', () => {
    const rows = [reserve(row('a', 'P1', 'SV', 2), { orderCode: 'X', quantity: 1, at }), row('b', 'P1', 'AR', 1), row('c', 'P2', 'NE', 5)];
    expect(stockOfPart(rows, 'P1')).toEqual({ onHand: 3, reserved: 1, available: 1 });
  });

  it('reads what each desk wants', () => {
    expect(wantsOf('aogOrder', { partNumber: 'P1', quantity: 2 })).toEqual([{ partNumber: 'P1', quantity: 2 }]);
    expect(
      wantsOf('procurementOrder', {
        lines: [
          { partNumber: 'P1', quantity: 2 },
          { partNumber: 'P2', quantity: 1 },
          { partNumber: 'P1', quantity: 3 },
        ],
      }),
    ).toEqual([
      { partNumber: 'P1', quantity: 5 },
      { partNumber: 'P2', quantity: 1 },
    ]);
    expect(wantsOf('substitutionOrder', { replacementPartNumber: 'P3' })).toEqual([{ partNumber: 'P3', quantity: 1 }]);
  });

  it('a serialised row has one serial per unit, each once', () => {
    const s = (serialNumber: string) => ({ serialNumber });
    expect(stockRowProblem({ quantity: 2, serials: [s('A')] })).toMatchObject({ field: 'serials', message: 'inventory.validation.serialCount' });
    expect(stockRowProblem({ quantity: 2, serials: [s('A'), s('A')] })).toMatchObject({ message: 'inventory.validation.serialTwice' });
    expect(stockRowProblem({ quantity: 2, serials: [s('A'), s('B')] })).toBeNull();
    expect(stockRowProblem({ quantity: 40 })).toBeNull();
  });
});

describe('the catalogue rules', () => {
  const problems = (v: Record<string, unknown>) => catalogueRules.map((rule) => rule(v)?.message).filter(Boolean);
  it('a supersession names its P/N and date, and not the part itself', () => {
    expect(problems({ partNumber: 'P1', supersededBy: 'P1A' })).toEqual(['productMaintenance.validation.supersededFrom']);
    expect(problems({ partNumber: 'P1', supersededFrom: '2026-01-01' })).toEqual(['productMaintenance.validation.supersededBy']);
    expect(problems({ partNumber: 'P1', supersededBy: 'P1', supersededFrom: '2026-01-01' })).toEqual(['productMaintenance.validation.supersededSelf']);
    expect(problems({ partNumber: 'P1', supersededBy: 'P1A', supersededFrom: '2026-01-01' })).toEqual([]);
  });
  it('alternates are other parts, each once; an expendable has no repair TAT', () => {
    expect(problems({ partNumber: 'P1', alternates: [{ alternatePartNumber: 'P1' }] })).toEqual(['productMaintenance.validation.alternateSelf']);
    expect(problems({ partNumber: 'P1', alternates: [{ alternatePartNumber: 'P2' }, { alternatePartNumber: 'P2' }] })).toEqual([
      'productMaintenance.validation.alternateTwice',
    ]);
    expect(problems({ partNumber: 'P1', partClass: 'EXPENDABLE', repairTatDays: 10 })).toEqual(['productMaintenance.validation.expendableTat']);
    expect(problems({ partNumber: 'P1', partClass: 'ROTABLE', repairTatDays: 10, alternates: [{ alternatePartNumber: 'P2' }] })).toEqual([]);
  });
});
