/**
 * Data hooks with the spec's defaults (§9), built on ahooks: use these in components rather than
 * ahooks directly so that every page caches and refreshes the same way.
 *
 * - useApi: ahooks `useRequest` with REQUEST_DEFAULTS — data cached for 5 min under a `cacheKey`
 *   (a second view of the same lookup shows it at once; ./sharedCache, `clearSharedCache(key)`), a window-focus refresh throttled to one per
 *   5 s where `refreshOnWindowFocus` is on. Lookups and read-only lists turn it on; editors do not (a
 *   refresh would replace the draft the user is typing into).
 * - usePagedApi, useLoadMore: paged and growing lists (./lists — apart, so that the pages that use
 *   them carry ahooks' list hooks, not the shell).
 * - useFocusRefresh: the same window-focus refresh for a list that is not an ahooks request (the
 *   engine's ProTable calls it with its reload) — only while its tab is the active one.
 *
 * ahooks' `run` catches a failed call (the policy has shown it); `runAsync` rejects — catch it.
 */
import { DEFAULT_PAGE_SIZE, FOCUS_REFRESH_THROTTLE_MS, REQUEST_CACHE_MS } from '@/constants';
import { useIsTabActive } from '@/core/tabs/active';
import { useLatest, useRequest } from 'ahooks';
import { useEffect } from 'react';
import type { Plugin } from 'ahooks/lib/useRequest/src/types';
import { useSharedCache } from './sharedCache';

/** Defaults of every data request (ahooks option names). */
export const REQUEST_DEFAULTS = {
  cacheTime: REQUEST_CACHE_MS,
  focusTimespan: FOCUS_REFRESH_THROTTLE_MS,
} as const;

/** Pagination of an antd Table / ProTable with the portal's default page size. */
export const tablePagination = { defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true } as const;

type UseRequestOptions<TData, TParams extends any[]> = NonNullable<Parameters<typeof useRequest<TData, TParams>>[1]>;

export function useApi<TData, TParams extends any[] = any[]>(service: (...args: TParams) => Promise<TData>, options?: UseRequestOptions<TData, TParams>) {
  // the key goes to the portal's shared cache (./sharedCache), not to ahooks' own
  const { cacheKey, ...rest } = options ?? {};
  return useRequest<TData, TParams>(service, { ...REQUEST_DEFAULTS, ...rest, ...({ sharedKey: cacheKey } as object) }, [
    useSharedCache as unknown as Plugin<TData, TParams>,
  ]);
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
