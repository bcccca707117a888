/**
 * Stock (库存, `/inventory`, docs/inventory.md): the plain rules of reserving, issuing and releasing
 * parts for orders, shared by the mock (mock/lib/desks/stock.ts) and the pages.
 *
 * A stock row is one P/N at one location in one condition: `quantity` on hand, the serial numbers of a
 * serialised part (each with its airworthiness certificate), and the `reservations` orders hold on it.
 * Reserved = Σ reservations; available = on hand − reserved, never below zero. An order reserves from
 * serviceable rows only (NE, NS, OH, SV — never AR, as removed), the best condition first, and may
 * take several rows; it asks for no more than is available, or nothing is reserved. Shipping issues
 * what the order holds (on hand and reserved both drop, the serials leave with it); cancelling releases it.
 */
import type { Issue, Values } from './engine';

/** The resource of stock rows. */
export const STOCK = 'inventory';
/** Condition codes an order may take (dictionary conditionCode), best first; AR (as removed) is not serviceable. */
export const SERVICEABLE = ['NE', 'NS', 'OH', 'SV'] as const;
/** The one business error of a reservation larger than what is available. */
export const STOCK_SHORT = 'STOCK_SHORT';
/** The history entries a stock movement writes on its order (texts resource.history.<action>). */
export const STOCK_MOVES = ['stockReserve', 'stockIssue', 'stockRelease'] as const;
export type StockMove = (typeof STOCK_MOVES)[number];

/** What an order (named by its code, unique over the desks) holds on a stock row. */
export interface Reservation {
  orderCode: string;
  quantity: number;
  at: string;
}

/** The part of a stock row these rules read. */
export interface StockRow {
  id: string;
  partNumber: string;
  conditionCode: string;
  location?: string;
  quantity: number;
  serials?: Values[];
  reservations?: Reservation[];
}

