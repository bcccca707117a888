/**
 * Satisfaction surveys (domain.md §3: DRAFT → PUBLISHED → CLOSED). A survey is a resource of the
 * engine; its questions are line items (type, text, required, options), edited, reordered and checked
 * by the engine's line-items table. Questions are frozen once published: only a DRAFT is editable,
 * so the server refuses an edit of a published or closed survey (NOT_EDITABLE).
 */
import { defineResource } from '../engine';
import type { FieldDef, Issue, Values } from '../engine';

export const QUESTION_TYPES = ['RATING', 'SINGLE', 'MULTIPLE', 'TEXT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Choice questions carry options; ratings (1–5) and free text do not. */
export const isChoice = (type: unknown) => type === 'SINGLE' || type === 'MULTIPLE';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
export const OPTION_MAX_LENGTH = 40;
export const QUESTIONS_MAX = 30;

/** Options are typed in one cell, separated by ";" (or the full-width "；"). */
export const OPTION_SEPARATOR = /[;；]/;

/** The options of a question, trimmed, empty ones dropped. */
export function optionsOf(question: Values | undefined): string[] {
  const raw = question?.options;
  if (typeof raw !== 'string') return [];
  return raw
    .split(OPTION_SEPARATOR)
    .map((o) => o.trim())
    .filter(Boolean);
}

export interface Question {
  type: QuestionType;
  text: string;
  required: boolean;
  options: string[];
}

/** The questions of a stored survey, options parsed. */
export function questionsOf(survey: Values): Question[] {
  const rows = Array.isArray(survey.questions) ? (survey.questions as Values[]) : [];
  return rows.map((q) => ({
    type: q.type as QuestionType,
    text: String(q.text ?? ''),
    required: q.required === true,
    options: isChoice(q.type) ? optionsOf(q) : [],
  }));
}

const questions: FieldDef = {
  key: 'questions',
  type: 'lineItems',
  required: true,
  form: true,
  wide: true,
  help: 'surveysList.help.questions',
  table: { width: 260, ellipsis: true },
  lines: {
    fields: [
      { key: 'type', type: 'select', enum: QUESTION_TYPES, required: true, initial: 'RATING' },
      { key: 'text', type: 'text', required: true, maxLength: 200 },
      { key: 'required', type: 'boolean', initial: true },
      { key: 'options', type: 'text', maxLength: 400 },
    ],
    minRows: 1,
    maxRows: QUESTIONS_MAX,
    summary: ['text'],
  },
};

/** Each choice question has 2–10 distinct options of ≤ 40 characters; other questions have none. */
function questionRules(values: Values): Issue[] {
  if (!Array.isArray(values.questions)) return [];
  const issues: Issue[] = [];
  (values.questions as Values[]).forEach((q, i) => {
    if (!q || typeof q !== 'object') return;
    const at = { field: 'questions', row: i + 1, cell: 'options' };
    const options = optionsOf(q);
    if (!isChoice(q.type)) {
      if (options.length) issues.push({ ...at, message: 'surveysList.validation.noOptions' });
      return;
    }
    if (options.length < OPTIONS_MIN || options.length > OPTIONS_MAX)
      issues.push({ ...at, message: 'surveysList.validation.optionCount', params: { min: OPTIONS_MIN, max: OPTIONS_MAX } });
    else if (new Set(options).size !== options.length) issues.push({ ...at, message: 'surveysList.validation.optionDuplicate' });
    else if (options.some((o) => o.length > OPTION_MAX_LENGTH))
      issues.push({ ...at, message: 'surveysList.validation.optionLength', params: { max: OPTION_MAX_LENGTH } });
  });
  return issues;
}

export const surveysList = defineResource({
  key: 'surveysList',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'SV',
  customer: false,
  fields: [
    { key: 'title', type: 'text', required: true, maxLength: 80, table: { width: 220, ellipsis: true }, search: true, form: true },
    { key: 'description', type: 'textarea', maxLength: 1000, form: true, detail: true, wide: true },
    questions,
    // how many customers answered: 0 when created, then kept by the server as answers arrive
    {
      key: 'answerCount',
      type: 'integer',
      readOnly: true,
      table: { width: 100, sortable: true },
      detail: true,
      derive: (r) => r.answerCount ?? 0,
      fixOn: ['create'],
    },
    { key: 'publishedAt', type: 'dateTime', readOnly: true, table: { width: 160, sortable: true }, detail: true },
    { key: 'closedAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  keywordFields: ['code', 'title'],
  rules: [questionRules],
  lifecycle: {
    initial: 'DRAFT',
    editableIn: ['DRAFT'],
    statuses: [{ key: 'DRAFT' }, { key: 'PUBLISHED', tone: 'processing' }, { key: 'CLOSED', tone: 'default', final: true }],
    actions: [
      { key: 'publish', from: ['DRAFT'], to: 'PUBLISHED', confirm: true, stamp: ['publishedAt'] },
      { key: 'close', from: ['PUBLISHED'], to: 'CLOSED', confirm: true, danger: true, stamp: ['closedAt'], comment: 'optional', bulk: true },
    ],
  },
  removable: ['DRAFT'],
});
