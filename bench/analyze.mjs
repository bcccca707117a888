/**
 * What each chunk of the build carries, by package.
 *
 * Reads the JSON report that webpack-bundle-analyzer writes when the app is built with ANALYZE=1
 * (see `analyze` in .umirc.ts → bench/results/bundle-report.json). Module sizes inside a chunk are
 * source ("stat") sizes; they are scaled to the chunk's minified and gzip sizes in proportion, which
 * is what source-map-explorer-like tools do too — good enough to tell which package weighs what.
 *
 *   node bench/analyze.mjs [report.json] [--top 15]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultReport = path.join(here, 'results', 'bundle-report.json');

/** node_modules/<pkg> or node_modules/@scope/<pkg>; otherwise the first two folders of the source path. */
export function packageOf(modulePath) {
  let p = modulePath.replace(/\\/g, '/');
  const inner = p.lastIndexOf('(concatenated)/');
  if (inner >= 0) p = p.slice(inner + '(concatenated)/'.length);
  const i = p.lastIndexOf('node_modules/');
  if (i >= 0) {
    const rest = p.slice(i + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = p
    .replace(/^(\.\.?\/)+/, '')
    .replace(/ \+ \d+ modules.*$/, '')
    .split('/');
  return parts.slice(0, Math.min(parts[0] === 'src' ? 3 : 2, parts.length - 1) || 1).join('/');
}

function leaves(node, out = []) {
  if (Array.isArray(node.groups) && node.groups.length) node.groups.forEach((g) => leaves(g, out));
  else out.push(node);
  return out;
}

/** [{ chunk, initial, parsed, gzip, packages: [{ name, stat, parsed, gzip }] }] sorted by gzip. */
export function analyze(report) {
  return report
    .filter((c) => /\.(js|css)$/.test(c.label))
    .map((c) => {
      const ls = leaves(c);
      const statTotal = ls.reduce((s, l) => s + (l.statSize || 0), 0) || 1;
      const byPkg = new Map();
      for (const l of ls) {
        const name = packageOf(l.path || l.label || '?');
        byPkg.set(name, (byPkg.get(name) || 0) + (l.statSize || 0));
      }
      const packages = [...byPkg]
        .map(([name, stat]) => ({
          name,
          stat,
          parsed: Math.round((stat / statTotal) * (c.parsedSize || 0)),
          gzip: Math.round((stat / statTotal) * (c.gzipSize || 0)),
        }))
        .sort((a, b) => b.stat - a.stat);
      return {
        chunk: c.label,
        initial: Boolean(c.isInitialByEntrypoint && Object.keys(c.isInitialByEntrypoint).length),
        parsed: c.parsedSize || 0,
        gzip: c.gzipSize || 0,
        packages,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kib = (n) => (n / 1024).toFixed(1);

export function printAnalysis(chunks, { top = 12, minGzip = 4096 } = {}) {
  const lines = [];
  for (const c of chunks.filter((x) => x.gzip >= minGzip)) {
    lines.push(`${c.chunk}${c.initial ? '  [loaded by index.html]' : ''}  ${kib(c.parsed)} KiB min, ${kib(c.gzip)} KiB gzip`);
    for (const p of c.packages.slice(0, top)) {
      lines.push(`    ${p.name.padEnd(40)} ~${kib(p.gzip).padStart(7)} KiB gzip`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const topIdx = args.indexOf('--top');
  const file = args.find((a, i) => !a.startsWith('--') && i !== topIdx + 1) || defaultReport;
  const top = topIdx >= 0 ? Number(args[topIdx + 1]) : 12;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(printAnalysis(analyze(report), { top }));
}
