/**
 * The operation log (domain.md §4): one entry for every change any mock endpoint makes, success or
 * refusal of a write. 日志管理 lists it. Oldest first, kept to the configured retention (retention.ts).
 *
 * The logged IP is the connection's (req.socket.remoteAddress). A client-supplied X-Forwarded-For is
 * believed only when the connection comes from a trusted proxy: MOCK_TRUSTED_PROXIES, a comma-separated
 * list of addresses (e.g. `127.0.0.1,::1` when the mock runs behind a local reverse proxy); then the
 * nearest address of the header that is not itself a trusted proxy is logged.
 */
import type { Request } from 'express';
import { collection } from '../store/db';
import { opLogRetention } from '../store/retention';

import type { OpLogEntry } from '../../../src/domain/oplog';

export type { OpLogEntry };

let seedEntries: () => OpLogEntry[] = () => [];

/** What a fresh log begins with (the store's entry registers the seeded records' history). */
export function seedOpLogFrom(fn: () => OpLogEntry[]) {
  seedEntries = fn;
}

/**
 * The log is kept in two parts: the entries it began with, and those written since with how many of
 * the first are still kept. A write touches only the second, so a test that restores a saved database
 * (mock/lib/store/db.ts) and makes a call decodes the few entries written since, not every seeded one.
 */
interface Written {
  /** the id of the last entry the log began with */
  after: number;
  /** how many of the first entries are still kept (the oldest go first) */
  kept: number;
  entries: OpLogEntry[];
}
/** the collections that hold the log (mock/lib/store/db.ts) */
export const OPLOG_COLLECTIONS = ['opLog', 'opLog:written'] as const;
const begun = () => collection<OpLogEntry[]>(OPLOG_COLLECTIONS[0], () => seedEntries());
const written = () =>
  collection<Written>(OPLOG_COLLECTIONS[1], () => {
    const first = begun();
    return { after: first.at(-1)?.id ?? 0, kept: first.length, entries: [] };
  });

/** The log, oldest first (a copy: entries are added by `writeOpLog` only). */
export function opLog(): OpLogEntry[] {
  const { kept, entries } = written();
  const first = kept ? begun() : [];
  return [...first.slice(first.length - kept), ...entries];
}

const plain = (ip: string) => ip.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

const trustedProxies = () =>
  new Set(
    String(process.env.MOCK_TRUSTED_PROXIES ?? '')
      .split(',')
      .map(plain)
      .filter(Boolean),
  );

/** The address a request came from (see the rule above). */
export function clientIp(req: Pick<Request, 'headers' | 'socket'> | undefined): string {
  const remote = plain(String(req?.socket?.remoteAddress ?? '127.0.0.1'));
  const trusted = trustedProxies();
  if (!trusted.has(remote)) return remote;
  const forwarded = String(req?.headers?.['x-forwarded-for'] ?? '')
    .split(',')
    .map(plain)
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) if (!trusted.has(forwarded[i])) return forwarded[i].slice(0, 64);
  return forwarded[0]?.slice(0, 64) ?? remote;
}

export function writeOpLog(
  req: Request | undefined,
  user: { userNo: string; userName: string },
  entry: { module: string; action: string; target: string; result?: 'SUCCESS' | 'FAILURE'; detail?: string; subjects?: string[] },
) {
  const log = written();
  log.entries.push({
    id: log.after + log.entries.length + 1,
    time: new Date().toISOString(),
    userNo: user.userNo,
    userName: user.userName,
    result: 'SUCCESS',
    ip: clientIp(req),
    ...entry,
  });
  // beyond the retention the oldest go: first those the log began with, then the written ones
  const over = log.kept + log.entries.length - opLogRetention();
  if (over <= 0) return;
  const fromFirst = Math.min(over, log.kept);
  log.kept -= fromFirst;
  if (over > fromFirst) {
    log.after += over - fromFirst;
    log.entries.splice(0, over - fromFirst);
  }
}
