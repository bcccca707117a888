/**
 * The knowledge desks' own server rules (src/domain/desks/knowledge.ts), on top of the generic
 * store that serves their records:
 * - uniqueness: a product's P/N, a material code, a material's name + specification (among codes and
 *   open requests), a document number — refused with a field message at request and at creation;
 * - an approved material-code request creates its code, active in 物料编码, linked back to the request;
 * - a technical material's revisions: `POST …/technicalMaterials/:id/revisions` adds one (file from the
 *   file API, type and size checked; earlier revisions kept with who and when);
 * - feedback names its document: the document must be one the writer may see, its number and title are
 *   filled in by the server, and feedback on a document above a user's level is hidden from that user
 *   like the document itself.
 * Registered by mock/lib/rules.ts (`knowledgeRules`); the revision call's route is mock/knowledge.ts.
 */
import { attachmentLimitProblem, renderIssue, type Issue, type ResourceRecord } from '../../../src/domain/engine';
import {
  materialKey,
  nextMaterialCode,
  productCodeApproval,
  productCodeInfo,
  productMaintenance,
  REVISION_FILE_POLICY,
  revisionProblem,
  revisionsOf,
  technicalMaterials,
  userFeedback,
  type Revision,
} from '../../../src/domain/desks/knowledge';
import { textProblem } from '../../../src/domain/text';
import { ShowType } from '../../../src/domain/envelope';
import { attachableRef, recordLevel } from '../files/files';
import { visibleTo } from '../store/hooks';
import { BizFailure } from '../server/http';
import { settingsContext } from '../store/options';
import { checkVersion, findRow, invalidIssues, isPlainObject, logged, present, requireCode } from '../store/recordRules';
import { writeOpLog } from '../platform/oplog';
import { table } from '../store/tables';
import * as store from '../store/store';
import { editProblem } from '../../../src/domain/engine';

const t = store.t;
const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toUpperCase() ===
  String(b ?? '')
    .trim()
    .toUpperCase();

/**
 * Issue when another stored row of the resource holds the same value of `field`. The answer is the
 * same whether the writer may see that row or not (a number reveals no hidden record); an attempt on
 * the number of a row hidden from the writer is written to the operation log — in full only for
 * readers of that row's level (mock/lib/admin/oplogView.ts).
 */
function uniqueIssue(e: store.WriteEvent, field: string): Issue | null {
  const { def, record, user } = e;
  for (const row of table(def).rows.values()) {
    if (row.id === record.id || !same(row[field], record[field])) continue;
    if (!visibleTo(def, user)(row)) {
      writeOpLog(e.req, user, {
        module: t(def.module),
        action: t('server.unique.hiddenAttempt'),
        target: String(record[field]).slice(0, 64),
        result: 'FAILURE',
        detail: String(row.code ?? row.id),
        subjects: [`${def.key}:${row.id}`],
      });
    }
    return { field, message: 'server.unique.taken', params: { label: `${def.key}.field.${field}`, value: String(record[field]) } };
  }
  return null;
}

/** A material's name + specification taken by a code, or by another request still in approval. */
function materialTaken(record: ResourceRecord): Issue | null {
  const key = materialKey(record);
  for (const row of table(productCodeInfo).rows.values()) {
    if (row.id !== record.id && materialKey(row) === key)
      return { field: 'specification', message: 'knowledge.validation.materialExists', params: { code: String(row.materialCode) } };
  }
  for (const row of table(productCodeApproval).rows.values()) {
    if (row.id !== record.id && row.status === 'IN_APPROVAL' && materialKey(row) === key)
      return { field: 'specification', message: 'knowledge.validation.materialRequested', params: { code: String(row.code) } };
  }
  return null;
}

const issues = (...found: Array<Issue | null>) => ({ issues: found.filter((x): x is Issue => x !== null) });

/** Whether the user may see the document a feedback names (data scope and secrecy of the document). */
function documentVisible(documentId: unknown, user: store.Actor): boolean {
  const doc = typeof documentId === 'string' ? table(technicalMaterials).rows.get(documentId) : undefined;
  return !!doc && visibleTo(technicalMaterials, user)(doc);
}

