/**
 * The figures of 用户统计, computed by the server (the mock calls this over its stored answers) — one
 * definition of every number the charts and their tables show.
 *
 * - Satisfaction of a group of answers = the mean of every rating (1–5) given in them, over all rating
 *   questions (pooled, not a mean of means), rounded to 2 decimals; null when no rating was given.
 * - Per question: rating questions only — count, mean and how many gave 1…5.
 * - Response rate (of a survey, or of all chosen ones) = customers who answered (in the period) / customers of the customers
 *   table, rounded to 4 decimals (0.2531 = 25.31 %). One answer per customer and survey, so a customer
 *   counts once.
 * - Month and period are business dates (China time, UTC+8) of `answeredAt`; `from` / `to` are
 *   inclusive 'YYYY-MM-DD'.
 */
import { businessDate, type Values } from '../engine';
import type { SurveyAnswer } from './answers';
import { questionsOf } from './definition';

export interface StatisticsFilter {
  surveyId?: string;
  from?: string;
  to?: string;
}

export interface Figure {
  answers: number;
  satisfaction: number | null;
}

export interface QuestionFigure extends Figure {
  surveyId: string;
  surveyCode: string;
  /** 1-based number of the question in its survey */
  question: number;
  text: string;
  /** how many rated 1, 2, 3, 4, 5 */
  distribution: number[];
}

export interface SurveyFigure extends Figure {
  surveyId: string;
  code: string;
  title: string;
  status: string;
  respondents: number;
  responseRate: number;
}

export interface SurveyStatistics {
  totals: Figure & { respondents: number; customers: number; surveys: number; responseRate: number };
  perQuestion: QuestionFigure[];
  perSurvey: SurveyFigure[];
  byMonth: Array<Figure & { month: string }>;
  byCustomer: Array<Figure & { customerId: string; customerName: string }>;
  byRegion: Array<Figure & { region: string }>;
}

const round = (n: number, places: number) => Math.round((n + Number.EPSILON) * 10 ** places) / 10 ** places;

/** Sum and count of ratings, folded into a Figure. */
class Acc {
  answers = 0;
  sum = 0;
  count = 0;
  add(ratings: number[]) {
    this.answers += 1;
    for (const r of ratings) {
      this.sum += r;
      this.count += 1;
    }
  }
  figure(): Figure {
    return { answers: this.answers, satisfaction: this.count ? round(this.sum / this.count, 2) : null };
  }
}

function group<K>(map: Map<K, Acc>, key: K): Acc {
  let acc = map.get(key);
  if (!acc) map.set(key, (acc = new Acc()));
  return acc;
}

export function inPeriod(answeredAt: string, filter: StatisticsFilter): boolean {
  const day = businessDate(Date.parse(answeredAt));
  return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
}

/**
 * The statistics of `answers` to `surveys` (published or closed ones; drafts have none) that match the
 * filter. `customers` = how many customers the customers table holds (the base of response rates).
 */
