/** How a figure reads: its share as a percentage, its median with its unit's message, its drill-down address. */
import type { DrillQuery } from './report';

/** '86.7%', or null when nothing was measured. */
export const percent = (share: number | null): string | null => (share === null ? null : `${(Math.round(share * 1000) / 10).toFixed(1)}%`);

/** The change of a share against the period before: its direction and its size in percentage points ('3.2'), or null. */
export function pointsDelta(now: number | null, before: number | null | undefined): { dir: 'up' | 'down' | 'same'; points: string } | null {
  if (now === null || before === null || before === undefined) return null;
  const d = Math.round((now - before) * 1000) / 10;
  return { dir: d > 0 ? 'up' : d < 0 ? 'down' : 'same', points: Math.abs(d).toFixed(1) };
}

/** The address of a desk's list filtered to the records behind a number (the list shows the filter). */
export const drillHref = (page: string, drill: DrillQuery): string => `/${page}?${new URLSearchParams(drill).toString()}`;
