/**
 * What the store adds to the engine's 用户角色 (src/domain/desks/systemUserRole.ts): 角色编码 unique
 * whatever its case, 名称 unique; what a role grants is of the function tree (`normalizeGrants`: no
 * unknown codes, no bare menu groups, every element with its page; stored in the tree's order); no
 * 停用 or grants that leave nobody enabled able to administer users and roles; 人数 — the users holding
 * a role (its references, which also keep it from being deleted); every change counts as an
 * administration change (what users may do is derived anew on their next call). Registered by
 * mock/lib/rules.ts.
 */
import { normalizeGrants, type GrantProblem } from '../../../src/domain/admin/permissions';
import { systemUserRole } from '../../../src/domain/desks/systemUserRole';
import type { Issue, ResourceRecord } from '../../../src/domain/engine';
import { functionTree, roles, users } from '../server/identity';
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

const GRANT_PROBLEM: Record<GrantProblem['kind'], string> = {
  unknown: 'admin.role.error.grantsUnknown',
  notGrantable: 'admin.role.error.grantsNotGrantable',
  missingPage: 'admin.role.error.grantsMissingPage',
  malformed: 'admin.role.error.grantsMalformed',
};

/**
 * A role's grants as sent, when new or changed: of the function tree (the clean list, in the tree's
 * order, as a patch) and — on an edit — leaving someone able to administer users and roles.
 */
function grantsCheck(type: 'create' | 'update', record: ResourceRecord, before?: ResourceRecord) {
  if (type === 'update' && JSON.stringify(record.grants ?? []) === JSON.stringify(before?.grants ?? [])) return;
  const n = normalizeGrants(record.grants ?? [], functionTree());
  if (!n.ok) {
    const codes = 'codes' in n.problem ? n.problem.codes.slice(0, 10).join('、') : '';
    return [{ field: 'grants', message: GRANT_PROBLEM[n.problem.kind], params: { codes } }];
  }
  if (type === 'update') check(lockoutCheck({ roles: roles().map((r) => (r.code === record.code ? { ...r, grants: n.grants } : r)) }, LOCKOUT));
  return { patch: { grants: n.grants } };
}

export function roleRules(): Array<() => void> {
  const key = systemUserRole.key;
  registerReferences(key, holders);
  return [
    () => registerReferences(key, () => []),
    onWrite(key, ({ type, record }) => taken(type, record)),
    onWrite(key, ({ type, record, before }) => grantsCheck(type, record, before)),
    onAction(key, 'disable', ({ after }) => {
      const next = roles().map((r) => (r.code === after.code ? { ...r, enabled: false } : r));
      check(lockoutCheck({ roles: next }, LOCKOUT));
    }),
    onChange(key, () => adminChanged()),
  ];
}
