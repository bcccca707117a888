/** Calls of the CBB board and of the portal content beyond the engine's (src/domain/desks/cbb.ts, voice.ts). */
import { http } from '@/services/transport/http';
import { CBB_PATHS } from '@/domain/desks/cbb';
import { LIVE_CONTENT_PATH } from '@/domain/desks/voice';
import type { LiveItem } from '@/domain/portalContent';

export const cbbService = {
  /** like the post, or take the like back */
  like: (id: string) => http.post<{ liked: boolean; likes: number }>(CBB_PATHS.like(id), {}),
  /** the reader opened the post */
  view: (id: string) => http.post<{ views: number }>(CBB_PATHS.view(id), {}, { skipErrorHandler: true }),
};

export const portalContentService = {
  /** what is live now for the signed-in user: banners, then announcements */
  live: () => http.get<LiveItem[]>(LIVE_CONTENT_PATH),
};
