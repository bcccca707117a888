/**
 * The P/N field kind (src/domain/engine/partNumber.ts) and the part lookup (src/domain/parts.ts,
 * mock/search.ts): one P/N rule with one message on every desk; every P/N of an order, case, repair
 * or application form picks from the catalogue; a chosen part fills what the field's pick names; an
 * uncatalogued P/N is flagged, not refused; the lookup answers the catalogued parts the user's level
 * reaches, the exact P/N first, to whoever may fill such a form.
 */
// the running mock's row filters (data scope, secrecy) are registered by the administration module
import '../../../mock/admin';
import searchRoutes from '../../../mock/search';
import * as store from '../../../mock/lib/store/store';
import {
  checkField,
  domainContext,
  linesOf,
  PART_NUMBER,
  PART_NUMBER_MESSAGE,
  partFillValues,
  partNumberField,
  uncatalogued,
  type CataloguePart,
  type FieldDef,
} from '@/domain/engine';
import { PART_LOOKUP_MAX, partFieldsOf, partLookupCodes, partRank } from '@/domain/parts';
import { resources } from '@/domain/desks';
import { productMaintenance } from '@/domain/desks/knowledge';
import { caller, fresh } from '../mock/harness';

const call = caller(searchRoutes);
const parts = (q: unknown, as = 'manager') => call('GET /api/management/parts', { as, query: { q } }).body;

beforeEach(fresh);

const part: CataloguePart = {
  id: 'p1',
  partNumber: '2117320-3',
  productName: '燃油增压泵',
  unit: 'EA',
  listPrice: 12800,
  currency: 'CNY',
  leadTimeDays: 14,
  status: 'ON_SHELF',
};

/** Every single-P/N field of every desk: its own fields and its line cells. */
const pnFields = resources.flatMap((def) =>
  def.fields
    .flatMap((f) => (f.type === 'lineItems' ? linesOf(f).fields : [f]))
    .filter((f) => /partNumber$/i.test(f.key))
    .map((f) => ({ def, f })),
);

describe('one P/N rule', () => {
  it('every P/N field of every desk checks the one rule with the one message', () => {
    expect(pnFields.length).toBeGreaterThan(10);
    for (const { def, f } of pnFields) {
      expect(`${def.key}.${f.key}:${f.pattern}`).toBe(`${def.key}.${f.key}:${PART_NUMBER}`);
      const { issue } = checkField(def, f, 'a b', { ctx: domainContext() });
      expect(issue?.message).toBe(PART_NUMBER_MESSAGE);
    }
  });

  it('every P/N of an order, case, repair or application form is picked from the catalogue; the catalogue’s own is not', () => {
    const picked = pnFields.filter(({ f }) => f.part).map(({ def, f }) => `${def.key}.${f.key}`);
    for (const key of [
      'procurementOrder.partNumber',
      'aogOrder.partNumber',
      'leaseOrder.partNumber',
      'substitutionOrder.removedPartNumber',
      'substitutionOrder.replacementPartNumber',
      'support.partNumber',
      'cifficultReport.partNumber',
      'claimApplication.partNumber',
    ]) {
      expect(picked).toContain(key);
    }
    expect(picked).not.toContain('productMaintenance.partNumber');
    expect(pnFields.filter(({ def, f }) => !f.part && def.key !== productMaintenance.key).map(({ def, f }) => `${def.key}.${f.key}`)).toEqual([]);
  });
});

