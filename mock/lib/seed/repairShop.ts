/**
 * Seed return-to-factory repairs (150 over every status; the open quoted ones a mix of on time and
 * late) and work orders (150 over every status). Half of the work orders were raised from a repair and
 * are consistent with it: the same customer and unit, a work order still open for a repair under
 * repair, verified for one shipped back. Every dispatched work order went to a technician who then held
 * a licence covering its ATA chapter, at an outlet of theirs.
 */
import { businessDate, type ResourceRecord, type Values } from '../../../src/domain/engine';
import { licenceFor } from '../../../src/domain/desks/repairShop/outlets';
import { returnFactory, workOrder } from '../../../src/domain/desks/repairShop';
import { rng } from '../store/db';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { commonInput, serial, spread, fleet } from './orders';
import { requiredCertificateOf } from './fleets';
import { PARTS } from './parts';
import { seedOutlets, seedPersonnel } from './outlets';
import { DEMO } from './people';

const ENGINEERS: Person[] = [DEMO.engineer, DEMO.admin];
const APPLICANTS: Person[] = [DEMO.engineer, DEMO.manager, DEMO.staff];

const FINDINGS = [
  '轴承磨损超标，密封件老化',
  '内部电路板腐蚀，电源模块失效',
  '作动筒活塞杆划伤，超出手册限制',
  '传感器输出漂移，校准不合格',
  '活门卡滞，弹簧疲劳',
];
const TESTS = ['按 CMM 进行 ATP 测试，全部项目合格', '功能测试与绝缘测试合格', '压力试验和泄漏检查合格'];

export function seedReturnFactory(now = Date.now()) {
  const r = rng(2026_1303);
  const anchor = seedAnchor(now);
  const counts = spread(returnFactory, 150, {
    SUBMITTED: 1,
    RECEIVED: 1,
    INSPECTING: 1.2,
    QUOTED: 1.2,
    CUSTOMER_APPROVED: 1,
    CUSTOMER_DECLINED: 0.5,
    REPAIRING: 2,
    TESTING: 1.2,
    SHIPPED_BACK: 1.5,
    CLOSED: 3,
  });
  return buildRecords({
    def: returnFactory,
    rng: r,
    counts,
    base: () => {
      const [pn, name, ata] = r.pick(PARTS);
      return {
        ...fleet(r),
        partNumber: pn,
        partName: name,
        serialNumber: serial(r),
        ataChapter: ata,
        faultDescription: r.pick([`${name}功能失效，BITE 测试不通过`, `${name}渗漏`, `${name}间歇性故障，多次排故无效`, '航线拆下送修，故障待查']),
      };
    },
    // the open repairs arrived within the last few weeks (so some outrun their promise); closed ones long ago
    createdAt: (_i, status) => anchor - (['SHIPPED_BACK', 'CLOSED'].includes(status) ? r.int(40, 240) : r.int(2, 40)) * DAY - r.int(1, 20) * HOUR,
    stepGap: (action) => (['startRepair', 'shipBack', 'quote'].includes(action.key) ? r.int(2, 12) * DAY : r.int(4, 48) * HOUR),
    input: (action, rec, at) => {
      const input = commonInput(r, action, at);
      if (action.key === 'quote')
        Object.assign(input, { findings: r.pick(FINDINGS), repairPrice: r.int(3000, 260000), promisedTatDays: r.pick([10, 15, 20, 30]) });
      if (action.key === 'shipBack')
        // released on the certificate the customer requires
        Object.assign(input, {
          testResult: r.pick(TESTS),
          releaseCertificate: requiredCertificateOf(rec.customerId),
          releaseCertificateNo: `RC-${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}-${r.int(100, 9999)}`,
        });
      if (action.key === 'decline' || action.key === 'failTest')
        input.comment = r.pick(['客户认为报价过高', '修理成本超过新件价格的70%', '绝缘测试不合格，返回维修']);
      return input;
    },
    applicants: APPLICANTS,
    operators: ENGINEERS,
    now,
  });
}

/** The repairs a work order can belong to, by the work order's status: open work for a repair under repair, verified work for one shipped back. */
const REPAIR_FOR: Record<string, string[]> = {
  CREATED: ['INSPECTING', 'CUSTOMER_APPROVED'],
  DISPATCHED: ['CUSTOMER_APPROVED', 'REPAIRING'],
  IN_PROGRESS: ['REPAIRING'],
  COMPLETED: ['TESTING'],
  VERIFIED: ['TESTING', 'SHIPPED_BACK', 'CLOSED'],
  CANCELLED: ['CUSTOMER_DECLINED'],
};
const TASKS = ['分解检查', '更换密封件', '清洗与无损检测', '更换轴承', '修理电路板', '功能测试', '校准', '组装与最终检验'];

