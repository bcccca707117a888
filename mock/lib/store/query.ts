import type { Request } from 'express';
/**
 * The reads of the resource store: a list or export query parsed and checked (unknown parameters are
 * refused), filtered, sorted and paged; one record's detail.
 */
import { ShowType } from '../../../src/domain/envelope';
import { EXPORT_REASON_FIELD, EXPORT_REASON_PARAM, personalValues } from '../../../src/domain/personal';
import {
  checkField,
  labelKey,
  MINE_PARAM,
  mineFiltersOf,
  mineTest,
  withDerived,
  type DomainContext,
  type FieldDef,
  type MineFilter,
  type ResourceDef,
  type ResourceRecord,
  type Values,
  isUserField,
  isOrgField,
} from '../../../src/domain/engine';
import { subtreeIds } from '../../../src/domain/admin/organization';
import { keywordText } from '../../../src/domain/search';
import { organizations } from '../server/identity';
import { serverText as t } from '../../../src/domain/serverMessages';
import { visibleTo } from './hooks';
import { BizFailure, invalid, notFound } from '../server/http';
import { settingsContext } from './options';
import { findRow, invalidIssues, isPlainObject, logged, present, requireCode } from './recordRules';
import { writeOpLog } from '../platform/oplog';
import { MAX_EXPORT_ROWS, MAX_PAGE_SIZE, rowsOf, type Actor } from './tables';
import { treePage } from './tree';

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
  /** "mine": the signed-in user's records (applied / assigned), src/domain/engine/mine.ts */
  mine?: string;
}

