/**
 * The lock-out guard: no change on the administration pages may leave the portal without an enabled
 * user who can administer users and roles (else nobody could ever repair it from the pages).
 * Changes are simulated on copies and checked before anything is written.
 */
import { canAdministerRoles, effectiveCodes, patternsOfRoles } from '../../../src/domain/admin/permissions';
import type { RuleError } from '../../../src/domain/admin/rules';
import { functionSettings, functionTree, roles, users, type MockRole, type MockUser } from '../server/identity';

export interface Proposed {
  users?: MockUser[];
  roles?: MockRole[];
  disabled?: string[];
}

export function someoneCanAdminister(next: Proposed = {}): boolean {
  const allUsers = next.users ?? users();
  const allRoles = next.roles ?? roles();
  const disabled = next.disabled ?? functionSettings().disabled;
  const tree = functionTree();
  return allUsers.some((u) => u.enabled && canAdministerRoles(effectiveCodes(patternsOfRoles(allRoles, u.roles), tree, disabled)));
}

/** The lock-out error, or null when the proposed state keeps an administrator. */
export function lockoutCheck(next: Proposed, error: RuleError): RuleError | null {
  return someoneCanAdminister(next) ? null : error;
}
