import { isWorkflowError, type WorkflowError, taskActions, canWithdraw, pendingTasksOf, handledTasksOf, startedBy, waitingFor } from '@/domain/workflow';
import { actor, world } from './fixture';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(isWorkflowError(e)).toBe(true);
    return (e as WorkflowError).errorCode;
  }
  throw new Error('expected a refusal');
};

describe('starting an approval on submit', () => {
  it('approves a record at once when its type has no definition', () => {
    const w = world();
    w.definitions = [];
    const out = w.engine.start({ ...w.claim(), businessType: 'insuranceApplication' }, actor('app'));
    expect(out.instance).toBeUndefined();
    expect(out.recordStatus).toBe('APPROVED');
    expect(out.history).toEqual([expect.objectContaining({ action: 'autoApprove', from: 'DRAFT', to: 'APPROVED', operatorNo: 'app' })]);
    expect(out.log).toHaveLength(1);
    expect(w.data.instances).toHaveLength(0);
    expect(w.data.tasks).toHaveLength(0);
  });

  it('approves a record at once when its definition is disabled', () => {
    const w = world({ enabled: false });
    const out = w.engine.start(w.claim(), actor('app'));
    expect(out.recordStatus).toBe('APPROVED');
    expect(w.data.instances).toHaveLength(0);
  });

  it('starts an instance on the first node and gives its tasks to the group members', () => {
    const w = world();
    const out = w.engine.start(w.claim(), actor('app'));
    expect(out.recordStatus).toBe('IN_APPROVAL');
    expect(out.instance).toMatchObject({ status: 'RUNNING', currentNode: 0, round: 1, applicantNo: 'app', recordId: 'R1' });
    expect(out.history).toEqual([expect.objectContaining({ action: 'submit', from: 'DRAFT', to: 'IN_APPROVAL', nodeName: '一审' })]);
    expect(out.log[0]).toMatchObject({ action: 'submit', target: 'CLM-20261121-R1' });
    expect(w.data.tasks.map((t) => [t.assigneeNo, t.status, t.nodeName])).toEqual([
      ['a1', 'PENDING', '一审'],
      ['a2', 'PENDING', '一审'],
    ]);
    expect(pendingTasksOf(w.data, 'a1')).toHaveLength(1);
    expect(pendingTasksOf(w.data, 'b1')).toHaveLength(0);
    expect(startedBy(w.data, 'app')).toHaveLength(1);
    expect(waitingFor(w.data, out.instance!)).toEqual(['审批甲', '审批乙']);
  });

  it('leaves the applicant out of the approvers of their own record', () => {
    const w = world();
    w.groups[0].members = ['a1', 'app'];
    w.engine.start(w.claim(), actor('app'));
    expect(w.data.tasks.map((t) => t.assigneeNo)).toEqual(['a1']);
  });

  it('refuses to start, changing nothing, when a node has nobody who may approve', () => {
    const w = world();
    w.definitions[0].nodes[1].groupId = 'G3'; // only the applicant and a disabled user
    const before = w.snapshot();
    expect(codeOf(() => w.engine.start(w.claim(), actor('app')))).toBe('WORKFLOW_CONFIG');
    expect(w.data).toEqual(before);
  });

  it('refuses a second submission while the record is in approval', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const before = w.snapshot();
    expect(codeOf(() => w.engine.start(w.claim('R1', 'IN_APPROVAL'), actor('app')))).toBe('WORKFLOW_STATE');
    expect(w.data).toEqual(before);
  });

  it('keeps running instances on the nodes they started with when the definition changes', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    w.definitions[0].nodes = [{ key: 'z', name: '另一个', groupId: 'G2', mode: 'ANY_ONE' }];
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    expect(w.data.instances[0].nodes.map((n) => n.name)).toEqual(['一审', '复核']);
    expect(w.taskOf('b1')?.nodeName).toBe('复核');
  });
});

