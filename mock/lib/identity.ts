/**
 * Who is who in the mock: demo users, roles and what they grant. The development sign-in page offers
 * one user per role (domain.md §6). The administration pages edit these collections; permissions are
 * always derived from them at the time of the call.
 */
import { CURRENT_SYSTEM } from '../../src/constants';
import { derivePermissions, grants, type Permissions } from '../../src/domain/access';
import { elementCodes } from '../../src/domain/catalogue';
import { collection } from './db';
import { verifyToken } from './session';

export interface MockRole {
  code: string;
  name: string;
  grants: string[];
}

export interface MockUser {
  userNo: string;
  userName: string;
  password: string;
  phone: string;
  email: string;
  roles: string[];
  orgId: string;
  secrecyLevel: 'general' | 'important' | 'core';
  enabled: boolean;
}

const ORDER_PAGES = ['procurementOrder', 'aogOrder', 'substitutionOrder', 'leaseOrder'];
const APPLICATION_PAGES = ['cifficultReport', 'insuranceApplication', 'insuranceExtension', 'claimApplication', 'userComplaints', 'problemFeedback'];
const COMMON = ['updatePassword', 'cbbList:*', 'cbbDetail:*', 'suggestManagement:*', 'surveysList', 'approvalManagement:*', 'specialistList', 'maintenancePoint', 'productMaintenance', 'technicalMaterials'];

export const seedRoles = (): MockRole[] => [
  { code: 'admin', name: '系统管理员', grants: ['*'] },
  {
    code: 'serviceManager',
    name: '客服经理',
    grants: [...COMMON, ...ORDER_PAGES.map((p) => `${p}:*`), ...APPLICATION_PAGES.map((p) => `${p}:*`), 'customerService:*', 'aiService:*', 'userStatistics', 'surveysList:*', 'logManagement'],
  },
  {
    code: 'engineer',
    name: '技术工程师',
    grants: [...COMMON, 'support:*', 'returnFactory:*', 'specialist:*', 'workOrder:*', 'technicalMaterials:*', 'userFeedback:*', 'cifficultReport:*', 'maintenancePersonnel', 'productCodeInfo', 'productCodeApproval:*', 'aiService'],
  },
  {
    code: 'trainingManager',
    name: '培训主管',
    grants: [...COMMON, 'trainingOrder:*', 'courseManagement:*', 'personnelFile:*'],
  },
  {
    code: 'staff',
    name: '普通员工',
    grants: [...COMMON, ...ORDER_PAGES, ...APPLICATION_PAGES, 'claimApplication:*', 'problemFeedback:*', 'support', 'returnFactory', 'workOrder', 'trainingOrder', 'courseManagement', 'userFeedback', 'aiService'],
  },
];

export const seedUsers = (): MockUser[] => [
  { userNo: 'admin', userName: '王建国', password: 'Admin@123', phone: '13800000001', email: 'wangjg@aftersales.example', roles: ['admin'], orgId: 'ORG-HQ', secrecyLevel: 'core', enabled: true },
  { userNo: 'manager', userName: '李敏', password: 'Manager@123', phone: '13800000002', email: 'limin@aftersales.example', roles: ['serviceManager'], orgId: 'ORG-CS', secrecyLevel: 'important', enabled: true },
  { userNo: 'engineer', userName: '张伟', password: 'Engineer@123', phone: '13800000003', email: 'zhangwei@aftersales.example', roles: ['engineer'], orgId: 'ORG-TECH', secrecyLevel: 'important', enabled: true },
  { userNo: 'trainer', userName: '刘洋', password: 'Trainer@123', phone: '13800000004', email: 'liuyang@aftersales.example', roles: ['trainingManager'], orgId: 'ORG-TRAIN', secrecyLevel: 'general', enabled: true },
  { userNo: 'staff', userName: '陈静', password: 'Staff@123', phone: '13800000005', email: 'chenjing@aftersales.example', roles: ['staff'], orgId: 'ORG-CS', secrecyLevel: 'general', enabled: true },
];

export const users = () => collection<MockUser[]>('users', seedUsers);
export const roles = () => collection<MockRole[]>('roles', seedRoles);

export function findUser(userNo: string): MockUser | undefined {
  return users().find((u) => u.userNo === userNo);
}

/** The enabled user a token belongs to, or undefined. */
export function currentUserOf(token: string): MockUser | undefined {
  const payload = verifyToken(token);
  if (!payload) return undefined;
  const user = findUser(payload.userNo);
  return user?.enabled ? user : undefined;
}

export function grantsOf(user: MockUser): string[] {
  return roles()
    .filter((r) => user.roles.includes(r.code))
    .flatMap((r) => r.grants);
}

/** The user's permissions within `system`, derived from their roles now. */
export function permissionsOf(user: MockUser, system = CURRENT_SYSTEM): Permissions {
  return derivePermissions(grantsOf(user), system, elementCodes());
}

/** Whether the user holds a page-element code (in any system). */
export function hasCode(user: MockUser, code: string): boolean {
  return grants(grantsOf(user), code);
}
