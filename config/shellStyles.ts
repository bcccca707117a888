/**
 * The shell's antd styles as a static stylesheet, loaded with the layout's code (applied by
 * config/bundle.ts to production builds; src/core/layout/colorScheme.ts turns antd's run-time styles
 * off to match).
 *
 * antd writes a component's CSS when the component first renders — its theme tokens derived, the
 * rules serialised and hashed, a `<style>` inserted in the commit. On the landing that was the
 * largest sheddable part of the main thread's work (docs/performance.md). The pages already take
 * antd's static stylesheet (`antd-static`, src/core/chunks/pageLoader.tsx), loaded with the first
 * page; the shell — header, menu, tab bar, toasts, dialogs — and the landing page render before it.
 * They now take the rules of the antd components they contain from the layout's stylesheet — antd's
 * static stylesheet cut to those components, before the layout's own rules. webpack resolves the
 * layout's chunk only once its stylesheet is in, so nothing of the shell renders without it; what
 * index.html loads stays as it was (the bundle budget). The pages, which render inside the layout,
 * keep the rest of antd's rules in their stylesheet: each rule is in one of the two.
 *
 * Which components: each antd component names its classes after a prefix it asks for by a literal,
 * `getPrefixCls('btn')` → `ant-btn…`. The modules of every chunk that is not only a page's (the entry,
 * the layout, the landing page and every part loaded outside the pages) are read for the prefixes they
 * ask for, and for `ant-…` class names they write out themselves, once webpack has put them into
 * chunks and before it concatenates them. A selector that needs a class of a known prefix nothing
 * there asks for cannot match in the shell; a rule is dropped when all its selectors are such. Classes
 * of no known prefix (motion classes, a prefix that is not a literal), selectors inside `:not()`,
 * `:where()` and `:is()`, attribute selectors and at-rules other than style rules are always kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';

const ASKED = /getPrefixCls\(\s*['"]([a-z][a-z0-9-]*)['"]/g;
const WRITTEN = /\bant-([a-z][a-z0-9-]*)/g;

/** Every prefix antd's components ask for by a literal (from antd's ES modules). */
export function antdPrefixes(antdDir: string): Set<string> {
  const prefixes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) for (const m of fs.readFileSync(file, 'utf8').matchAll(ASKED)) prefixes.add(m[1]);
    }
  };
  walk(path.join(antdDir, 'es'));
  return prefixes;
}

/** The known prefix a class (without `ant-`) belongs to: the longest one it is or starts with. */
export function prefixOf(className: string, known: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  for (const p of known) {
    if ((className === p || className.startsWith(`${p}-`)) && (!best || p.length > best.length)) best = p;
  }
  return best;
}

/** The known prefixes a module's source asks for or writes out. */
export function prefixesIn(source: string, known: ReadonlySet<string>, into: Set<string>) {
  for (const m of source.matchAll(ASKED)) into.add(m[1]);
  for (const m of source.matchAll(WRITTEN)) {
    const p = prefixOf(m[1], known);
    if (p) into.add(p);
  }
}

/** A selector's class names outside parentheses (what `:not()`, `:where()`, `:is()` hold does not count). */
function outerClasses(selector: string): string[] {
  let depth = 0;
  let outer = '';
  for (const ch of selector) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) outer += ch;
  }
  return [...outer.matchAll(/\.ant-([a-z][a-z0-9-]*)/g)].map((m) => m[1]);
}

/**
 * antd's stylesheet in two: the rules an element of the shell can match (`shell`) and the rest
 * (`pages`) — a selector goes to the pages when it needs a class of a known prefix the shell does not
 * use. Every rule of the stylesheet is in one of the two (a rule whose selectors divide is in both,
 * each with its own), keyframes and the rules of no known prefix are the shell's, and an at-rule
 * (@media, @supports) left empty on one side is not written there.
 */
