/**
 * Delegation (src/domain/workflow/delegation.ts and the engine's stand-in): the rules of making one
 * (the period — the definition's rule —, oneself, an end past, chain, overlap — the store's check),
 * 取消委托 offered and allowed only before the end, when it is active (its edges, its business types),
 * and acting on a delegated task — allowed for the stand-in who passes the hand-over rule, refused for
 * one who lacks the record's level, for the applicant, outside the period; and a delegator and stand-in
 * approving at once: exactly one wins.
 */
import { approvalDelegation } from '@/domain/desks/approvalDelegation';
import { actionProblem, availableActions, codesOf, crossIssues, domainContext, formInitials } from '@/domain/engine';
import { elementCodes } from '@/domain/catalogue';
import {
  WorkflowEngine,
  activeDelegation,
  delegationCancellable,
  delegationProblem,
  delegationState,
  isWorkflowError,
  periodProblem,
  type Delegation,
  type WorkflowEnv,
} from '@/domain/workflow';
import { actor, people, world } from './fixture';

const NOW = '2026-11-21T08:00:00.000Z';
const at = (offsetSeconds: number) => new Date(Date.parse(NOW) + offsetSeconds * 1000).toISOString();
const DAY = 86_400;
const nameOf = (no: string) => people.find((u) => u.userNo === no)?.userName ?? no;

let seq = 0;
function made(fromNo: string, toNo: string, from: string, to: string, businessTypes: string[] = []): Delegation {
  seq += 1;
  return { id: `D${seq}`, fromUserNo: fromNo, fromUserName: nameOf(fromNo), toUserNo: toNo, toUserName: nameOf(toNo), from, to, businessTypes };
}

/** The refusal `fn` throws: its code and message key. */
function refusal(fn: () => unknown): { code: string; key: string } {
  try {
    fn();
  } catch (e) {
    if (isWorkflowError(e)) return { code: e.code, key: e.messageKey };
    throw e;
  }
  throw new Error('not refused');
}

describe('making a delegation', () => {
  /** what refuses a1's new delegation to `to` among `existing`, at NOW */
  const check = (to: string, from: string, end: string, existing: Delegation[] = [], types: string[] = [], by = 'a1') =>
    delegationProblem({ ...made(by, to, from, end, types), id: 'new' }, existing, NOW)?.message ?? null;

  it('the period: an end after the start, at most 180 days — the definition’s rule, in the form and the store', () => {
    expect(periodProblem({ from: NOW, to: at(DAY) })).toBeNull();
    expect(periodProblem({ from: NOW, to: NOW })).toEqual({ field: 'to', message: 'workflow.delegation.error.endBeforeStart' });
    expect(periodProblem({ from: NOW, to: at(181 * DAY) })?.message).toBe('workflow.delegation.error.tooLong');
    expect(periodProblem({ from: NOW, to: at(180 * DAY) })).toBeNull();
    expect(periodProblem({ from: NOW })).toBeNull(); // the missing end is the required rule's
    expect(approvalDelegation.rules).toContain(periodProblem);
    const issues = crossIssues(approvalDelegation, { toUserNo: 'x', from: NOW, to: NOW }, domainContext());
    expect(issues).toContainEqual(expect.objectContaining({ field: 'to', message: 'workflow.delegation.error.endBeforeStart' }));
  });

  it('refuses oneself and an end already past', () => {
    expect(check('x', NOW, at(DAY))).toBeNull();
    expect(check('a1', NOW, at(DAY))).toBe('workflow.delegation.error.self');
    expect(check('x', at(-3 * DAY), at(-1))).toBe('workflow.delegation.error.endPast');
  });

  it('allows one delegation per user for any moment and business type: overlapping ones are refused, others allowed', () => {
    const week = made('a1', 'x', NOW, at(7 * DAY), ['claimApplication']);
    expect(check('b1', at(DAY), at(2 * DAY), [week])).toBe('workflow.delegation.error.overlap');
    expect(check('b1', at(DAY), at(2 * DAY), [week], ['claimApplication'])).toBe('workflow.delegation.error.overlap');
    // another type, or after it ends (its end is exclusive), or once it is cancelled: allowed
    expect(check('b1', at(DAY), at(2 * DAY), [week], ['leaseOrder'])).toBeNull();
    expect(check('b1', at(7 * DAY), at(8 * DAY), [week])).toBeNull();
    expect(check('b1', at(DAY), at(2 * DAY), [{ ...week, cancelled: true }])).toBeNull();
    // the overlap names the stand-in already chosen
    expect(delegationProblem(made('a1', 'b1', at(DAY), at(2 * DAY)), [week], NOW)?.params).toEqual({ name: '旁人' });
  });

  it('refuses a chain: a stand-in away themselves then, or a delegator who stands in for someone then', () => {
    const xAway = made('x', 'b1', at(DAY), at(3 * DAY));
    expect(check('x', NOW, at(2 * DAY), [xAway])).toBe('workflow.delegation.error.standInAway');
    expect(check('x', at(3 * DAY), at(4 * DAY), [xAway])).toBeNull();
    const a1StandsIn = made('b2', 'a1', NOW, at(DAY));
    expect(check('x', NOW, at(2 * DAY), [a1StandsIn])).toBe('workflow.delegation.error.delegatorStandsIn');
  });

  it('offers 取消委托 while it has not begun or runs, never once ended or cancelled; the server refuses the same', () => {
    expect(['scheduled', 'active', 'ended'].map((s) => delegationCancellable(s as never))).toEqual([true, true, false]);
    const record = (to: string, state: string, status = 'ACTIVE') => ({ id: 'D', status, from: at(-DAY), to, state });
    const offered = (r: Record<string, unknown>) => availableActions(approvalDelegation, r).map((a) => a.key);
    expect(offered(record(at(DAY), 'active'))).toEqual(['cancel']);
    expect(offered(record(at(-1), 'ended'))).toEqual([]);
    expect(offered(record(at(DAY), 'active', 'CANCELLED'))).toEqual([]);
    const ctx = domainContext(Date.parse(NOW));
    expect(actionProblem(approvalDelegation, record(at(DAY), 'active'), 'cancel', {}, ctx)).toBeNull();
    expect(actionProblem(approvalDelegation, record(at(-1), 'active'), 'cancel', {}, ctx)?.message).toBe('workflow.delegation.error.over');
  });
});

