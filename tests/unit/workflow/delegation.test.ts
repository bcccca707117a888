/**
 * Delegation (src/domain/workflow/delegation.ts and the engine's stand-in): the rules of making one
 * (period, self, chain, overlap, malformed input), when it is active (its edges, its business types),
 * and acting on a delegated task — allowed for the stand-in who passes the hand-over rule, refused
 * for one who lacks the record's level, for the applicant, outside the period; and a delegator and
 * stand-in approving at once: exactly one wins.
 */
import {
  WorkflowEngine,
  activeDelegation,
  cancelDelegation,
  checkDelegation,
  delegationCancellable,
  delegationState,
  isWorkflowError,
  type Delegation,
  type WorkflowEnv,
} from '@/domain/workflow';
import { actor, people, world } from './fixture';

const NOW = '2026-11-21T08:00:00.000Z';
const at = (offsetSeconds: number) => new Date(Date.parse(NOW) + offsetSeconds * 1000).toISOString();
const DAY = 86_400;
const user = (no: string) => people.find((u) => u.userNo === no);

let seq = 0;
function made(fromNo: string, toNo: string, from: string, to: string, businessTypes: string[] = []): Delegation {
  seq += 1;
  return {
    id: `D${seq}`,
    ...checkDelegation({ toUserNo: toNo, from, to, businessTypes }, actor(fromNo), [], user, from),
    createdAt: from,
  };
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
  const check = (input: unknown, existing: Delegation[] = [], by = 'a1') => checkDelegation(input, actor(by), existing, user, NOW);

  it('takes a stand-in, a period and optional business types; times become ISO, types are kept once', () => {
    const d = check({
      toUserNo: 'x',
      from: '2026-11-21T16:00:00+08:00',
      to: '2026-11-28T18:00:00+08:00',
      businessTypes: ['claimApplication', 'claimApplication'],
      reason: ' 出差 ',
    });
    expect(d).toMatchObject({
      fromUserNo: 'a1',
      toUserNo: 'x',
      toUserName: '旁人',
      from: NOW,
      to: '2026-11-28T10:00:00.000Z',
      businessTypes: ['claimApplication'],
      reason: '出差',
    });
  });

  it('refuses an end not after the start, an end already past, too long a period, oneself, unknown and disabled users', () => {
    const base = { toUserNo: 'x', from: NOW, to: at(DAY) };
    expect(refusal(() => check({ ...base, to: NOW }))).toEqual({ code: 'VALIDATION', key: 'workflow.delegation.error.endBeforeStart' });
    expect(refusal(() => check({ ...base, from: at(-3 * DAY), to: at(-1) }))).toEqual({ code: 'VALIDATION', key: 'workflow.delegation.error.endPast' });
    expect(refusal(() => check({ ...base, to: at(181 * DAY) })).key).toBe('workflow.delegation.error.tooLong');
    expect(refusal(() => check({ ...base, toUserNo: 'a1' })).key).toBe('workflow.delegation.error.self');
    expect(refusal(() => check({ ...base, toUserNo: 'nobody' })).key).toBe('workflow.error.userMissing');
    expect(refusal(() => check({ ...base, toUserNo: 'off' })).key).toBe('workflow.error.targetDisabled');
  });

  it('refuses malformed input with VALIDATION: not an object, unknown keys, wrong types, unknown business types', () => {
    const base = { toUserNo: 'x', from: NOW, to: at(DAY) };
    for (const input of [
      null,
      [],
      'x',
      { ...base, extra: 1 },
      { ...base, from: 'tomorrow' },
      { ...base, to: 5 },
      { ...base, toUserNo: 7 },
      { ...base, businessTypes: 'claimApplication' },
      { ...base, businessTypes: ['nope'] },
      { ...base, reason: {} },
    ]) {
      expect(refusal(() => check(input)).code).toBe('VALIDATION');
    }
  });

  it('allows one delegation per user for any moment and business type: overlapping ones are refused, others allowed', () => {
    const week = made('a1', 'x', NOW, at(7 * DAY), ['claimApplication']);
    expect(refusal(() => check({ toUserNo: 'b1', from: at(DAY), to: at(2 * DAY) }, [week])).key).toBe('workflow.delegation.error.overlap');
    expect(refusal(() => check({ toUserNo: 'b1', from: at(DAY), to: at(2 * DAY), businessTypes: ['claimApplication'] }, [week])).key).toBe(
      'workflow.delegation.error.overlap',
    );
    // another type, or after it ends (its end is exclusive), or once it is cancelled: allowed
    expect(check({ toUserNo: 'b1', from: at(DAY), to: at(2 * DAY), businessTypes: ['leaseOrder'] }, [week]).toUserNo).toBe('b1');
    expect(check({ toUserNo: 'b1', from: at(7 * DAY), to: at(8 * DAY) }, [week]).toUserNo).toBe('b1');
    cancelDelegation(week, actor('a1'), NOW);
    expect(check({ toUserNo: 'b1', from: at(DAY), to: at(2 * DAY) }, [week]).toUserNo).toBe('b1');
  });

  it('refuses a chain: a stand-in away themselves then, or a delegator who stands in for someone then', () => {
    const xAway = made('x', 'b1', at(DAY), at(3 * DAY));
    expect(refusal(() => check({ toUserNo: 'x', from: NOW, to: at(2 * DAY) }, [xAway])).key).toBe('workflow.delegation.error.standInAway');
    expect(check({ toUserNo: 'x', from: at(3 * DAY), to: at(4 * DAY) }, [xAway]).toUserNo).toBe('x');
    const a1StandsIn = made('b2', 'a1', NOW, at(DAY));
    expect(refusal(() => check({ toUserNo: 'x', from: NOW, to: at(2 * DAY) }, [a1StandsIn])).key).toBe('workflow.delegation.error.delegatorStandsIn');
  });

  it('is cancelled by its delegator only (or an administrator), and only while not over', () => {
    const d = made('a1', 'x', NOW, at(DAY));
    expect(refusal(() => cancelDelegation(d, actor('x'), NOW)).code).toBe('FORBIDDEN');
    expect(cancelDelegation(d, actor('b1'), NOW, true).cancelledBy).toBe('b1');
    expect(refusal(() => cancelDelegation(d, actor('a1'), NOW)).key).toBe('workflow.delegation.error.over');
    expect(refusal(() => cancelDelegation(made('a1', 'x', NOW, at(DAY)), actor('a1'), at(DAY))).key).toBe('workflow.delegation.error.over');
  });

  it('offers 取消委托 while it has not begun or runs, never once ended or cancelled (the server refuses the same)', () => {
    expect(['scheduled', 'active', 'ended', 'cancelled'].map((s) => delegationCancellable(s as never))).toEqual([true, true, false, false]);
    expect(cancelDelegation(made('a1', 'x', at(DAY), at(2 * DAY)), actor('a1'), NOW).cancelledAt).toBe(NOW);
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
  });
});

describe('acting on a delegated task', () => {
  /** a claim submitted by `app`; a1 (一审, any one, with a2) names `standIn`; the clock stands where the test puts it */
  function delegated(standIn: string, opts: { types?: string[]; unreadable?: string; from?: string; to?: string } = {}) {
    const w = world();
    let now = NOW;
    const env: WorkflowEnv = {
      now: () => now,
      definitions: w.env.definitions,
      user: w.env.user,
      groups: w.env.groups,
      mayRead: (_type, _id, userNo) => userNo !== opts.unreadable,
    };
    const engine = new WorkflowEngine(w.data, env);
    engine.start(w.claim(), actor('app'));
    w.data.delegations = [
      {
        id: 'D1',
        ...checkDelegation({ toUserNo: standIn, from: opts.from ?? NOW, to: opts.to ?? at(DAY), businessTypes: opts.types ?? [] }, actor('a1'), [], user, NOW),
        createdAt: NOW,
      },
    ];
    const task = w.taskOf('a1')!;
    return { ...w, engine, task, setNow: (iso: string) => (now = iso) };
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
    w.data.delegations!.push({ ...w.data.delegations![0], id: 'D2', fromUserNo: 'b1', fromUserName: '复核甲' });
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
