/**
 * How much the mock's logs keep, so that its memory stays bounded under any load: the newest
 * entries, the oldest trimmed on every write. Configurable per start by environment variable:
 * - MOCK_OPLOG_RETENTION  — operation log entries (default 50,000)
 * - MOCK_SYSLOG_RETENTION — system log rows (default 100,000; the generated history is 60,000)
 * Read on every write, so a test may change them.
 */
const DEFAULTS = { MOCK_OPLOG_RETENTION: 50_000, MOCK_SYSLOG_RETENTION: 100_000 } as const;

function envLimit(name: keyof typeof DEFAULTS): number {
  const raw = process.env[name];
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULTS[name];
}

export const opLogRetention = () => envLimit('MOCK_OPLOG_RETENTION');
export const sysLogRetention = () => envLimit('MOCK_SYSLOG_RETENTION');
