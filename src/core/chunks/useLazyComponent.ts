/**
 * A part of the shell fetched after the first paint (the header's bell, the bell's list) whose failed
 * download must not take the shell down: React.lazy throws to the nearest error boundary, which for
 * the header is the whole portal's. `Component` is undefined until the module is in, `failed` after a
 * download failed, and `retry()` fetches again. A module once in stays (per loader) for later mounts.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const loaded = new Map<Loader<any>, ComponentType<any>>();

/** `start`: fetch now (false: wait until it turns true, e.g. a list fetched when first opened). */
export function useLazyComponent<P>(load: Loader<P>, start = true) {
  const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded.get(load));
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    return load().then(
      (module) => {
        loaded.set(load, module.default);
        setComponent(() => module.default);
      },
      () => setFailed(true),
    );
  }, [load]);
  useEffect(() => {
    if (start && !Component) void retry();
  }, [start, Component, retry]);
  return { Component, failed, retry };
}
