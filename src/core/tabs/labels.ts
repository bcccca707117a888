/**
 * A tab's own label: what its page says it shows, after the page title — "编辑课程 · A320 发动机孔探实操"
 * rather than two tabs both titled 编辑课程. A page sets it with `useTabLabel(text)` while it is
 * mounted (the label goes with the page: closing the tab drops it); the tab bar reads it.
 * Plain text, not a locale key: it names a record.
 */
import { useLocation } from '@umijs/max';
import { useEffect, useSyncExternalStore } from 'react';
import { matchPage } from './pages';

let labels: Record<string, string> = {};
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

export function setTabLabel(key: string, label: string | undefined) {
  if ((labels[key] ?? undefined) === label) return;
  const next = { ...labels };
  if (label) next[key] = label;
  else delete next[key];
  labels = next;
  emit();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => void listeners.delete(fn);
};

/** Every tab's label, by tab key (re-renders when one changes). */
export const useTabLabels = () =>
  useSyncExternalStore(
    subscribe,
    () => labels,
    () => labels,
  );

/** Label the tab of the page calling it (its own location decides which tab that is). */
export function useTabLabel(label: string | undefined) {
  const { pathname } = useLocation();
  const key = matchPage(pathname)?.key;
  useEffect(() => {
    if (!key) return undefined;
    setTabLabel(key, label);
    return () => setTabLabel(key, undefined);
  }, [key, label]);
}
