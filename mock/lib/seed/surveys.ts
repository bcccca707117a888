/**
 * Seed surveys and their answers: every service line is followed up by a monthly satisfaction survey
 * (past months CLOSED, this month's PUBLISHED, next month's being drafted), each answered by most of
 * the customers, from one of their bases (a region), while it was open — about two thousand answers
 * over the past year. Ratings lean by customer and service line and drift over the months, so the
 * charts have something to tell.
 */
import type { ResourceRecord } from '../../../src/domain/engine';
import { questionsOf, surveysList, type AnswerValue, type SurveyAnswer } from '../../../src/domain/surveys';
import { rng, type Rng } from '../store/db';
import { seedAnswerRows } from '../desks/surveyAnswerTable';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { CUSTOMERS, REGIONS } from './dictionaries';
import { DEMO } from './people';

const MANAGERS: Person[] = [DEMO.manager, DEMO.admin];
const STAFF: Person[] = [DEMO.staff, ...MANAGERS];

/** The service lines followed up every month. */
const LINES = ['AOG支援', '航材采购', '航材租赁', '替换件服务', '返厂维修', '技术支持', '专家现场服务', '客户培训', '保险与索赔', '客服热线'];
const REGION_CODES = REGIONS.map(([value]) => value);
/** The usual region of each customer (an airline also answers from its other bases now and then). */
const HOME: Record<string, string> = {
  'C-CCA': 'NORTH',
  'C-CES': 'EAST',
  'C-CSN': 'SOUTH',
  'C-CHH': 'SOUTH',
  'C-CXA': 'EAST',
  'C-CSC': 'SOUTHWEST',
  'C-CDG': 'EAST',
  'C-CSZ': 'SOUTH',
  'C-CQH': 'EAST',
  'C-DKH': 'EAST',
  'C-GCR': 'NORTH',
  'C-TBA': 'SOUTHWEST',
  'C-UEA': 'SOUTHWEST',
  'C-CDC': 'EAST',
  'C-CBG': 'SOUTHWEST',
  'C-CBJ': 'NORTH',
  'C-AMECO': 'NORTH',
  'C-GAMECO': 'SOUTH',
  'C-STARCO': 'EAST',
  'C-MTU': 'SOUTH',
};
const MONTHS_BACK = 12;

const questionsFor = (line: string) => [
  { type: 'RATING', text: `您对${line}的总体满意度`, required: true, options: '' },
  { type: 'RATING', text: '响应及时性', required: true, options: '' },
  { type: 'RATING', text: '沟通与专业程度', required: true, options: '' },
  { type: 'SINGLE', text: '您是否会向同行推荐我们的服务？', required: true, options: '一定会;可能会;不确定;不会' },
  { type: 'MULTIPLE', text: '您希望我们优先改进哪些方面？', required: false, options: '响应速度;备件可用性;价格;文件与证书;现场支持;沟通渠道' },
  { type: 'TEXT', text: '其他意见和建议', required: false, options: '' },
];

const COMMENTS = [
  '',
  '',
  '',
  '',
  '希望AOG响应再快一些',
  '证书文件齐全，很满意',
  '夜间联系不上值班人员',
  '报价周期偏长',
  '工程师非常专业',
  '希望增加华南地区的备件库存',
  '物流信息更新不及时',
  '服务很好，继续保持',
];

/** The first day (CST) of the month `back` months before the anchor's, as ms. */
function monthStart(anchor: number, back: number): number {
  const d = new Date(anchor + 8 * HOUR);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) - 8 * HOUR;
}

const clampRating = (x: number) => Math.max(1, Math.min(5, Math.round(x)));

