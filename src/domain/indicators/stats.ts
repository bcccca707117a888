/** The arithmetic of the service figures: medians and shares. */

/** The median of the numbers (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** met / of, or null when there is nothing to measure. */
export const share = (met: number, of: number): number | null => (of > 0 ? met / of : null);

/** Rounded to one decimal (durations shown as hours or days). */
export const round1 = (n: number | null): number | null => (n === null ? null : Math.round(n * 10) / 10);

export const HOUR_MS = 3_600_000;
