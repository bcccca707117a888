/** How a figure reads: its share as a percentage, its median with its unit's message, its drill-down address. */
import type { DrillQuery } from './report';

/** '86.7%', or null when nothing was measured. */
export const percent = (share: number | null): string | null => (share === null ? null : `${(Math.round(share * 1000) / 10).toFixed(1)}%`);

/** The change of a share against the period before, in percentage points ('+3.2 pp' / '-1.0 pp'), or null. */
export function pointsDelta(now: number | null, before: number | null | undefined): string | null {
  if (now === null || before === null || before === undefined) return null;
  const d = Math.round((now - before) * 1000) / 10;
  return `${d > 0 ? '+' : ''}${d.toFixed(1)} pp`;
}

/** The address of a desk's list filtered to the records behind a number (the list shows the filter). */
export const drillHref = (page: string, drill: DrillQuery): string => `/${page}?${new URLSearchParams(drill).toString()}`;
