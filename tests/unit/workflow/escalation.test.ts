/**
 * Escalation (src/domain/workflow/escalation.ts, mock/lib/workflow/escalation.ts): an overdue node tells
 * its group's lead — or the next node's group — once, and the record's history and the log say so.
 */
import { dueEscalations, escalationTargets, markEscalated } from '@/domain/workflow';
import handlers from '../../../mock/workflow';
import notificationRoutes from '../../../mock/notifications';
import { opLog } from '../../../mock/lib/platform/oplog';
import { notificationsOf } from '../../../mock/lib/platform/notifications';
import { findRecord } from '../../../mock/lib/store/store';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { caller, fresh, mockServer } from '../mock/harness';
import { world } from './fixture';

const H = 3_600_000;
const enabled = () => true;

describe('whom an overdue node tells', () => {
  it('the lead of its group by default; the next node’s group when so configured; each falls back to the other', () => {
    const w = world();
    w.groups[0].leadNo = 'a2';
    w.engine.start(w.claim(), { userNo: 'app', userName: '申请人' });
    const inst = w.data.instances[0];
    expect(escalationTargets(w.env.groups, inst, 0, enabled)).toEqual(['a2']);
    inst.nodes[0].escalateTo = 'nextGroup';
    expect(escalationTargets(w.env.groups, inst, 0, enabled)).toEqual(['b1', 'b2']);
    // the last node has no next group: its lead; a group without a lead: the next group
    expect(escalationTargets(w.env.groups, inst, 1, enabled)).toEqual([]);
    w.groups[1].leadNo = 'b2';
    inst.nodes[1].escalateTo = 'nextGroup';
    expect(escalationTargets(w.env.groups, inst, 1, enabled)).toEqual(['b2']);
    inst.nodes[0].escalateTo = 'lead';
    delete w.groups[0].leadNo;
    expect(escalationTargets(w.env.groups, inst, 0, enabled)).toEqual(['b1', 'b2']);
    // a disabled lead is nobody
    w.groups[0].leadNo = 'a2';
    expect(escalationTargets(w.env.groups, inst, 0, (no) => no !== 'a2')).toEqual(['b1', 'b2']);
  });

  it('is due once the node is past its limit, and never again once marked', () => {
    const w = world();
    w.groups[0].leadNo = 'a1';
    w.definitions[0].nodes[0].slaHours = 8;
    w.engine.start(w.claim(), { userNo: 'app', userName: '申请人' });
    const arrived = Date.parse(w.data.tasks[0].createdAt);
    expect(dueEscalations(w.data, w.env.groups, arrived + 8 * H, enabled)).toEqual([]);
    const due = dueEscalations(w.data, w.env.groups, arrived + 8 * H + 1, enabled);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ nodeIndex: 0, to: ['a1'], dueAt: new Date(arrived + 8 * H).toISOString() });
    const entry = markEscalated(due[0], 'IN_APPROVAL', { userNo: 'system', userName: '系统' }, '已提醒');
    expect(entry).toMatchObject({ action: 'escalate', at: due[0].dueAt, from: 'IN_APPROVAL', to: 'IN_APPROVAL', nodeName: '一审' });
    expect(dueEscalations(w.data, w.env.groups, arrived + 30 * H, enabled)).toEqual([]);
  });
});

describe('the server escalates as inboxes and bells are read', () => {
  beforeEach(fresh);
  const call = caller(handlers);
  const bell = caller(notificationRoutes);

  it('tells the lead once, and writes the history and the log', () => {
    // every seeded overdue node is escalated at the first look
    call('GET /api/workflow/tasks/pending/count', { as: 'manager' });
    const data = workflowData();
    const overdueNodes = data.instances.filter((i) => i.status === 'RUNNING' && i.nodes[i.currentNode].escalatedAt);
    expect(overdueNodes.length).toBeGreaterThan(0);
    const inst = overdueNodes.find((i) => i.nodes[i.currentNode].groupId === 'GRP-CS')!;
    const node = inst.nodes[inst.currentNode];
    expect(node.escalatedTo).toEqual(['admin']);
    const record = findRecord(inst.businessType, inst.recordId)!;
    const escalations = (record.history ?? []).filter((h: any) => h.action === 'escalate');
    expect(escalations).toHaveLength(1);
    expect(escalations[0]).toMatchObject({ operatorName: '系统', at: node.escalatedAt });
    expect(escalations[0].comment).toBe(`【${node.name}】已超过 ${node.slaHours} 小时时限，已提醒 王建国`);
    const told = () => notificationsOf('admin').filter((n) => n.kind === 'escalated' && n.recordId === inst.recordId);
    expect(told()).toHaveLength(1);
    const logged = () => opLog().filter((r: any) => r.action === 'escalate' && r.target === inst.recordCode);
    expect(logged()).toHaveLength(1);
    // looking again changes nothing
    call('GET /api/workflow/tasks/pending', { as: 'admin' });
    bell('GET /api/management/notifications', { as: 'admin' });
    expect(told()).toHaveLength(1);
    expect(logged()).toHaveLength(1);
    expect((findRecord(inst.businessType, inst.recordId)!.history ?? []).filter((h: any) => h.action === 'escalate')).toHaveLength(1);
  });

  it('escalates once when several people look at the same moment', async () => {
    const server = mockServer(handlers, notificationRoutes);
    const looks = [
      ['GET', '/api/workflow/tasks/pending', 'admin'],
      ['GET', '/api/workflow/tasks/pending', 'manager'],
      ['GET', '/api/workflow/tasks/pending/count', 'engineer'],
      ['GET', '/api/management/notifications', 'admin'],
      ['GET', '/api/management/notifications', 'manager'],
    ] as const;
    opLog(); // the log as a running server has it (seeded at the first sign-in), before anything is escalated
    const answers = await Promise.all(looks.map(([method, url, user]) => server(method, url, { user })));
    expect(answers.every((a) => a.body.success)).toBe(true);
    const escalated = workflowData().instances.filter((i) => i.status === 'RUNNING' && i.nodes[i.currentNode].escalatedAt);
    expect(escalated.length).toBeGreaterThan(0);
    for (const inst of escalated) {
      const history = (findRecord(inst.businessType, inst.recordId)!.history ?? []).filter((h: any) => h.action === 'escalate');
      expect({ record: inst.recordCode, escalations: history.length }).toEqual({ record: inst.recordCode, escalations: 1 });
      expect(opLog().filter((r: any) => r.action === 'escalate' && r.target === inst.recordCode)).toHaveLength(1);
      for (const no of inst.nodes[inst.currentNode].escalatedTo ?? [])
        expect(notificationsOf(no).filter((n) => n.kind === 'escalated' && n.recordId === inst.recordId)).toHaveLength(1);
    }
  });
});
