/**
 * The workflow's calls in config/openapi.json: the user's inbox (tasks and instances) and the pickers
 * (流程配置's definitions, 审批组 and 外出委托 are resources of the engine). `x-permission` as in ./openapi-platform.ts.
 */
import { API } from '../src/domain/endpoints';
import { answer, jsonBody, ok, paged, param, ref } from './openapi-shapes';
import { obj, str, int, comment, businessType, inboxFilters } from './openapi-platform-schemas';

const W = API.workflow;

export function workflowPaths(): Record<string, Record<string, unknown>> {
  const tags = (t: string) => ({ tags: [t] });
  return {
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
