/**
 * What the store adds to the engine's 外出委托 (src/domain/desks/approvalDelegation.ts): the delegator is
 * the signed-in user (set on create, never sent); a new delegation is checked against everyone's —
 * oneself, an end already past, an overlap with one's own, a chain (`delegationProblem`) — and the list,
 * its detail and its actions are one's own, or everyone's for a holder of `workFlowDefinition:delegations`
 * (another's delegation is not found). Registered by mock/lib/rules.ts.
 */
import { approvalDelegation } from '../../../src/domain/desks/approvalDelegation';
import { delegationProblem, WORKFLOW_CODES } from '../../../src/domain/workflow';
import { hasCode, type MockUser } from '../server/identity';
import { addRowFilter, onWrite } from '../store/store';
import { delegationOf, liveEnv } from './workflow';

export function delegationRules(): Array<() => void> {
  const key = approvalDelegation.key;
  return [
    // the system's own steps (no roles) see every row
    addRowFilter(key, (row, user) => {
      const u = user as MockUser;
      return !u.roles || row.fromUserNo === u.userNo || hasCode(u, WORKFLOW_CODES.delegationsAll);
    }),
    onWrite(key, ({ type, record, user, ctx }) => {
      if (type !== 'create') return undefined;
      const made = delegationOf({ ...record, fromUserNo: user.userNo });
      const problem = delegationProblem(made, liveEnv.delegations?.() ?? [], new Date(ctx.now).toISOString());
      return problem ? [problem] : { patch: { fromUserNo: user.userNo } };
    }),
  ];
}