describe('外出委托 as a desk hosted by 审批管理', () => {
  it('holds its rights as the page’s element code: no code of its own joins the catalogue', () => {
    expect(approvalDelegation.page).toBe('approvalManagement');
    expect(approvalDelegation.codes.read).toBe('approvalManagement:delegate');
    expect(codesOf(approvalDelegation)).toEqual(['approvalManagement:delegate']);
    expect(elementCodes().filter((c) => c.includes('approvalDelegation'))).toEqual([]);
  });

  it('names a delegation by its stand-in, and its form starts at this minute and ends at 23:59 of the seventh day', () => {
    expect(approvalDelegation.nameOf({ id: 'D1', toUserNo: 'manager', userNames: { manager: '李敏' } })).toBe('李敏');
    const now = new Date(2026, 10, 21, 8, 30, 42).getTime();
    const start = formInitials(approvalDelegation, now);
    expect(new Date(String(start.from)).getTime()).toBe(new Date(2026, 10, 21, 8, 30).getTime());
    expect(new Date(String(start.to)).getTime()).toBe(new Date(2026, 10, 28, 23, 59).getTime());
  });
});

describe('when a delegation is active', () => {
  const d = made('a1', 'x', NOW, at(DAY), ['claimApplication']);

  it('from its start (inclusive) to its end (exclusive): it ends by itself', () => {
    expect(delegationState(d, at(-1))).toBe('scheduled');
    expect(activeDelegation([d], 'a1', 'claimApplication', at(-1))).toBeUndefined();
    expect(activeDelegation([d], 'a1', 'claimApplication', NOW)).toBe(d); // starts exactly now
    expect(activeDelegation([d], 'a1', 'claimApplication', at(DAY - 1))).toBe(d);
    expect(activeDelegation([d], 'a1', 'claimApplication', at(DAY))).toBeUndefined(); // its end is exclusive
    expect(activeDelegation([d], 'a1', 'claimApplication', at(DAY + 1))).toBeUndefined(); // ended a second ago
    expect(delegationState(d, at(DAY + 1))).toBe('ended');
  });

  it('for its business types only (none named: every type), for its delegator only', () => {
    expect(activeDelegation([d], 'a1', 'leaseOrder', NOW)).toBeUndefined();
    expect(activeDelegation([d], 'x', 'claimApplication', NOW)).toBeUndefined();
    const all = made('a2', 'x', NOW, at(DAY));
    expect(activeDelegation([all], 'a2', 'leaseOrder', NOW)).toBe(all);
    expect(activeDelegation([{ ...all, cancelled: true }], 'a2', 'leaseOrder', NOW)).toBeUndefined();
  });
});