export function seedWorkOrders(now = Date.now()) {
  const r = rng(2026_1304);
  const anchor = seedAnchor(now);
  const today = businessDate(anchor);
  const outlets = seedOutlets(now);
  const personnel = seedPersonnel(now, outlets);
  const activeOutlets = new Map(outlets.filter((o) => o.status === 'ACTIVE' && String(o.certificateExpiry) >= today).map((o) => [o.code, o]));
  const technicians = personnel.filter((p) => p.status === 'ACTIVE' && activeOutlets.has(String(p.outletCode)));
  const repairs = seedReturnFactory(now);
  const used = new Set<string>();
  const repairOf = (status: string): ResourceRecord | undefined => {
    const pool = repairs.filter((x) => REPAIR_FOR[status].includes(String(x.status)) && !used.has(x.id));
    const pick = pool.length ? r.pick(pool) : undefined;
    if (pick) used.add(pick.id);
    return pick;
  };
  const records = buildRecords({
    def: workOrder,
    rng: r,
    counts: spread(workOrder, 150, { CREATED: 1, DISPATCHED: 1.2, IN_PROGRESS: 1.5, COMPLETED: 1.2, VERIFIED: 3, CANCELLED: 0.5 }),
    base: (i, status) => {
      const repair = i % 2 === 0 ? repairOf(status) : undefined;
      const [pn, , partAta] = r.pick(PARTS);
      const ata = String(repair?.ataChapter ?? partAta);
      // a technician licensed for the chapter (at an outlet in force), else any and the chapter of their licence
      const licensed = technicians.filter((p) => licenceFor(p, ata, today));
      const tech = licensed.length ? r.pick(licensed) : r.pick(technicians);
      const chapter = licensed.length
        ? ata
        : String(((tech.licences as Values[]).find((l) => String(l.expiresOn) >= today)?.ataChapters as string[] | undefined)?.[0] ?? ata);
      const done = ['COMPLETED', 'VERIFIED'].includes(status);
      const tasks = TASKS.filter((_, k) => k === 0 || r.chance(0.4)).map((task, k) => {
        const est = r.int(2, 16) / 2;
        // in progress: the first task done — every task of every third order (ready to complete)
        const finished = done || (status === 'IN_PROGRESS' && (k === 0 || i % 3 === 0));
        return {
          task,
          ataChapter: chapter,
          estimatedHours: est,
          ...(finished ? { actualHours: Math.round(est * (0.7 + r.int(0, 8) / 10) * 10) / 10, done: true } : { done: false }),
        };
      });
      return {
        ...(repair
          ? {
              returnFactoryId: repair.id,
              customerId: repair.customerId,
              customerName: repair.customerName,
              partNumber: repair.partNumber,
              serialNumber: repair.serialNumber,
              aircraftType: repair.aircraftType,
              aircraftRegistration: repair.aircraftRegistration,
              description: repair.findings ?? repair.faultDescription,
            }
          : { ...fleet(r), partNumber: pn, serialNumber: serial(r), description: `${pn} 航线拆下件修理` }),
        ataChapter: chapter,
        priority: r.pick(['ROUTINE', 'ROUTINE', 'URGENT', 'CRITICAL']),
        tasks,
        // the seal kit is drawn with the job; a serialised replacement part once the work is done
        partsUsed: [
          { partNumber: `MS29513-${r.int(100, 350)}`, quantity: r.int(2, 12) },
          ...(done ? [{ partNumber: r.pick(PARTS)[0], quantity: 1, serialNumber: serial(r) }] : []),
        ],
        outletCode: tech.outletCode,
        technicianNo: tech.code,
      };
    },
    createdAt: (_i, status) => anchor - (['VERIFIED', 'CANCELLED'].includes(status) ? r.int(20, 200) : r.int(1, 20)) * DAY - r.int(1, 20) * HOUR,
    stepGap: () => r.int(4, 72) * HOUR,
    input: (action, rec) => {
      if (action.key === 'dispatch') return { outletCode: rec.outletCode, technicianNo: rec.technicianNo };
      if (action.comment === 'required') return { comment: r.pick(['客户撤回送修', '重复开单', '检验发现力矩记录缺失，返工']) };
      return {};
    },
    applicants: ENGINEERS,
    operators: ENGINEERS,
    now,
  });
  // the engineer records the completions, a second user verifies them (four eyes); an order never
  // dispatched names no outlet
  const [engineer, second] = ENGINEERS;
  for (const rec of records) {
    const history = rec.history ?? [];
    for (const h of history) {
      if (h.action === 'complete') Object.assign(h, { operatorNo: engineer.userNo, operatorName: engineer.userName });
      if (h.action === 'verify') Object.assign(h, { operatorNo: second.userNo, operatorName: second.userName });
    }
    if (!history.some((h) => h.action === 'dispatch')) {
      delete rec.outletCode;
      delete rec.technicianNo;
    }
  }
  return records;
}
