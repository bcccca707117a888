/**
 * The administration calls that are not a desk's (mock/lib/admin/*; docs/administration.md): the unit
 * tree the org fields pick from, the function tree 用户角色's grants tick, and 修改密码. Their items are
 * the desks' own record schemas cut to what the call answers (Organization, SystemFunction,
 * PasswordTemplate), so a field is described once. `x-permission` is the element code a change needs,
 * or — for a read — the pages any one of which lets a user read it (the mock answers FORBIDDEN otherwise).
 */
import { orgTreeCodes } from '../src/domain/directory';
import { API } from '../src/domain/endpoints';
import { systemFunction } from '../src/domain/desks/systemFunction';
import { systemUserRole } from '../src/domain/desks/systemUserRole';
import { answer, jsonBody, ok, ref, type Schema } from './openapi-shapes';
import { str } from './openapi-platform-schemas';

const bool = { type: 'boolean' };
const strOrNull = { type: ['string', 'null'] };
const list = (name: string) => ({ type: 'array', items: ref(name) });
const closed = (properties: Record<string, Schema>, required: string[]) => ({ type: 'object', properties, required, additionalProperties: false });

/** `record`'s properties named in `keys`, and `extra`; `required` must be there. */
function cut(record: Schema, keys: string[], required: string[], extra: Record<string, Schema> = {}): Schema {
  const all = record.properties as Record<string, Schema>;
  return closed({ ...Object.fromEntries(keys.map((k) => [k, all[k]])), ...extra }, required);
}

/** The answers' schemas, cut from the desks' record schemas already in `schemas`. */
const answers = (schemas: Record<string, Schema>): Record<string, Schema> => ({
  OrgTreeUnit: cut(schemas.Organization, ['id', 'parentId', 'name', 'type', 'order', 'userCount', 'version'], ['id', 'name', 'type', 'version']),
  // the generated node (its page, action and routes) with what 系统功能's record sets on it
  FunctionTreeNode: cut(
    schemas.SystemFunction,
    ['code', 'kind', 'system', 'inMenu', 'parent', 'inheritedOff', 'remark', 'roles'],
    ['code', 'kind', 'children'],
    {
      page: str,
      action: str,
      routes: { type: 'array', items: str },
      enabled: bool,
      children: list('FunctionTreeNode'),
    },
  ),
  // the template in force as 修改密码 states its rules: the record's character classes as yes / no
  PasswordPolicy: cut(
    schemas.PasswordTemplate,
    ['id', 'name', 'minLength', 'expiryDays', 'historyCount'],
    ['id', 'name', 'minLength', 'active'],
    Object.fromEntries(['requireUpper', 'requireLower', 'requireDigit', 'requireSymbol', 'active'].map((k) => [k, bool])),
  ),
  PasswordStatus: closed(
    {
      userNo: str,
      template: ref('PasswordPolicy'),
      passwordChangedAt: strOrNull,
      expiresAt: strOrNull,
      expired: bool,
      mustChange: bool,
      changeDue: { ...strOrNull, description: 'why the password must be changed before anything else (reset, expired), or null' },
    },
    ['userNo', 'template'],
  ),
});

const M = API.management;
/** One call: its path, permission, body and answer. */
const ops = [
  { method: 'get', path: `${API.hr}/organizations`, id: 'listOrganizations', permission: orgTreeCodes(), data: list('OrgTreeUnit') },
  {
    method: 'get',
    path: `${API.permission}/functions`,
    id: 'listFunctions',
    permission: [systemFunction.key, systemUserRole.key],
    data: list('FunctionTreeNode'),
  },
  {
    method: 'get',
    path: `${M}/password`,
    id: 'getOwnPasswordStatus',
    permission: ['updatePassword'],
    data: ref('PasswordStatus'),
    summary: 'open without the page while the password must be changed',
  },
  {
    method: 'post',
    path: `${M}/password`,
    id: 'changeOwnPassword',
    permission: ['updatePassword'],
    body: closed({ oldPassword: str, newPassword: { type: 'string', maxLength: 64 }, confirmPassword: str }, ['oldPassword', 'newPassword', 'confirmPassword']),
    data: closed({ changed: bool }, ['changed']),
    summary: 'ends every session of the user',
  },
];

/** The administration paths; their answers' schemas are added to `schemas` (openapi-doc.ts). */
export function adminOpenApi(schemas: Record<string, Schema>): Record<string, Record<string, unknown>> {
  Object.assign(schemas, answers(schemas));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops)
    (paths[op.path] ??= {})[op.method] = {
      tags: ['administration'],
      operationId: op.id,
      'x-permission': op.permission,
      ...(op.summary ? { summary: op.summary } : {}),
      ...(op.body ? { requestBody: jsonBody(op.body) } : {}),
      responses: answer(ok(op.data), op.method === 'get' ? 'the answer' : 'the record after the change'),
    };
  return paths;
}
