/**
 * The first page of a list, asked for while the list page renders for the first time — not after the
 * page has mounted, its search form initialised and the table's debounce passed — so that the rows'
 * data is on its way while the page is being built. The table's first request takes this answer when
 * it asks for the same query (normally so: page 1, the default size, no filter yet); any other query,
 * and every later one, goes to the server as usual.
 *
 * A page's first render may be thrown away and started again (a tab's page renders in a deferred,
 * interruptible render: src/core/tabs/TabShell.tsx), and with it whatever it kept: the answer asked
 * for is therefore kept by list and query for the render that does mount, if it comes within
 * `FOCUS_REFRESH_THROTTLE_MS` (an answer that young is not asked for again, spec §9).
 */
import { useCallback, useRef } from 'react';
import { FOCUS_REFRESH_THROTTLE_MS } from '@/constants';
import type { PageEnvelope } from '@/domain/envelope';
import type { ListQuery, ResourceRecord } from '@/domain/resource';
import { cleanQuery, type ResourceService } from '@/services/resource';

type Early = { key: string; answer: Promise<PageEnvelope<ResourceRecord>>; at: number };

/** answers asked for by first renders, by list and query, until a table takes them */
const asked = new Map<string, Early>();

/** The same query gives the same key, whatever the order of its parameters. */
export const queryKey = (query: ListQuery) =>
  JSON.stringify(Object.entries(cleanQuery(query)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** `list` names the list (its resource key): two lists never share an answer. */
export function useFirstPage(list: string, service: Pick<ResourceService, 'list'>, query: ListQuery): (asked: ListQuery) => Promise<PageEnvelope<ResourceRecord>> {
  const early = useRef<Early | null | undefined>(undefined);
  if (early.current === undefined) {
    const key = queryKey(query);
    const slot = `${list} ${key}`;
    const kept = asked.get(slot);
    if (kept && Date.now() - kept.at < FOCUS_REFRESH_THROTTLE_MS) {
      early.current = kept;
    } else {
      const answer = service.list(query);
      // a failure is shown by the request policy and handled where the answer is taken
      answer.catch(() => undefined);
      early.current = { key, answer, at: Date.now() };
      asked.set(slot, early.current);
    }
  }
  return useCallback(
    (query: ListQuery) => {
      const first = early.current;
      early.current = null;
      if (first) asked.delete(`${list} ${first.key}`);
      return first && first.key === queryKey(query) ? first.answer : service.list(query);
    },
    [list, service],
  );
}
