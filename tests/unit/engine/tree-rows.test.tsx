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
