/**
 * Lists with the spec's defaults, built on ahooks (the pages that show such lists import this module
 * directly: the shell's entry does not carry these hooks).
 *
 * - usePagedApi: ahooks `usePagination`, 10 rows a page by default.
 * - useLoadMore: ahooks `useInfiniteScroll`, loading the next page 100 px before the end of `target`
 *   (the CBB feed and the conversation lists).
 */
import { DEFAULT_PAGE_SIZE, LOAD_MORE_THRESHOLD_PX } from '@/constants';
import { useInfiniteScroll, usePagination } from 'ahooks';
import { REQUEST_DEFAULTS } from './hooks';

type PaginationService<TData extends { total: number; list: any[] }> = Parameters<typeof usePagination<TData, any>>[0];
type PaginationOptions<TData extends { total: number; list: any[] }> = Parameters<typeof usePagination<TData, any>>[1];

export function usePagedApi<TData extends { total: number; list: any[] }>(service: PaginationService<TData>, options?: PaginationOptions<TData>) {
  return usePagination<TData, any>(service, { ...REQUEST_DEFAULTS, defaultPageSize: DEFAULT_PAGE_SIZE, ...options });
}

type InfiniteService<TData extends { list: any[] }> = Parameters<typeof useInfiniteScroll<TData>>[0];
type InfiniteOptions<TData extends { list: any[] }> = Parameters<typeof useInfiniteScroll<TData>>[1];

/**
 * A list that grows as the user scrolls: `service(lastPage)` answers the next page (`{ list, ... }`);
 * set `target` (the scrolling element) and `isNoMore(data)`. The next page loads when the end of
 * `target` is LOAD_MORE_THRESHOLD_PX away or closer.
 */
export function useLoadMore<TData extends { list: any[] }>(service: InfiniteService<TData>, options?: InfiniteOptions<TData>) {
  return useInfiniteScroll<TData>(service, { threshold: LOAD_MORE_THRESHOLD_PX, ...options });
}
