/**
 * Complaint closure time: of the complaints raised in the period and closed, the median days from
 * raising to closing, and the share closed within the configured days (选项配置 complaintCloseDays;
 * exactly the limit counts as within). Complaints still open are not yet measured.
 */
import { DAY_MS } from '../engine';
import { SETTINGS } from '../desks/settings';
import { median, round1 } from './stats';
import { figureValue, type FigureDef } from './types';

export const complaintClosure: FigureDef = {
  key: 'complaintClosure',
  desks: [{ resource: 'userComplaints', statuses: ['CLOSED'], periodField: 'createdAt' }],
  unit: 'days',
  groups: ['customer'],
  compute: (rows, ctx) => {
    const limit = ctx.setting(SETTINGS.complaintCloseDays.key, SETTINGS.complaintCloseDays.default) * DAY_MS;
    const spans = rows.filter((r) => typeof r.closedAt === 'string').map((r) => Date.parse(String(r.closedAt)) - Date.parse(String(r.createdAt)));
    const met = spans.filter((ms) => ms <= limit).length;
    return figureValue(rows.length, rows.length, met, round1(median(spans.map((ms) => ms / DAY_MS))));
  },
};
