/**
 * The secrecy levels' names as 人员密级 / 信息密级 set them: every page that shows a level (a record's
 * 密级 in lists, details, exports and tags; the administration pages) reads its name here, fetched once
 * and cached like the dictionaries. Until the setting has loaded a level shows its default name
 * (`levelName`, docs/secrecy.md "A level's name").
 */
import { clearSharedCache } from '@/core/request/sharedCache';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { REQUEST_CACHE_MS } from '@/constants';
import { levelName } from '@/domain/admin/secrecy';
import { useApi } from '@/core/request/hooks';
import { fetchSecrecyNames } from '@/services/options';

export const SECRECY_NAMES_CACHE_KEY = 'secrecy-names';

/** Drop the cached names (after 人员密级 / 信息密级 renamed a level). */
export function refreshSecrecyNames() {
  clearSharedCache(SECRECY_NAMES_CACHE_KEY);
}

export function useSecrecyNames() {
  const intl = useIntl();
  const { data } = useApi(fetchSecrecyNames, {
    cacheKey: SECRECY_NAMES_CACHE_KEY,
    staleTime: REQUEST_CACHE_MS,
    refreshOnWindowFocus: true,
    onError: () => undefined, // the request policy shows the error
  });
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return {
      info: (level: string) => levelName(data, 'info', level, t),
      personnel: (level: string) => levelName(data, 'personnel', level, t),
      infoColor: (level: string) => data?.info.find((l) => l.level === level)?.color ?? 'default',
      personnelColor: (level: string) => data?.personnel.find((l) => l.level === level)?.color ?? 'default',
    };
  }, [data, intl]);
}
