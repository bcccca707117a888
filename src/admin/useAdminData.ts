/**
 * The secrecy level settings the administration pages share: names and colours as configured on
 * 人员密级 / 信息密级.
 */
import { useApi } from '@/core/request';
import { levelName, type InfoLevel, type PersonnelLevel } from '@/domain/admin/secrecy';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { secrecyApi } from '@/services/admin';

/** Level names/colours as configured; falls back to the locale names until loaded. */
export function useSecrecyLevels() {
  const intl = useIntl();
  const { data, loading, refresh } = useApi(secrecyApi.get, { cacheKey: 'adminCache:secrecy' });
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const personnel = new Map((data?.personnel ?? []).map((l) => [l.level, l]));
    const info = new Map((data?.info ?? []).map((l) => [l.level, l]));
    return {
      data,
      loading,
      refresh,
      personnelName: (level: PersonnelLevel | string) => levelName(data, 'personnel', level, t),
      personnelColor: (level: PersonnelLevel | string) => personnel.get(level as PersonnelLevel)?.color ?? 'default',
      infoName: (level: InfoLevel | string) => levelName(data, 'info', level, t),
      infoColor: (level: InfoLevel | string) => info.get(level as InfoLevel)?.color ?? 'default',
    };
  }, [data, loading, refresh, intl]);
}
