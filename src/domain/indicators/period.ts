/**
 * The periods of the service figures (docs/service-indicators.md): calendar days in China Standard
 * Time, `from` and `to` both included — the same bounds a list's `<field>From` / `<field>To` filter
 * takes (a bare date "to" covers its whole day), so a figure and its drilled-down list count the same
 * records.
 */
import { addDays, businessDate, DAY_MS, daysBetween } from '../engine';

export interface Period {
  /** 'YYYY-MM-DD', first day included */
  from: string;
  /** 'YYYY-MM-DD', last day included */
  to: string;
}

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD'. */
export const isDay = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && addDays(v, 0) === v;

/** The first and last ms of a period (CST). */
export function periodBounds(p: Period): { start: number; end: number } {
  const start = Date.parse(`${p.from}T00:00:00+08:00`);
  return { start, end: Date.parse(`${p.to}T00:00:00+08:00`) + DAY_MS - 1 };
}

/** A time (ISO text) inside the period. */
export function inPeriod(iso: unknown, p: Period): boolean {
  if (typeof iso !== 'string' || !iso) return false;
  const ms = Date.parse(iso);
  const { start, end } = periodBounds(p);
  return ms >= start && ms <= end;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDays(addMonths(monthStart(day), 1), -1);

/** The first day of the month `n` months after the month of `day` (n may be negative). */
export function addMonths(day: string, n: number): string {
  const y = +day.slice(0, 4);
  const m = +day.slice(5, 7) - 1 + n;
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** Whole calendar months: from the 1st of a month to the last day of a month. */
const wholeMonths = (p: Period) => p.from === monthStart(p.from) && p.to === monthEnd(p.to);

/** The period before: as many whole months before (whole months), else as many days before. */
export function previousPeriod(p: Period): Period {
  if (wholeMonths(p)) {
    const months = (+p.to.slice(0, 4) - +p.from.slice(0, 4)) * 12 + (+p.to.slice(5, 7) - +p.from.slice(5, 7)) + 1;
    const from = addMonths(p.from, -months);
    return { from, to: addDays(p.from, -1) };
  }
  const days = daysBetween(p.from, p.to) + 1;
  return { from: addDays(p.from, -days), to: addDays(p.from, -1) };
}

/** The period presets of the dashboard's selector. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'quarter', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A preset as of `now`: this month, last month, this quarter, this year (whole months, CST). */
export function presetPeriod(preset: PeriodPreset, now: number): Period {
  const today = businessDate(now);
  if (preset === 'thisMonth') return { from: monthStart(today), to: monthEnd(today) };
  if (preset === 'lastMonth') {
    const from = addMonths(today, -1);
    return { from, to: monthEnd(from) };
  }
  if (preset === 'quarter') {
    const from = addMonths(`${today.slice(0, 4)}-01-01`, Math.floor((+today.slice(5, 7) - 1) / 3) * 3);
    return { from, to: monthEnd(addMonths(from, 2)) };
  }
  return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
}

/** The months of the trend: the `count` calendar months ending with the month of the period's end. */
export function trendMonths(p: Period, count = 12): Period[] {
  return Array.from({ length: count }, (_, i) => {
    const from = addMonths(p.to, i - count + 1);
    return { from, to: monthEnd(from) };
  });
}