function answerOf(r: Rng, survey: ResourceRecord, customerIdx: number, lineIdx: number, monthIdx: number, at: number): SurveyAnswer {
  const [customerId, customerName] = CUSTOMERS[customerIdx];
  // a customer's and a service line's lean, and a slow improvement over the year
  const lean = 3.6 + ((customerIdx * 7) % 5) * 0.18 - ((lineIdx * 3) % 4) * 0.15 + (MONTHS_BACK - monthIdx) * 0.03;
  const answers: AnswerValue[] = questionsOf(survey).map((q, i) => {
    if (q.type === 'RATING') return clampRating(lean + (r.next() - 0.5) * 2.2 - (i === 1 ? 0.2 : 0));
    if (q.type === 'SINGLE') return q.options[Math.min(q.options.length - 1, Math.max(0, Math.round(4.6 - lean + (r.next() - 0.5) * 1.5)))];
    if (q.type === 'MULTIPLE') return r.chance(0.3) ? null : [...new Set([r.pick(q.options), r.pick(q.options)])];
    const c = r.pick(COMMENTS);
    return c || null;
  });
  const home = HOME[customerId] ?? 'EAST';
  const answerer = r.pick(STAFF);
  return {
    id: `${survey.id}-${customerId}`,
    surveyId: survey.id,
    customerId,
    customerName,
    region: r.chance(0.8) ? home : r.pick(REGION_CODES),
    answers,
    answeredAt: new Date(at).toISOString(),
    answeredByNo: answerer.userNo,
    answeredByName: answerer.userName,
  };
}

export function seedSurveys(now = Date.now()): ResourceRecord[] {
  const r = rng(1616);
  const anchor = seedAnchor(now);
  const n = LINES.length;
  // CLOSED: the past MONTHS_BACK months; PUBLISHED: this month; DRAFT: three lines of next month
  const monthOf = (i: number, status: string) => (status === 'CLOSED' ? MONTHS_BACK - Math.floor(i / n) : status === 'PUBLISHED' ? 0 : -1);
  const lineOf = (i: number) => i % n;
  const surveys = buildRecords({
    def: surveysList,
    rng: r,
    counts: { CLOSED: MONTHS_BACK * n, PUBLISHED: n, DRAFT: 3 },
    base: (i, status) => {
      const d = new Date(monthStart(anchor, monthOf(i, status)) + 8 * HOUR);
      const label = `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月`;
      const line = LINES[lineOf(i)];
      return { title: `${label}${line}满意度回访`, description: `了解客户对${line}的满意程度，用于改进服务。`, questions: questionsFor(line), answerCount: 0 };
    },
    // prepared in the last days of the month before
    createdAt: (i, status) => (monthOf(i, status) < 0 ? now - r.int(1, 48) * HOUR : monthStart(anchor, monthOf(i, status)) - r.int(2, 5) * DAY),
    // published on the 1st, closed at the end of the month
    stepGap: (action, rec) => {
      const created = Date.parse(String(rec.createdAt));
      return action.key === 'publish' ? Math.max(HOUR, monthStart(anchor, monthOfCreated(anchor, created)) + 9 * HOUR - created) : 28 * DAY + r.int(0, 2) * DAY;
    },
    input: () => ({}),
    applicants: MANAGERS,
    operators: MANAGERS,
    now,
  });

  const answers: SurveyAnswer[] = [];
  surveys.forEach((s, i) => {
    if (s.status === 'DRAFT') return;
    const published = Date.parse(String(s.publishedAt));
    const closed = s.closedAt ? Date.parse(String(s.closedAt)) : now - HOUR;
    const back = monthOf(i, String(s.status));
    let count = 0;
    CUSTOMERS.forEach((_c, ci) => {
      // most customers answer; this month's survey is still collecting
      if (!r.chance(back === 0 ? 0.45 : 0.85)) return;
      const at = published + Math.floor(r.next() * Math.max(HOUR, closed - published - HOUR));
      answers.push(answerOf(r, s, ci, lineOf(i), back, at));
      count += 1;
    });
    s.answerCount = count;
  });
  seedAnswerRows(answers);
  return surveys;
}

/** How many months before the anchor's month the month after `created` is (where a survey opens). */
function monthOfCreated(anchor: number, created: number): number {
  for (let back = MONTHS_BACK + 1; back >= 0; back -= 1) if (monthStart(anchor, back) > created) return back;
  return 0;
}
