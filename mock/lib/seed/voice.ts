/**
 * Seed suggestions (every status, replies by the service manager) and portal content (announcements
 * and banners: live, scheduled, ended, withdrawn; for everyone and for chosen roles).
 */
import type { ResourceRecord, Values } from '../../../src/domain/engine';
import { portalContent, suggestion } from '../../../src/domain/desks/voice';
import { rng } from '../store/db';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { SUGGESTION_CATEGORIES } from './dictionaries';
import { DEMO } from './people';

const AUTHORS: Person[] = [DEMO.staff, DEMO.engineer, DEMO.trainer];
const MANAGER: Person = DEMO.manager;
const ADMIN: Person = DEMO.admin;

const IDEAS: Array<[string, string]> = [
  ['AOG 订单增加短信提醒', 'AOG 订单被受理、发货时给客户的 24 小时联系人发短信，减少电话询问。'],
  ['技术资料支持按件号直接搜索', '希望在技术资料页面输入件号就能找到相关的 CMM 和 SB。'],
  ['培训报名增加候补名单', '课程满员后允许登记候补，有人取消时自动通知。'],
  ['首页待办按紧急程度排序', '首页的待办事项希望按截止时间和紧急程度排序。'],
  ['租赁订单支持批量续租', '同一客户多件租赁同时到期时，希望可以一次提交续租。'],
  ['返厂维修进度对客户可见', '客户经常来电询问维修进度，建议开放进度查询。'],
];
const REPLIES: Record<string, string[]> = {
  accept: ['好建议，已列入下季度计划。', '已采纳，由 IT 组评估实施方案。'],
  reject: ['与现有流程冲突，暂不采纳，感谢建议。', '该需求已有替代方案，请参考操作手册。'],
  implement: ['已在新版本中上线，欢迎试用。', '已完成，相关说明见公告。'],
};

export function seedSuggestions(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1616);
  const anchor = seedAnchor(now);
  return buildRecords({
    def: suggestion,
    rng: r,
    counts: { SUBMITTED: 12, ACCEPTED: 8, REJECTED: 6, IMPLEMENTED: 10 },
    base: () => {
      const [title, content] = r.pick(IDEAS);
      return { title, content, category: r.pick(SUGGESTION_CATEGORIES)[0] };
    },
    createdAt: (i) => anchor - (40 - i) * 2 * DAY + 10 * HOUR,
    stepGap: () => r.int(1, 5) * DAY,
    input: (action) => ({ reply: r.pick(REPLIES[action.key] ?? REPLIES.accept) }),
    applicants: AUTHORS,
    operators: [MANAGER],
    now,
  });
}

/** Portal content: `[kind, title, content, link, startDays, endDays, audience, status]` relative to today. */
const CONTENT: Array<[string, string, string, string | null, number, number, string[], string]> = [
  ['BANNER', '2026 年度客户满意度调查开始啦', '请在问卷列表中填写，感谢支持。', '/surveysList', -3, 30, [], 'PUBLISHED'],
  ['BANNER', 'AOG 7×24 小时值班电话：400-800-0000', '飞机停场请第一时间致电。', null, -30, 365, [], 'PUBLISHED'],
  ['ANNOUNCEMENT', '系统将于本周六 22:00–24:00 维护升级', '维护期间门户暂停服务，请提前安排工作。', null, -1, 6, [], 'PUBLISHED'],
  [
    'ANNOUNCEMENT',
    '客服经理：本月审批时效考核说明',
    '审批任务请在 24 小时内处理，超时将计入考核。',
    '/approvalManagement',
    -5,
    25,
    ['serviceManager'],
    'PUBLISHED',
  ],
  ['ANNOUNCEMENT', '工程师：新版 CMM 已上传技术资料库', '请及时查阅并按新版执行。', '/technicalMaterials', -2, 20, ['engineer'], 'PUBLISHED'],
  ['ANNOUNCEMENT', '培训中心：下月课程计划已发布', '请在课程管理中查看并安排讲师。', null, 3, 30, ['trainingManager'], 'PUBLISHED'],
  ['ANNOUNCEMENT', '春节期间值班安排', '春节期间值班表见附件。', null, -90, -60, [], 'PUBLISHED'],
  ['BANNER', '新版门户上线试运行', '欢迎反馈使用意见。', '/suggestManagement', -60, -10, [], 'WITHDRAWN'],
  ['ANNOUNCEMENT', '关于规范附件命名的通知（草稿）', '附件命名请使用“单号-类型-日期”。', null, 1, 30, [], 'DRAFT'],
];

export function seedPortalContent(now = Date.now()): ResourceRecord[] {
  const anchor = seedAnchor(now);
  const byStatus = (status: string) => CONTENT.filter((c) => c[7] === status);
  const taken = new Map<string, number>();
  return buildRecords({
    def: portalContent,
    rng: rng(2026_1617),
    counts: { DRAFT: byStatus('DRAFT').length, PUBLISHED: byStatus('PUBLISHED').length, WITHDRAWN: byStatus('WITHDRAWN').length },
    base: (_n, status) => {
      const k = taken.get(status) ?? 0;
      taken.set(status, k + 1);
      const [kind, title, content, link, start, end, audience] = byStatus(status)[k];
      return {
        kind,
        title,
        content,
        link,
        startAt: new Date(anchor + start * DAY).toISOString(),
        endAt: new Date(anchor + end * DAY).toISOString(),
        audience,
        sortOrder: 10,
      } as Values;
    },
    createdAt: () => anchor - 100 * DAY,
    stepGap: () => HOUR,
    input: () => ({}),
    applicants: [ADMIN],
    operators: [ADMIN],
    now,
  });
}
