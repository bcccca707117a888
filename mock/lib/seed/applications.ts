/**
 * Seed applications of the six types, in every status, run through the real workflow engine: a record
 * in IN_APPROVAL has a running instance whose tasks wait for the group members, an approved one went
 * through every node, a rejected one carries its approver's comment, some were rejected, edited and
 * submitted again. The instances land in the workflow store, the steps in the records' history — so
 * the pages, the inbox and the timelines agree, for every demo user.
 */
import { applyAction, businessDate, domainContext, type HistoryEntry, type ResourceDef, type ResourceRecord, type Values } from '../../../src/domain/engine';
import {
  applicationTitle,
  claimApplication,
  cifficultReport,
  insuranceApplication,
  insuranceExtension,
  problemFeedback,
  userComplaints,
} from '../../../src/domain/desks/applications';
import { WorkflowEngine, type WorkflowOutcome } from '../../../src/domain/workflow';
import { rng, type Rng } from '../store/db';
import { directoryUser, liveEnv, submitComment, toHistory, workflowBase } from '../workflow/workflow';
import { seedAnchor, DAY, HOUR, type Person } from './build';
import { AIRCRAFT_TYPES, CUSTOMERS } from './dictionaries';
import { registration, fleet } from './orders';
import { PARTS } from './parts';
import { DEMO } from './people';

/** The demo users as seeded applicants and handlers (also the CBB's authors). */
export const PEOPLE: Person[] = [DEMO.staff, DEMO.engineer, DEMO.manager, DEMO.trainer, DEMO.admin];
/** Who handles an approved application: engineering the technical kinds, customer service the rest. */
const handlersOf = (type: string): Person[] => (['cifficultReport', 'problemFeedback'].includes(type) ? [PEOPLE[1], PEOPLE[4]] : [PEOPLE[2], PEOPLE[4]]);

/**
 * How many records of each status (151 a type): most are history — handled and closed over the past
 * months — while the open ones (drafts, approvals under way) are recent and keep every inbox busy
 * without burying it.
 */
const COUNTS: Record<string, number> = { DRAFT: 10, IN_APPROVAL: 10, APPROVED: 14, PROCESSING: 18, CLOSED: 81, REJECTED: 11, WITHDRAWN: 7 };

const APPROVE_COMMENTS = ['同意', '情况属实，同意', '资料齐全，同意办理', '已核实，请尽快处理', '', '', ''];
const REJECT_COMMENTS = [
  '附件缺少检验报告，请补充后重新提交',
  '金额与发票不符，请核对',
  '描述不清，请补充故障现象和发生经过',
  '保单号与保险公司记录不一致',
  '请先与客户确认需求后再提交',
];
const WITHDRAW_COMMENTS = ['信息填写有误，撤回修改', '客户要求暂缓', ''];

function customer(r: Rng): Values {
  const [id, name] = r.pick(CUSTOMERS);
  return { customerId: id, customerName: name };
}

