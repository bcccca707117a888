/** The schemas of the platform calls (sign-in, session, files, workflow) and the small builders their paths share (see openapi-platform.ts). */
import { SEARCH_HITS_PER_DESK } from '../src/domain/search';
import { BUSINESS_TYPES } from '../src/domain/workflow/businessTypes';
import { param, ref, type Schema } from './openapi-shapes';

export const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: 'object', required, properties });
export const str = { type: 'string' };
export const int = { type: 'integer', minimum: 0 };
export const comment = { type: 'string', maxLength: 500 };
export const open = { security: [] };
export const businessType = { type: 'string', enum: BUSINESS_TYPES.map((b) => b.type) };
export const inboxFilters = [
  param('current', 'query', { type: 'integer', minimum: 1 }, false),
  param('pageSize', 'query', { type: 'integer', minimum: 1, maximum: 100 }, false),
  param('businessType', 'query', businessType, false),
  param('keyword', 'query', { type: 'string', maxLength: 100 }, false, 'contains, in: record code, title, applicant'),
  param('from', 'query', str, false, 'date or date-time'),
  param('to', 'query', str, false, 'date or date-time (a bare date covers the day)'),
];

export const platformSchemas: Record<string, Schema> = {
  FileUpload: {
    type: 'object',
    required: ['name', 'content'],
    properties: { name: { type: 'string', maxLength: 120 }, type: { type: 'string', maxLength: 100 }, content: { type: 'string', contentEncoding: 'base64' } },
    additionalProperties: false,
  },
  SignInAnswer: obj({ token: str, url: { type: 'string', format: 'uri' } }),
  CurrentUser: obj(
    {
      currentUser: obj({ userNo: str, userName: str }),
      systemMenuPermissions: { type: 'array', items: str },
      menu: { type: 'array', items: { type: 'object' } },
      personalConfig: { type: 'object' },
      passwordChange: { type: ['string', 'null'], enum: ['MUST_CHANGE', 'EXPIRED', null] },
    },
    ['currentUser', 'systemMenuPermissions', 'menu'],
  ),
  Notification: obj(
    { id: str, kind: str, resource: str, recordId: str, code: str, actorName: str, at: { type: 'string', format: 'date-time' }, read: { type: 'boolean' } },
    ['id', 'kind', 'resource', 'recordId', 'code', 'at', 'read'],
  ),
  Unread: obj({ unread: int }, ['unread']),
  SearchGroup: obj(
    {
      resource: str,
      page: str,
      total: int,
      hits: {
        type: 'array',
        maxItems: SEARCH_HITS_PER_DESK,
        items: obj({ id: str, title: str, status: str, field: str, text: str }, ['id', 'title']),
      },
    },
    ['resource', 'page', 'total', 'hits'],
  ),
  DirectoryEntry: {
    ...obj({ userNo: str, userName: str, orgName: str }, ['userNo', 'userName']),
    additionalProperties: false,
    description: 'a user as the directory gives it: no other personal data',
  },
  CataloguePart: obj(
    {
      id: str,
      partNumber: str,
      productName: str,
      unit: { type: ['string', 'null'] },
      listPrice: { type: ['number', 'null'] },
      currency: { type: ['string', 'null'] },
      leadTimeDays: { type: ['integer', 'null'] },
      status: str,
      available: { ...int, description: 'serviceable units available to a new reservation over the P/N’s stock rows' },
      supersededBy: { type: ['string', 'null'] },
      supersededFrom: { type: ['string', 'null'], format: 'date' },
      replacement: { ...ref('CataloguePart'), description: 'the replacement of a superseded part, when catalogued and visible' },
      alternates: {
        type: 'array',
        description: 'when none is available: the parts that may replace it (listed as its alternates, or listing it two-way) and are in stock',
        items: { allOf: [ref('CataloguePart'), obj({ interchange: { type: 'string', enum: ['ONE_WAY', 'TWO_WAY'] } })] },
      },
      price: {
        description: 'with customerId: the price list’s price for that customer today (list price less its agreement’s discount); null when unpriced',
        oneOf: [
          { type: 'null' },
          obj({
            from: { type: 'string', enum: ['CATALOGUE', 'AGREEMENT'] },
            unitPrice: { type: 'number' },
            currency: { type: ['string', 'null'] },
            discountPercent: { type: ['number', 'null'] },
            agreementNo: { type: ['string', 'null'] },
          }),
        ],
      },
    },
    ['id', 'partNumber', 'productName', 'unit', 'listPrice', 'currency', 'leadTimeDays', 'status'],
  ),
  Permissions: obj({ systemMenuPermissions: { type: 'array', items: str }, pageElementPermissions: { type: 'array', items: str } }),
  WorkflowTask: obj(
    {
      id: str,
      instanceId: str,
      businessType,
      recordId: str,
      recordCode: str,
      title: str,
      status: str,
      clock: {
        description: "a pending task's clock against its node's time limit (src/domain/workflow/sla.ts)",
        ...obj(
          { ageHours: int, slaHours: int, dueAt: str, state: { type: 'string', enum: ['onTime', 'dueSoon', 'overdue'] }, hoursPast: int, hoursLeft: int },
          ['ageHours'],
        ),
      },
    },
    ['id', 'instanceId', 'businessType'],
  ),
  WorkflowInstance: obj(
    { id: str, businessType, recordId: str, recordCode: str, applicantNo: str, status: str, tasks: { type: 'array', items: ref('WorkflowTask') } },
    ['id', 'businessType', 'status'],
  ),
};
