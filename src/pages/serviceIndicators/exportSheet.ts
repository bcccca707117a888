/** The dashboard's Excel export: one row per figure, then one per group of the breakdown shown. */
import type { ExportColumn } from '@/admin/exportXlsx';
import { percent, type FigureAnswer, type GroupRow, type IndicatorsAnswer } from '@/domain/indicators';
import { figureTitle, medianText, type T } from './texts';

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