/** The knowledge desks' rules on the store's hooks (registered by mock/lib/rules.ts; each returned function removes one). */
export function knowledgeRules(): Array<() => void> {
  return [
    store.onWrite(productMaintenance.key, (e) => issues(uniqueIssue(e, 'partNumber'))),
    store.onWrite(technicalMaterials.key, (e) => issues(uniqueIssue(e, 'documentNo'))),
    store.onWrite(productCodeInfo.key, (e) => issues(uniqueIssue(e, 'materialCode'), materialTaken(e.record))),
    store.onWrite(productCodeApproval.key, ({ record }) => issues(materialTaken(record))),
    // the server names the document of a feedback (the writer may see it: relatedTo checked that first)
    store.onWrite(userFeedback.key, ({ record, before }) => {
      if (before) return undefined;
      const doc = table(technicalMaterials).rows.get(String(record.documentId));
      return doc ? { patch: { documentNo: doc.documentNo, documentTitle: doc.title } } : undefined;
    }),
    store.addRowFilter(userFeedback.key, (row, user) => !user.roles || documentVisible(row.documentId, user)),
    // an approved request creates its code, active, linked back to the request
    store.onChange(productCodeApproval.key, (e) => {
      if (e.type !== 'system' || e.after?.status !== 'APPROVED' || e.before?.status === 'APPROVED') return;
      const request = e.after;
      const codes = [...table(productCodeInfo).rows.values()].map((r) => String(r.materialCode));
      const materialCode = nextMaterialCode(String(request.materialCategory), codes);
      store.systemCreate(
        productCodeInfo.key,
        {
          materialCode,
          materialName: request.materialName,
          specification: request.specification,
          unit: request.unit,
          materialCategory: request.materialCategory,
          requestId: request.id,
        },
        { operator: e.user, comment: t('knowledge.code.fromRequest', { code: String(request.code) }) },
      );
      const stored = table(productCodeApproval).rows.get(request.id);
      if (stored) table(productCodeApproval).rows.set(request.id, { ...stored, materialCode });
    }),
  ];
}

// ------------------------------------------------------------------------------------------ revisions

const REVISION_KEYS = ['revision', 'effectiveDate', 'fileId', 'note', 'version'];

/** Add a revision to a technical material: checked completely first; the earlier revisions stay. */
export function addRevision(id: unknown, body: unknown, user: store.Actor, req?: Parameters<typeof logged>[2], now = Date.now()): ResourceRecord {
  const def = technicalMaterials;
  return logged(def, user, req, t('technicalMaterials.action.revise'), String(id).slice(0, 64), (setTarget) => {
    requireCode(user, def.codes.edit);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id), row);
    const locked = editProblem(def, row);
    if (locked) throw new BizFailure('NOT_EDITABLE', renderIssue(locked, t), ShowType.ERROR_MESSAGE, 200, { status: row.status });
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const extra = Object.keys(body).filter((k) => !REVISION_KEYS.includes(k));
    if (extra.length) throw invalidIssues(extra.map((f) => ({ message: 'resource.validation.unknownField', params: { field: f.slice(0, 60) } })));
    const note = body.note;
    if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > 200 || textProblem(note))) {
      throw invalidIssues([{ field: 'note', message: 'knowledge.validation.note' }]);
    }
    const file =
      typeof body.fileId === 'string' && /^[a-f0-9]{32}$/.test(body.fileId) ? attachableRef(body.fileId, user as never, recordLevel(def, row)) : undefined;
    const problem = revisionProblem(row, body, file) ?? (file ? attachmentLimitProblem(REVISION_FILE_POLICY, [], file, 'document') : null);
    if (problem) throw invalidIssues([problem]);
    checkVersion(row, body.version);
    const ctx = settingsContext(now);
    const at = new Date(now).toISOString();
    const revision: Revision = {
      revision: String(body.revision).trim(),
      effectiveDate: String(body.effectiveDate),
      fileId: file!.id,
      fileName: file!.name,
      fileSize: file!.size,
      fileType: String(file!.type),
      at,
      operatorNo: user.userNo,
      operatorName: user.userName,
      ...(typeof note === 'string' && note.trim() ? { note: note.trim() } : {}),
    };
    const next: ResourceRecord = {
      ...row,
      revisions: [...revisionsOf(row), revision],
      revision: revision.revision,
      effectiveDate: revision.effectiveDate,
      fileName: revision.fileName,
      updatedAt: at,
      version: row.version + 1,
      history: [
        ...(row.history ?? []),
        { at, operatorNo: user.userNo, operatorName: user.userName, action: 'revise', comment: `${revision.revision} · ${revision.fileName}` },
      ],
    };
    table(def).rows.set(row.id, next);
    return present(def, next, ctx, true);
  });
}
