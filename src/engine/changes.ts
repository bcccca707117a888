/**
 * Records changed outside a resource's own page — a course saved in its full-page editor, an order
 * booked in a page's own dialog: `announceChange(key)` tells every mounted `ResourcePage` of that
 * resource (in any tab) to fetch its visible page again.
 */
import { useEffect, useRef } from 'react';

const listeners = new Map<string, Set<() => void>>();

export function announceChange(resource: string) {
  listeners.get(resource)?.forEach((fn) => fn());
}

/** Run `fn` whenever a change of `resource` is announced (while mounted). */
export function useChangeAnnouncements(resource: string, fn: () => void) {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    const run = () => latest.current();
    const set = listeners.get(resource) ?? new Set();
    set.add(run);
    listeners.set(resource, set);
    return () => void set.delete(run);
  }, [resource]);
}
