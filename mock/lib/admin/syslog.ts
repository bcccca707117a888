/**
 * Writing to the system log (系统日志; the rows and their generated history are adminSyslog.ts's):
 * what the server itself reports — an internal error's detail, which the client never sees. Newest
 * first, kept to the configured retention (retention.ts).
 */
import { randomBytes } from 'node:crypto';
import type { LogLevel } from '../../../src/domain/syslog';
import { systemLog } from './adminSyslog';
import { sysLogRetention } from '../store/retention';

/** Add a row; answers its trace id (the reference the client is given). */
export function writeSystemLog(level: LogLevel, message: string, service = 'management-api'): string {
  const log = systemLog();
  const traceId = randomBytes(8).toString('hex');
  log.unshift({ id: (log[0]?.id ?? 0) + 1, time: new Date().toISOString(), level, service, host: `${service}-mock`, traceId, message });
  const max = sysLogRetention();
  if (log.length > max) log.length = max;
  return traceId;
}
