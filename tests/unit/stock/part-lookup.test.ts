/**
 * The P/N picker's answer (GET /parts, mock/search.ts; src/domain/parts.ts `partAnswer`): each part
 * with its stock available (serviceable, in-stock rows, less what orders hold), its replacement when
 * superseded, the alternates in stock when it has none — read from the part that lists them
 * (docs/inventory.md) — and, for a customer the user may read, the price list's price.
 */
import '../../../mock/admin';
import searchRoutes from '../../../mock/search';
import * as store from '../../../mock/lib/store/store';
import { customerProfile } from '@/domain/desks/customerProfile';
import { inventory } from '@/domain/desks/inventory';
import { productMaintenance } from '@/domain/desks/knowledge';
import { priceTerms } from '@/domain/desks/terms';
import { replacingParts } from '@/domain/parts';
import { businessDate, type CataloguePart, type Values } from '@/domain/engine';
import { caller, fresh } from '../mock/harness';

const call = caller(searchRoutes);
const lookUp = (q: string, query: Values = {}, as = 'manager') => call('GET /api/management/parts', { as, query: { q, ...query } }).body;
const exact = (q: string, query: Values = {}): CataloguePart => (lookUp(q, query).data as CataloguePart[]).find((p) => p.partNumber === q)!;

beforeAll(fresh);

describe('the parts that may replace a part', () => {
  const catalogue = [
    { partNumber: 'A-1', alternates: [{ alternatePartNumber: 'A-2', interchange: 'ONE_WAY' }] },
    { partNumber: 'A-2', alternates: [] },
    { partNumber: 'B-1', alternates: [{ alternatePartNumber: 'A-1', interchange: 'TWO_WAY' }] },
    { partNumber: 'C-1', alternates: [{ alternatePartNumber: 'A-1', interchange: 'ONE_WAY' }] },
  ];
  it('are the alternates it lists, and the parts listing it two-way — not one listing it one-way', () => {
    expect(replacingParts(catalogue[0], catalogue)).toEqual([
      { partNumber: 'A-2', interchange: 'ONE_WAY' },
      { partNumber: 'B-1', interchange: 'TWO_WAY' },
    ]);
    // a one-way alternate does not take the part it replaces back
    expect(replacingParts(catalogue[1], catalogue)).toEqual([]);
  });
});

describe('the picker’s answer', () => {
  it('says how many serviceable units are available: in-stock serviceable rows, less what orders hold', () => {
    const rows = store.storedRows(inventory).filter((r) => r.partNumber === '822-1468-002');
    const expected = rows
      .filter((r) => r.status === 'IN_STOCK' && ['NE', 'NS', 'OH', 'SV'].includes(String(r.conditionCode)))
      .reduce((n, r) => n + Number(r.quantity) - ((r.reservations as Values[]) ?? []).reduce((s, x) => s + Number(x.quantity), 0), 0);
    expect(expected).toBeGreaterThan(0);
    expect(exact('822-1468-002').available).toBe(expected);
    const row = rows.find((r) => r.status === 'IN_STOCK' && Number(r.quantity) > 0 && r.conditionCode !== 'AR')!;
    row.status = 'QUARANTINED';
    try {
      expect(exact('822-1468-002').available).toBeLessThan(expected);
    } finally {
      row.status = 'IN_STOCK';
    }
  });

  it('offers a superseded part’s replacement and says since when', () => {
    const old = store.storedRows(productMaintenance).find((p) => p.partNumber === '822-1468-002')!;
    expect(exact('822-1468-002')).toMatchObject({
      supersededBy: '822-1468-002A',
      supersededFrom: old.supersededFrom,
      replacement: { partNumber: '822-1468-002A', available: expect.any(Number) },
    });
    expect(exact('822-1468-002A')).toMatchObject({ supersededBy: null });
  });

  it('offers the alternates in stock of a part with none available, with their interchangeability', () => {
    const none = exact('2118142-2');
    expect(none.available).toBe(0);
    expect(none.alternates).toEqual([expect.objectContaining({ partNumber: '2118142-2B', interchange: 'TWO_WAY', available: expect.any(Number) })]);
    expect(none.alternates![0].available).toBeGreaterThan(0);
    // a part in stock offers none
    expect(exact('2118142-2B').alternates).toBeUndefined();
  });

  it('prices the parts by the price list of a customer the user may read; ignores another; refuses a malformed id', () => {
    const day = businessDate(Date.now());
    let found: { customer: Values; pn: string } | undefined;
    for (const customer of store.storedRows(customerProfile)) {
      for (const a of (customer.agreements as Values[]) ?? []) {
        const pn = String(a.coveredPartNumbers ?? '').split(',')[0];
        const product = store.storedRows(productMaintenance).find((p) => p.partNumber === pn);
        if (!found && product && priceTerms(customer, product, day)?.from === 'AGREEMENT') found = { customer, pn };
      }
    }
    const { customer, pn } = found!;
    const product = store.storedRows(productMaintenance).find((p) => p.partNumber === pn)!;
    expect(exact(pn, { customerId: customer.id }).price).toEqual(priceTerms(customer, product, day));
    expect(exact(pn, { customerId: customer.id }).price).toMatchObject({ from: 'AGREEMENT' });
    expect(exact(pn).price).toBeUndefined();
    expect(exact(pn, { customerId: 'C-NOBODY' }).price).toBeUndefined();
    expect(lookUp(pn, { customerId: 'a b' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(lookUp(pn, { customerId: ['a', 'b'] })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});
