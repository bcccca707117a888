/**
 * The calls of config/openapi.json that are not resource calls nor administration: sign-in (SSO),
 * current user, permissions, logout, files and workflow (definitions, groups, tasks, instances); the
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
import { WORKFLOW_CODES } from '../src/domain/workflow/permissions';
import { customerDesks, OVERVIEW_FIGURES } from '../src/domain/customerOverview';
import { customerProfile } from '../src/domain/desks/customerProfile';
import { resources } from '../src/domain/desks';
import { answer, jsonBody, ok, paged, param, ref } from './openapi-shapes';
import { obj, str, int, comment, open, businessType, inboxFilters } from './openapi-platform-schemas';
export { platformSchemas } from './openapi-platform-schemas';

const W = API.workflow;
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

    // ---------------------------------------------------------------- workflow: definitions and groups
    [`${W}/definitions`]: {
      get: {
        ...tags('workflow'),
        operationId: 'listWorkflowDefinitions',
        'x-permission': 'workFlowDefinition',
        responses: answer(
          ok({ type: 'array', items: obj({ businessType, mode: str, definition: { oneOf: [ref('WorkflowDefinition'), { type: 'null' }] } }) }),
          'one entry per business type',
        ),
      },
      post: {
        ...tags('workflow'),
        operationId: 'createWorkflowDefinition',
        'x-permission': WORKFLOW_CODES.definitionCreate,
        requestBody: jsonBody({ type: 'object' }),
        responses: answer(ok(ref('WorkflowDefinition')), 'created'),
      },
    },
    [`${W}/definitions/{id}`]: {
      put: {
        ...tags('workflow'),
        operationId: 'updateWorkflowDefinition',
        'x-permission': WORKFLOW_CODES.definitionUpdate,
        parameters: [param('id', 'path')],
        requestBody: jsonBody({ type: 'object', required: ['version'] }),
        responses: answer(ok(ref('WorkflowDefinition')), 'saved'),
      },
      delete: {
        ...tags('workflow'),
        operationId: 'deleteWorkflowDefinition',
        'x-permission': WORKFLOW_CODES.definitionDelete,
        parameters: [param('id', 'path')],
        responses: answer(ok(obj({ id: str, name: str })), 'deleted'),
      },
    },
    [`${W}/definitions/{id}/enable`]: {
      post: {
        ...tags('workflow'),
        operationId: 'enableWorkflowDefinition',
        'x-permission': WORKFLOW_CODES.definitionEnable,
        parameters: [param('id', 'path')],
        requestBody: jsonBody(obj({ enabled: { type: 'boolean' }, version: int })),
        responses: answer(ok(ref('WorkflowDefinition')), 'switched'),
      },
    },
    [`${W}/groups`]: {
      get: {
        ...tags('workflow'),
        operationId: 'listApprovalGroups',
        'x-permission': ['approvalGroup', 'workFlowDefinition'],
        parameters: [param('keyword', 'query', str, false), param('member', 'query', str, false)],
        responses: answer(paged('ApprovalGroup'), 'a page'),
      },
      post: {
        ...tags('workflow'),
        operationId: 'createApprovalGroup',
        'x-permission': WORKFLOW_CODES.groupCreate,
        requestBody: jsonBody({ type: 'object' }),
        responses: answer(ok(ref('ApprovalGroup')), 'created'),
      },
    },
    [`${W}/groups/{id}`]: {
      put: {
        ...tags('workflow'),
        operationId: 'updateApprovalGroup',
        'x-permission': WORKFLOW_CODES.groupUpdate,
        parameters: [param('id', 'path')],
        requestBody: jsonBody({ type: 'object', required: ['version'] }),
        responses: answer(ok(ref('ApprovalGroup')), 'saved'),
      },
      delete: {
        ...tags('workflow'),
        operationId: 'deleteApprovalGroup',
        'x-permission': WORKFLOW_CODES.groupDelete,
        parameters: [param('id', 'path')],
        responses: answer(ok(obj({ id: str, name: str })), 'deleted'),
      },
    },
    [`${W}/candidates`]: {
      get: {
        ...tags('workflow'),
        operationId: 'workflowCandidates',
        'x-permission': ['approvalManagement', 'approvalGroup', 'workFlowDefinition'],
        responses: answer(ok({ type: 'array', items: { type: 'object' } }), 'users who may be members or receive a task'),
      },
    },

    // ---------------------------------------------------------------- workflow: the user's inbox (their own tasks and instances)
    [`${W}/tasks/pending`]: {
      get: { ...tags('workflow'), operationId: 'pendingTasks', parameters: inboxFilters, responses: answer(paged('WorkflowTask'), 'the user’s open tasks') },
    },
    [`${W}/tasks/pending/count`]: {
      get: {
        ...tags('workflow'),
        operationId: 'pendingTaskCount',
        responses: answer(ok(obj({ count: int, overdue: int, byType: { type: 'object' }, latest: { type: 'array', items: ref('WorkflowTask') } })), 'counts'),
      },
    },
    [`${W}/tasks/handled`]: {
      get: {
        ...tags('workflow'),
        operationId: 'handledTasks',
        parameters: [...inboxFilters, param('status', 'query', { type: 'string', enum: ['APPROVED', 'REJECTED', 'TRANSFERRED'] }, false)],
        responses: answer(paged('WorkflowTask'), 'tasks the user handled'),
      },
    },
    [`${W}/instances/started`]: {
      get: {
        ...tags('workflow'),
        operationId: 'startedInstances',
        parameters: [...inboxFilters, param('status', 'query', str, false)],
        responses: answer(paged('WorkflowInstance'), 'approvals the user started'),
      },
    },
    [`${W}/instances/{id}`]: {
      get: {
        ...tags('workflow'),
        operationId: 'getInstance',
        summary: 'For its applicant, its assignees, or a holder of the business type’s page',
        parameters: [param('id', 'path')],
        responses: answer(ok(ref('WorkflowInstance')), 'the instance with its tasks'),
      },
    },
    [`${W}/records/{type}/{id}`]: {
      get: {
        ...tags('workflow'),
        operationId: 'recordApprovals',
        summary: 'For the applicant, the assignees, or a holder of the business type’s page',
        'x-permission-party': true,
        parameters: [param('type', 'path', businessType), param('id', 'path')],
        responses: answer(
          ok(obj({ businessType, recordId: str, mode: str, instances: { type: 'array', items: ref('WorkflowInstance') } })),
          'every approval round of the record',
        ),
      },
    },
    [`${W}/tasks/bulk-approve`]: {
      post: {
        ...tags('workflow'),
        operationId: 'bulkApprove',
        summary: 'The assignee’s own open tasks only',
        requestBody: jsonBody(obj({ taskIds: { type: 'array', items: str }, comment }, ['taskIds'])),
        responses: answer(ok(obj({ approved: int, finished: int })), 'all or nothing'),
      },
    },
    [`${W}/tasks/{id}/approve`]: {
      post: {
        ...tags('workflow'),
        operationId: 'approveTask',
        summary: 'The assignee only',
        parameters: [param('id', 'path')],
        requestBody: jsonBody(obj({ comment }, [])),
        responses: answer(ok(obj({ instance: ref('WorkflowInstance'), recordStatus: str }, ['instance'])), 'approved'),
      },
    },
    [`${W}/tasks/{id}/reject`]: {
      post: {
        ...tags('workflow'),
        operationId: 'rejectTask',
        summary: 'The assignee only; a comment is required',
        parameters: [param('id', 'path')],
        requestBody: jsonBody(obj({ comment })),
        responses: answer(ok(obj({ instance: ref('WorkflowInstance'), recordStatus: str }, ['instance'])), 'rejected'),
      },
    },
    [`${W}/tasks/{id}/candidates`]: {
      get: {
        ...tags('workflow'),
        operationId: 'transferCandidates',
        summary: 'The assignee only: users who may receive the task (enabled, not the assignee, not the applicant, able to read the record)',
        parameters: [param('id', 'path')],
        responses: answer(ok({ type: 'array', items: { type: 'object' } }), 'who may receive the task'),
      },
    },
    [`${W}/tasks/{id}/transfer`]: {
      post: {
        ...tags('workflow'),
        operationId: 'transferTask',
        summary: 'The assignee only',
        parameters: [param('id', 'path')],
        requestBody: jsonBody(obj({ toUserNo: str, comment }, ['toUserNo'])),
        responses: answer(ok(obj({ instance: ref('WorkflowInstance') })), 'transferred'),
      },
    },
    [`${W}/instances/{id}/withdraw`]: {
      post: {
        ...tags('workflow'),
        operationId: 'withdrawInstance',
        summary: 'The applicant only, before the first approval',
        parameters: [param('id', 'path')],
        requestBody: jsonBody(obj({ comment }, [])),
        responses: answer(ok(obj({ instance: ref('WorkflowInstance'), recordStatus: str }, ['instance'])), 'withdrawn'),
      },
    },
  };
}
