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

export const opLog = () => collection<OpLogEntry[]>('opLog', () => seedEntries());

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
  const log = opLog();
  log.push({
    id: (log[log.length - 1]?.id ?? 0) + 1,
    time: new Date().toISOString(),
    userNo: user.userNo,
    userName: user.userName,
    result: 'SUCCESS',
    ip: clientIp(req),
    ...entry,
  });
  const max = opLogRetention();
  if (log.length > max) log.splice(0, log.length - max);
}
