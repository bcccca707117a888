/** The shapes of the service figures (docs/service-indicators.md). */
import type { DomainContext, Values } from '../engine';
import type { Period } from './period';

/** The figures, in the dashboard's order. */
export const FIGURE_KEYS = [
  'aogResponse',
  'repairTat',
  'onTimeDelivery',
  'fillRate',
  'coreReturn',
  'complaintClosure',
  'supportResponse',
  'trainingFill',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** What a breakdown groups by: the record's customer, or the aircraft type it is for. */
export const GROUP_BY = ['customer', 'aircraftType'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The unit of a figure's median. */
export type DurationUnit = 'minutes' | 'hours' | 'days';

/** What the figures read beside the records: the settings, the stocked P/Ns, a case's first reply, the sessions. */
export interface IndicatorContext extends DomainContext {
  /** the P/Ns stock has a row of (any location or condition) */
  stocked: ReadonlySet<string>;
  /** when the engineer first answered a support case (its assignee's first post in its thread), or null */
  firstReply: (supportCase: Values) => string | null;
  /** the scheduled sessions of the courses the user may read */
  sessions: ReadonlyArray<{ startAt: string; seats: number }>;
}

/** One figure over a set of records. */
export interface FigureValue {
  /** the records behind the figure: what its drilled-down list counts */
  count: number;
  /** the units measured (records, order lines or seats) */
  measured: number;
  /** of those, the ones that met the target (on time, from stock, booked) */
  met: number;
  /** met / measured, null when nothing is measured */
  share: number | null;
  /** the median duration in the figure's unit, null when there is none */
  median: number | null;
}

/** A desk a figure counts: its records with one of `statuses`, placed in a period by `periodField`. */
export interface FigureDesk {
  /** the desk whose records it counts (a drill-down opens its list) */
  resource: string;
  /** the statuses of the records behind it (cancelled ones never) */
  statuses: readonly string[];
  /** the time field that places a record in a period (a range filter of the desk's list) */
  periodField: string;
}

/** A figure's definition: where its records come from and how they are counted. */
export interface FigureDef {
  key: FigureKey;
  /** the desks whose records it counts, one or more (on-time delivery: procurement and exchange) */
  desks: readonly FigureDesk[];
  /** the unit of the median (none: the figure has no median) */
  unit?: DurationUnit;
  /** the breakdowns it offers */
  groups: readonly GroupBy[];
  /**
   * the figure over the records of its desks already in the period with one of their `statuses`, as
   * stored (a derived value read through its desk's helper, e.g. `coreDueDateOf`)
   */
  compute: (rows: readonly Values[], ctx: IndicatorContext, period: Period) => FigureValue;
  /** a standing count now, over every record of a desk in some statuses (the cores overdue now) */
  standing?: { resource: string; statuses: readonly string[]; count: (rows: readonly Values[], ctx: IndicatorContext) => number };
}

export const figureValue = (count: number, measured: number, met: number, median: number | null): FigureValue => ({
  count,
  measured,
  met,
  share: measured > 0 ? met / measured : null,
  median,
});
