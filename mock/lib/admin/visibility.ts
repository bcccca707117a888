/**
 * Data scope and secrecy on every resource the store serves — lists, details, actions and exports
 * alike: one row filter for all resources, compiled once per user, secrecy field and state of the
 * administration data (registered by mock/lib/rules.ts).
 */
import { adminRevision } from './adminHttp';
import { visibilityFilter, type MockUser } from '../server/identity';
import { addRowFilter } from '../store/store';

/** One compiled filter per user, resource field and state of the administration data. */
const compiled = new Map<string, (row: Record<string, unknown>) => boolean>();
function filterFor(user: MockUser, secrecyField?: string) {
  const key = `${user.userNo}|${secrecyField ?? ''}|${adminRevision()}`;
  let fn = compiled.get(key);
  if (!fn) {
    if (compiled.size > 500) compiled.clear();
    fn = visibilityFilter(user, secrecyField);
    compiled.set(key, fn);
  }
  return fn;
}

/** The filter on every resource (users without roles — the system's own steps — see every row). */
export function visibilityRules(): Array<() => void> {
  return [addRowFilter('*', (row, user, def) => ((user as MockUser).roles ? filterFor(user as MockUser, def.secrecyField)(row) : true))];
}
