/**
 * 密码模板 and 修改密码: password policies and the checks of a new password against the active one.
 * Every failed rule is reported by name (`PasswordRule`), so the page and the server say exactly which
 * rule a password breaks. Besides the template's own rules, every password must be at most
 * PASSWORD_MAX characters, contain no whitespace and not contain the user's account number.
 */
import type { RuleError } from './rules';
import type { PasswordChangeReason } from './passwordGate';

export { PASSWORD_CHANGE_PAGE, PASSWORD_CHANGE_REQUIRED, type PasswordChangeReason } from './passwordGate';

export interface PasswordPolicy {
  id: string;
  name: string;
  minLength: number;
  requireUpper: boolean;
  requireLower: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
  /** days a password stays valid; 0 = never expires */
  expiryDays: number;
  /** how many previous passwords (the current one included) may not be reused; 0 = no check */
  historyCount: number;
  active: boolean;
}

export const PASSWORD_MAX = 64;
export const POLICY_LIMITS = {
  minLength: [6, 32],
  expiryDays: [0, 3650],
  historyCount: [0, 24],
  nameMax: 30,
} as const;

export type PasswordRule =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'upper'
  | 'lower'
  | 'digit'
  | 'symbol'
  | 'whitespace'
  | 'containsUserNo'
  | 'sameAsOld'
  | 'history';

export interface PasswordFailure {
  rule: PasswordRule;
  params?: Record<string, string | number>;
}

const CLASSES = {
  upper: /[A-Z]/,
  lower: /[a-z]/,
  digit: /[0-9]/,
  symbol: /[^A-Za-z0-9\s]/,
};

export interface PasswordContext {
  userNo?: string;
  /** the current password, when the user types it (修改密码) */
  oldPassword?: string;
  /** whether the password is one of the last `historyCount` ones (the server knows, the page not) */
  reused?: (password: string, count: number) => boolean;
}

/** Every rule of `policy` (and the fixed rules) that `password` breaks; empty when it passes. */
export function checkPassword(policy: PasswordPolicy, password: unknown, ctx: PasswordContext = {}): PasswordFailure[] {
  if (typeof password !== 'string' || password.length === 0) return [{ rule: 'required' }];
  const out: PasswordFailure[] = [];
  if (password.length < policy.minLength) out.push({ rule: 'minLength', params: { min: policy.minLength } });
  if (password.length > PASSWORD_MAX) out.push({ rule: 'maxLength', params: { max: PASSWORD_MAX } });
  if (policy.requireUpper && !CLASSES.upper.test(password)) out.push({ rule: 'upper' });
  if (policy.requireLower && !CLASSES.lower.test(password)) out.push({ rule: 'lower' });
  if (policy.requireDigit && !CLASSES.digit.test(password)) out.push({ rule: 'digit' });
  if (policy.requireSymbol && !CLASSES.symbol.test(password)) out.push({ rule: 'symbol' });
  if (/\s/.test(password)) out.push({ rule: 'whitespace' });
  if (ctx.userNo && ctx.userNo.length >= 3 && password.toLowerCase().includes(ctx.userNo.toLowerCase())) {
    out.push({ rule: 'containsUserNo' });
  }
  if (ctx.oldPassword !== undefined && ctx.oldPassword === password) out.push({ rule: 'sameAsOld' });
  else if (policy.historyCount > 0 && ctx.reused?.(password, policy.historyCount)) {
    out.push({ rule: 'history', params: { count: policy.historyCount } });
  }
  return out;
}

/** The locale key of a failed rule: `admin.password.rule.<rule>`. */
export const failureToRule = (f: PasswordFailure): RuleError => ({ key: `admin.password.rule.${f.rule}`, params: f.params });

