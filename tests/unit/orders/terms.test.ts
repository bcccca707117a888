/**
 * Terms from the agreement and the catalogue (docs/customers.md "Terms come from the agreement"): a
 * repair's promised TAT comes from the customer's repair agreement, else the catalogue's standard TAT,
 * else the quote; a procurement line starts from the price list (the list price less the discount of
 * the customer's parts agreement), and a quote at another price says it was overridden. Each record
 * keeps what it was created with and says where it came from.
 */
import resourceRoutes from '../../../mock/resources';
import * as store from '../../../mock/lib/store/store';
import { customerProfile } from '@/domain/desks/customerProfile';
import { productMaintenance } from '@/domain/desks/knowledge';
import { procurementOrder } from '@/domain/desks/orders';
import { returnFactory } from '@/domain/desks/repairShop/returnFactory';
import { linePrice, priceTerms, pricedLines, quotedLines, repairTatTerms } from '@/domain/desks/terms';
import { actionStart, addDays, businessDate, formFields, type Values } from '@/domain/engine';
import { caller, fresh, ok } from '../mock/harness';

const call = caller(resourceRoutes);
const M = '/api/management';

const agreement = (over: Values): Values => ({
  agreementKind: 'REPAIR',
  agreementNo: 'RPA-TST-01',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  coveredPartNumbers: '2118142-2',
  tatDays: 15,
  ...over,
});
const product = (over: Values = {}): Values => ({ partNumber: '2118142-2', ataChapter: '21', listPrice: 10000, currency: 'USD', repairTatDays: 40, ...over });
const day = '2026-06-01';

describe('a repair’s TAT terms', () => {
  const q = { day, partNumber: '2118142-2', ataChapter: '21' };
  it('come from the repair agreement in force covering the part', () => {
    expect(repairTatTerms({ agreements: [agreement({})] }, product(), q)).toEqual({ from: 'AGREEMENT', agreementNo: 'RPA-TST-01', days: 15 });
  });
  it('else from the catalogue’s standard TAT (an expired or other-kind agreement does not count)', () => {
    const customer = { agreements: [agreement({ validTo: '2026-05-31' }), agreement({ agreementKind: 'EXCHANGE', tatDays: 5 })] };
    expect(repairTatTerms(customer, product(), q)).toEqual({ from: 'CATALOGUE', agreementNo: null, days: 40 });
  });
  it('else the quote sets them', () => {
    expect(repairTatTerms(undefined, product({ repairTatDays: null }), q)).toEqual({ from: 'QUOTE', agreementNo: null, days: null });
    expect(repairTatTerms(undefined, undefined, q).from).toBe('QUOTE');
  });
});

