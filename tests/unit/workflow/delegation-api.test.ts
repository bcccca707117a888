/**
 * 外出委托 through the mock (the engine's `approvalDelegation`, mock/lib/workflow/delegations.ts) and a
 * delegated approval (the inbox of mock/workflow.ts): 王建国 (admin) names 李敏 (manager); a difficulty
 * report the engineer submits reaches 技术审核 (王建国 alone: the engineer is its applicant); 李敏 is
 * notified, sees it tagged for 王建国 (and its decisions in the record's approval rounds), approves it, and
 * the record's history reads 李敏 for 王建国. The
 * delegator is the signed-in user; one's own list, everyone's for the administrator; malformed bodies
 * are VALIDATION envelopes, never a crash; a role without the code is refused; two approvals at once:
 * one wins.
 */
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import { opLog } from '../../../mock/lib/platform/oplog';
import { notificationsOf } from '../../../mock/lib/platform/notifications';
import { roles } from '../../../mock/lib/server/identity';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { caller, fresh, mockServer, ok } from '../mock/harness';

const routes = { ...resourceRoutes, ...workflowRoutes };
const call = caller(routes);
const M = '/api/management';
const W = '/api/workflow';
const D = `${W}/approvalDelegation`;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const delegate = (as: string, body: unknown) => call(`POST ${D}`, { as, body }).body;
const cancel = (as: string, d: { id: string; version: number }) =>
  call(`POST ${D}/:id/actions/:action`, { as, params: { id: d.id, action: 'cancel' }, body: { version: d.version } }).body;
const listOf = (as: string, query: Record<string, string> = {}) => ok(call(`GET ${D}`, { as, query })) as Array<Record<string, any>>;

/** A difficulty report the engineer created and submitted: 技术审核 waits for 王建国 alone. */
function submittedReport(subject = '襟翼作动筒异响') {
  const created = ok(
    call(`POST ${M}/cifficultReport`, {
      as: 'engineer',
      body: { customerId: 'C-CCA', subject, priority: 'URGENT', occurredOn: '2026-11-01', faultDescription: '地面测试时作动筒异响，拆检发现磨损。' },
    }),
  );
  ok(
    call(`POST ${M}/cifficultReport/:id/actions/:action`, { as: 'engineer', params: { id: created.id, action: 'submit' }, body: { version: created.version } }),
  );
  return created as { id: string; code: string };
}
const pendingOf = (as: string, code: string) =>
  (call(`GET ${W}/tasks/pending`, { as, query: { keyword: code } }).body.data as any[]).filter((t) => t.recordCode === code);
/** The waiting task of a report's approval rounds as `as` reads them in the record's detail. */
const waitingIn = (as: string, id: string) =>
  (ok(call(`GET ${W}/records/:type/:id`, { as, params: { type: 'cifficultReport', id } })).instances as any[])
    .flatMap((i) => i.tasks)
    .find((t) => t.status === 'PENDING');

beforeEach(fresh);

