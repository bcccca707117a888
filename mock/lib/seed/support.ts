/**
 * Seed data of the repair support desk: support cases (with their reply threads), experts and expert
 * requests — from fixed seeds, laid out relative to now, realistic and consistent: a case's
 * `waitingSince` follows its seeded thread; the bookings of scheduled, completed and closed requests
 * never overlap for one expert.
 */
import type { ResourceRecord, ThreadMessage, Values } from '../../../src/domain/engine';
import { addDays, businessDate } from '../../../src/domain/engine';
import { support, waitingAfterPost } from '../../../src/domain/desks/support';
import { BOOKED, specialist, specialistList } from '../../../src/domain/desks/specialists';
import { rng, type Rng } from '../store/db';
import { AIRCRAFT_TYPES, ATA_CHAPTERS, EXPERT_SPECIALITIES, STATIONS, supportEngineers } from './dictionaries';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { customer, registration, serial, spread, fleet } from './orders';
import { PARTS } from './parts';
import { withApprovalRounds } from './approvals';
import { DEMO, person, phone } from './people';

const DESK: Person[] = [DEMO.staff, DEMO.manager];
const LEADS: Person[] = [DEMO.manager, DEMO.admin];

// ---------------------------------------------------------------- support cases

const SYMPTOMS = [
  (name: string) => `${name}间歇性故障，ECAM/EICAS 告警后复位可恢复，航后排故未能复现`,
  (name: string) => `${name} BITE 自检失败，按 FIM 排故更换插头后故障依旧`,
  (name: string) => `航前检查发现${name}渗漏，渗漏量接近 AMM 限制，请协助判断是否可继续放行`,
  (name: string) => `${name}工作时有异响，振动值偏高，请提供排故建议`,
  (name: string) => `${name}装机后功能测试不通过，怀疑与构型/软件版本不兼容`,
  (name: string) => `机组报告${name}相关系统偶发失效，需确认是否与近期 SB 改装有关`,
];

const DESK_NOTES = [
  '客户补充：故障在航前出现，已按 FIM 排故未果，BITE 报告见附件说明。',
  '客户来电：飞机明早有航班，请尽快给出处理意见。',
  '客户补充了故障代码和拆下件的 S/N，请工程师查看。',
];
const ENGINEER_NOTES = [
  (ata: string) => `已收到。请先按 AMM ${ata} 章检查相关插头与线束，测量供电电压后反馈结果。`,
  () => '根据故障代码判断为部件内部故障，建议更换该件，拆下件可返厂检测。',
  () => '请提供故障发生时的 QAR 数据与最近一次更换记录，我们比对后答复。',
];
const FOLLOW_UPS = ['客户反馈：已按建议检查，插头无异常，故障依旧。', '客户追问处理进度，请尽快答复。', '客户已提供 QAR 数据，请查看。'];
const RESOLUTIONS = [
  '更换部件后功能测试正常，故障排除。拆下件已安排返厂检测。',
  '确认为线束插钉退针，重新压接后测试正常。',
  '软件版本不匹配，按 SB 升级后测试通过。',
  '渗漏量在 AMM 允许范围内，已给出继续放行及监控间隔建议。',
];

/** The threads of the seeded cases, by record id (filled by the case seeder, read by the thread seeder). */
const seededThreads = new Map<string, ThreadMessage[]>();
export const supportThreads = () => seededThreads;

/** The messages of a case and the time of each: the desk's note, the engineer's answer, follow-ups. */
function caseThread(r: Rng, c: Values, now: number): ThreadMessage[] {
  const created = Date.parse(String(c.createdAt));
  const history = (c.history as Array<{ action: string; at: string }>) ?? [];
  const assigned = history.find((h) => h.action === 'assign');
  const lastStep = Date.parse(history[history.length - 1]?.at ?? String(c.createdAt));
  const applicant = { no: String(c.applicantNo), name: String(c.applicantName) };
  const engineer = c.handlerNo ? { no: String(c.handlerNo), name: String(c.handlerName) } : undefined;
  const plan: Array<[{ no: string; name: string }, string]> = [];
  if (r.chance(0.7)) plan.push([applicant, r.pick(DESK_NOTES)]);
  // an engineer who started the work has answered; a freshly assigned one half the time
  if (engineer && (c.status !== 'ASSIGNED' || r.chance(0.5))) {
    const done = c.status === 'RESOLVED' || c.status === 'CLOSED';
    plan.push([engineer, r.pick(ENGINEER_NOTES)(String(c.ataChapter))]);
    if (done || r.chance(0.45)) plan.push([applicant, r.pick(FOLLOW_UPS)]);
    if (done) plan.push([engineer, '已给出处理方案，请客户确认。']);
  }
  const start = assigned ? Date.parse(assigned.at) : created;
  const end = Math.max(start + 60_000, Math.min(now - 5 * 60_000, Math.max(lastStep, start + plan.length * 3 * HOUR)));
  const messages = plan.map(([who, text], k) => {
    // the desk's note comes soon after creation; the rest spread between assignment and the last step
    const at =
      k === 0 && who === applicant
        ? created + r.int(5, 40) * 60_000
        : start + Math.round(((end - start) * k) / Math.max(plan.length, 1)) + r.int(1, 30) * 60_000;
    return { id: '', at: new Date(Math.min(at, now - 60_000)).toISOString(), authorNo: who.no, authorName: who.name, text, attachments: [] };
  });
  // newest last, numbered as the store numbers them
  return messages.sort((a, b) => a.at.localeCompare(b.at)).map((m, k) => ({ ...m, id: `${c.id}-m${k + 1}` }));
}

