/**
 * Seed data of the knowledge desks: 320 products (some with pictures), 520+ material codes, 64 code
 * requests over every status (the approved ones with their codes), 220 technical materials over every
 * type and secrecy level with one to three revisions each — every revision a small real PDF or text
 * file in the file API — and 120 feedback items, each by a reader cleared for its document.
 */
import { createHash } from 'node:crypto';
import { addDays, businessDate, type ResourceRecord, type Values } from '../../../src/domain/engine';
import { INFO_LEVELS, levelNameKey } from '../../../src/domain/admin/secrecy';
import { serverText } from '../../../src/domain/serverMessages';
import { productCodeApproval, productCodeInfo, productMaintenance, technicalMaterials, userFeedback, type Revision } from '../../../src/domain/desks/knowledge';
import { rng, type Rng } from '../store/db';
import { putFile } from '../files/fileStore';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { AIRCRAFT_TYPES } from './dictionaries';
import { partDrawing } from './drawings';
import { documentPdf, DOC_KINDS } from './documents';
import { catalogueFacts } from './catalogueFacts';
import { CATALOGUE, CLASS_FACTS, CNY_RATE, PARTS } from './parts';
import { withApprovalRounds } from './approvals';
import { DEMO } from './people';

const ADMIN: Person = DEMO.admin;
const MANAGER: Person = DEMO.manager;
const ENGINEER: Person = DEMO.engineer;
const STAFF: Person = DEMO.staff;

/** Who may read a level (the demo users' personnel levels: admin 核心, manager/engineer 重要, staff/trainer 一般). */
const READERS: Record<string, Person[]> = {
  PUBLIC: [STAFF, DEMO.trainer, ENGINEER, MANAGER, ADMIN],
  INTERNAL: [STAFF, DEMO.trainer, ENGINEER, MANAGER, ADMIN],
  SECRET: [ENGINEER, MANAGER, ADMIN],
  CONFIDENTIAL: [ADMIN],
};

const fileId = (seed: string) => createHash('md5').update(`knowledge-seed:${seed}`).digest('hex');
const aircraft = (r: Rng) => r.pick(AIRCRAFT_TYPES)[0];
const levelOf = (i: number, r: Rng) =>
  i < INFO_LEVELS.length * 3
    ? INFO_LEVELS[i % INFO_LEVELS.length]
    : r.pick(['PUBLIC', 'PUBLIC', 'INTERNAL', 'INTERNAL', 'INTERNAL', 'SECRET', 'SECRET', 'CONFIDENTIAL']);

// ---------------------------------------------------------------- products

/** How a category is counted (a kit by the kit, tooling by the set, the rest each). */
const PRODUCT_UNIT: Record<string, string> = { KIT: 'KIT', TOOLING: 'SET' };
const MAKERS = [
  '航宇部件集团',
  'Honeywell',
  'Collins Aerospace',
  'Safran',
  'Parker Aerospace',
  'Moog',
  'Liebherr-Aerospace',
  '中航机载系统',
  'Thales',
  'Eaton',
];
const VARIANTS = ['改进型', '加强型', '延寿型', '轻量化', '新构型', '通用型', '出口型', '高原型', '低温型', '试验型', '备份型'];

export function seedProducts(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1501);
  const anchor = seedAnchor(now);
  const rows = buildRecords({
    def: productMaintenance,
    rng: r,
    counts: { ON_SHELF: 250, OFF_SHELF: 70 },
    base: (i) => {
      const [pn, name, chapter, kind] = CATALOGUE[i % CATALOGUE.length];
      const facts = CLASS_FACTS[kind];
      const variant = Math.floor(i / CATALOGUE.length);
      const currency = r.pick(['CNY', 'CNY', 'USD', 'EUR']);
      const cny = r.int(facts.price[0], facts.price[1]);
      return {
        partNumber: variant ? `${pn}${String.fromCharCode(65 + ((variant - 1) % 26))}`.slice(0, 30) : pn,
        productName: variant ? `${name}（${VARIANTS[(variant - 1) % VARIANTS.length]}）` : name,
        category: facts.category,
        aircraftTypes: [...new Set([aircraft(r), aircraft(r)])],
        ataChapter: chapter,
        manufacturer: r.pick(MAKERS),
        description: r.chance(0.7) ? `${name}，适用于${chapter}章系统，随件提供适航标签和合格证。` : null,
        listPrice: Math.round(cny / CNY_RATE[currency] / 10) * 10,
        currency,
        leadTimeDays: r.pick(facts.leadTimes),
        unit: PRODUCT_UNIT[facts.category] ?? 'EA',
        secrecyLevel: levelOf(i, r),
        ...catalogueFacts(pn, kind, variant),
      };
    },
    createdAt: (i) => anchor - ((i % 300) * DAY) / 2 - r.int(1, 20) * HOUR,
    stepGap: () => r.int(1, 48) * HOUR,
    input: () => ({}),
    applicants: [MANAGER, ADMIN],
    operators: [MANAGER, ADMIN],
    now,
  });
  // a drawing of the part's class as its picture (a PNG in the file API), for all but every sixth product
  rows.forEach((row, i) => {
    if (i % 6 === 5) return;
    const kind = CATALOGUE[i % CATALOGUE.length][3];
    const bytes = partDrawing(kind);
    const ref = putFile({
      id: fileId(`product-${i}`),
      name: `${String(row.partNumber)}.png`,
      size: bytes.length,
      type: 'image/png',
      uploadedAt: row.createdAt,
      uploadedBy: String(row.applicantName),
      content: bytes.toString('base64'),
      uploaderNo: String(row.applicantNo),
    });
    row.attachments = [{ ...ref, docType: 'DRAWING' }];
  });
  return rows;
}

