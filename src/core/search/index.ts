/**
 * Global search (Ctrl/⌘+K): what it offers for a query — the pages the user may open whose title (or
 * name) contains the query, and the records of the desks the user may open that the server found for
 * it (src/domain/search.ts: each desk's keyword fields, its data scope and secrecy), grouped by desk.
 * One flat list of options underneath, so ↑/↓ walk pages and records alike.
 */
import { recordHrefIn } from '@/domain/links';
import { flattenMenu, type MenuItem } from '@/domain/menu';
import { searchQueryProblem, type RecordSearchHit, type SearchGroup } from '@/domain/search';

export interface PageHit {
  type: 'page';
  item: MenuItem;
  title: string;
  group?: string;
}
export interface RecordHit {
  type: 'record';
  resource: string;
  /** the record's address: its desk's tab with its detail open */
  href: string;
  hit: RecordSearchHit;
}
export type SearchHit = PageHit | RecordHit;

/** The pages of `menu` the user may open (`canOpen`), with their titles and groups, in menu order. */
export function pageIndex(menu: MenuItem[], canOpen: (name: string) => boolean, title: (name: string) => string): PageHit[] {
  return menu.flatMap((top) => {
    const entries = top.functionType === 'MENU' ? flattenMenu(top.subMenu ?? []) : [top];
    return entries
      .filter((e) => e.functionType === 'PAGE' && canOpen(e.name))
      .map((item) => ({ type: 'page' as const, item, title: title(item.name), group: top === item ? undefined : title(top.name) }));
  });
}

export const SEARCH_MAX_PAGES = 8;
/** Functions shown beside found records (records are what a longer query is usually after). */
export const SEARCH_PAGES_BESIDE_RECORDS = 4;
/** The pause after the last key before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The pages matching `query` (all, up to SEARCH_MAX_PAGES, when it is empty). */
export function searchPages(query: string, pages: PageHit[]): PageHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return pages.slice(0, SEARCH_MAX_PAGES);
  return pages
    .filter((p) => p.title.toLowerCase().includes(needle) || p.item.name.toLowerCase().includes(needle) || p.group?.toLowerCase().includes(needle))
    .slice(0, SEARCH_MAX_PAGES);
}

/** Whether the server is asked for records of `query` (long enough, not too long). */
export const asksForRecords = (query: string) => searchQueryProblem(query) === null;

/** The record options of the server's groups, in its order (desk by desk), each with its address. */
export function recordHits(groups: readonly SearchGroup[]): RecordHit[] {
  return groups.flatMap((g) => g.hits.map((hit) => ({ type: 'record' as const, resource: g.resource, href: recordHrefIn(g.page, g.resource, hit.id), hit })));
}

/**
 * Every option of the dialog in order: matching pages first (fewer when records were found), then
 * the records desk by desk.
 */
export function searchOptions(query: string, pages: PageHit[], groups: readonly SearchGroup[]): SearchHit[] {
  const records = recordHits(groups);
  const matching = searchPages(query, pages);
  return [...(records.length ? matching.slice(0, SEARCH_PAGES_BESIDE_RECORDS) : matching), ...records];
}