export function seedSupportCases(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1301);
  const anchor = seedAnchor(now);
  const engineers = supportEngineers().map(([userNo, userName]) => ({ userNo, userName: String(userName) }));
  const zhang = engineers.find((e) => e.userNo === 'engineer') ?? engineers[0];
  const rows = buildRecords({
    def: support,
    rng: r,
    counts: spread(support, 156, { OPEN: 1.2, ASSIGNED: 1.2, IN_PROGRESS: 1.6, RESOLVED: 1, CLOSED: 3 }),
    base: () => {
      const [pn, name, ata] = r.pick(PARTS);
      return {
        ...fleet(r),
        aircraftType: r.pick(AIRCRAFT_TYPES)[0],
        partNumber: pn,
        partName: name,
        serialNumber: r.chance(0.8) ? serial(r) : null,
        ataChapter: ata,
        urgency: r.pick(['ROUTINE', 'ROUTINE', 'ROUTINE', 'URGENT', 'URGENT', 'CRITICAL']),
        symptom: r.pick(SYMPTOMS)(name),
        contactName: person(r),
        contactPhone: phone(r),
      };
    },
    createdAt: (_i, status) =>
      status === 'OPEN'
        ? now - r.int(1, 36) * HOUR
        : status === 'ASSIGNED'
          ? now - r.int(3, 72) * HOUR
          : status === 'IN_PROGRESS'
            ? now - r.int(1, 12) * DAY
            : anchor - (status === 'RESOLVED' ? r.int(3, 30) : r.int(10, 200)) * DAY - r.int(1, 20) * HOUR,
    stepGap: (action) => (action.key === 'assign' ? r.int(20, 180) * 60_000 : action.key === 'resolve' ? r.int(1, 6) * DAY : r.int(1, 30) * HOUR),
    input: (action) => {
      if (action.key === 'assign') {
        const e = r.chance(0.55) ? zhang : r.pick(engineers);
        return { handlerNo: e.userNo, handlerName: e.userName, ...(r.chance(0.3) ? { comment: '请优先处理' } : {}) };
      }
      if (action.key === 'resolve') return { resolution: r.pick(RESOLUTIONS) };
      return {};
    },
    applicants: DESK,
    operators: LEADS,
    now,
  });
  seededThreads.clear();
  const t = rng(2026_1302);
  for (const c of rows) {
    const thread = caseThread(t, c, now);
    seededThreads.set(c.id, thread);
    // the wait follows the thread: from creation, answered by the assignee, restarted by anyone else
    let waiting: string | null = c.createdAt;
    for (const m of thread) waiting = waitingAfterPost({ ...c, waitingSince: waiting }, m.authorNo, m.at);
    c.waitingSince = waiting;
  }
  return rows;
}

// ---------------------------------------------------------------- experts

const TITLES = ['高级工程师', '主任工程师', '首席技术专家', '工程师', '研究员级高级工程师'];
/** ATA chapters an expert of each speciality covers. */
const SPECIALITY_ATA: Record<string, string[]> = {
  STRUCTURES: ['52', '25'],
  AVIONICS: ['22', '23', '31', '34', '45'],
  POWERPLANT: ['71', '72', '73', '77', '79', '80'],
  LANDING_GEAR: ['32'],
  HYDRAULICS: ['27', '29'],
  ENVIRONMENTAL: ['21', '36', '30'],
  ELECTRICAL: ['24', '33'],
  APU: ['49', '80'],
  NDT: ['52', '32', '72'],
  COMPOSITES: ['52', '25'],
};

