/**
 * Global search across records (Ctrl+K): what a query may be, how many hits a desk gives, and how a
 * hit names the record and the text it was found by. The fields searched are each definition's own
 * `keywordFields` — the same fields its list's keyword searches — so a desk declares once what it is
 * found by (a P/N, a customer, a registration, a document number). The mock answers
 * `GET ${API.management}/search?q=` (mock/search.ts) through each desk's own list read (page code,
 * data scope, secrecy); the dialog is src/core/search.
 */
import { labelKey, linesOf, type FieldDef, type ResourceDef, type Values } from './engine';

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 60;
/** At most this many records of one desk (the desk's list has the rest: `total` says how many). */
export const SEARCH_HITS_PER_DESK = 5;
/** The matched text shown under a hit is cut to this many characters. */
export const SEARCH_SNIPPET = 60;

/** One record found. */
export interface RecordSearchHit {
  id: string;
  /** the record's code, or (a record without one) its first keyword value */
  title: string;
  status?: string;
  /** the label key of the field it was found by, and that field's text (cut around the match) */
  field?: string;
  text?: string;
}

/** The records found on one desk (resource), in the desk's own list order. */
export interface SearchGroup {
  resource: string;
  /** the page (route) that shows the resource: the record's address is on it */
  page: string;
  total: number;
  hits: RecordSearchHit[];
}

/** The refusal of a query (a locale key), or null: text of SEARCH_QUERY_MIN…SEARCH_QUERY_MAX characters once trimmed. */
export function searchQueryProblem(q: unknown): string | null {
  if (typeof q !== 'string') return 'server.search.query';
  const n = [...q.trim()].length;
  return n < SEARCH_QUERY_MIN || n > SEARCH_QUERY_MAX ? 'server.search.query' : null;
}

/** A value as the keyword searches it: the cells of line items (P/Ns, names…) as one text. */
export function keywordText(v: unknown): string {
  if (!Array.isArray(v)) return String(v);
  return v.map((row) => (row && typeof row === 'object' ? Object.values(row as Record<string, unknown>).join(' ') : String(row))).join(' ');
}

/** `text` cut to SEARCH_SNIPPET characters around the first match of `needle` (lower case). */
export function snippet(text: string, needle: string): string {
  if (text.length <= SEARCH_SNIPPET) return text;
  const at = Math.max(0, text.toLowerCase().indexOf(needle));
  const start = Math.max(0, Math.min(at - 15, text.length - SEARCH_SNIPPET));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + SEARCH_SNIPPET)}${start + SEARCH_SNIPPET < text.length ? '…' : ''}`;
}

/** The text a hit shows of a field: a line-items field by the text cells of its lines that hold `needle` ("3214552-1 空调组件温度传感器"). */
function shownText(field: FieldDef, value: unknown, needle: string): string {
  if (field.type !== 'lineItems' || !Array.isArray(value)) return keywordText(value);
  const cells = linesOf(field)
    .fields.filter((c) => c.type === 'text')
    .map((c) => c.key);
  return (value as Values[])
    .filter((row) => keywordText([row]).toLowerCase().includes(needle))
    .map((row) =>
      cells
        .map((k) => row?.[k])
        .filter((v) => v != null && v !== '')
        .join(' '),
    )
    .join('；');
}

/** The hit of a row the desk's keyword found for `q`: its title and the first keyword field that holds `q`. */
export function searchHit(def: ResourceDef, row: Values, q: string): RecordSearchHit {
  const needle = q.trim().toLowerCase();
  const valued = def.keywordFields.filter((k) => row[k] != null && row[k] !== '');
  const title = row.code ? String(row.code) : valued.length ? keywordText(row[valued[0]]) : String(row.id);
  const hit: RecordSearchHit = { id: String(row.id), title: snippet(title, needle) };
  if (typeof row.status === 'string') hit.status = row.status;
  const key = valued.find((k) => k !== 'code' && keywordText(row[k]).toLowerCase().includes(needle));
  const field = key ? def.field(key) : undefined;
  if (field) {
    hit.field = labelKey(def, field);
    hit.text = snippet(shownText(field, row[field.key], needle), needle);
  }
  return hit;
}