describe('a procurement line’s price list', () => {
  const exchange = agreement({ agreementKind: 'EXCHANGE', agreementNo: 'EXA-TST-01', discountPercent: 10 });
  it('is the catalogue’s list price without a parts agreement giving a discount', () => {
    expect(priceTerms(undefined, product(), day)).toMatchObject({ from: 'CATALOGUE', unitPrice: 10000, currency: 'USD', discountPercent: null });
    // a repair agreement's discount is on repairs, not on parts sold
    expect(priceTerms({ agreements: [agreement({ discountPercent: 20 })] }, product(), day)?.from).toBe('CATALOGUE');
    expect(priceTerms({ agreements: [{ ...exchange, discountPercent: 0 }] }, product(), day)?.from).toBe('CATALOGUE');
  });
  it('is the list price less the discount of the customer’s parts agreement — a pool programme first', () => {
    expect(priceTerms({ agreements: [exchange] }, product(), day)).toEqual({
      from: 'AGREEMENT',
      unitPrice: 9000,
      currency: 'USD',
      discountPercent: 10,
      agreementNo: 'EXA-TST-01',
    });
    const pool = agreement({ agreementKind: 'POOL', agreementNo: 'PBH-TST-01', discountPercent: 12.5, coveredPartNumbers: '', coveredAta: ['21'] });
    expect(priceTerms({ agreements: [exchange, pool] }, product(), day)).toMatchObject({ agreementNo: 'PBH-TST-01', unitPrice: 8750 });
  });
  it('is none for a part the catalogue does not price', () => {
    expect(priceTerms(undefined, product({ listPrice: null }), day)).toBeNull();
    expect(linePrice(undefined, undefined, day)).toMatchObject({ listUnitPrice: null, priceFrom: null });
  });
  it('is kept by a line whose P/N stays when the order is edited; a new P/N is priced now', () => {
    const before = [
      {
        partNumber: '2118142-2',
        quantity: 1,
        listUnitPrice: 9000,
        listCurrency: 'USD',
        discountPercent: 10,
        priceAgreementNo: 'EXA-TST-01',
        priceFrom: 'AGREEMENT',
      },
    ];
    const now = pricedLines(
      [
        { partNumber: '2118142-2', quantity: 2 },
        { partNumber: '3214552-1', quantity: 1 },
      ],
      before,
      () => linePrice(undefined, product({ listPrice: 500 }), day),
    );
    expect(now[0]).toMatchObject({ quantity: 2, listUnitPrice: 9000, priceFrom: 'AGREEMENT' });
    expect(now[1]).toMatchObject({ listUnitPrice: 500, priceFrom: 'CATALOGUE' });
  });
  it('says OVERRIDDEN for a line quoted at another price or currency', () => {
    const line = { listUnitPrice: 9000, listCurrency: 'USD', priceFrom: 'AGREEMENT', priceAgreementNo: 'EXA-TST-01' };
    expect(quotedLines([{ ...line, unitPrice: 9000 }], 'USD')[0].priceFrom).toBe('AGREEMENT');
    expect(quotedLines([{ ...line, unitPrice: 8800 }], 'USD')[0].priceFrom).toBe('OVERRIDDEN');
    expect(quotedLines([{ ...line, unitPrice: 9000 }], 'CNY')[0].priceFrom).toBe('OVERRIDDEN');
    expect(quotedLines([{ unitPrice: 1, priceFrom: null }], 'USD')[0].priceFrom).toBeNull();
  });
  it('is what the quote dialog starts with, as the repair quote starts from the terms’ TAT', () => {
    const quote = procurementOrder.action('quote')!;
    const order = {
      lines: [
        { partNumber: 'A-1', listUnitPrice: 9000, listCurrency: 'USD' },
        { partNumber: 'B-1', listUnitPrice: 700, listCurrency: 'CNY' },
        { partNumber: 'C-1', listUnitPrice: null },
      ],
    };
    expect(actionStart(quote.input!, order)).toEqual({ lines: [{ unitPrice: 9000 }, {}, {}], currency: 'USD' });
    expect(actionStart(returnFactory.action('quote')!.input!, { termsTatDays: 20 })).toEqual({ promisedTatDays: 20 });
    expect(actionStart(returnFactory.action('quote')!.input!, { termsTatDays: null })).toEqual({});
  });
});

