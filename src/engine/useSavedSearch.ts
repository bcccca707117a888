/**
 * The search of a resource list as one value that can be saved and applied again: the search form's
 * filters and the table's sort. The list owns the sort here (the column headers show it, the list call
 * reads it), so that a saved filter can set both.
 *
 * The form opens collapsed and renders only the fields it shows (`preserve: false`): the first visit
 * of a list builds its rows, not a dozen hidden date pickers and selects. Expanding renders the rest;
 * collapsing drops what was typed in them (what is hidden does not filter). A saved filter that sets
 * more than the keyword opens the form first, so that every field it sets is there to be submitted.
 */
import type { ProFormInstance } from '@ant-design/pro-components';
import { useCallback, useMemo, useRef, useState } from 'react';
import { listSearch } from './listSearch';
import type { FieldDef, ResourceDef, SortSpec } from '@/domain/engine';
import type { SavedQuery } from '@/domain/savedFilters';

type Sorter =
  | { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null }
  | Array<{ field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null }>;

const isRange = (f: FieldDef) => f.search === 'range' || f.type === 'date' || f.type === 'dateTime';

/** The search-form values of a saved query (the reverse of the form's transform into list parameters). */
export function formValuesOf(def: ResourceDef, query: SavedQuery): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (query.keyword) values.keyword = query.keyword;
  for (const f of def.fields) {
    if (!f.search) continue;
    if (isRange(f)) {
      const from = query[`${f.key}From`];
      const to = query[`${f.key}To`];
      if (from || to) values[f.key] = [from ?? null, to ?? null];
    } else if (query[f.key] !== undefined) {
      const v = query[f.key];
      values[f.key] =
        f.type === 'select' || f.type === 'multiSelect' ? v.split(',') : f.type === 'integer' || f.type === 'number' || f.type === 'money' ? Number(v) : v;
    }
  }
  return values;
}

/** `expanded`: the form opens expanded (a filter given by the list's address sets more than the keyword) */
export function useSavedSearch(def: ResourceDef, expanded = false) {
  const formRef = useRef<ProFormInstance>(undefined);
  const [collapsed, setCollapsed] = useState(!expanded);
  const config = useMemo(() => listSearch({ preserve: false, collapsed, onCollapse: setCollapsed }), [collapsed]);
  const [sort, setSortState] = useState<SortSpec | undefined>();
  const sortRef = useRef<SortSpec | undefined>(undefined);
  const setSort = (s: SortSpec | undefined) => {
    sortRef.current = s;
    setSortState(s);
  };

  /** the table's onChange: a header click sorts */
  const onTableChange = (_p: unknown, _f: unknown, sorter: Sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = String(s?.columnKey ?? s?.field ?? '');
    setSort(s?.order && field ? { field, order: s.order } : undefined);
  };

  /** the sort a column header shows (controlled) */
  const sortOrderOf = (key: string) => (sort?.field === key ? sort.order : null);

  /** the sort parameters of the list call */
  const sortQuery = () => (sortRef.current ? { sortField: sortRef.current.field, sortOrder: sortRef.current.order } : {});

  /** Apply a saved query: the form's filters replaced, the sort set, the list reloaded from page 1. */
  const apply = useCallback(
    (query: SavedQuery) => {
      const form = formRef.current;
      const { sortField, sortOrder } = query;
      setSort(sortField ? { field: sortField, order: sortOrder === 'descend' ? 'descend' : 'ascend' } : undefined);
      const values = formValuesOf(def, query);
      const expand = Object.keys(values).some((k) => k !== 'keyword');
      if (expand) setCollapsed(false);
      form?.resetFields();
      form?.setFieldsValue(values);
      // once the expanded fields are rendered, they are in what the form submits
      if (expand) setTimeout(() => formRef.current?.submit(), 0);
      else form?.submit();
    },
    [def],
  );

  return { formRef, config, sort, onTableChange, sortOrderOf, sortQuery, apply };
}