export const INT = /^\d{1,9}$/;
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
  const mine = str(MINE_PARAM);
  if (mineFiltersOf(def).length) known.add(MINE_PARAM);
  if (mine && mineFiltersOf(def).includes(mine as MineFilter)) q.mine = mine;
  else if (mine) issues.push(t('resource.error.queryValue', { param: MINE_PARAM }));
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
    if (!f?.table || f.type === 'lineItems') issues.push(t('resource.error.sortField', { param: sortField.slice(0, 40) }));
    else if (sortOrder !== undefined && sortOrder !== 'ascend' && sortOrder !== 'descend') issues.push(t('resource.error.queryValue', { param: 'sortOrder' }));
    else q.sort = { field: sortField, order: (sortOrder as 'ascend' | 'descend') ?? 'ascend' };
  } else if (sortOrder !== undefined && sortOrder !== 'ascend' && sortOrder !== 'descend') issues.push(t('resource.error.queryValue', { param: 'sortOrder' }));
  const keyword = str('keyword');
  if (keyword?.trim()) {
    const needle = keyword.trim().toLowerCase().slice(0, 100);
    const fields = def.keywordFields;
    q.filters.push((row) => fields.some((k) => row[k] != null && keywordText(row[k]).toLowerCase().includes(needle)));
  }
  for (const field of def.fields) {
    if (!field.search) continue;
    const ranged = field.search === 'range' || field.type === 'date' || field.type === 'dateTime';
    if (ranged) {
      for (const [suffix, cmp] of [
        ['From', 1],
        ['To', -1],
      ] as const) {
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
    // a select, a user or an org field: one of the values (user numbers, unit ids), comma-separated; a list matches by any of its own
    if (field.type === 'select' || field.type === 'multiSelect' || isUserField(field) || isOrgField(field)) {
      const wanted = new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 50),
      );
      // a unit covers the units under it
      if (isOrgField(field)) for (const id of [...wanted]) for (const below of subtreeIds(organizations(), id)) wanted.add(below);
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
    } else if (field.relatedTo) {
      // the id of a related record: that record's rows exactly
      add(field, (row) => row[field.key] === v.trim());
    } else {
      const needle = v.trim().toLowerCase();
      const prefix = field.search === 'prefix';
      add(
        field,
        (row) =>
          row[field.key] != null && (prefix ? String(row[field.key]).toLowerCase().startsWith(needle) : String(row[field.key]).toLowerCase().includes(needle)),
      );
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
 * The rows of the query the user may see, in the table's order: each stored row (`row`) and the row
 * the filters read (`r`: with its derived values when a derived field is filtered on, or `derive`).
 */
function matchRows(def: ResourceDef, q: ParsedQuery, user: Actor, ctx: DomainContext, derive: boolean): Array<{ row: Values; r: Values }> {
  const visible = visibleTo(def, user);
  const mine = q.mine ? mineTest(def, q.mine, user.userNo) : null;
  const out: Array<{ row: Values; r: Values }> = [];
  rows: for (const row of rowsOf(def, user)) {
    for (const f of q.filters) if (!f(row)) continue rows;
    if (mine && !mine(row)) continue;
    if (!visible(row)) continue;
    let r: Values = row;
    if (q.needsDerived || derive) {
      r = withDerived(def, row, ctx);
      for (const f of q.derivedFilters) if (!f(r)) continue rows;
    }
    out.push({ row, r });
  }
  return out;
}

/**
 * The rows of the query in list order (rank first). With `limit`, only the first `limit` rows are
 * ordered (a bounded selection instead of a full sort: a page needs a few rows of many); `total`
 * always counts every match.
 */
function selectRows(def: ResourceDef, q: ParsedQuery, user: Actor, ctx: DomainContext, limit?: number): { rows: Values[]; total: number } {
  const sort = q.sort ?? def.defaultSort;
  const key = sort.field;
  const sortDerived = Boolean(def.field(key)?.derive);
  const rank = def.rank;
  const order = !q.sort ? def.defaultOrder : undefined;
  const dir = sort.order === 'descend' ? -1 : 1;
  // records in a status the default sort puts last (void, suspended …) rank after the rest
  const last = !q.sort && def.defaultSort.last?.length ? new Set(def.defaultSort.last) : null;
  interface Item {
    r: Values;
    rank: number;
    later: number;
    v: unknown;
  }
  const items: Item[] = matchRows(def, q, user, ctx, sortDerived).map(({ row, r }) => ({
    r,
    rank: rank ? rank(row, ctx) : 0,
    later: last?.has(String(row.status)) ? 1 : 0,
    v: r[key],
  }));
  const compare = (a: Item, b: Item) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    if (a.later !== b.later) return a.later - b.later;
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
  if (def.treeParent) {
    const filtered = q.filters.length + q.derivedFilters.length > 0 || Boolean(q.mine);
    const all = selectRows(def, { ...q, filters: [], derivedFilters: [], needsDerived: false, mine: undefined }, user, ctx).rows;
    const matches = filtered ? selectRows(def, q, user, ctx).rows : all;
    const tree = treePage(def, matches, all, { start, size: q.pageSize, filtered }, (r) => present(def, r as ResourceRecord, ctx));
    return { ...tree, current: q.current, pageSize: q.pageSize };
  }
  const { rows, total } = selectRows(def, q, user, ctx, start + q.pageSize);
  const pageRows = rows.slice(start, start + q.pageSize).map((r) => present(def, r as ResourceRecord, ctx));
  return { rows: pageRows, total, current: q.current, pageSize: q.pageSize };
}

/**
 * The records of the query the user may see (page code, data scope, secrecy) as stored — no derived
 * values added, no masking, no order: the rows a list of the same query shows, without presenting
 * them. For the server's own counts over a desk (服务指标), whose rules read a derived value through
 * its desk's helper (`coreDueDateOf`, `responseDeadlineOf`), which computes it for a row stored without it.
 */
export function countRows(def: ResourceDef, query: unknown, user: Actor, now = Date.now()): Values[] {
  requireCode(user, def.codes.read);
  const q = parseQuery(def, query, { paged: false });
  return matchRows(def, q, user, settingsContext(now), false).map((m) => m.r);
}

/**
 * Every matching row for an export. A resource holding personal data (FieldDef.personal) exports it
 * masked, and only with a reason (`reason`, 2–200 characters), which the operation log keeps with
 * the export and its row count.
 */
export function exportRows(def: ResourceDef, query: unknown, user: Actor, now = Date.now(), req?: Request): ResourceRecord[] {
  if (!def.auditExports) return exportOf(def, query, user, now, req);
  return logged(def, user, req, t('resource.op.export'), t(def.module), (setTarget) => {
    const rows = exportOf(def, query, user, now, req);
    setTarget(t('resource.op.exportRows', { count: rows.length }));
    return rows;
  });
}

function exportOf(def: ResourceDef, query: unknown, user: Actor, now: number, req?: Request): ResourceRecord[] {
  requireCode(user, def.codes.export);
  const { [EXPORT_REASON_PARAM]: rawReason, ...rest } = isPlainObject(query) ? query : {};
  const personal = def.personalFields.length > 0;
  let reason: string | undefined;
  if (personal) {
    const checked = checkField(def, EXPORT_REASON_FIELD, rawReason);
    if (checked.issue) throw invalidIssues([checked.issue]);
    reason = String(checked.value);
  } else if (rawReason !== undefined) rest[EXPORT_REASON_PARAM] = rawReason; // unknown here: refused as any other parameter
  const q = parseQuery(def, rest, { paged: false });
  const ctx = settingsContext(now);
  const { rows } = selectRows(def, q, user, ctx);
  if (rows.length > MAX_EXPORT_ROWS)
    throw new BizFailure('TOO_MANY', t('resource.error.exportTooMany', { total: rows.length, max: MAX_EXPORT_ROWS }), ShowType.WARN_MESSAGE);
  if (personal) {
    writeOpLog(req, user, {
      module: t(def.module),
      action: t('resource.op.exportPersonal'),
      target: t('resource.op.exportRows', { count: rows.length }),
      detail: t('resource.op.exportReason', { reason: reason! }),
    });
  }
  return rows.map((r) => present(def, r as ResourceRecord, ctx));
}

/**
 * The full personal values of one record (`personalValues`): only to a holder of
 * `<resource>:revealPersonal` who may read the record (scope, secrecy); each reveal, granted or
 * refused, is in the operation log with the fields it showed.
 */
export function revealPersonal(def: ResourceDef, id: unknown, user: Actor, req?: Request): Values {
  return logged(def, user, req, t('resource.op.revealPersonal'), String(id).slice(0, 64), (setTarget) => {
    if (def.personalFields.length === 0) throw notFound(t(def.module));
    requireCode(user, def.codes.read);
    requireCode(user, def.codes.revealPersonal);
    const row = findRow(def, id, user);
    setTarget(`${String(row.code ?? row.id)}（${def.personalFields.map((f) => t(labelKey(def, f))).join('、')}）`);
    return { id: row.id, values: personalValues(def, row) };
  });
}

export function get(def: ResourceDef, id: unknown, user: Actor, now = Date.now()): ResourceRecord {
  requireCode(user, def.codes.read);
  return present(def, findRow(def, id, user), settingsContext(now), true);
}
