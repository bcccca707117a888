import handlers from '../../../mock/workflow';
import { opLog } from '../../../mock/lib/platform/oplog';
import { engine, workflowData } from '../../../mock/lib/workflow/workflow';
import { escalateOverdue } from '../../../mock/lib/workflow/escalation';
import { caller, fresh } from '../mock/harness';

const call = caller(handlers);
const B = '/api/workflow';

/** a claim submitted by staff: 客服经理审核 (manager, admin, any one) → 财务复核 (admin, manager, any one) */
function submitClaim(recordId = 'T1') {
  return engine().start(
    { businessType: 'claimApplication', recordId, recordCode: `CLM-TEST-${recordId}`, title: '测试索赔', fromStatus: 'DRAFT' },
    { userNo: 'staff', userName: '陈静' },
  );
}

const stateOf = () => JSON.stringify(workflowData());

beforeEach(fresh);

describe('workflow mock: the inbox', () => {
  it('lists my pending tasks with the actions I may take, and counts them', () => {
    submitClaim();
    const page = call(`GET ${B}/tasks/pending`, { as: 'manager', query: { current: '1', pageSize: '10' } });
    expect(page.body).toMatchObject({ success: true, current: 1, pageSize: 10 });
    const mine = call(`GET ${B}/tasks/pending`, { as: 'manager', query: { keyword: 'CLM-TEST-T1' } }).body.data[0];
    expect(mine).toMatchObject({ assigneeNo: 'manager', nodeName: '客服经理审核', actions: ['approve', 'reject', 'transfer'] });
    const count = call(`GET ${B}/tasks/pending/count`, { as: 'manager' });
    expect(count.body.data.count).toBe(page.body.total);
    const filtered = call(`GET ${B}/tasks/pending`, { as: 'manager', query: { keyword: 'CLM-TEST-T1' } });
    expect(filtered.body.data).toHaveLength(1);
  });

  it('gives each pending task its clock against its node’s limit, lists the overdue first and counts them', () => {
    submitClaim('T1');
    submitClaim('T2');
    // T2's task arrived ten hours ago: past 客服经理审核's eight hours
    const late = workflowData().tasks.find((t) => t.recordCode === 'CLM-TEST-T2' && t.assigneeNo === 'manager')!;
    late.createdAt = new Date(Date.now() - 10 * 3_600_000).toISOString();
    const one = (code: string) => call(`GET ${B}/tasks/pending`, { as: 'manager', query: { keyword: code } }).body.data[0];
    const fresh1 = one('CLM-TEST-T1');
    const late2 = one('CLM-TEST-T2');
    const page = call(`GET ${B}/tasks/pending`, { as: 'manager', query: { current: '1', pageSize: '100' } }).body;
    expect(page.total).toBeLessThanOrEqual(100);
    const rows = page.data;
    expect(fresh1.clock).toMatchObject({ ageHours: 0, slaHours: 8, state: 'onTime' });
    expect(late2.clock).toMatchObject({ ageHours: 10, slaHours: 8, state: 'overdue', hoursPast: 2 });
    const states = rows.map((t: any) => t.clock?.state === 'overdue');
    // every overdue row comes before every other
    expect(states.indexOf(false) === -1 || states.lastIndexOf(true) < states.indexOf(false)).toBe(true);
    const summary = call(`GET ${B}/tasks/pending/count`, { as: 'manager' }).body.data;
    expect(summary.overdue).toBe(rows.filter((t: any) => t.clock?.state === 'overdue').length);
    expect(summary.overdue).toBeGreaterThan(0);
    expect(summary.latest[0].clock.state).toBe('overdue');
    // passed on (the engine's transfer: the task closed, a new one for the receiver now), the late task keeps its deadline
    late.status = 'TRANSFERRED';
    workflowData().tasks.push({
      ...late,
      id: 'WFT-PASSED',
      assigneeNo: 'engineer',
      assigneeName: '张伟',
      status: 'PENDING',
      createdAt: new Date().toISOString(),
      transferredFromNo: 'manager',
    });
    const moved = call(`GET ${B}/tasks/pending`, { as: 'engineer', query: { keyword: 'CLM-TEST-T2' } }).body.data[0];
    expect(moved.clock).toMatchObject({ ageHours: 10, state: 'overdue' });
  });

  it('approves, then the second node’s approver rejects with a comment; the started view follows', () => {
    submitClaim();
    const t1 = call(`GET ${B}/tasks/pending`, { as: 'manager', query: { keyword: 'CLM-TEST-T1' } }).body.data[0];
    expect(call(`POST ${B}/tasks/:id/approve`, { as: 'manager', params: { id: t1.id }, body: { comment: '同意' } }).body.success).toBe(true);
    const t2 = call(`GET ${B}/tasks/pending`, { as: 'admin', query: { keyword: 'CLM-TEST-T1' } }).body.data[0];
    expect(t2.nodeName).toBe('财务复核');
    const noComment = call(`POST ${B}/tasks/:id/reject`, { as: 'admin', params: { id: t2.id }, body: {} });
    expect(noComment.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const rejected = call(`POST ${B}/tasks/:id/reject`, { as: 'admin', params: { id: t2.id }, body: { comment: '金额不符' } });
    expect(rejected.body.data.recordStatus).toBe('REJECTED');
    const started = call(`GET ${B}/instances/started`, { as: 'staff', query: { keyword: 'CLM-TEST-T1' } }).body.data[0];
    expect(started).toMatchObject({ status: 'REJECTED', canWithdraw: false });
    const handled = call(`GET ${B}/tasks/handled`, { as: 'manager', query: { keyword: 'CLM-TEST-T1' } }).body.data;
    expect(handled.map((t: any) => t.status)).toEqual(['APPROVED']);
    const log = opLog().filter((e) => e.target === 'CLM-TEST-T1');
    expect(log.map((e) => [e.action, e.result])).toEqual([
      ['approve', 'SUCCESS'],
      ['reject', 'SUCCESS'],
    ]);
  });

  it('refuses someone who is not a current approver, logs the refusal and changes nothing', () => {
    const { instance } = submitClaim();
    const task = workflowData().tasks.find((t) => t.instanceId === instance!.id && t.assigneeNo === 'manager')!;
    const before = stateOf();
    for (const who of ['engineer', 'staff', 'trainer']) {
      for (const action of ['approve', 'reject', 'transfer']) {
        const a = call(`POST ${B}/tasks/:id/${action}`, {
          as: who,
          params: { id: task.id },
          body: action === 'transfer' ? { toUserNo: 'trainer' } : { comment: '越权' },
        });
        expect(a.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
      }
    }
    const withdraw = call(`POST ${B}/instances/:id/withdraw`, { as: 'manager', params: { id: task.instanceId }, body: {} });
    expect(withdraw.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(stateOf()).toBe(before);
    expect(opLog().filter((e) => e.result === 'FAILURE').length).toBeGreaterThanOrEqual(10);
  });

  it('refuses malformed calls with business errors and changes nothing', () => {
    const { instance } = submitClaim();
    const task = workflowData().tasks.find((t) => t.instanceId === instance!.id && t.assigneeNo === 'manager')!;
    // the overdue approvals are escalated by the first read (the seed's backlog): a refused read changes nothing else
    escalateOverdue();
    const before = stateOf();
    const bad: Array<[string, any]> = [
      [`POST ${B}/tasks/:id/approve`, { params: { id: task.id }, body: { comment: 5 } }],
      [`POST ${B}/tasks/:id/approve`, { params: { id: task.id }, body: { comment: 'x'.repeat(501) } }],
      [`POST ${B}/tasks/:id/approve`, { params: { id: task.id }, body: { comment: 'ok', extra: true } }],
      [`POST ${B}/tasks/:id/approve`, { params: { id: task.id }, body: ['comment'] }],
      [`POST ${B}/tasks/:id/approve`, { params: { id: 'WFT-99999' }, body: {} }],
      [`POST ${B}/tasks/:id/reject`, { params: { id: task.id }, body: { comment: '   ' } }],
      [`POST ${B}/tasks/:id/reject`, { params: { id: task.id }, body: 'reject' }],
      [`POST ${B}/tasks/:id/transfer`, { params: { id: task.id }, body: {} }],
      [`POST ${B}/tasks/:id/transfer`, { params: { id: task.id }, body: { toUserNo: 'nobody' } }],
      [`POST ${B}/tasks/:id/transfer`, { params: { id: task.id }, body: { toUserNo: 'staff' } }],
      [`POST ${B}/tasks/:id/transfer`, { params: { id: task.id }, body: { toUserNo: ['admin'] } }],
      [`POST ${B}/tasks/bulk-approve`, { body: { taskIds: task.id } }],
      [`POST ${B}/tasks/bulk-approve`, { body: { taskIds: [] } }],
      [`POST ${B}/tasks/bulk-approve`, { body: { taskIds: [task.id, 'WFT-99999'] } }],
      [`POST ${B}/tasks/bulk-approve`, { body: { taskIds: [{}] } }],
      [`POST ${B}/instances/:id/withdraw`, { params: { id: 'WFI-404' }, body: {} }],
      [`GET ${B}/tasks/pending`, { query: { current: '-1' } }],
      [`GET ${B}/tasks/pending`, { query: { pageSize: '100000' } }],
      [`GET ${B}/tasks/pending`, { query: { businessType: '<script>' } }],
      [`GET ${B}/tasks/handled`, { query: { status: 'PENDING' } }],
    ];
    for (const [route, opts] of bad) {
      const a = call(route, { as: 'manager', ...opts });
      expect(a.status).toBe(200);
      expect({ route, opts, success: a.body.success }).toEqual({ route, opts, success: false });
      expect(typeof a.body.errorMessage).toBe('string');
    }
    expect(stateOf()).toBe(before);
  });

  it('shows a record’s approval rounds to those involved or allowed on its page, and to nobody else', () => {
    const { instance } = submitClaim('T5');
    const route = `GET ${B}/records/:type/:id`;
    const params = { type: 'claimApplication', id: 'T5' };
    expect(call(route, { as: 'staff', params }).body.data.instances[0].id).toBe(instance!.id);
    expect(call(route, { as: 'manager', params }).body.success).toBe(true);
    expect(call(route, { as: 'trainer', params }).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(call(`GET ${B}/instances/:id`, { as: 'trainer', params: { id: instance!.id } }).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(call(route, { as: 'staff', params: { type: 'aogOrder', id: 'x' } }).body.success).toBe(false);
  });

  it('answers 401 without a token', () => {
    expect(call(`GET ${B}/tasks/pending`, { as: null }).status).toBe(401);
  });

  it('bulk approves several of my tasks', () => {
    submitClaim('T1');
    submitClaim('T2');
    const ids = workflowData()
      .tasks.filter((t) => t.assigneeNo === 'manager' && t.recordCode.startsWith('CLM-TEST'))
      .map((t) => t.id);
    const a = call(`POST ${B}/tasks/bulk-approve`, { as: 'manager', body: { taskIds: ids, comment: '批量通过' } });
    expect(a.body.data).toEqual({ approved: 2, finished: 0 });
    expect(call(`GET ${B}/tasks/pending`, { as: 'admin', query: { keyword: 'CLM-TEST' } }).body.total).toBe(2);
  });

  it('lets the applicant withdraw before the first approval, and not after', () => {
    const { instance } = submitClaim('T1');
    const view = call(`GET ${B}/instances/started`, { as: 'staff', query: { keyword: 'CLM-TEST-T1' } }).body.data[0];
    expect(view.canWithdraw).toBe(true);
    expect(call(`POST ${B}/instances/:id/withdraw`, { as: 'staff', params: { id: instance!.id }, body: { comment: '填错了' } }).body.data.recordStatus).toBe(
      'WITHDRAWN',
    );

    const second = submitClaim('T2');
    const task = workflowData().tasks.find((t) => t.instanceId === second.instance!.id && t.assigneeNo === 'admin')!;
    call(`POST ${B}/tasks/:id/approve`, { as: 'admin', params: { id: task.id }, body: {} });
    const refused = call(`POST ${B}/instances/:id/withdraw`, { as: 'staff', params: { id: second.instance!.id }, body: {} });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'WORKFLOW_STATE' });
  });
});
