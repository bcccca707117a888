/**
 * Data hooks with the spec's defaults (§9), built on ahooks: use these in components rather than
 * ahooks directly so that every page caches and refreshes the same way.
 *
 * - useApi: ahooks `useRequest` with REQUEST_DEFAULTS — data cached for 5 min under a `cacheKey`
 *   (a second view of the same lookup shows it at once), a window-focus refresh throttled to one per
 *   5 s where `refreshOnWindowFocus` is on. Lookups and read-only lists turn it on; editors do not (a
 *   refresh would replace the draft the user is typing into).
 * - usePagedApi: ahooks `usePagination`, 10 rows a page by default.
 * - useLoadMore: ahooks `useInfiniteScroll`, loading the next page 100 px before the end of `target`
 *   (the CBB feed and the conversation lists).
 * - useFocusRefresh: the same window-focus refresh for a list that is not an ahooks request (the
 *   engine's ProTable calls it with its reload) — only while its tab is the active one.
 *
 * ahooks' `run` catches a failed call (the policy has shown it); `runAsync` rejects — catch it.
 */
import { DEFAULT_PAGE_SIZE, FOCUS_REFRESH_THROTTLE_MS, LOAD_MORE_THRESHOLD_PX, REQUEST_CACHE_MS } from '@/constants';
import { useIsTabActive } from '@/core/tabs/active';
import { useInfiniteScroll, useLatest, usePagination, useRequest } from 'ahooks';
import { useEffect } from 'react';

/** Defaults of every data request (ahooks option names). */
export const REQUEST_DEFAULTS = {
  cacheTime: REQUEST_CACHE_MS,
  focusTimespan: FOCUS_REFRESH_THROTTLE_MS,
} as const;

/** Pagination of an antd Table / ProTable with the portal's default page size. */
export const tablePagination = { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true } as const;

type UseRequestOptions<TData, TParams extends any[]> = NonNullable<Parameters<typeof useRequest<TData, TParams>>[1]>;

export function useApi<TData, TParams extends any[] = any[]>(service: (...args: TParams) => Promise<TData>, options?: UseRequestOptions<TData, TParams>) {
  return useRequest<TData, TParams>(service, { ...REQUEST_DEFAULTS, ...options });
}

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

/**
 * Calls `refresh` when the window regains focus (or the page becomes visible again), at most once per
 * FOCUS_REFRESH_THROTTLE_MS, and only while the component's tab is the active one.
 */
export function useFocusRefresh(refresh: () => unknown, enabled = true) {
  const latest = useLatest(refresh);
  const isTabActive = useIsTabActive();
  useEffect(() => {
    if (!enabled) return undefined;
    let last = 0;
    const onFocus = () => {
      if (document.visibilityState === 'hidden' || !isTabActive()) return;
      const now = Date.now();
      if (now - last < FOCUS_REFRESH_THROTTLE_MS) return;
      last = now;
      latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [enabled, isTabActive, latest]);
}
