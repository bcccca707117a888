/**
 * The generic in-memory resource store of the mock backend. One implementation serves every resource
 * definition of src/domain/resources: paging, sorting and filtering; validation with the domain's own
 * code (what the form checks, the store checks); lifecycle enforcement; optimistic concurrency by
 * `version`; permission checks by page-element codes; an operation-log entry for every write (success
 * or refusal); record numbering; history timeline; attachments.
 *
 * Every write validates completely before it changes anything: a refused write leaves the store as it
 * was (no half-written record).
 *
 * ## Hooks for other modules
 * - `addRowFilter(resource | '*', (row, user, def) => boolean)` — data scope / secrecy: rows the user
 *   may not see are left out of lists, exports, details and actions (a hidden row is "not found").
 * - `onSubmit(resource | '*', hook)` — runs when a record is submitted: on create when the lifecycle
 *   says `createSubmits`, and on every action marked `submit`. The workflow engine starts its approval
 *   instance here; the hook may return `{ status }` to redirect the record (e.g. stay SUBMITTED /
 *   IN_APPROVAL, or APPROVED when no workflow is defined), and may throw a BizFailure to refuse.
 * - `onAction(resource | '*', action | '*', hook)` — runs before an action is committed; may return
 *   `{ status, patch, comment }` or throw a BizFailure. Use it to take over an action (e.g. approve).
 * - `onChange(resource | '*', listener)` — after a change is committed (notifications, counters).
 * - `systemTransition`, `appendHistory`, `findRecord` — for server-side processes (an approval that
 *   finishes moves its record to APPROVED / REJECTED with the approver in the history).
 */
import type { Request } from 'express';
import { API } from '../../src/core/config/endpoints';
import { ShowType } from '../../src/domain/envelope';
import {
  actionInputKeys,
  actionProblem,
  applyAction,
  attachmentProblem,
  canRemove,
  editProblem,
  fixedValues,
  isInApproval,
  formFields,
  renderIssue,
  renderIssues,
  tableTranslator,
  validateValues,
  withDerived,
  type ActionDef,
  type AttachmentRef,
  type DomainContext,
  type FieldDef,
  type HistoryEntry,
  type Issue,
  type ResourceDef,
  type ResourceRecord,
  type Values,
} from '../../src/domain/resource';
import { resourceOf } from '../../src/domain/resources';
import zhCN from '../../src/locales/zh-CN';
import { collection } from './db';
import { BizFailure, forbidden, invalid, notFound } from './http';
import { hasCode, type MockUser } from './identity';
import { dictionaryCheck, labelOf, settingsContext } from './options';
import { writeOpLog } from './oplog';
import { seeders } from './seed';

/** Translates the domain's locale keys into the zh-CN text the mock answers with. */
export const t = tableTranslator(zhCN as Record<string, string>);

export const MAX_PAGE_SIZE = 100;
export const MAX_EXPORT_ROWS = 20_000;
export const MAX_BULK = 200;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export type Actor = Pick<MockUser, 'userNo' | 'userName'> & Partial<MockUser>;

// ------------------------------------------------------------------------------------------ tables

interface Table {
  rows: Map<string, ResourceRecord>;
  /** next numeric id */
  next: number;
}

const tableName = (key: string) => `resource:${key}`;

function table(def: ResourceDef): Table {
  return collection<Table>(tableName(def.key), () => {
    const seeded = seeders[def.key]?.() ?? [];
    return { rows: new Map(seeded.map((r) => [r.id, r])), next: seeded.length + 1 };
  });
}

/** Replace every row of a resource (benchmarks, tests). */
export function loadRows(def: ResourceDef, rows: ResourceRecord[]) {
  const tbl = table(def);
  tbl.rows = new Map(rows.map((r) => [r.id, r]));
  tbl.next = rows.length + 1;
}

/** All stored rows (copies are not made: read-only use). */
export const storedRows = (def: ResourceDef): ResourceRecord[] => [...table(def).rows.values()];

// ------------------------------------------------------------------------------------------ hooks

export type RowFilter = (row: ResourceRecord, user: Actor, def: ResourceDef) => boolean;

