/**
 * The data `useApi` requests share under a `cacheKey`: one request for all of them at a time, the
 * answer kept for `cacheTime` (fresh for `staleTime`), and every mounted request of the key updated
 * when one of them gets new data.
 *
 * An ahooks `useRequest` plugin in place of ahooks' own cache plugin, which subscribes a request to
 * its key while the component renders: a render React has not committed yet (a tab's deferred page, a
 * page waiting for its chunk) then receives the data — React's "state update on a component that
 * hasn't mounted yet" — and a render React drops stays subscribed for good. Here a request takes
 * what the cache holds when it first renders (no side effect) and listens only once it is mounted.
 */
import type { Plugin } from 'ahooks/lib/useRequest/src/types';
import { useEffect, useRef } from 'react';

interface Entry {
  data: unknown;
  params: unknown[];
  time: number;
}

const entries = new Map<string, Entry>();
const running = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<(data: unknown) => void>>();

/** The option of `useRequest` that names the shared data (useApi's `cacheKey`). */
export interface SharedCacheOptions {
  sharedKey?: string;
  cacheTime?: number;
  staleTime?: number;
}

/** Drops what is kept under `key`: the next request of it asks the server. */
export function clearSharedCache(key: string): void {
  entries.delete(key);
  running.delete(key);
}

function kept(key: string, cacheTime: number): Entry | undefined {
  const entry = entries.get(key);
  if (entry && cacheTime >= 0 && Date.now() - entry.time > cacheTime) {
    entries.delete(key);
    return undefined;
  }
  return entry;
}

/** Keeps `data` under `key` and hands it to every other mounted request of the key. */
function publish(key: string, entry: Entry, except?: (data: unknown) => void): void {
  entries.set(key, entry);
  for (const listener of listeners.get(key) ?? []) if (listener !== except) listener(entry.data);
}

export const useSharedCache: Plugin<any, any[]> = (fetch, options) => {
  const { sharedKey: key, cacheTime = 5 * 60_000, staleTime = 0 } = options as SharedCacheOptions;
  const listener = useRef<(data: unknown) => void>(undefined);
  // the first render starts from what is kept: a second view of the same data shows it at once
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    const entry = key ? kept(key, cacheTime) : undefined;
    if (entry) {
      Object.assign(fetch.state, { data: entry.data, params: entry.params });
      if (staleTime === -1 || Date.now() - entry.time <= staleTime) fetch.state.loading = false;
    }
  }
  useEffect(() => {
    if (!key) return undefined;
    const own = (data: unknown) => fetch.setState({ data });
    listener.current = own;
    const set = listeners.get(key) ?? new Set();
    listeners.set(key, set);
    set.add(own);
    // what another request of the key brought between this one's first render and now
    const entry = kept(key, cacheTime);
    if (entry && entry.data !== fetch.state.data) fetch.setState({ data: entry.data, params: entry.params as any[] });
    return () => {
      set.delete(own);
    };
  }, [key, fetch, cacheTime]);

  if (!key) return {};
  return {
    onBefore: () => {
      const entry = kept(key, cacheTime);
      if (!entry) return {};
      if (staleTime === -1 || Date.now() - entry.time <= staleTime) return { loading: false, data: entry.data, error: undefined, returnNow: true };
      return { data: entry.data, error: undefined };
    },
    onRequest: (service, params) => {
      let promise = running.get(key);
      if (!promise) {
        promise = service(...params);
        running.set(key, promise);
        const done = () => {
          if (running.get(key) === promise) running.delete(key);
        };
        promise.then(done, done);
      }
      return { servicePromise: promise };
    },
    onSuccess: (data, params) => publish(key, { data, params, time: Date.now() }, listener.current),
    onMutate: (data) => publish(key, { data, params: fetch.state.params ?? [], time: Date.now() }, listener.current),
  };
};