export function seedExperts(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1303);
  const anchor = seedAnchor(now);
  const known = new Set(ATA_CHAPTERS.map(([v]) => v));
  const names = new Set<string>();
  return buildRecords({
    def: specialistList,
    rng: r,
    counts: { ACTIVE: 40, INACTIVE: 4 },
    base: () => {
      const [speciality] = r.pick(EXPERT_SPECIALITIES);
      const chapters = SPECIALITY_ATA[speciality].filter((a) => known.has(a));
      const types = [...new Set(Array.from({ length: 4 }, () => r.pick(AIRCRAFT_TYPES)[0]))].slice(0, r.int(2, 4));
      let name = person(r);
      while (names.has(name)) name = person(r);
      names.add(name);
      return {
        expertName: name,
        title: r.pick(TITLES),
        speciality,
        ataChapters: chapters.slice(0, r.int(1, chapters.length)),
        aircraftTypes: types,
        baseStation: r.pick(STATIONS)[0],
        phone: phone(r),
        email: `expert${r.int(100, 999)}@aftersales.example`,
      };
    },
    createdAt: () => anchor - r.int(200, 700) * DAY,
    stepGap: () => r.int(30, 200) * DAY,
    input: () => ({ comment: '长期外派，暂停接受支持申请' }),
    applicants: LEADS,
    operators: LEADS,
    now,
  });
}

// ---------------------------------------------------------------- expert requests

const PURPOSES = [
  (name: string) => `${name}反复故障，需专家到场协助排故并培训一线人员`,
  (name: string) => `${name}结构损伤超出 SRM 范围，需专家评估修理方案`,
  () => '机队可靠性分析会，需专家远程讲解近期 SB 执行要点',
  (name: string) => `${name}更换后试车参数异常，需专家远程指导`,
  () => '新机型引进，需专家现场支持首次 A 检',
];
const PLACES = (station: string) => [`${station}机场机库`, `${station}航线维修基地`, `${station}机务工程部会议室`];

/** Requests over every status; the dates of booked ones never overlap for one expert. */
export function seedExpertRequests(now = Date.now(), experts: ResourceRecord[] = seedExperts(now)): ResourceRecord[] {
  const r = rng(2026_1304);
  const anchor = seedAnchor(now);
  const today = businessDate(now);
  const active = experts.filter((e) => e.status === 'ACTIVE');
  const booked = new Map<string, Array<[string, string]>>();
  let created = anchor;
  const rows = buildRecords({
    def: specialist,
    rng: r,
    counts: spread(specialist, 132, {
      SUBMITTED: 1.4,
      APPROVED: 1,
      SCHEDULED: 1.6,
      COMPLETED: 1.2,
      CLOSED: 2.5,
      REJECTED: 0.6,
      WITHDRAWN: 0.4,
      CANCELLED: 0.5,
    }),
    createdAt: (_i, status) => {
      const days = ['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'CANCELLED'].includes(status)
        ? r.int(0, 8)
        : status === 'SCHEDULED'
          ? r.int(3, 20)
          : r.int(40, 220);
      created = anchor - days * DAY - r.int(1, 20) * HOUR;
      return created;
    },
    base: (_i, status) => {
      const [, name, ata] = r.pick(PARTS);
      const isBooked = BOOKED.includes(status);
      const length = r.pick([1, 1, 2, 3, 3, 5, 7]);
      let expert = r.pick(active);
      let start = '';
      // future visits for open requests; past ones for completed and closed
      for (let attempt = 0; attempt < 50; attempt += 1) {
        expert = r.pick(active);
        start = status === 'COMPLETED' || status === 'CLOSED' ? addDays(businessDate(created), r.int(5, 25)) : addDays(today, r.int(2, 75));
        const end = addDays(start, length - 1);
        if (status === 'COMPLETED' && end >= today) continue;
        if (!isBooked) break;
        if (!(booked.get(expert.id) ?? []).some(([a, b]) => a <= end && start <= b)) break;
      }
      const end = addDays(start, length - 1);
      if (isBooked) booked.set(expert.id, [...(booked.get(expert.id) ?? []), [start, end]]);
      const station = r.pick(STATIONS);
      const onSite = r.chance(0.6);
      return {
        ...customer(r),
        expertId: expert.id,
        expertName: expert.expertName,
        mode: onSite ? 'ON_SITE' : 'REMOTE',
        startDate: start,
        endDate: end,
        place: onSite ? r.pick(PLACES(station[1].slice(4))) : r.chance(0.5) ? '腾讯会议远程' : null,
        aircraftType: r.pick(AIRCRAFT_TYPES)[0],
        aircraftRegistration: r.chance(0.7) ? registration(r) : null,
        ataChapter: ata,
        purpose: r.pick(PURPOSES)(name),
      };
    },
    stepGap: (action) => (action.key === 'complete' ? r.int(15, 40) * DAY : r.int(4, 48) * HOUR),
    input: (action) => {
      if (action.key === 'complete') return { report: '已完成现场/远程支持：故障原因已确认，给出修理方案并完成人员讲解，详见附件报告。' };
      if (action.key === 'cancel') return { comment: '客户已自行解决' };
      return {};
    },
    applicants: [DEMO.engineer, ...DESK],
    operators: LEADS,
    now,
  });
  return withApprovalRounds(specialist.key, rows, rng(2026_1133));
}
