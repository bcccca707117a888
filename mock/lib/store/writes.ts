/**
 * The writes of the resource store: create, edit, delete, lifecycle actions (one record or several).
 * Every write validates completely before it changes anything: a refused write leaves the store as it
 * was (no half-written record), and every write — done or refused — is in the operation log.
 */
import { restoreMasked } from '../../../src/domain/personal';
import type { Request } from 'express';
import { ShowType } from '../../../src/domain/envelope';
import {
  actionInput,
  actionProblem,
  applyAction,
  editProblem,
  fixedValues,
  formFields,
  isInApproval,
  removeProblem,
  renderIssue,
  validateValues,
  withDerived,
  type ActionDef,
  type DomainContext,
  type FieldDef,
  type HistoryEntry,
  type ResourceDef,
  type ResourceRecord,
  type Values,
} from '../../../src/domain/engine';
import { serverText as t } from '../../../src/domain/serverMessages';
import { checkStatus, emit, hooks, matches, runSubmitHooks, runWriteChecks } from './hooks';
import { writeOpLog } from '../platform/oplog';
import { BizFailure, forbidden, invalid } from '../server/http';
import { dictionaryCheck, settingsContext } from './options';
import { INT } from './query';
import { clearanceOf, relatedIssues } from './writeChecks';
import { infoLevelName } from '../server/identity';
import { checkVersion, fillLabels, findRow, invalidIssues, isPlainObject, logged, present, requireCode, stamp, subjectsOf } from './recordRules';
import { ID, MAX_BULK, nextCode, table, type Actor } from './tables';

/** The next code of a resource with a code prefix (numbered per day, tables.ts `nextCode`). */
export const newCode = (def: ResourceDef, ctx: DomainContext): string | undefined => (def.codePrefix ? nextCode(def, ctx.now) : undefined);

/** The answer of a write with the values a listener made for it alone (a temporary password), if any. */
const withOnce = (answer: ResourceRecord, once: Record<string, string> | undefined): ResourceRecord => (once ? { ...answer, once } : answer);

export function newId(def: ResourceDef): string {
  const tbl = table(def);
  let id: string;
  do id = `${def.key}-${String(tbl.next++).padStart(6, '0')}`;
  while (tbl.rows.has(id));
  return id;
}

export function create(def: ResourceDef, body: unknown, user: Actor, req?: Request, now = Date.now()): ResourceRecord {
  return logged(def, user, req, t('resource.op.create'), '-', (setTarget) => {
    if (!def.creatable) throw forbidden(def.codes.create);
    requireCode(user, def.codes.create);
    const ctx = settingsContext(now);
    const fields = formFields(def, 'create');
    const { issues, clean } = validateValues(def, fields, body, {
      dictionary: dictionaryCheck,
      ctx,
      rules: def.rules,
      requireAll: true,
      clearance: clearanceOf(user),
    });
    if (!issues.length) issues.push(...relatedIssues(def, fields, clean, user));
    if (issues.length) throw invalidIssues(issues);
    fillLabels(fields, clean);
    const at = stamp(ctx);
    const status = def.lifecycle?.initial;
    let record: ResourceRecord = {
      id: newId(def),
      ...(def.codePrefix ? { code: newCode(def, ctx) } : {}),
      ...(status ? { status } : {}),
      ...clean,
      ...(def.anatomy ? { applicantNo: user.userNo, applicantName: user.userName, attachments: [] } : {}),
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    // values fixed at creation (a deadline from today's settings) are stored with the record
    Object.assign(record, fixedValues(def, record, ctx, 'create'));
    const checked = runWriteChecks({ def, type: 'create', record, user, ctx, req });
    if (checked.issues.length) throw invalidIssues(checked.issues);
    Object.assign(record, checked.patch);
    const entry: HistoryEntry = { at, operatorNo: user.userNo, operatorName: user.userName, action: 'create', ...(status ? { to: status } : {}) };
    if (def.lifecycle?.createSubmits) {
      const redirect = runSubmitHooks({ def, record, user, req, ctx, via: 'create' });
      if (redirect.status) {
        checkStatus(def, redirect.status);
        record = { ...record, status: redirect.status };
        entry.to = redirect.status;
      }
      if (redirect.comment) entry.comment = redirect.comment;
    }
    record.history = [entry];
    table(def).rows.set(record.id, record);
    setTarget(String(record.code ?? record.id), record);
    const once = emit({ def, type: 'create', after: record, user });
    return withOnce(present(def, record, ctx, true), once);
  });
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function update(def: ResourceDef, id: unknown, body: unknown, user: Actor, req?: Request, now = Date.now()): ResourceRecord {
  return logged(def, user, req, t('resource.op.edit'), String(id).slice(0, 64), (setTarget) => {
    requireCode(user, def.codes.edit);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id), row);
    const locked = editProblem(def, row);
    if (locked) {
      // in approval: IN_APPROVAL (editable again once rejected or withdrawn); otherwise NOT_EDITABLE
      throw new BizFailure(isInApproval(def, row) ? 'IN_APPROVAL' : 'NOT_EDITABLE', renderIssue(locked, t), ShowType.ERROR_MESSAGE, 200, {
        status: row.status,
      });
    }
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    // a personal value sent back as the form showed it (masked) is unchanged
    const sent = restoreMasked(def, body, row);
    const ctx = settingsContext(now);
    const fields = formFields(def, 'edit');
    const { issues, clean } = validateValues(def, fields, sent, {
      dictionary: dictionaryCheck,
      ctx,
      rules: def.rules,
      existing: row,
      extraKeys: ['version'],
      requireAll: false,
      clearance: clearanceOf(user),
    });
    // a related record newly named must exist for the writer, as on create (one kept as it was stays)
    if (!issues.length)
      issues.push(
        ...relatedIssues(
          def,
          fields.filter((f) => f.key in clean && !sameValue(clean[f.key], row[f.key])),
          clean,
          user,
        ),
      );
    if (issues.length) throw invalidIssues(issues);
    checkVersion(row, sent.version);
    fillLabels(fields, clean);
    const changes = Object.keys(clean).filter((k) => !sameValue(clean[k], row[k]));
    if (changes.length === 0) return present(def, row, ctx, true);
    const at = stamp(ctx);
    const entry: HistoryEntry = { at, operatorNo: user.userNo, operatorName: user.userName, action: 'edit', changes };
    let next: ResourceRecord = { ...row, ...clean, updatedAt: at, version: row.version + 1, history: [...(row.history ?? []), entry] };
    const checked = runWriteChecks({ def, type: 'update', record: next, before: row, user, ctx, req });
    if (checked.issues.length) throw invalidIssues(checked.issues);
    next = { ...next, ...checked.patch };
    const level = def.secrecyField;
    if (level && changes.includes(level)) {
      // a secrecy level change is named in the history and logged on its own (who, from, to)
      const change = t('resource.secrecy.changed', { from: infoLevelName(row[level]), to: infoLevelName(next[level]) });
      entry.comment = change;
      writeOpLog(req, user, {
        module: t(def.module),
        action: t('resource.secrecy.change'),
        target: String(row.code ?? row.id),
        detail: change,
        subjects: subjectsOf(def, next),
      });
    }
    table(def).rows.set(row.id, next);
    emit({ def, type: 'update', before: row, after: next, user });
    return present(def, next, ctx, true);
  });
}

