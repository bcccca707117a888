/**
 * The answer of the indicators call, computed from the records a user may see: every figure over the
 * period (and the period before), its trend over twelve months, its breakdown by customer or aircraft
 * type, and for each number the list filter that opens exactly the records behind it.
 */
import type { Values } from '../engine';
import { SETTINGS } from '../desks/settings';
import { FIGURES } from './figures';
import { inPeriod, previousPeriod, trendMonths, type Period } from './period';
import type { IndicatorQuery } from './query';
import type { FigureDef, FigureKey, FigureValue, GroupBy, IndicatorContext } from './types';

/** A desk list's address filter (useAddressFilter): the records behind a number. */
export type DrillQuery = Record<string, string>;

export interface FigureAnswer extends FigureValue {
  key: FigureKey;
  resource: string;
  unit?: FigureDef['unit'];
  drill: DrillQuery;
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
  drill: DrillQuery;
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

/** The filter of a desk's list that shows the figure's records of the period (and the group). */
export function drillQuery(f: FigureDef, period: Period, extra: DrillQuery = {}): DrillQuery {
  return { [`${f.periodField}From`]: period.from, [`${f.periodField}To`]: period.to, status: f.statuses.join(','), ...extra };
}

const GROUP_FIELD: Record<GroupBy, { key: string; label: string; param: string }> = {
  customer: { key: 'customerId', label: 'customerName', param: 'customerId' },
  aircraftType: { key: 'aircraftType', label: 'aircraftType', param: 'aircraftType' },
};

/** The records behind a figure in a period. */
export const recordsOf = (f: FigureDef, rows: readonly Values[], period: Period): Values[] =>
  rows.filter((r) => f.statuses.includes(String(r.status)) && inPeriod(r[f.periodField], period));

function groupsOf(f: FigureDef, rows: readonly Values[], by: GroupBy, ctx: IndicatorContext, period: Period): GroupRow[] {
  const field = GROUP_FIELD[by];
  const buckets = new Map<string, { label: string; rows: Values[] }>();
  for (const r of rows) {
    const key = r[field.key];
    if (typeof key !== 'string' || !key) continue;
    const bucket = buckets.get(key) ?? { label: String(r[field.label] ?? key), rows: [] };
    bucket.rows.push(r);
    buckets.set(key, bucket);
  }
  return [...buckets.entries()]
    .map(([key, b]) => ({ key, label: b.label, ...f.compute(b.rows, ctx, period), drill: drillQuery(f, period, { [field.param]: key }) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Every figure whose desk the user may read (`rowsOf` answers undefined for a desk they may not),
 * over the records `rowsOf` gives — the desk's list as the user reads it.
 */
export function computeIndicators(rowsOf: (resource: string) => readonly Values[] | undefined, ctx: IndicatorContext, q: IndicatorQuery): IndicatorsAnswer {
  const previous = q.compare ? previousPeriod(q.period) : undefined;
  const months = trendMonths(q.period);
  const shown = FIGURES.filter((f) => rowsOf(f.resource) !== undefined);
  const figures: FigureAnswer[] = shown.map((f) => {
    const all = rowsOf(f.resource)!;
    const mine = recordsOf(f, all, q.period);
    return {
      key: f.key,
      resource: f.resource,
      ...(f.unit ? { unit: f.unit } : {}),
      ...f.compute(mine, ctx, q.period),
      drill: drillQuery(f, q.period),
      ...(previous ? { previous: f.compute(recordsOf(f, all, previous), ctx, previous) } : {}),
      ...(f.standing ? { standing: f.standing(all, ctx) } : {}),
    };
  });
  const series = Object.fromEntries(shown.map((f) => [f.key, months.map((m) => f.compute(recordsOf(f, rowsOf(f.resource)!, m), ctx, m).share)]));
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
              shown.filter((f) => f.groups.includes(by)).map((f) => [f.key, groupsOf(f, recordsOf(f, rowsOf(f.resource)!, q.period), by, ctx, q.period)]),
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