describe('the picker’s fill', () => {
  const field: FieldDef = partNumberField('partNumber', { fill: { name: 'partName', unit: 'unit', price: 'unitPrice', currency: 'currency' } });
  it('fills the fields its pick names that the form edits, with the part’s values', () => {
    expect(partFillValues(field, part, () => true)).toEqual({ partName: '燃油增压泵', unit: 'EA', unitPrice: 12800, currency: 'CNY' });
    expect(partFillValues(field, part, (k) => k !== 'unitPrice')).toEqual({ partName: '燃油增压泵', unit: 'EA', currency: 'CNY' });
    expect(partFillValues(field, { ...part, unit: null, listPrice: null }, () => true)).toEqual({ partName: '燃油增压泵', currency: 'CNY' });
    expect(partFillValues(partNumberField('pn', { fill: {} }), part, () => true)).toEqual({});
  });

  it('a procurement line takes the list price where the price is typed (the quote), not in the order form', () => {
    const lines = resources.find((d) => d.key === 'procurementOrder')!.field('lines')!;
    const pn = linesOf(lines).fields.find((c) => c.key === 'partNumber')!;
    const editableInCreate = (k: string) => linesOf(lines).fields.some((c) => c.key === k && !c.readOnly);
    expect(partFillValues(pn, part, editableInCreate)).toEqual({ partName: '燃油增压泵', unit: 'EA' });
    expect(partFillValues(pn, part, (k) => k === 'unitPrice')).toEqual({ unitPrice: 12800 });
    expect(pn.part?.fill.currency).toBe('currency');
  });

  it('flags a well-formed P/N the catalogue does not have, never a catalogued or malformed one', () => {
    expect(uncatalogued('2117320-3', [part])).toBe(false);
    expect(uncatalogued(' 2117320-3 ', [part])).toBe(false);
    expect(uncatalogued('ZZ-999', [part])).toBe(true);
    expect(uncatalogued('bad p/n', [])).toBe(false);
  });

  it('an uncatalogued P/N passes the rule (it is saved)', () => {
    const { issue } = checkField(resources[0], field, 'ZZ-999-NEW', { ctx: domainContext() });
    expect(issue).toBeUndefined();
  });
});

describe('the part lookup (GET /parts)', () => {
  it('offers the exact P/N first, then P/Ns starting with it, then names containing it', () => {
    expect(partRank({ partNumber: 'ABC-1', productName: 'x' }, 'abc-1')).toBe(0);
    expect(partRank({ partNumber: 'ABC-12', productName: 'x' }, 'abc-1')).toBe(1);
    expect(partRank({ partNumber: 'X', productName: '燃油泵' }, '燃油')).toBe(2);
    expect(partRank({ partNumber: 'X', productName: 'y' }, 'abc')).toBeNull();
    const product = store.storedRows(productMaintenance).find((r) => r.secrecyLevel === 'PUBLIC')!;
    const answer = parts(String(product.partNumber).toLowerCase()).data as CataloguePart[];
    expect(answer[0]).toMatchObject({
      partNumber: product.partNumber,
      productName: product.productName,
      listPrice: product.listPrice,
      leadTimeDays: product.leadTimeDays,
      unit: product.unit,
    });
    expect(answer.length).toBeLessThanOrEqual(PART_LOOKUP_MAX);
  });

  it('finds by name and answers at most PART_LOOKUP_MAX', () => {
    const product = store.storedRows(productMaintenance).find((r) => r.secrecyLevel === 'PUBLIC')!;
    const name = String(product.productName).slice(0, 3);
    const answer = parts(name).data as CataloguePart[];
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.length).toBeLessThanOrEqual(PART_LOOKUP_MAX);
    for (const p of answer) expect(p.productName.includes(name) || p.partNumber.startsWith(name.toUpperCase())).toBe(true);
  });

  it('applies the products’ secrecy: staff never gets a 机密 part, the administrator does', () => {
    const secret = store.storedRows(productMaintenance).find((r) => r.secrecyLevel === 'CONFIDENTIAL')!;
    const pns = (as: string) => (parts(String(secret.partNumber), as).data as CataloguePart[]).map((p) => p.id);
    expect(pns('admin')).toContain(secret.id);
    expect(pns('staff')).not.toContain(secret.id);
  });

  it('is for whoever may fill a form with a picked P/N', () => {
    const codes = partLookupCodes();
    expect(codes).toContain('aogOrder:create');
    expect(codes).toContain('procurementOrder:edit');
    // the catalogue's editors pick a part's alternates and its replacement from the catalogue
    expect(codes).toContain('productMaintenance:create');
    // the quote prices catalogued lines: the sales desk sees their list prices
    expect(codes).toContain('procurementOrder:quote');
    expect(codes).not.toContain('procurementOrder:ship');
    expect(resources.filter((d) => partFieldsOf(d).length).length).toBeGreaterThan(5);
    expect(parts('2117', 'staff').success).toBe(true); // staff files applications
    expect(parts('2117', 'trainer')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });

  it.each([
    ['missing', undefined],
    ['blank', ' '],
    ['too long', 'x'.repeat(41)],
    ['repeated', ['A', 'B']],
  ])('refuses a malformed query (%s) as VALIDATION', (_, q) => {
    expect(parts(q)).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});
