/**
 * The stored answers of the surveys (one per customer and survey). The surveys' seeder fills it when
 * the survey table is first used, so reading the answers seeds the surveys first: the two always
 * agree (each survey's `answerCount`).
 */
import type { SurveyAnswer } from '../../../src/domain/surveys/answers';
import { surveysList } from '../../../src/domain/surveys/definition';
import { collection } from '../store/db';
import { table } from '../store/tables';

const NAME = 'surveyAnswers';

export function answerRows(): SurveyAnswer[] {
  table(surveysList);
  return collection<SurveyAnswer[]>(NAME, () => []);
}

/** Called by the surveys' seeder with the seeded answers. */
export function seedAnswerRows(rows: SurveyAnswer[]) {
  collection<SurveyAnswer[]>(NAME, () => rows);
}