describe('any-one versus all-must nodes', () => {
  it('an ANY_ONE node completes on the first approval and cancels the other members’ tasks', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const t2 = w.taskOf('a2')!;
    const out = w.engine.approve(w.taskOf('a1')!.id, actor('a1'), '同意');
    expect(out.recordStatus).toBeUndefined();
    expect(out.history).toEqual([expect.objectContaining({ action: 'approve', from: 'IN_APPROVAL', to: 'IN_APPROVAL', comment: '同意', nodeName: '一审' })]);
    expect(w.data.tasks.find((t) => t.id === t2.id)!.status).toBe('CANCELLED');
    expect(w.data.instances[0]).toMatchObject({ currentNode: 1, status: 'RUNNING' });
    expect(w.data.instances[0].nodes.map((n) => n.status)).toEqual(['APPROVED', 'ACTIVE']);
    expect(pendingTasksOf(w.data, 'a2')).toHaveLength(0);
    expect(pendingTasksOf(w.data, 'b1')).toHaveLength(1);
    expect(pendingTasksOf(w.data, 'b2')).toHaveLength(1);
  });

  it('an ALL_MUST node waits for every member, then the instance and the record are approved', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    const first = w.engine.approve(w.taskOf('b1')!.id, actor('b1'));
    expect(first.recordStatus).toBeUndefined();
    expect(w.data.instances[0].status).toBe('RUNNING');
    expect(waitingFor(w.data, w.data.instances[0])).toEqual(['复核乙']);
    const last = w.engine.approve(w.taskOf('b2')!.id, actor('b2'), '  ');
    expect(last.recordStatus).toBe('APPROVED');
    expect(last.history[0]).toMatchObject({ from: 'IN_APPROVAL', to: 'APPROVED' });
    expect(last.history[0].comment).toBeUndefined();
    expect(w.data.instances[0]).toMatchObject({ status: 'APPROVED', currentNode: 2 });
    expect(w.data.instances[0].endedAt).toBeDefined();
    expect(handledTasksOf(w.data, 'b2')).toHaveLength(1);
  });

  it('an ALL_MUST first node needs both members before the second node starts', () => {
    const w = world({ firstMode: 'ALL_MUST', secondMode: 'ANY_ONE' });
    w.engine.start(w.claim(), actor('app'));
    w.engine.approve(w.taskOf('a2')!.id, actor('a2'));
    expect(pendingTasksOf(w.data, 'b1')).toHaveLength(0);
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    expect(pendingTasksOf(w.data, 'b1')).toHaveLength(1);
    const out = w.engine.approve(w.taskOf('b2')!.id, actor('b2'));
    expect(out.recordStatus).toBe('APPROVED');
  });
});

describe('rejecting and resubmitting', () => {
  it('needs a comment to reject', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const before = w.snapshot();
    for (const comment of [undefined, '', '   ', 42, { text: 'x' }]) {
      expect(codeOf(() => w.engine.reject(w.taskOf('a1')!.id, actor('a1'), comment))).toBe('VALIDATION');
    }
    expect(w.data).toEqual(before);
  });

  it('a rejection ends the instance, cancels the open tasks and sends the record back to the applicant', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    const out = w.engine.reject(w.taskOf('b2')!.id, actor('b2'), '缺少损失清单');
    expect(out.recordStatus).toBe('REJECTED');
    expect(out.history[0]).toMatchObject({ action: 'reject', from: 'IN_APPROVAL', to: 'REJECTED', comment: '缺少损失清单', operatorNo: 'b2' });
    expect(w.data.instances[0]).toMatchObject({ status: 'REJECTED' });
    expect(w.data.tasks.filter((t) => t.status === 'PENDING')).toHaveLength(0);
    expect(w.data.tasks.find((t) => t.assigneeNo === 'b1')!.status).toBe('CANCELLED');
  });

  it('a resubmission after an edit starts a new round from the first node', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    w.engine.reject(w.taskOf('a1')!.id, actor('a1'), '请补充事故照片');
    const out = w.engine.start(w.claim('R1', 'REJECTED'), actor('app'));
    expect(out.history[0]).toMatchObject({ action: 'submit', from: 'REJECTED', to: 'IN_APPROVAL' });
    expect(out.instance).toMatchObject({ round: 2, status: 'RUNNING', currentNode: 0 });
    expect(w.data.instances.map((i) => i.status)).toEqual(['REJECTED', 'RUNNING']);
    expect(pendingTasksOf(w.data, 'a1')).toHaveLength(1);
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    w.engine.approve(w.taskOf('b1')!.id, actor('b1'));
    expect(w.engine.approve(w.taskOf('b2')!.id, actor('b2')).recordStatus).toBe('APPROVED');
  });
});

