/**
 * The mock's side of src/domain/ownership.ts: a change of a record in its applicant's hands by anyone
 * else is refused with NOT_OWNER (and logged). Checked by the resource routes before the store runs —
 * before submit hooks could start an approval. A record the user may not open is left to the store,
 * which answers "not found" as for any hidden record.
 */
import type { Request } from 'express';
import { ownerProblem } from '../../../src/domain/ownership';
import { renderIssue, type ResourceDef } from '../../../src/domain/engine';
import { BizFailure } from '../server/http';
import { hasCode, type MockUser } from '../server/identity';
import { writeOpLog } from '../platform/oplog';
import { subjectsOf } from './recordRules';
import * as store from './store';

export type OwnedOp = 'edit' | 'remove' | 'attach' | 'detach' | { action: string };

const opLabel = (def: ResourceDef, op: OwnedOp) => (typeof op === 'string' ? store.t(`resource.op.${op}`) : store.t(`${def.key}.action.${op.action}`));

/** The code a change needs: a user without it is refused for that (FORBIDDEN, by the store), not told whose record it is. */
const opCode = (def: ResourceDef, op: OwnedOp) => (op === 'remove' ? def.codes.remove : typeof op === 'string' ? def.codes.edit : def.codes.action(op.action));

/** Refuse the change `op` of the records `ids` when one is in someone else's hands. */
export function requireApplicant(def: ResourceDef, ids: unknown, user: MockUser, req: Request, op: OwnedOp) {
  if (!hasCode(user, opCode(def, op))) return;
  for (const id of Array.isArray(ids) ? ids.slice(0, store.MAX_BULK) : [ids]) {
    if (typeof id !== 'string') continue;
    const row = store.findRecord(def.key, id);
    if (!row) continue;
    const problem = ownerProblem(def, row, user.userNo, (code) => hasCode(user, code));
    if (!problem || !mayOpen(def, id, user)) continue;
    const message = renderIssue(problem, store.t);
    writeOpLog(req, user, {
      module: store.t(def.module),
      action: opLabel(def, op),
      target: String(row.code ?? row.id),
      result: 'FAILURE',
      detail: message,
      subjects: subjectsOf(def, row),
    });
    throw new BizFailure('NOT_OWNER', message, undefined, 200, { applicantNo: row.applicantNo });
  }
}

/** Whether the user may open the record: the store's detail read answers it (permission, every row filter). */
export function mayOpen(def: ResourceDef, id: string, user: MockUser): boolean {
  try {
    store.get(def, id, user);
    return true;
  } catch {
    return false;
  }
}
