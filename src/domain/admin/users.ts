/**
 * 用户管理 and 用户角色: the fields of users and roles and their checks, shared by the forms (as
 * validation rules) and the mock server (which refuses what breaks them, changing nothing).
 */
import { plainTexts, type RuleError } from './rules';
import { isPersonnelLevel, type PersonnelLevel } from './secrecy';

export interface UserFields {
  userNo: string;
  userName: string;
  orgId: string;
  roles: string[];
  secrecyLevel: PersonnelLevel;
  phone: string;
  email: string;
  enabled: boolean;
}

export const USER_NO_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,19}$/;
export const USER_NAME_MAX = 20;
/** mainland mobile (11 digits from 1) or a landline with area code (010-12345678) */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const EMAIL_MAX = 60;

/**
 * The dictionary of the roles: it follows the roles (用户角色) — code, name, whether enabled — so a user's
 * roles are a multiple select over it (a disabled role not newly chosen, kept where it is).
 */
export const ROLE_DICTIONARY = 'systemRole';

export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,29}$/;
export const ROLE_NAME_MAX = 20;
export const ROLE_DESCRIPTION_MAX = 200;

/** The free texts of a user (the plain-text rule), by their label. */
export const USER_TEXTS = { userName: 'admin.user.field.userName', email: 'admin.user.field.email' };

/** The free texts of a role; the description may span lines. */
export const ROLE_TEXTS = { name: 'admin.role.field.name', description: 'admin.role.field.description' };

export interface UserCheckContext {
  /** account numbers already taken (another user's), compared case-insensitively */
  takenUserNos: Iterable<string>;
  /** phones of other users (the phone signs in, so it is unique) */
  takenPhones?: Iterable<string>;
  orgIds: Set<string>;
  roleCodes: Set<string>;
}

/**
 * Checks a user sent by 用户管理. `creating`: the userNo is new and must be free; on edit it is fixed
 * and not checked again.
 */
export function checkUser(input: unknown, ctx: UserCheckContext, creating: boolean): RuleError | null {
  if (!input || typeof input !== 'object') return { key: 'admin.user.error.malformed' };
  const u = input as Record<string, unknown>;
  if (creating) {
    if (typeof u.userNo !== 'string' || !USER_NO_PATTERN.test(u.userNo)) return { key: 'admin.user.error.userNo' };
    const lower = u.userNo.toLowerCase();
    for (const taken of ctx.takenUserNos) {
      if (taken.toLowerCase() === lower) return { key: 'admin.user.error.userNoTaken', params: { userNo: u.userNo } };
    }
  }
  if (typeof u.userName !== 'string' || !u.userName.trim()) return { key: 'admin.user.error.userNameRequired' };
  if (u.userName.trim().length > USER_NAME_MAX) return { key: 'admin.user.error.userNameTooLong', params: { max: USER_NAME_MAX } };
  const text = plainTexts(u, USER_TEXTS);
  if (text) return text;
  if (typeof u.orgId !== 'string' || !ctx.orgIds.has(u.orgId)) return { key: 'admin.user.error.org' };
  if (!Array.isArray(u.roles) || u.roles.length === 0) return { key: 'admin.user.error.rolesRequired' };
  const badRole = u.roles.find((r) => typeof r !== 'string' || !ctx.roleCodes.has(r));
  if (badRole !== undefined) return { key: 'admin.user.error.roleUnknown', params: { role: String(badRole) } };
  if (!isPersonnelLevel(u.secrecyLevel)) return { key: 'admin.user.error.secrecyLevel' };
  if (typeof u.phone !== 'string' || !PHONE_PATTERN.test(u.phone)) return { key: 'admin.user.error.phone' };
  for (const taken of ctx.takenPhones ?? []) if (taken === u.phone) return { key: 'admin.user.error.phoneTaken', params: { phone: u.phone } };
  if (typeof u.email !== 'string' || u.email.length > EMAIL_MAX || !EMAIL_PATTERN.test(u.email)) return { key: 'admin.user.error.email' };
  if (u.enabled !== undefined && typeof u.enabled !== 'boolean') return { key: 'admin.user.error.malformed' };
  return null;
}

export interface RoleFields {
  code: string;
  name: string;
  description?: string;
  enabled?: boolean;
}

export function checkRole(input: unknown, takenCodes: Iterable<string>, takenNames: Iterable<string>, creating: boolean): RuleError | null {
  if (!input || typeof input !== 'object') return { key: 'admin.role.error.malformed' };
  const r = input as Record<string, unknown>;
  if (creating) {
    if (typeof r.code !== 'string' || !ROLE_CODE_PATTERN.test(r.code)) return { key: 'admin.role.error.code' };
    const lower = r.code.toLowerCase();
    for (const c of takenCodes) if (c.toLowerCase() === lower) return { key: 'admin.role.error.codeTaken', params: { code: r.code } };
  }
  if (typeof r.name !== 'string' || !r.name.trim()) return { key: 'admin.role.error.nameRequired' };
  if (r.name.trim().length > ROLE_NAME_MAX) return { key: 'admin.role.error.nameTooLong', params: { max: ROLE_NAME_MAX } };
  const text = plainTexts(r, ROLE_TEXTS, ['description']);
  if (text) return text;
  for (const n of takenNames) if (n === r.name.trim()) return { key: 'admin.role.error.nameTaken', params: { name: n } };
  if (r.description !== undefined && (typeof r.description !== 'string' || r.description.length > ROLE_DESCRIPTION_MAX)) {
    return { key: 'admin.role.error.descriptionTooLong', params: { max: ROLE_DESCRIPTION_MAX } };
  }
  if (r.enabled !== undefined && typeof r.enabled !== 'boolean') return { key: 'admin.role.error.malformed' };
  return null;
}
