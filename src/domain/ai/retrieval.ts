/**
 * Retrieval of the assistant: which of the documents the user may see answer a question. Plain and
 * deterministic, so that the mock's answers can be tested — a real model service replaces the whole
 * answer, not this contract (docs/service-and-ai.md).
 *
 * Terms: Chinese text as overlapping character pairs (AOG 订单 → 订单; 适航证书 → 适航 航证 证书), Latin
 * letters and digits as words (aog, 8130-3, 8130, easa, form, tat), without the filler of questions
 * (什么, 如何, 多久, the, how…). Each term weighs by its rarity over the documents searched (idf). A
 * document is relevant when it holds at least MIN_COVERAGE of the question's weight and at least two
 * of its terms (one when the question has one) — otherwise nothing is found, and the assistant says
 * so rather than inventing an answer.
 */

export interface KnowledgeDoc {
  kind: 'faq' | 'material';
  id: string;
  code: string;
  title: string;
  /** the text searched besides the title */
  body: string;
  href: string;
}

export interface Retrieved {
  doc: KnowledgeDoc;
  /** the share of the question's weight the document holds, 0–1 */
  coverage: number;
  score: number;
}

/** Share of the question's weight a relevant document must hold. */
export const MIN_COVERAGE = 0.3;
/** Most sources one answer cites. */
export const MAX_SOURCES = 3;
/** A further source is cited only when it scores at least this share of the best one. */
const NEAR_BEST = 0.6;
/** A term in the title counts this much more than one in the body. */
const TITLE_BOOST = 1.5;

const STOP = new Set([
  // Chinese question filler (character pairs)
  '什么',
  '如何',
  '怎么',
  '怎样',
  '可以',
  '需要',
  '多久',
  '是否',
  '一般',
  '我们',
  '你们',
  '请问',
  '哪些',
  '的是',
  '有没',
  '没有',
  '能否',
  '么办',
  '怎么办',
  '这个',
  '那个',
  '一个',
  '时候',
  '多少',
  '是多',
  '是什',
  '有什',
  '为什',
  '么时',
  '么是',
  '如果',
  '要多',
  '久能',
  '以申',
  '可以申',
  '吗',
  '呢',
  '了',
  // English filler
  'the',
  'a',
  'an',
  'is',
  'are',
  'of',
  'to',
  'in',
  'for',
  'on',
  'and',
  'or',
  'how',
  'what',
  'when',
  'can',
  'do',
  'does',
  'my',
  'i',
  'we',
  'it',
  'with',
  'be',
]);

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The distinct search terms of a text. */
export function terms(text: string): string[] {
  const out = new Set<string>();
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
    const run = m[0];
    if (CJK.test(run[0])) {
      if (run.length === 1) {
        if (!STOP.has(run)) out.add(run);
        continue;
      }
      for (let i = 0; i < run.length - 1; i += 1) {
        const pair = run.slice(i, i + 2);
        if (!STOP.has(pair)) out.add(pair);
      }
    } else {
      if (run.length >= 2 && !STOP.has(run)) out.add(run);
      // 8130-3 is also found as 8130; form-1 as form
      if (run.includes('-')) for (const part of run.split('-')) if (part.length >= 2 && !STOP.has(part)) out.add(part);
    }
  }
  return [...out];
}

/**
 * The documents that answer `question`, best first (at most MAX_SOURCES), or none. `docs` must hold
 * only what the asking user may see: retrieval knows nothing of permissions.
 */
export function retrieve(question: string, docs: readonly KnowledgeDoc[]): Retrieved[] {
  const asked = terms(question);
  if (asked.length === 0 || docs.length === 0) return [];
  const indexed = docs.map((doc) => ({ doc, title: new Set(terms(doc.title)), body: new Set(terms(doc.body)) }));
  const idf = new Map<string, number>();
  for (const t of asked) {
    const df = indexed.filter((d) => d.title.has(t) || d.body.has(t)).length;
    idf.set(t, Math.log(1 + docs.length / (1 + df)));
  }
  const total = asked.reduce((sum, t) => sum + idf.get(t)!, 0);
  const scored: Retrieved[] = [];
  for (const d of indexed) {
    let held = 0;
    let score = 0;
    let matched = 0;
    for (const t of asked) {
      const inTitle = d.title.has(t);
      if (!inTitle && !d.body.has(t)) continue;
      matched += 1;
      held += idf.get(t)!;
      score += idf.get(t)! * (inTitle ? TITLE_BOOST : 1);
    }
    const coverage = total > 0 ? held / total : 0;
    if (coverage >= MIN_COVERAGE && matched >= Math.min(2, asked.length)) scored.push({ doc: d.doc, coverage, score });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.code.localeCompare(b.doc.code));
  const best = scored[0]?.score ?? 0;
  return scored.filter((r) => r.score >= best * NEAR_BEST).slice(0, MAX_SOURCES);
}
