/**
 * The administration calls in the OpenAPI document (mock/admin.ts, mock/lib/admin*.ts;
 * docs/administration.md): paths, bodies, answers and the permission each needs.
 * `x-permission` is the element code a change needs, or — for a read — the list of pages any one of
 * which lets a user read it (the mock answers FORBIDDEN otherwise).
 */
import { orgTreeCodes } from '../src/domain/directory';
import { API } from '../src/domain/endpoints';
import { systemFunction } from '../src/domain/desks/systemFunction';
import { systemUserRole } from '../src/domain/desks/systemUserRole';

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = (extra: Schema = {}) => ({ type: 'string', ...extra });
const int = (extra: Schema = {}) => ({ type: 'integer', ...extra });
const bool = { type: 'boolean' };
const strings = { type: 'array', items: str() };
const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const list = (name: string) => ({ type: 'array', items: ref(name) });
const okOf = (data: Schema): Schema => obj({ success: { const: true }, data }, ['success']);
const answer = (data: Schema, description: string) => ({
  200: {
    description: `${description}; a refusal answers {success: false, errorCode, errorMessage, showType, data}`,
    content: { 'application/json': { schema: data } },
  },
  401: { description: 'no valid AuthenticationToken' },
});
const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });

const schemas: Record<string, Schema> = {
  AdminOrganization: obj(
    {
      id: str(),
      parentId: str(),
      name: str({ maxLength: 30 }),
      type: str({ enum: ['COMPANY', 'DEPARTMENT'] }),
      order: int(),
      userCount: int(),
      version: int(),
    },
    ['id', 'name', 'type', 'version'],
  ),
  AdminFunction: obj(
    {
      code: str(),
      kind: str({ enum: ['MENU', 'PAGE', 'ELEMENT'] }),
      system: str(),
      enabled: bool,
      inheritedOff: bool,
      remark: str(),
      roles: strings,
      children: { type: 'array', items: ref('AdminFunction') },
    },
    ['code', 'kind', 'children'],
  ),
  // the template in force, as 修改密码 states its rules (the templates themselves are the engine's passwordTemplate)
  AdminPasswordPolicy: obj(
    {
      id: str(),
      name: str(),
      minLength: int(),
      requireUpper: bool,
      requireLower: bool,
      requireDigit: bool,
      requireSymbol: bool,
      expiryDays: int(),
      historyCount: int(),
      active: bool,
    },
    ['id', 'name', 'minLength', 'active'],
  ),
  AdminPasswordStatus: obj(
    {
      userNo: str(),
      template: ref('AdminPasswordPolicy'),
      passwordChangedAt: { type: ['string', 'null'] },
      expiresAt: { type: ['string', 'null'] },
      expired: bool,
      mustChange: bool,
      changeDue: { type: ['string', 'null'] },
    },
    ['userNo', 'template'],
  ),
};

/** One administration call: its path, permission, parameters, body and answer. */
interface Op {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  id: string;
  permission: string | string[];
  body?: Schema;
  data: Schema;
  summary?: string;
}

const HR = API.hr;
const PERM = API.permission;
const M = API.management;

const ops: Op[] = [
  { method: 'get', path: `${HR}/organizations`, id: 'listOrganizations', permission: orgTreeCodes(), data: list('AdminOrganization') },
  { method: 'get', path: `${PERM}/functions`, id: 'listFunctions', permission: [systemFunction.key, systemUserRole.key], data: list('AdminFunction') },
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
      ...(op.body ? { requestBody: body(op.body) } : {}),
      responses: answer(data, op.method === 'get' ? 'the answer' : 'the record after the change'),
    };
  }
  return { paths, schemas };
}