describe('外出委托 on the engine', () => {
  it('make, list and cancel one’s own stand-in: the delegator is the signed-in user; each write is in the operation log', () => {
    const made = delegate('admin', { toUserNo: 'manager', from: inDays(0), to: inDays(7), businessTypes: ['cifficultReport'], reason: '出差' });
    expect(made).toMatchObject({ success: true, data: { fromUserNo: 'admin', toUserNo: 'manager', status: 'ACTIVE', state: 'active' } });
    expect(made.data.userNames).toMatchObject({ admin: '王建国', manager: '李敏' });
    expect(opLog().at(-1)).toMatchObject({ module: '审批管理', result: 'SUCCESS' });
    // a delegator sent in the body is not taken: it is who signs in
    expect(delegate('staff', { fromUserNo: 'admin', toUserNo: 'manager', from: inDays(0), to: inDays(1) }).errorCode).toBe('VALIDATION');
    // one's own list: the manager sees none of the administrator's (nor the seeded ones of others)
    expect(listOf('manager').every((d) => d.fromUserNo === 'manager')).toBe(true);
    expect(listOf('admin', { fromUserNo: 'admin' }).map((d) => d.id)).toEqual([made.data.id]);
    // another's delegation is not found by a user who may not see it; its delegator cancels it, once
    expect(cancel('manager', made.data).errorCode).toBe('NOT_FOUND');
    const cancelled = ok(
      call(`POST ${D}/:id/actions/:action`, { as: 'admin', params: { id: made.data.id, action: 'cancel' }, body: { version: made.data.version } }),
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.state).toBeUndefined();
    expect(opLog().at(-1)).toMatchObject({ action: expect.stringContaining('取消委托'), result: 'SUCCESS' });
    expect(cancel('admin', cancelled).errorCode).toBe('ACTION_NOT_ALLOWED');
  });

  it('answers malformed bodies and refused rules with VALIDATION envelopes, never a crash', async () => {
    const base = { toUserNo: 'manager', from: inDays(0), to: inDays(3) };
    for (const body of [
      { ...base, extra: true },
      { ...base, from: 'soon' },
      { ...base, businessTypes: [1] },
      { ...base, businessTypes: ['nope'] },
      { ...base, toUserNo: null },
      { ...base, toUserNo: 'ghost' },
      { ...base, reason: 'a'.repeat(201) },
      { ...base, to: inDays(-1) },
      { ...base, to: inDays(200) },
      { ...base, toUserNo: 'staff' },
    ]) {
      expect(delegate('staff', body)).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
    // not a JSON object at all: the platform's one refusal of a broken body (mock/lib/server/body.ts)
    const server = mockServer(routes);
    for (const body of [[], 'x', 42]) expect(delegate('staff', body)).toMatchObject({ success: false, errorCode: 'BAD_REQUEST_BODY' });
    const broken = await server('POST', D, { as: 'staff', body: '{"toUserNo": ', rawBody: true, headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST_BODY' });
    ok(call(`POST ${D}`, { as: 'staff', body: base }));
    const overlap = delegate('staff', { ...base, toUserNo: 'trainer' });
    expect(overlap).toMatchObject({ errorCode: 'VALIDATION', errorMessage: expect.stringContaining('李敏') });
    expect(overlap.data.issues[0]).toMatchObject({ field: 'from', message: 'workflow.delegation.error.overlap' });
    // no chain: 李敏 stands in for 陈静 then, so she cannot be away herself, nor be named by 王建国
    expect(delegate('manager', { ...base, toUserNo: 'trainer' }).data.issues[0].message).toBe('workflow.delegation.error.delegatorStandsIn');
    expect(delegate('admin', { ...base, toUserNo: 'staff' }).data.issues[0].message).toBe('workflow.delegation.error.standInAway');
    // an unknown state is no state: nothing matches (the engine's filters)
    expect(listOf('staff', { state: 'nope' })).toEqual([]);
  });

  it('filters by where a delegation stands on the clock: 未开始 / 生效中 / 已结束 (the seeded ones too)', () => {
    ok(call(`POST ${D}`, { as: 'admin', body: { toUserNo: 'manager', from: inDays(0), to: inDays(1) } }));
    const states = (state: string) => listOf('admin', { state }).map((d) => d.state);
    expect(states('active')).toEqual(['active']);
    expect(states('scheduled').length).toBeGreaterThan(0);
    expect(states('ended').every((s) => s === 'ended')).toBe(true);
    expect(new Set(listOf('admin').map((d) => d.status))).toEqual(new Set(['ACTIVE', 'CANCELLED']));
  });

  it('is refused to a role without the code, and everyone’s list only to the administrator', () => {
    // 普通员工 keeps 审批管理's page, without its elements
    const staffRole = roles().find((r) => r.code === 'staff' && r.grants.includes('approvalManagement'))!;
    expect(staffRole.grants.some((g) => g.startsWith('approvalManagement:'))).toBe(true);
    staffRole.grants = staffRole.grants.filter((g) => !g.startsWith('approvalManagement:'));
    expect(call(`GET ${D}`, { as: 'staff' }).body.errorCode).toBe('FORBIDDEN');
    expect(delegate('staff', { toUserNo: 'manager', from: inDays(0), to: inDays(1) }).errorCode).toBe('FORBIDDEN');
    ok(call(`POST ${D}`, { as: 'engineer', body: { toUserNo: 'manager', from: inDays(0), to: inDays(1) } }));
    expect(listOf('manager').map((d) => d.fromUserNo)).not.toContain('engineer');
    expect(listOf('admin').map((d) => d.fromUserNo)).toContain('engineer');
  });
});

describe('a delegated approval', () => {
  it('reaches the stand-in (notified, tagged for the delegator), who approves it; the history reads 李敏 for 王建国', () => {
    ok(call(`POST ${D}`, { as: 'admin', body: { toUserNo: 'manager', from: inDays(0), to: inDays(7), businessTypes: ['cifficultReport'] } }));
    const report = submittedReport();
    expect(
      notificationsOf('manager')
        .filter((n) => n.recordId === report.id)
        .map((n) => n.kind),
    ).toEqual(['taskDelegated']);
    const [row] = pendingOf('manager', report.code);
    expect(row).toMatchObject({ assigneeNo: 'admin', nodeName: '技术审核', onBehalfOfName: '王建国', actions: ['approve', 'reject'] });
    expect(pendingOf('admin', report.code)[0].onBehalfOfName).toBeUndefined();
    // the record's approval rounds offer the stand-in the same decisions where the record is read
    expect(waitingIn('manager', report.id)).toMatchObject({ assigneeNo: 'admin', actions: ['approve', 'reject'] });
    // the count and the home's card count it too
    expect(ok(call(`GET ${W}/tasks/pending/count`, { as: 'manager' })).byType.cifficultReport).toBeGreaterThanOrEqual(1);

    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'manager', params: { id: row.id }, body: { comment: '同意' } }));
    const record = ok(call(`GET ${M}/cifficultReport/:id`, { as: 'manager', params: { id: report.id } }));
    expect(record.history.at(-1)).toMatchObject({ action: 'approve', operatorNo: 'manager', operatorName: '李敏', onBehalfOfName: '王建国' });
    expect(
      opLog()
        .filter((e) => e.target === report.code)
        .at(-1)?.detail,
    ).toContain('代 王建国');
    const handled = ok(call(`GET ${W}/tasks/handled`, { as: 'manager', query: { keyword: report.code } }));
    expect(handled[0]).toMatchObject({ status: 'APPROVED', assigneeNo: 'admin', actorNo: 'manager', actorName: '李敏' });
    // 技术审核 is done: nothing of it waits for 王建国 any more
    expect(pendingOf('admin', report.code)).toEqual([]);
  });

  it('is not delegated for another business type, nor once the delegation is cancelled', () => {
    const made = ok(call(`POST ${D}`, { as: 'admin', body: { toUserNo: 'manager', from: inDays(0), to: inDays(7), businessTypes: ['leaseOrder'] } }));
    const report = submittedReport();
    expect(pendingOf('manager', report.code)).toEqual([]);
    expect(cancel('admin', made).success).toBe(true);
    const again = ok(call(`POST ${D}`, { as: 'admin', body: { toUserNo: 'manager', from: inDays(0), to: inDays(7) } }));
    expect(pendingOf('manager', report.code)).toHaveLength(1);
    expect(cancel('admin', again).success).toBe(true);
    expect(pendingOf('manager', report.code)).toEqual([]);
    expect(waitingIn('manager', report.id).actions).toEqual([]);
    expect(call(`POST ${W}/tasks/:id/approve`, { as: 'manager', params: { id: pendingOf('admin', report.code)[0].id }, body: {} }).body.errorCode).toBe(
      'FORBIDDEN',
    );
  });

  it('the same delegation sent twice at once is made once: the second overlaps the first and is refused', async () => {
    const server = mockServer(routes);
    const body = { toUserNo: 'manager', from: inDays(0), to: inDays(7), businessTypes: ['cifficultReport'] };
    const answers = await Promise.all([0, 1].map(() => server('POST', D, { as: 'admin', body })));
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(listOf('admin', { fromUserNo: 'admin' })).toHaveLength(1);
    // a task arriving then reaches the stand-in once: one notice, one row
    const report = submittedReport('燃油泵渗漏');
    expect(notificationsOf('manager').filter((n) => n.recordId === report.id && n.kind === 'taskDelegated')).toHaveLength(1);
    expect(pendingOf('manager', report.code)).toHaveLength(1);
  });

  it('the delegator and the stand-in approving at the same moment: exactly one wins', async () => {
    ok(call(`POST ${D}`, { as: 'admin', body: { toUserNo: 'manager', from: inDays(0), to: inDays(7) } }));
    const report = submittedReport('液压泵压力波动');
    const task = pendingOf('manager', report.code)[0];
    const server = mockServer(routes);
    const answers = await Promise.all(['admin', 'manager'].map((as) => server('POST', `${W}/tasks/${task.id}/approve`, { as, body: {} })));
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)?.body.errorCode).toBe('WORKFLOW_STATE');
    const tasks = workflowData().tasks.filter((t) => t.recordId === report.id && t.nodeIndex === 0);
    expect(tasks.filter((t) => t.status === 'APPROVED')).toHaveLength(1);
  });
});
