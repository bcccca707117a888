/**
 * The answer of the indicators call, computed from the records a user may see: every figure over the
 * period (and the period before), its trend over twelve months, its breakdown by customer or aircraft
 * type, and for each number the list filter that opens exactly the records behind it.
 */
import type { Values } from '../engine';
import { SETTINGS } from '../desks/settings';
import { FIGURES } from './figures';
import { periodBounds, previousPeriod, trendMonths, type Period } from './period';
import type { IndicatorQuery } from './query';
import type { FigureDef, FigureDesk, FigureKey, FigureValue, GroupBy, IndicatorContext } from './types';

/** A desk list's address filter (useAddressFilter): the records behind a number. */
export type DrillQuery = Record<string, string>;

/**
 * The records of a desk the user may see under a list filter (`status`, `<field>From` / `<field>To`):
 * what the desk's list shows the user with that filter, in any order — undefined for a desk the user
 * may not read.
 */
export type DeskReader = (resource: string, filter: DrillQuery) => readonly Values[] | undefined;

/** The records of one desk behind a number: how many, and the list filter that shows them. */
export interface DeskDrill {
  resource: string;
  count: number;
  drill: DrillQuery;
}

export interface FigureAnswer extends FigureValue {
  key: FigureKey;
  unit?: FigureDef['unit'];
  /** per desk the user may read, its records behind the figure (their counts add up to `count`) */
  desks: DeskDrill[];
  /** the same figure over the period before (with `compare`) */
  previous?: FigureValue;
  /** the standing count beside it (the cores overdue now) */
  standing?: number;
}

export interface GroupRow extends FigureValue {
  /** the customer's id or the aircraft type's code */
  key: string;
  /** the customer's name or the aircraft type's code */
  label: string;
  desks: DeskDrill[];
}

export interface IndicatorsAnswer {
  period: Period;
  previous?: Period;
  figures: FigureAnswer[];
  /** twelve months ending with the period's last month: each figure's share per month */
  trend: { months: string[]; series: Partial<Record<FigureKey, Array<number | null>>> };
  groups?: { by: GroupBy; figures: Partial<Record<FigureKey, GroupRow[]>> };
  /** the settings the definitions name */
  settings: Record<'aogResponseMinutes' | 'supportUnansweredHours' | 'complaintCloseDays', number>;
}

/** The filter of a desk's list that shows a figure's records of the period (and the group). */
export function drillQuery(d: FigureDesk, period: Period, extra: DrillQuery = {}): DrillQuery {
  return { [`${d.periodField}From`]: period.from, [`${d.periodField}To`]: period.to, status: d.statuses.join(','), ...extra };
}

const GROUP_FIELD: Record<GroupBy, { key: string; label: string; param: string }> = {
  customer: { key: 'customerId', label: 'customerName', param: 'customerId' },
  aircraftType: { key: 'aircraftType', label: 'aircraftType', param: 'aircraftType' },
};

/** A figure's records of one of its desks in the order of the time that places them: read once, cut per period. */
interface Placed {
  desk: FigureDesk;
  rows: Values[];
  /** each row's time (ms), ascending */
  at: number[];
}

/** A figure's records per desk the user may read, over `span` (none: the user reads none of its desks). */
function placedOf(f: FigureDef, read: DeskReader, span: Period): Placed[] {
  const placed: Placed[] = [];
  for (const desk of f.desks) {
    const rows = read(desk.resource, drillQuery(desk, span));
    if (!rows) continue;
    const timed: Array<{ r: Values; at: number }> = [];
    for (const r of rows) {
      const v = r[desk.periodField];
      const at = typeof v === 'string' && desk.statuses.includes(String(r.status)) ? Date.parse(v) : Number.NaN;
      if (!Number.isNaN(at)) timed.push({ r, at });
    }
    timed.sort((a, b) => a.at - b.at);
    placed.push({ desk, rows: timed.map((x) => x.r), at: timed.map((x) => x.at) });
  }
  return placed;
}