const policyNo = (r: Rng) => `${r.pick(['PICC-AV', 'CPIC-AV', 'PAIC-AV', 'CLIC-AV'])}-${r.int(2024, 2026)}-${String(r.int(1, 99999)).padStart(5, '0')}`;
const warrantyNo = (r: Rng, pn: string) => `WTY-${pn.replace(/[^A-Z0-9]/g, '').slice(0, 10)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
const serial = (r: Rng) => `${r.pick(['SN', 'A', 'P', 'U'])}${r.int(10000, 99999)}`;
const day = (ms: number) => businessDate(ms);

/** The business fields of one application of each type. */
const BASE: Record<string, (r: Rng, created: number) => Values> = {
  cifficultReport: (r, created) => {
    const [pn, name, ata] = r.pick(PARTS);
    const fault = r.pick([
      ['反复出现间歇性故障', '地面测试正常，空中偶发故障信息，更换后仍复现。'],
      ['排故无法定位根因', '按 AMM 程序排故三次未能定位，怀疑线束或接头问题。'],
      ['多架次出现相同故障', '本月三架同型机出现相同故障代码，需要厂家技术支援。'],
      ['部件拆换后性能下降', '新装件工作参数偏离手册范围，需确认是否为件号兼容性问题。'],
    ]);
    return {
      ...fleet(r),
      subject: `${name}${fault[0]}`,
      ataChapter: ata,
      partNumber: pn,
      partName: name,
      priority: r.pick(['ROUTINE', 'URGENT', 'URGENT', 'CRITICAL']),
      occurredOn: day(created - r.int(1, 20) * DAY),
      faultDescription: fault[1],
      actionsTaken: r.pick(['已更换同件号备件，故障依旧。', '已检查相关线路和插头，未见异常。', '已按 FIM 完成隔离程序。', null]),
    };
  },
  insuranceApplication: (r, created) => {
    const start = day(created + r.int(5, 40) * DAY);
    const [pn, name] = r.pick(PARTS);
    return {
      ...customer(r),
      insuredObject: r.pick([
        `${registration(r)} 机身及发动机`,
        `${name}（${pn}）周转件`,
        `${r.pick(['北京', '上海', '广州', '成都'])}航材库存备件`,
        `${name} 送修往返运输`,
      ]),
      coverage: r.pick(['HULL_ALL_RISKS', 'SPARES', 'SPARES', 'TRANSIT', 'LIABILITY', 'REPAIR_SHOP']),
      sumInsured: r.pick([500_000, 1_200_000, 3_500_000, 8_000_000, 25_000_000, 180_000_000]),
      currency: r.pick(['CNY', 'CNY', 'USD']),
      periodStart: start,
      periodEnd: day(Date.parse(start) + r.pick([90, 180, 365, 365]) * DAY),
      insurer: r.pick(['中国人民财产保险', '中国太平洋财产保险', '中国平安财产保险', null]),
      riskDescription: r.pick(['航材在库及周转期间的损失风险。', '跨境送修运输途中的损坏与灭失风险。', null]),
    };
  },
  insuranceExtension: (r, created) => {
    const current = day(created + r.int(3, 30) * DAY);
    return {
      ...customer(r),
      policyNo: policyNo(r),
      insuredObject: r.pick([`${registration(r)} 机身一切险`, '航材库存备件', '送修件运输']),
      currentEndDate: current,
      newEndDate: day(Date.parse(current) + r.pick([30, 60, 90, 180]) * DAY),
      reason: r.pick(['飞机定检延期，需覆盖至出厂。', '送修周期延长，运输险需顺延。', '新保单尚在谈判中，申请临时延期。']),
    };
  },
  claimApplication: (r, created) => {
    const [pn, name] = r.pick(PARTS);
    const basis = r.pick(['POLICY', 'WARRANTY', 'WARRANTY']);
    return {
      ...fleet(r, false),
      claimBasis: basis,
      policyOrWarrantyNo: basis === 'POLICY' ? policyNo(r) : warrantyNo(r, pn),
      incidentDate: day(created - r.int(1, 30) * DAY),
      lossAmount: r.pick([18_500, 46_000, 128_000, 265_000, 890_000]) + r.pick([0, 0.5]),
      currency: r.pick(['CNY', 'CNY', 'USD']),
      partNumber: pn,
      serialNumber: serial(r),
      incidentDescription: r.pick([
        `${name}装机 ${r.int(50, 900)} 小时后失效，在保修期内。`,
        `运输途中包装破损导致${name}外壳受损。`,
        `${name}送修返回后首次使用即故障，要求索赔。`,
      ]),
    };
  },
  userComplaints: (r, created) => {
    const [category, subject, text] = r.pick([
      ['DELIVERY', 'AOG 订单交付延误', 'AOG 订单承诺 24 小时内发运，实际延误两天，造成航班取消。'],
      ['QUALITY', '新件开箱即损', '收到的新件外观有明显磕碰，无法装机。'],
      ['REPAIR', '返修件重复故障', '送修返回的部件装机一周后再次出现相同故障。'],
      ['SERVICE', '客服响应不及时', '夜间多次致电 24 小时热线无人接听。'],
      ['DOCUMENT', '适航证书信息错误', '随件 8130-3 标签上的序号与实物不一致。'],
      ['BILLING', '结算金额有误', '租赁结算中超期费计算与合同不符。'],
    ]);
    return {
      ...customer(r),
      subject,
      category,
      severity: r.pick(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'CRITICAL']),
      expectedBy: day(created + r.int(5, 30) * DAY),
      complaintDescription: text,
      expectedResolution: r.pick(['尽快更换合格件并承担运费。', '书面说明原因并给出改进措施。', '按合同约定给予补偿。', '更正单证并重新寄送。']),
    };
  },
  problemFeedback: (r) => {
    const [pn, name] = r.pick(PARTS);
    const [type, subject, text] = r.pick([
      ['PRODUCT', `${name}密封圈易老化`, '多个件在使用一年内出现密封圈老化渗漏。'],
      ['TECHNICAL_DATA', 'CMM 手册图示与实物不符', `${name} CMM 第 3 章分解图与实物结构不一致。`],
      ['SERVICE', '送修进度查询不便', '希望送修进度能在门户中实时查看。'],
      ['SYSTEM', '门户导出 Excel 乱码', '使用旧版办公软件打开导出文件出现乱码。'],
      ['OTHER', '培训排期建议', '建议增加周末的实操培训班次。'],
    ]);
    return {
      ...customer(r),
      subject,
      feedbackType: type,
      priority: r.pick(['ROUTINE', 'ROUTINE', 'URGENT']),
      partNumber: type === 'PRODUCT' || type === 'TECHNICAL_DATA' ? pn : null,
      aircraftType: r.pick(AIRCRAFT_TYPES)[0],
      problemDescription: text,
      suggestion: r.pick(['建议更换材料供应商。', '建议尽快发布手册修订。', null]),
    };
  },
};

/** Input of the close action of each type (the handling result). */
const CLOSE_INPUT: Record<string, (r: Rng, record: Values) => Values> = {
  cifficultReport: (r) => ({
    conclusion: r.pick([
      '确认为线束插头腐蚀导致接触不良，已发布服务通告建议检查。',
      '为软件版本兼容问题，升级至最新版本后解决。',
      '部件内部元件老化，已安排返厂修理。',
    ]),
  }),
  insuranceApplication: (r) => ({ policyNo: policyNo(r) }),
  insuranceExtension: () => ({}),
  claimApplication: (r, rec) => ({ settledAmount: Math.round(Number(rec.lossAmount) * r.pick([1, 0.8, 0.6])) }),
  userComplaints: (r) => ({
    cause: r.pick(['仓库出库复核遗漏。', '承运商中转延误。', '修理过程中未更换老化密封件。', '单证录入错误。']),
    correctiveAction: r.pick([
      '增加出库双人复核并培训相关人员。',
      '更换承运商并建立 AOG 专线。',
      '修订修理工卡，增加密封件强制更换项。',
      '单证系统增加序号校验。',
    ]),
    customerConfirmation: r.pick(['CONFIRMED', 'CONFIRMED', 'PARTIAL', 'DISPUTED']),
  }),
  problemFeedback: (r) => ({
    reply: r.pick(['感谢反馈，已纳入下一版本改进计划。', '已转技术部门核实，手册修订将于下月发布。', '已与供应商沟通，后续批次将更换材料。']),
  }),
};

const SEEDS: Record<string, number> = {
  cifficultReport: 2026_0401,
  insuranceApplication: 2026_0402,
  insuranceExtension: 2026_0403,
  claimApplication: 2026_0404,
  userComplaints: 2026_0405,
  problemFeedback: 2026_0406,
};

/**
 * Records of one application type over every status. `now` anchors the timeline (steps never lie in
 * the future). Runs the workflow engine on the workflow store (definitions and groups seeded first).
 */
export function seedApplications(def: ResourceDef, now = Date.now()): ResourceRecord[] {
  const r = rng(SEEDS[def.key] ?? 2026_0400);
  const anchor = Math.min(seedAnchor(now), now);
  const data = workflowBase();
  let clock = 0;
  const engine = new WorkflowEngine(
    data,
    { now: () => new Date(clock).toISOString(), user: directoryUser, groups: liveEnv.groups, definitions: liveEnv.definitions },
    { atomic: false },
  );
  const out: ResourceRecord[] = [];
  let i = 0;
  const latest = now - 10 * 60_000;

  for (const [target, count] of Object.entries(COUNTS)) {
    for (let k = 0; k < count; k += 1, i += 1) {
      // open records are recent; finished ones older
      // (one waiting for approval was submitted within the last two days: an inbox of days, not weeks)
      const drawn = ['DRAFT', 'IN_APPROVAL'].includes(target) ? r.int(0, 6) : target === 'CLOSED' ? r.int(20, 360) : r.int(3, 60);
      const ageDays = target === 'IN_APPROVAL' ? Math.floor(drawn / 3) : drawn;
      const created = anchor - ageDays * DAY - r.int(1, 10) * HOUR;
      clock = created;
      const applicant = r.pick(PEOPLE);
      const at = new Date(created).toISOString();
      let rec: Values = {
        id: `${def.key}-${String(i + 1).padStart(6, '0')}`,
        status: 'DRAFT',
        ...BASE[def.key](r, created),
        applicantNo: applicant.userNo,
        applicantName: applicant.userName,
        attachments: [],
        remark: null,
        createdAt: at,
        updatedAt: at,
        version: 1,
        history: [{ at, operatorNo: applicant.userNo, operatorName: applicant.userName, action: 'create', to: 'DRAFT' } as HistoryEntry],
      };
      const step = (minH: number, maxH: number) => {
        clock = Math.min(clock + r.int(minH * 60, maxH * 60) * 60_000, latest);
        return clock;
      };
      const record = (o: WorkflowOutcome) => {
        const history = [...(rec.history as HistoryEntry[]), ...o.history.map(toHistory)];
        rec = { ...rec, history, status: o.recordStatus ?? rec.status, updatedAt: new Date(clock).toISOString(), version: Number(rec.version) + 1 };
      };
      const submit = () => {
        step(1, 6);
        const from = String(rec.status);
        const o = engine.start(
          { businessType: def.key, recordId: String(rec.id), recordCode: 'PENDING', title: applicationTitle(rec), fromStatus: from, fields: rec },
          applicant,
        );
        const entry: HistoryEntry = {
          at: new Date(clock).toISOString(),
          operatorNo: applicant.userNo,
          operatorName: applicant.userName,
          action: 'submit',
          from,
          to: o.recordStatus!,
          comment: submitComment(o, liveEnv.definitions().find((d) => d.id === o.instance?.definitionId)?.name),
        };
        rec = { ...rec, status: o.recordStatus, history: [...(rec.history as HistoryEntry[]), entry], updatedAt: entry.at, version: Number(rec.version) + 1 };
        return o.instance!;
      };
      /** decide the active node: one member of an any-one node, every member of an all-must node */
      const approveNode = (instanceId: string) => {
        const inst = data.instances.find((x) => x.id === instanceId)!;
        const pending = data.tasks.filter((t) => t.instanceId === instanceId && t.status === 'PENDING' && t.nodeIndex === inst.currentNode);
        const deciders = inst.nodes[inst.currentNode].mode === 'ANY_ONE' ? [r.pick(pending)] : pending;
        for (const t of deciders) {
          step(2, 20);
          record(engine.approve(t.id, { userNo: t.assigneeNo, userName: t.assigneeName }, r.pick(APPROVE_COMMENTS)));
        }
      };
      const rejectNode = (instanceId: string) => {
        const inst = data.instances.find((x) => x.id === instanceId)!;
        const t = r.pick(data.tasks.filter((x) => x.instanceId === instanceId && x.status === 'PENDING' && x.nodeIndex === inst.currentNode));
        step(2, 20);
        record(engine.reject(t.id, { userNo: t.assigneeNo, userName: t.assigneeName }, r.pick(REJECT_COMMENTS)));
      };
      const editAfterRejection = () => {
        step(4, 30);
        rec = {
          ...rec,
          history: [
            ...(rec.history as HistoryEntry[]),
            { at: new Date(clock).toISOString(), operatorNo: applicant.userNo, operatorName: applicant.userName, action: 'edit', changes: ['remark'] },
          ],
          remark: '已按审批意见补充资料',
          version: Number(rec.version) + 1,
        };
      };
      const lifecycle = (key: 'process' | 'close') => {
        step(3, 48);
        const action = def.action(key)!;
        const input = key === 'close' ? CLOSE_INPUT[def.key](r, rec) : {};
        if (r.chance(0.4)) input.comment = key === 'process' ? r.pick(['已安排专人跟进', '已联系客户确认细节']) : r.pick(['已书面回复客户', '处理完毕']);
        rec = applyAction(def, rec, action, input, domainContext(clock), r.pick(handlersOf(def.key))).record;
      };
      const instances: string[] = [];
      const approveAll = (id: string) => {
        while (data.instances.find((x) => x.id === id)!.status === 'RUNNING') approveNode(id);
      };

      if (target !== 'DRAFT') {
        // about one in four went through a rejection first
        const roundTwo = target !== 'WITHDRAWN' && target !== 'REJECTED' && r.chance(0.25);
        if (roundTwo) {
          const first = submit();
          instances.push(first.id);
          rejectNode(first.id);
          editAfterRejection();
        }
        const inst = submit();
        instances.push(inst.id);
        if (target === 'WITHDRAWN') {
          step(1, 8);
          record(engine.withdraw(inst.id, applicant, r.pick(WITHDRAW_COMMENTS)));
        } else if (target === 'REJECTED') {
          if (inst.nodes.length > 1 && r.chance(0.5)) approveNode(inst.id);
          rejectNode(inst.id);
        } else if (target === 'IN_APPROVAL') {
          // some wait on their first node, some got further
          if (inst.nodes.length > 1 && r.chance(0.4)) approveNode(inst.id);
        } else {
          approveAll(inst.id);
          if (target === 'PROCESSING' || target === 'CLOSED') lifecycle('process');
          if (target === 'CLOSED') lifecycle('close');
        }
      }
      rec.updatedAt = (rec.history as HistoryEntry[]).at(-1)!.at;
      out.push(rec as ResourceRecord);
      // remember which instances belong to this record until codes are known
      (rec as Values).__instances = instances;
    }
  }

  // numbers follow creation order within a day, as the store assigns them
  const sorted = [...out].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const perDay = new Map<string, number>();
  for (const rec of sorted) {
    const d = new Date(Date.parse(rec.createdAt) + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '');
    const seq = (perDay.get(d) ?? 0) + 1;
    perDay.set(d, seq);
    rec.code = `${def.codePrefix}-${d}-${String(seq).padStart(4, '0')}`;
    const ids = (rec.__instances as string[]) ?? [];
    delete rec.__instances;
    for (const inst of data.instances) if (ids.includes(inst.id)) inst.recordCode = rec.code;
    for (const t of data.tasks) if (ids.includes(t.instanceId)) t.recordCode = rec.code;
  }
  return out;
}

export const applicationSeeders: Record<string, () => ResourceRecord[]> = Object.fromEntries(
  [cifficultReport, insuranceApplication, insuranceExtension, claimApplication, userComplaints, problemFeedback].map((def) => [
    def.key,
    () => seedApplications(def),
  ]),
);
