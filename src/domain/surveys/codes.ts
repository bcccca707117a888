/**
 * The page-element codes of the survey desks beyond the engine's own (`surveysList:create`,
 * `:publish`…): answering a survey for a customer, and exporting the statistics' figures. The
 * catalogue (src/domain/catalogue.ts) lists them; reading the statistics needs the page itself.
 */
export const surveyActions = {
  surveysList: ['answer'],
  userStatistics: ['export'],
} as const;

export const SURVEY_CODES = {
  answer: `surveysList:${surveyActions.surveysList[0]}`,
  statistics: 'userStatistics',
  exportFigures: `userStatistics:${surveyActions.userStatistics[0]}`,
} as const;
