/**
 * Attachments of a record: a file already uploaded to the file API is attached or detached, with a
 * history entry; a record in approval keeps the attachments it was submitted with.
 */
import type { Request } from 'express';
import { ShowType } from '../../../src/domain/envelope';
import { attachmentProblem, renderIssue, type AttachmentRef, type HistoryEntry, type ResourceDef, type ResourceRecord } from '../../../src/domain/engine';
import { serverText as t } from '../../../src/domain/serverMessages';
import { emit } from '../store/hooks';
import { BizFailure, invalid, notFound } from '../server/http';
import { settingsContext } from '../store/options';
import { findRow, invalidIssues, isPlainObject, logged, requireCode, stamp } from '../store/recordRules';
import { ID, table, type Actor } from '../store/tables';

/** A record in approval keeps the attachments it was submitted with until the approval ends. */
function refuseWhileInApproval(def: ResourceDef, row: ResourceRecord) {
  const problem = attachmentProblem(def, row);
  if (problem) throw new BizFailure('IN_APPROVAL', renderIssue(problem, t), ShowType.ERROR_MESSAGE, 200, { status: row.status });
}

/** Attach a file (already uploaded to the file API) to a record. */
export function attach(
  def: ResourceDef,
  id: unknown,
  body: unknown,
  user: Actor,
  file: (fileId: string, holder: ResourceRecord) => AttachmentRef | undefined,
  req?: Request,
  now = Date.now(),
): AttachmentRef[] {
  return logged(def, user, req, t('resource.op.attach'), String(id).slice(0, 64), (setTarget) => {
    requireCode(user, def.codes.edit);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id), row);
    refuseWhileInApproval(def, row);
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const extra = Object.keys(body).filter((k) => k !== 'fileId');
    if (extra.length) throw invalidIssues(extra.map((f) => ({ message: 'resource.validation.unknownField', params: { field: f.slice(0, 60) } })));
    if (typeof body.fileId !== 'string' || !ID.test(body.fileId)) throw invalid(t('resource.error.fileId'));
    const ref = file(body.fileId, row);
    if (!ref) throw notFound(t('resource.field.attachments'));
    const list = row.attachments ?? [];
    if (list.some((a) => a.id === ref.id)) throw invalid(t('resource.error.fileAttached'));
    if (list.length >= 50) throw invalid(t('resource.error.tooManyFiles', { max: 50 }));
    const ctx = settingsContext(now);
    const at = stamp(ctx);
    const entry: HistoryEntry = { at, operatorNo: user.userNo, operatorName: user.userName, action: 'attach', comment: ref.name };
    const next: ResourceRecord = { ...row, attachments: [...list, ref], updatedAt: at, history: [...(row.history ?? []), entry] };
    table(def).rows.set(row.id, next);
    emit({ def, type: 'attach', before: row, after: next, user });
    return [...(next.attachments ?? [])];
  });
}

export function detach(def: ResourceDef, id: unknown, fileId: unknown, user: Actor, req?: Request, now = Date.now()): AttachmentRef[] {
  return logged(def, user, req, t('resource.op.detach'), String(id).slice(0, 64), (setTarget) => {
    requireCode(user, def.codes.edit);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id), row);
    refuseWhileInApproval(def, row);
    const list = row.attachments ?? [];
    const ref = list.find((a) => a.id === fileId);
    if (!ref) throw notFound(t('resource.field.attachments'));
    const ctx = settingsContext(now);
    const at = stamp(ctx);
    const entry: HistoryEntry = { at, operatorNo: user.userNo, operatorName: user.userName, action: 'detach', comment: ref.name };
    const next: ResourceRecord = { ...row, attachments: list.filter((a) => a.id !== fileId), updatedAt: at, history: [...(row.history ?? []), entry] };
    table(def).rows.set(row.id, next);
    emit({ def, type: 'detach', before: row, after: next, user });
    return [...(next.attachments ?? [])];
  });
}