// ---------------------------------------------------------------- material codes and requests

const MATERIALS: Array<[category: string, name: string, specs: string[], unit: string]> = [
  ['RM', '铝合金板', ['2024-T3 δ1.6', '7075-T6 δ2.0', '6061-T6 δ3.0'], 'KG'],
  ['RM', '钛合金棒', ['TC4 Φ20', 'TC4 Φ35', 'TA2 Φ12'], 'KG'],
  ['STD', '六角头螺栓', ['NAS6204-8', 'NAS6206-12', 'MS21250-05016'], 'EA'],
  ['STD', '自锁螺母', ['MS21042L3', 'NAS1291C4', 'MS21042L08'], 'EA'],
  ['STD', 'O形密封圈', ['MS29513-012', 'MS29513-214', 'AS568-116'], 'EA'],
  ['CHEM', '航空液压油', ['MIL-PRF-83282 1QT', 'Skydrol LD-4 1GAL'], 'L'],
  ['CHEM', '密封胶', ['PR-1422 B2', 'PR-1776M B2', 'MIL-PRF-81733'], 'EA'],
  ['ELEC', '航空电连接器', ['MS27474T12B35S', 'D38999/26WB35PN', 'MS3106A18-1S'], 'EA'],
  ['ELEC', '继电器', ['M83536/1-028M', 'MS27742-1'], 'EA'],
  ['TOOL', '扭力扳手', ['3/8" 20-100 in-lb', '1/2" 30-150 ft-lb'], 'SET'],
  ['CONS', '保险丝', ['MS20995C32', 'MS20995C20'], 'M'],
  ['CONS', '清洗剂', ['MIL-PRF-680 Type II 5L'], 'L'],
];

/** The i-th distinct material: a base name and spec with a numbered variant past the first round. */
function material(i: number): Values {
  const [category, name, specs, unit] = MATERIALS[i % MATERIALS.length];
  const s = Math.floor(i / MATERIALS.length) % 3;
  const round = Math.floor(i / (MATERIALS.length * 3));
  const spec = specs[s % specs.length];
  return { materialCategory: category, materialName: name, specification: round || s >= specs.length ? `${spec} 批次${round * 3 + s}` : spec, unit };
}

const REQUEST_BASE = 10_000; // request materials come after the codes' own

function requestRows(now: number): ResourceRecord[] {
  const r = rng(2026_1503);
  const anchor = seedAnchor(now);
  return buildRecords({
    def: productCodeApproval,
    rng: r,
    counts: { APPROVED: 30, REJECTED: 8, WITHDRAWN: 4, CANCELLED: 4, IN_APPROVAL: 18 },
    base: (i) => ({
      ...material(REQUEST_BASE + i),
      reason: r.pick(['新机型配套需要', '替代停产物料', '维修手册新增耗材', '客户指定供应商物料', '工装夹具新增']),
    }),
    createdAt: (i, status) => anchor - (status === 'IN_APPROVAL' ? r.int(1, 5) : r.int(8, 120)) * DAY - (i % 10) * HOUR,
    stepGap: () => r.int(2, 30) * HOUR,
    input: () => ({}),
    applicants: [ENGINEER, ENGINEER, MANAGER],
    operators: [MANAGER, ADMIN],
    now,
  });
}

/** The approved requests get their codes (numbered per category after the seeded ones). */
const approvedCode = (i: number, category: string) => `${category}-${String(900_000 + i).padStart(6, '0')}`;

