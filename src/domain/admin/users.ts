/**
 * 用户管理's patterns (its definition: src/domain/desks/systemUser.ts) and 用户角色's fields and checks,
 * shared by the forms (as validation rules) and the mock server (which refuses what breaks them).
 */
import { plainTexts, type RuleError } from './rules';

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

/** The free texts of a role; the description may span lines. */
export const ROLE_TEXTS = { name: 'admin.role.field.name', description: 'admin.role.field.description' };

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
