/**
 * The current password template, read where the engine keeps the templates (the store's table of
 * src/domain/desks/administration.ts — the one copy): 修改密码, a reset or a new user's temporary
 * password and the forced change after sign-in all ask `activePasswordTemplate()`.
 */
import { passwordChangeReason, policyOf, type PasswordChangeReason, type PasswordPolicy } from '../../../src/domain/admin/password';
import { passwordTemplate } from '../../../src/domain/desks/administration';
import { storedRows } from '../store/tables';
import { credentialsOf, type MockUser } from './identity';

/** The template in force: the one ACTIVE (the store keeps exactly one), else the first. */
export function activePasswordTemplate(): PasswordPolicy {
  const all = storedRows(passwordTemplate);
  return policyOf(all.find((t) => t.status === 'ACTIVE') ?? all[0]);
}

/**
 * Why the user must change the password before anything else (reset by an administrator, or expired
 * under the active template), or null. Checked on every call (mock/lib/server/http.ts `authed`).
 */
export function passwordChangeDue(user: MockUser, now = Date.now()): PasswordChangeReason | null {
  return passwordChangeReason(credentialsOf(user), activePasswordTemplate(), now);
}
