/**
 * Surveys on the mock as the portal calls them: the builder's checks, questions frozen once published,
 * answers while published only, one answer per customer, required questions, the statistics counting a
 * new answer, the permission codes, the operation log, and malformed answers changing nothing.
 */
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import { answerRows } from '../../../mock/lib/desks/surveyAnswerTable';
import surveyRoutes from '../../../mock/surveys';
import { surveysList } from '@/domain/surveys';
import { mockServer, fresh } from '../mock/harness';
import { engineServer } from '../mock/routes';

const engine = engineServer();
const surveys = mockServer(surveyRoutes);
const base = '/api/management/surveysList';

const questions = [
  { type: 'RATING', text: '总体满意度', required: true, options: '' },
  { type: 'SINGLE', text: '是否推荐', required: true, options: '会;不会' },
  { type: 'TEXT', text: '意见', required: false, options: '' },
];

async function publishedSurvey() {
  const created = await engine('POST', base, { user: 'manager', body: { title: '测试问卷', description: '', questions } });
  expect(created.body).toMatchObject({ success: true, data: { status: 'DRAFT' } });
  const { id, version } = created.body.data;
  const published = await engine('POST', `${base}/${id}/actions/publish`, { user: 'manager', body: { version } });
  expect(published.body).toMatchObject({ success: true, data: { status: 'PUBLISHED' } });
  return published.body.data as { id: string; version: number; code: string };
}

const answer = { customerId: 'C-CCA', region: 'NORTH', answers: [4, '会', '备件很快'] };

beforeEach(fresh);

describe('the seed', () => {
  it('holds a year of surveys with a few thousand answers, each survey counting its own', () => {
    const rows = store.storedRows(surveysList);
    const answers = answerRows();
    expect(answers.length).toBeGreaterThan(1500);
    const months = new Set(answers.map((a) => a.answeredAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(new Set(answers.map((a) => a.region)).size).toBeGreaterThan(4);
    for (const s of rows) expect(s.answerCount).toBe(answers.filter((a) => a.surveyId === s.id).length);
    expect(rows.filter((s) => s.status === 'DRAFT').every((s) => s.answerCount === 0)).toBe(true);
    // one answer per customer and survey
    expect(new Set(answers.map((a) => `${a.surveyId}|${a.customerId}`)).size).toBe(answers.length);
  });
});

describe('the builder', () => {
  it('refuses a choice question without two distinct options, and options on a rating', async () => {
    const bad = await engine('POST', base, {
      user: 'manager',
      body: {
        title: '坏问卷',
        questions: [
          { type: 'SINGLE', text: '选一个', required: true, options: '唯一' },
          { type: 'RATING', text: '评分', required: true, options: 'a;b' },
        ],
      },
    });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(bad.body.data.issues.map((i: { row: number; message: string }) => [i.row, i.message])).toEqual([
      [1, 'surveysList.validation.optionCount'],
      [2, 'surveysList.validation.noOptions'],
    ]);
  });

  it('freezes the questions once published: the edit is refused and nothing changes', async () => {
    const s = await publishedSurvey();
    const before = JSON.stringify(store.findRecord('surveysList', s.id));
    const edit = await engine('PUT', `${base}/${s.id}`, {
      user: 'manager',
      body: { questions: [...questions, { type: 'RATING', text: '新增', required: true, options: '' }], version: s.version },
    });
    expect(edit.body).toMatchObject({ success: false, errorCode: 'NOT_EDITABLE' });
    expect(JSON.stringify(store.findRecord('surveysList', s.id))).toBe(before);
  });
});

describe('answers', () => {
  it('records one answer per customer; the second for the same customer is refused', async () => {
    const s = await publishedSurvey();
    const first = await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body: answer });
    expect(first.body).toMatchObject({
      success: true,
      data: { surveyId: s.id, customerId: 'C-CCA', customerName: '中国国际航空股份有限公司', answeredByNo: 'staff', answers: [4, '会', '备件很快'] },
    });
    const again = await surveys('POST', `${base}/${s.id}/answers`, { user: 'manager', body: { ...answer, answers: [1, '不会', null] } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'ALREADY_ANSWERED' });
    expect(answerRows().filter((a) => a.surveyId === s.id)).toHaveLength(1);
    expect(store.findRecord('surveysList', s.id)).toMatchObject({ answerCount: 1, version: s.version });
    expect(
      opLog()
        .slice(-2)
        .map((e) => e.result),
    ).toEqual(['SUCCESS', 'FAILURE']);

    const list = await surveys('GET', `${base}/${s.id}/answers`, { user: 'staff' });
    expect(list.body).toMatchObject({ success: true, total: 1, data: [{ customerId: 'C-CCA' }] });
  });

  it('enforces required questions and valid answers on the server, storing nothing', async () => {
    const s = await publishedSurvey();
    const before = answerRows().length;
    for (const answers of [
      [null, '会', null],
      [7, '会', null],
      [4, '也许', null],
      [4, '会', 'a\u202eb'],
    ]) {
      const r = await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body: { ...answer, answers } });
      expect(r.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
    const required = await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body: { ...answer, answers: [null, '会', null] } });
    expect(required.body.errorMessage).toBe('第 1 题为必答题，请作答');
    expect(answerRows().length).toBe(before);
    expect(store.findRecord('surveysList', s.id)!.answerCount).toBe(0);
  });

  it('refuses malformed bodies with a business error, storing nothing', async () => {
    const s = await publishedSurvey();
    const before = answerRows().length;
    const bodies: unknown[] = [
      {},
      { customerId: 'C-CCA' },
      { ...answer, answers: 'x' },
      { ...answer, answers: [4] },
      { ...answer, customerId: 42 },
      { ...answer, region: 'MARS' },
      { ...answer, customerId: 'C-NONE' },
      { ...answer, extra: true },
      { ...answer, answers: [{ $gt: 1 }, '会', null] },
      { ...answer, answers: [4, ['会'], null] },
    ];
    for (const body of bodies) {
      const r = await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body });
      expect(r.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
      expect(typeof r.body.errorMessage).toBe('string');
    }
    expect(answerRows().length).toBe(before);
  });

  it('takes answers only while published, and only from holders of surveysList:answer', async () => {
    const draft = store.storedRows(surveysList).find((r) => r.status === 'DRAFT')!;
    const closed = store.storedRows(surveysList).find((r) => r.status === 'CLOSED')!;
    for (const s of [draft, closed]) {
      const r = await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body: answer });
      expect(r.body).toMatchObject({ success: false, errorCode: 'SURVEY_NOT_OPEN' });
    }
    const s = await publishedSurvey();
    const engineer = await surveys('POST', `${base}/${s.id}/answers`, { user: 'engineer', body: answer });
    expect(engineer.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });
});

