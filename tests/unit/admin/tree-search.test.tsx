/**
 * The search of the administration trees (src/admin/useTreeSearch.tsx: 组织结构, 用户角色's
 * grant tree, 系统功能): what a query keeps, which nodes are open while it is typed and after it is
 * cleared, the matches marked, 全部展开 / 全部收起.
 */
import { act, render, renderHook } from '@testing-library/react';
import { searchTree, useTreeSearch } from '@/admin/useTreeSearch';

type N = { id: string; name: string; children: N[] };
const n = (id: string, name: string, ...children: N[]): N => ({ id, name, children });
// 总部 ─ 客服部 ─ AOG组, 航材组 ; 维修部 ─ 车间 ; 财务部
const TREE = [n('hq', '总部', n('cs', '客服部', n('aog', 'AOG组'), n('parts', '航材组')), n('mro', '维修部', n('shop', '车间')), n('fin', '财务部'))];
const id = (x: N) => x.id;

describe('searchTree', () => {
  it('keeps the matches with their ancestors, and under a match with no match below it, everything', () => {
    expect([...searchTree(TREE, id, (x) => x.name === 'AOG组')].sort()).toEqual(['aog', 'cs', 'hq']);
    // 维修部 matches and nothing under it does: its 车间 is shown
    expect([...searchTree(TREE, id, (x) => x.name === '维修部')].sort()).toEqual(['hq', 'mro', 'shop']);
    // 客服部 matches and so does AOG组 under it: only the matching child
    expect([...searchTree(TREE, id, (x) => x.name.includes('客服') || x.name.includes('AOG'))].sort()).toEqual(['aog', 'cs', 'hq']);
    expect(searchTree(TREE, id, () => false).size).toBe(0);
  });
});

function setup() {
  return renderHook(() =>
    useTreeSearch(
      TREE,
      id,
      (x) => [x.name, x.id],
      () => ['hq'],
    ),
  );
}
const shownIds = (s: ReturnType<typeof setup>['result']['current'], level = TREE): string[] =>
  s.shown(level).flatMap((x) => [x.id, ...shownIds(s, x.children)]);

describe('useTreeSearch', () => {
  it('shows the whole tree with what was open until a query is typed, then what it keeps, opened', () => {
    const { result } = setup();
    expect(shownIds(result.current)).toHaveLength(7);
    expect(result.current.expandedKeys).toEqual(['hq']);
    act(() => result.current.search('  aog '));
    expect(shownIds(result.current)).toEqual(['hq', 'cs', 'aog']);
    expect([...result.current.expandedKeys].sort()).toEqual(['aog', 'cs', 'hq']);
  });

  it('finds by any of the texts, case aside, and marks only the matches', () => {
    const { result } = setup();
    act(() => result.current.search('SHOP'));
    expect(shownIds(result.current)).toEqual(['hq', 'mro', 'shop']);
    const { container } = render(
      <>
        {result.current.mark(TREE[0].children[1].children[0], '车间')}|{result.current.mark(TREE[0].children[1], '维修部')}
      </>,
    );
    expect(container.querySelectorAll('span')).toHaveLength(1);
    expect(container.querySelector('span')!.textContent).toBe('车间');
  });

  it('keeps what the user opens or closes for the query, and brings back what was open before once it is cleared', () => {
    const { result } = setup();
    act(() => result.current.setExpanded(['hq', 'mro']));
    act(() => result.current.search('航材'));
    expect([...result.current.expandedKeys].sort()).toEqual(['cs', 'hq', 'parts']);
    act(() => result.current.setExpanded(['hq']));
    expect(result.current.expandedKeys).toEqual(['hq']);
    act(() => result.current.search(''));
    expect(result.current.expandedKeys).toEqual(['hq', 'mro']);
    expect(shownIds(result.current)).toHaveLength(7);
  });

  it('opens or closes everything from its toolbar', () => {
    const { result } = setup();
    act(() => result.current.expandAll());
    expect([...result.current.expandedKeys].sort()).toEqual(['cs', 'hq', 'mro']);
    act(() => result.current.collapseAll());
    expect(result.current.expandedKeys).toEqual([]);
  });
});
