/**
 * Bundle budget: run after `max build`. Fails (exit 1) when the gzip size of the JS + CSS that
 * dist/index.html loads directly — what every visitor downloads before the first paint — grows past
 * the budget in bench/budget.json. Prints the figures either way.
 *
 *   node tests/budget/check.mjs [distDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFigures } from '../../bench/lib/static.mjs';
import { loadTs } from '../../bench/lib/ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(process.argv[2] || path.join(root, 'dist'));
const budget = JSON.parse(fs.readFileSync(path.join(root, 'bench/budget.json'), 'utf8'));
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const results = [];
function check(name, fn) {
  try {
    fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (e) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n      ${e.message}`);
  }
}

let figures;
check('dist/index.html and every asset it loads exist', () => {
  figures = staticFigures(dist);
});

if (figures) {
  console.log('\n  index.html loads directly (gzip -9):');
  for (const f of figures.index.files) console.log(`    ${f.file.padEnd(52)} ${kib(f.raw).padStart(11)} raw ${kib(f.gzip).padStart(11)} gzip`);
  console.log(
    `    ${'JS + CSS'.padEnd(52)} ${kib(figures.index.js.raw + figures.index.css.raw).padStart(11)} raw ${kib(figures.index.gzip).padStart(11)} gzip`,
  );
  console.log(`    budget ${kib(budget.indexGzipBytes)} gzip; all JS in dist ${kib(figures.total.js.gzip)} gzip, budget ${kib(budget.totalJsGzipBytes)}\n`);

  check(`JS + CSS loaded by index.html ≤ ${kib(budget.indexGzipBytes)} gzip`, () => {
    const over = figures.index.gzip - budget.indexGzipBytes;
    if (over > 0)
      throw new Error(
        `${kib(figures.index.gzip)} gzip is ${kib(over)} over the budget — see docs/performance.md (npm run bench, then node bench/analyze.mjs, shows what the entry chunk carries)`,
      );
  });
  check(`all JS of the build ≤ ${kib(budget.totalJsGzipBytes)} gzip`, () => {
    const over = figures.total.js.gzip - budget.totalJsGzipBytes;
    if (over > 0) throw new Error(`${kib(figures.total.js.gzip)} gzip is ${kib(over)} over the budget`);
  });
}

// V8 compiles a chunk's functions while streaming it only when its first line asks (config/compileHints.ts);
// without it the entry's and the prefetch's module evaluation compile on the main thread again
const { COMPILE_HINT } = await loadTs(path.join(root, 'config/compileHints.ts'));
check("every chunk of the build starts with V8's compile hint", () => {
  // umi writes its 3 KB route preload helper outside webpack
  const chunks = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && !f.startsWith('preload_helper.'));
  const without = chunks.filter((f) => !fs.readFileSync(path.join(dist, f), 'utf8').startsWith(`${COMPILE_HINT}\n`));
  if (!chunks.length || without.length) throw new Error(`${without.length} of ${chunks.length} chunks lack it: ${without.slice(0, 5).join(', ')}`);
});

// The shell and the landing page take antd's rules from the layout chunk's stylesheet, the other pages the
// rest from theirs (config/shellStyles.ts): each holds its components' rules and not the other's
const stylesheet = (pattern) => {
  const file = fs.readdirSync(dist).find((f) => pattern.test(f));
  if (!file) throw new Error(`no stylesheet ${pattern} in dist/`);
  return fs.readFileSync(path.join(dist, file), 'utf8');
};
const has = (css, cls) => css.includes(`${cls}{`) || css.includes(`${cls} `) || css.includes(`${cls},`);
/** a rule of its own for the class (not one that names it under another component's) */
const ruleOf = (css, cls) => new RegExp(`(^|[{}])\\${cls}\\{`).test(css);
const SHELL_ONLY = ['.ant-menu', '.ant-btn', '.ant-dropdown', '.ant-card', '.ant-tag', '.ant-message'];
const PAGES_ONLY = ['.ant-table', '.ant-picker', '.ant-pagination', '.ant-select-tree'];
check("antd's rules divided: the shell's components' in the layout's stylesheet, the rest in the pages'", () => {
  const shell = stylesheet(/^t__plugin-layout__Layout\.[^.]+\.chunk\.css$/);
  const pages = stylesheet(/^antd-static\.[^.]+\.chunk\.css$/);
  const wrong = [
    ...SHELL_ONLY.filter((c) => !has(shell, c)).map((c) => `${c} missing from the layout's`),
    ...PAGES_ONLY.filter((c) => ruleOf(shell, c)).map((c) => `${c} in the layout's`),
    ...PAGES_ONLY.filter((c) => !has(pages, c)).map((c) => `${c} missing from the pages'`),
    ...SHELL_ONLY.filter((c) => ruleOf(pages, c)).map((c) => `${c} in the pages'`),
  ];
  if (wrong.length) throw new Error(wrong.join('; '));
});

const failed = results.filter((r) => !r.ok).length;
console.log(`\nbundle budget: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
