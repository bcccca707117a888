/**
 * Saved filters of the lists, per user and per resource (src/domain/savedFilters.ts): listed, saved
 * and deleted by their owner only. A saved query is checked like a list query of its resource (known
 * filters, valid values, a sortable field), so a saved filter always re-applies.
 */
import { resourceOf } from '../../../src/domain/desks';
import { SAVED_FILTER_MAX, SAVED_FILTER_PARAMS_MAX, savedFilterNameProblem, type SavedFilter } from '../../../src/domain/savedFilters';
import { collection } from '../store/db';
import { BizFailure, forbidden, invalid, notFound } from '../server/http';
import { hasCode, type MockUser } from '../server/identity';
import * as store from '../store/store';

/** Saved filters by user number. */
const table = () => collection<{ byUser: Map<string, SavedFilter[]>; next: number }>('savedFilters', () => ({ byUser: new Map(), next: 1 }));

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readable(resource: unknown, user: MockUser) {
  const def = typeof resource === 'string' ? resourceOf(resource) : undefined;
  if (!def) throw invalid(store.t('resource.savedFilter.unknownResource'));
  if (!hasCode(user, def.codes.read)) throw forbidden(def.codes.read);
  return def;
}

/** The user's saved filters of one list, oldest first. */
export function listSavedFilters(user: MockUser, resource: unknown): SavedFilter[] {
  const def = readable(resource, user);
  return (table().byUser.get(user.userNo) ?? []).filter((f) => f.resource === def.key);
}

/** Save `{resource, name, query}` for the user; refused: an unknown list, a bad name or query, a taken name, too many. */
export function saveFilter(user: MockUser, body: unknown, now = Date.now()): SavedFilter {
  if (!isPlainObject(body)) throw store.invalidIssues([{ message: 'resource.validation.body' }]);
  const extra = Object.keys(body).filter((k) => !['resource', 'name', 'query'].includes(k));
  if (extra.length) throw store.invalidIssues(extra.map((f) => ({ message: 'resource.validation.unknownField', params: { field: f.slice(0, 60) } })));
  const def = readable(body.resource, user);
  const nameProblem = savedFilterNameProblem(body.name);
  if (nameProblem) throw store.invalidIssues([nameProblem]);
  const name = String(body.name).trim();
  const query = body.query;
  if (!isPlainObject(query) || Object.keys(query).length > SAVED_FILTER_PARAMS_MAX || Object.values(query).some((v) => typeof v !== 'string')) {
    throw store.invalidIssues([{ field: 'query', message: 'resource.savedFilter.badQuery' }]);
  }
  if ('current' in query || 'pageSize' in query || 'format' in query) throw store.invalidIssues([{ field: 'query', message: 'resource.savedFilter.badQuery' }]);
  // the list's own query rules: unknown filters, bad values, an unsortable field are refused
  store.parseQuery(def, query);
  const mine = table().byUser.get(user.userNo) ?? [];
  const ofList = mine.filter((f) => f.resource === def.key);
  if (ofList.some((f) => f.name === name)) throw store.invalidIssues([{ field: 'name', message: 'resource.savedFilter.duplicate', params: { name } }]);
  if (ofList.length >= SAVED_FILTER_MAX) throw new BizFailure('TOO_MANY', store.t('resource.savedFilter.tooMany', { max: SAVED_FILTER_MAX }));
  const saved: SavedFilter = {
    id: `SF${String(table().next++).padStart(6, '0')}`,
    resource: def.key,
    name,
    query: { ...(query as Record<string, string>) },
    createdAt: new Date(now).toISOString(),
  };
  table().byUser.set(user.userNo, [...mine, saved]);
  return saved;
}

/** Delete one of the user's saved filters (another user's is "not found"). */
export function deleteSavedFilter(user: MockUser, id: unknown): { id: string } {
  const mine = table().byUser.get(user.userNo) ?? [];
  const found = mine.find((f) => f.id === id);
  if (!found) throw notFound(store.t('resource.savedFilter.title'));
  table().byUser.set(
    user.userNo,
    mine.filter((f) => f !== found),
  );
  return { id: found.id };
}