export interface SubmitEvent {
  def: ResourceDef;
  /** the record as it will be stored (id, code, status already set); hooks must not mutate it */
  record: ResourceRecord;
  user: Actor;
  req?: Request;
  ctx: DomainContext;
  /** 'create' or the key of the submitting action */
  via: string;
}
export type SubmitHook = (e: SubmitEvent) => void | { status?: string; comment?: string };

export interface ActionEvent {
  def: ResourceDef;
  action: ActionDef;
  before: ResourceRecord;
  /** the record the action would store */
  after: ResourceRecord;
  input: Values;
  user: Actor;
  req?: Request;
  ctx: DomainContext;
}
export type ActionHook = (e: ActionEvent) => void | { status?: string; patch?: Values; comment?: string };

export interface ChangeEvent {
  def: ResourceDef;
  type: 'create' | 'update' | 'action' | 'remove' | 'attach' | 'detach' | 'system';
  action?: string;
  before?: ResourceRecord;
  after?: ResourceRecord;
  user: Actor;
}
export type ChangeListener = (e: ChangeEvent) => void;

const hooks = {
  filters: [] as Array<{ resource: string; fn: RowFilter }>,
  submit: [] as Array<{ resource: string; fn: SubmitHook }>,
  action: [] as Array<{ resource: string; action: string; fn: ActionHook }>,
  change: [] as Array<{ resource: string; fn: ChangeListener }>,
};
const matches = (pattern: string, value: string) => pattern === '*' || pattern === value;

/** Data-scope / secrecy filter; returns a function that removes it. */
export function addRowFilter(resource: string, fn: RowFilter) {
  const entry = { resource, fn };
  hooks.filters.push(entry);
  return () => void hooks.filters.splice(hooks.filters.indexOf(entry), 1);
}
export function onSubmit(resource: string, fn: SubmitHook) {
  const entry = { resource, fn };
  hooks.submit.push(entry);
  return () => void hooks.submit.splice(hooks.submit.indexOf(entry), 1);
}
export function onAction(resource: string, action: string, fn: ActionHook) {
  const entry = { resource, action, fn };
  hooks.action.push(entry);
  return () => void hooks.action.splice(hooks.action.indexOf(entry), 1);
}
export function onChange(resource: string, fn: ChangeListener) {
  const entry = { resource, fn };
  hooks.change.push(entry);
  return () => void hooks.change.splice(hooks.change.indexOf(entry), 1);
}

function visibleTo(def: ResourceDef, user: Actor) {
  const filters = hooks.filters.filter((h) => matches(h.resource, def.key));
  if (filters.length === 0) return () => true;
  return (row: ResourceRecord) => filters.every((h) => h.fn(row, user, def));
}

function emit(e: ChangeEvent) {
  for (const h of hooks.change) if (matches(h.resource, e.def.key)) h.fn(e);
}

function runSubmitHooks(e: SubmitEvent): { status?: string; comment?: string } {
  let out: { status?: string; comment?: string } = {};
  for (const h of hooks.submit) {
    if (!matches(h.resource, e.def.key)) continue;
    const r = h.fn({ ...e, record: { ...e.record, ...(out.status ? { status: out.status } : {}) } });
    if (r) out = { ...out, ...r };
  }
  return out;
}

function checkStatus(def: ResourceDef, status: string) {
  if (!def.lifecycle?.statuses.some((s) => s.key === status)) throw new Error(`hook asked for unknown status ${status} of ${def.key}`);
}

// ------------------------------------------------------------------------------------------ helpers

/** The definition of a resource key, or NOT_FOUND. */
export function definition(key: string): ResourceDef {
  const def = resourceOf(key);
  if (!def) throw notFound(`资源 ${String(key).slice(0, 40)} `);
  return def;
}

const can = (user: Actor, code: string) => (user.roles ? hasCode(user as MockUser, code) : false);
function requireCode(user: Actor, code: string) {
  if (!can(user, code)) throw forbidden(code);
}

const isPlainObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The refusal of a payload: one message and the issues per field (rendered and raw). */
export function invalidIssues(issues: Issue[]): BizFailure {
  return invalid(renderIssues(issues, t), { issues: issues.map((i) => ({ ...i, text: renderIssue(i, t) })) });
}

function findRow(def: ResourceDef, id: unknown, user: Actor): ResourceRecord {
  if (typeof id !== 'string' || !ID.test(id)) throw notFound(t(def.module));
  const row = table(def).rows.get(id);
  if (!row || !visibleTo(def, user)(row)) throw notFound(t(def.module));
  return row;
}

