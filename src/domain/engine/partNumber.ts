/**
 * The part number (P/N) — one rule for every desk — and the field kind that picks it from the product
 * catalogue (产品信息). A P/N field is declared with `partNumberField(key, { fill })`: the form offers a
 * searchable list of catalogued parts (P/N, name, unit, list price, lead time) and, when one is
 * chosen, fills the fields named by `fill` (the part's name, unit, price, currency); a P/N that is not
 * in the catalogue is still accepted, with a warning. The server checks a P/N only against the rule
 * (`PART_NUMBER`): the catalogue is advice, not a constraint.
 */
import type { FieldDef, PartFill, Values } from './types';

/** P/N: letters, digits and dashes, 3–30 long, in capitals (2117320-3, D23189000-5, 065-50000-1101). */
export const PART_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,29}$/;
/** The one message of a malformed P/N (every desk, every line). */
export const PART_NUMBER_MESSAGE = 'resource.validation.partNumber';
export const PART_NUMBER_MAX = 30;

/** A catalogued part as the lookup answers it (src/domain/parts.ts). */
export interface CataloguePart {
  id: string;
  partNumber: string;
  productName: string;
  unit: string | null;
  listPrice: number | null;
  currency: string | null;
  leadTimeDays: number | null;
  /** ON_SHELF / OFF_SHELF */
  status: string;
  /** serviceable units available to a new reservation, over every stock row of the P/N (docs/inventory.md) */
  available?: number;
  /** the P/N replacing this one and from when (docs/inventory.md "supersession") */
  supersededBy?: string | null;
  supersededFrom?: string | null;
  /** the replacement as the catalogue holds it (absent: not catalogued, or above the user's level) */
  replacement?: CataloguePart;
  /** when this part has none available: the parts that may replace it and have some, with their interchangeability */
  alternates?: Array<CataloguePart & { interchange: string }>;
  /** the price list's price for the customer asked about (the lookup's `customerId`), null when the catalogue prices it not */
  price?: CataloguePrice | null;
}

/** A part's price-list price for one customer: the list price less the discount of the customer's agreement (src/domain/desks/terms.ts). */
export interface CataloguePrice {
  from: 'CATALOGUE' | 'AGREEMENT';
  unitPrice: number;
  currency: string | null;
  discountPercent: number | null;
  agreementNo: string | null;
}

/**
 * A P/N field. Without `fill` the field still follows the P/N rule (the catalogue's own P/N);
 * with `fill` (`{}` fills nothing but still offers the catalogue) the form picks it from the catalogue.
 */
export function partNumberField(key = 'partNumber', opts: { fill?: PartFill } & Partial<FieldDef> = {}): FieldDef {
  const { fill, ...extra } = opts;
  return {
    key,
    type: 'text',
    upperCase: true,
    pattern: PART_NUMBER,
    patternMessage: PART_NUMBER_MESSAGE,
    maxLength: PART_NUMBER_MAX,
    ...(fill ? { part: { fill } } : {}),
    ...extra,
  };
}

/** The P/N as it is stored (trimmed, capitals) — what the rule and the catalogue compare. */
export const normalPartNumber = (text: unknown): string => (typeof text === 'string' ? text.trim().toUpperCase() : '');

/** Whether `text` follows the P/N rule. */
export const isPartNumber = (text: unknown): boolean => PART_NUMBER.test(normalPartNumber(text));

/**
 * The values a chosen part puts into the form (or the line): the fields of the pick's `fill` that
 * the form edits (`editable`), each with the part's value when it has one. The P/N itself is the
 * field's own value.
 */
export function partFillValues(field: FieldDef, part: CataloguePart, editable: (key: string) => boolean): Values {
  const fill = field.part?.fill ?? {};
  const from: Record<keyof PartFill, unknown> = { name: part.productName, unit: part.unit, price: part.listPrice, currency: part.currency };
  const out: Values = {};
  for (const [what, key] of Object.entries(fill) as Array<[keyof PartFill, string | undefined]>) {
    const value = from[what];
    if (key && editable(key) && value !== null && value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/**
 * Whether the warning "not in the catalogue" is due: a P/N that follows the rule and that none of
 * the catalogue's answer for it has exactly. (A malformed P/N gets the rule's error instead.)
 */
export function uncatalogued(text: unknown, answer: readonly Pick<CataloguePart, 'partNumber'>[]): boolean {
  const pn = normalPartNumber(text);
  return PART_NUMBER.test(pn) && !answer.some((p) => p.partNumber === pn);
}
