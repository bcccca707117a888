import { REQUEST_CACHE_MS } from '@/constants';
import { useApi } from '@/core/request/hooks';
import { SETTINGS } from '@/domain/desks/settings';
import { fetchSettings } from '@/services/options';

const SETTING = SETTINGS.supportUnansweredHours;

/** The hours after which an open case counts as unanswered (选项配置), its default until the settings are read. */
export function useUnansweredHours(): number {
  const { data } = useApi(fetchSettings, { cacheKey: 'option-settings', staleTime: REQUEST_CACHE_MS, onError: () => undefined });
  return data?.find((s) => s.key === SETTING.key)?.value ?? SETTING.default;
}
