/**
 * The part lookup of the P/N picker (`partNumberField`, src/domain/engine/partNumber.ts): which
 * fields pick from the catalogue, who may look parts up, what a query may be, and in which order the
 * catalogued parts are offered. The mock answers `GET ${API.management}/parts?q=` with these rules
 * (mock/search.ts); the form's picker asks it (src/engine/PartNumberInput.tsx).
 */
import { linesOf, type FieldDef, type ResourceDef, type Values } from './engine';
import { normalPartNumber, type CataloguePart, type CataloguePrice } from './engine/partNumber';
import { resources } from './desks';
import { availableOfRow } from './desks/inventory';

/** The resource the parts come from: 产品信息. */
export const PART_CATALOGUE = 'productMaintenance';
/** At most this many parts in one answer. */
export const PART_LOOKUP_MAX = 10;
/** The longest query (a P/N is at most 30; a name a little longer). */
export const PART_QUERY_MAX = 40;

/** The catalogue-picked P/N fields of a definition: its own fields and the cells of its line items. */
export function partFieldsOf(def: ResourceDef): FieldDef[] {
  return def.fields.flatMap((f) => (f.type === 'lineItems' ? linesOf(f).fields : [f])).filter((f) => f.part);
}

/** The actions of a definition whose input prices its catalogued lines (a quote: a `patch` of line items). */
const pricingActions = (def: ResourceDef) =>
  (def.lifecycle?.actions ?? []).filter((a) =>
    (a.input ?? []).some((f) => f.type === 'lineItems' && linesOf(f).patch && linesOf(def.field(f.key) ?? f).fields.some((c) => c.part)),
  );

/**
 * Who may look parts up: anyone who may fill a form with such a field — the create or edit code of
 * every resource that has one, or the code of an action that prices its lines (any one suffices).
 */
export function partLookupCodes(defs: readonly ResourceDef[] = resources): string[] {
  const codes = defs
    .filter((d) => partFieldsOf(d).length > 0)
    .flatMap((d) => [d.codes.create, d.codes.edit, ...pricingActions(d).map((a) => d.codes.action(a.key))]);
  return [...new Set(codes)].sort();
}

/** The lookup's parameters besides `q`: the customer whose price list prices the parts (optional). */
export const PART_QUERY_PARAMS = ['q', 'customerId'] as const;

/** The refusal of a query (a locale key), or null: text, 1–PART_QUERY_MAX characters once trimmed. */
export function partQueryProblem(q: unknown): string | null {
  if (typeof q !== 'string') return 'server.parts.query';
  const text = q.trim();
  return text.length < 1 || text.length > PART_QUERY_MAX ? 'server.parts.query' : null;
}

/**
 * How well a catalogued product matches `q`: 0 the exact P/N, 1 a P/N starting with it, 2 a name
 * containing it, null not at all. Parts are offered in this order, then by P/N.
 */
export function partRank(product: Values, q: string): number | null {
  const pn = String(product.partNumber ?? '');
  const wanted = normalPartNumber(q);
  if (pn === wanted) return 0;
  if (wanted && pn.startsWith(wanted)) return 1;
  const name = String(product.productName ?? '').toLowerCase();
  return q.trim() && name.includes(q.trim().toLowerCase()) ? 2 : null;
}

/** What the lookup answers of a stored product. */
export const cataloguePart = (p: Values): CataloguePart => ({
  id: String(p.id),
  partNumber: String(p.partNumber),
  productName: String(p.productName ?? ''),
  unit: typeof p.unit === 'string' ? p.unit : null,
  listPrice: typeof p.listPrice === 'number' ? p.listPrice : null,
  currency: typeof p.currency === 'string' ? p.currency : null,
  leadTimeDays: typeof p.leadTimeDays === 'number' ? p.leadTimeDays : null,
  status: String(p.status ?? ''),
});

/** Serviceable units of a P/N available to a new reservation: Σ available over its in-stock serviceable rows (src/domain/stock.ts). */
export function availableOfPart(stockRows: Iterable<Values>, partNumber: string): number {
  let n = 0;
  for (const row of stockRows) if (row.partNumber === partNumber) n += availableOfRow(row);
  return n;
}

/** A part that may replace another, and how (dictionary interchangeability). */
export interface Replacing {
  partNumber: string;
  interchange: string;
}

/**
 * The parts that may replace `product` (docs/inventory.md "Interchangeability", read from the part that
 * lists it): the alternates it lists, one-way or two-way, and the parts that list it as a two-way
 * alternate. A one-way alternate listed by another part does not replace this one.
 */
export function replacingParts(product: Values, catalogue: Iterable<Values>): Replacing[] {
  const own = String(product.partNumber ?? '');
  const out = new Map<string, string>();
  for (const a of Array.isArray(product.alternates) ? (product.alternates as Values[]) : []) {
    if (typeof a.alternatePartNumber === 'string' && a.alternatePartNumber !== own) out.set(a.alternatePartNumber, String(a.interchange ?? ''));
  }
  for (const other of catalogue) {
    if (other.partNumber === own || out.has(String(other.partNumber))) continue;
    const back = (Array.isArray(other.alternates) ? (other.alternates as Values[]) : []).find((a) => a.alternatePartNumber === own);
    if (back?.interchange === 'TWO_WAY') out.set(String(other.partNumber), 'TWO_WAY');
  }
  return [...out].map(([partNumber, interchange]) => ({ partNumber, interchange }));
}

/** What the lookup reads to answer a part: the stock, the catalogue as the user may see it, and a customer's price list. */
export interface PartLookupContext {
  available: (partNumber: string) => number;
  /** the catalogue's product of a P/N, when the user may see it */
  product: (partNumber: string) => Values | undefined;
  catalogue: () => Iterable<Values>;
  price?: (product: Values) => CataloguePrice | null;
}

/**
 * A found product as the picker shows it: its stock available, its price for the customer asked about,
 * its replacement when it is superseded, and — when none of it is available — the parts that may
 * replace it and are in stock (the picker offers them).
 */
export function partAnswer(product: Values, ctx: PartLookupContext): CataloguePart {
  const part = cataloguePart(product);
  const pn = part.partNumber;
  const out: CataloguePart = {
    ...part,
    available: ctx.available(pn),
    supersededBy: typeof product.supersededBy === 'string' ? product.supersededBy : null,
    supersededFrom: typeof product.supersededFrom === 'string' ? product.supersededFrom : null,
  };
  if (ctx.price) out.price = ctx.price(product);
  const next = out.supersededBy ? ctx.product(out.supersededBy) : undefined;
  if (next) out.replacement = { ...cataloguePart(next), available: ctx.available(String(next.partNumber)), ...(ctx.price ? { price: ctx.price(next) } : {}) };
  if (out.available === 0) {
    out.alternates = replacingParts(product, ctx.catalogue()).flatMap(({ partNumber, interchange }) => {
      const alt = ctx.product(partNumber);
      const available = alt ? ctx.available(partNumber) : 0;
      return alt && available > 0 ? [{ ...cataloguePart(alt), available, interchange, ...(ctx.price ? { price: ctx.price(alt) } : {}) }] : [];
    });
  }
  return out;
}
