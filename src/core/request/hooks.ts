/**
 * Data hooks with the spec's defaults (§9), built on ahooks: use these in components rather than
 * ahooks directly so that every page caches and refreshes the same way.
 *
 * - useApi: ahooks `useRequest` with cacheTime 5 min and a 5 s window-focus refresh throttle (they
 *   apply when a page sets `cacheKey` / `refreshOnWindowFocus`).
 * - usePagedApi: ahooks `usePagination`, 10 rows a page by default.
 * - useLoadMore: ahooks `useInfiniteScroll`, loading the next page 100 px before the end.
 *
 * ahooks' `run` catches a failed call (the policy has shown it); `runAsync` rejects — catch it.
 */
import { DEFAULT_PAGE_SIZE, FOCUS_REFRESH_THROTTLE_MS, LOAD_MORE_THRESHOLD_PX, REQUEST_CACHE_MS } from '@/constants';
import { useInfiniteScroll, usePagination, useRequest } from 'ahooks';

/** Defaults of every data request (ahooks option names). */
export const REQUEST_DEFAULTS = {
  cacheTime: REQUEST_CACHE_MS,
  focusTimespan: FOCUS_REFRESH_THROTTLE_MS,
} as const;

/** Defaults of paged lists: the pagination helper's page size and the load-more threshold. */
export const PAGINATION_DEFAULTS = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  threshold: LOAD_MORE_THRESHOLD_PX,
} as const;

/** Pagination of an antd Table / ProTable with the portal's default page size. */
export const tablePagination = { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true } as const;

type UseRequestOptions<TData, TParams extends any[]> = NonNullable<Parameters<typeof useRequest<TData, TParams>>[1]>;

export function useApi<TData, TParams extends any[] = any[]>(
  service: (...args: TParams) => Promise<TData>,
  options?: UseRequestOptions<TData, TParams>,
) {
  return useRequest<TData, TParams>(service, { ...REQUEST_DEFAULTS, ...options });
}

type PaginationService<TData extends { total: number; list: any[] }> = Parameters<typeof usePagination<TData, any>>[0];
type PaginationOptions<TData extends { total: number; list: any[] }> = Parameters<typeof usePagination<TData, any>>[1];

export function usePagedApi<TData extends { total: number; list: any[] }>(
  service: PaginationService<TData>,
  options?: PaginationOptions<TData>,
) {
  return usePagination<TData, any>(service, { ...REQUEST_DEFAULTS, defaultPageSize: DEFAULT_PAGE_SIZE, ...options });
}

type InfiniteService<TData extends { list: any[] }> = Parameters<typeof useInfiniteScroll<TData>>[0];
type InfiniteOptions<TData extends { list: any[] }> = Parameters<typeof useInfiniteScroll<TData>>[1];

export function useLoadMore<TData extends { list: any[] }>(service: InfiniteService<TData>, options?: InfiniteOptions<TData>) {
  return useInfiniteScroll<TData>(service, { threshold: LOAD_MORE_THRESHOLD_PX, ...options });
}
