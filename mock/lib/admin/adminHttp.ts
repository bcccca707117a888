/**
 * Helpers of the administration rules: permission checks, rule errors rendered with the page's own
 * zh-CN texts, and the revision that grows with every administration change.
 */
import { formatRule, type RuleError } from '../../../src/domain/admin/rules';
import { serverMessages } from '../../../src/domain/serverMessages';
import { forbidden, invalid } from '../server/http';
import { hasAnyCode, type MockUser } from '../server/identity';

/** A broken rule as a business error; `data` carries the key and parameters for the page. */
export const ruleFailure = (error: RuleError) => invalid(formatRule(serverMessages, error), { rule: error.key, params: error.params });

export function check(error: RuleError | null | undefined) {
  if (error) throw ruleFailure(error);
}

export function requireAny(user: MockUser, codes: string[]) {
  if (!hasAnyCode(user, codes)) throw forbidden(codes.join(' / '));
}

const counter = globalThis as { __portalAdminRevision?: number };
/** Grows with every successful administration change (for caches of derived answers). */
export const adminRevision = () => counter.__portalAdminRevision ?? 0;
/** Count an administration change (a user's roles or level changed on the engine's 用户管理 too). */
export const adminChanged = () => {
  counter.__portalAdminRevision = adminRevision() + 1;
};