/** The rules a policy states, for showing them beside the password field. */
export function policyRules(policy: PasswordPolicy): PasswordFailure[] {
  const out: PasswordFailure[] = [{ rule: 'minLength', params: { min: policy.minLength } }];
  if (policy.requireUpper) out.push({ rule: 'upper' });
  if (policy.requireLower) out.push({ rule: 'lower' });
  if (policy.requireDigit) out.push({ rule: 'digit' });
  if (policy.requireSymbol) out.push({ rule: 'symbol' });
  out.push({ rule: 'containsUserNo' });
  if (policy.historyCount > 0) out.push({ rule: 'history', params: { count: policy.historyCount } });
  return out;
}

/** The character classes a template may require, as its `classes` field stores them (src/domain/desks/administration.ts). */
export const PASSWORD_CLASSES = ['upper', 'lower', 'digit', 'symbol'] as const;

/** The policy a stored template states (its `classes` as the four flags, its status as `active`). */
export function policyOf(record: Record<string, unknown>): PasswordPolicy {
  const classes = Array.isArray(record.classes) ? (record.classes as string[]) : [];
  return {
    id: String(record.id),
    name: String(record.name ?? ''),
    minLength: Number(record.minLength),
    requireUpper: classes.includes('upper'),
    requireLower: classes.includes('lower'),
    requireDigit: classes.includes('digit'),
    requireSymbol: classes.includes('symbol'),
    expiryDays: Number(record.expiryDays),
    historyCount: Number(record.historyCount),
    active: record.status === 'ACTIVE',
  };
}

/** A template's minimum length may not be below the number of classes it requires: the rule's issue, or null. */
export function lengthProblem(values: Record<string, unknown>): { field: string; message: string; params: { classes: number } } | null {
  const classes = Array.isArray(values.classes) ? new Set(values.classes).size : 0;
  return typeof values.minLength === 'number' && values.minLength < classes
    ? { field: 'minLength', message: 'passwordTemplate.error.tooShortForClasses', params: { classes } }
    : null;
}

/** When a password changed at `changedAt` expires under `policy` (null: never). */
export function passwordExpiresAt(changedAt: string | number | Date, policy: PasswordPolicy): Date | null {
  if (!policy.expiryDays) return null;
  const t = new Date(changedAt).getTime();
  if (Number.isNaN(t)) return null;
  return new Date(t + policy.expiryDays * 24 * 3600 * 1000);
}

export function isPasswordExpired(changedAt: string | number | Date, policy: PasswordPolicy, now = Date.now()): boolean {
  const at = passwordExpiresAt(changedAt, policy);
  return !!at && at.getTime() <= now;
}

/**
 * Why a user must change the password before using the portal, or null: a password reset by an
 * administrator (or the initial one of a new user) must be changed at once; an expired one (per the
 * active template's expiry days) too. Until it is changed the user is confined to 修改密码: the pages
 * redirect there and the server answers every other call with PASSWORD_CHANGE_REQUIRED.
 */
export function passwordChangeReason(
  user: { passwordChangedAt?: string | null; mustChangePassword?: boolean },
  policy: PasswordPolicy,
  now = Date.now(),
): PasswordChangeReason | null {
  if (user.mustChangePassword) return 'MUST_CHANGE';
  if (user.passwordChangedAt && isPasswordExpired(user.passwordChangedAt, policy, now)) return 'EXPIRED';
  return null;
}

const ALPHABET = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnpqrstuvwxyz',
  digit: '23456789',
  symbol: '!@#$%^&*?-_',
};

/**
 * A temporary password that satisfies `policy` (for 重置密码): at least 12 characters, one of each
 * required class, no look-alike characters. `random` returns [0, 1).
 */
export function generatePassword(policy: PasswordPolicy, random: () => number): string {
  const pick = (s: string) => s[Math.floor(random() * s.length)];
  const length = Math.max(policy.minLength, 12);
  const chars: string[] = [];
  if (policy.requireUpper) chars.push(pick(ALPHABET.upper));
  if (policy.requireLower) chars.push(pick(ALPHABET.lower));
  if (policy.requireDigit) chars.push(pick(ALPHABET.digit));
  if (policy.requireSymbol) chars.push(pick(ALPHABET.symbol));
  const all = ALPHABET.upper + ALPHABET.lower + ALPHABET.digit;
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
