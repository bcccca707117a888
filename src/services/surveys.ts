/**
 * Calls of the survey desks beyond the engine's (config/openapi.json, "surveys" tag): a customer's
 * answer to a published survey, the answers of a survey, the statistics of 用户统计.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { PageQuery } from '@/domain/envelope';
import type { AnswerSubmission, StatisticsFilter, SurveyAnswer, SurveyStatistics } from '@/domain/surveys';
import { surveysList } from '@/domain/surveys/definition';

const base = `${API[surveysList.base]}/${surveysList.key}`;

export interface SurveyChoice {
  id: string;
  code: string;
  title: string;
  status: string;
}

export type StatisticsAnswer = SurveyStatistics & { surveys: SurveyChoice[] };

export const surveyService = {
  answer: (id: string, submission: AnswerSubmission) => http.post<SurveyAnswer>(`${base}/${id}/answers`, submission),
  answers: (id: string, query?: PageQuery) => http.page<SurveyAnswer>(`${base}/${id}/answers`, query),
  statistics: (filter: StatisticsFilter) => http.get<StatisticsAnswer>(`${API.management}/surveyStatistics`, { ...filter }),
};
