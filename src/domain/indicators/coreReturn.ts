/**
 * Core return on time: of the exchange orders raised in the period whose replacement shipped (core
 * due, received or closed; cancelled ones left out), the share whose core came back on or before its
 * due date (the CST day of receipt ≤ the due date fixed at shipping). A core still out and not yet due
 * is not yet measured; one still out past its due date counts as late. Beside it: the cores overdue
 * now, over every exchange order the user may see.
 */
import { coreDueDateOf, coreOverdueDays, REPLACEMENT_OUT } from '../desks/orders/exchange';
import { businessDate } from '../engine';
import { figureValue, type FigureDef } from './types';

export const coreReturn: FigureDef = {
  key: 'coreReturn',
  desks: [{ resource: 'substitutionOrder', statuses: REPLACEMENT_OUT, periodField: 'createdAt' }],
  groups: ['customer', 'aircraftType'],
  compute: (rows, ctx) => {
    const today = businessDate(ctx.now);
    let measured = 0;
    let met = 0;
    for (const r of rows) {
      const due = coreDueDateOf(r, ctx);
      const received = typeof r.coreReceivedAt === 'string' ? businessDate(Date.parse(r.coreReceivedAt)) : null;
      if (!received && due && today <= due) continue; // still out, not yet due
      measured += 1;
      if (received && due && received <= due) met += 1;
    }
    return figureValue(rows.length, measured, met, null);
  },
  // a core is out while its order waits for it
  standing: { resource: 'substitutionOrder', statuses: ['REPLACEMENT_SHIPPED'], count: (rows, ctx) => rows.filter((r) => coreOverdueDays(r, ctx) > 0).length },
};
