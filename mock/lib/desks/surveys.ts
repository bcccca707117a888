/**
 * The survey calls beyond the engine's: recording a customer's answer to a published survey, the
 * answers of a survey, and the statistics over every stored answer (src/domain/surveys). Every answer
 * is checked whole before anything is stored; each write, accepted or refused, is in the operation log.
 */
import type { Request } from 'express';
import { ShowType } from '../../../src/domain/envelope';
import type { Values } from '../../../src/domain/engine';
import { serverText as t } from '../../../src/domain/serverMessages';
import {
  checkSubmission,
  questionsOf,
  statisticsFilter,
  SURVEY_CODES,
  surveyStatistics,
  surveysList,
  type SurveyAnswer,
  type SurveyStatistics,
} from '../../../src/domain/surveys';
import { customerProfile } from '../../../src/domain/desks/customerProfile';
import { BizFailure, invalid } from '../server/http';
import { dictionaryCheck, labelOf } from '../store/options';
import { findRow, invalidIssues, logged, requireCode } from '../store/recordRules';
import { answerRows } from './surveyAnswerTable';
import { MAX_PAGE_SIZE, storedRows, type Actor } from '../store/tables';

const def = surveysList;

/** Record one customer's answer; refused unless the survey is PUBLISHED and the customer has not answered it. */
export function recordAnswer(id: unknown, body: unknown, user: Actor, req?: Request, now = Date.now()): SurveyAnswer {
  return logged(def, user, req, t('surveysList.op.answer'), String(id ?? '-').slice(0, 64), (setTarget) => {
    requireCode(user, SURVEY_CODES.answer);
    const survey = findRow(def, id, user);
    setTarget(String(survey.code ?? survey.id));
    if (survey.status !== 'PUBLISHED')
      throw new BizFailure('SURVEY_NOT_OPEN', t('surveysList.error.notOpen', { status: t(`surveysList.status.${survey.status}`) }), ShowType.ERROR_MESSAGE);
    const { issues, value } = checkSubmission(questionsOf(survey), body, dictionaryCheck);
    if (!value) throw invalidIssues(issues);
    const rows = answerRows();
    if (rows.some((a) => a.surveyId === survey.id && a.customerId === value.customerId)) {
      throw new BizFailure(
        'ALREADY_ANSWERED',
        t('surveysList.error.answered', { customer: labelOf('customer', value.customerId) }),
        ShowType.ERROR_MESSAGE,
        200,
        { customerId: value.customerId },
      );
    }
    const answer: SurveyAnswer = {
      id: `${survey.id}-${value.customerId}`,
      surveyId: survey.id,
      customerId: value.customerId,
      customerName: labelOf('customer', value.customerId),
      region: value.region,
      answers: value.answers,
      answeredAt: new Date(now).toISOString(),
      answeredByNo: user.userNo,
      answeredByName: user.userName,
    };
    rows.push(answer);
    // the count is the server's; the survey's version is untouched (answers are not edits)
    survey.answerCount = Number(survey.answerCount ?? 0) + 1;
    return answer;
  });
}

/** The answers of one survey, newest first, a page at a time (reading needs the survey's page). */
export function answersOf(id: unknown, query: Values, user: Actor): { rows: SurveyAnswer[]; total: number; current: number; pageSize: number } {
  requireCode(user, def.codes.read);
  const survey = findRow(def, id, user);
  const current = positive(query.current, 1, 'current');
  const pageSize = Math.min(positive(query.pageSize, 10, 'pageSize'), MAX_PAGE_SIZE);
  const all = answerRows()
    .filter((a) => a.surveyId === survey.id)
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt));
  return { rows: all.slice((current - 1) * pageSize, current * pageSize), total: all.length, current, pageSize };
}

function positive(v: unknown, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw invalid(t('resource.error.queryValue', { param: name }));
  return n;
}

/** The statistics page's figures, plus the surveys a filter can name (every published or closed one). */
export function statisticsOf(query: Values, user: Actor): SurveyStatistics & { surveys: Array<{ id: string; code: string; title: string; status: string }> } {
  requireCode(user, SURVEY_CODES.statistics);
  const { filter, problem } = statisticsFilter(query);
  if (!filter) throw invalid(t(problem!));
  const surveys = storedRows(def).filter((s) => s.status !== 'DRAFT');
  if (filter.surveyId && !surveys.some((s) => s.id === filter.surveyId)) throw invalid(t('surveyStatistics.validation.surveyId'));
  // every customer of 客户档案 (those on hold too) is asked
  const customers = storedRows(customerProfile).length;
  return {
    ...surveyStatistics(surveys, answerRows(), customers, filter),
    surveys: surveys
      .map((s) => ({ id: s.id, code: String(s.code ?? ''), title: String(s.title ?? ''), status: String(s.status) }))
      .sort((a, b) => b.code.localeCompare(a.code)),
  };
}
