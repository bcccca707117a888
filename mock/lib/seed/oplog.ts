/**
 * The operation log a fresh start begins with: one entry for every step in the history of every
 * seeded record, with the time, the operator and the record's code the step has — so 日志管理 shows
 * the same past as the records' timelines, each step under the record's module with the step's
 * name. A step that is no action of the record's own lifecycle is logged under 审批管理 by its key,
 * as the live approval flow logs its steps.
 */
import type { OpLogEntry } from '../../../src/domain/oplog';
import type { HistoryEntry, ResourceDef, ResourceRecord } from '../../../src/domain/engine';
import { serverMessages as messages } from '../../../src/domain/serverMessages';

const WORKFLOW_MODULE = '审批管理';
const OWN_STEPS: Record<string, string> = {
  create: 'resource.op.create',
  edit: 'resource.op.edit',
  attach: 'resource.op.attach',
  detach: 'resource.op.detach',
};

/** A staff member's desk address on the office network, the same every time. */
export function officeIp(userNo: string): string {
  let h = 0;
  for (const c of userNo) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `10.16.${(h % 12) + 20}.${(h % 200) + 20}`;
}

function entryOf(def: ResourceDef, record: ResourceRecord, step: HistoryEntry): Omit<OpLogEntry, 'id'> {
  const own = OWN_STEPS[step.action] ?? (messages[`${def.key}.action.${step.action}`] ? `${def.key}.action.${step.action}` : undefined);
  return {
    time: step.at,
    userNo: step.operatorNo,
    userName: step.operatorName,
    module: own ? (messages[def.module] ?? def.module) : WORKFLOW_MODULE,
    action: own ? messages[own] : step.action,
    target: String(record.code ?? record.id),
    result: 'SUCCESS',
    ip: officeIp(step.operatorNo),
    ...(step.comment ? { detail: step.comment.slice(0, 300) } : {}),
  };
}

/** Entries of every history step of the given records, oldest first, numbered from 1. */
export function historyOpLog(tables: Array<{ def: ResourceDef; rows: ResourceRecord[] }>): OpLogEntry[] {
  const entries = tables.flatMap(({ def, rows }) => rows.flatMap((r) => (r.history ?? []).map((step) => entryOf(def, r, step))));
  entries.sort((a, b) => a.time.localeCompare(b.time));
  return entries.map((e, i) => ({ id: i + 1, ...e }));
}
