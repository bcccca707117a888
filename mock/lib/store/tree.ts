/**
 * The list of a tree-shaped desk (`treeParent`, src/domain/engine/types.ts): the top records of the
 * matches, paged, each answered with its `children` nested in the list's order. A filtered list keeps
 * the matches with their ancestors, so each match is seen where it sits; under a match with nothing
 * below it matching, everything (a page found by its name shows its elements).
 */
import type { ResourceDef, ResourceRecord, Values } from '../../../src/domain/engine';

export interface TreePage {
  rows: ResourceRecord[];
  total: number;
}

/**
 * `matches`: the rows the query keeps, `all`: every row the reader may see, both in list order;
 * `filtered`: whether the query filters at all (else every row is kept).
 */
export function treePage(
  def: ResourceDef,
  matches: Values[],
  all: Values[],
  page: { start: number; size: number; filtered: boolean },
  present: (row: Values) => ResourceRecord,
): TreePage {
  const parentOf = (r: Values) => String(r[def.treeParent!] ?? '');
  const byId = new Map(all.map((r) => [String(r.id), r]));
  const childrenOf = new Map<string, Values[]>();
  for (const r of all) childrenOf.set(parentOf(r), [...(childrenOf.get(parentOf(r)) ?? []), r]);
  const kept = new Set<string>(page.filtered ? [] : byId.keys());
  if (page.filtered) {
    const aboveMatch = new Set<string>();
    for (const m of matches) {
      kept.add(String(m.id));
      for (let p = parentOf(m); p && byId.has(p) && !aboveMatch.has(p); p = parentOf(byId.get(p)!)) aboveMatch.add(p);
    }
    const below = (id: string) => {
      for (const c of childrenOf.get(id) ?? []) {
        kept.add(String(c.id));
        below(String(c.id));
      }
    };
    for (const m of matches) if (!aboveMatch.has(String(m.id))) below(String(m.id));
    aboveMatch.forEach((id) => kept.add(id));
  }
  const nest = (r: Values): ResourceRecord => {
    const kids = (childrenOf.get(String(r.id)) ?? []).filter((c) => kept.has(String(c.id)));
    const out = present(r);
    return kids.length ? { ...out, children: kids.map(nest) } : out;
  };
  const roots = all.filter((r) => kept.has(String(r.id)) && !kept.has(parentOf(r)));
  return { rows: roots.slice(page.start, page.start + page.size).map(nest), total: roots.length };
}
