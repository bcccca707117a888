/**
 * 用户管理's and 用户角色's patterns and limits (their definitions: src/domain/desks/systemUser.ts,
 * systemUserRole.ts), shared by the forms (as validation rules) and the mock server.
 */
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
export const ROLE_CODE_MAX = 30;
export const ROLE_NAME_MAX = 20;
export const ROLE_DESCRIPTION_MAX = 200;
