/**
 * Training fill: seats booked ÷ seats offered over the course sessions starting in the period. Offered:
 * the seats of those sessions; booked: the trainees of the training orders for them that are not
 * cancelled (the orders are the records behind the figure, placed by their session's start).
 */
import type { Values } from '../engine';
import { sessionsOf, traineesOf } from '../desks/training/rules';
import { inPeriod } from './period';
import { figureValue, type FigureDef, type IndicatorContext } from './types';

/** The desk whose courses offer the seats: read like a figure's desk, as its list shows the user. */
export const OFFERING_DESK = 'courseManagement';

/** The scheduled sessions of the courses read (none when the user may not read the course desk). */
export const offeredSessions = (courses: readonly Values[] | undefined): IndicatorContext['sessions'] =>
  (courses ?? []).flatMap((c) => sessionsOf(c).map((s) => ({ startAt: String(s.startAt), seats: Number(s.seats) || 0 })));

export const trainingFill: FigureDef = {
  key: 'trainingFill',
  desks: [{ resource: 'trainingOrder', statuses: ['SUBMITTED', 'CONFIRMED', 'IN_TRAINING', 'COMPLETED', 'CLOSED'], periodField: 'sessionStart' }],
  groups: [],
  compute: (rows, ctx, period) => {
    const offered = ctx.sessions.filter((s) => inPeriod(s.startAt, period)).reduce((n, s) => n + (Number(s.seats) || 0), 0);
    const booked = rows.reduce((n, r) => n + traineesOf(r).length, 0);
    return figureValue(rows.length, offered, Math.min(booked, offered), null);
  },
};