export function remove(def: ResourceDef, id: unknown, version: unknown, user: Actor, req?: Request): { id: string } {
  return logged(def, user, req, t('resource.op.remove'), String(id).slice(0, 64), (setTarget) => {
    if (def.removableIn.length === 0) throw forbidden(def.codes.remove);
    requireCode(user, def.codes.remove);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id), row);
    // the record as answered (its derived values too, e.g. what uses it), as the row's 删除 saw it
    const problem = removeProblem(def, withDerived(def, row, settingsContext()));
    if (problem) throw new BizFailure('NOT_REMOVABLE', renderIssue(problem, t));
    checkVersion(row, typeof version === 'string' && INT.test(version) ? Number(version) : version);
    table(def).rows.delete(row.id);
    emit({ def, type: 'remove', before: row, user });
    return { id: row.id };
  });
}

/** The fields an action's body is checked against on the record (as answered): its input asked there, the comment, and nothing else. */
function actionFields(action: ActionDef, record: Values): FieldDef[] {
  const fields = actionInput(action, record);
  if (action.comment)
    fields.push({ key: 'comment', type: 'textarea', label: 'resource.field.comment', required: action.comment === 'required', maxLength: 500 });
  return fields;
}

/** Check and compute an action on one row; nothing is stored. */
function prepareAction(def: ResourceDef, row: ResourceRecord, action: ActionDef, input: Values, user: Actor, req: Request | undefined, ctx: DomainContext) {
  // the guard reads the record as answered (derived values: the stock it holds, the catalogue's flags)
  const problem = actionProblem(def, withDerived(def, row, ctx), action.key, input, ctx);
  if (problem) {
    if (problem.field) throw invalidIssues([problem]);
    throw new BizFailure('ACTION_NOT_ALLOWED', renderIssue(problem, t), ShowType.ERROR_MESSAGE, 200, { status: row.status });
  }
  const { record, entry } = applyAction(def, row, action, input, ctx, user);
  let next = record as ResourceRecord;
  // a submission, or an action that went into approval this time (a long lease extension)
  if (action.submit || (action.approval && next.status === action.approval.status)) {
    const redirect = runSubmitHooks({ def, record: next, user, req, ctx, via: action.key });
    if (redirect.status) {
      checkStatus(def, redirect.status);
      next = { ...next, status: redirect.status };
      entry.to = redirect.status;
    }
    if (redirect.comment) entry.comment = redirect.comment;
  }
  for (const h of hooks.action) {
    if (!matches(h.resource, def.key) || !matches(h.action, action.key)) continue;
    const r = h.fn({ def, action, before: row, after: next, input, user, req, ctx });
    if (!r) continue;
    if (r.status) {
      checkStatus(def, r.status);
      next = { ...next, status: r.status };
      entry.to = r.status;
    }
    if (r.patch) next = { ...next, ...r.patch };
    if (r.comment) entry.comment = r.comment;
  }
  return next;
}

