/**
 * What the store adds to the engine's 用户角色 (src/domain/desks/systemUserRole.ts): 角色编码 unique
 * whatever its case, 名称 unique; no 停用 that leaves nobody enabled able to administer users and roles;
 * 人数 — the users holding a role (its references, which also keep it from being deleted); a deleted
 * role's grants go with it; every change counts as an administration change (what users may do is
 * derived anew). Registered by mock/lib/rules.ts.
 */
import { systemUserRole } from '../../../src/domain/desks/systemUserRole';
import type { Issue, ResourceRecord } from '../../../src/domain/engine';
import { roleGrants, roles, users } from '../server/identity';
import { onAction, onChange, onWrite } from '../store/hooks';
import { registerReferences } from '../store/references';
import { storedRows, table } from '../store/tables';
import { lockoutCheck } from './adminGuard';
import { adminChanged, check } from './adminHttp';

const LOCKOUT = { key: 'admin.user.error.lockout' };

/** The users holding the role of record `id`. */
function holders(id: string) {
  const code = table(systemUserRole).rows.get(id)?.code;
  return users()
    .filter((u) => u.roles.includes(String(code)))
    .map((u) => ({ id: u.userNo, name: u.userName }));
}

/** The problems of a role as it would be stored: its code (when new) and name taken by another role. */
function taken(type: 'create' | 'update', record: ResourceRecord): Issue[] {
  const issues: Issue[] = [];
  const others = storedRows(systemUserRole).filter((r) => r.id !== record.id);
  const code = String(record.code ?? '');
  if (type === 'create' && others.some((r) => String(r.code).toLowerCase() === code.toLowerCase())) {
    issues.push({ field: 'code', message: 'admin.role.error.codeTaken', params: { code } });
  }
  const name = String(record.name ?? '').trim();
  if (others.some((r) => String(r.name).trim() === name)) issues.push({ field: 'name', message: 'admin.role.error.nameTaken', params: { name } });
  return issues;
}

export function roleRules(): Array<() => void> {
  const key = systemUserRole.key;
  registerReferences(key, holders);
  return [
    () => registerReferences(key, () => []),
    onWrite(key, ({ type, record }) => taken(type, record)),
    onAction(key, 'disable', ({ after }) => {
      const next = roles().map((r) => (r.code === after.code ? { ...r, enabled: false } : r));
      check(lockoutCheck({ roles: next }, LOCKOUT));
    }),
    onChange(key, ({ type, before }) => {
      adminChanged();
      if (type === 'remove' && before) delete roleGrants()[String(before.code)];
    }),
  ];
}
