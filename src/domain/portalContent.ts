/**
 * What the home page shows of 网站维护's content (announcements and banners): the rule of publish
 * windows and audiences, shared by the mock's "published now for me" answer and the maintenance page's
 * window column. Plain TypeScript.
 *
 * An item is live for a user when it is PUBLISHED, its window holds the moment (start ≤ now < end),
 * and its audience is everyone (no role chosen) or names one of the user's roles. Live items come
 * banners first, then announcements, each by `sortOrder` (smallest first), then the latest start.
 */
import type { Values } from './engine';

export const CONTENT_KINDS = ['BANNER', 'ANNOUNCEMENT'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** Where a published item's window stands at a moment. */
export const WINDOW_STATES = ['SCHEDULED', 'LIVE', 'ENDED'] as const;
export type WindowState = (typeof WINDOW_STATES)[number];
/** The most live items the home page receives. */
export const LIVE_MAX = 20;

/** An item live for the user, as the home page receives it (GET LIVE_CONTENT_PATH). */
export interface LiveItem {
  id: string;
  kind: string;
  title: string;
  content?: string | null;
  link?: string | null;
  startAt: string;
  endAt: string;
}
/** The fields of a live item the server answers. */
export const LIVE_FIELDS = ['id', 'kind', 'title', 'content', 'link', 'startAt', 'endAt'] as const;

const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : NaN);

/** The window's state at `now` (null while a bound is missing). */
export function windowState(item: Values, now: number): WindowState | null {
  const start = time(item.startAt);
  const end = time(item.endAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return now < start ? 'SCHEDULED' : now < end ? 'LIVE' : 'ENDED';
}

/** Whether the item's audience takes a user of these roles: no role chosen means everyone. */
export function inAudience(item: Values, roles: readonly string[]): boolean {
  const audience = Array.isArray(item.audience) ? item.audience : [];
  return audience.length === 0 || audience.some((r) => roles.includes(String(r)));
}

/** The items live now for a user of `roles`, in the order the home page shows them. */
export function liveFor(items: readonly Values[], roles: readonly string[], now: number): Values[] {
  const kindRank = (v: Values) => CONTENT_KINDS.indexOf(v.kind as ContentKind);
  return items
    .filter((v) => v.status === 'PUBLISHED' && windowState(v, now) === 'LIVE' && inAudience(v, roles))
    .sort((a, b) => kindRank(a) - kindRank(b) || Number(a.sortOrder ?? 0) - Number(b.sortOrder ?? 0) || time(b.startAt) - time(a.startAt))
    .slice(0, LIVE_MAX);
}
