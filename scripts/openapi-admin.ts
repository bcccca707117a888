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
import { type Schema, ref, str, bool, obj, okOf, answer, body, schemas, type Op, list } from './openapi-admin-schemas';

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
      ...(op.params ? { parameters: op.params } : {}),
      ...(op.body ? { requestBody: body(op.body) } : {}),
      responses: answer(data, op.method === 'get' ? 'the answer' : 'the record after the change'),
    };
  }
  return { paths, schemas };
}
