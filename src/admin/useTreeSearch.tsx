/**
 * The search of 用户角色's grant tree: what a query keeps, which nodes are open, the matches marked, 全部展开 / 全部收起.
 */
import { theme } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';

type Tree<N> = { children?: N[] };

/**
 * What a search keeps of a tree: the nodes that match and their ancestors; under a match with no match
 * below it, everything (a page found by its name shows its elements).
 */
export function searchTree<N extends Tree<N>>(nodes: N[], key: (n: N) => string, hit: (n: N) => boolean): Set<string> {
  const keep = new Set<string>();
  const all = (n: N): void => {
    keep.add(key(n));
    n.children?.forEach(all);
  };
  const walk = (n: N): boolean => {
    const below = (n.children ?? []).map(walk).some(Boolean);
    if (below) keep.add(key(n));
    else if (hit(n)) all(n);
    return keep.has(key(n));
  };
  nodes.forEach(walk);
  return keep;
}

/**
 * `texts`: what a node is found by (its name, its code); `opened`: the nodes open before any search.
 * While a query is typed the matches and their ancestors are open; opening or closing nodes then holds
 * for this query, and clearing it brings back what was open before.
 */
export function useTreeSearch<N extends Tree<N>>(nodes: N[], key: (n: N) => string, texts: (n: N) => string[], opened: () => string[]) {
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const [before, setBefore] = useState<string[] | null>(null);
  const [during, setDuring] = useState<{ query: string; keys: string[] } | null>(null);
  const q = query.trim().toLowerCase();
  const hit = (n: N) => !!q && texts(n).some((s) => s.toLowerCase().includes(q));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const kept = useMemo(() => (q ? searchTree(nodes, key, hit) : null), [q, nodes]);
  const expandedKeys = kept ? (during?.query === q ? during.keys : [...kept]) : (before ?? opened());
  const setExpanded = (keys: readonly Key[]) => (kept ? setDuring({ query: q, keys: keys.map(String) }) : setBefore(keys.map(String)));
  const parents = (level: N[]): string[] => level.flatMap((n) => (n.children?.length ? [key(n), ...parents(n.children)] : []));
  return {
    /** the search box's onSearch */
    search: setQuery,
    /** one level of the tree as shown: all of it, or what the query keeps */
    shown: (level: N[]) => (kept ? level.filter((n) => kept.has(key(n))) : level),
    /** a node's title, marked when it matches */
    mark: (n: N, title: ReactNode) => (hit(n) ? <span style={{ color: token.colorPrimary, fontWeight: 600 }}>{title}</span> : title),
    expandedKeys,
    setExpanded,
    /** 全部展开 */
    expandAll: () => setExpanded(parents(nodes)),
    /** 全部收起 */
    collapseAll: () => setExpanded([]),
  };
}