export function act(def: ResourceDef, id: unknown, actionKey: unknown, body: unknown, user: Actor, req?: Request, now = Date.now()): ResourceRecord {
  const key = typeof actionKey === 'string' ? actionKey.slice(0, 60) : '?';
  const action = def.action(key);
  const label = action ? t(`${def.key}.action.${key}`) : key;
  return logged(def, user, req, label, String(id).slice(0, 64), (setTarget) => {
    if (!action || action.system) throw new BizFailure('UNKNOWN_ACTION', renderIssue({ message: 'resource.error.unknownAction', params: { action: key } }, t));
    requireCode(user, def.codes.action(action.key));
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id), row);
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const ctx = settingsContext(now);
    const { issues, clean } = validateValues(def, actionFields(action, withDerived(def, row, ctx)), body, {
      dictionary: dictionaryCheck,
      ctx,
      extraKeys: ['version'],
      requireAll: true,
    });
    if (issues.length) throw invalidIssues(issues);
    checkVersion(row, body.version);
    fillLabels(action.input ?? [], clean);
    const next = prepareAction(def, row, action, clean, user, req, ctx);
    table(def).rows.set(row.id, next);
    const once = emit({ def, type: 'action', action: action.key, before: row, after: next, user });
    // the answer is the record as stored: with what its listeners added (a stock movement's history entry),
    // its derived values read anew (the context's stock and catalogue lookups were taken before the action)
    return withOnce(present(def, table(def).rows.get(row.id) ?? next, settingsContext(now), true), once);
  });
}

/** An action on several rows: all are checked first; if any cannot take it, none changes. */
export function bulkAct(def: ResourceDef, actionKey: unknown, body: unknown, user: Actor, req?: Request, now = Date.now()): { count: number; codes: string[] } {
  const key = typeof actionKey === 'string' ? actionKey.slice(0, 60) : '?';
  const action = def.action(key);
  const label = `${t('resource.op.bulk')}${action ? t(`${def.key}.action.${key}`) : key}`;
  return logged(def, user, req, label, '-', (setTarget) => {
    if (!action || action.system || !action.bulk)
      throw new BizFailure('UNKNOWN_ACTION', renderIssue({ message: 'resource.error.notBulk', params: { action: key } }, t));
    requireCode(user, def.codes.action(action.key));
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const extra = Object.keys(body).filter((k) => k !== 'ids' && k !== 'comment');
    if (extra.length) throw invalidIssues(extra.map((f) => ({ message: 'resource.validation.unknownField', params: { field: f.slice(0, 60) } })));
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_BULK || ids.some((x) => typeof x !== 'string' || !ID.test(x))) {
      throw invalid(t('resource.error.bulkIds', { max: MAX_BULK }));
    }
    if (new Set(ids).size !== ids.length) throw invalid(t('resource.error.bulkDuplicate'));
    const ctx = settingsContext(now);
    const { issues, clean } = validateValues(def, actionFields(action, {}), action.comment ? { comment: body.comment } : {}, { ctx, requireAll: true });
    if (action.comment === undefined && body.comment !== undefined) issues.push({ message: 'resource.validation.unknownField', params: { field: 'comment' } });
    if (issues.length) throw invalidIssues(issues);
    const rows = ids.map((id) => findRow(def, id, user));
    setTarget(
      rows
        .map((r) => r.code ?? r.id)
        .join(',')
        .slice(0, 500),
      rows,
    );
    const refused = rows.filter((r) => actionProblem(def, r, action.key, clean, ctx));
    if (refused.length) {
      throw new BizFailure(
        'ACTION_NOT_ALLOWED',
        t('resource.error.bulkRefused', {
          action: t(`${def.key}.action.${key}`),
          codes: refused
            .map((r) => r.code ?? r.id)
            .slice(0, 10)
            .join('、'),
        }),
        ShowType.ERROR_MESSAGE,
        200,
        {
          refused: refused.map((r) => r.id),
        },
      );
    }
    const nexts = rows.map((r) => prepareAction(def, r, action, clean, user, req, ctx));
    nexts.forEach((next, i) => {
      table(def).rows.set(next.id, next);
      emit({ def, type: 'action', action: action.key, before: rows[i], after: next, user });
    });
    return { count: nexts.length, codes: nexts.map((n) => String(n.code ?? n.id)) };
  });
}
