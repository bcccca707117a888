/**
 * THE rule for rich text (a field declared `type: 'richText'`, e.g. the body of a CBB post): the server
 * stores only an allow-listed subset of HTML — what the portal's editor (tiptap with its starter kit)
 * writes — and nothing else. Plain TypeScript with its own small scanner, because the mock has no DOM
 * (DOMPurify needs one); the pages render stored HTML through DOMPurify as a second wall.
 *
 * What survives `sanitizeHtml`:
 * - the tags of RICH_TAGS (paragraphs, headings 1–3, bold / italic / strike / underline, inline code
 *   and code blocks, quotes, lists, horizontal rules, line breaks, links);
 * - one attribute: `href` of `<a>`, when it is http(s), mailto, or a path of this site (`/…`, `#…`);
 *   links get `target="_blank" rel="noopener noreferrer nofollow"` from here, never from the input.
 * What goes, silently (the text is kept as text, escaped):
 * - every other attribute: event handlers (`onerror`, `onload`…), `style`, `class`, `src`, `srcdoc`…;
 * - script, style, iframe, object, embed, svg, math, template and the like WITH their content;
 * - any other tag (its text stays), comments, doctypes, processing instructions, CDATA;
 * - `javascript:`, `data:`, `vbscript:` (and entity- or whitespace-disguised ones) URLs.
 * The output is well formed: unclosed tags are closed, stray closing tags dropped.
 */

/** Tags the editor writes and the server keeps. */
export const RICH_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
]);
const VOID = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
  'head',
  'applet',
]);
const URL_SCHEMES = new Set(['http', 'https', 'mailto']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Decodes character references (named basics and numeric) — for attribute checks and plain text. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named = NAMED[ref.toLowerCase()];
    return named ?? m;
  });
}

const escapeText = (s: string) =>
  s
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link target the portal keeps, or null: http(s) / mailto, or a path of this site. */
export function safeHref(raw: string): string | null {
  // browsers ignore control characters and whitespace inside a scheme: "java\tscript:" is javascript:
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value || value.length > 2000) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme) return URL_SCHEMES.has(scheme[1].toLowerCase()) ? value : null;
  if (value.startsWith('//') || value.startsWith('\\')) return null;
  return value.startsWith('/') || value.startsWith('#') ? value : null;
}

interface Tag {
  name: string;
  closing: boolean;
  attrs: Array<[string, string]>;
  /** index just after '>' */
  end: number;
}

/** Reads a tag starting at `<` (html[i]); null when it is not a tag (then '<' is text). */
function readTag(html: string, i: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(i, i + 80));
  if (!head) return null;
  let j = i + head[0].length;
  const attrs: Array<[string, string]> = [];
  while (j < html.length) {
    const c = html[j];
    if (c === '>') return { name: head[2].toLowerCase(), closing: head[1] === '/', attrs, end: j + 1 };
    if (/[\s/]/.test(c)) {
      j++;
      continue;
    }
    const m = /^([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/.exec(html.slice(j));
    if (!m) {
      j++;
      continue;
    }
    attrs.push([m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']);
    j += m[0].length;
  }
  return null; // never closed: not a tag
}

/** Index after the element `name` that opened just before `from` ends (nesting counted), or -1. */
function skipElement(html: string, name: string, from: number): number {
  const re = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'gi');
  re.lastIndex = from;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : m[0].endsWith('/>') ? 0 : 1;
    if (depth === 0) return re.lastIndex;
  }
  return -1;
}

function openTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = tag.attrs.find(([k]) => k === 'href');
  const safe = href ? safeHref(href[1]) : null;
  return safe ? `<a href="${escapeAttr(safe)}" target="_blank" rel="noopener noreferrer nofollow">` : '<a>';
}

/** The allow-listed form of `html` (see the module comment). Idempotent. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    // comments, doctypes, processing instructions, CDATA: dropped
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) {
        const after = skipElement(html, tag.name, i);
        if (after >= 0) i = after;
      }
      continue;
    }
    if (!RICH_TAGS.has(tag.name)) continue;
    if (VOID.has(tag.name)) {
      if (!tag.closing) out += `<${tag.name}>`;
      continue;
    }
    if (!tag.closing) {
      out += openTag(tag);
      open.push(tag.name);
      continue;
    }
    const at = open.lastIndexOf(tag.name);
    if (at < 0) continue; // a stray closing tag
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The text of rich text: tags removed, references decoded, white space collapsed (excerpts, search). */
export function htmlToText(html: string): string {
  return decodeEntities(
    sanitizeHtml(html)
      .replace(/<\/(p|h[1-3]|li|blockquote|pre)>|<br>/g, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
