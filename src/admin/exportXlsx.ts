/**
 * Excel export of the log pages: the server answers every matching row (up to its cap) and the
 * browser writes the .xlsx file; text that a spreadsheet would run as a formula is neutralised.
 * write-excel-file is loaded only when someone exports.
 */
import { neutraliseCell } from '@/domain/spreadsheet';
import dayjs from 'dayjs';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number;
  width?: number;
}

export async function exportXlsx<T>(baseName: string, columns: ExportColumn<T>[], rows: T[]): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      columns.map((c) => {
        const value = c.value(row);
        // logged text is users' text: a cell a spreadsheet would run as a formula is neutralised
        return { value: typeof value === 'string' ? neutraliseCell(value) : value };
      }),
    ),
  ];
  const fileName = `${baseName}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`;
  await writeXlsxFile(data, { columns: columns.map((c) => ({ width: c.width ?? 18 })) }).toFile(fileName);
  return fileName;
}
