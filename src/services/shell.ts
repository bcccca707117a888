/** Calls of the shell's conveniences: notifications (the bell) and the record lookup of global search. */
import { API } from '@/core/config/endpoints';
import { http } from '@/core/request';
import type { Notification } from '@/domain/notifications';
import type { RecordLocation } from '@/domain/recordCodes';

const N = `${API.management}/notifications`;

export interface NotificationList {
  unread: number;
  rows: Notification[];
}

export const shellService = {
  /** polled: a failure shows nothing (the next poll tries again) */
  notifications: () => http.get<NotificationList>(N, undefined, { skipErrorHandler: true }),
  markRead: (id: string) => http.post<{ unread: number }>(`${N}/${encodeURIComponent(id)}/read`),
  markAllRead: () => http.post<{ unread: number }>(`${N}/read-all`),
  /** where the record with this code is, when the user may open it (else null) */
  recordByCode: (code: string) => http.get<RecordLocation | null>(`${API.management}/records/by-code`, { code }),
};
