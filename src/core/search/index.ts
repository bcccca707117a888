/**
 * Global search (Ctrl/⌘+K): what it offers for a query — the pages the user may open whose title
 * (or name) contains the query, and, when the query is a record code (src/domain/recordCodes.ts) of a
 * resource whose page the user may open, that record (the server still decides whether this reader
 * may see it: the lookup answers null for a hidden record).
 */
import { parseRecordCode } from '@/domain/recordCodes';
import { flattenMenu, type MenuItem } from '@/domain/menu';

export interface PageHit {
  type: 'page';
  item: MenuItem;
  title: string;
  group?: string;
}
export interface RecordHit {
  type: 'record';
  resource: string;
  code: string;
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

/** The hits for `query`: a record code first (when the user may open its page), then matching pages. */
export function search(query: string, pages: PageHit[], canOpen: (name: string) => boolean): SearchHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return pages.slice(0, SEARCH_MAX_PAGES);
  const hits: SearchHit[] = [];
  const code = parseRecordCode(query);
  if (code && canOpen(code.def.key)) hits.push({ type: 'record', resource: code.def.key, code: code.code });
  const matching = pages.filter((p) => p.title.toLowerCase().includes(needle) || p.item.name.toLowerCase().includes(needle) || p.group?.toLowerCase().includes(needle));
  return [...hits, ...matching.slice(0, SEARCH_MAX_PAGES)];
}
