/**
 * Endpoints of what a role grants (用户角色's grant tree; the roles themselves are the engine's
 * `systemUserRole`) and the function tree it ticks, on the permission service (系统功能 itself is the
 * engine's `systemFunction`). Roles grant functions of the tree; the
 * tree itself is generated (src/domain/admin/functions.ts). No change may lock every administrator out.
 */
import { API } from '../../../src/domain/endpoints';
import type { FunctionNode, FunctionView } from '../../../src/domain/admin/functions';
import { ALL, expandGrants, normalizeGrants, type GrantProblem } from '../../../src/domain/admin/permissions';
import type { RuleError } from '../../../src/domain/admin/rules';
import { systemFunction } from '../../../src/domain/desks/systemFunction';
import { systemUserRole } from '../../../src/domain/desks/systemUserRole';
import { lockoutCheck } from './adminGuard';
import { change, looseBody, check, param, requireAny, ruleFailure } from './adminHttp';
import { versionedEdit, versionOf } from './adminVersions';
import { authed, type Ctx } from '../server/http';
import { functionSettings, functionTree, roleGrants, roles, type MockRole } from '../server/identity';
import { rolesHolding } from './systemFunctions';

const PERM = API.permission;

/** What a role grants: all functions, or the page and element codes it holds (its patterns expanded). */
function grantsView(r: MockRole) {
  const all = r.grants.includes(ALL);
  return { code: r.code, all, grants: all ? [] : [...expandGrants(r.grants, functionTree())], version: versionOf('role', r.code) };
}

function findRole(code: string): MockRole {
  const r = roles().find((x) => x.code === code);
  if (!r) throw ruleFailure({ key: 'admin.role.error.notFound' });
  return r;
}

const grantProblem = (p: GrantProblem): RuleError => {
  if (p.kind === 'unknown') return { key: 'admin.role.error.grantsUnknown', params: { codes: p.codes.slice(0, 10).join('、') } };
  if (p.kind === 'notGrantable') return { key: 'admin.role.error.grantsNotGrantable', params: { codes: p.codes.slice(0, 10).join('、') } };
  if (p.kind === 'missingPage') return { key: 'admin.role.error.grantsMissingPage', params: { codes: p.codes.slice(0, 10).join('、') } };
  return { key: 'admin.role.error.grantsMalformed' };
};

const LOCKOUT: RuleError = { key: 'admin.user.error.lockout' };

function getGrants(ctx: Ctx) {
  requireAny(ctx.user, [systemUserRole.key]);
  return grantsView(findRole(param(ctx.req, 'code')));
}

function putGrants(ctx: Ctx) {
  const code = param(ctx.req, 'code');
  const body = looseBody(ctx.req);
  const spec = { page: systemUserRole.key, action: 'grant' as const, target: code, code: systemUserRole.codes.edit, body: 'admin.role.error.grantsMalformed' };
  return change(ctx, spec, () => {
    const role = findRole(code);
    const n = normalizeGrants(body.grants, functionTree());
    if (!n.ok) throw ruleFailure(grantProblem(n.problem));
    check(lockoutCheck({ roles: roles().map((r) => (r === role ? { ...r, grants: n.grants } : r)) }, LOCKOUT));
    versionedEdit('role', code, body.version, () => (roleGrants()[code] = n.grants));
    return grantsView(findRole(code));
  });
}

// ---------- functions ----------

/**
 * The function tree as the grant tree reads it: each function with what 系统功能's records set on it
 * (switched off, itself or above; its remark) and the roles holding it.
 */
function functionsView(): FunctionView[] {
  const settings = functionSettings();
  const off = new Set(settings.disabled);
  const view = (n: FunctionNode, parentOff: boolean): FunctionView => ({
    ...n,
    remark: settings.remarks[n.code] ?? '',
    enabled: !off.has(n.code),
    inheritedOff: parentOff,
    roles: n.kind === 'MENU' ? [] : rolesHolding(n.code).map((r) => r.id),
    children: n.children.map((c) => view(c, parentOff || off.has(n.code))),
  });
  return functionTree().map((n) => view(n, false));
}

function listFunctions({ user }: Ctx) {
  requireAny(user, [systemFunction.key, systemUserRole.key]);
  return functionsView();
}

export const accessRoutes = {
  [`GET ${PERM}/roles/:code/grants`]: authed(getGrants),
  [`PUT ${PERM}/roles/:code/grants`]: authed(putGrants),
  [`GET ${PERM}/functions`]: authed(listFunctions),
};
