/**
 * Line items: a field whose value is a list of rows with their own fields (order lines). The rows are
 * checked cell by cell with the record fields' own check (`checkField`, passed in by validate.ts so
 * that this file does not import it back), the row count against the field's limits, and the totals
 * are computed from the same declaration in the form, the detail, the print view and the mock.
 */
import { roundMoney } from './derive';
import type { AttachmentRef, FieldDef, FieldType, Issue, LineItemsDef, ResourceDef, Values } from './types';

/** The most rows of a field that declares no `maxRows` (a dictionary declares more: its items). */
export const LINES_MAX = 100;

/** The check of one value (validate.ts's `checkField`) with its options (dictionary, clock, stored value). */
type CellCheck<O extends { previous?: unknown }> = (
  def: Pick<ResourceDef, 'key'>,
  field: FieldDef,
  value: unknown,
  opts: O,
) => { issue?: Issue; value?: unknown };

/**
 * The row fields of a line-items field, kept with their literal keys and kinds so that the row's
 * TypeScript type is derived from them (`LineRow`) instead of being written a second time.
 */
export const lineFields = <const F extends readonly FieldDef[]>(fields: F): F => fields;

/** A value of a field of kind `T` on the wire (types.ts, "Values on the wire"). */
type WireValue<T> = T extends 'integer' | 'number' | 'money'
  ? number
  : T extends 'boolean'
    ? boolean
    : T extends 'multiSelect'
      ? string[]
      : T extends 'attachments'
        ? AttachmentRef[]
        : T extends 'lineItems'
          ? Values[]
          : string;
type CellValue<F> = F extends { enum: readonly (infer E)[] } ? E : F extends { type: infer T extends FieldType } ? WireValue<T> : unknown;
type Key<F> = F extends { key: infer K extends string } ? K : never;

/**
 * One row of line items as declared by `fields` (made with `lineFields`): a required cell is always
 * there, any other may be missing or null.
 */
export type LineRow<F extends readonly FieldDef[]> = {
  [C in F[number] as C extends { required: true } ? Key<C> : never]: CellValue<C>;
} & {
  [C in F[number] as C extends { required: true } ? never : Key<C>]?: CellValue<C> | null;
};

const EMPTY_LINES: LineItemsDef = { fields: [] };
export const linesOf = (field: FieldDef): LineItemsDef => field.lines ?? EMPTY_LINES;

/** The row fields a client writes (not read-only, not derived). */
export const editableCells = (field: FieldDef): FieldDef[] => linesOf(field).fields.filter((f) => !f.readOnly && !f.derive);

/** Fewest and most rows of the field. */
export function rowLimits(field: FieldDef): { min: number; max: number } {
  const l = linesOf(field);
  return { min: l.minRows ?? (field.required ? 1 : 0), max: l.maxRows ?? LINES_MAX };
}

const isRow = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Check the rows of a line-items field. Each cell problem is an issue of the field with `row` (1-based)
 * and `cell`, so the form can put it under its cell and a server message reads "第 2 行：…".
 * Returns the first problems (at most 20) or the cleaned rows (only the editable cells).
 */
export function checkLines<O extends { previous?: unknown }>(
  def: Pick<ResourceDef, 'key'>,
  field: FieldDef,
  value: unknown,
  check: CellCheck<O>,
  opts: O,
): { issues: Issue[]; value?: Values[] } {
  const label = field.label ?? `${def.key}.field.${field.key}`;
  const whole = (message: string, params: Record<string, string | number> = {}) => ({ issues: [{ field: field.key, message, params: { label, ...params } }] });
  if (!Array.isArray(value)) return whole('resource.validation.type');
  const patch = Boolean(linesOf(field).patch);
  const { min, max } = rowLimits(field);
  if (!patch && value.length < min) return whole(min === 1 ? 'resource.validation.lines.none' : 'resource.validation.lines.min', { min });
  if (value.length > max) return whole('resource.validation.lines.max', { max });
  const cells = editableCells(field);
  const known = new Set(cells.map((c) => c.key));
  // the server's own cells (read-only, computed) may come back with a row as it was read: dropped, not refused
  const ignored = new Set([...linesOf(field).fields.map((c) => c.key), ...(linesOf(field).computed ?? []).map((c) => c.key)]);
  const before = Array.isArray(opts.previous) ? opts.previous : [];
  const issues: Issue[] = [];
  const rows: Values[] = [];
  value.forEach((row, i) => {
    const at = { field: field.key, row: i + 1 };
    if (!isRow(row)) {
      issues.push({ ...at, message: 'resource.validation.lines.row', params: { row: i + 1 } });
      return;
    }
    for (const key of Object.keys(row)) {
      if (!known.has(key) && !ignored.has(key)) issues.push({ ...at, message: 'resource.validation.unknownField', params: { field: key.slice(0, 60) } });
    }
    const clean: Values = {};
    for (const cell of cells) {
      const res = check(def, cell, row[cell.key], { ...opts, previous: (before[i] as Values | undefined)?.[cell.key] });
      if (res.issue) issues.push({ ...res.issue, ...at, cell: cell.key });
      else clean[cell.key] = res.value;
    }
    rows.push(clean);
  });
  return issues.length ? { issues: issues.slice(0, 20) } : { issues: [], value: rows };
}

