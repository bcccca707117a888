/**
 * Sign-in throttling of the development SSO.
 *
 * - Password sign-in, per account (as typed, case-insensitive; unknown accounts count alike, so the
 *   answer does not tell which exist) **and client** (the address the request came from, as the
 *   operation log records it): the first `FREE_FAILURES` failures cost nothing; the 5th starts a wait
 *   of 30 s, and every further failure doubles it (60 s, 120 s, … at most an hour). While waiting, an
 *   attempt from that client is refused without checking the password; the account's owner signing
 *   in from another client does not wait, so nobody can lock anyone out. A success forgets that
 *   client's failures. Every refusal is in the operation log (mock/auth.ts).
 * - Phone codes, per phone number (known or not): one request a minute, five an hour. A code takes
 *   at most `CODE_TRIES` wrong guesses, then it is void.
 * Entries are forgotten once nothing about them matters any more, so the tables stay small.
 */
import { collection } from '../store/db';

export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 3600_000;
/** failures are forgotten a day after the last one */
const FAILURE_MEMORY_MS = 24 * 3600_000;

export const CODE_INTERVAL_MS = 60_000;
export const CODES_PER_HOUR = 5;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_TRIES = 5;
const HOUR = 3600_000;

interface Failures {
  count: number;
  last: number;
  until: number;
}

const failures = () => collection<Map<string, Failures>>('signInFailures', () => new Map());
const codeRequests = () => collection<Map<string, number[]>>('codeRequests', () => new Map());
const codes = () => collection<Map<string, { code: string; expires: number; tries: number }>>('smsCodes', () => new Map());

const keyOf = (account: string, client: string) => `${account.trim().toLowerCase().slice(0, 100)}|${client.slice(0, 64)}`;

function prune(now: number) {
  const table = failures();
  if (table.size < 1000) return;
  for (const [k, f] of table) if (f.last + FAILURE_MEMORY_MS < now && f.until <= now) table.delete(k);
}

/** Milliseconds the client must still wait before its next attempt on the account (0: may try now). */
export function signInWait(account: string, client: string, now = Date.now()): number {
  const f = failures().get(keyOf(account, client));
  return f ? Math.max(0, f.until - now) : 0;
}

/** Count a failed attempt; answers the wait it starts (0 while still within the free failures). */
export function signInFailed(account: string, client: string, now = Date.now()): number {
  prune(now);
  const key = keyOf(account, client);
  const table = failures();
  const f = table.get(key) ?? { count: 0, last: now, until: 0 };
  if (f.last + FAILURE_MEMORY_MS < now) f.count = 0;
  f.count += 1;
  f.last = now;
  const wait = f.count < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (f.count - FREE_FAILURES));
  f.until = now + wait;
  table.set(key, f);
  return wait;
}

export function signInSucceeded(account: string, client: string) {
  failures().delete(keyOf(account, client));
}

/** Milliseconds until the phone may request another code (0: now). */
export function codeWait(phone: string, now = Date.now()): number {
  const recent = (codeRequests().get(phone) ?? []).filter((t) => t > now - HOUR);
  if (recent.length === 0) return 0;
  const sinceLast = now - recent[recent.length - 1];
  const minute = sinceLast < CODE_INTERVAL_MS ? CODE_INTERVAL_MS - sinceLast : 0;
  const hourly = recent.length >= CODES_PER_HOUR ? recent[recent.length - CODES_PER_HOUR] + HOUR - now : 0;
  return Math.max(minute, hourly);
}

/** Issue a code for the phone (call after `codeWait` answered 0). */
export function issueCode(phone: string, now = Date.now()): string {
  const table = codeRequests();
  if (table.size > 1000) for (const [k, ts] of table) if (ts[ts.length - 1] <= now - HOUR) table.delete(k);
  table.set(phone, [...(table.get(phone) ?? []).filter((t) => t > now - HOUR), now]);
  const sent = codes();
  if (sent.size > 1000) for (const [k, c] of sent) if (c.expires <= now) sent.delete(k);
  const code = String(Math.floor(100000 + Math.random() * 900000));
  sent.set(phone, { code, expires: now + CODE_TTL_MS, tries: 0 });
  return code;
}

/** Whether `code` is the phone's live code; a right code is used up, a wrong one costs a try. */
export function takeCode(phone: string, code: string, now = Date.now()): boolean {
  const sent = codes().get(phone);
  if (!sent || sent.expires <= now || sent.tries >= CODE_TRIES) return false;
  if (sent.code !== code) {
    sent.tries += 1;
    return false;
  }
  codes().delete(phone);
  return true;
}
