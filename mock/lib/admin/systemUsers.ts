/**
 * What the store adds to the engine's 用户管理 (src/domain/desks/systemUser.ts): 工号 unique whatever its
 * case and 电话 unique (it signs in); no edit or 停用 that leaves nobody enabled able to administer users
 * and roles, and nobody disables themself; a new user gets a temporary password, and 重置密码 a new one,
 * each answered once (`once.password`) and never stored on the record; a disabled user is signed out
 * everywhere; every change counts as an administration change (the visibility filters are made anew).
 * Registered by mock/lib/rules.ts.
 */
import { randomInt } from 'node:crypto';
import { generatePassword } from '../../../src/domain/admin/password';
import { systemUser } from '../../../src/domain/desks/systemUser';
import type { Issue } from '../../../src/domain/engine';
import { passwordHistory, setPassword, signOutEverywhere, userOfRow, users, type MockUser } from '../server/identity';
import { activePasswordTemplate } from '../server/passwordPolicy';
import { onAction, onChange, onWrite } from '../store/hooks';
import { storedRows } from '../store/tables';
import { lockoutCheck } from './adminGuard';
import { adminChanged, check, ruleFailure } from './adminHttp';

const LOCKOUT = { key: 'admin.user.error.lockout' };
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Every user as it would be with `changed` in place of the stored one of the same number. */
const withUser = (changed: MockUser) => users().map((u) => (u.userNo === changed.userNo ? changed : u));

/** A new temporary password for `user`, to be changed at the next sign-in; answered once. */
function temporaryPassword(user: Pick<MockUser, 'userNo'>) {
  const password = generatePassword(activePasswordTemplate(), secureRandom);
  setPassword(user, password, { mustChange: true });
  return { once: { password } };
}

export function systemUserRules(): Array<() => void> {
  const key = systemUser.key;
  return [
    onWrite(key, ({ type, record }) => {
      const issues: Issue[] = [];
      const others = storedRows(systemUser).filter((u) => u.id !== record.id);
      const userNo = String(record.userNo ?? '');
      if (type === 'create' && others.some((u) => String(u.userNo).toLowerCase() === userNo.toLowerCase())) {
        issues.push({ field: 'userNo', message: 'admin.user.error.userNoTaken', params: { userNo } });
      }
      const phone = String(record.phone ?? '');
      if (others.some((u) => u.phone === phone)) issues.push({ field: 'phone', message: 'admin.user.error.phoneTaken', params: { phone } });
      if (type === 'update' && lockoutCheck({ users: withUser(userOfRow(record)) }, LOCKOUT)) issues.push({ message: LOCKOUT.key });
      return issues;
    }),
    onAction(key, 'disable', ({ before, after, user }) => {
      if (before.userNo === user.userNo) throw ruleFailure({ key: 'admin.user.error.self' });
      check(lockoutCheck({ users: withUser(userOfRow(after)) }, LOCKOUT));
    }),
    onChange(key, ({ type, action, after }) => {
      // what a user may see and do is derived from the record: the caches of it start again
      adminChanged();
      if (!after) return;
      const user = { userNo: String(after.userNo) };
      if (type === 'create') {
        passwordHistory()[user.userNo] = [];
        return temporaryPassword(user);
      }
      if (type !== 'action') return;
      if (action === 'disable') signOutEverywhere(user);
      if (action === 'resetPassword') return temporaryPassword(user);
    }),
  ];
}
