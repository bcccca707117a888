/**
 * The statistics of 用户统计 against a small case computed by hand, and the answer check.
 */
import { checkSubmission, questionsOf, statisticsFilter, surveyStatistics, type SurveyAnswer } from '@/domain/surveys';

const survey = (id: string, status: string) => ({
  id,
  code: `SV-${id}`,
  title: `问卷${id}`,
  status,
  questions: [
    { type: 'RATING', text: '总体满意度', required: true, options: '' },
    { type: 'SINGLE', text: '是否推荐', required: true, options: '会;不会' },
    { type: 'RATING', text: '响应及时性', required: false, options: '' },
    { type: 'TEXT', text: '意见', required: false, options: '' },
  ],
});

const answer = (surveyId: string, customerId: string, region: string, answeredAt: string, answers: SurveyAnswer['answers']): SurveyAnswer => ({
  id: `${surveyId}-${customerId}`,
  surveyId,
  customerId,
  customerName: `客户${customerId}`,
  region,
  answers,
  answeredAt,
  answeredByNo: 'staff',
  answeredByName: '陈静',
});

// A: 3 answers, B: 1 answer, a draft D is never counted; 10 customers in the table
const surveys = [survey('A', 'CLOSED'), survey('B', 'PUBLISHED'), survey('D', 'DRAFT')];
const answers = [
  answer('A', 'C1', 'NORTH', '2026-01-10T02:00:00.000Z', [5, '会', 4, '很好']), // ratings 5, 4
  answer('A', 'C2', 'EAST', '2026-01-31T17:00:00.000Z', [3, '不会', null, null]), // Feb 1st in China time: rating 3
  answer('A', 'C3', 'NORTH', '2026-02-15T02:00:00.000Z', [4, '会', 2, null]), // ratings 4, 2
  answer('B', 'C1', 'EAST', '2026-02-20T02:00:00.000Z', [1, '不会', null, null]), // rating 1
  answer('D', 'C1', 'EAST', '2026-02-20T02:00:00.000Z', [5, '会', 5, null]),
];

describe('survey statistics (hand-computed)', () => {
  const s = surveyStatistics(surveys, answers, 10);

  it('totals: every rating pooled — (5+4+3+4+2+1)/6 = 3.17; 3 customers of 10', () => {
    expect(s.totals).toEqual({ answers: 4, satisfaction: 3.17, respondents: 3, customers: 10, surveys: 2, responseRate: 0.3 });
  });

  it('per survey: A (5+4+3+4+2)/5 = 3.6, 3 of 10 customers; B 1, 1 of 10', () => {
    expect(s.perSurvey).toEqual([
      { surveyId: 'A', code: 'SV-A', title: '问卷A', status: 'CLOSED', answers: 3, satisfaction: 3.6, respondents: 3, responseRate: 0.3 },
      { surveyId: 'B', code: 'SV-B', title: '问卷B', status: 'PUBLISHED', answers: 1, satisfaction: 1, respondents: 1, responseRate: 0.1 },
    ]);
  });

  it('per question: rating questions only, with the distribution of 1…5', () => {
    expect(
      s.perQuestion.map(({ surveyId, question, answers: n, satisfaction, distribution }) => ({ surveyId, question, n, satisfaction, distribution })),
    ).toEqual([
      { surveyId: 'A', question: 1, n: 3, satisfaction: 4, distribution: [0, 0, 1, 1, 1] },
      { surveyId: 'A', question: 3, n: 2, satisfaction: 3, distribution: [0, 1, 0, 1, 0] },
      { surveyId: 'B', question: 1, n: 1, satisfaction: 1, distribution: [1, 0, 0, 0, 0] },
      { surveyId: 'B', question: 3, n: 0, satisfaction: null, distribution: [0, 0, 0, 0, 0] },
    ]);
  });

  it('by month in China time: January (5+4)/2 = 4.5; February (3+4+2+1)/4 = 2.5', () => {
    expect(s.byMonth).toEqual([
      { month: '2026-01', answers: 1, satisfaction: 4.5 },
      { month: '2026-02', answers: 3, satisfaction: 2.5 },
    ]);
  });

  it('by customer and by region, most answers first', () => {
    expect(s.byCustomer).toEqual([
      { customerId: 'C1', customerName: '客户C1', answers: 2, satisfaction: 3.33 },
      { customerId: 'C2', customerName: '客户C2', answers: 1, satisfaction: 3 },
      { customerId: 'C3', customerName: '客户C3', answers: 1, satisfaction: 3 },
    ]);
    expect(s.byRegion).toEqual([
      { region: 'EAST', answers: 2, satisfaction: 2 },
      { region: 'NORTH', answers: 2, satisfaction: 3.75 },
    ]);
  });

  it('filters by survey and by period (inclusive business dates)', () => {
    const feb = surveyStatistics(surveys, answers, 10, { surveyId: 'A', from: '2026-02-01', to: '2026-02-28' });
    expect(feb.totals).toEqual({ answers: 2, satisfaction: 3, respondents: 2, customers: 10, surveys: 1, responseRate: 0.2 });
    expect(feb.perSurvey[0]).toMatchObject({ surveyId: 'A', respondents: 2, responseRate: 0.2 });
  });

  it('reads a filter from a query, refusing bad ids, dates and a reversed period', () => {
    expect(statisticsFilter({ surveyId: 'A', from: '2026-01-01' })).toEqual({ filter: { surveyId: 'A', from: '2026-01-01' } });
    expect(statisticsFilter({ from: '2026-13-45' }).problem).toBe('surveyStatistics.validation.from');
    expect(statisticsFilter({ surveyId: '../x' }).problem).toBe('surveyStatistics.validation.surveyId');
    expect(statisticsFilter({ from: '2026-02-01', to: '2026-01-01' }).problem).toBe('surveyStatistics.validation.period');
  });
});

