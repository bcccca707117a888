/**
 * On-time delivery and fill rate, over the orders raised in the period (cancelled ones left out).
 *
 * - On-time delivery: of the procurement orders delivered (or closed after delivery) and the exchange
 *   orders whose replacement went out (core due, core received or closed), the share delivered on or
 *   before their need date (the CST day of delivery ≤ requiredBy; a closed order without a delivery
 *   time counts as late). An exchange has no delivery step: its replacement's shipping is its delivery.
 * - Fill rate: of the lines of the procurement orders shipped, the share whose P/N stock holds. A reservation is
 *   all or nothing (docs/inventory.md): a stocked line leaves from stock, and a line stock cannot
 *   cover is refused rather than back-ordered, so a shipped line is either from stock or sourced
 *   outside it (a P/N stock has no row of).
 */
import { DAY_MS, type Values } from '../engine';
import { REPLACEMENT_OUT } from '../desks/orders/exchange';
import { figureValue, type FigureDef } from './types';

const linesOf = (r: Record<string, unknown>) => (Array.isArray(r.lines) ? (r.lines as Array<Record<string, unknown>>) : []);

/** A time (ISO) on or before a CST calendar day ('YYYY-MM-DD'): its CST day is not later (businessDate ≤ day). */
const onOrBefore = (iso: string, day: string): boolean => Date.parse(iso) < Date.parse(`${day}T00:00:00+08:00`) + DAY_MS;

/** When an order reached its customer: a procurement order's delivery, an exchange's replacement shipping. */
const deliveredAt = (r: Values): string | null =>
  typeof r.deliveredAt === 'string' ? r.deliveredAt : typeof r.replacementShippedAt === 'string' ? r.replacementShippedAt : null;

export const onTimeDelivery: FigureDef = {
  key: 'onTimeDelivery',
  desks: [
    { resource: 'procurementOrder', statuses: ['DELIVERED', 'CLOSED'], periodField: 'createdAt' },
    { resource: 'substitutionOrder', statuses: REPLACEMENT_OUT, periodField: 'createdAt' },
  ],
  groups: ['customer', 'aircraftType'],
  compute: (rows) => {
    let met = 0;
    for (const r of rows) {
      const at = deliveredAt(r);
      if (at !== null && typeof r.requiredBy === 'string' && onOrBefore(at, r.requiredBy)) met += 1;
    }
    return figureValue(rows.length, rows.length, met, null);
  },
};

export const fillRate: FigureDef = {
  key: 'fillRate',
  desks: [{ resource: 'procurementOrder', statuses: ['SHIPPED', 'DELIVERED', 'CLOSED'], periodField: 'createdAt' }],
  groups: ['customer', 'aircraftType'],
  compute: (rows, ctx) => {
    let lines = 0;
    let met = 0;
    for (const r of rows) {
      for (const l of linesOf(r)) {
        lines += 1;
        if (ctx.stocked.has(String(l.partNumber))) met += 1;
      }
    }
    return figureValue(rows.length, lines, met, null);
  },
};