function checkVersion(row: ResourceRecord, version: unknown) {
  if (version === undefined) throw invalid(t('resource.error.versionMissing'));
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) throw invalid(t('resource.error.versionType'));
  if (version !== row.version) {
    throw new BizFailure('STALE_VERSION', t('resource.error.stale', { current: row.version, yours: version }), ShowType.ERROR_MESSAGE, 200, {
      currentVersion: row.version,
    });
  }
}

/** Copy select labels into their label fields (customerId → customerName). */
function fillLabels(fields: FieldDef[], values: Values) {
  for (const f of fields) {
    if (f.labelInto && f.dict && f.key in values) values[f.labelInto] = values[f.key] ? labelOf(f.dict, String(values[f.key])) : null;
  }
}

/** The answer shape of a row: derived values added, the history only in details. */
export function present(def: ResourceDef, row: ResourceRecord, ctx: DomainContext, detail = false): ResourceRecord {
  const { history, ...rest } = row;
  const out = withDerived(def, rest as ResourceRecord, ctx);
  return detail ? { ...out, history: [...(history ?? [])], attachments: [...(row.attachments ?? [])] } : out;
}

const stamp = (ctx: DomainContext) => new Date(ctx.now).toISOString();

/** Wraps a write: operation-log entry for success and refusal alike. */
function logged<T>(def: ResourceDef, user: Actor, req: Request | undefined, action: string, target: string, fn: (setTarget: (s: string) => void) => T): T {
  const setTarget = (s: string) => {
    target = s;
  };
  try {
    const result = fn(setTarget);
    writeOpLog(req, user, { module: t(def.module), action, target });
    return result;
  } catch (e) {
    const detail = e instanceof BizFailure ? e.message : `内部错误：${(e as Error)?.message ?? e}`;
    writeOpLog(req, user, { module: t(def.module), action, target, result: 'FAILURE', detail: detail.slice(0, 500) });
    throw e;
  }
}

// ------------------------------------------------------------------------------------------ query

export interface ParsedQuery {
  current: number;
  pageSize: number;
  sort?: { field: string; order: 'ascend' | 'descend' };
  keyword?: string;
  /** tests of stored values */
  filters: Array<(row: Values) => boolean>;
  /** tests of derived values: run on the rows that passed `filters`, after deriving them */
  derivedFilters: Array<(row: Values) => boolean>;
  /** a derived field is filtered on: surviving rows are derived before those tests */
  needsDerived: boolean;
}

