/**
 * The first page of a list, asked for while the list page renders for the first time — not after the
 * page has mounted, its search form initialised and the table's debounce passed — so that the rows'
 * data is on its way while the page is being built. The table's first request takes this answer when
 * it asks for the same query (normally so: page 1, the default size, no filter yet); any other query,
 * and every later one, goes to the server as usual.
 */
import { useCallback, useRef } from 'react';
import type { PageEnvelope } from '@/domain/envelope';
import type { ListQuery, ResourceRecord } from '@/domain/resource';
import { cleanQuery, type ResourceService } from '@/services/resource';

type Early = { key: string; answer: Promise<PageEnvelope<ResourceRecord>> };

/** The same query gives the same key, whatever the order of its parameters. */
export const queryKey = (query: ListQuery) =>
  JSON.stringify(Object.entries(cleanQuery(query)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function useFirstPage(service: Pick<ResourceService, 'list'>, query: ListQuery): (asked: ListQuery) => Promise<PageEnvelope<ResourceRecord>> {
  const early = useRef<Early | null | undefined>(undefined);
  if (early.current === undefined) {
    const answer = service.list(query);
    // a failure is shown by the request policy and handled where the answer is taken
    answer.catch(() => undefined);
    early.current = { key: queryKey(query), answer };
  }
  return useCallback(
    (asked: ListQuery) => {
      const first = early.current;
      early.current = null;
      return first && first.key === queryKey(asked) ? first.answer : service.list(asked);
    },
    [service],
  );
}
