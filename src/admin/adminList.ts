/**
 * A paged administration list that asks for its first page as its page opens, as the engine's lists
 * do (src/engine/useFirstPage.ts): declared once in the page module,
 *
 *   const users = adminList('systemUser', userApi.table({ includeSub: true }));
 *   export const preload = users.preload;
 *   … <AdminTable list={users} … />
 *
 * so the rows travel while the page renders and come with the table's first render.
 */
import type { PageEnvelope } from '@/domain/envelope';
import type { ListQuery } from '@/domain/engine';
import { firstPageBy, firstPageQuery } from '@/engine/useFirstPage';

type Sort = Record<string, 'ascend' | 'descend' | null>;
/** a list call as `http.table` makes it: the query (page, size, search), the column sort */
export type TableRequest<R> = (query: ListQuery, sort?: Sort) => Promise<PageEnvelope<R>>;

export interface AdminList<R> {
  /** the list's name: its first page is kept under it */
  name: string;
  request: TableRequest<R>;
  /** the list as `useFirstPage` asks it: the request without a sort */
  service: { list: (query: ListQuery) => Promise<PageEnvelope<any>> };
  /** the page module's `preload`: asks for the first page */
  preload: () => void;
}

export function adminList<R>(name: string, request: TableRequest<R>): AdminList<R> {
  // the rows are the list's own (R); the first-page store keeps answers of any list
  const service = { list: (query: ListQuery) => request(query) as Promise<PageEnvelope<any>> };
  return { name, request, service, preload: firstPageBy(name, service, firstPageQuery()) };
}