/** One order's want: `quantity` of `partNumber`. */
export interface Want {
  partNumber: string;
  quantity: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export const reservationsOf = (row: Values | StockRow): Reservation[] => (Array.isArray(row.reservations) ? (row.reservations as Reservation[]) : []);
export const reservedOf = (row: Values | StockRow): number => reservationsOf(row).reduce((s, r) => s + num(r.quantity), 0);
export const availableOf = (row: Values | StockRow): number => Math.max(0, num(row.quantity) - reservedOf(row));
export const isServiceable = (condition: unknown) => (SERVICEABLE as readonly string[]).includes(String(condition));

/** On hand, reserved and available of a P/N over the rows given (every condition and location). */
export function stockOfPart(rows: readonly StockRow[], partNumber: string): { onHand: number; reserved: number; available: number } {
  const mine = rows.filter((r) => r.partNumber === partNumber);
  const onHand = mine.reduce((s, r) => s + num(r.quantity), 0);
  const reserved = mine.reduce((s, r) => s + reservedOf(r), 0);
  return { onHand, reserved, available: mine.filter((r) => isServiceable(r.conditionCode)).reduce((s, r) => s + availableOf(r), 0) };
}

/** A reservation plan: the rows and quantities it takes, or how many were available when it cannot be met. */
export type Plan =
  | { ok: true; takes: Array<{ rowId: string; partNumber: string; quantity: number }> }
  | { ok: false; partNumber: string; wanted: number; available: number };

/**
 * Plan the reservation of `wants` (all or nothing): per P/N, serviceable rows in condition order (NE
 * first), then the fuller row first, then by id. A want beyond what is available answers the first
 * P/N that falls short.
 */
export function planReservation(rows: readonly StockRow[], wants: readonly Want[]): Plan {
  const left = new Map(rows.map((r) => [r.id, availableOf(r)]));
  const takes: Array<{ rowId: string; partNumber: string; quantity: number }> = [];
  const rank = (c: string) => (SERVICEABLE as readonly string[]).indexOf(c);
  for (const want of wants) {
    const candidates = rows
      .filter((r) => r.partNumber === want.partNumber && isServiceable(r.conditionCode))
      .sort((a, b) => rank(a.conditionCode) - rank(b.conditionCode) || (left.get(b.id) ?? 0) - (left.get(a.id) ?? 0) || (a.id < b.id ? -1 : 1));
    const available = candidates.reduce((s, r) => s + (left.get(r.id) ?? 0), 0);
    if (want.quantity > available) return { ok: false, partNumber: want.partNumber, wanted: want.quantity, available };
    let need = want.quantity;
    for (const r of candidates) {
      if (need === 0) break;
      const take = Math.min(need, left.get(r.id) ?? 0);
      if (take <= 0) continue;
      takes.push({ rowId: r.id, partNumber: r.partNumber, quantity: take });
      left.set(r.id, (left.get(r.id) ?? 0) - take);
      need -= take;
    }
  }
  return { ok: true, takes };
}

/** The row with one more reservation (the caller planned it: it fits). */
export const reserve = <T extends StockRow>(row: T, r: Reservation): T => ({ ...row, reservations: [...reservationsOf(row), r] });

/** The row without the reservations of an order (cancelled: they are available again). */
export const release = <T extends StockRow>(row: T, orderCode: string): T => ({
  ...row,
  reservations: reservationsOf(row).filter((r) => r.orderCode !== orderCode),
});

/** What the order holds on a row. */
export const heldBy = (row: StockRow | Values, orderCode: string): number =>
  reservationsOf(row)
    .filter((r) => r.orderCode === orderCode)
    .reduce((s, r) => s + num(r.quantity), 0);

/**
 * The serials a shipment takes of a row's `serials`, `count` of them: the ones asked for (a typed
 * replacement serial) first, then those whose certificate the customer accepts (`accepted`), then the rest.
 */
export function pickSerials<T extends Values>(
  serials: readonly T[],
  count: number,
  prefer: readonly string[] = [],
  accepted?: (type: unknown) => boolean,
): T[] {
  const rank = (s: T) => (prefer.includes(String(s.serialNumber)) ? 0 : !accepted || accepted(s.certificateType) ? 1 : 2);
  return serials
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map((x) => x.s);
}

/**
 * Issue what an order holds on a row: on hand and reserved both drop by it, and as many serials leave
 * with it (`pickSerials`: the ones asked for, then those of an accepted certificate, then the first
 * ones). Answers the row after and the serials issued.
 */
export function issue<T extends StockRow>(
  row: T,
  orderCode: string,
  preferSerials: readonly string[] = [],
  accepted?: (type: unknown) => boolean,
): { row: T; issued: Values[] } {
  const quantity = heldBy(row, orderCode);
  const issued = pickSerials(row.serials ?? [], quantity, preferSerials, accepted);
  const serials = (row.serials ?? []).filter((s) => !issued.includes(s));
  return { row: { ...release(row, orderCode), quantity: num(row.quantity) - quantity, serials }, issued };
}

/** The order's wants: an AOG order's P/N × quantity, a procurement order's lines, an exchange's replacement (one unit). */
export function wantsOf(resource: string, order: Values): Want[] {
  const pn = (v: unknown) => (typeof v === 'string' ? v : '');
  if (resource === 'procurementOrder') {
    const lines = Array.isArray(order.lines) ? (order.lines as Values[]) : [];
    const sum = new Map<string, number>();
    for (const l of lines) if (pn(l.partNumber)) sum.set(pn(l.partNumber), (sum.get(pn(l.partNumber)) ?? 0) + num(l.quantity));
    return [...sum].map(([partNumber, quantity]) => ({ partNumber, quantity }));
  }
  if (resource === 'substitutionOrder') return pn(order.replacementPartNumber) ? [{ partNumber: pn(order.replacementPartNumber), quantity: 1 }] : [];
  return pn(order.partNumber) ? [{ partNumber: pn(order.partNumber), quantity: num(order.quantity) || 1 }] : [];
}

/** Which order actions move stock: reserve, issue, release (domain.md §4 "Stock"). */
export const STOCK_STEPS: Record<string, { reserve: string; issue: string; release: string[] }> = {
  aogOrder: { reserve: 'source', issue: 'ship', release: ['cancel'] },
  procurementOrder: { reserve: 'confirm', issue: 'ship', release: ['cancel'] },
  substitutionOrder: { reserve: 'approve', issue: 'shipReplacement', release: ['cancel'] },
};

/** The stock rule of a row's own values: a serialised row holds one serial per unit on hand; on hand never below reserved. */
export function stockRowProblem(v: Values): Issue | null {
  const serials = Array.isArray(v.serials) ? (v.serials as Values[]) : [];
  if (serials.length > 0 && serials.length !== num(v.quantity))
    return { field: 'serials', message: 'inventory.validation.serialCount', params: { count: serials.length, quantity: num(v.quantity) } };
  const sns = serials.map((s) => String(s.serialNumber ?? ''));
  if (new Set(sns).size !== sns.length) return { field: 'serials', message: 'inventory.validation.serialTwice' };
  return null;
}

/** Whether a history entry is a stock movement (its text is `resource.history.<move>`, not an action's). */
export const isStockMove = (action: string): action is StockMove => (STOCK_MOVES as readonly string[]).includes(action);
