/** The service figures of 服务指标 (config/openapi.json, "indicators" tag; docs/service-indicators.md). */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { GroupBy, IndicatorsAnswer, Period } from '@/domain/indicators';

export interface IndicatorParams extends Period {
  compare?: boolean;
  groupBy?: GroupBy;
}

export const indicatorService = {
  get: ({ from, to, compare, groupBy }: IndicatorParams) =>
    http.get<IndicatorsAnswer>(`${API.management}/indicators`, { from, to, ...(compare ? { compare: 'true' } : {}), ...(groupBy ? { groupBy } : {}) }),
};
