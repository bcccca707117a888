/**
 * The logs as the engine's read-only resources (src/domain/desks/logs.ts): their rows stay where the
 * server writes them — the operation log (oplog.ts) and the system log (syslog.ts), each one array,
 * trimmed by its retention (retention.ts) — and the store reads them through a row source instead of a
 * table: 日志管理 as the reader may see it (oplogView.ts: an entry about a record above the reader's
 * level without its target and detail), 系统日志 as kept. The modules and actions the operation log
 * holds are two dictionaries that follow it: the search form's options.
 */
import { appLogs, logManagement, OPLOG_ACTIONS, OPLOG_MODULES } from '../../../src/domain/desks/logs';
import { serverText } from '../../../src/domain/serverMessages';
import { registerRowSource } from '../store/tables';
import type { MockUser } from '../server/identity';
import { systemLog } from '../platform/systemLog';
import { opLog } from '../platform/oplog';
import { opLogAsSeenBy } from './oplogView';
import { registerFollowedDictionary } from '../store/options';

/** The distinct values of `key` in the operation log, sorted, as a dictionary named by `name`. */
const following = (type: string, name: string, key: 'module' | 'action') => () => {
  const values = [...new Set(opLog().map((e) => e[key]))].sort();
  return { type, name: serverText(name), items: values.map((value, i) => ({ value, label: value, order: i + 1, enabled: true })) };
};

export function logRules(): Array<() => void> {
  return [
    registerRowSource(logManagement.key, { rows: (reader) => (reader ? opLogAsSeenBy(opLog(), reader as MockUser) : opLog()) }),
    registerRowSource(appLogs.key, { rows: () => systemLog() }),
    registerFollowedDictionary(OPLOG_MODULES, following(OPLOG_MODULES, 'admin.log.field.module', 'module')),
    registerFollowedDictionary(OPLOG_ACTIONS, following(OPLOG_ACTIONS, 'admin.log.field.action', 'action')),
  ];
}
