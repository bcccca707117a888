/**
 * Excel export of the log pages: the server answers every matching row (up to its cap) and the
 * browser writes the .xlsx file. write-excel-file is loaded only when someone exports.
 */
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
    ...rows.map((row) => columns.map((c) => ({ value: c.value(row) }))),
  ];
  const fileName = `${baseName}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`;
  await writeXlsxFile(data, { columns: columns.map((c) => ({ width: c.width ?? 18 })) }).toFile(fileName);
  return fileName;
}
