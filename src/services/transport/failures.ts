/**
 * The last failed calls of this window, for the administrator's diagnostics (/temporary): a small
 * in-memory ring (newest first, FAILED_CALLS_KEPT entries), filled by `callEnvelope` (./http) — the one
 * path of every service call — with the catalogue row (./policy `catalogueRow`) each failure fell
 * into. Cancelled calls are not failures and are not kept. Nothing leaves the window.
 */
import { FAILED_CALLS_KEPT } from '@/domain/diagnostics';
import { isBizError } from '@/domain/errors';
import { catalogueRow, type CatalogueRow } from './policy';

export interface FailedCall {
  /** ISO time */
  at: string;
  method: string;
  url: string;
  row: CatalogueRow;
  /** HTTP status when there was a response */
  status?: number;
  errorCode?: string;
  message?: string;
}

let ring: FailedCall[] = [];
const listeners = new Set<() => void>();

export function recordFailure(method: string, url: string, error: unknown, now = Date.now()) {
  const row = catalogueRow(error);
  if (row === 'cancelled') return;
  const e = error as { response?: { status?: number }; message?: string };
  const entry: FailedCall = {
    at: new Date(now).toISOString(),
    method,
    url: url.slice(0, 300),
    row,
    ...(e?.response?.status ? { status: e.response.status } : {}),
    ...(isBizError(error) ? { errorCode: error.errorCode, message: error.errorMessage } : { message: e?.message }),
  };
  ring = [entry, ...ring].slice(0, FAILED_CALLS_KEPT);
  listeners.forEach((fn) => fn());
}

/** The kept failures, newest first (a new array after every change: usable as React state). */
export const recentFailures = (): readonly FailedCall[] => ring;

export function clearFailures() {
  ring = [];
  listeners.forEach((fn) => fn());
}

/** Be told of every change (useSyncExternalStore). */
export function subscribeFailures(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