describe('acting on a delegated task', () => {
  /** a claim submitted by `app`; a1 (一审, any one, with a2) names `standIn`; the clock stands where the test puts it */
  function delegated(standIn: string, opts: { types?: string[]; unreadable?: string; from?: string; to?: string } = {}) {
    const w = world();
    let now = NOW;
    const delegations = [{ ...made('a1', standIn, opts.from ?? NOW, opts.to ?? at(DAY), opts.types ?? []), id: 'D1' }];
    const env: WorkflowEnv = {
      now: () => now,
      definitions: w.env.definitions,
      user: w.env.user,
      groups: w.env.groups,
      delegations: () => delegations,
      mayRead: (_type, _id, userNo) => userNo !== opts.unreadable,
    };
    const engine = new WorkflowEngine(w.data, env);
    engine.start(w.claim(), actor('app'));
    const task = w.taskOf('a1')!;
    return { ...w, engine, task, delegations, setNow: (iso: string) => (now = iso) };
  }

  it('the stand-in sees it, approves it, and the history, the task and the log say for whom', () => {
    const { engine, task, data } = delegated('x');
    expect(engine.delegatedTasksOf('x').map((t) => t.id)).toEqual([task.id]);
    const out = engine.approve(task.id, actor('x'), '同意');
    expect(out.history[0]).toMatchObject({ action: 'approve', operatorNo: 'x', operatorName: '旁人', onBehalfOfNo: 'a1', onBehalfOfName: '审批甲' });
    expect(out.log[0].detail).toEqual({ key: 'workflow.log.approveWithCommentFor', params: { node: '一审', comment: '同意', principal: '审批甲' } });
    expect(data.tasks.find((t) => t.id === task.id)).toMatchObject({ status: 'APPROVED', assigneeNo: 'a1', actorNo: 'x', actorName: '旁人' });
    expect(engine.delegatedTasksOf('x')).toEqual([]);
  });

  it('the stand-in may reject too (the history says for whom), but not pass the task on', () => {
    const { engine, task } = delegated('x');
    expect(refusal(() => engine.transfer(task.id, actor('x'), 'b1'))).toEqual({ code: 'FORBIDDEN', key: 'workflow.error.notAssignee' });
    const out = engine.reject(task.id, actor('x'), '缺少发票');
    expect(out.history[0]).toMatchObject({ action: 'reject', operatorNo: 'x', onBehalfOfName: '审批甲' });
    expect(out.log[0].detail.key).toBe('workflow.log.rejectFor');
  });

  it('outside its period nothing is delegated: before it starts, and once it ended', () => {
    const w = delegated('x', { from: at(60), to: at(120) });
    expect(w.engine.delegatedTasksOf('x')).toEqual([]);
    expect(refusal(() => w.engine.approve(w.task.id, actor('x')))).toEqual({ code: 'FORBIDDEN', key: 'workflow.error.notAssignee' });
    w.setNow(at(60));
    expect(w.engine.delegatedTasksOf('x')).toHaveLength(1);
    w.setNow(at(121)); // ended a second ago
    expect(w.engine.delegatedTasksOf('x')).toEqual([]);
    expect(refusal(() => w.engine.approve(w.task.id, actor('x'))).key).toBe('workflow.error.notAssignee');
    expect(w.taskOf('a1')?.status).toBe('PENDING');
  });

  it('only for the business types it names', () => {
    const { engine, task } = delegated('x', { types: ['leaseOrder'] });
    expect(engine.delegatedTasksOf('x')).toEqual([]);
    expect(refusal(() => engine.approve(task.id, actor('x'))).key).toBe('workflow.error.notAssignee');
  });

  it('refuses a stand-in who may not read the record (its page or secrecy level): the hand-over rule', () => {
    const { engine, task, snapshot } = delegated('x', { unreadable: 'x' });
    expect(engine.delegatedTasksOf('x')).toEqual([]);
    const before = snapshot();
    expect(refusal(() => engine.approve(task.id, actor('x')))).toEqual({ code: 'FORBIDDEN', key: 'workflow.delegation.error.standInRefused' });
    expect(snapshot()).toEqual(before);
  });

  it('refuses a stand-in deciding their own application, and one holding their own task on the node', () => {
    const own = delegated('app');
    expect(own.engine.delegatedTasksOf('app')).toEqual([]);
    expect(refusal(() => own.engine.approve(own.task.id, actor('app'))).key).toBe('workflow.delegation.error.standInRefused');
    const colleague = delegated('a2');
    expect(colleague.engine.delegatedTasksOf('a2')).toEqual([]);
    expect(refusal(() => colleague.engine.approve(colleague.task.id, actor('a2'))).key).toBe('workflow.delegation.error.standInRefused');
  });

  it('refuses a stand-in who already approved a node of the round: one decision per person', () => {
    const w = delegated('x');
    w.engine.approve(w.task.id, actor('x'));
    // 复核 (b1, b2, all must): b1 names x too — x decided 一审 for a1 already
    w.delegations.push({ ...w.delegations[0], id: 'D2', fromUserNo: 'b1', fromUserName: '复核甲' });
    const next = w.taskOf('b1')!;
    expect(w.engine.delegatedTasksOf('x')).toEqual([]);
    expect(refusal(() => w.engine.approve(next.id, actor('x'))).key).toBe('workflow.delegation.error.standInRefused');
  });

  it('the delegator and the stand-in approving at once: exactly one wins, the other is told it is done', () => {
    for (const order of [
      ['a1', 'x'],
      ['x', 'a1'],
    ]) {
      const { engine, task, data } = delegated('x');
      const results = order.map((who) => {
        try {
          engine.approve(task.id, actor(who));
          return 'won';
        } catch (e) {
          return isWorkflowError(e) ? e.code : 'crash';
        }
      });
      expect(results).toEqual(['won', 'WORKFLOW_STATE']);
      expect(data.tasks.filter((t) => t.instanceId === task.instanceId && t.nodeIndex === 0 && t.status === 'APPROVED')).toHaveLength(1);
      // the next node started once
      expect(data.tasks.filter((t) => t.nodeIndex === 1 && t.status === 'PENDING')).toHaveLength(2);
    }
  });
});
