import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/core/tabs/afterPaint';

/**
 * False until the frame in which `shown` first held has been painted, true from then on: what a page
 * shows after what the user came for (a list's search form and toolbar after its rows) renders in a
 * task of its own, not in the first one.
 */
export function usePainted(shown = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (shown && !painted ? afterNextPaint(() => setPainted(true)) : undefined), [shown, painted]);
  return painted;
}
