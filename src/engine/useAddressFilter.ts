/**
 * A list filtered by its address: `/<route>?customerId=C-CCA` opens the desk's list with that filter
 * set in its search form (shown, and removable there like any filter) — the customer's page links to
 * each desk this way. Every search field of the definition may be given (a select's values comma-
 * separated, a range as `<field>From` / `<field>To`, `keyword`); other parameters (`id`, `tab`) are not
 * filters. A later address of the same tab (another customer's link) applies its filter anew.
 */
import { useLocation } from '@umijs/max';
import { useMemo } from 'react';
import type { ResourceDef } from '@/domain/engine';
import type { SavedQuery } from '@/domain/savedFilters';
import { formValuesOf } from './useSavedSearch';

/** The search parameters a list's address may carry: its search fields, their ranges, the keyword. */
export function addressQuery(def: ResourceDef, search: string): SavedQuery {
  const params = new URLSearchParams(search);
  const keys = new Set(['keyword']);
  for (const f of def.fields) {
    if (!f.search) continue;
    keys.add(f.key);
    keys.add(`${f.key}From`);
    keys.add(`${f.key}To`);
  }
  const query: Record<string, string> = {};
  for (const [k, v] of params) if (keys.has(k) && v) query[k] = v;
  return query;
}

export function useAddressFilter(def: ResourceDef) {
  const { search } = useLocation();
  const query = useMemo(() => addressQuery(def, search), [def, search]);
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => formValuesOf(def, query), [def, key]);
  return { query, key, values, given: Object.keys(values).length > 0 };
}
