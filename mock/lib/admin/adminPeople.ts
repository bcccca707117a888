/**
 * Endpoints of 人员授权, on the human-resource API (组织结构 and 用户管理 are the engine's: organizations.ts, systemUsers.ts). Reads need one of the pages
 * that show the data; every change needs its element code, is fully validated before it changes
 * anything, and lands in the operation log.
 */
import { API } from '../../../src/domain/endpoints';
import { adminCodes } from '../../../src/domain/admin/codes';
import { subtreeIds } from '../../../src/domain/admin/organization';
import { checkScope, type DataScope } from '../../../src/domain/admin/scope';
import { isPersonnelLevel } from '../../../src/domain/admin/secrecy';
import { change, check, looseBody, paging, param, requireAny, ruleFailure, sortOf } from './adminHttp';
import { customerList, listCustomers } from './adminCustomers';
import { versionedEdit, versionOf } from './adminVersions';
import { authed, page as answerPage, type Ctx } from '../server/http';
import { credentialsOf, dataScopes, findUser, organizations, scopeOf, users, type MockUser } from '../server/identity';

const HR = API.hr;
const C = adminCodes;

const orgName = (id: string) => organizations().find((o) => o.id === id)?.name ?? id;

function findUserOr404(userNo: string): MockUser {
  const u = findUser(userNo);
  if (!u) throw ruleFailure({ key: 'admin.user.error.notFound' });
  return u;
}

// ---------- users ----------

const USER_SORTS = ['userNo', 'userName', 'orgId', 'secrecyLevel', 'createdAt', 'passwordChangedAt'];

export function filterUsers(query: Record<string, unknown>): MockUser[] {
  let list = users();
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim().toLowerCase() : '';
  if (keyword) {
    list = list.filter((u) => [u.userNo, u.userName, u.phone, u.email].some((v) => v.toLowerCase().includes(keyword)));
  }
  if (typeof query.orgId === 'string' && query.orgId) {
    const ids = query.includeSub === 'true' || query.includeSub === true ? subtreeIds(organizations(), query.orgId) : new Set([query.orgId]);
    list = list.filter((u) => ids.has(u.orgId));
  }
  if (typeof query.role === 'string' && query.role) list = list.filter((u) => u.roles.includes(query.role as string));
  if (query.enabled === 'true' || query.enabled === 'false') list = list.filter((u) => String(u.enabled) === query.enabled);
  if (typeof query.secrecyLevel === 'string' && isPersonnelLevel(query.secrecyLevel)) list = list.filter((u) => u.secrecyLevel === query.secrecyLevel);
  const sort = sortOf(query, USER_SORTS);
  const field = sort.field ?? 'userNo';
  const sortValue = (u: MockUser) => String((field === 'passwordChangedAt' ? credentialsOf(u).passwordChangedAt : u[field as keyof MockUser]) ?? '');
  const dir = sort.order === 'descend' ? -1 : 1;
  return [...list].sort((a, b) => dir * sortValue(a).localeCompare(sortValue(b), 'zh-CN'));
}

// ---------- personnel authorization (data scopes) ----------

function scopeView(u: MockUser) {
  const { scope, isDefault } = scopeOf(u);
  const { userNo: _, ...dims } = scope;
  return {
    ...dims,
    userNo: u.userNo,
    userName: u.userName,
    orgId: u.orgId,
    orgName: orgName(u.orgId),
    enabled: u.enabled,
    isDefault,
    version: versionOf('scope', u.userNo),
  };
}

function listScopes({ user, req, res }: Ctx) {
  requireAny(user, ['personnelAuthorization']);
  const query = req.query as Record<string, unknown>;
  const { current, pageSize } = paging(query);
  const list = filterUsers(query);
  answerPage(res, list.slice((current - 1) * pageSize, current * pageSize).map(scopeView), list.length, current, pageSize);
}

function getScope(ctx: Ctx) {
  requireAny(ctx.user, ['personnelAuthorization']);
  return scopeView(findUserOr404(param(ctx.req, 'userNo')));
}

function putScope(ctx: Ctx) {
  const userNo = param(ctx.req, 'userNo');
  const body = looseBody(ctx.req);
  return change(
    ctx,
    { page: 'personnelAuthorization', action: 'setScope', target: userNo, code: C.personnelAuthorization.update, body: 'admin.scope.error.malformed' },
    () => {
      const target = findUserOr404(userNo);
      check(checkScope(body, new Set(organizations().map((o) => o.id)), new Set(customerList().map((c) => c.id))));
      const scope: DataScope = {
        userNo,
        allOrgs: body.allOrgs as boolean,
        orgIds: body.allOrgs ? [] : [...new Set(body.orgIds as string[])],
        allCustomers: body.allCustomers as boolean,
        customerIds: body.allCustomers ? [] : [...new Set(body.customerIds as string[])],
      };
      versionedEdit('scope', userNo, body.version, () => (dataScopes()[userNo] = scope));
      return scopeView(target);
    },
  );
}

function resetScope(ctx: Ctx) {
  const userNo = param(ctx.req, 'userNo');
  const version = ctx.req.query?.version;
  return change(ctx, { page: 'personnelAuthorization', action: 'setScope', target: `${userNo}（恢复默认）`, code: C.personnelAuthorization.update }, () => {
    const target = findUserOr404(userNo);
    versionedEdit('scope', userNo, typeof version === 'string' && /^\d{1,9}$/.test(version) ? Number(version) : version, () => delete dataScopes()[userNo]);
    return scopeView(target);
  });
}

export const peopleRoutes = {
  [`GET ${HR}/scopes`]: authed(listScopes),
  [`GET ${HR}/scopes/:userNo`]: authed(getScope),
  [`PUT ${HR}/scopes/:userNo`]: authed(putScope),
  [`DELETE ${HR}/scopes/:userNo`]: authed(resetScope),
  [`GET ${HR}/customers`]: authed(listCustomers),
};
