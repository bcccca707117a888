/**
 * Static figures of a build (deterministic): what dist/index.html loads directly, and the totals of
 * all JS and CSS in dist/. gzip sizes use zlib level 9 — the same bytes every time for the same
 * file, so the bundle budget (tests/budget) can compare them exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** Paths (relative to dist) of the scripts and stylesheets index.html references, in order. */
export function indexAssets(html) {
  const out = [];
  const re = /<(script|link)\b[^>]*>/gi;
  let m;
  while ((m = re.exec(html))) {
    const tag = m[0];
    const attr = (name) => (tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i')) || [])[1];
    if (m[1].toLowerCase() === 'script') {
      const src = attr('src');
      if (src) out.push({ type: 'js', url: src });
    } else if (/stylesheet/i.test(attr('rel') || '')) {
      const href = attr('href');
      if (href) out.push({ type: 'css', url: href });
    }
  }
  return out;
}

function fileFigures(dist, rel) {
  const buf = fs.readFileSync(path.join(dist, rel));
  return { file: rel, raw: buf.length, gzip: gzipSize(buf) };
}

const sum = (xs, k) => xs.reduce((s, x) => s + x[k], 0);

/** Figures of the build in `dist`. Throws when dist/index.html is missing. */
export function staticFigures(dist) {
  const htmlPath = path.join(dist, 'index.html');
  if (!fs.existsSync(htmlPath)) throw new Error(`${htmlPath} not found — build first (npx max build)`);
  const html = fs.readFileSync(htmlPath, 'utf8');
  const initial = indexAssets(html).map(({ type, url }) => {
    if (/^(https?:)?\/\//.test(url)) throw new Error(`index.html loads an external asset: ${url}`);
    const rel = url.replace(/^\//, '').split(/[?#]/)[0];
    if (!fs.existsSync(path.join(dist, rel))) throw new Error(`index.html loads ${url}, not in ${dist}`);
    return { type, ...fileFigures(dist, rel) };
  });
  const all = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(path.join(dist, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (/\.(js|css)$/.test(e.name)) all.push({ type: e.name.endsWith('.css') ? 'css' : 'js', ...fileFigures(dist, rel) });
    }
  };
  walk('');
  const of = (xs, type) => xs.filter((x) => x.type === type);
  return {
    index: {
      files: initial,
      js: { raw: sum(of(initial, 'js'), 'raw'), gzip: sum(of(initial, 'js'), 'gzip') },
      css: { raw: sum(of(initial, 'css'), 'raw'), gzip: sum(of(initial, 'css'), 'gzip') },
      gzip: sum(initial, 'gzip'),
    },
    total: {
      js: { files: of(all, 'js').length, raw: sum(of(all, 'js'), 'raw'), gzip: sum(of(all, 'js'), 'gzip') },
      css: { files: of(all, 'css').length, raw: sum(of(all, 'css'), 'raw'), gzip: sum(of(all, 'css'), 'gzip') },
    },
    largest: all.sort((a, b) => b.gzip - a.gzip).slice(0, 8),
  };
}
