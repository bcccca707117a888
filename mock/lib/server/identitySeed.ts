/** The mock's identity data as first seeded: roles, demo users and further staff, organizations, password templates, secrecy settings, data scopes. */
import type { OrgUnit } from '../../../src/domain/admin/organization';
import { DEFAULT_MAPPING, levelNameKey, type InfoLevel, type LevelSetting, type PersonnelLevel, type SecrecyMapping } from '../../../src/domain/admin/secrecy';
import { serverText } from '../../../src/domain/serverMessages';
import { DEMO_ROLES } from '../../../src/domain/admin/demoRoles';
import { rng } from '../store/db';
import { DEMO } from '../seed/people';

export interface MockRole {
  code: string;
  name: string;
  /** grant patterns (src/domain/access.ts): '*', a page, '<page>:*', '<page>:<action>' */
  grants: string[];
  description?: string;
  /** a disabled role grants nothing */
  enabled?: boolean;
  /** seeded roles cannot be deleted (their codes are referenced by the demo sign-in) */
  builtIn?: boolean;
}

export interface MockUser {
  userNo: string;
  userName: string;
  phone: string;
  email: string;
  roles: string[];
  orgId: string;
  secrecyLevel: PersonnelLevel;
  enabled: boolean;
  createdAt?: string;
}

/**
 * What signs a user in and keeps them signed in — never on the user record (identity.ts
 * `credentialsOf`), so nothing that answers users can carry it.
 */
export interface Credentials {
  /** the current password (a development mock: stored as typed, compared with `verifyPassword`) */
  password: string;
  passwordChangedAt?: string;
  /** set by an administrator's reset (and for a new user): the user should change the password at once */
  mustChangePassword?: boolean;
  /** tokens issued before this moment (ms) no longer sign in: password reset, disable */
  sessionsValidAfter?: number;
}

/** A seeded user with the credentials it starts with (split apart by identity.ts). */
export type SeedUser = MockUser & Credentials;

/**
 * The demo roles: the grant table of src/domain/admin/demoRoles.ts, enabled and built in; then 审计员, a
 * role nobody holds, 停用 (so 用户角色 opens on both statuses, and on a role that may be deleted).
 */
export const seedRoles = (): MockRole[] => [
  ...DEMO_ROLES.map((r) => ({ ...r, grants: [...r.grants], enabled: true, builtIn: true })),
  { code: 'auditor', name: '审计员', description: '查看操作日志和系统日志', grants: ['logManagement', 'appLogs'], enabled: false, builtIn: false },
];

const SEEDED_AT = '2026-01-05T09:00:00.000Z';
/**
 * Demo users changed their password 20 days before the start of the day the mock started: never expired
 * under any seeded template (the shortest expiry is 90 days) for two months of a running mock, a run
 * across midnight included, so the quick start and the browser tests
 * sign in straight to the portal.
 */
const DEMO_PASSWORD_AT = (() => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return new Date(d.getTime() - 20 * 24 * 3600 * 1000).toISOString();
})();