const INT = /^\d{1,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parse and check a list / export query (express's req.query). Unknown parameters are refused. */
export function parseQuery(def: ResourceDef, raw: unknown, opts: { paged: boolean } = { paged: true }): ParsedQuery {
  const query: Values = isPlainObject(raw) ? raw : {};
  const q: ParsedQuery = { current: 1, pageSize: 10, filters: [], derivedFilters: [], needsDerived: false };
  const add = (field: FieldDef, test: (row: Values) => boolean) => {
    if (field.derive) {
      q.needsDerived = true;
      q.derivedFilters.push(test);
    } else q.filters.push(test);
  };
  const issues: string[] = [];
  const str = (key: string): string | undefined => {
    const v = query[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      issues.push(t('resource.error.queryType', { param: key.slice(0, 40) }));
      return undefined;
    }
    if (v.length > 500) {
      issues.push(t('resource.error.queryTooLong', { param: key.slice(0, 40) }));
      return undefined;
    }
    return v;
  };
  const known = new Set(['current', 'pageSize', 'sortField', 'sortOrder', 'keyword', 'format']);
  const current = str('current');
  if (current !== undefined) {
    if (!INT.test(current) || +current < 1) issues.push(t('resource.error.queryValue', { param: 'current' }));
    else q.current = +current;
  }
  const pageSize = str('pageSize');
  if (pageSize !== undefined) {
    if (!INT.test(pageSize) || +pageSize < 1 || +pageSize > MAX_PAGE_SIZE) issues.push(t('resource.error.pageSize', { max: MAX_PAGE_SIZE }));
    else q.pageSize = +pageSize;
  }
  const sortField = str('sortField');
  const sortOrder = str('sortOrder');
  if (sortField !== undefined) {
    const f = def.field(sortField);
    if (!f || !f.table) issues.push(t('resource.error.sortField', { param: sortField.slice(0, 40) }));
    else if (sortOrder !== undefined && sortOrder !== 'ascend' && sortOrder !== 'descend') issues.push(t('resource.error.queryValue', { param: 'sortOrder' }));
    else q.sort = { field: sortField, order: (sortOrder as 'ascend' | 'descend') ?? 'ascend' };
  } else if (sortOrder !== undefined && sortOrder !== 'ascend' && sortOrder !== 'descend') issues.push(t('resource.error.queryValue', { param: 'sortOrder' }));
  const keyword = str('keyword');
  if (keyword !== undefined && keyword.trim()) {
    const needle = keyword.trim().toLowerCase().slice(0, 100);
    const fields = def.keywordFields;
    q.filters.push((row) => fields.some((k) => row[k] != null && String(row[k]).toLowerCase().includes(needle)));
  }
  for (const field of def.fields) {
    if (!field.search) continue;
    const ranged = field.search === 'range' || field.type === 'date' || field.type === 'dateTime';
    if (ranged) {
      for (const [suffix, cmp] of [['From', 1], ['To', -1]] as const) {
        const key = `${field.key}${suffix}`;
        known.add(key);
        const v = str(key);
        if (v === undefined || v === '') continue;
        const bound = rangeBound(field, v, suffix === 'To');
        if (bound === null) {
          issues.push(t('resource.error.queryValue', { param: key }));
          continue;
        }
        add(field, (row) => {
          const value = row[field.key];
          if (value == null || value === '') return false;
          const x = field.type === 'dateTime' ? Date.parse(String(value)) : String(value);
          return cmp === 1 ? x >= bound : x <= bound;
        });
      }
      continue;
    }
    known.add(field.key);
    const v = str(field.key);
    if (v === undefined || v === '') continue;
    if (field.type === 'select' || field.type === 'multiSelect') {
      const wanted = new Set(v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 50));
      add(field, (row) => {
        const value = row[field.key];
        return Array.isArray(value) ? value.some((x) => wanted.has(String(x))) : wanted.has(String(value));
      });
    } else if (field.type === 'boolean') {
      if (v !== 'true' && v !== 'false') issues.push(t('resource.error.queryValue', { param: field.key }));
      else add(field, (row) => Boolean(row[field.key]) === (v === 'true'));
    } else if (field.type === 'integer' || field.type === 'number' || field.type === 'money') {
      const n = Number(v);
      if (!Number.isFinite(n)) issues.push(t('resource.error.queryValue', { param: field.key }));
      else add(field, (row) => row[field.key] === n);
    } else {
      const needle = v.trim().toLowerCase();
      add(field, (row) => row[field.key] != null && String(row[field.key]).toLowerCase().includes(needle));
    }
  }
  for (const key of Object.keys(query)) {
    if (!known.has(key) && !key.startsWith('_')) issues.push(t('resource.error.queryUnknown', { param: key.slice(0, 40) }));
  }
  if (!opts.paged && query.format !== undefined && query.format !== 'json') issues.push(t('resource.error.queryValue', { param: 'format' }));
  if (opts.paged && query.format !== undefined) issues.push(t('resource.error.queryUnknown', { param: 'format' }));
  if (issues.length) throw invalid([...new Set(issues)].join('；'));
  return q;
}

/** A range bound: date fields compare 'YYYY-MM-DD'; dateTime fields compare ms (a bare date "to" covers the day, CST). */
function rangeBound(field: FieldDef, v: string, upper: boolean): string | number | null {
  if (field.type === 'date') return DATE.test(v) ? v : null;
  if (DATE.test(v)) {
    const start = Date.parse(`${v}T00:00:00+08:00`);
    if (Number.isNaN(start)) return null;
    return upper ? start + 24 * 3600 * 1000 - 1 : start;
  }
  const ms = Date.parse(v);
  return v.length <= 40 && !Number.isNaN(ms) ? ms : null;
}

function compareValues(a: unknown, b: unknown): number {
  const an = a === null || a === undefined || a === '';
  const bn = b === null || b === undefined || b === '';
  if (an || bn) return an === bn ? 0 : an ? 1 : -1; // empty values last, whatever the order
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The rows of the query in list order (rank first). With `limit`, only the first `limit` rows are
 * ordered (a bounded selection instead of a full sort: a page needs a few rows of many); `total`
 * always counts every match.
 */
function selectRows(def: ResourceDef, q: ParsedQuery, user: Actor, ctx: DomainContext, limit?: number): { rows: Values[]; total: number } {
  const visible = visibleTo(def, user);
  const sort = q.sort ?? def.defaultSort;
  const key = sort.field;
  const sortDerived = Boolean(def.field(key)?.derive);
  const rank = def.rank;
  const order = !q.sort ? def.defaultOrder : undefined;
  const dir = sort.order === 'descend' ? -1 : 1;
  interface Item {
    r: Values;
    rank: number;
    v: unknown;
  }
  const items: Item[] = [];
  rows: for (const row of table(def).rows.values()) {
    for (const f of q.filters) if (!f(row)) continue rows;
    if (!visible(row)) continue;
    let r: Values = row;
    if (q.needsDerived || sortDerived) {
      r = withDerived(def, row, ctx);
      for (const f of q.derivedFilters) if (!f(r)) continue rows;
    }
    items.push({ r, rank: rank ? rank(row, ctx) : 0, v: r[key] });
  }
  const compare = (a: Item, b: Item) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (order) return order(a.r, b.r, ctx) || compareValues(b.r.id, a.r.id);
    const c = compareValues(a.v, b.v);
    if (c !== 0) return a.v == null || b.v == null || a.v === '' || b.v === '' ? c : c * dir;
    return compareValues(a.r.id, b.r.id) * dir;
  };
  const total = items.length;
  if (limit !== undefined && limit < total / 4) {
    // keep the best `limit` items in order: binary insertion, O(n log limit)
    const best: Item[] = [];
    for (const it of items) {
      if (best.length === limit && compare(it, best[limit - 1]) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(it, best[mid]) < 0) hi = mid;
        else lo = mid + 1;
      }
      best.splice(lo, 0, it);
      if (best.length > limit) best.pop();
    }
    return { rows: best.map((d) => d.r), total };
  }
  items.sort(compare);
  return { rows: items.map((d) => d.r), total };
}