export function seedCodeRequests(now = Date.now()): ResourceRecord[] {
  const rows = requestRows(now).map((row, i) => (row.status === 'APPROVED' ? { ...row, materialCode: approvedCode(i, String(row.materialCategory)) } : row));
  return withApprovalRounds(productCodeApproval.key, rows, rng(2026_1134));
}

export function seedMaterialCodes(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1502);
  const anchor = seedAnchor(now);
  const perCategory = new Map<string, number>();
  const rows = buildRecords({
    def: productCodeInfo,
    rng: r,
    counts: { ACTIVE: 470, INACTIVE: 50 },
    base: (i) => {
      const m = material(i);
      const n = (perCategory.get(String(m.materialCategory)) ?? 0) + 1;
      perCategory.set(String(m.materialCategory), n);
      return { ...m, materialCode: `${m.materialCategory}-${String(n).padStart(6, '0')}` };
    },
    createdAt: (i) => anchor - ((600 - i) * DAY) / 2,
    stepGap: () => r.int(10, 200) * DAY,
    input: () => ({}),
    applicants: [MANAGER, ADMIN],
    operators: [MANAGER, ADMIN],
    now,
  });
  const approved = requestRows(now)
    .map((req, i) => ({ req, i }))
    .filter(({ req }) => req.status === 'APPROVED')
    .map(({ req, i }, k): ResourceRecord => {
      const at = req.updatedAt;
      return {
        id: `${productCodeInfo.key}-${String(rows.length + k + 1).padStart(6, '0')}`,
        code: `MAT-${req.code!.split('-')[1]}-${String(9000 + k).padStart(4, '0')}`,
        status: 'ACTIVE',
        materialCode: approvedCode(i, String(req.materialCategory)),
        materialName: req.materialName,
        specification: req.specification,
        unit: req.unit,
        materialCategory: req.materialCategory,
        requestId: req.id,
        applicantNo: MANAGER.userNo,
        applicantName: MANAGER.userName,
        attachments: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
        history: [
          { at, operatorNo: MANAGER.userNo, operatorName: MANAGER.userName, action: 'create', to: 'ACTIVE', comment: `由编码申请 ${req.code} 审批通过生成` },
        ],
      };
    });
  return [...rows, ...approved];
}

// ---------------------------------------------------------------- technical materials

const DOC_TYPES = Object.keys(DOC_KINDS);
/** Documents per status: most in force; the superseded ones are the oldest. */
const DOC_COUNTS = { CURRENT: 205, SUPERSEDED: 15 };

function docNo(type: string, chapter: string, i: number, airType: string) {
  const family = airType.replace(/[^A-Z0-9]/g, '').slice(0, 4);
  return type === 'SB' || type === 'SL' || type === 'SIL'
    ? `${type}-${family}-${chapter}-${String(1000 + i)}`
    : `${type}-${chapter}-${String(10 + (i % 80)).padStart(2, '0')}-${String(i).padStart(3, '0')}`;
}

