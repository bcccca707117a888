/**
 * The tables behind the charts of 用户统计: one definition per section (its rows, columns and how a
 * cell reads), used by the table beside each chart and by the export — so what is exported is what is
 * shown. The numbers themselves are the server's (src/domain/surveys/statistics.ts).
 */
import type { StatisticsAnswer } from '@/services/surveys';

export type SectionKey = 'perSurvey' | 'responseRate' | 'perQuestion' | 'byMonth' | 'byCustomer' | 'byRegion';

export interface Column {
  key: string;
  title: string;
  cell: (row: any) => string;
  numeric?: boolean;
}

export interface Section {
  key: SectionKey;
  title: string;
  rows: any[];
  columns: Column[];
  /** the chart: category and value of each row (null values are left out) */
  chart: { kind: 'column' | 'line' | 'bar'; x: (row: any) => string; y: (row: any) => number | null; percent?: boolean };
}

type T = (id: string, values?: Record<string, string | number>) => string;

export function sections(data: StatisticsAnswer, t: T, regionLabel: (code: string) => string): Section[] {
  const sat = (v: number | null) => (v === null ? t('surveyStatistics.noRating') : v.toFixed(2));
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  const answers: Column = { key: 'answers', title: t('surveyStatistics.col.answers'), cell: (r) => String(r.answers), numeric: true };
  const satisfaction: Column = { key: 'satisfaction', title: t('surveyStatistics.col.satisfaction'), cell: (r) => sat(r.satisfaction), numeric: true };
  const survey: Column = { key: 'survey', title: t('surveyStatistics.col.survey'), cell: (r) => `${r.code} ${r.title}` };
  // newest survey first (the charts show the most recent ones, oldest on the left)
  const perSurvey = [...data.perSurvey].sort((a, b) => b.code.localeCompare(a.code));
  return [
    { key: 'perSurvey', title: t('surveyStatistics.chart.perSurvey'), rows: perSurvey, columns: [survey, answers, satisfaction], chart: { kind: 'column', x: (r) => r.code, y: (r) => r.satisfaction } },
    {
      key: 'responseRate',
      title: t('surveyStatistics.totals.responseRate'),
      rows: perSurvey,
      columns: [survey, { key: 'respondents', title: t('surveyStatistics.col.respondents'), cell: (r) => String(r.respondents), numeric: true }, { key: 'responseRate', title: t('surveyStatistics.col.responseRate'), cell: (r) => pct(r.responseRate), numeric: true }],
      chart: { kind: 'column', x: (r) => r.code, y: (r) => r.responseRate, percent: true },
    },
    {
      key: 'perQuestion',
      title: t('surveyStatistics.chart.perQuestion'),
      rows: data.perQuestion,
      columns: [
        { key: 'question', title: t('surveyStatistics.col.question'), cell: (r) => `${r.surveyCode} · ${t('surveysList.page.questionNo', { n: r.question })} ${r.text}` },
        answers,
        satisfaction,
        { key: 'distribution', title: t('surveyStatistics.col.distribution'), cell: (r) => (r.distribution as number[]).join(' / ') },
      ],
      chart: { kind: 'bar', x: (r) => `${data.perSurvey.length > 1 ? `${r.surveyCode} ` : ''}${t('surveysList.page.questionNo', { n: r.question })} ${r.text}`, y: (r) => r.satisfaction },
    },
    { key: 'byMonth', title: t('surveyStatistics.chart.byMonth'), rows: data.byMonth, columns: [{ key: 'month', title: t('surveyStatistics.col.month'), cell: (r) => r.month }, answers, satisfaction], chart: { kind: 'line', x: (r) => r.month, y: (r) => r.satisfaction } },
    { key: 'byCustomer', title: t('surveyStatistics.chart.byCustomer'), rows: data.byCustomer, columns: [{ key: 'customer', title: t('surveyStatistics.col.customer'), cell: (r) => r.customerName }, answers, satisfaction], chart: { kind: 'bar', x: (r) => r.customerName, y: (r) => r.satisfaction } },
    { key: 'byRegion', title: t('surveyStatistics.chart.byRegion'), rows: data.byRegion, columns: [{ key: 'region', title: t('surveyStatistics.col.region'), cell: (r) => regionLabel(r.region) }, answers, satisfaction], chart: { kind: 'column', x: (r) => regionLabel(r.region), y: (r) => r.satisfaction } },
  ];
}

/** Every section as one sheet: its title, its header, its rows, a blank line. */
export function exportSheet(all: Section[]): { header: string[]; body: string[][] } {
  const width = Math.max(...all.map((s) => s.columns.length));
  const pad = (row: string[]) => [...row, ...Array(width - row.length).fill('')];
  const body: string[][] = [];
  all.forEach((s, i) => {
    if (i > 0) body.push(pad([]));
    body.push(pad([s.title]), pad(s.columns.map((c) => c.title)), ...s.rows.map((r) => pad(s.columns.map((c) => c.cell(r)))));
  });
  return { header: body[0], body: body.slice(1) };
}