// ------------------------------------------------------------------------------------------ reads

export interface PageResult {
  rows: ResourceRecord[];
  total: number;
  current: number;
  pageSize: number;
}

export function list(def: ResourceDef, query: unknown, user: Actor, now = Date.now()): PageResult {
  requireCode(user, def.codes.read);
  const q = parseQuery(def, query);
  const ctx = settingsContext(now);
  const start = (q.current - 1) * q.pageSize;
  const { rows, total } = selectRows(def, q, user, ctx, start + q.pageSize);
  const pageRows = rows.slice(start, start + q.pageSize).map((r) => present(def, r as ResourceRecord, ctx));
  return { rows: pageRows, total, current: q.current, pageSize: q.pageSize };
}

/** Every row of the query (the export endpoint), capped at MAX_EXPORT_ROWS. */
export function exportRows(def: ResourceDef, query: unknown, user: Actor, now = Date.now()): ResourceRecord[] {
  requireCode(user, def.codes.export);
  const q = parseQuery(def, query, { paged: false });
  const ctx = settingsContext(now);
  const { rows } = selectRows(def, q, user, ctx);
  if (rows.length > MAX_EXPORT_ROWS) throw new BizFailure('TOO_MANY', t('resource.error.exportTooMany', { total: rows.length, max: MAX_EXPORT_ROWS }), ShowType.WARN_MESSAGE);
  return rows.map((r) => present(def, r as ResourceRecord, ctx));
}

export function get(def: ResourceDef, id: unknown, user: Actor, now = Date.now()): ResourceRecord {
  requireCode(user, def.codes.read);
  return present(def, findRow(def, id, user), settingsContext(now), true);
}

// ------------------------------------------------------------------------------------------ writes

function newCode(def: ResourceDef, ctx: DomainContext): string | undefined {
  if (!def.codePrefix) return undefined;
  const day = new Date(ctx.now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '');
  const prefix = `${def.codePrefix}-${day}-`;
  let max = 0;
  for (const row of table(def).rows.values()) {
    if (typeof row.code === 'string' && row.code.startsWith(prefix)) max = Math.max(max, Number(row.code.slice(prefix.length)) || 0);
  }
  return `${prefix}${String(max + 1).padStart(4, '0')}`;
}