export function seedTechnicalMaterials(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1504);
  const anchor = seedAnchor(now);
  const partOf = (i: number) => PARTS[(i * 7) % PARTS.length];
  const rows = buildRecords({
    def: technicalMaterials,
    rng: r,
    counts: DOC_COUNTS,
    base: (i) => {
      const type = DOC_TYPES[i % DOC_TYPES.length];
      const [pn, name, chapter] = partOf(i);
      const airType = aircraft(r);
      const pns = r.chance(0.5) ? [pn, `${pn}A`.slice(0, 30)] : [pn];
      const topics = DOC_KINDS[type].topics;
      return {
        documentNo: docNo(type, chapter, i, airType),
        title: `${name}${topics[Math.floor(i / DOC_TYPES.length) % topics.length]}`,
        docType: type,
        aircraftType: airType,
        ataChapter: chapter,
        partNumbers: pns.join(', '),
        // every type at every level: the first 36 walk the levels across the nine types
        secrecyLevel: i < 36 ? INFO_LEVELS[Math.floor(i / DOC_TYPES.length) % INFO_LEVELS.length] : levelOf(i, r),
      };
    },
    // in force: issued over the last 400 days; superseded: issued before them
    createdAt: (i, status) => anchor - (status === 'SUPERSEDED' ? 420 + (i - DOC_COUNTS.CURRENT) * 20 : 400 - i * 1.9) * DAY - r.int(1, 10) * HOUR,
    stepGap: () => r.int(20, 200) * DAY,
    input: (action) => (action.comment === 'required' ? { comment: '已由新版资料替代' } : {}),
    applicants: [ENGINEER, ADMIN],
    operators: [ENGINEER, ADMIN],
    now,
  });
  return rows.map((row, i) => {
    const count = 1 + (i % 3);
    const created = Date.parse(row.createdAt);
    const revisions: Revision[] = [];
    for (let k = 0; k < count; k += 1) {
      const at = new Date(Math.min(created + k * 60 * DAY + HOUR, now - HOUR)).toISOString();
      const by = k % 2 ? ADMIN : ENGINEER;
      const label = String(k + 1).padStart(2, '0');
      const effectiveDate = addDays(businessDate(Date.parse(at)), 7);
      const bytes = documentPdf({
        documentNo: String(row.documentNo),
        title: String(row.title),
        docType: String(row.docType),
        revision: label,
        effectiveDate,
        ataChapter: String(row.ataChapter),
        aircraftType: String(row.aircraftType),
        partNumbers: String(row.partNumbers),
        partName: partOf(i)[1],
        secrecy: serverText(levelNameKey('info', String(row.secrecyLevel))),
      });
      const file = putFile({
        id: fileId(`tm-${i}-${label}`),
        name: `${String(row.documentNo)}_R${label}.pdf`,
        size: bytes.length,
        type: 'application/pdf',
        uploadedAt: at,
        uploadedBy: by.userName,
        content: bytes.toString('base64'),
        uploaderNo: by.userNo,
      });
      revisions.push({
        revision: label,
        effectiveDate,
        fileId: file.id,
        fileName: file.name,
        fileSize: file.size,
        fileType: String(file.type),
        at,
        operatorNo: by.userNo,
        operatorName: by.userName,
        ...(k ? { note: '按厂家通告更新' } : {}),
      });
    }
    const current = revisions[revisions.length - 1];
    return {
      ...row,
      revisions,
      revision: current.revision,
      effectiveDate: current.effectiveDate,
      fileName: current.fileName,
      history: [
        ...(row.history ?? []),
        ...revisions.map((v) => ({
          at: v.at,
          operatorNo: v.operatorNo,
          operatorName: v.operatorName,
          action: 'revise',
          comment: `${v.revision} · ${v.fileName}`,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at)),
    };
  });
}

// ---------------------------------------------------------------- feedback

const PROBLEMS = [
  '图示件号与实物不符',
  '拧紧力矩数值疑似错误',
  '步骤顺序与实际拆装不一致',
  '缺少所需专用工具说明',
  '适用有效性范围不清楚',
  '引用的章节号不存在',
  '警告内容不完整',
];

export function seedFeedback(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1505);
  const anchor = seedAnchor(now);
  const docs = seedTechnicalMaterials(now).filter((d) => d.status === 'CURRENT');
  const picks = Array.from({ length: 120 }, (_, i) => docs[(i * 13) % docs.length]);
  const rows = buildRecords({
    def: userFeedback,
    rng: r,
    counts: { SUBMITTED: 40, ACCEPTED: 30, REJECTED: 15, RESOLVED: 35 },
    base: (i) => {
      const doc = picks[i];
      return {
        documentId: doc.id,
        documentNo: doc.documentNo,
        documentTitle: doc.title,
        section: `${r.pick(['第', '§'])}${r.int(1, 40)}${r.pick(['页', '节', ' 步骤 3', ' 图 2'])}`,
        description: `${r.pick(PROBLEMS)}，请核实。`,
      };
    },
    createdAt: (i) => anchor - r.int(1, 90) * DAY - (i % 24) * HOUR,
    stepGap: () => r.int(4, 96) * HOUR,
    input: (action) =>
      action.key === 'reject'
        ? { reply: '经核对，资料内容与厂家最新版一致，无需修改。' }
        : action.key === 'resolve'
          ? { reply: '已在下一修订版中更正，感谢反馈。' }
          : {},
    applicants: [STAFF],
    operators: [ENGINEER],
    now,
  });
  // the reporter is someone cleared for the document
  return rows.map((row, i) => {
    const reporter = READERS[String(picks[i].secrecyLevel)][i % READERS[String(picks[i].secrecyLevel)].length];
    return {
      ...row,
      applicantNo: reporter.userNo,
      applicantName: reporter.userName,
      history: row.history?.map((h, k) => (k === 0 ? { ...h, operatorNo: reporter.userNo, operatorName: reporter.userName } : h)),
    };
  });
}

export const knowledgeSeeders: Record<string, () => ResourceRecord[]> = {
  productMaintenance: () => seedProducts(),
  productCodeInfo: () => seedMaterialCodes(),
  productCodeApproval: () => seedCodeRequests(),
  technicalMaterials: () => seedTechnicalMaterials(),
  userFeedback: () => seedFeedback(),
};
