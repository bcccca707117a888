/**
 * On-time delivery and fill rate, both over procurement orders raised in the period (cancelled ones
 * left out). Exchange orders carry no need date, so they are not in on-time delivery.
 *
 * - On-time delivery: of the orders delivered (or closed after delivery), the share delivered on or
 *   before their required-by date (the CST day of delivery ≤ requiredBy; a closed order without a
 *   delivery time counts as late).
 * - Fill rate: of the lines of the orders shipped, the share whose P/N stock holds. A reservation is
 *   all or nothing (docs/inventory.md): a stocked line leaves from stock, and a line stock cannot
 *   cover is refused rather than back-ordered, so a shipped line is either from stock or sourced
 *   outside it (a P/N stock has no row of).
 */
import { businessDate } from '../engine';
import { figureValue, type FigureDef } from './types';

const linesOf = (r: Record<string, unknown>) => (Array.isArray(r.lines) ? (r.lines as Array<Record<string, unknown>>) : []);

export const onTimeDelivery: FigureDef = {
  key: 'onTimeDelivery',
  resource: 'procurementOrder',
  statuses: ['DELIVERED', 'CLOSED'],
  periodField: 'createdAt',
  groups: ['customer', 'aircraftType'],
  compute: (rows) => {
    const met = rows.filter(
      (r) => typeof r.deliveredAt === 'string' && typeof r.requiredBy === 'string' && businessDate(Date.parse(r.deliveredAt)) <= r.requiredBy,
    ).length;
    return figureValue(rows.length, rows.length, met, null);
  },
};

export const fillRate: FigureDef = {
  key: 'fillRate',
  resource: 'procurementOrder',
  statuses: ['SHIPPED', 'DELIVERED', 'CLOSED'],
  periodField: 'createdAt',
  groups: ['customer', 'aircraftType'],
  compute: (rows, ctx) => {
    const lines = rows.flatMap(linesOf);
    const met = lines.filter((l) => ctx.stocked.has(String(l.partNumber))).length;
    return figureValue(rows.length, lines.length, met, null);
  },
};