function newId(def: ResourceDef): string {
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
    const { issues, clean } = validateValues(def, fields, body, { dictionary: dictionaryCheck, ctx, rules: def.rules, requireAll: true });
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
    setTarget(String(record.code ?? record.id));
    emit({ def, type: 'create', after: record, user });
    return present(def, record, ctx, true);
  });
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function update(def: ResourceDef, id: unknown, body: unknown, user: Actor, req?: Request, now = Date.now()): ResourceRecord {
  return logged(def, user, req, t('resource.op.edit'), String(id).slice(0, 64), (setTarget) => {
    requireCode(user, def.codes.edit);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id));
    const locked = editProblem(def, row);
    if (locked) {
      // in approval: IN_APPROVAL (editable again once rejected or withdrawn); otherwise NOT_EDITABLE
      throw new BizFailure(isInApproval(def, row) ? 'IN_APPROVAL' : 'NOT_EDITABLE', renderIssue(locked, t), ShowType.ERROR_MESSAGE, 200, { status: row.status });
    }
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const ctx = settingsContext(now);
    const fields = formFields(def, 'edit');
    const { issues, clean } = validateValues(def, fields, body, {
      dictionary: dictionaryCheck,
      ctx,
      rules: def.rules,
      existing: row,
      extraKeys: ['version'],
      requireAll: false,
    });
    if (issues.length) throw invalidIssues(issues);
    checkVersion(row, body.version);
    fillLabels(fields, clean);
    const changes = Object.keys(clean).filter((k) => !sameValue(clean[k], row[k]));
    if (changes.length === 0) return present(def, row, ctx, true);
    const at = stamp(ctx);
    const entry: HistoryEntry = { at, operatorNo: user.userNo, operatorName: user.userName, action: 'edit', changes };
    const next: ResourceRecord = { ...row, ...clean, updatedAt: at, version: row.version + 1, history: [...(row.history ?? []), entry] };
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
    setTarget(String(row.code ?? row.id));
    if (!canRemove(def, row)) throw new BizFailure('NOT_REMOVABLE', t('resource.error.notRemovable', { status: t(`${def.key}.status.${row.status}`) }));
    checkVersion(row, typeof version === 'string' && INT.test(version) ? Number(version) : version);
    table(def).rows.delete(row.id);
    emit({ def, type: 'remove', before: row, user });
    return { id: row.id };
  });
}

/** The fields an action's body is checked against: its input, the comment, and nothing else. */
function actionFields(action: ActionDef): FieldDef[] {
  const fields = [...(action.input ?? [])];
  if (action.comment) fields.push({ key: 'comment', type: 'textarea', label: 'resource.field.comment', required: action.comment === 'required', maxLength: 500 });
  return fields;
}

/** Check and compute an action on one row; nothing is stored. */
function prepareAction(def: ResourceDef, row: ResourceRecord, action: ActionDef, input: Values, user: Actor, req: Request | undefined, ctx: DomainContext) {
  const problem = actionProblem(def, row, action.key, input, ctx);
  if (problem) {
    if (problem.field) throw invalidIssues([problem]);
    throw new BizFailure('ACTION_NOT_ALLOWED', renderIssue(problem, t), ShowType.ERROR_MESSAGE, 200, { status: row.status });
  }
  const { record, entry } = applyAction(def, row, action, input, ctx, user);
  let next = record as ResourceRecord;
  if (action.submit) {
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
    setTarget(String(row.code ?? row.id));
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const ctx = settingsContext(now);
    const { issues, clean } = validateValues(def, actionFields(action), body, { dictionary: dictionaryCheck, ctx, extraKeys: ['version'], requireAll: true });
    if (issues.length) throw invalidIssues(issues);
    checkVersion(row, body.version);
    const next = prepareAction(def, row, action, clean, user, req, ctx);
    table(def).rows.set(row.id, next);
    emit({ def, type: 'action', action: action.key, before: row, after: next, user });
    return present(def, next, ctx, true);
  });
}

