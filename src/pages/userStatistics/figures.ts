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

/** a label line's width in half-width characters, and the most lines a bar's label takes */
const LINE_UNITS = 22;
const MAX_LINES = 3;

/**
 * A long category (a survey's title, a question) in lines that fit beside the bars — G2 draws "\n" as a
 * line break; a CJK character counts two units, a Latin one one; Latin text breaks at a space where it can.
 */
export function inLines(label: string): string {
  const lines: string[] = [];
  let line = '';
  let units = 0;
  for (const ch of label) {
    const w = /[\u2e80-\uffef]/.test(ch) ? 2 : 1;
    if (units + w > LINE_UNITS) {
      const space = line.lastIndexOf(' ');
      const cut = space > LINE_UNITS / 2 ? space : line.length;
      lines.push(line.slice(0, cut).trimEnd());
      line = line.slice(cut).trimStart();
      units = [...line].reduce((n, c) => n + (/[\u2e80-\uffef]/.test(c) ? 2 : 1), 0);
    }
    line += ch;
    units += w;
  }
  if (line) lines.push(line);
  return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES - 1), `${lines[MAX_LINES - 1]}…`].join('\n') : lines.join('\n');
}

type T = (id: string, values?: Record<string, string | number>) => string;

export function sections(data: StatisticsAnswer, t: T, regionLabel: (code: string) => string): Section[] {
  const sat = (v: number | null) => (v === null ? t('surveyStatistics.noRating') : v.toFixed(2));
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  const answers: Column = { key: 'answers', title: t('surveyStatistics.col.answers'), cell: (r) => String(r.answers), numeric: true };
  const satisfaction: Column = { key: 'satisfaction', title: t('surveyStatistics.col.satisfaction'), cell: (r) => sat(r.satisfaction), numeric: true };
  const survey: Column = { key: 'survey', title: t('surveyStatistics.col.survey'), cell: (r) => `${r.code} ${r.title}` };
  // newest survey first, in the charts too (bars of long titles, newest on top)
  const perSurvey = [...data.perSurvey].sort((a, b) => b.code.localeCompare(a.code));
  // a survey's bar reads by its title; two surveys of the same title are told apart by their codes
  const titles = new Map<string, number>();
  for (const r of perSurvey) titles.set(r.title, (titles.get(r.title) ?? 0) + 1);
  const surveyLabel = (r: { code: string; title: string }) =>
    (titles.get(r.title) ?? 0) > 1 ? t('surveyStatistics.surveyWithCode', { title: r.title, code: r.code }) : r.title;
  return [
    {
      key: 'perSurvey',
      title: t('surveyStatistics.chart.perSurvey'),
      rows: perSurvey,
      columns: [survey, answers, satisfaction],
      chart: { kind: 'bar', x: surveyLabel, y: (r) => r.satisfaction },
    },
    {
      key: 'responseRate',
      title: t('surveyStatistics.totals.responseRate'),
      rows: perSurvey,
      columns: [
        survey,
        { key: 'respondents', title: t('surveyStatistics.col.respondents'), cell: (r) => String(r.respondents), numeric: true },
        { key: 'responseRate', title: t('surveyStatistics.col.responseRate'), cell: (r) => pct(r.responseRate), numeric: true },
      ],
      chart: { kind: 'bar', x: surveyLabel, y: (r) => r.responseRate, percent: true },
    },
    {
      key: 'perQuestion',
      title: t('surveyStatistics.chart.perQuestion'),
      rows: data.perQuestion,
      columns: [
        {
          key: 'question',
          title: t('surveyStatistics.col.question'),
          cell: (r) => `${r.surveyCode} · ${t('surveysList.page.questionNo', { n: r.question })} ${r.text}`,
        },
        answers,
        satisfaction,
        { key: 'distribution', title: t('surveyStatistics.col.distribution'), cell: (r) => (r.distribution as number[]).join(' / ') },
      ],
      chart: {
        kind: 'bar',
        x: (r) => `${data.perSurvey.length > 1 ? `${r.surveyCode} ` : ''}${t('surveysList.page.questionNo', { n: r.question })} ${r.text}`,
        y: (r) => r.satisfaction,
      },
    },
    {
      key: 'byMonth',
      title: t('surveyStatistics.chart.byMonth'),
      rows: data.byMonth,
      columns: [{ key: 'month', title: t('surveyStatistics.col.month'), cell: (r) => r.month }, answers, satisfaction],
      chart: { kind: 'line', x: (r) => r.month, y: (r) => r.satisfaction },
    },
    {
      key: 'byCustomer',
      title: t('surveyStatistics.chart.byCustomer'),
      rows: data.byCustomer,
      columns: [{ key: 'customer', title: t('surveyStatistics.col.customer'), cell: (r) => r.customerName }, answers, satisfaction],
      chart: { kind: 'bar', x: (r) => r.customerName, y: (r) => r.satisfaction },
    },
    {
      key: 'byRegion',
      title: t('surveyStatistics.chart.byRegion'),
      rows: data.byRegion,
      columns: [{ key: 'region', title: t('surveyStatistics.col.region'), cell: (r) => regionLabel(r.region) }, answers, satisfaction],
      chart: { kind: 'column', x: (r) => regionLabel(r.region), y: (r) => r.satisfaction },
    },
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
