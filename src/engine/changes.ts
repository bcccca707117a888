/**
 * Records changed outside a resource's own page — a course saved in its full-page editor, an order
 * booked in a page's own dialog: `announceChange(key)` tells every mounted `ResourcePage` of that
 * resource (in any tab) to fetch its visible page again.
 */
import { useEffect, useRef } from 'react';

type Listener = (source: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** What listens to the changes of every resource (the customer's page: its figures). */
export const ANY_RESOURCE = '*';

/** A decision on an approval (src/engine/approvals/useDecisions): what shows approvals hears of it — the inbox, home's to-dos, an open record's rounds. */
export const APPROVAL_DECISIONS = 'approvalDecisions';

/**
 * A change of `resource` (saved, acted on): every listener of it and of ANY_RESOURCE runs — but the
 * one of `source`, the page whose own dialog made the change and has reloaded already.
 */
export function announceChange(resource: string, source?: unknown) {
  for (const key of [resource, ANY_RESOURCE]) listeners.get(key)?.forEach((fn) => fn(source));
}

/** Run `fn` whenever a change of `resource` is announced (while mounted), unless `self` announced it. */
export function useChangeAnnouncements(resource: string, fn: () => void, self?: unknown) {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    const run = (source: unknown) => {
      if (source === undefined || source !== self) latest.current();
    };
    const set = listeners.get(resource) ?? new Set();
    set.add(run);
    listeners.set(resource, set);
    return () => void set.delete(run);
  }, [resource, self]);
}