describe('transferring a task', () => {
  it('hands the task to another user, who may then decide it in place of the first', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const mine = w.taskOf('a1')!;
    const out = w.engine.transfer(mine.id, actor('a1'), 'x', '出差，请代审');
    expect(out.recordStatus).toBeUndefined();
    expect(out.history[0]).toMatchObject({ action: 'transfer', targetName: '旁人', comment: '出差，请代审', from: 'IN_APPROVAL', to: 'IN_APPROVAL' });
    expect(out.log).toEqual([
      expect.objectContaining({ action: 'transfer', detail: { key: 'workflow.log.transfer', params: { node: '一审', target: '旁人（x）' } } }),
    ]);
    expect(w.data.tasks.find((t) => t.id === mine.id)).toMatchObject({ status: 'TRANSFERRED', transferredToNo: 'x' });
    const theirs = w.taskOf('x')!;
    expect(theirs).toMatchObject({ status: 'PENDING', nodeName: '一审', transferredFromNo: 'a1' });
    expect(codeOf(() => w.engine.approve(mine.id, actor('a1')))).toBe('WORKFLOW_STATE');
    w.engine.approve(theirs.id, actor('x'));
    expect(w.data.instances[0].currentNode).toBe(1);
    expect(handledTasksOf(w.data, 'a1').map((t) => t.status)).toEqual(['TRANSFERRED']);
  });

  it('refuses to transfer to nobody, oneself, the applicant, a disabled user or someone already holding the node', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const id = w.taskOf('a1')!.id;
    const before = w.snapshot();
    expect(codeOf(() => w.engine.transfer(id, actor('a1'), 'ghost'))).toBe('NOT_FOUND');
    expect(codeOf(() => w.engine.transfer(id, actor('a1'), 'a1'))).toBe('VALIDATION');
    expect(codeOf(() => w.engine.transfer(id, actor('a1'), 'app'))).toBe('VALIDATION');
    expect(codeOf(() => w.engine.transfer(id, actor('a1'), 'off'))).toBe('VALIDATION');
    expect(codeOf(() => w.engine.transfer(id, actor('a1'), 'a2'))).toBe('WORKFLOW_STATE');
    expect(codeOf(() => w.engine.transfer(id, actor('a1'), 7))).toBe('VALIDATION');
    expect(codeOf(() => w.engine.transfer(id, actor('b1'), 'x'))).toBe('FORBIDDEN');
    expect(w.data).toEqual(before);
  });
});

describe('withdrawing', () => {
  it('lets the applicant withdraw before the first approval', () => {
    const w = world();
    const { instance } = w.engine.start(w.claim(), actor('app'));
    expect(canWithdraw(instance!, w.data.tasks, 'app')).toBe(true);
    expect(canWithdraw(instance!, w.data.tasks, 'a1')).toBe(false);
    const out = w.engine.withdraw(instance!.id, actor('app'), '信息填错');
    expect(out.recordStatus).toBe('WITHDRAWN');
    expect(out.history[0]).toMatchObject({ action: 'withdraw', from: 'IN_APPROVAL', to: 'WITHDRAWN', comment: '信息填错' });
    expect(w.data.instances[0].status).toBe('WITHDRAWN');
    expect(w.data.tasks.every((t) => t.status === 'CANCELLED')).toBe(true);
    expect(pendingTasksOf(w.data, 'a1')).toHaveLength(0);
  });

  it('a transfer is not an approval: withdrawing is still possible after one', () => {
    const w = world();
    const { instance } = w.engine.start(w.claim(), actor('app'));
    w.engine.transfer(w.taskOf('a1')!.id, actor('a1'), 'x');
    expect(w.engine.withdraw(instance!.id, actor('app')).recordStatus).toBe('WITHDRAWN');
  });

  it('refuses a withdrawal after the first approval, by someone else, or of a finished approval', () => {
    const w = world();
    const { instance } = w.engine.start(w.claim(), actor('app'));
    expect(codeOf(() => w.engine.withdraw(instance!.id, actor('a1')))).toBe('FORBIDDEN');
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    const before = w.snapshot();
    expect(canWithdraw(w.data.instances[0], w.data.tasks, 'app')).toBe(false);
    expect(codeOf(() => w.engine.withdraw(instance!.id, actor('app')))).toBe('WORKFLOW_STATE');
    expect(codeOf(() => w.engine.withdraw('WFI-99999', actor('app')))).toBe('NOT_FOUND');
    expect(w.data).toEqual(before);

    const w2 = world({ enabled: true });
    const s = w2.engine.start(w2.claim(), actor('app'));
    w2.engine.reject(w2.taskOf('a2')!.id, actor('a2'), '不同意');
    expect(codeOf(() => w2.engine.withdraw(s.instance!.id, actor('app')))).toBe('WORKFLOW_STATE');
  });
});

