/**
 * The administration and log calls in the OpenAPI document (mock/admin.ts, mock/lib/admin*.ts,
 * mock/logs.ts; docs/administration.md): paths, bodies, answers and the permission each needs.
 * `x-permission` is the element code a change needs, or — for a read — the list of pages any one of
 * which lets a user read it (the mock answers FORBIDDEN otherwise). Edits carry the `version` they
 * loaded (STALE_VERSION when the record changed since).
 */
import { orgTreeCodes } from '../src/domain/directory';
import { API } from '../src/domain/endpoints';
import { adminCodes as C } from '../src/domain/admin/codes';
import { systemUserRole } from '../src/domain/desks/systemUserRole';
import {
  type Schema,
  ref,
  str,
  int,
  bool,
  strings,
  obj,
  withVersion,
  okOf,
  pageOf,
  answer,
  pathParam,
  query,
  body,
  schemas,
  type Op,
  PAGING,
  USER_FILTERS,
  OPLOG_FILTERS,
  SYSLOG_FILTERS,
  list,
  done,
} from './openapi-admin-schemas';

const HR = API.hr;
const PERM = API.permission;
const M = API.management;

const ops: Op[] = [
  { method: 'get', path: `${HR}/organizations`, id: 'listOrganizations', permission: orgTreeCodes(), data: list('AdminOrganization') },
  {
    method: 'post',
    path: `${HR}/organizations`,
    id: 'createOrganization',
    permission: C.Organization.create,
    body: obj({ parentId: str(), name: str({ maxLength: 30 }), type: str({ enum: ['COMPANY', 'DEPARTMENT'] }) }, ['parentId', 'name', 'type']),
    data: ref('AdminOrganization'),
  },
  {
    method: 'put',
    path: `${HR}/organizations/{id}`,
    id: 'renameOrganization',
    permission: C.Organization.update,
    params: [pathParam('id')],
    body: withVersion(obj({ name: str({ maxLength: 30 }) }, ['name'])),
    data: ref('AdminOrganization'),
  },
  {
    method: 'post',
    path: `${HR}/organizations/{id}/move`,
    id: 'moveOrganization',
    permission: C.Organization.move,
    params: [pathParam('id')],
    body: withVersion(obj({ targetId: str(), index: int({ minimum: 0 }) }, ['targetId'])),
    data: ref('AdminOrganization'),
  },
  { method: 'delete', path: `${HR}/organizations/{id}`, id: 'deleteOrganization', permission: C.Organization.delete, params: [pathParam('id')], data: done },
  {
    method: 'get',
    path: `${HR}/scopes`,
    id: 'listScopes',
    permission: ['personnelAuthorization'],
    params: [...PAGING, ...USER_FILTERS],
    data: pageOf('AdminScope'),
  },
  {
    method: 'get',
    path: `${HR}/scopes/{userNo}`,
    id: 'getScope',
    permission: ['personnelAuthorization'],
    params: [pathParam('userNo')],
    data: ref('AdminScope'),
  },
  {
    method: 'put',
    path: `${HR}/scopes/{userNo}`,
    id: 'saveScope',
    permission: C.personnelAuthorization.update,
    params: [pathParam('userNo')],
    body: withVersion(ref('AdminScopeFields') as Schema),
    data: ref('AdminScope'),
  },
  {
    method: 'delete',
    path: `${HR}/scopes/{userNo}`,
    id: 'resetScope',
    permission: C.personnelAuthorization.update,
    params: [pathParam('userNo'), { ...query('version', int()), required: true }],
    data: ref('AdminScope'),
    summary: 'back to the default scope',
  },
  {
    method: 'get',
    path: `${HR}/customers`,
    id: 'listScopeCustomers',
    permission: ['personnelAuthorization'],
    data: { type: 'array', items: obj({ id: str(), name: str(), enabled: bool }) },
  },
  {
    method: 'get',
    path: `${PERM}/roles/{code}/grants`,
    id: 'getRoleGrants',
    permission: [systemUserRole.key],
    params: [pathParam('code')],
    data: ref('AdminRoleGrants'),
  },
  {
    method: 'put',
    path: `${PERM}/roles/{code}/grants`,
    id: 'saveRoleGrants',
    permission: systemUserRole.codes.edit,
    params: [pathParam('code')],
    body: withVersion(obj({ grants: strings }, ['grants'])),
    data: ref('AdminRoleGrants'),
    summary: "page and element codes, or ['*'] for every function",
  },
  { method: 'get', path: `${PERM}/functions`, id: 'listFunctions', permission: ['systemFunction', systemUserRole.key], data: list('AdminFunction') },
  {
    method: 'put',
    path: `${PERM}/functions/{code}`,
    id: 'updateFunction',
    permission: C.systemFunction.update,
    params: [pathParam('code')],
    body: obj({ enabled: bool, remark: str({ maxLength: 200 }) }),
    data: obj({ code: str(), enabled: bool, remark: str() }),
  },
  {
    method: 'get',
    path: `${M}/password`,
    id: 'getOwnPasswordStatus',
    permission: ['updatePassword'],
    data: ref('AdminPasswordStatus'),
    summary: 'open without the page while the password must be changed',
  },
  {
    method: 'post',
    path: `${M}/password`,
    id: 'changeOwnPassword',
    permission: ['updatePassword'],
    body: obj({ oldPassword: str(), newPassword: str({ maxLength: 64 }), confirmPassword: str() }, ['oldPassword', 'newPassword', 'confirmPassword']),
    data: obj({ changed: bool }),
    summary: 'ends every session of the user',
  },
  {
    method: 'get',
    path: `${M}/logs/operations`,
    id: 'listOperationLog',
    permission: ['logManagement'],
    params: [...PAGING, ...OPLOG_FILTERS],
    data: pageOf('OperationLogEntry'),
  },
  {
    method: 'get',
    path: `${M}/logs/operations/facets`,
    id: 'operationLogFacets',
    permission: ['logManagement'],
    data: obj({ modules: strings, actions: strings }),
  },
  {
    method: 'get',
    path: `${M}/logs/operations/export`,
    id: 'exportOperationLog',
    permission: C.logManagement.export,
    params: OPLOG_FILTERS,
    data: pageOf('OperationLogEntry'),
    summary: 'up to 10 000 rows; capped says when there were more',
  },
  {
    method: 'get',
    path: `${M}/logs/system`,
    id: 'listSystemLog',
    permission: ['appLogs'],
    params: [...PAGING, ...SYSLOG_FILTERS],
    data: pageOf('SystemLogEntry'),
  },
  {
    method: 'get',
    path: `${M}/logs/system/export`,
    id: 'exportSystemLog',
    permission: C.appLogs.export,
    params: SYSLOG_FILTERS,
    data: pageOf('SystemLogEntry'),
    summary: 'up to 10 000 rows; capped says when there were more',
  },
];

/** The administration paths and their schemas, merged into the document by openapi-doc.ts. */
export function adminOpenApi(): { paths: Record<string, Record<string, unknown>>; schemas: Record<string, Schema> } {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const data = op.data.type === 'object' && (op.data.properties as Schema)?.success ? op.data : okOf(op.data);
    (paths[op.path] ??= {})[op.method] = {
      tags: ['administration'],
      operationId: op.id,
      'x-permission': op.permission,
      ...(op.summary ? { summary: op.summary } : {}),
      ...(op.params ? { parameters: op.params } : {}),
      ...(op.body ? { requestBody: body(op.body) } : {}),
      responses: answer(data, op.method === 'get' ? 'the answer' : 'the record after the change'),
    };
  }
  return { paths, schemas };
}
