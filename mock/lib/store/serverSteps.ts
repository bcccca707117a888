/**
 * Changes of records made by server-side processes (an approval that finishes), not by a user's call:
 * no permission or scope check, a history entry and an operation-log entry in the operator's name.
 */
import type { Request } from 'express';
import type { HistoryEntry, ResourceRecord, Values } from '../../../src/domain/engine';
import { serverText as t } from '../../../src/domain/serverMessages';
import { checkStatus, emit } from './hooks';
import { notFound } from '../server/http';
import { writeOpLog } from '../platform/oplog';
import { definition, subjectsOf } from './recordRules';
import { nextCode, table, type Actor } from './tables';

/** A copy of a stored record (no permission or scope check: for server-side processes). */
export function findRecord(key: string, id: string): ResourceRecord | undefined {
  const row = table(definition(key)).rows.get(id);
  return row ? JSON.parse(JSON.stringify(row)) : undefined;
}

/**
 * Move a record to `to` on behalf of a server-side process (an approval that finished), with a
 * history entry and an operation-log entry in the operator's name. `action` names the step in the
 * history (default 'system'); `patch` sets further fields.
 */
export function systemTransition(
  key: string,
  id: string,
  opts: { to: string; operator: Actor; action?: string; comment?: string; patch?: Values; req?: Request },
  now = Date.now(),
): ResourceRecord {
  const def = definition(key);
  checkStatus(def, opts.to);
  const row = table(def).rows.get(id);
  if (!row) throw notFound(t(def.module));
  const at = new Date(now).toISOString();
  const entry: HistoryEntry = {
    at,
    operatorNo: opts.operator.userNo,
    operatorName: opts.operator.userName,
    action: opts.action ?? 'system',
    from: row.status,
    to: opts.to,
    ...(opts.comment ? { comment: opts.comment } : {}),
  };
  const next: ResourceRecord = {
    ...row,
    ...(opts.patch ?? {}),
    status: opts.to,
    updatedAt: at,
    version: row.version + 1,
    history: [...(row.history ?? []), entry],
  };
  table(def).rows.set(id, next);
  writeOpLog(opts.req, opts.operator, {
    module: t(def.module),
    action: t(`${def.key}.action.${opts.action ?? 'system'}`),
    target: String(row.code ?? id),
    subjects: subjectsOf(def, row),
  });
  emit({ def, type: 'system', action: opts.action, before: row, after: next, user: opts.operator });
  return next;
}

/** Add a history entry (e.g. an approval step that does not change the status). */
export function appendHistory(key: string, id: string, entry: HistoryEntry): void {
  const def = definition(key);
  const row = table(def).rows.get(id);
  if (!row) throw notFound(t(def.module));
  table(def).rows.set(id, { ...row, history: [...(row.history ?? []), entry] });
}

/**
 * Set fields the server keeps beside a record's own data (a support case's `waitingSince`, moved by
 * the posts of its thread): no history entry, no new version — like a derived value, it is never
 * written by a client, so no client's edit can be stale because of it.
 */
export function keepServerFields(key: string, id: string, patch: Values): void {
  const def = definition(key);
  const row = table(def).rows.get(id);
  if (!row) throw notFound(t(def.module));
  table(def).rows.set(id, { ...row, ...patch });
}

/**
 * Create a record on behalf of a server-side process (an approved material-code request creates its
 * code): no permission check and no form — the process vouches for `values` —; numbered, in the
 * lifecycle's initial status, with a creation entry (and `comment`) in the history and the log.
 */
export function systemCreate(key: string, values: Values, opts: { operator: Actor; comment?: string; req?: Request }, now = Date.now()): ResourceRecord {
  const def = definition(key);
  const tbl = table(def);
  const at = new Date(now).toISOString();
  let id: string;
  do id = `${def.key}-${String(tbl.next++).padStart(6, '0')}`;
  while (tbl.rows.has(id));
  const status = def.lifecycle?.initial;
  const record: ResourceRecord = {
    id,
    ...(def.codePrefix ? { code: nextCode(def, now) } : {}),
    ...(status ? { status } : {}),
    ...values,
    ...(def.anatomy ? { applicantNo: opts.operator.userNo, applicantName: opts.operator.userName, attachments: [] } : {}),
    createdAt: at,
    updatedAt: at,
    version: 1,
    history: [
      {
        at,
        operatorNo: opts.operator.userNo,
        operatorName: opts.operator.userName,
        action: 'create',
        ...(status ? { to: status } : {}),
        ...(opts.comment ? { comment: opts.comment } : {}),
      },
    ],
  };
  tbl.rows.set(id, record);
  writeOpLog(opts.req, opts.operator, {
    module: t(def.module),
    action: t('resource.op.create'),
    target: String(record.code ?? id),
    detail: opts.comment,
    subjects: subjectsOf(def, record),
  });
  emit({ def, type: 'create', after: record, user: opts.operator });
  return record;
}
