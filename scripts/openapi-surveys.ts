/**
 * The survey calls of config/openapi.json beyond the engine's generic ones (mock/surveys.ts): a
 * customer's answer to a published survey, a survey's answers, the statistics of 用户统计.
 */
import { API } from '../src/domain/endpoints';
import { ANSWER_TEXT_MAX, RATING_MAX, RATING_MIN, SURVEY_CODES, surveysList } from '../src/domain/surveys';
import { answer, jsonBody, ok, paged, param, ref, type Schema } from './openapi-shapes';

const str = { type: 'string' };
const int = { type: 'integer', minimum: 0 };
const satisfaction = { type: ['number', 'null'], minimum: RATING_MIN, maximum: RATING_MAX };
const figure = (extra: Record<string, Schema>): Schema => ({
  type: 'object',
  required: ['answers', 'satisfaction', ...Object.keys(extra)],
  properties: { answers: int, satisfaction, ...extra },
});
const answerValue: Schema = {
  oneOf: [
    { type: 'null' },
    { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX },
    { type: 'string', maxLength: ANSWER_TEXT_MAX },
    { type: 'array', items: str },
  ],
};

export const surveySchemas: Record<string, Schema> = {
  SurveyAnswerBody: {
    type: 'object',
    required: ['customerId', 'region', 'answers'],
    additionalProperties: false,
    properties: {
      customerId: str,
      region: str,
      answers: { type: 'array', items: answerValue, description: 'one per question, in order; null: unanswered (optional questions only)' },
    },
  },
  SurveyAnswer: {
    type: 'object',
    required: ['id', 'surveyId', 'customerId', 'customerName', 'region', 'answers', 'answeredAt', 'answeredByNo', 'answeredByName'],
    properties: {
      id: str,
      surveyId: str,
      customerId: str,
      customerName: str,
      region: str,
      answers: { type: 'array', items: answerValue },
      answeredAt: { type: 'string', format: 'date-time' },
      answeredByNo: str,
      answeredByName: str,
    },
  },
  SurveyStatistics: {
    type: 'object',
    required: ['totals', 'perQuestion', 'perSurvey', 'byMonth', 'byCustomer', 'byRegion', 'surveys'],
    properties: {
      totals: figure({ respondents: int, customers: int, surveys: int, responseRate: { type: 'number', minimum: 0, maximum: 1 } }),
      perQuestion: {
        type: 'array',
        items: figure({
          surveyId: str,
          surveyCode: str,
          question: { type: 'integer', minimum: 1 },
          text: str,
          distribution: { type: 'array', items: int, minItems: 5, maxItems: 5 },
        }),
      },
      perSurvey: {
        type: 'array',
        items: figure({ surveyId: str, code: str, title: str, status: str, respondents: int, responseRate: { type: 'number', minimum: 0, maximum: 1 } }),
      },
      byMonth: { type: 'array', items: figure({ month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } }) },
      byCustomer: { type: 'array', items: figure({ customerId: str, customerName: str }) },
      byRegion: { type: 'array', items: figure({ region: str }) },
      surveys: {
        type: 'array',
        items: { type: 'object', required: ['id', 'code', 'title', 'status'], properties: { id: str, code: str, title: str, status: str } },
      },
    },
  },
};

export function surveyPaths(): Record<string, Record<string, unknown>> {
  const base = `${API[surveysList.base]}/${surveysList.key}`;
  const tags = ['surveys'];
  return {
    [`${base}/{id}/answers`]: {
      get: {
        tags,
        operationId: 'listSurveyAnswers',
        'x-permission': surveysList.codes.read,
        summary: 'The answers of a survey, newest first',
        parameters: [
          param('id', 'path'),
          param('current', 'query', { type: 'integer', minimum: 1 }, false),
          param('pageSize', 'query', { type: 'integer', minimum: 1, maximum: 100 }, false),
        ],
        responses: answer(paged('SurveyAnswer'), 'a page'),
      },
      post: {
        tags,
        operationId: 'answerSurvey',
        'x-permission': SURVEY_CODES.answer,
        summary:
          'A customer’s answer to a PUBLISHED survey: one per customer (ALREADY_ANSWERED), required questions and valid answers enforced (VALIDATION), else SURVEY_NOT_OPEN',
        parameters: [param('id', 'path')],
        requestBody: jsonBody(ref('SurveyAnswerBody')),
        responses: answer(ok(ref('SurveyAnswer')), 'the stored answer'),
      },
    },
    [`${API.management}/surveyStatistics`]: {
      get: {
        tags,
        operationId: 'surveyStatistics',
        'x-permission': SURVEY_CODES.statistics,
        summary:
          'Satisfaction per question and survey, by month, customer and region, response rates — over the stored answers (src/domain/surveys/statistics.ts)',
        parameters: [
          param('surveyId', 'query', str, false),
          param('from', 'query', { type: 'string', format: 'date' }, false, 'answered on or after (China time)'),
          param('to', 'query', { type: 'string', format: 'date' }, false, 'answered on or before'),
        ],
        responses: answer(ok(ref('SurveyStatistics')), 'the figures'),
      },
    },
  };
}
