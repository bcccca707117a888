import {
  checkPassword,
  failureToRule,
  generatePassword,
  isPasswordExpired,
  lengthProblem,
  passwordExpiresAt,
  policyOf,
  policyRules,
  type PasswordPolicy,
} from '@/domain/admin/password';
import { rng } from '../../../mock/lib/store/db';

const policy: PasswordPolicy = {
  id: 'p',
  name: '标准',
  minLength: 8,
  requireUpper: true,
  requireLower: true,
  requireDigit: true,
  requireSymbol: true,
  expiryDays: 90,
  historyCount: 3,
  active: true,
};
const rules = (pw: unknown, ctx = {}) => checkPassword(policy, pw, ctx).map((f) => f.rule);

describe('password policy checks (密码模板 / 修改密码)', () => {
  it('passes a password meeting every rule', () => {
    expect(checkPassword(policy, 'Good#Pass9')).toEqual([]);
  });

  it('names each failed rule of the template', () => {
    expect(rules('')).toEqual(['required']);
    expect(rules(undefined)).toEqual(['required']);
    expect(checkPassword(policy, 'Ab#1')).toEqual([{ rule: 'minLength', params: { min: 8 } }]);
    expect(rules('abcdefg#1')).toEqual(['upper']);
    expect(rules('ABCDEFG#1')).toEqual(['lower']);
    expect(rules('Abcdefg#h')).toEqual(['digit']);
    expect(rules('Abcdefg12')).toEqual(['symbol']);
    expect(rules('abc')).toEqual(['minLength', 'upper', 'digit', 'symbol']);
  });

  it('applies the fixed rules: no whitespace, at most 64, not the staff no.', () => {
    expect(rules('Good Pass#9')).toEqual(['whitespace']);
    expect(rules(`Aa#1${'x'.repeat(61)}`)).toEqual(['maxLength']);
    expect(rules('Xstaff#12A', { userNo: 'STAFF' })).toEqual(['containsUserNo']);
  });

  it('refuses the current password and the recent ones the server knows', () => {
    expect(rules('Good#Pass9', { oldPassword: 'Good#Pass9' })).toEqual(['sameAsOld']);
    const reused = jest.fn((pw: string, n: number) => pw === 'Used#Pass1' && n === 3);
    expect(checkPassword(policy, 'Used#Pass1', { reused })).toEqual([{ rule: 'history', params: { count: 3 } }]);
    expect(checkPassword({ ...policy, historyCount: 0 }, 'Used#Pass1', { reused })).toEqual([]);
  });

  it('turns failures into locale keys that exist', () => {
    expect(failureToRule({ rule: 'minLength', params: { min: 8 } })).toEqual({ key: 'admin.password.rule.minLength', params: { min: 8 } });
    expect(policyRules(policy).map((r) => r.rule)).toEqual(['minLength', 'upper', 'lower', 'digit', 'symbol', 'containsUserNo', 'history']);
  });

  it('relaxes with a relaxed template', () => {
    const loose = { ...policy, minLength: 6, requireUpper: false, requireSymbol: false, requireDigit: false };
    expect(checkPassword(loose, 'simple')).toEqual([]);
  });

  it('refuses a template whose minimum length is below its required classes', () => {
    expect(lengthProblem({ minLength: 3, classes: ['upper', 'lower', 'digit', 'symbol'] })).toEqual({
      field: 'minLength',
      message: 'passwordTemplate.error.tooShortForClasses',
      params: { classes: 4 },
    });
    expect(lengthProblem({ minLength: 4, classes: ['upper', 'lower', 'digit', 'symbol'] })).toBeNull();
    expect(lengthProblem({ minLength: 1, classes: ['lower', 'lower'] })).toBeNull();
  });

  it('reads a stored template as the policy it states', () => {
    const stored = { id: 'T', name: '标准', minLength: 8, classes: ['upper', 'digit'], expiryDays: 90, historyCount: 3, status: 'ACTIVE' };
    expect(policyOf(stored)).toEqual({ ...policy, id: 'T', requireLower: false, requireSymbol: false });
    expect(policyOf({ ...stored, status: 'INACTIVE' }).active).toBe(false);
  });

  it('computes expiry (0 days = never)', () => {
    expect(passwordExpiresAt('2026-01-01T00:00:00Z', policy)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(isPasswordExpired('2026-01-01T00:00:00Z', policy, Date.parse('2026-04-02T00:00:00Z'))).toBe(true);
    expect(isPasswordExpired('2026-01-01T00:00:00Z', policy, Date.parse('2026-03-31T00:00:00Z'))).toBe(false);
    expect(passwordExpiresAt('2026-01-01', { ...policy, expiryDays: 0 })).toBeNull();
  });

  it('generates temporary passwords that pass their template', () => {
    const r = rng(7);
    for (const p of [policy, { ...policy, minLength: 20 }, { ...policy, requireSymbol: false, requireUpper: false }]) {
      for (let i = 0; i < 50; i++) {
        const pw = generatePassword(p, r.next);
        expect({ pw, failures: checkPassword(p, pw) }).toEqual({ pw, failures: [] });
        expect(pw.length).toBeGreaterThanOrEqual(Math.max(12, p.minLength));
      }
    }
  });
});
