/**
 * The engine's tree list (`treeParent`, mock/lib/store/tree.ts): the top records paged, each with the
 * records under it; a filter keeps the matches with their ancestors, and under a match nothing below
 * matches, everything.
 */
import { defineResource, type ResourceRecord, type Values } from '@/domain/engine';
import { treePage } from '../../../mock/lib/store/tree';

const def = defineResource({ key: 'treeProbe', anatomy: false, treeParent: 'parent', fields: [{ key: 'parent', type: 'text' }] });
// A ─ A1 ─ A1x
//   └ A2
// B ─ B1
const all: Values[] = [{ id: 'A' }, { id: 'A1', parent: 'A' }, { id: 'A1x', parent: 'A1' }, { id: 'A2', parent: 'A' }, { id: 'B' }, { id: 'B1', parent: 'B' }];
type Node = ResourceRecord & { children?: Node[] };
const shape = (rows: Node[]): unknown => rows.map((r) => (r.children ? { [r.id]: shape(r.children) } : r.id));
const page = (matches: string[] | null, start = 0, size = 10) =>
  treePage(
    def,
    all.filter((r) => !matches || matches.includes(String(r.id))),
    all,
    { start, size, filtered: matches !== null },
    (r) => ({ ...r }) as ResourceRecord,
  );

it('answers the top records with the records under them, nested, paged by the top records', () => {
  expect(shape(page(null).rows)).toEqual([{ A: [{ A1: ['A1x'] }, 'A2'] }, { B: ['B1'] }]);
  expect(page(null).total).toBe(2);
  expect(shape(page(null, 1, 1).rows)).toEqual([{ B: ['B1'] }]);
});

it('keeps a match with its ancestors, and everything under a match nothing below matches', () => {
  expect(shape(page(['A1x']).rows)).toEqual([{ A: [{ A1: ['A1x'] }] }]);
  expect(shape(page(['A1']).rows)).toEqual([{ A: [{ A1: ['A1x'] }] }]);
  expect(shape(page(['A', 'A2']).rows)).toEqual([{ A: ['A2'] }]);
  expect(shape(page(['B1', 'A2']).rows)).toEqual([{ A: ['A2'] }, { B: ['B1'] }]);
  expect(page([]).rows).toEqual([]);
});