describe('only current approvers act', () => {
  it('refuses someone who holds no task, an approver of a later node, and the applicant', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const id = w.taskOf('a1')!.id;
    const before = w.snapshot();
    for (const who of ['x', 'b1', 'app', 'a2']) {
      expect(codeOf(() => w.engine.approve(id, actor(who)))).toBe('FORBIDDEN');
      expect(codeOf(() => w.engine.reject(id, actor(who), '不同意'))).toBe('FORBIDDEN');
    }
    expect(w.data).toEqual(before);
    expect(taskActions(w.data.tasks[0], w.data.instances[0], 'a1')).toEqual(['approve', 'reject', 'transfer']);
    expect(taskActions(w.data.tasks[0], w.data.instances[0], 'x')).toEqual([]);
  });

  it('refuses a task already decided, and one cancelled by a colleague’s approval', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const mine = w.taskOf('a1')!;
    const colleague = w.taskOf('a2')!;
    w.engine.approve(mine.id, actor('a1'));
    const before = w.snapshot();
    expect(codeOf(() => w.engine.approve(mine.id, actor('a1')))).toBe('WORKFLOW_STATE');
    expect(codeOf(() => w.engine.reject(colleague.id, actor('a2'), '晚了'))).toBe('WORKFLOW_STATE');
    expect(taskActions(w.data.tasks.find((t) => t.id === colleague.id)!, w.data.instances[0], 'a2')).toEqual([]);
    expect(w.data).toEqual(before);
  });
});

describe('malformed calls', () => {
  it('are refused with a business error and change nothing', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const id = w.taskOf('a1')!.id;
    const before = w.snapshot();
    const calls: Array<() => unknown> = [
      () => w.engine.approve(undefined, actor('a1')),
      () => w.engine.approve(12, actor('a1')),
      () => w.engine.approve({ id }, actor('a1')),
      () => w.engine.approve('x'.repeat(65), actor('a1')),
      () => w.engine.approve('WFT-99999', actor('a1')),
      () => w.engine.approve(id, actor('a1'), 'x'.repeat(501)),
      () => w.engine.approve(id, actor('a1'), ['同意']),
      () => w.engine.approve(id, undefined as any),
      () => w.engine.approve(id, { userNo: 5 } as any),
      () => w.engine.reject(id, actor('a1'), 'x'.repeat(501)),
      () => w.engine.transfer(id, actor('a1'), undefined),
      () => w.engine.transfer(id, actor('a1'), 'x', 99),
      () => w.engine.withdraw(null, actor('app')),
      () => w.engine.start({ ...w.claim('R2'), businessType: 'aogOrder' }, actor('app')),
      () => w.engine.start({ ...w.claim('R2'), recordId: 3 as any }, actor('app')),
      () => w.engine.start({ ...w.claim('R2'), recordCode: '' }, actor('app')),
      () => w.engine.start({ ...w.claim('R2'), title: 'x'.repeat(201) }, actor('app')),
      () => w.engine.start(null as any, actor('app')),
      () => w.engine.bulkApprove('WFT-00001', actor('a1')),
      () => w.engine.bulkApprove([], actor('a1')),
      () => w.engine.bulkApprove([id, id], actor('a1')),
      () =>
        w.engine.bulkApprove(
          Array.from({ length: 101 }, (_, i) => `WFT-${i}`),
          actor('a1'),
        ),
    ];
    for (const call of calls) {
      const code = codeOf(call);
      expect(['VALIDATION', 'NOT_FOUND']).toContain(code);
    }
    expect(w.data).toEqual(before);
  });
});