describe('the answer check', () => {
  const qs = questionsOf({
    questions: [...survey('A', 'PUBLISHED').questions, { type: 'MULTIPLE', text: '改进', required: false, options: '价格;速度;证书' }],
  });
  const dict = (type: string, v: string) =>
    ((type === 'customer' && v === 'C-CCA') || (type === 'region' && v === 'NORTH') ? 'ok' : 'unknown') as 'ok' | 'unknown';
  const ok = { customerId: 'C-CCA', region: 'NORTH', answers: [5, '会', null, '', ['价格', '证书']] };

  it('accepts a valid answer; unanswered optional questions become null', () => {
    expect(checkSubmission(qs, ok, dict)).toEqual({ issues: [], value: { ...ok, answers: [5, '会', null, null, ['价格', '证书']] } });
  });

  it('enforces required questions', () => {
    const r = checkSubmission(qs, { ...ok, answers: [null, '会', null, null, null] }, dict);
    expect(r.value).toBeUndefined();
    expect(r.issues).toEqual([{ field: 'answers.0', message: 'surveysList.answer.required', params: { n: 1 } }]);
  });

  it.each([
    ['a rating out of 1–5', [6, '会', null, null, null], 'surveysList.answer.rating'],
    ['a rating that is not an integer', [4.5, '会', null, null, null], 'surveysList.answer.rating'],
    ['an option that does not exist', [5, '也许', null, null, null], 'surveysList.answer.option'],
    ['an option chosen twice', [5, '会', null, null, ['价格', '价格']], 'surveysList.answer.optionTwice'],
    ['a text with a control character', [5, '会', null, 'a\u0007b', null], 'resource.validation.text.control'],
    ['a text that is not text', [5, '会', null, 42, null], 'surveysList.answer.textType'],
  ])('refuses %s', (_name, answers, message) => {
    const r = checkSubmission(qs, { ...ok, answers }, dict);
    expect(r.value).toBeUndefined();
    expect(r.issues.map((i) => i.message)).toEqual([message]);
  });

  it('refuses a wrong number of answers, an unknown customer or region, and unknown fields', () => {
    expect(checkSubmission(qs, { ...ok, answers: [5] }, dict).issues[0]).toMatchObject({ field: 'answers', message: 'surveysList.answer.count' });
    expect(checkSubmission(qs, { ...ok, customerId: 'C-NONE', region: 'MARS' }, dict).issues.map((i) => i.field)).toEqual(['customerId', 'region']);
    expect(checkSubmission(qs, { ...ok, extra: 1 }, dict).issues[0].message).toBe('resource.validation.unknownField');
    expect(checkSubmission(qs, null, dict).value).toBeUndefined();
  });
});