/** The first index whose time is at least `ms` (times ascending). */
function firstFrom(at: readonly number[], ms: number): number {
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid] < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Per desk, the records in the period (both ends' whole days, CST). */
function cut(placed: readonly Placed[], period: Period): Values[][] {
  const { start, end } = periodBounds(period);
  return placed.map((p) => p.rows.slice(firstFrom(p.at, start), firstFrom(p.at, end + 1)));
}

/** The records behind a figure in a period, over its desks as `read` gives them. */
export const recordsOf = (f: FigureDef, read: DeskReader, period: Period): Values[] => cut(placedOf(f, read, period), period).flat();

const drillsOf = (placed: readonly Placed[], perDesk: Values[][], period: Period, extra?: DrillQuery): DeskDrill[] =>
  placed.map((p, i) => ({ resource: p.desk.resource, count: perDesk[i].length, drill: drillQuery(p.desk, period, extra) }));

function groupsOf(f: FigureDef, placed: readonly Placed[], perDesk: Values[][], by: GroupBy, ctx: IndicatorContext, period: Period): GroupRow[] {
  const field = GROUP_FIELD[by];
  const buckets = new Map<string, { label: string; perDesk: Values[][] }>();
  perDesk.forEach((rows, i) => {
    for (const r of rows) {
      const key = r[field.key];
      if (typeof key !== 'string' || !key) continue;
      const bucket = buckets.get(key) ?? { label: String(r[field.label] ?? key), perDesk: placed.map(() => []) };
      bucket.perDesk[i].push(r);
      buckets.set(key, bucket);
    }
  });
  return [...buckets.entries()]
    .map(([key, b]) => ({
      key,
      label: b.label,
      ...f.compute(b.perDesk.flat(), ctx, period),
      desks: drillsOf(placed, b.perDesk, period, { [field.param]: key }),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Every figure of which the user may read a desk (`read` answers undefined for a desk they may not),
 * over the records `read` gives — each desk's list as the user reads it, asked once per figure desk
 * for the statuses of the figure and the days from the period before to the period's end (trend
 * included), then cut per period.
 */
export function computeIndicators(read: DeskReader, ctx: IndicatorContext, q: IndicatorQuery): IndicatorsAnswer {
  const previous = q.compare ? previousPeriod(q.period) : undefined;
  const months = trendMonths(q.period);
  const firsts = [q.period.from, months[0].from, ...(previous ? [previous.from] : [])].sort();
  const span: Period = { from: firsts[0], to: [q.period.to, months[months.length - 1].to].sort()[1] };
  const shown = FIGURES.map((f) => ({ f, placed: placedOf(f, read, span) })).filter((x) => x.placed.length > 0);
  const value = (f: FigureDef, perDesk: Values[][], period: Period) => f.compute(perDesk.flat(), ctx, period);
  const figures: FigureAnswer[] = shown.map(({ f, placed }) => {
    const mine = cut(placed, q.period);
    const standingRows = f.standing && read(f.standing.resource, { status: f.standing.statuses.join(',') });
    return {
      key: f.key,
      ...(f.unit ? { unit: f.unit } : {}),
      ...value(f, mine, q.period),
      desks: drillsOf(placed, mine, q.period),
      ...(previous ? { previous: value(f, cut(placed, previous), previous) } : {}),
      ...(f.standing && standingRows ? { standing: f.standing.count(standingRows, ctx) } : {}),
    };
  });
  const series = Object.fromEntries(shown.map(({ f, placed }) => [f.key, months.map((m) => value(f, cut(placed, m), m).share)]));
  const by = q.groupBy;
  return {
    period: q.period,
    ...(previous ? { previous } : {}),
    figures,
    trend: { months: months.map((m) => m.from.slice(0, 7)), series },
    ...(by
      ? {
          groups: {
            by,
            figures: Object.fromEntries(
              shown.filter(({ f }) => f.groups.includes(by)).map(({ f, placed }) => [f.key, groupsOf(f, placed, cut(placed, q.period), by, ctx, q.period)]),
            ),
          },
        }
      : {}),
    settings: {
      aogResponseMinutes: ctx.setting(SETTINGS.aogResponseMinutes.key, SETTINGS.aogResponseMinutes.default),
      supportUnansweredHours: ctx.setting(SETTINGS.supportUnansweredHours.key, SETTINGS.supportUnansweredHours.default),
      complaintCloseDays: ctx.setting(SETTINGS.complaintCloseDays.key, SETTINGS.complaintCloseDays.default),
    },
  };
}