/** An action on several rows: all are checked first; if any cannot take it, none changes. */
export function bulkAct(def: ResourceDef, actionKey: unknown, body: unknown, user: Actor, req?: Request, now = Date.now()): { count: number; codes: string[] } {
  const key = typeof actionKey === 'string' ? actionKey.slice(0, 60) : '?';
  const action = def.action(key);
  const label = `${t('resource.op.bulk')}${action ? t(`${def.key}.action.${key}`) : key}`;
  return logged(def, user, req, label, '-', (setTarget) => {
    if (!action || action.system || !action.bulk) throw new BizFailure('UNKNOWN_ACTION', renderIssue({ message: 'resource.error.notBulk', params: { action: key } }, t));
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
    const { issues, clean } = validateValues(def, actionFields(action), action.comment ? { comment: body.comment } : {}, { ctx, requireAll: true });
    if (action.comment === undefined && body.comment !== undefined) issues.push({ message: 'resource.validation.unknownField', params: { field: 'comment' } });
    if (issues.length) throw invalidIssues(issues);
    const rows = ids.map((id) => findRow(def, id, user));
    setTarget(rows.map((r) => r.code ?? r.id).join(',').slice(0, 500));
    const refused = rows.filter((r) => actionProblem(def, r, action.key, clean, ctx));
    if (refused.length) {
      throw new BizFailure('ACTION_NOT_ALLOWED', t('resource.error.bulkRefused', { action: t(`${def.key}.action.${key}`), codes: refused.map((r) => r.code ?? r.id).slice(0, 10).join('、') }), ShowType.ERROR_MESSAGE, 200, {
        refused: refused.map((r) => r.id),
      });
    }
    const nexts = rows.map((r) => prepareAction(def, r, action, clean, user, req, ctx));
    nexts.forEach((next, i) => {
      table(def).rows.set(next.id, next);
      emit({ def, type: 'action', action: action.key, before: rows[i], after: next, user });
    });
    return { count: nexts.length, codes: nexts.map((n) => String(n.code ?? n.id)) };
  });
}

// ------------------------------------------------------------------------------------------ attachments

/** A record in approval keeps the attachments it was submitted with until the approval ends. */
function refuseWhileInApproval(def: ResourceDef, row: ResourceRecord) {
  const problem = attachmentProblem(def, row);
  if (problem) throw new BizFailure('IN_APPROVAL', renderIssue(problem, t), ShowType.ERROR_MESSAGE, 200, { status: row.status });
}

/** Attach a file (already uploaded to the file API) to a record. */
export function attach(def: ResourceDef, id: unknown, body: unknown, user: Actor, file: (fileId: string) => AttachmentRef | undefined, req?: Request, now = Date.now()): AttachmentRef[] {
  return logged(def, user, req, t('resource.op.attach'), String(id).slice(0, 64), (setTarget) => {
    requireCode(user, def.codes.edit);
    const row = findRow(def, id, user);
    setTarget(String(row.code ?? row.id));
    refuseWhileInApproval(def, row);
    if (!isPlainObject(body)) throw invalidIssues([{ message: 'resource.validation.body' }]);
    const extra = Object.keys(body).filter((k) => k !== 'fileId');
    if (extra.length) throw invalidIssues(extra.map((f) => ({ message: 'resource.validation.unknownField', params: { field: f.slice(0, 60) } })));
    if (typeof body.fileId !== 'string' || !ID.test(body.fileId)) throw invalid(t('resource.error.fileId'));
    const ref = file(body.fileId);
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
    setTarget(String(row.code ?? row.id));
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

// ------------------------------------------------------------------------------------------ server-side processes

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
  const next: ResourceRecord = { ...row, ...(opts.patch ?? {}), status: opts.to, updatedAt: at, version: row.version + 1, history: [...(row.history ?? []), entry] };
  table(def).rows.set(id, next);
  writeOpLog(opts.req, opts.operator, { module: t(def.module), action: t(`${def.key}.action.${opts.action ?? 'system'}`), target: String(row.code ?? id) });
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

/** The base path of a resource's calls. */
export const basePath = (def: ResourceDef) => `${API[def.base]}/${def.key}`;

/** The keys of the action body (input fields, comment, version): for documentation and tests. */
export const actionBodyKeys = (action: ActionDef) => [...actionInputKeys(action), 'version'];
