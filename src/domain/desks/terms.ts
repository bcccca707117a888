/**
 * Terms a record takes from the customer's agreements and the catalogue instead of from typing
 * (docs/customers.md "Terms come from the agreement"): a repair's promised TAT and a procurement
 * line's starting price. Each answers the value and where it came from; the desks store both when the
 * record is created, so a later change of an agreement or of the catalogue does not rewrite them.
 */
import { normalPartNumber, roundMoney, type CataloguePrice, type Values } from '../engine';
import { agreementFor, covers, inForce, type AgreementKind } from './agreements';

/** Where a repair's promised TAT comes from: the repair agreement, the catalogue's standard TAT, or the quote (typed). */
export const TAT_SOURCES = ['AGREEMENT', 'CATALOGUE', 'QUOTE'] as const;
export type TatSource = (typeof TAT_SOURCES)[number];

export interface TatTerms {
  from: TatSource;
  /** the repair agreement's number (AGREEMENT only) */
  agreementNo: string | null;
  /** the promised days the terms give (null: the quote sets them) */
  days: number | null;
}

const days = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * A repair's promised TAT: the customer's REPAIR agreement in force on `day` covering the part (by P/N,
 * else ATA chapter) gives its `tatDays`; else the catalogue's standard `repairTatDays` of the P/N; else
 * none — the engineer types it with the quote, as before agreements existed.
 */
export function repairTatTerms(customer: Values | undefined, part: Values | undefined, q: { day: string; partNumber: unknown; ataChapter: unknown }): TatTerms {
  const agreement = agreementFor(customer, { kind: 'REPAIR', day: q.day, partNumber: q.partNumber, ataChapter: q.ataChapter });
  const agreed = days(agreement?.tatDays);
  if (agreement && agreed) return { from: 'AGREEMENT', agreementNo: String(agreement.agreementNo ?? ''), days: agreed };
  const standard = days(part?.repairTatDays);
  if (standard) return { from: 'CATALOGUE', agreementNo: null, days: standard };
  return { from: 'QUOTE', agreementNo: null, days: null };
}

/**
 * The agreements whose discount applies to parts sold outright, in the order they are looked at: the
 * parts-supply ones — a pool (power-by-the-hour) programme, then an exchange agreement, then a lease.
 * A repair agreement's discount is on repair work and a training agreement's on training: neither
 * prices a part.
 */
export const PRICE_AGREEMENT_KINDS: readonly AgreementKind[] = ['POOL', 'EXCHANGE', 'LEASE'];

/** Where a procurement line's price comes from: the catalogue, the catalogue less an agreement's discount, or typed over them. */
export const PRICE_SOURCES = ['CATALOGUE', 'AGREEMENT', 'OVERRIDDEN'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** A line's starting price from the price list: the catalogue's list price less the discount (the P/N picker shows it too). */
export type PriceTerms = CataloguePrice;

/** The customer's agreement giving a discount on the part on `day` (of PRICE_AGREEMENT_KINDS, in that order), or undefined. */
export function discountAgreement(customer: Values | undefined, part: Values, day: string): Values | undefined {
  const list = Array.isArray(customer?.agreements) ? (customer.agreements as Values[]) : [];
  for (const kind of PRICE_AGREEMENT_KINDS) {
    const found = list.find(
      (a) =>
        a.agreementKind === kind &&
        typeof a.discountPercent === 'number' &&
        a.discountPercent > 0 &&
        inForce(a, day) &&
        covers(a, part.partNumber, part.ataChapter),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * The price list's price of a catalogued part for a customer on `day`: the list price, less the
 * discount of the customer's agreement covering the part (discountAgreement). Null for a part the
 * catalogue does not price (or does not hold).
 */
export function priceTerms(customer: Values | undefined, part: Values | undefined, day: string): PriceTerms | null {
  if (!part || typeof part.listPrice !== 'number') return null;
  const currency = typeof part.currency === 'string' ? part.currency : null;
  const agreement = discountAgreement(customer, part, day);
  if (!agreement) return { from: 'CATALOGUE', unitPrice: part.listPrice, currency, discountPercent: null, agreementNo: null };
  const discount = Number(agreement.discountPercent);
  return {
    from: 'AGREEMENT',
    unitPrice: roundMoney(part.listPrice * (1 - discount / 100)),
    currency,
    discountPercent: discount,
    agreementNo: String(agreement.agreementNo ?? ''),
  };
}

/** The cells a procurement line keeps of its price-list price (all null for a part the catalogue does not price). */
export interface LinePrice extends Values {
  listUnitPrice: number | null;
  listCurrency: string | null;
  discountPercent: number | null;
  priceAgreementNo: string | null;
  priceFrom: PriceSource | null;
}

const NO_PRICE: LinePrice = { listUnitPrice: null, listCurrency: null, discountPercent: null, priceAgreementNo: null, priceFrom: null };

/** The price-list cells of one line (`part` the catalogue's product of its P/N). */
export function linePrice(customer: Values | undefined, part: Values | undefined, day: string): LinePrice {
  const terms = priceTerms(customer, part, day);
  if (!terms) return NO_PRICE;
  return {
    listUnitPrice: terms.unitPrice,
    listCurrency: terms.currency,
    discountPercent: terms.discountPercent,
    priceAgreementNo: terms.agreementNo,
    priceFrom: terms.from,
  };
}

const PRICE_CELLS = Object.keys(NO_PRICE);

/**
 * The lines of an order written (created or edited before its quote) with their price-list cells: a
 * line whose P/N a line already held keeps the price it was given then (a later change of the agreement
 * or the catalogue does not reprice it); a new P/N is priced today.
 */
export function pricedLines(lines: unknown, before: unknown, price: (partNumber: string) => LinePrice): Values[] {
  const kept = new Map<string, Values>();
  for (const row of Array.isArray(before) ? (before as Values[]) : []) {
    const pn = normalPartNumber(row.partNumber);
    if (pn && row.priceFrom !== undefined && !kept.has(pn)) kept.set(pn, row);
  }
  return (Array.isArray(lines) ? (lines as Values[]) : []).map((row) => {
    const pn = normalPartNumber(row.partNumber);
    const old = kept.get(pn);
    const cells = old ? (Object.fromEntries(PRICE_CELLS.map((k) => [k, old[k] ?? null])) as LinePrice) : price(pn);
    return { ...row, ...cells };
  });
}

/** The currency a quote starts in: the price list's currency of the order's first line that has one. */
export const quoteCurrencyStart = (order: Values): string | undefined =>
  (Array.isArray(order.lines) ? (order.lines as Values[]) : []).map((l) => l.listCurrency).find((c): c is string => typeof c === 'string');

/** A line's unit price the quote starts from: its price-list price, when it is in the quote's starting currency. */
export const quotePriceStart = (line: Values, order: Values): number | undefined =>
  typeof line.listUnitPrice === 'number' && line.listCurrency === quoteCurrencyStart(order) ? line.listUnitPrice : undefined;

/**
 * The lines as quoted: a line with a price-list price says OVERRIDDEN when the quote's unit price or
 * currency is not the price list's; one quoted at the price list keeps its source.
 */
export function quotedLines(lines: unknown, currency: unknown): Values[] {
  return (Array.isArray(lines) ? (lines as Values[]) : []).map((row) =>
    (row.priceFrom === 'CATALOGUE' || row.priceFrom === 'AGREEMENT') && (row.unitPrice !== row.listUnitPrice || currency !== row.listCurrency)
      ? { ...row, priceFrom: 'OVERRIDDEN' }
      : row,
  );
}