describe('on the mock', () => {
  beforeEach(fresh);
  const today = () => businessDate(Date.now());
  const inForce = (a: Values) => String(a.validFrom) <= today() && today() <= String(a.validTo);
  const catalogue = () => store.storedRows(productMaintenance);
  const productOf = (pn: string) => catalogue().find((p) => p.partNumber === pn)!;
  /** An active customer's agreement in force of a kind (with a test), and a catalogued P/N it lists. */
  function agreed(kind: string, test: (a: Values) => boolean = () => true) {
    for (const customer of store.storedRows(customerProfile)) {
      if (customer.status !== 'ACTIVE') continue;
      for (const a of (customer.agreements as Values[]) ?? []) {
        const pn = String(a.coveredPartNumbers ?? '')
          .split(',')
          .find((p) => productOf(p));
        if (a.agreementKind === kind && pn && inForce(a) && test(a)) return { customer, agreement: a, partNumber: pn };
      }
    }
    throw new Error(`no ${kind} agreement in force`);
  }
  const blank = (def: typeof returnFactory) => Object.fromEntries(formFields(def, 'create').map((f) => [f.key, null]));
  const detail = (key: string, id: string) => ok(call(`GET ${M}/${key}/:id`, { as: 'admin', params: { id } }));
  const act = (key: string, id: string, action: string, body: Values) =>
    ok(call(`POST ${M}/${key}/:id/actions/:action`, { as: 'admin', params: { id, action }, body: { ...body, version: detail(key, id).version } }));

  const repair = (customerId: unknown, partNumber: string) =>
    ok(
      call(`POST ${M}/returnFactory`, {
        as: 'admin',
        body: {
          ...blank(returnFactory),
          customerId,
          partNumber,
          partName: '组件',
          serialNumber: 'SN55001',
          ataChapter: productOf(partNumber)?.ataChapter ?? '21',
          faultDescription: '功能失效',
        },
      }),
    );

  it('a repair takes the repair agreement’s TAT, keeps it when the agreement changes, and its quote starts there', () => {
    const { customer, agreement: a, partNumber } = agreed('REPAIR');
    const made = detail('returnFactory', repair(customer.id, partNumber).id);
    expect(made).toMatchObject({ tatTermsFrom: 'AGREEMENT', tatAgreementNo: a.agreementNo, termsTatDays: a.tatDays });
    expect(made.promisedTatDays ?? null).toBeNull();
    a.tatDays = Number(a.tatDays) + 9;
    expect(detail('returnFactory', made.id)).toMatchObject({ termsTatDays: made.termsTatDays, tatAgreementNo: a.agreementNo });
    for (const step of ['receive', 'inspect']) act('returnFactory', made.id, step, {});
    const quote = { findings: '轴承磨损', repairPrice: 12000, currency: 'CNY' };
    const quoted = act('returnFactory', made.id, 'quote', { ...quote, promisedTatDays: made.termsTatDays });
    expect(quoted).toMatchObject({ promisedTatDays: made.termsTatDays, tatOverridden: false, tatTermsFrom: 'AGREEMENT' });
  });

  it('without an agreement a repair takes the catalogue’s standard TAT; a quote promising other days says so', () => {
    const { customer } = agreed('REPAIR');
    const covered = new Set(((customer.agreements as Values[]) ?? []).flatMap((a) => String(a.coveredPartNumbers ?? '').split(',')));
    const part = catalogue().find(
      (p) =>
        typeof p.repairTatDays === 'number' &&
        !covered.has(String(p.partNumber)) &&
        !(customer.agreements as Values[]).some((a) => (a.coveredAta as string[] | undefined)?.includes(String(p.ataChapter))),
    )!;
    const made = detail('returnFactory', repair(customer.id, String(part.partNumber)).id);
    expect(made).toMatchObject({ tatTermsFrom: 'CATALOGUE', tatAgreementNo: null, termsTatDays: part.repairTatDays });
    for (const step of ['receive', 'inspect']) act('returnFactory', made.id, step, {});
    const quoted = act('returnFactory', made.id, 'quote', {
      findings: '壳体裂纹',
      repairPrice: 5000,
      currency: 'CNY',
      promisedTatDays: Number(part.repairTatDays) + 5,
    });
    expect(quoted).toMatchObject({ promisedTatDays: Number(part.repairTatDays) + 5, tatOverridden: true });
    // an uncatalogued P/N: the quote sets the TAT
    expect(detail('returnFactory', repair(customer.id, 'ZZ-404-1').id)).toMatchObject({ tatTermsFrom: 'QUOTE', termsTatDays: null });
  });

  it('a procurement order’s lines start from the price list, the quote from them; another price is marked overridden', () => {
    const { customer, agreement: a, partNumber } = agreed('EXCHANGE', (x) => Number(x.discountPercent) > 0);
    const listed = productOf(partNumber);
    const other = catalogue().find((p) => typeof p.listPrice === 'number' && !priceTerms(customer, p, today())?.agreementNo)!;
    const line = (pn: string) => ({ partNumber: pn, partName: '组件', quantity: 2, unit: 'EA', conditionCode: 'NE' });
    const made = ok(
      call(`POST ${M}/procurementOrder`, {
        as: 'manager',
        body: {
          ...blank(procurementOrder),
          customerId: customer.id,
          lines: [line(partNumber), line(String(other.partNumber)), line('ZZ-404-1')],
          certificateType: 'FAA-8130-3',
          priority: 'ROUTINE',
          requiredBy: addDays(today(), 30),
        },
      }),
    );
    const lines = detail('procurementOrder', made.id).lines;
    const price = Math.round(Number(listed.listPrice) * (100 - Number(a.discountPercent))) / 100;
    expect(lines[0]).toMatchObject({
      priceFrom: 'AGREEMENT',
      priceAgreementNo: a.agreementNo,
      discountPercent: a.discountPercent,
      listUnitPrice: price,
      listCurrency: listed.currency,
    });
    expect(lines[1]).toMatchObject({ priceFrom: 'CATALOGUE', priceAgreementNo: null, listUnitPrice: other.listPrice });
    expect(lines[2]).toMatchObject({ priceFrom: null, listUnitPrice: null });
    // the agreement is renegotiated: the order keeps its prices
    a.discountPercent = 1;
    expect(detail('procurementOrder', made.id).lines[0]).toMatchObject({ listUnitPrice: price });
    act('procurementOrder', made.id, 'submit', {});
    const quoted = act('procurementOrder', made.id, 'quote', {
      lines: [{ unitPrice: price }, { unitPrice: Number(other.listPrice) + 1 }, { unitPrice: 100 }],
      currency: listed.currency,
      quoteValidUntil: addDays(today(), 10),
    });
    expect(quoted.lines.map((l: Values) => l.priceFrom)).toEqual(['AGREEMENT', 'OVERRIDDEN', null]);
  });
});
