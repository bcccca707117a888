/**
 * The operation log (domain.md §4): one entry for every change any mock endpoint makes, success or
 * refusal of a write. 日志管理 lists it.
 */
import type { Request } from 'express';
import { collection } from './db';

import type { OpLogEntry } from '../../src/domain/oplog';

export type { OpLogEntry };

let seedEntries: () => OpLogEntry[] = () => [];

/** What a fresh log begins with (the store's entry registers the seeded records' history). */
export function seedOpLogFrom(fn: () => OpLogEntry[]) {
  seedEntries = fn;
}

export const opLog = () => collection<OpLogEntry[]>('opLog', () => seedEntries());

export function writeOpLog(
  req: Request | undefined,
  user: { userNo: string; userName: string },
  entry: { module: string; action: string; target: string; result?: 'SUCCESS' | 'FAILURE'; detail?: string },
) {
  const log = opLog();
  const ip = String(req?.headers?.['x-forwarded-for'] ?? req?.socket?.remoteAddress ?? '127.0.0.1');
  log.push({
    id: log.length + 1,
    time: new Date().toISOString(),
    userNo: user.userNo,
    userName: user.userName,
    result: 'SUCCESS',
    ip,
    ...entry,
  });
}
