/**
 * Why a row is highlighted, in a few words the list shows beside the record's status ("超时 3 小时",
 * "逾期 5 天", "12 天后到期"): a definition with `rowTone` declares `rowReason` too, so a red row is never
 * shown without its reason, whatever columns the table has scrolled away. Plain rules: the list (in the
 * browser) and the tests read the same.
 */
import { daysBetween } from './derive';
import type { RowReason } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Late by `ms` (a deadline passed): minutes under an hour, hours under two days, days after. */
export function lateBy(ms: number): RowReason {
  if (ms < HOUR) return { message: 'resource.reason.lateMinutes', params: { n: Math.max(1, Math.floor(ms / MINUTE)) } };
  if (ms < 2 * DAY) return { message: 'resource.reason.lateHours', params: { n: Math.floor(ms / HOUR) } };
  return { message: 'resource.reason.lateDays', params: { n: Math.floor(ms / DAY) } };
}

/** Overdue by whole days (a due date passed): "逾期 5 天"; `message` names what is overdue when it is not the record itself. */
export const overdueDays = (days: number, message = 'resource.reason.overdueDays'): RowReason => ({ message, params: { n: days } });

/** Something valid until `expiry` (inclusive), seen on `day`: expired n days ago, or expiring in n days. */
export function expiryReason(expiry: string, day: string): RowReason {
  const left = daysBetween(day, expiry);
  if (left < 0) return { message: 'resource.reason.expired', params: { n: -left, date: expiry } };
  return left === 0
    ? { message: 'resource.reason.expiresToday', params: { date: expiry } }
    : { message: 'resource.reason.expiresIn', params: { n: left, date: expiry } };
}
