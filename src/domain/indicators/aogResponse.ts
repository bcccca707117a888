/**
 * AOG response within deadline: of the AOG orders submitted in the period and answered (accepted, in
 * any later status; cancelled ones left out, unanswered ones not yet measured), the share accepted at
 * or before their response deadline; the median minutes from submission to acceptance.
 */
import { responseDeadlineOf } from '../desks/orders/aog';
import { median, round1 } from './stats';
import { figureValue, type FigureDef } from './types';

export const aogResponse: FigureDef = {
  key: 'aogResponse',
  desks: [{ resource: 'aogOrder', statuses: ['ACCEPTED', 'SOURCING', 'SHIPPED', 'DELIVERED', 'CLOSED'], periodField: 'createdAt' }],
  unit: 'minutes',
  groups: ['customer', 'aircraftType'],
  compute: (rows, ctx) => {
    let met = 0;
    const minutes: number[] = [];
    for (const r of rows) {
      const deadline = responseDeadlineOf(r, ctx);
      if (typeof r.acceptedAt !== 'string') continue;
      const accepted = Date.parse(r.acceptedAt);
      if (deadline && accepted <= Date.parse(deadline)) met += 1;
      minutes.push((accepted - Date.parse(String(r.createdAt))) / 60_000);
    }
    return figureValue(rows.length, rows.length, met, round1(median(minutes)));
  },
};
