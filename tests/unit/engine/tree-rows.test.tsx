/**
 * The open rows of the engine's tree list (src/engine/useTreeRows.tsx): a new query opens the top
 * records, and a record created under another opens the rows down to its parent, so it is seen.
 */
import { act, renderHook } from '@testing-library/react';
import { defineResource, type ResourceRecord } from '@/domain/engine';
import type { ResourceText } from '@/engine/text';
import { useTreeRows } from '@/engine/useTreeRows';

const def = defineResource({ key: 'treeRowsProbe', anatomy: false, treeParent: 'parent', fields: [{ key: 'parent', type: 'text' }] });
const text = { t: (k: string) => k } as unknown as ResourceText;
type Row = ResourceRecord & { children?: Row[] };
const row = (id: string, children?: Row[]) => ({ id, ...(children ? { children } : {}) }) as Row;
// A ─ A1 ─ A1x ─ A1x1
// B
const rows = [row('A', [row('A1', [row('A1x', [row('A1x1')])])]), row('B')];
const open = (r: { current: ReturnType<typeof useTreeRows> }) => [...(r.current.expandable?.expandedRowKeys ?? [])].map(String).sort();

it('opens the top records of a new query, and the rows down to a record when asked', () => {
  const { result } = renderHook(() => useTreeRows(def, text));
  act(() => result.current.answered(rows, { current: 1, pageSize: 20 }));
  expect(open(result)).toEqual(['A']);
  act(() => result.current.reveal('A1x'));
  expect(open(result)).toEqual(['A', 'A1', 'A1x']);
  // a record not shown opens nothing; what was open stays
  act(() => result.current.reveal('Z'));
  expect(open(result)).toEqual(['A', 'A1', 'A1x']);
});

it("counts the page's rows with those under them beside the top records it pages; a flat list has no such count", () => {
  const said = { t: (k: string, v?: Record<string, unknown>) => `${k} ${JSON.stringify(v)}` } as unknown as ResourceText;
  const { result } = renderHook(() => useTreeRows(def, said));
  act(() => result.current.answered(rows, { current: 1, pageSize: 20 }));
  expect(result.current.total(2)).toBe('resource.list.treeTotal {"top":2,"rows":5}');
  const flat = defineResource({ key: 'flatRowsProbe', anatomy: false, fields: [{ key: 'name', type: 'text' }] });
  expect(renderHook(() => useTreeRows(flat, said)).result.current.total(2)).toBeUndefined();
});
