/**
 * Endpoints of what a role grants (用户角色's grant tree; the roles themselves are the engine's
 * `systemUserRole`) and of 系统功能, on the permission service. Roles grant functions of the tree; the
 * tree itself is generated (src/domain/admin/functions.ts) — administrators may only switch a function
 * off for everyone or annotate it. No change may lock every administrator out.
 */
import { API } from '../../../src/domain/endpoints';
import { adminCodes } from '../../../src/domain/admin/codes';
import type { FunctionNode, FunctionView } from '../../../src/domain/admin/functions';
import { ALL, expandGrants, normalizeGrants, type GrantProblem } from '../../../src/domain/admin/permissions';
import { plainText, type RuleError } from '../../../src/domain/admin/rules';
import { systemUserRole } from '../../../src/domain/desks/systemUserRole';
import { lockoutCheck } from './adminGuard';
import { change, looseBody, check, param, requireAny, ruleFailure } from './adminHttp';
import { versionedEdit, versionOf } from './adminVersions';
import { authed, type Ctx } from '../server/http';
import { functionNodeIndex, functionSettings, functionTree, roleGrants, roles, type MockRole } from '../server/identity';

const PERM = API.permission;
const C = adminCodes;
export const REMARK_MAX = 200;

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

function functionsView(): FunctionView[] {
  const settings = functionSettings();
  const off = new Set(settings.disabled);
  const tree = functionTree();
  const holders = roles().map((r) => ({ code: r.code, held: expandGrants(r.grants, tree), all: r.grants.includes(ALL) }));
  const view = (n: FunctionNode, parentOff: boolean): FunctionView => ({
    ...n,
    remark: settings.remarks[n.code] ?? '',
    enabled: !off.has(n.code),
    inheritedOff: parentOff,
    roles: n.kind === 'MENU' ? [] : holders.filter((h) => h.all || h.held.has(n.code)).map((h) => h.code),
    children: n.children.map((c) => view(c, parentOff || off.has(n.code))),
  });
  return tree.map((n) => view(n, false));
}

function listFunctions({ user }: Ctx) {
  requireAny(user, ['systemFunction', systemUserRole.key]);
  return functionsView();
}

function updateFunction(ctx: Ctx) {
  const code = param(ctx.req, 'code');
  const body = looseBody(ctx.req);
  const action = body.enabled === false ? 'disable' : body.enabled === true ? 'enable' : 'update';
  return change(ctx, { page: 'systemFunction', action, target: code, code: C.systemFunction.update, body: 'admin.function.error.malformed' }, () => {
    if (!functionNodeIndex().has(code)) throw ruleFailure({ key: 'admin.function.error.notFound', params: { code } });
    if (body.enabled !== undefined && typeof body.enabled !== 'boolean') throw ruleFailure({ key: 'admin.function.error.malformed' });
    if (body.remark !== undefined && (typeof body.remark !== 'string' || body.remark.length > REMARK_MAX)) {
      throw ruleFailure({ key: 'admin.function.error.remarkTooLong', params: { max: REMARK_MAX } });
    }
    check(plainText(body.remark, 'admin.function.field.remark', { multiline: true }));
    const settings = functionSettings();
    let disabled = settings.disabled;
    if (body.enabled === false && !disabled.includes(code)) disabled = [...disabled, code];
    if (body.enabled === true) disabled = disabled.filter((c) => c !== code);
    check(lockoutCheck({ disabled }, { key: 'admin.function.error.lockout', params: { code } }));
    settings.disabled = disabled;
    if (typeof body.remark === 'string') {
      if (body.remark.trim()) settings.remarks[code] = body.remark.trim();
      else delete settings.remarks[code];
    }
    return { code, enabled: !disabled.includes(code), remark: settings.remarks[code] ?? '' };
  });
}

export const accessRoutes = {
  [`GET ${PERM}/roles/:code/grants`]: authed(getGrants),
  [`PUT ${PERM}/roles/:code/grants`]: authed(putGrants),
  [`GET ${PERM}/functions`]: authed(listFunctions),
  [`PUT ${PERM}/functions/:code`]: authed(updateFunction),
};
