/**
 * The dashboard's Excel export: one row per figure, then one per group of the breakdown shown. The
 * browser writes the .xlsx file (write-excel-file, loaded only when someone exports); text that a
 * spreadsheet would run as a formula is neutralised.
 */
import { neutraliseCell } from '@/domain/spreadsheet';
import dayjs from 'dayjs';
import { percent, type FigureAnswer, type GroupRow, type IndicatorsAnswer } from '@/domain/indicators';
import { figureTitle, medianText, type T } from './texts';

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
        return { value: typeof value === 'string' ? neutraliseCell(value) : value };
      }),
    ),
  ];
  const fileName = `${baseName}-${dayjs().format('YYYYMMDD-HHmmss')}.xlsx`;
  await writeXlsxFile(data, { columns: columns.map((c) => ({ width: c.width ?? 18 })) }).toFile(fileName);
  return fileName;
}

interface Line {
  figure: FigureAnswer;
  group?: GroupRow;
}

export function exportSheet(data: IndicatorsAnswer, t: T): { columns: ExportColumn<Line>[]; rows: Line[] } {
  const period = t('indicators.period.range', { ...data.period });
  const value = (l: Line) => l.group ?? l.figure;
  const columns: ExportColumn<Line>[] = [
    { header: t('indicators.col.figure'), value: (l) => figureTitle(t, l.figure.key), width: 22 },
    { header: t('indicators.col.group'), value: (l) => l.group?.label ?? '', width: 24 },
    { header: t('indicators.col.period'), value: () => period, width: 26 },
    { header: t('indicators.col.share'), value: (l) => percent(value(l).share) ?? '' },
    { header: t('indicators.col.measured'), value: (l) => value(l).measured },
    { header: t('indicators.col.met'), value: (l) => value(l).met },
    { header: t('indicators.col.records'), value: (l) => value(l).count },
    { header: t('indicators.col.median'), value: (l) => medianText(t, { unit: l.figure.unit, median: value(l).median }) ?? '' },
    { header: t('indicators.col.previous'), value: (l) => (l.group ? '' : (percent(l.figure.previous?.share ?? null) ?? '')) },
  ];
  const groups = data.groups?.figures ?? {};
  const rows = data.figures.flatMap((figure) => [{ figure }, ...(groups[figure.key] ?? []).map((group) => ({ figure, group }))]);
  return { columns, rows };
}
