/**
 * Support first response: of the support cases raised in the period and taken by an engineer
 * (assigned, in progress, resolved or closed), the median hours from the case's creation to its
 * engineer's first answer — the assignee's first post in the case's thread, or the resolution if that
 * came first — and the share answered within the configured hours (选项配置 supportUnansweredHours;
 * exactly the limit counts as within). A case not answered yet is measured once the limit has passed
 * (as late); before that it is not yet measured.
 */
import { SETTINGS } from '../desks/settings';
import { HOUR_MS, median, round1 } from './stats';
import { figureValue, type FigureDef } from './types';

/** The engineer's first answer to a case: the earlier of its assignee's first post and its resolution. */
export function firstAnswerAt(reply: string | null, resolvedAt: unknown): string | null {
  const resolved = typeof resolvedAt === 'string' ? resolvedAt : null;
  if (reply && resolved) return Date.parse(reply) <= Date.parse(resolved) ? reply : resolved;
  return reply ?? resolved;
}

export const supportResponse: FigureDef = {
  key: 'supportResponse',
  desks: [{ resource: 'support', statuses: ['ASSIGNED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'], periodField: 'createdAt' }],
  unit: 'hours',
  groups: ['customer', 'aircraftType'],
  compute: (rows, ctx) => {
    const limit = ctx.setting(SETTINGS.supportUnansweredHours.key, SETTINGS.supportUnansweredHours.default) * HOUR_MS;
    const waits: number[] = [];
    let measured = 0;
    for (const r of rows) {
      const created = Date.parse(String(r.createdAt));
      const answered = firstAnswerAt(ctx.firstReply(r), r.resolvedAt);
      if (answered) waits.push(Date.parse(answered) - created);
      else if (ctx.now - created > limit) measured += 1;
    }
    const met = waits.filter((ms) => ms <= limit).length;
    return figureValue(rows.length, measured + waits.length, met, round1(median(waits.map((ms) => ms / HOUR_MS))));
  },
};
