/**
 * The checks every read and write of the resource store shares: the definition of a key, the user's
 * right, finding a visible row, the version of an edit, the answer shape of a row, and the
 * operation-log wrapper of a write (success and refusal alike).
 */
import { maskRecord } from '../../../src/domain/personal';
import type { Request } from 'express';
import { ShowType } from '../../../src/domain/envelope';
import {
  pickLabel,
  renderIssue,
  renderIssues,
  withDerived,
  type DomainContext,
  type FieldDef,
  type Issue,
  type ResourceDef,
  type ResourceRecord,
  type Values,
} from '../../../src/domain/engine';
import { resourceOf } from '../../../src/domain/desks';
import { serverText as t } from '../../../src/domain/serverMessages';
import { visibleTo } from './hooks';
import { BizFailure, forbidden, invalid, notFound } from '../server/http';
import { hasCode, type MockUser } from '../server/identity';
import { labelOf } from './options';
import { writeOpLog } from '../platform/oplog';
import { ID, rowOf, table, type Actor } from './tables';

/** The definition of a resource key, or NOT_FOUND. */
export function definition(key: string): ResourceDef {
  const def = resourceOf(key);
  if (!def) throw notFound(t('server.resource.what', { key: String(key).slice(0, 40) }));
  return def;
}

export const can = (user: Actor, code: string) => (user.roles ? hasCode(user as MockUser, code) : false);
export function requireCode(user: Actor, code: string) {
  if (!can(user, code)) throw forbidden(code);
}

export const isPlainObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The refusal of a payload: one message and the issues per field (rendered and raw). */
export function invalidIssues(issues: Issue[]): BizFailure {
  return invalid(renderIssues(issues, t), { issues: issues.map((i) => ({ ...i, text: renderIssue(i, t) })) });
}

export function findRow(def: ResourceDef, id: unknown, user: Actor): ResourceRecord {
  if (typeof id !== 'string' || !ID.test(id)) throw notFound(t(def.module));
  const row = rowOf(def, id, user);
  if (!row || !visibleTo(def, user)(row)) throw notFound(t(def.module));
  return row;
}

export function checkVersion(row: ResourceRecord, version: unknown) {
  if (version === undefined) throw invalid(t('resource.error.versionMissing'));
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) throw invalid(t('resource.error.versionType'));
  if (version !== row.version) {
    throw new BizFailure('STALE_VERSION', t('resource.error.stale', { current: row.version, yours: version }), ShowType.ERROR_MESSAGE, 200, {
      currentVersion: row.version,
    });
  }
}

/**
 * Copy select labels into their label fields (customerId → customerName); a picked related record's
 * `relatedTo.pick.label` field likewise (expertId → expertName — the id was checked to exist).
 */
export function fillLabels(fields: FieldDef[], values: Values) {
  for (const f of fields) {
    if (!f.labelInto || !(f.key in values)) continue;
    const target = f.relatedTo?.pick ? resourceOf(f.relatedTo.resource) : undefined;
    if (f.dict) values[f.labelInto] = values[f.key] ? labelOf(f.dict, String(values[f.key])) : null;
    else if (target) values[f.labelInto] = values[f.key] ? pickLabel(f.relatedTo!.pick!.label, table(target).rows.get(String(values[f.key]))) : null;
  }
}

/** The answer shape of a row: derived values added, the history only in details. */
export function present(def: ResourceDef, row: ResourceRecord, ctx: DomainContext, detail = false): ResourceRecord {
  const { history, ...rest } = row;
  rest.id = String(row.id); // a row source's ids may be numbers
  // personal data (ID and phone numbers) never leaves masked but through the reveal call (personal.ts)
  const out = maskRecord(def, withDerived(def, rest as ResourceRecord, ctx));
  return detail ? { ...out, history: [...(history ?? [])], attachments: [...(row.attachments ?? [])] } : out;
}

export const stamp = (ctx: DomainContext) => new Date(ctx.now).toISOString();

/** The operation-log subjects of records: those of a resource with a secrecy level (their entries are shown by level). */
export const subjectsOf = (def: ResourceDef, rows: ResourceRecord | ResourceRecord[] | undefined): string[] | undefined =>
  def.secrecyField && rows ? (Array.isArray(rows) ? rows : [rows]).map((r) => `${def.key}:${r.id}`) : undefined;

/**
 * Wraps a write: operation-log entry for success and refusal alike. `setTarget` names what the entry
 * is about — its text, and the records themselves, so that the log shows it only to readers of their
 * level.
 */
export function logged<T>(
  def: ResourceDef,
  user: Actor,
  req: Request | undefined,
  action: string,
  target: string,
  fn: (setTarget: (s: string, rows?: ResourceRecord | ResourceRecord[]) => void) => T,
): T {
  let subjects: string[] | undefined;
  const setTarget = (s: string, rows?: ResourceRecord | ResourceRecord[]) => {
    target = s;
    subjects = subjectsOf(def, rows);
  };
  return attempted(
    req,
    user,
    () => ({ module: t(def.module), action, target, subjects }),
    () => fn(setTarget),
  );
}

/**
 * Run one attempted change and log it: the entry `what` answers once `fn` has run, SUCCESS — or
 * FAILURE with the refusal's reason (an unexpected error's as an internal one), re-thrown for the caller.
 */
export function attempted<T>(
  req: Request | undefined,
  user: Actor,
  what: () => { module: string; action: string; target: string; subjects?: string[] },
  fn: () => T,
): T {
  try {
    const result = fn();
    writeOpLog(req, user, what());
    return result;
  } catch (e) {
    const detail = e instanceof BizFailure ? e.message : t('server.internalDetail', { message: String((e as Error)?.message ?? e) });
    writeOpLog(req, user, { ...what(), result: 'FAILURE', detail: detail.slice(0, 500) });
    throw e;
  }
}