/** The demo users of the development sign-in: one per role. */
export const seedUsers = (): SeedUser[] => [
  {
    ...DEMO.admin,
    password: 'Admin@123',
    phone: '13800000001',
    email: 'wangjg@aftersales.example',
    roles: ['admin'],
    orgId: 'ORG-HQ',
    secrecyLevel: 'CORE',
    enabled: true,
    passwordChangedAt: DEMO_PASSWORD_AT,
    createdAt: SEEDED_AT,
  },
  {
    ...DEMO.manager,
    password: 'Manager@123',
    phone: '13800000002',
    email: 'limin@aftersales.example',
    roles: ['serviceManager'],
    orgId: 'ORG-CS',
    secrecyLevel: 'IMPORTANT',
    enabled: true,
    passwordChangedAt: DEMO_PASSWORD_AT,
    createdAt: SEEDED_AT,
  },
  {
    ...DEMO.engineer,
    password: 'Engineer@123',
    phone: '13800000003',
    email: 'zhangwei@aftersales.example',
    roles: ['engineer'],
    orgId: 'ORG-TECH',
    secrecyLevel: 'IMPORTANT',
    enabled: true,
    passwordChangedAt: DEMO_PASSWORD_AT,
    createdAt: SEEDED_AT,
  },
  {
    ...DEMO.trainer,
    password: 'Trainer@123',
    phone: '13800000004',
    email: 'liuyang@aftersales.example',
    roles: ['trainingManager'],
    orgId: 'ORG-TRAIN',
    secrecyLevel: 'GENERAL',
    enabled: true,
    passwordChangedAt: DEMO_PASSWORD_AT,
    createdAt: SEEDED_AT,
  },
  {
    ...DEMO.staff,
    password: 'Staff@123',
    phone: '13800000005',
    email: 'chenjing@aftersales.example',
    roles: ['staff'],
    orgId: 'ORG-CS',
    secrecyLevel: 'GENERAL',
    enabled: true,
    passwordChangedAt: DEMO_PASSWORD_AT,
    createdAt: SEEDED_AT,
  },
];

export const DEMO_USER_NOS = seedUsers().map((u) => u.userNo);

export const seedOrganizations = (): OrgUnit[] => [
  { id: 'ORG-HQ', parentId: null, name: '航宇部件集团', type: 'COMPANY', order: 0 },
  { id: 'ORG-CS', parentId: 'ORG-HQ', name: '客户服务部', type: 'DEPARTMENT', order: 0 },
  { id: 'ORG-CS-AOG', parentId: 'ORG-CS', name: 'AOG保障组', type: 'DEPARTMENT', order: 0 },
  { id: 'ORG-CS-ORDER', parentId: 'ORG-CS', name: '订单组', type: 'DEPARTMENT', order: 1 },
  { id: 'ORG-TECH', parentId: 'ORG-HQ', name: '技术支持部', type: 'DEPARTMENT', order: 1 },
  { id: 'ORG-TECH-ENG', parentId: 'ORG-TECH', name: '工程技术室', type: 'DEPARTMENT', order: 0 },
  { id: 'ORG-TECH-DOC', parentId: 'ORG-TECH', name: '技术资料室', type: 'DEPARTMENT', order: 1 },
  { id: 'ORG-TRAIN', parentId: 'ORG-HQ', name: '培训中心', type: 'DEPARTMENT', order: 2 },
  { id: 'ORG-QA', parentId: 'ORG-HQ', name: '质量部', type: 'DEPARTMENT', order: 3 },
  { id: 'ORG-IT', parentId: 'ORG-HQ', name: '信息技术部', type: 'DEPARTMENT', order: 4 },
  { id: 'ORG-EAST', parentId: 'ORG-HQ', name: '华东维修公司', type: 'COMPANY', order: 5 },
  { id: 'ORG-EAST-REPAIR', parentId: 'ORG-EAST', name: '维修车间', type: 'DEPARTMENT', order: 0 },
  { id: 'ORG-EAST-CS', parentId: 'ORG-EAST', name: '客服部', type: 'DEPARTMENT', order: 1 },
  { id: 'ORG-SOUTH', parentId: 'ORG-HQ', name: '华南服务公司', type: 'COMPANY', order: 6 },
  { id: 'ORG-SOUTH-CS', parentId: 'ORG-SOUTH', name: '客服部', type: 'DEPARTMENT', order: 0 },
  { id: 'ORG-SOUTH-STORE', parentId: 'ORG-SOUTH', name: '航材库', type: 'DEPARTMENT', order: 1 },
];

