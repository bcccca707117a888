/**
 * Saved filters (常用筛选): a user names the current search of a list (its filters and sort) and picks
 * it again later from that list. They are kept per user and per resource on the server, so they
 * follow the user to another browser. These are the rules the page and the mock share.
 */
import type { Issue } from './engine/types';
import { textProblem, textProblemKey } from './text';

/** Most saved filters of one user on one list. */
export const SAVED_FILTER_MAX = 20;
/** Longest name. */
export const SAVED_FILTER_NAME_MAX = 40;
/** Most query parameters one filter may hold. */
export const SAVED_FILTER_PARAMS_MAX = 40;

/** The search of a list as the list call takes it: field filters, keyword, sortField / sortOrder (no paging). */
export type SavedQuery = Record<string, string>;

export interface SavedFilter {
  id: string;
  /** the resource key of the list (procurementOrder…) */
  resource: string;
  name: string;
  query: SavedQuery;
  createdAt: string;
}

const LABEL = 'resource.savedFilter.name';

/** Why a name cannot be saved (empty, too long, not plain text), or null. */
export function savedFilterNameProblem(name: unknown): Issue | null {
  if (typeof name !== 'string' || name.trim() === '') return { field: 'name', message: 'resource.validation.required', params: { label: LABEL } };
  const text = name.trim();
  if (text.length > SAVED_FILTER_NAME_MAX)
    return { field: 'name', message: 'resource.validation.maxLength', params: { label: LABEL, max: SAVED_FILTER_NAME_MAX } };
  const problem = textProblem(text);
  return problem ? { field: 'name', message: textProblemKey(problem), params: { label: LABEL } } : null;
}

/**
 * The saved query of a list search: what the list call was given, without paging and empty values,
 * every value a string (multiple choices comma-separated, as the list call takes them).
 */
export function toSavedQuery(query: Record<string, unknown>): SavedQuery {
  const out: SavedQuery = {};
  for (const [k, v] of Object.entries(query)) {
    if (k === 'current' || k === 'pageSize' || k.startsWith('_') || v === undefined || v === null || v === '') continue;
    const s = Array.isArray(v) ? v.map(String).join(',') : String(v);
    if (s !== '') out[k] = s;
  }
  return out;
}