/** The stored rows with a patch (an action's input of `patch` rows) merged in, row by row. */
export function mergeRows(stored: unknown, patch: unknown): Values[] {
  const rows = Array.isArray(stored) ? (stored as Values[]) : [];
  const changes = Array.isArray(patch) ? (patch as Values[]) : [];
  return rows.map((row, i) => ({ ...row, ...(changes[i] ?? {}) }));
}

/** Why a patch does not fit the stored rows (another row count), or null. */
export function patchProblem(field: FieldDef, stored: unknown, patch: unknown): Issue | null {
  const n = Array.isArray(stored) ? stored.length : 0;
  const m = Array.isArray(patch) ? patch.length : 0;
  return n === m ? null : { field: field.key, message: 'resource.validation.lines.patchCount', params: { count: n } };
}

/** The computed columns of one row (amount = quantity × unit price…). */
export function computedCells(field: FieldDef, row: Values): Values {
  const out: Values = {};
  for (const c of linesOf(field).computed ?? []) {
    const v = c.value(row);
    out[c.key] = typeof v === 'number' && Number.isFinite(v) ? (c.type === 'money' ? roundMoney(v) : v) : null;
  }
  return out;
}

/**
 * The declared totals over the rows: each a sum, or null while any row lacks the value (an order not
 * fully priced has no total yet) or there are no rows.
 */
export function lineTotals(field: FieldDef, rows: unknown): Record<string, number | null> {
  const list = Array.isArray(rows) ? (rows as Values[]) : [];
  const l = linesOf(field);
  const money = new Set([
    ...(l.computed ?? []).filter((c) => c.type === 'money').map((c) => c.key),
    ...l.fields.filter((f) => f.type === 'money').map((f) => f.key),
  ]);
  const out: Record<string, number | null> = {};
  for (const key of l.totals ?? []) {
    let sum: number | null = list.length ? 0 : null;
    for (const row of list) {
      const v = { ...row, ...computedCells(field, row) }[key];
      if (typeof v !== 'number' || sum === null) {
        sum = null;
        break;
      }
      sum += v;
    }
    out[key] = sum === null ? null : money.has(key) ? roundMoney(sum) : sum;
  }
  return out;
}

/** One total of a line-items field of a record (for a derived record field: the order's total amount). */
export const lineTotal = (field: FieldDef, key: string) => (record: Values) => lineTotals(field, record[field.key])[key] ?? null;

/** Rows as one line of text: "2117320-3 × 2；3214552-1 × 1" (the summary fields of each row). */
export function linesSummary(
  field: FieldDef,
  rows: unknown,
  show: (cell: FieldDef, value: unknown) => string = (_c, v) => (v == null ? '' : String(v)),
): string {
  const list = Array.isArray(rows) ? (rows as Values[]) : [];
  const l = linesOf(field);
  const keys = l.summary?.length ? l.summary : l.fields.slice(0, 1).map((f) => f.key);
  const cells = keys.map((k) => l.fields.find((f) => f.key === k)).filter(Boolean) as FieldDef[];
  return list
    .map((row) =>
      cells
        .map((c) => show(c, row[c.key]))
        .filter(Boolean)
        .join(' × '),
    )
    .filter(Boolean)
    .join('；');
}
