/**
 * The system log of 系统日志: what the server itself reports (an internal error's detail, which the client
 * never sees). It begins with 60,000 deterministic rows (fixed seed, ending at the server's start),
 * generated on first use; newest first, kept to the configured retention (retention.ts). The engine lists
 * them (mock/lib/admin/logSources.ts).
 */
import { randomBytes } from 'node:crypto';
import { LOG_SERVICES, type LogLevel, type SystemLogRow } from '../../../src/domain/syslog';
import { collection, rng } from '../store/db';
import { sysLogRetention } from '../store/retention';

export const SYSLOG_ROWS = 60_000;
/** When the mock server started (its first use of this file): the newest row is logged just before it, the rest go back about a month. */
const startedAt: number = ((globalThis as any).__portalMockStartedAt ??= Date.now());

const USERS = ['admin', 'manager', 'engineer', 'trainer', 'staff', 'HY1003', 'HY1017', 'HY1022'];
const RESOURCES = ['aogOrder', 'procurementOrder', 'leaseOrder', 'substitutionOrder', 'support', 'workOrder', 'technicalMaterials', 'cbbList'];
const JOBS = ['aog-deadline-scan', 'core-return-reminder', 'lease-overdue-fee', 'certificate-expiry-notice', 'log-archive'];
const ERRORS = ['connection reset by peer', 'deadlock detected, transaction rolled back', 'upstream timed out after 60000ms', 'disk usage above 90%'];

type R = ReturnType<typeof rng>;
const templates: Record<string, Array<{ level: LogLevel; make: (r: R) => string }>> = {
  'management-api': [
    { level: 'INFO', make: (r) => `GET /api/management/${r.pick(RESOURCES)} 200 ${r.int(4, 180)}ms` },
    { level: 'INFO', make: (r) => `POST /api/management/${r.pick(RESOURCES)} 200 ${r.int(10, 400)}ms user=${r.pick(USERS)}` },
    { level: 'DEBUG', make: (r) => `query ${r.pick(RESOURCES)} page=${r.int(1, 20)} size=10 rows=${r.int(0, 10)}` },
    { level: 'WARN', make: (r) => `slow query on ${r.pick(RESOURCES)}: ${r.int(1200, 6000)}ms` },
    { level: 'WARN', make: (r) => `stale version refused for ${r.pick(RESOURCES)} by ${r.pick(USERS)}` },
    { level: 'ERROR', make: (r) => `request failed: ${r.pick(ERRORS)}` },
  ],
  'permission-service': [
    { level: 'INFO', make: (r) => `permissions resolved for ${r.pick(USERS)} (${r.pick(['logbookmanagement', 'systemmaintenance'])}) in ${r.int(1, 30)}ms` },
    { level: 'DEBUG', make: (r) => `token verified for ${r.pick(USERS)}` },
    { level: 'WARN', make: (r) => `forbidden: ${r.pick(USERS)} lacks ${r.pick(RESOURCES)}:${r.pick(['create', 'export', 'accept'])}` },
    { level: 'ERROR', make: () => 'token rejected: signature mismatch' },
  ],
  'workflow-api': [
    { level: 'INFO', make: (r) => `approval instance WF-${r.int(1000, 9999)} advanced to node ${r.int(2, 4)}` },
    { level: 'INFO', make: (r) => `task T-${r.int(10000, 99999)} transferred from ${r.pick(USERS)} to ${r.pick(USERS)}` },
    { level: 'DEBUG', make: (r) => `pending tasks counted for ${r.pick(USERS)}: ${r.int(0, 12)}` },
    { level: 'ERROR', make: (r) => `approval group AG-${r.int(1, 9)} has no members; instance halted` },
  ],
  'hr-api': [
    { level: 'INFO', make: (r) => `organization tree cached (${r.int(12, 20)} nodes)` },
    { level: 'INFO', make: (r) => `user ${r.pick(USERS)} profile read` },
    { level: 'WARN', make: (r) => `password of ${r.pick(USERS)} expires in ${r.int(1, 14)} days` },
  ],
  'file-api': [
    { level: 'INFO', make: (r) => `stored file F${r.int(100000, 999999)} (${r.int(12, 9000)} KB)` },
    { level: 'DEBUG', make: (r) => `virus scan passed for F${r.int(100000, 999999)}` },
    { level: 'WARN', make: (r) => `upload rejected: file too large (${r.int(51, 400)} MB)` },
    { level: 'ERROR', make: (r) => `storage write failed: ${r.pick(ERRORS)}` },
  ],
  'sso-gateway': [
    { level: 'INFO', make: (r) => `login succeeded for ${r.pick(USERS)} from 10.${r.int(0, 20)}.${r.int(0, 255)}.${r.int(1, 254)}` },
    { level: 'INFO', make: () => 'redirecting to login: session expired' },
    { level: 'WARN', make: (r) => `login failed for ${r.pick(USERS)}: wrong password (${r.int(1, 4)}/5)` },
  ],
  scheduler: [
    { level: 'INFO', make: (r) => `job ${r.pick(JOBS)} finished in ${r.int(80, 9000)}ms` },
    { level: 'DEBUG', make: (r) => `job ${r.pick(JOBS)} scheduled` },
    { level: 'ERROR', make: (r) => `job ${r.pick(JOBS)} failed: ${r.pick(ERRORS)}` },
  ],
};

const LEVEL_WEIGHT: Record<LogLevel, number> = { DEBUG: 3, INFO: 10, WARN: 2, ERROR: 1 };

/** The rows, newest first, the newest `r.int(5, 85)` seconds before `newest` (deterministic apart from the times). */
export function generateSystemLog(newest = startedAt): SystemLogRow[] {
  const r = rng(20261121);
  const rows: SystemLogRow[] = [];
  let t = newest - r.int(5, 85) * 1000;
  for (let i = 0; i < SYSLOG_ROWS; i++) {
    const service = r.pick(LOG_SERVICES);
    const options = templates[service];
    // pick a template weighted by its level
    const total = options.reduce((s, o) => s + LEVEL_WEIGHT[o.level], 0);
    let roll = r.next() * total;
    let chosen = options[0];
    for (const o of options) {
      roll -= LEVEL_WEIGHT[o.level];
      if (roll < 0) {
        chosen = o;
        break;
      }
    }
    rows.push({
      id: SYSLOG_ROWS - i,
      time: new Date(t).toISOString(),
      level: chosen.level,
      service,
      host: `${service}-${r.int(1, 3)}`,
      traceId:
        Math.floor(r.next() * 0xffffffff)
          .toString(16)
          .padStart(8, '0') +
        Math.floor(r.next() * 0xffffffff)
          .toString(16)
          .padStart(8, '0'),
      message: chosen.make(r),
    });
    t -= r.int(5, 85) * 1000;
  }
  return rows;
}

export const systemLog = () => collection<SystemLogRow[]>('systemLog', () => generateSystemLog());

/** Add a row; answers its trace id (the reference the client is given). */
export function writeSystemLog(level: LogLevel, message: string, service = 'management-api'): string {
  const log = systemLog();
  const traceId = randomBytes(8).toString('hex');
  log.unshift({ id: (log[0]?.id ?? 0) + 1, time: new Date().toISOString(), level, service, host: `${service}-mock`, traceId, message });
  const max = sysLogRetention();
  if (log.length > max) log.length = max;
  return traceId;
}
