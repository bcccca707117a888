/**
 * One customer's answer to a published survey, and THE check of a submitted answer — run by the
 * answer view before sending and by the mock before storing (nothing is stored unless it passes).
 *
 * Wire shape (POST …/surveysList/:id/answers): `{ customerId, region, answers }` where `answers[i]`
 * answers question i of the survey, in its order:
 *   SINGLE → one of its options (string) · MULTIPLE → distinct options (string[]) ·
 *   RATING → an integer 1–5 · TEXT → plain text (src/domain/text.ts), ≤ ANSWER_TEXT_MAX.
 * An unanswered optional question is `null` (also accepted: absent, '' or []). A required one must be
 * answered. The region is the responding unit's (an airline answers from one of its bases).
 */
import type { DictionaryCheck, Issue, Values } from '../engine';
import { textProblem, textProblemKey } from '../text';
import { RATING_MAX, RATING_MIN, type Question } from './definition';

export const ANSWER_TEXT_MAX = 1000;
export const CUSTOMER_DICT = 'customer';
export const REGION_DICT = 'region';

export type AnswerValue = string | string[] | number | null;

export interface SurveyAnswer {
  id: string;
  surveyId: string;
  customerId: string;
  customerName: string;
  region: string;
  answers: AnswerValue[];
  answeredAt: string;
  answeredByNo: string;
  answeredByName: string;
}

export interface AnswerSubmission {
  customerId: string;
  region: string;
  answers: AnswerValue[];
}

/** The issue field of question i (0-based): the answer view puts the message under that question. */
export const answerField = (i: number) => `answers.${i}`;

const KEYS = new Set(['customerId', 'region', 'answers']);
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The problem of one answer to one question, as a locale key, or null. */
export function answerProblem(q: Question, v: unknown): { message: string; params?: Record<string, string | number> } | null {
  if (isEmpty(v)) return q.required ? { message: 'surveysList.answer.required' } : null;
  switch (q.type) {
    case 'SINGLE':
      return typeof v === 'string' && q.options.includes(v) ? null : { message: 'surveysList.answer.option' };
    case 'MULTIPLE': {
      if (!Array.isArray(v) || !v.every((o) => typeof o === 'string' && q.options.includes(o))) return { message: 'surveysList.answer.option' };
      return new Set(v).size === v.length ? null : { message: 'surveysList.answer.optionTwice' };
    }
    case 'RATING':
      return typeof v === 'number' && Number.isInteger(v) && v >= RATING_MIN && v <= RATING_MAX
        ? null
        : { message: 'surveysList.answer.rating', params: { min: RATING_MIN, max: RATING_MAX } };
    case 'TEXT': {
      if (typeof v !== 'string') return { message: 'surveysList.answer.textType' };
      if (v.length > ANSWER_TEXT_MAX) return { message: 'surveysList.answer.textLength', params: { max: ANSWER_TEXT_MAX } };
      const p = textProblem(v, { multiline: true });
      return p ? { message: textProblemKey(p), params: { label: 'surveysList.answer.text' } } : null;
    }
    default:
      return { message: 'surveysList.answer.option' };
  }
}

/**
 * Check a submission against the survey's questions and the dictionaries (customer, region).
 * Returns the issues (field `customerId` / `region` / `answers`, or `answers.<i>` for question i, whose
 * message reads "第 n 题：…") or the cleaned submission (an unanswered question as null; text stored as
 * typed).
 */
export function checkSubmission(questions: Question[], body: unknown, dictionary: DictionaryCheck): { issues: Issue[]; value?: AnswerSubmission } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { issues: [{ message: 'resource.validation.type', params: { label: 'surveysList.answer.title' } }] };
  const b = body as Values;
  const issues: Issue[] = [];
  for (const key of Object.keys(b)) if (!KEYS.has(key)) issues.push({ message: 'resource.validation.unknownField', params: { field: key.slice(0, 60) } });
  const pick = (field: 'customerId' | 'region', dict: string, label: string) => {
    const v = b[field];
    if (isEmpty(v)) issues.push({ field, message: 'resource.validation.required', params: { label } });
    else if (typeof v !== 'string' || dictionary(dict, v) !== 'ok') issues.push({ field, message: 'resource.validation.option', params: { label } });
  };
  pick('customerId', CUSTOMER_DICT, 'surveysList.answer.customer');
  pick('region', REGION_DICT, 'surveysList.answer.region');
  const raw = b.answers;
  if (!Array.isArray(raw) || raw.length !== questions.length) {
    issues.push({ field: 'answers', message: 'surveysList.answer.count', params: { count: questions.length } });
    return { issues };
  }
  const answers: AnswerValue[] = questions.map((q, i) => {
    const p = answerProblem(q, raw[i]);
    if (p) issues.push({ field: answerField(i), message: p.message, params: { n: i + 1, ...p.params } });
    return isEmpty(raw[i]) ? null : (raw[i] as AnswerValue);
  });
  if (issues.length) return { issues };
  return { issues, value: { customerId: b.customerId as string, region: b.region as string, answers } };
}
