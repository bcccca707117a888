/**
 * The first page of a list, asked for as early as possible and shown in the table's first render.
 *
 * - **Asked for at the navigation**: a list page's module exports `preload` (`firstPageOf(def)`), which
 *   the tab opening the page calls in the navigation's own task (src/core/chunks/pageLoader.tsx), so the
 *   rows' data travels while the page's code is rendered; a page opened without it (a restored tab, a
 *   page without `preload`) asks while it first renders.
 * - **Taken once by the table**: the table's first request takes this answer when it asks for the same
 *   query (normally so: page 1, the default size, no filter yet); any other query, and every later
 *   one, goes to the server as usual.
 * - **Rows in the first render**: the hook says whether the answer is in (`ready`) and gives it
 *   (`initial`), so the page can render its table with the rows at once instead of rendering the table
 *   empty, then again with the rows. It waits for the answer at most `FIRST_ROWS_WAIT_MS`: a slow
 *   server gets the table and its loading state, as before.
 *
 * A page's first render may be thrown away and started again (a tab's page renders in a deferred,
 * interruptible render: src/core/tabs/TabShell.tsx), and with it whatever it kept: the answer asked
 * for is therefore kept by list and query for the render that does mount, if it comes within
 * `FOCUS_REFRESH_THROTTLE_MS` (an answer that young is not asked for again, spec §9).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { DEFAULT_PAGE_SIZE, FOCUS_REFRESH_THROTTLE_MS } from '@/constants';
import type { PageEnvelope } from '@/domain/envelope';
import { MINE_PARAM, type ListQuery, type MineFilter, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { cleanQuery, resourceService, type ResourceService } from '@/services/resource';

/**
 * How long a list page waits for its first page before it renders the table without rows (and the
 * table's loading state): an answer within this time is shown with the table in one step.
 */
export const FIRST_ROWS_WAIT_MS = 300;

type Answer = PageEnvelope<ResourceRecord>;
/** an answer asked for: `settled` is the page once in, `null` when the call failed, undefined while on its way */
type Early = { key: string; answer: Promise<Answer>; at: number; settled?: Answer | null };

/** answers asked for ahead of the table, by list and query, until a table takes them */
const asked = new Map<string, Early>();

/** The same query gives the same key, whatever the order of its parameters. */
export const queryKey = (query: ListQuery) => JSON.stringify(Object.entries(cleanQuery(query)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The query of a list's first page: page 1 at the default size, with the list's fixed "mine" filter. */
export const firstPageQuery = (mine?: MineFilter): ListQuery => ({ current: 1, pageSize: DEFAULT_PAGE_SIZE, [MINE_PARAM]: mine });

/** The answer kept for this list and query, or a new call. `list` names the list: two lists never share an answer. */
function ask(list: string, service: Pick<ResourceService, 'list'>, query: ListQuery): Early {
  const key = queryKey(query);
  const slot = `${list} ${key}`;
  const kept = asked.get(slot);
  if (kept && Date.now() - kept.at < FOCUS_REFRESH_THROTTLE_MS) return kept;
  const early: Early = { key, answer: service.list(query), at: Date.now() };
  // a failure is shown by the request policy and handled where the answer is taken
  early.answer.then(
    (page) => (early.settled = page),
    () => (early.settled = null),
  );
  asked.set(slot, early);
  return early;
}

/**
 * A list page's `preload` (its module's export, called as its tab opens): asks for the first page of
 * `def`'s list — the list that `<ResourcePage resource={def} mine={mine} />` shows.
 */
export const firstPageOf = (def: ResourceDef, mine?: MineFilter) => () => {
  ask(def.key, resourceService(def), firstPageQuery(mine));
};

export interface FirstPage {
  /** the table's request: the early answer for the same query, once; the server otherwise */
  take: (query: ListQuery) => Promise<Answer>;
  /** the first page is in (or the wait is over): render the table now */
  ready: boolean;
  /** the first page, when it was in before the table rendered */
  initial?: Answer;
}

/** `service` null: the list has no first page of its own to ask for (its table asks as usual); ready at once. */
export function useFirstPage(list: string, service: Pick<ResourceService, 'list'> | null, query: ListQuery): FirstPage {
  const early = useRef<Early | null | undefined>(undefined);
  if (early.current === undefined) early.current = service && ask(list, service, query);
  // waiting: re-render once the answer is in or the wait is over
  const waited = useRef(false);
  const [, wake] = useReducer((n: number) => n + 1, 0);
  const pending = Boolean(early.current) && early.current!.settled === undefined && !waited.current;
  useEffect(() => {
    if (!pending || !early.current) return;
    let live = true;
    const done = () => {
      if (!live) return;
      waited.current = true;
      wake();
    };
    const timer = setTimeout(done, FIRST_ROWS_WAIT_MS);
    early.current.answer.then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pending]);
  // what the table is first rendered with: fixed once it is ready
  const initial = useRef<Answer | undefined | null>(undefined);
  if (!pending && initial.current === undefined) initial.current = early.current?.settled ?? null;

  const take = useCallback(
    (query: ListQuery) => {
      const first = early.current;
      early.current = null;
      if (first) asked.delete(`${list} ${first.key}`);
      return first && first.key === queryKey(query) ? first.answer : service!.list(query);
    },
    [list, service],
  );
  return { take, ready: !pending, initial: initial.current ?? undefined };
}
