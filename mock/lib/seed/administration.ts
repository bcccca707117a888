/**
 * The administration records the resource engine keeps (src/domain/desks/administration.ts), as first
 * seeded: three password templates, the standard one current (the demo users' passwords were changed
 * 30 days before the mock started, so none is due under any of them: the shortest expiry is 90 days),
 * the four approval groups, the workflow definitions that route to them, and the dictionaries of 选项配置.
 */
import type { ResourceRecord } from '../../../src/domain/engine';
import type { ApprovalMode, NodeCondition } from '../../../src/domain/workflow';
import { SETTINGS } from '../../../src/domain/desks/settings';
import { DEMO } from './people';
import { seedDictionaries } from './dictionaries';
import { ALL, expandGrants } from '../../../src/domain/admin/permissions';
import { DEMO_USER_NOS, functionTree, seedOrganizations, seedRoles, seedSecrecy, seedStaff, seedUsers } from '../server/identity';

const SEEDED_AT = '2025-10-08T02:00:00.000Z';

const template = (
  id: string,
  name: string,
  minLength: number,
  classes: string[],
  expiryDays: number,
  historyCount: number,
  status: string,
): ResourceRecord => ({
  id,
  name,
  minLength,
  classes,
  expiryDays,
  historyCount,
  status,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
  version: 1,
  history: [{ at: SEEDED_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create', to: status }],
});

export const seedPasswordTemplates = (): ResourceRecord[] => [
  template('PT-STANDARD', '标准策略', 8, ['upper', 'lower', 'digit', 'symbol'], 180, 3, 'ACTIVE'),
  template('PT-STRICT', '高强度策略', 12, ['upper', 'lower', 'digit', 'symbol'], 90, 5, 'INACTIVE'),
  template('PT-BASIC', '基础策略', 6, ['lower', 'digit'], 0, 0, 'INACTIVE'),
];

const group = (id: string, name: string, description: string, members: string[], leadNo: string): ResourceRecord => ({
  id,
  name,
  description,
  members,
  leadNo,
  createdAt: GROUPS_AT,
  updatedAt: GROUPS_AT,
  version: 1,
  history: [{ at: GROUPS_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create' }],
});

const GROUPS_AT = '2026-09-01T01:00:00.000Z';

type SeedNode = [name: string, groupId: string, mode: ApprovalMode, slaHours: number, condition?: NodeCondition];

/** A definition of 流程配置, enabled, as first saved. */
const definition = (id: string, businessType: string, name: string, nodes: SeedNode[]): ResourceRecord => ({
  id,
  businessType,
  name,
  remark: null,
  nodes: nodes.map(([nodeName, groupId, mode, slaHours, condition]) => ({
    name: nodeName,
    groupId,
    mode,
    slaHours,
    escalateTo: 'lead',
    condition: condition ?? null,
  })),
  status: 'ENABLED',
  createdAt: GROUPS_AT,
  updatedAt: GROUPS_AT,
  version: 1,
  history: [{ at: GROUPS_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create', to: 'ENABLED' }],
});

/** 流程配置's definitions, one per business type that has one; their nodes route to the groups above. */
export const seedWorkflowDefinitions = (): ResourceRecord[] => [
  definition('WFD-001', 'claimApplication', '索赔申请审批', [
    ['客服经理审核', 'GRP-CS', 'ANY_ONE', 8],
    ['财务复核', 'GRP-FIN', 'ANY_ONE', 24],
    // a large claim takes one more review (conditional route, docs/workflow.md)
    ['大额索赔复核', 'GRP-CS', 'ANY_ONE', 24, { field: 'lossAmount', op: 'gt', value: 200_000 }],
  ]),
  definition('WFD-002', 'insuranceApplication', '商业保险申请审批', [
    ['客服经理审核', 'GRP-CS', 'ANY_ONE', 8],
    ['财务会签', 'GRP-FIN', 'ALL_MUST', 24],
  ]),
  definition('WFD-003', 'insuranceExtension', '保险延期审批', [['客服经理审核', 'GRP-CS', 'ANY_ONE', 8]]),
  definition('WFD-004', 'userComplaints', '用户投诉评审', [
    ['客服经理受理', 'GRP-CS', 'ANY_ONE', 8],
    ['质量评审', 'GRP-QA', 'ANY_ONE', 48],
  ]),
  definition('WFD-005', 'cifficultReport', '疑难报告审批', [
    ['技术审核', 'GRP-TECH', 'ANY_ONE', 24],
    ['质量评审', 'GRP-QA', 'ANY_ONE', 48],
  ]),
  definition('WFD-006', 'problemFeedback', '问题反馈处理审批', [
    ['客服经理受理', 'GRP-CS', 'ANY_ONE', 8],
    ['技术评估', 'GRP-TECH', 'ANY_ONE', 24],
  ]),
  definition('WFD-007', 'leaseOrder', '租赁订单审批', [
    ['客服经理审核', 'GRP-CS', 'ANY_ONE', 4],
    ['财务审核', 'GRP-FIN', 'ANY_ONE', 8],
  ]),
  definition('WFD-008', 'substitutionOrder', '替换订单审批', [
    ['技术评估', 'GRP-TECH', 'ANY_ONE', 8],
    ['客服经理审核', 'GRP-CS', 'ANY_ONE', 4],
  ]),
  definition('WFD-010', 'specialist', '专家支持申请审批', [['客服经理审核', 'GRP-CS', 'ANY_ONE', 8]]),
  definition('WFD-009', 'productCodeApproval', '物料编码申请审批', [['编码审核', 'GRP-CS', 'ANY_ONE', 16]]),
];

/**
 * Each kind of approval goes to the people whose work it is: orders, applications, complaints, expert
 * requests and material-code requests to customer service (客服经理组: manager, admin); amounts to
 * finance (财务审核组: admin, manager); difficulty reports and exchanges to engineering (技术审核组:
 * engineer, admin); the quality review of complaints, difficulty reports and feedback to 质量评审组
 * (engineer, manager). Training staff and general staff apply; they approve nothing in the seed.
 */
export const seedApprovalGroups = (): ResourceRecord[] => [
  group('GRP-CS', '客服经理组', '订单、申请与投诉的业务审核', ['manager', 'admin'], 'admin'),
  group('GRP-FIN', '财务审核组', '涉及金额的复核：保险、索赔、租赁', ['admin', 'manager'], 'admin'),
  group('GRP-TECH', '技术审核组', '疑难报告与替换件的技术评估', ['engineer', 'admin'], 'admin'),
  group('GRP-QA', '质量评审组', '投诉、疑难报告与问题反馈的质量评审', ['engineer', 'manager'], 'manager'),
];

const DICTIONARIES_AT = '2025-10-08T02:00:00.000Z';

/** The dictionaries of 选项配置 (./dictionaries.ts) as the engine's records, one per type (id `DICT-<type>`). */
export const seedDictionaryRecords = (): ResourceRecord[] =>
  seedDictionaries().map((d) => ({
    id: `DICT-${d.type}`,
    type: d.type,
    name: d.name,
    ...(d.nameEn ? { nameEn: d.nameEn } : {}),
    items: d.items.map((i) => ({ ...i })),
    createdAt: DICTIONARIES_AT,
    updatedAt: DICTIONARIES_AT,
    version: 1,
    history: [{ at: DICTIONARIES_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create' }],
  }));

/**
 * 用户管理's records: the staff, then the demo users of the development sign-in (one per role), as seeded
 * (identitySeed.ts) without their credentials, which the mock keeps apart. 启用 or 停用 as seeded.
 */
export const seedSystemUsers = (): ResourceRecord[] =>
  [...seedStaff(), ...seedUsers()].map(({ password, passwordChangedAt, mustChangePassword, sessionsValidAfter, enabled, createdAt, ...user }, i) => {
    const status = enabled ? 'ENABLED' : 'DISABLED';
    const at = createdAt ?? SEEDED_AT;
    return {
      id: `USER-${String(i + 1).padStart(4, '0')}`,
      ...user,
      status,
      createdAt: at,
      updatedAt: at,
      version: 1,
      history: [{ at, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create', to: status }],
    };
  });

/**
 * 用户角色's records: the seeded roles (identitySeed.ts `seedRoles`) in their order, 启用 or 停用 as seeded,
 * with what each grants as the tree shows it and the form saves it: `['*']`, or the page and element
 * codes its patterns cover (`aogOrder:*` → the page and each of its elements), in the tree's order.
 */
export const seedSystemUserRoles = (): ResourceRecord[] =>
  seedRoles().map(({ enabled, grants: patterns, ...role }, i) => {
    const grants = patterns.includes(ALL) ? [ALL] : [...expandGrants(patterns, functionTree())];
    const status = enabled ? 'ENABLED' : 'DISABLED';
    return {
      id: `ROLE-${String(i + 1).padStart(4, '0')}`,
      ...role,
      grants,
      status,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
      version: 1,
      history: [{ at: SEEDED_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create', to: status }],
    };
  });

/** The units of 组织结构 as the engine's records: the tree of identitySeed.ts, the root without a unit above (no `parentId`). */
export const seedOrganizationUnits = (): ResourceRecord[] =>
  seedOrganizations().map(({ parentId, ...unit }) => ({
    ...unit,
    ...(parentId ? { parentId } : {}),
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    version: 1,
    history: [{ at: SEEDED_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create' }],
  }));

/** A fixed administration record as first set, its id given. */
const fixed = (id: string, values: Record<string, unknown>): ResourceRecord => ({
  id,
  ...values,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
  version: 1,
  history: [{ at: SEEDED_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create' }],
});
const level = (values: Record<string, unknown>) => fixed(String(values.level), values);

/** 信息密级's levels as first set (ids are the levels' codes). */
export const seedInformationLevels = (): ResourceRecord[] => seedSecrecy().info.map((l) => level({ ...l }));

/** 人员密级's levels as first set, each with its ceiling of the default mapping. */
export const seedPersonnelLevels = (): ResourceRecord[] => {
  const { personnel, mapping } = seedSecrecy();
  return personnel.map((l) => level({ ...l, ceiling: mapping[l.level] }));
};

/**
 * 人员授权's records: one per seeded user, in 用户管理's order. The demo users see everything (已授权, all
 * organizations and customers), so that the journeys across departments (approvals) work out of the
 * box; the staff have the default scope (their own organization's subtree, all customers).
 */
export const seedDataScopes = (): ResourceRecord[] =>
  seedSystemUsers().map((user, i) => {
    const status = DEMO_USER_NOS.includes(String(user.userNo)) ? 'CUSTOM' : 'DEFAULT';
    return {
      id: `SCOPE-${String(i + 1).padStart(4, '0')}`,
      userNo: user.userNo,
      allOrgs: status === 'CUSTOM',
      orgIds: [],
      allCustomers: true,
      customerIds: [],
      status,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      version: 1,
      history: [{ at: user.createdAt, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create', to: status }],
    };
  });

/** 选项配置's 业务参数: one record per setting (id = key), each at its default. */
export const seedSelectSettings = (): ResourceRecord[] => Object.values(SETTINGS).map((s) => fixed(s.key, { key: s.key, value: s.default }));
