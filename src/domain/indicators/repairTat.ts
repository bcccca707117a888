/**
 * Repair TAT achievement: of the return-to-factory repairs raised in the period and shipped back (or
 * closed after it), the share whose turn-around —
 * calendar days from receipt to shipping back — is within the TAT promised with the quote (exactly the
 * promise counts as met; a repair without a receipt or a promise counts as missed); the median TAT.
 * Repairs still at the factory are not yet measured.
 */
import { tatDays } from '../desks/repairShop/returnFactory';
import { median } from './stats';
import { figureValue, type FigureDef } from './types';

export const repairTat: FigureDef = {
  key: 'repairTat',
  desks: [{ resource: 'returnFactory', statuses: ['SHIPPED_BACK', 'CLOSED'], periodField: 'createdAt' }],
  unit: 'days',
  groups: ['customer', 'aircraftType'],
  compute: (rows, ctx) => {
    let met = 0;
    const days: number[] = [];
    for (const r of rows) {
      const tat = typeof r.shippedBackAt === 'string' ? tatDays(r, ctx) : null;
      if (tat === null) continue;
      days.push(tat);
      if (typeof r.promisedTatDays === 'number' && tat <= r.promisedTatDays) met += 1;
    }
    return figureValue(rows.length, rows.length, met, median(days));
  },
};
