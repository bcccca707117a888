/** Calls of the shell's conveniences: notifications (the bell). Global search: src/services/search.ts. */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { Notification } from '@/domain/notifications';

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
};
