/**
 * Small real files for the knowledge seeds, generated: PDFs (a technical material's revision, with
 * Chinese text, readable in the browser's PDF viewer) and PNGs (a product's picture, see drawings.ts).
 * Deterministic: the same inputs give the same bytes.
 */
import { deflateSync } from 'node:zlib';

/** One item on a PDF page: a line of text at (x, y) in points from the bottom left, or a ruled line. */
export type PdfItem = { text: string; x: number; y: number; size?: number } | { line: [x1: number, y1: number, x2: number, y2: number]; width?: number };

/** Text as UTF-16BE hex for the UniGB-UCS2-H encoding (characters beyond the BMP become '?'). */
const hex = (s: string) => [...s].map((c) => (c.codePointAt(0)! > 0xffff ? 0x3f : c.codePointAt(0)!).toString(16).padStart(4, '0')).join('');

function contentOf(items: PdfItem[]): string {
  return items
    .map((it) =>
      'text' in it
        ? `BT /F1 ${it.size ?? 10} Tf ${it.x} ${it.y} Td <${hex(it.text)}> Tj ET`
        : `${it.width ?? 0.6} w ${it.line[0]} ${it.line[1]} m ${it.line[2]} ${it.line[3]} l S`,
    )
    .join('\n');
}

/**
 * An A4 PDF of the given pages. The text is set in STSong-Light, one of the standard CJK fonts every
 * PDF reader provides (nothing embedded), encoded UniGB-UCS2-H — so Chinese and Latin text both show.
 */
export function pdfOf(pages: PdfItem[][], title = ''): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesId = add('');
  const descriptor = add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`,
  );
  const font = add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`);
  const kids: number[] = [];
  for (const items of pages) {
    const text = contentOf(items);
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title <feff${hex(title)}> /Producer (After-sales portal demo library) >>`);
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** What a reader of a PDF checks first: its header, its pages, a cross-reference table that points at the objects. */
export function pdfProblems(bytes: Buffer): string[] {
  const s = bytes.toString('latin1');
  const problems: string[] = [];
  if (!s.startsWith('%PDF-1.')) problems.push('no PDF header');
  if (!s.trimEnd().endsWith('%%EOF')) problems.push('no %%EOF');
  const start = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(s)?.[1]);
  if (!s.startsWith('xref', start)) return [...problems, 'startxref does not point at the xref table'];
  const entries = s
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((l) => / n $/.test(l));
  entries.forEach((l, i) => {
    if (!s.startsWith(`${i + 1} 0 obj`, Number(l.slice(0, 10)))) problems.push(`object ${i + 1} is not at its xref offset`);
  });
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(s)?.[1] ?? 0);
  if (pages < 1) problems.push('no pages');
  if ((s.match(/\/Type \/Page /g) ?? []).length !== pages) problems.push('page count differs from the pages');
  return problems;
}

/** The text shown on a seeded PDF's pages (decoded from the content streams), for checks. */
export function pdfText(bytes: Buffer): string {
  const s = bytes.toString('latin1');
  return [...s.matchAll(/<([0-9a-f]+)> Tj/g)]
    .map((m) =>
      m[1]
        .match(/.{4}/g)!
        .map((h) => String.fromCharCode(parseInt(h, 16)))
        .join(''),
    )
    .join('\n');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG of an RGB image (`rgb`: width × height × 3 bytes, rows top to bottom). */
export function pngOf(width: number, height: number, rgb: Uint8Array): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) rows.push(Buffer.concat([Buffer.from([0]), Buffer.from(rgb.subarray(y * width * 3, (y + 1) * width * 3))]));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
