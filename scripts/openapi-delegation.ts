/**
 * The delegation calls of config/openapi.json (out of office: mock/delegations.ts, the rules in
 * src/domain/workflow/delegation.ts): a user's own stand-ins, and everyone's for the administrator.
 */
import { API } from '../src/domain/endpoints';
import { DELEGATION_REASON_MAX, DELEGATION_STATES } from '../src/domain/workflow/delegation';
import { WORKFLOW_CODES } from '../src/domain/workflow/permissions';
import { answer, jsonBody, ok, paged, param, ref, type Schema } from './openapi-shapes';
import { businessType, obj, str } from './openapi-platform-schemas';

const D = `${API.workflow}/delegations`;
const time = { type: 'string', format: 'date-time' };

export const delegationSchemas: Record<string, Schema> = {
  Delegation: obj(
    {
      id: str,
      fromUserNo: str,
      fromUserName: str,
      toUserNo: str,
      toUserName: str,
      from: time,
      to: { ...time, description: 'exclusive: the delegation ends by itself then' },
      businessTypes: { type: 'array', items: businessType, description: 'empty: every business type' },
      reason: str,
      createdAt: time,
      cancelledAt: time,
      state: { type: 'string', enum: [...DELEGATION_STATES] },
    },
    ['id', 'fromUserNo', 'toUserNo', 'from', 'to', 'businessTypes', 'state'],
  ),
  DelegationCreate: {
    ...obj(
      {
        toUserNo: str,
        from: time,
        to: time,
        businessTypes: { type: 'array', items: businessType },
        reason: { type: 'string', maxLength: DELEGATION_REASON_MAX },
      },
      ['toUserNo', 'from', 'to'],
    ),
    additionalProperties: false,
  },
};

export function delegationPaths(): Record<string, Record<string, unknown>> {
  const tags = { tags: ['workflow'] };
  return {
    [D]: {
      get: {
        ...tags,
        operationId: 'listDelegations',
        summary: 'My delegations, newest first; scope=all: everyone’s (needs workFlowDefinition:delegations)',
        'x-permission': WORKFLOW_CODES.delegate,
        parameters: [
          param('scope', 'query', { type: 'string', enum: ['mine', 'all'] }, false),
          param('state', 'query', { type: 'string', enum: [...DELEGATION_STATES] }, false),
          param('current', 'query', { type: 'integer', minimum: 1 }, false),
          param('pageSize', 'query', { type: 'integer', minimum: 1, maximum: 200 }, false),
        ],
        responses: answer(paged('Delegation'), 'a page'),
      },
      post: {
        ...tags,
        operationId: 'createDelegation',
        summary: 'Name my stand-in for a period (no chain, no overlap; src/domain/workflow/delegation.ts)',
        'x-permission': WORKFLOW_CODES.delegate,
        requestBody: jsonBody(ref('DelegationCreate')),
        responses: answer(ok(ref('Delegation')), 'made'),
      },
    },
    [`${D}/{id}/cancel`]: {
      post: {
        ...tags,
        operationId: 'cancelDelegation',
        summary: 'Cancel my delegation (the administrator: anyone’s) before it ends',
        'x-permission': WORKFLOW_CODES.delegate,
        parameters: [param('id', 'path')],
        responses: answer(ok(ref('Delegation')), 'cancelled'),
      },
    },
  };
}