describe('bulk approve', () => {
  it('approves several of my tasks at once', () => {
    const w = world();
    w.engine.start(w.claim('R1'), actor('app'));
    w.engine.start(w.claim('R2'), actor('app'));
    const ids = [w.taskOf('a1', 'R1')!.id, w.taskOf('a1', 'R2')!.id];
    const outs = w.engine.bulkApprove(ids, actor('a1'), '批量同意');
    expect(outs).toHaveLength(2);
    expect(outs.every((o) => o.history[0].comment === '批量同意')).toBe(true);
    expect(pendingTasksOf(w.data, 'a1')).toHaveLength(0);
    expect(pendingTasksOf(w.data, 'b1')).toHaveLength(2);
  });

  it('approves none when one of them may not be approved', () => {
    const w = world();
    w.engine.start(w.claim('R1'), actor('app'));
    w.engine.start(w.claim('R2'), actor('app'));
    const good = w.taskOf('a1', 'R1')!.id;
    const foreign = w.taskOf('a2', 'R2')!.id;
    const before = w.snapshot();
    expect(codeOf(() => w.engine.bulkApprove([good, foreign], actor('a1')))).toBe('FORBIDDEN');
    expect(w.data).toEqual(before);
  });
});

describe('an order type', () => {
  it('maps the outcomes onto the order lifecycle (SUBMITTED waits, withdrawal opens it for editing)', () => {
    const w = world();
    w.definitions[0].businessType = 'leaseOrder';
    const start = w.engine.start({ ...w.claim(), businessType: 'leaseOrder', fromStatus: 'SUBMITTED' }, actor('app'));
    expect(start.recordStatus).toBe('SUBMITTED');
    expect(w.engine.withdraw(start.instance!.id, actor('app')).recordStatus).toBe('WITHDRAWN');
  });
});

describe('aborting from outside', () => {
  it('ends the running approval of a record cancelled by its own lifecycle, and is a no-op otherwise', () => {
    const w = world();
    w.engine.start(w.claim(), actor('app'));
    const out = w.engine.abort('claimApplication', 'R1', actor('app'), '客户取消');
    expect(out.recordStatus).toBeUndefined();
    expect(out.log[0].detail).toEqual({ key: 'workflow.log.abortWithReason', params: { user: actor('app').userName, reason: '客户取消' } });
    expect(w.data.instances[0].status).toBe('CANCELLED');
    expect(pendingTasksOf(w.data, 'a1')).toHaveLength(0);
    expect(w.engine.abort('claimApplication', 'R1', actor('app')).log).toEqual([]);
  });
});

describe('planning a submission', () => {
  it('says what a submission would do without changing anything, and refuses what start refuses', () => {
    const w = world();
    const before = w.snapshot();
    expect(w.engine.plan(w.claim(), actor('app'))).toMatchObject({ recordStatus: 'IN_APPROVAL', firstNode: '一审' });
    expect(w.data).toEqual(before);
    w.definitions[0].nodes[0].groupId = 'G3';
    expect(codeOf(() => w.engine.plan(w.claim(), actor('app')))).toBe('WORKFLOW_CONFIG');
    w.definitions[0].enabled = false;
    expect(w.engine.plan(w.claim(), actor('app')).recordStatus).toBe('APPROVED');
  });
});

describe('one decision per person and round', () => {
  it('leaves who approved an earlier node out of the later ones, unless nobody else is left', () => {
    const w = world({ secondMode: 'ANY_ONE' });
    w.groups[1].members = ['a1', 'b1'];
    w.engine.start(w.claim(), actor('app'));
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    expect(w.data.tasks.filter((t) => t.status === 'PENDING').map((t) => t.assigneeNo)).toEqual(['b1']);

    const v = world({ secondMode: 'ANY_ONE' });
    v.groups[1].members = ['a1'];
    v.engine.start(v.claim(), actor('app'));
    v.engine.approve(v.taskOf('a1')!.id, actor('a1'));
    expect(v.data.tasks.filter((t) => t.status === 'PENDING').map((t) => t.assigneeNo)).toEqual(['a1']);
  });
});
