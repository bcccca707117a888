/** The administration and log schemas of the OpenAPI document and the small builders their paths share (see openapi-admin.ts). */
import { INFO_LEVELS, PERSONNEL_LEVELS } from '../src/domain/admin/secrecy';

export type Schema = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const str = (extra: Schema = {}) => ({ type: 'string', ...extra });
export const int = (extra: Schema = {}) => ({ type: 'integer', ...extra });
export const bool = { type: 'boolean' };
export const strings = { type: 'array', items: str() };
export const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

export const okOf = (data: Schema): Schema => obj({ success: { const: true }, data }, ['success']);
export const pageOf = (row: string): Schema =>
  obj({ success: { const: true }, data: { type: 'array', items: ref(row) }, total: int(), current: int(), pageSize: int(), capped: bool }, [
    'success',
    'data',
    'total',
  ]);
export const answer = (data: Schema, description: string) => ({
  200: {
    description: `${description}; a refusal answers {success: false, errorCode, errorMessage, showType, data}`,
    content: { 'application/json': { schema: data } },
  },
  401: { description: 'no valid AuthenticationToken' },
});
export const query = (name: string, schema: Schema = str()) => ({ name, in: 'query', required: false, schema });
export const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });

export const LEVEL = str({ enum: [...PERSONNEL_LEVELS] });
export const INFO = str({ enum: [...INFO_LEVELS] });

export const schemas: Record<string, Schema> = {
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
export interface Op {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  id: string;
  permission: string | string[];
  params?: unknown[];
  body?: Schema;
  data: Schema;
  summary?: string;
}

export const PAGING = [
  query('current', int({ minimum: 1 })),
  query('pageSize', int({ minimum: 1, maximum: 200 })),
  query('sortField'),
  query('sortOrder', str({ enum: ['ascend', 'descend'] })),
];
export const list = (name: string) => ({ type: 'array', items: ref(name) });
