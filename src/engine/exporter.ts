/**
 * Export of a resource list: every row matching the current filter (the export endpoint answers all
 * of them, not one page) written as CSV or Excel with the labels users read in the table; text that a
 * spreadsheet would run as a formula is neutralised in both (src/domain/spreadsheet.ts). The Excel
 * writer (write-excel-file) is loaded only when a user asks for Excel.
 */
import { recordHrefIn } from '@/domain/links';
import { neutraliseCell } from '@/domain/spreadsheet';
import { tableFields, type FieldDef, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import type { ResourceText } from './text';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The header and the rows as text, in table column order, and a last column with each record's
 * address (`origin` + `/<route>?id=<id>`: opens the record's detail in the portal).
 */
export function exportTable(
  def: ResourceDef,
  rows: ResourceRecord[],
  text: ResourceText,
  origin = '',
): { header: string[]; body: string[][]; fields: FieldDef[] } {
  const fields = tableFields(def);
  const header = [...fields.map((f) => text.label(f)), text.t('resource.export.link')];
  const body = rows.map((row) => [...fields.map((f) => text.show(f, row)), `${origin}${recordHrefIn(def.page, def.key, row.id)}`]);
  return { header, body, fields };
}

export function toCsv(header: string[], body: string[][]): string {
  const cell = (s: string) => {
    const v = neutraliseCell(s);
    return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  };
  // BOM so that Excel opens UTF-8 Chinese correctly
  return `\ufeff${[header, ...body].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 2000);
}

export function exportFileName(name: string, format: ExportFormat, now = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}`;
  return `${name}-${stamp}.${format}`;
}

export async function toXlsx(sheet: string, header: string[], body: string[][], fields: FieldDef[], rows: ResourceRecord[]): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const numeric = (f: FieldDef) => f.type === 'money' || f.type === 'number' || f.type === 'integer';
  const data = [
    header.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...body.map((r, i) =>
      r.map((v, c) => {
        const f = fields[c];
        const link = r[r.length - 1];
        // the code opens the record (the last column holds its address)
        if (f?.key === 'code' && link)
          return { type: 'Formula', value: `HYPERLINK("${link.replace(/"/g, '""')}","${v.replace(/"/g, '""')}")`, color: '#1677ff' };
        if (!f) return { value: v, type: String };
        const raw = rows[i][f.key];
        if (numeric(f) && typeof raw === 'number') return { value: raw, type: Number, ...(f.type === 'money' ? { format: '#,##0.00' } : {}) };
        return { value: neutraliseCell(v), type: String };
      }),
    ),
  ];
  const columns = header.map((h, c) => ({ width: Math.min(40, Math.max(10, h.length * 2, ...body.slice(0, 200).map((r) => (r[c] ?? '').length + 2))) }));
  return writeExcelFile(data as never, { sheet: sheet.slice(0, 31), columns, stickyRowsCount: 1 } as never).toBlob();
}