export function surveyStatistics(surveys: Values[], answers: SurveyAnswer[], customers: number, filter: StatisticsFilter = {}): SurveyStatistics {
  const chosen = surveys.filter((s) => s.status !== 'DRAFT' && (!filter.surveyId || s.id === filter.surveyId));
  const byId = new Map(chosen.map((s) => [String(s.id), s]));
  const ratingIdx = new Map(chosen.map((s) => [String(s.id), questionsOf(s).flatMap((q, i) => (q.type === 'RATING' ? [i] : []))]));

  const total = new Acc();
  const perSurvey = new Map<string, Acc>();
  const respondents = new Map<string, Set<string>>();
  const perQuestion = new Map<string, { sum: number; count: number; distribution: number[] }>();
  const byMonth = new Map<string, Acc>();
  const byCustomer = new Map<string, Acc>();
  const customerNames = new Map<string, string>();
  const byRegion = new Map<string, Acc>();

  for (const a of answers) {
    if (!byId.has(a.surveyId) || !inPeriod(a.answeredAt, filter)) continue;
    const idx = ratingIdx.get(a.surveyId) ?? [];
    const ratings: number[] = [];
    for (const i of idx) {
      const v = a.answers[i];
      if (typeof v !== 'number') continue;
      ratings.push(v);
      const q = (perQuestion.get(`${a.surveyId}#${i}`) ??
        perQuestion.set(`${a.surveyId}#${i}`, { sum: 0, count: 0, distribution: [0, 0, 0, 0, 0] }).get(`${a.surveyId}#${i}`))!;
      q.sum += v;
      q.count += 1;
      q.distribution[v - 1] += 1;
    }
    total.add(ratings);
    group(perSurvey, a.surveyId).add(ratings);
    (respondents.get(a.surveyId) ?? respondents.set(a.surveyId, new Set()).get(a.surveyId))!.add(a.customerId);
    group(byMonth, businessDate(Date.parse(a.answeredAt)).slice(0, 7)).add(ratings);
    group(byCustomer, a.customerId).add(ratings);
    customerNames.set(a.customerId, a.customerName);
    group(byRegion, a.region).add(ratings);
  }

  const everyone = new Set([...respondents.values()].flatMap((s) => [...s]));
  const rate = (n: number) => (customers > 0 ? round(n / customers, 4) : 0);
  return {
    totals: { ...total.figure(), respondents: everyone.size, customers, surveys: chosen.length, responseRate: rate(everyone.size) },
    perQuestion: chosen.flatMap((s) =>
      questionsOf(s).flatMap((q, i) => {
        if (q.type !== 'RATING') return [];
        const f = perQuestion.get(`${s.id}#${i}`) ?? { sum: 0, count: 0, distribution: [0, 0, 0, 0, 0] };
        return [
          {
            surveyId: String(s.id),
            surveyCode: String(s.code ?? ''),
            question: i + 1,
            text: q.text,
            answers: f.count,
            satisfaction: f.count ? round(f.sum / f.count, 2) : null,
            distribution: f.distribution,
          },
        ];
      }),
    ),
    perSurvey: chosen.map((s) => {
      const n = respondents.get(String(s.id))?.size ?? 0;
      const f = perSurvey.get(String(s.id))?.figure() ?? { answers: 0, satisfaction: null };
      return {
        surveyId: String(s.id),
        code: String(s.code ?? ''),
        title: String(s.title ?? ''),
        status: String(s.status),
        ...f,
        respondents: n,
        responseRate: rate(n),
      };
    }),
    byMonth: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, acc]) => ({ month, ...acc.figure() })),
    byCustomer: [...byCustomer.entries()]
      .map(([customerId, acc]) => ({ customerId, customerName: customerNames.get(customerId) ?? customerId, ...acc.figure() }))
      .sort((a, b) => b.answers - a.answers || a.customerId.localeCompare(b.customerId)),
    byRegion: [...byRegion.entries()]
      .map(([region, acc]) => ({ region, ...acc.figure() }))
      .sort((a, b) => b.answers - a.answers || a.region.localeCompare(b.region)),
  };
}

/** A filter from a query string: ids and dates checked; the issue key of the first bad one. */
export function statisticsFilter(query: Values): { filter?: StatisticsFilter; problem?: string } {
  const DATE = /^\d{4}-\d{2}-\d{2}$/;
  const out: StatisticsFilter = {};
  for (const key of ['surveyId', 'from', 'to'] as const) {
    const v = query[key];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string' || (key === 'surveyId' ? !/^[A-Za-z0-9_-]{1,64}$/.test(v) : !DATE.test(v) || Number.isNaN(Date.parse(v))))
      return { problem: `surveyStatistics.validation.${key}` };
    out[key] = v;
  }
  if (out.from && out.to && out.from > out.to) return { problem: 'surveyStatistics.validation.period' };
  return { filter: out };
}
