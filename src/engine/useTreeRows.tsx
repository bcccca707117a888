/**
 * The open rows of a tree-shaped desk's list (`treeParent`: the server answers the top records with
 * their `children`): a new query opens the top records — every record with children when it filters, so
 * the matches are in view — a reload of the same query keeps what the user opened or closed; 全部展开 /
 * 全部收起 are the toolbar's; a record created under another opens the rows down to it. Nothing for other desks.
 */
import { Button } from 'antd';
import type { Key, ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { ResourceDef, ResourceRecord, Values } from '@/domain/engine';
import type { ResourceText } from './text';

type Row = ResourceRecord & { children?: Row[] };
const parents = (rows: Row[]): Key[] => rows.flatMap((r) => (r.children?.length ? [r.id, ...parents(r.children)] : []));
const counted = (rows: Row[]): number => rows.reduce((n, r) => n + 1 + counted(r.children ?? []), 0);
const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

export function useTreeRows(def: ResourceDef, text: ResourceText) {
  const [open, setOpen] = useState<Key[]>([]);
  const shown = useRef<Row[]>([]);
  const lastQuery = useRef<string>(undefined);
  /** The rows a query answered (`filters`: what it asked, paging included, without the order). */
  const answered = (rows: Row[], filters: Values) => {
    if (!def.treeParent) return;
    shown.current = rows;
    const key = JSON.stringify(filters);
    if (key === lastQuery.current) return;
    lastQuery.current = key;
    const filtered = Object.entries(filters).some(([k, v]) => k !== 'current' && k !== 'pageSize' && given(v));
    setOpen(filtered ? parents(rows) : rows.filter((r) => r.children?.length).map((r) => r.id));
  };
  /** Opens the rows down to `id` and `id` itself (the parent of a record just created, so it is seen). */
  const reveal = (id: unknown) => {
    const path = (rows: Row[]): Key[] | undefined => {
      for (const r of rows) {
        if (r.id === id) return [r.id];
        const below = r.children && path(r.children);
        if (below) return [r.id, ...below];
      }
    };
    const keys = path(shown.current);
    if (keys) setOpen((o) => [...new Set([...o, ...keys])]);
  };
  /** The pager's count of a tree: the top records it pages, and the rows of this page with those under them. */
  const total = (top: number) => (def.treeParent ? text.t('resource.list.treeTotal', { top, rows: counted(shown.current) }) : undefined);
  if (!def.treeParent) return { answered, reveal, total, expandable: undefined, tools: [] as ReactNode[] };
  return {
    answered,
    reveal,
    total,
    expandable: { expandedRowKeys: open, onExpandedRowsChange: (keys: readonly Key[]) => setOpen([...keys]) },
    tools: [
      <Button key="expandAll" onClick={() => setOpen(parents(shown.current))}>
        {text.t('resource.list.expandAll')}
      </Button>,
      <Button key="collapseAll" onClick={() => setOpen([])}>
        {text.t('resource.list.collapseAll')}
      </Button>,
    ],
  };
}
