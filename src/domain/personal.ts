/**
 * Personal data (national ID and phone numbers): the mask the server applies to every answer, the
 * full values the reveal call gives, and the restoring of a masked value a form sends back unchanged.
 * A field declares what it holds once (`FieldDef.personal`); everything here follows from it.
 */
import type { FieldDef, PersonalKind, ResourceDef, Values } from './engine/types';

const STAR = '*';

/** The query parameter of an export's reason, and its rule: required, 2–200 characters of plain text. */
export const EXPORT_REASON_PARAM = 'reason';
export const EXPORT_REASON_FIELD: FieldDef = {
  key: EXPORT_REASON_PARAM,
  type: 'text',
  label: 'resource.export.reason',
  help: 'resource.export.reasonPlaceholder',
  required: true,
  minLength: 2,
  maxLength: 200,
};

/** Keep `head` and `tail` characters of the positions that count (`counts`), star the others between. */
function maskPositions(value: string, counts: (ch: string) => boolean, head: number, tail: number): string {
  const positions = [...value].map((ch, i) => (counts(ch) ? i : -1)).filter((i) => i >= 0);
  const hidden = new Set(positions.slice(head, Math.max(head, positions.length - tail)));
  return [...value].map((ch, i) => (hidden.has(i) ? STAR : ch)).join('');
}

/** How many leading and trailing characters of a value of `length` stay visible. */
function visible(length: number, long: number, head: number, tail: number): [number, number] {
  if (length >= long) return [head, tail];
  if (length >= 7) return [2, 2];
  return [1, 1];
}

/**
 * The masked form of a personal value.
 * - national ID: 18 characters keep the region (6) and the last 4 — 110101********1234; a shorter
 *   document number (passport) keeps 2 and 2, a very short one 1 and 1;
 * - phone: of its digits, 11 or more keep the first 3 and the last 4 — 138****0001, 010-****3456;
 *   fewer keep 2 and 2. Spaces, dashes and + stay where they are.
 * Empty values stay empty; anything not a string is answered as it is (nothing personal in it).
 */
export function maskPersonal(kind: PersonalKind, value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  if (kind === 'idNo') {
    const [head, tail] = visible(value.length, 15, 6, 4);
    return maskPositions(value, () => true, head, tail);
  }
  const digits = [...value].filter((ch) => ch >= '0' && ch <= '9').length;
  const [head, tail] = visible(digits, 11, 3, 4);
  return maskPositions(value, (ch) => ch >= '0' && ch <= '9', head, tail);
}

/** Whether a value reads as masked (holds the star): a form that sends it back did not change it. */
export const looksMasked = (value: unknown) => typeof value === 'string' && value.includes(STAR);

type Cells = (row: Values, cell: FieldDef) => unknown;

/** The record with each personal field (and personal line-item cell) mapped by `top` / `cell`. */
function mapPersonal(def: Pick<ResourceDef, 'personalFields'>, record: Values, top: (f: FieldDef, v: unknown) => unknown, cell: Cells): Values {
  if (def.personalFields.length === 0) return record;
  const out: Values = { ...record };
  for (const f of def.personalFields) {
    if (f.personal && f.key in out) out[f.key] = top(f, out[f.key]);
    const cells = f.lines?.fields.filter((c) => c.personal) ?? [];
    if (cells.length && Array.isArray(out[f.key])) {
      out[f.key] = (out[f.key] as Values[]).map((row) => {
        if (!row || typeof row !== 'object') return row;
        const next: Values = { ...row };
        for (const c of cells) if (c.key in next) next[c.key] = cell(row, c);
        return next;
      });
    }
  }
  return out;
}

/** The record as every list, detail and export answers it: each personal value masked. */
export const maskRecord = <T extends Values>(def: Pick<ResourceDef, 'personalFields'>, record: T): T =>
  mapPersonal(
    def,
    record,
    (f, v) => maskPersonal(f.personal!, v),
    (row, c) => maskPersonal(c.personal!, row[c.key]),
  ) as T;

/**
 * The full personal values of a record, for the reveal call: `{ phone: '13800000001' }`, and for a
 * line-items field one object per row with its personal cells only (`{ trainees: [{ idNo }, …] }`).
 */
export function personalValues(def: Pick<ResourceDef, 'personalFields'>, record: Values): Values {
  const out: Values = {};
  for (const f of def.personalFields) {
    if (f.personal) out[f.key] = record[f.key] ?? null;
    const cells = f.lines?.fields.filter((c) => c.personal) ?? [];
    if (cells.length) {
      const rows = Array.isArray(record[f.key]) ? (record[f.key] as Values[]) : [];
      out[f.key] = rows.map((row) => Object.fromEntries(cells.map((c) => [c.key, row?.[c.key] ?? null])));
    }
  }
  return out;
}

/** The record with the revealed values put back into its masked copy (what the page shows after 显示). */
export function withRevealed(def: Pick<ResourceDef, 'personalFields'>, record: Values, revealed: Values): Values {
  const out: Values = { ...record };
  for (const f of def.personalFields) {
    if (!(f.key in revealed)) continue;
    const full = revealed[f.key];
    if (f.lines && Array.isArray(out[f.key]) && Array.isArray(full)) {
      out[f.key] = (out[f.key] as Values[]).map((row, i) => ({ ...row, ...((full as Values[])[i] ?? {}) }));
    } else if (f.personal) out[f.key] = full;
  }
  return out;
}

/**
 * An edit sends back what the form showed: a personal value still masked (the user did not type a new
 * one) means "unchanged" and takes the stored value again, in a field or in a line-item row (the
 * stored row at the same position, else the one stored row whose value masks the same — rows removed
 * or moved). A value typed anew is checked like any other.
 */
export function restoreMasked(def: Pick<ResourceDef, 'personalFields'>, body: Values, stored: Values): Values {
  if (def.personalFields.length === 0) return body;
  const out: Values = { ...body };
  for (const f of def.personalFields) {
    if (!(f.key in out)) continue;
    if (f.personal && looksMasked(out[f.key]) && out[f.key] === maskPersonal(f.personal, stored[f.key])) out[f.key] = stored[f.key];
    const cells = f.lines?.fields.filter((c) => c.personal) ?? [];
    if (cells.length && Array.isArray(out[f.key])) {
      const before = Array.isArray(stored[f.key]) ? (stored[f.key] as Values[]) : [];
      out[f.key] = (out[f.key] as unknown[]).map((row, i) => {
        if (!row || typeof row !== 'object') return row;
        const next: Values = { ...(row as Values) };
        for (const c of cells) {
          if (!looksMasked(next[c.key])) continue;
          // the stored row at the same place, else the one stored row whose value masks the same (rows removed or moved)
          const same = (b: Values | undefined) => b !== undefined && maskPersonal(c.personal!, b[c.key]) === next[c.key];
          const matches = before.filter(same);
          const from = same(before[i]) ? before[i] : matches.length === 1 ? matches[0] : undefined;
          if (from) next[c.key] = from[c.key];
        }
        return next;
      });
    }
  }
  return out;
}
