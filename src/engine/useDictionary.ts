/**
 * Dictionaries of the option configuration, fetched once and cached for REQUEST_CACHE_MS (spec §9)
 * by the shared request cache: every select of every page shares one request; refreshed when the window regains
 * focus (at most every FOCUS_REFRESH_THROTTLE_MS), so a change made in 选项配置 reaches open pages.
 *
 * `useDictionary(type)` gives the items, the options a new value may take (enabled items — plus the
 * current value, so an old record still shows its disabled item) and a label lookup.
 */
import { clearSharedCache } from '@/core/request/sharedCache';
import { getLocale } from '@umijs/max';
import { useMemo } from 'react';
import { REQUEST_CACHE_MS } from '@/constants';
import { useApi } from '@/core/request/hooks';
import { fetchDictionaries, type Dictionary, type DictionaryItem } from '@/services/options';

export const DICTIONARIES_CACHE_KEY = 'option-dictionaries';

/** Drop the cached dictionaries (after 选项配置 changed them). */
export function refreshDictionaries() {
  clearSharedCache(DICTIONARIES_CACHE_KEY);
}

export function useDictionaries() {
  const { data, loading, error, refresh } = useApi(fetchDictionaries, {
    cacheKey: DICTIONARIES_CACHE_KEY,
    staleTime: REQUEST_CACHE_MS,
    refreshOnWindowFocus: true,
    onError: () => undefined, // the request policy shows the error
  });
  const byType = useMemo(() => new Map((data ?? []).map((d) => [d.type, d])), [data]);
  return { dictionaries: data, byType, loading, error, refresh };
}

export const itemLabel = (item: DictionaryItem, locale = getLocale()) => (locale?.startsWith('en') && item.labelEn ? item.labelEn : item.label);

export interface DictionaryView {
  dictionary?: Dictionary;
  items: DictionaryItem[];
  loading: boolean;
  /** select options for a new value; `current` keeps a now-disabled value choosable where it is set */
  options: (current?: unknown) => Array<{ value: string; label: string; disabled?: boolean }>;
  label: (value: unknown) => string;
}

export function dictionaryView(dictionary: Dictionary | undefined, loading = false): DictionaryView {
  const items = dictionary ? [...dictionary.items].sort((a, b) => a.order - b.order) : [];
  const map = new Map(items.map((i) => [i.value, i]));
  return {
    dictionary,
    items,
    loading,
    options: (current) => {
      const keep = new Set(Array.isArray(current) ? current.map(String) : current != null ? [String(current)] : []);
      return items
        .filter((i) => i.enabled || keep.has(i.value))
        .map((i) => ({ value: i.value, label: itemLabel(i), ...(i.enabled ? {} : { disabled: true }) }));
    },
    label: (value) => {
      if (value === null || value === undefined || value === '') return '';
      const item = map.get(String(value));
      return item ? itemLabel(item) : String(value);
    },
  };
}

export function useDictionary(type: string | undefined): DictionaryView {
  const { byType, loading } = useDictionaries();
  const dict = type ? byType.get(type) : undefined;
  return useMemo(() => dictionaryView(dict, loading), [dict, loading]);
}