export function splitRules(css: string, known: ReadonlySet<string>, used: ReadonlySet<string>): { shell: string; pages: string } {
  const verdicts = new Map<string, boolean>();
  const isUnused = (cls: string) => {
    let unused = verdicts.get(cls);
    if (unused === undefined) {
      const p = prefixOf(cls, known);
      unused = p !== undefined && !used.has(p);
      verdicts.set(cls, unused);
    }
    return unused;
  };
  const shellSelector = (rule: Rule, selector: string) =>
    (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) || !outerClasses(selector).some(isUnused);
  const keep = (root: Root, side: boolean) => {
    root.walkRules((rule: Rule) => {
      const kept = rule.selectors.filter((selector) => shellSelector(rule, selector) === side);
      if (kept.length === rule.selectors.length) return;
      if (kept.length === 0) {
        const parent = rule.parent as Container | undefined;
        rule.remove();
        // an at-rule left empty goes with its last rule
        if (parent && parent.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
      } else rule.selectors = kept;
    });
    return root.toString();
  };
  const root = postcss.parse(css);
  const pages = keep(root.clone(), false);
  return { shell: keep(root, true), pages };
}

/** What of webpack's chunk group is read here. */
interface ChunkGroup {
  name?: string | null;
  getParents(): ChunkGroup[];
}

/**
 * webpack plugin: reads the shell's chunks for the prefixes they use (after the chunks are made, before
 * modules are concatenated), then puts the rules of antd's static stylesheet they can match at the
 * start of the layout chunk's stylesheet and leaves the pages' stylesheet the rest (before the
 * minifier and the content hash of the files' names).
 */
export class ShellStylesPlugin {
  private known: Set<string> | undefined;
  constructor(
    private readonly webpack: any,
    private readonly antdDir: string,
    /** a chunk group of a page that takes the pages' static stylesheet (not the landing page) */
    private readonly isStyledPage: (groupName: string) => boolean,
    /** the chunk whose stylesheet carries the shell's antd rules: the layout's, which loads before the shell renders */
    private readonly carrier: string,
    /** the pages' static stylesheet (antd's whole one), which keeps the rest */
    private readonly pagesStylesheet: RegExp,
  ) {}
  apply(compiler: any) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('ShellStyles', (compilation: any) => {
      const used = new Set<string>();
      this.known ??= antdPrefixes(this.antdDir);
      const known = this.known;
      compilation.hooks.afterChunks.tap('ShellStyles', (chunks: Iterable<any>) => {
        // a chunk group is the shell's unless it is a styled page's or loaded only from such pages
        const verdicts = new Map<unknown, boolean>();
        const isShell = (group: ChunkGroup): boolean => {
          let shell = verdicts.get(group);
          if (shell === undefined) {
            verdicts.set(group, false); // a cycle of imports decides nothing
            const parents = group.getParents();
            shell = group.name ? !this.isStyledPage(group.name) : parents.length === 0 || parents.some(isShell);
            verdicts.set(group, shell);
          }
          return shell;
        };
        const seen = new Set<unknown>();
        for (const chunk of chunks) {
          if (![...chunk.groupsIterable].some(isShell)) continue;
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            if (seen.has(module)) continue;
            seen.add(module);
            const resource: string | undefined = module.resource;
            if (!resource || !/\.(m?jsx?|tsx?|cjs)$/.test(resource.split('?')[0])) continue;
            const source = module.originalSource?.()?.source();
            if (source) prefixesIn(source.toString(), known, used);
          }
        }
      });
      compilation.hooks.processAssets.tap({ name: 'ShellStyles', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, (assets: Record<string, unknown>) => {
        const carrier = [...(compilation.namedChunks.get(this.carrier)?.files ?? [])].find((f: string) => f.endsWith('.css'));
        if (!carrier) {
          compilation.errors.push(new Error(`ShellStyles: no stylesheet of the chunk ${this.carrier} to carry the shell's antd styles`));
          return;
        }
        const { shell, pages } = splitRules(fs.readFileSync(path.join(this.antdDir, 'dist', 'antd.css'), 'utf8'), known, used);
        compilation.updateAsset(carrier, (old: unknown) => new sources.ConcatSource(shell, '\n', old));
        // the pages render inside the layout: their stylesheet needs no rule the layout's already has
        for (const name of Object.keys(assets)) if (this.pagesStylesheet.test(name)) compilation.updateAsset(name, () => new sources.RawSource(pages));
      });
    });
  }
}