const SURNAMES = [
  '赵',
  '钱',
  '孙',
  '李',
  '周',
  '吴',
  '郑',
  '王',
  '冯',
  '陈',
  '褚',
  '卫',
  '蒋',
  '沈',
  '韩',
  '杨',
  '朱',
  '秦',
  '许',
  '何',
  '吕',
  '施',
  '孔',
  '曹',
];
const GIVEN = ['磊', '娜', '强', '芳', '军', '霞', '涛', '静', '斌', '婷', '鹏', '丽', '超', '燕', '浩', '颖', '杰', '琳', '宇', '欣', '明', '雪', '凯', '倩'];
const STAFF_ORGS: Array<[string, string[], PersonnelLevel]> = [
  ['ORG-CS-AOG', ['staff'], 'GENERAL'],
  ['ORG-CS-ORDER', ['staff'], 'GENERAL'],
  ['ORG-CS', ['serviceManager'], 'IMPORTANT'],
  ['ORG-TECH-ENG', ['engineer'], 'IMPORTANT'],
  ['ORG-TECH-DOC', ['engineer'], 'GENERAL'],
  ['ORG-TRAIN', ['trainingManager', 'staff'], 'GENERAL'],
  ['ORG-QA', ['staff'], 'IMPORTANT'],
  ['ORG-IT', ['admin'], 'CORE'],
  ['ORG-EAST-REPAIR', ['engineer'], 'GENERAL'],
  ['ORG-EAST-CS', ['staff'], 'GENERAL'],
  ['ORG-SOUTH-CS', ['staff'], 'GENERAL'],
];

/** Further staff, deterministic, so that 用户管理 and 组织结构 have something to page through. */
export function seedStaff(): SeedUser[] {
  const r = rng(5005);
  const used = new Set<string>();
  const phones = new Set<string>();
  const out: SeedUser[] = [];
  for (let i = 0; i < 42; i++) {
    let name = '';
    do name = r.pick(SURNAMES) + r.pick(GIVEN) + (r.chance(0.5) ? r.pick(GIVEN) : '');
    while (used.has(name));
    used.add(name);
    const [orgId, roleCodes, level] = STAFF_ORGS[i % STAFF_ORGS.length];
    const no = `HY${1001 + i}`;
    const day = String(1 + (i % 27)).padStart(2, '0');
    let phone = '';
    do phone = `139${String(r.int(10000000, 99999999))}`;
    while (phones.has(phone));
    phones.add(phone);
    out.push({
      userNo: no,
      userName: name,
      password: `Hy#${1001 + i}pass`,
      phone,
      email: `${no.toLowerCase()}@aftersales.example`,
      roles: roleCodes,
      orgId,
      secrecyLevel: level,
      enabled: !(i % 13 === 12),
      passwordChangedAt: `2026-0${1 + (i % 9)}-${day}T08:30:00.000Z`,
      createdAt: `2025-1${i % 3}-${day}T08:00:00.000Z`,
    });
  }
  return out;
}

export interface SecrecySettings {
  mapping: SecrecyMapping;
  info: LevelSetting<InfoLevel>[];
  personnel: LevelSetting<PersonnelLevel>[];
}

/** The levels as they start: each named by its default name (the locale's, `levelNameKey`), then renamed on 人员密级 / 信息密级. */
export const seedSecrecy = (): SecrecySettings => {
  const info = (level: InfoLevel, description: string, color: string) => ({ level, name: serverText(levelNameKey('info', level)), description, color });
  const personnel = (level: PersonnelLevel, description: string, color: string) => ({
    level,
    name: serverText(levelNameKey('personnel', level)),
    description,
    color,
  });
  return {
    mapping: { ...DEFAULT_MAPPING },
    info: [
      info('PUBLIC', '可对外公开的资料', 'green'),
      info('INTERNAL', '仅限公司内部使用', 'blue'),
      info('SECRET', '泄露会损害公司利益', 'orange'),
      info('CONFIDENTIAL', '泄露会严重损害公司利益', 'red'),
    ],
    personnel: [
      personnel('GENERAL', '一般岗位人员', 'default'),
      personnel('IMPORTANT', '接触秘密信息的岗位', 'gold'),
      personnel('CORE', '接触机密信息的核心岗位', 'volcano'),
    ],
  };
};

export interface FunctionSettings {
  /** codes switched off for everyone */
  disabled: string[];
  remarks: Record<string, string>;
}
