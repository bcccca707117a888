/**
 * The calls of config/openapi.json that are not resource calls nor administration: sign-in (SSO),
 * current user, permissions, logout, files, and the workflow's (./openapi-workflow.ts); the
 * logs and the administration are in ./openapi-admin.ts.
 *
 * `x-permission` names the page or element code a call needs (an array: any one of them); a call
 * without it is open to every signed-in user (it answers only what concerns them), and `security: []`
 * marks a call that needs no token at all. tests/unit/security walks every path of the document for
 * every demo role against these marks.
 */
import { API } from '../src/domain/endpoints';
import { PART_LOOKUP_MAX, PART_QUERY_MAX, partLookupCodes } from '../src/domain/parts';
import { SEARCH_HITS_PER_DESK, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../src/domain/search';
import { customerDesks, OVERVIEW_FIGURES } from '../src/domain/customerOverview';
import { customerProfile } from '../src/domain/desks/customerProfile';
import { resources } from '../src/domain/desks';
import { answer, jsonBody, ok, paged, param, ref } from './openapi-shapes';
import { DIRECTORY_PAGE_MAX, DIRECTORY_QUERY_MAX, directoryCodes } from '../src/domain/directory';
import { obj, str, int, open } from './openapi-platform-schemas';
import { workflowPaths } from './openapi-workflow';
export { platformSchemas } from './openapi-platform-schemas';

const M = API.management;
const strOrNull = { type: ['string', 'null'] };

export function platformPaths(): Record<string, Record<string, unknown>> {
  const tags = (t: string) => ({ tags: [t] });
  return {
    // ---------------------------------------------------------------- sign-in (development SSO)
    [`${API.sso}/login`]: {
      get: {
        ...tags('sign-in'),
        ...open,
        operationId: 'signInPage',
        summary: 'The development sign-in page (HTML)',
        parameters: [param('redirect', 'query', str, false), param('lang', 'query', { type: 'string', enum: ['zh-CN', 'en-US'] }, false)],
        responses: { '200': { description: 'HTML', content: { 'text/html': { schema: str } } } },
      },
    },
    [`${API.sso}/api/login`]: {
      post: {
        ...tags('sign-in'),
        ...open,
        operationId: 'signIn',
        summary: 'Account and password; 5 failures make the account wait (30 s, doubling)',
        requestBody: jsonBody(obj({ account: str, password: str, redirect: str, lang: str }, ['account', 'password'])),
        responses: answer(ok(ref('SignInAnswer')), 'the token and the return address'),
      },
    },
    [`${API.sso}/api/sendCode`]: {
      post: {
        ...tags('sign-in'),
        ...open,
        operationId: 'sendCode',
        summary: 'A sign-in code for a phone (same answer whether or not an account uses it; 1 a minute, 5 an hour)',
        requestBody: jsonBody(obj({ phone: { type: 'string', pattern: '^1\\d{10}$' }, lang: str }, ['phone'])),
        responses: answer(ok(obj({ devCode: str })), 'sent (development: the code)'),
      },
    },
    [`${API.sso}/phoneLogin`]: {
      post: {
        ...tags('sign-in'),
        ...open,
        operationId: 'phoneSignIn',
        requestBody: jsonBody(obj({ phone: str, code: str, redirect: str, lang: str }, ['phone', 'code'])),
        responses: answer(ok(obj({ url: str })), 'the return address with the token'),
      },
    },
    [`${M}/currentUser`]: {
      get: { ...tags('session'), operationId: 'currentUser', responses: answer(ok(ref('CurrentUser')), 'the user, the menu, personal configuration') },
    },
    [`${M}/home/alarms`]: {
      get: {
        ...tags('session'),
        operationId: 'homeAlarms',
        summary: 'Alarms of the kinds whose list and handling action the user holds',
        responses: answer(ok({ type: 'array', items: { type: 'object' } }), 'one group per kind'),
      },
    },
    [`${M}/customers/{id}/overview`]: {
      get: {
        ...tags('customers'),
        operationId: 'customerOverview',
        'x-permission': customerProfile.codes.read,
        summary:
          "The customer's page: its record (personal data masked), 24 h AOG contact, fleet size, the account manager's figures and its records per desk — only desks whose page the user holds, only records the user may see (data scope, secrecy); a customer the user may not read is NOT_FOUND, a malformed id VALIDATION",
        parameters: [param('id', 'path', { type: 'string', maxLength: 64 })],
        responses: answer(
          ok(
            obj({
              id: str,
              customer: ref('CustomerProfile'),
              aogContact: { oneOf: [obj({ contactName: str, contactRole: strOrNull, phone: strOrNull, email: strOrNull }), { type: 'null' }] },
              fleetSize: int,
              figures: {
                type: 'array',
                items: obj({
                  key: { type: 'string', enum: OVERVIEW_FIGURES.map((f) => f.key) },
                  resource: str,
                  value: int,
                  statuses: { type: 'array', items: str },
                }),
              },
              desks: { type: 'array', items: obj({ resource: { type: 'string', enum: customerDesks(resources).map((d) => d.key) }, total: int }) },
              surveys: {
                oneOf: [{ type: 'array', items: obj({ surveyId: str, surveyCode: str, title: str, answeredAt: str, answeredByName: str }) }, { type: 'null' }],
              },
            }),
          ),
          'the customer as the user may see it',
        ),
      },
    },
    [`${M}/notifications`]: {
      get: {
        ...tags('notifications'),
        operationId: 'notifications',
        summary: "The signed-in user's newest notifications and the unread count",
        responses: answer(ok(obj({ unread: int, rows: { type: 'array', items: ref('Notification') } }, ['unread', 'rows'])), 'newest first'),
      },
    },
    [`${M}/notifications/read-all`]: {
      post: { ...tags('notifications'), operationId: 'markAllNotificationsRead', responses: answer(ok(ref('Unread')), 'all read') },
    },
    [`${M}/notifications/{id}/read`]: {
      post: {
        ...tags('notifications'),
        operationId: 'markNotificationRead',
        parameters: [param('id', 'path')],
        responses: answer(ok(ref('Unread')), 'the unread count after'),
      },
    },
    [`${M}/records/by-code`]: {
      get: {
        ...tags('search'),
        operationId: 'recordByCode',
        summary: 'Where the record with this code is, or null alike for an unknown code and a record the user may not read',
        parameters: [param('code', 'query', str, true)],
        responses: answer(ok({ oneOf: [obj({ resource: str, id: str, code: str }, ['resource', 'id', 'code']), { type: 'null' }] }), 'the location or null'),
      },
    },
    [`${M}/search`]: {
      get: {
        ...tags('search'),
        operationId: 'searchRecords',
        summary: `Records holding q in their keyword fields, on every desk whose page the user holds (data scope and secrecy applied), at most ${SEARCH_HITS_PER_DESK} a desk, grouped by desk in menu order; another parameter is VALIDATION`,
        parameters: [param('q', 'query', { type: 'string', minLength: SEARCH_QUERY_MIN, maxLength: SEARCH_QUERY_MAX }, true, 'trimmed')],
        responses: answer(ok({ type: 'array', items: ref('SearchGroup') }), 'the desks with hits'),
      },
    },
    [`${M}/parts`]: {
      get: {
        ...tags('search'),
        operationId: 'lookUpParts',
        'x-permission': partLookupCodes(),
        summary: `Catalogued products (产品信息) whose P/N starts with q or whose name contains it — the exact P/N first — at most ${PART_LOOKUP_MAX}, only those the user's secrecy level reaches, each with its stock available, replacement and alternates in stock: for whoever may fill a form with a picked P/N`,
        parameters: [
          param('q', 'query', { type: 'string', minLength: 1, maxLength: PART_QUERY_MAX }, true, 'trimmed'),
          param(
            'customerId',
            'query',
            { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            false,
            'prices the parts by this customer’s price list (a customer the user may not read is ignored)',
          ),
        ],
        responses: answer(ok({ type: 'array', maxItems: PART_LOOKUP_MAX, items: ref('CataloguePart') }), 'the parts, best first'),
      },
    },
    [`${API.hr}/directory`]: {
      get: {
        ...tags('search'),
        operationId: 'lookUpUsers',
        'x-permission': directoryCodes(),
        summary:
          'The user directory of the user fields: the enabled users whose number, name or organisation contains keyword, or the users ids names (enabled or not), each as number, name and organisation only: for whoever may fill or search a user field',
        parameters: [
          param('keyword', 'query', { type: 'string', maxLength: DIRECTORY_QUERY_MAX }, false, 'contains, in: number, name, organisation'),
          param('ids', 'query', { type: 'string' }, false, `user numbers, comma-separated, at most ${DIRECTORY_PAGE_MAX}`),
          param('current', 'query', { type: 'integer', minimum: 1 }, false),
          param('pageSize', 'query', { type: 'integer', minimum: 1, maximum: DIRECTORY_PAGE_MAX }, false),
        ],
        responses: answer(paged('DirectoryEntry'), 'a page of users'),
      },
    },
    [`${M}/logout`]: {
      get: {
        ...tags('session'),
        ...open,
        operationId: 'logout',
        summary: 'Revokes the token sent, if any',
        responses: answer(ok({ const: true }), 'signed out'),
      },
    },
    [`${API.permission}/permissions/{system}`]: {
      get: {
        ...tags('session'),
        operationId: 'permissions',
        parameters: [param('system', 'path')],
        responses: answer(ok(ref('Permissions')), 'the user’s codes in that system'),
      },
    },

    // ---------------------------------------------------------------- files
    [`${API.file}/files`]: {
      post: {
        ...tags('files'),
        operationId: 'uploadFile',
        requestBody: jsonBody(ref('FileUpload')),
        responses: answer(ok(ref('AttachmentRef')), 'the stored file (the uploader’s alone until attached)'),
      },
    },
    [`${API.file}/files/{id}`]: {
      get: {
        ...tags('files'),
        operationId: 'downloadFile',
        summary: 'The uploader (unattached) or a reader of a record it is attached to; nosniff, inline only for PDF/PNG/JPEG/GIF/WebP',
        parameters: [param('id', 'path')],
        responses: {
          '200': {
            description: 'the content, or a Failure envelope (application/json)',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: ref('Failure') } },
          },
        },
      },
    },
    ...workflowPaths(),
  };
}
