/**
 * The parameters of the indicators call (`GET …/indicators?from&to&compare&groupBy`), checked the same
 * way by the page and the mock: both dates real calendar days, from ≤ to, at most MAX_SPAN_DAYS,
 * `compare` true or false, `groupBy` one of GROUP_BY, nothing else. Each problem is a message key
 * (locales `indicators.error.*`) with its parameters.
 */
import { daysBetween } from '../engine';
import { isDay, type Period } from './period';
import { GROUP_BY, type GroupBy } from './types';

export const MAX_SPAN_DAYS = 3 * 366;
export const INDICATOR_PARAMS = ['from', 'to', 'compare', 'groupBy'] as const;

export interface IndicatorQuery {
  period: Period;
  compare: boolean;
  groupBy?: GroupBy;
}

export interface QueryProblem {
  message: string;
  params?: Record<string, string | number>;
}

export function parseIndicatorQuery(raw: Record<string, unknown>): { query: IndicatorQuery } | { problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  for (const key of Object.keys(raw)) {
    if (!(INDICATOR_PARAMS as readonly string[]).includes(key)) problems.push({ message: 'indicators.error.unknown', params: { param: key.slice(0, 40) } });
  }
  const { from, to, compare, groupBy } = raw;
  for (const [name, v] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isDay(v)) problems.push({ message: 'indicators.error.date', params: { param: name } });
  }
  if (isDay(from) && isDay(to)) {
    const span = daysBetween(from, to);
    if (span < 0) problems.push({ message: 'indicators.error.order' });
    else if (span + 1 > MAX_SPAN_DAYS) problems.push({ message: 'indicators.error.span', params: { max: MAX_SPAN_DAYS } });
  }
  if (compare !== undefined && compare !== 'true' && compare !== 'false') problems.push({ message: 'indicators.error.compare' });
  if (groupBy !== undefined && !(GROUP_BY as readonly unknown[]).includes(groupBy))
    problems.push({ message: 'indicators.error.groupBy', params: { values: GROUP_BY.join(', ') } });
  if (problems.length) return { problems };
  return { query: { period: { from: from as string, to: to as string }, compare: compare === 'true', groupBy: groupBy as GroupBy | undefined } };
}
