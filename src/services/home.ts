/** Calls of the home page. */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { Alarms } from '@/domain/alarms';

export const homeService = {
  /** the overdue orders of the kinds the user handles (src/domain/alarms.ts) */
  alarms: () => http.get<Alarms>(`${API.management}/home/alarms`),
};
