/**
 * Endpoints of 用户角色 and 系统功能, on the permission service. Roles grant functions of the tree;
 * the tree itself is generated (src/domain/admin/functions.ts) — administrators may only switch a
 * function off for everyone or annotate it. No change may lock every administrator out.
 */
import { API } from '../../../src/domain/endpoints';
import { adminCodes } from '../../../src/domain/admin/codes';
import type { FunctionNode, FunctionView } from '../../../src/domain/admin/functions';
import { ALL, expandGrants, normalizeGrants, type GrantProblem } from '../../../src/domain/admin/permissions';
import { plainText, type RuleError } from '../../../src/domain/admin/rules';
import { checkRole } from '../../../src/domain/admin/users';
import { lockoutCheck } from './adminGuard';
import { change, looseBody, check, param, requireAny, ruleFailure } from './adminHttp';
import { versionedEdit, versionOf } from './adminVersions';
import { authed, type Ctx } from '../server/http';
import { functionNodeIndex, functionSettings, functionTree, roles, users, type MockRole } from '../server/identity';

const PERM = API.permission;
const C = adminCodes;
export const REMARK_MAX = 200;

function roleView(r: MockRole) {
  const tree = functionTree();
  const granted = r.grants.includes(ALL) ? null : expandGrants(r.grants, tree);
  const index = functionNodeIndex();
  return {
    code: r.code,
    name: r.name,
    version: versionOf('role', r.code),
    description: r.description ?? '',
    enabled: r.enabled !== false,
    builtIn: !!r.builtIn,
    all: r.grants.includes(ALL),
    /** the granted page and element codes (empty for an all-functions role) */
    grants: granted ? [...granted] : [],
    pageCount: granted ? [...granted].filter((c) => index.get(c)?.kind === 'PAGE').length : null,
    elementCount: granted ? [...granted].filter((c) => index.get(c)?.kind === 'ELEMENT').length : null,
    userCount: users().filter((u) => u.roles.includes(r.code)).length,
  };
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

function listRoles({ user }: Ctx) {
  requireAny(user, ['systemUserRole', 'systemUser', 'systemFunction']);
  return roles().map(roleView);
}

function createRole(ctx: Ctx) {
  const body = looseBody(ctx.req);
  return change(
    ctx,
    {
      page: 'systemUserRole',
      action: 'create',
      target: `${String(body.code ?? '')} ${String(body.name ?? '')}`,
      code: C.systemUserRole.create,
      body: 'admin.role.error.malformed',
    },
    () => {
      const all = roles();
      check(
        checkRole(
          body,
          all.map((r) => r.code),
          all.map((r) => r.name),
          true,
        ),
      );
      let grants: string[] = [];
      if (body.grants !== undefined) {
        const n = normalizeGrants(body.grants, functionTree());
        if (!n.ok) throw ruleFailure(grantProblem(n.problem));
        grants = n.grants;
      }
      const role: MockRole = {
        code: body.code as string,
        name: String(body.name).trim(),
        description: typeof body.description === 'string' ? body.description.trim() : '',
        enabled: body.enabled !== false,
        grants,
      };
      all.push(role);
      return roleView(role);
    },
  );
}

function updateRole(ctx: Ctx) {
  const code = param(ctx.req, 'code');
  const body = looseBody(ctx.req);
  return change(ctx, { page: 'systemUserRole', action: 'update', target: code, code: C.systemUserRole.update, body: 'admin.role.error.malformed' }, () => {
    const role = findRole(code);
    const others = roles().filter((r) => r !== role);
    check(
      checkRole(
        body,
        [],
        others.map((r) => r.name),
        false,
      ),
    );
    const enabled = body.enabled === undefined ? role.enabled !== false : (body.enabled as boolean);
    check(lockoutCheck({ roles: roles().map((r) => (r === role ? { ...r, enabled } : r)) }, LOCKOUT));
    versionedEdit('role', code, body.version, () => {
      role.name = String(body.name).trim();
      role.description = typeof body.description === 'string' ? body.description.trim() : role.description;
      role.enabled = enabled;
    });
    return roleView(role);
  });
}

function putGrants(ctx: Ctx) {
  const code = param(ctx.req, 'code');
  const body = looseBody(ctx.req);
  return change(ctx, { page: 'systemUserRole', action: 'grant', target: code, code: C.systemUserRole.update, body: 'admin.role.error.grantsMalformed' }, () => {
    const role = findRole(code);
    const n = normalizeGrants(body.grants, functionTree());
    if (!n.ok) throw ruleFailure(grantProblem(n.problem));
    check(lockoutCheck({ roles: roles().map((r) => (r === role ? { ...r, grants: n.grants } : r)) }, LOCKOUT));
    versionedEdit('role', code, body.version, () => (role.grants = n.grants));
    return roleView(role);
  });
}

function deleteRole(ctx: Ctx) {
  const code = param(ctx.req, 'code');
  return change(ctx, { page: 'systemUserRole', action: 'delete', target: code, code: C.systemUserRole.delete }, () => {
    const role = findRole(code);
    const count = users().filter((u) => u.roles.includes(code)).length;
    if (count > 0) throw ruleFailure({ key: 'admin.role.error.inUse', params: { name: role.name, count } });
    const all = roles();
    all.splice(all.indexOf(role), 1);
    return true;
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
  requireAny(user, ['systemFunction', 'systemUserRole']);
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
  [`GET ${PERM}/roles`]: authed(listRoles),
  [`POST ${PERM}/roles`]: authed(createRole),
  [`PUT ${PERM}/roles/:code`]: authed(updateRole),
  [`PUT ${PERM}/roles/:code/grants`]: authed(putGrants),
  [`DELETE ${PERM}/roles/:code`]: authed(deleteRole),
  [`GET ${PERM}/functions`]: authed(listFunctions),
  [`PUT ${PERM}/functions/:code`]: authed(updateFunction),
};