describe('statistics', () => {
  it('counts a new answer in the survey, its question, its month, customer and region', async () => {
    const s = await publishedSurvey();
    const read = async () => (await surveys('GET', '/api/management/surveyStatistics', { user: 'manager', query: { surveyId: s.id } })).body;
    expect((await read()).data.totals).toMatchObject({ answers: 0, satisfaction: null, surveys: 1 });
    await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body: answer });
    await surveys('POST', `${base}/${s.id}/answers`, { user: 'staff', body: { ...answer, customerId: 'C-CES', region: 'EAST', answers: [2, '不会', null] } });
    const stats = (await read()).data;
    expect(stats.totals).toMatchObject({ answers: 2, satisfaction: 3, respondents: 2, customers: 20 });
    expect(stats.perSurvey).toEqual([expect.objectContaining({ surveyId: s.id, answers: 2, satisfaction: 3, responseRate: 0.1 })]);
    expect(stats.perQuestion).toEqual([expect.objectContaining({ question: 1, answers: 2, satisfaction: 3, distribution: [0, 1, 0, 1, 0] })]);
    expect(stats.byRegion.map((r: { region: string }) => r.region).sort()).toEqual(['EAST', 'NORTH']);
    expect(stats.surveys.some((x: { id: string }) => x.id === s.id)).toBe(true);
  });

  it('needs the statistics page; refuses a bad filter', async () => {
    expect((await surveys('GET', '/api/management/surveyStatistics', { user: 'staff' })).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect((await surveys('GET', '/api/management/surveyStatistics', { user: 'manager', query: { from: '2026-02-30x' } })).body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION',
    });
    const all = (await surveys('GET', '/api/management/surveyStatistics', { user: 'manager' })).body.data;
    expect(all.totals.answers).toBe(answerRows().length);
  });
});
