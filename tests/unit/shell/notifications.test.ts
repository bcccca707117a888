/**
 * Notifications (src/domain/notifications.ts, notificationRules.ts; mock/lib/platform/notifications.ts): an
 * approver is told of the task assigned to them, the applicant of the decision, the applicant and the
 * assignee of a reply, the applicant of their overdue AOG order — never the user who caused it; read
 * and read-all lower the unread count.
 */
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import notificationRoutes from '../../../mock/notifications';
import recordRoutes from '../../../mock/records';
import zh from '@/locales/zh-CN/index';
import en from '@/locales/en-US/index';
import { notificationsOf } from '../../../mock/lib/platform/notifications';
import * as store from '../../../mock/lib/store/store';
import { NOTIFICATION_RULES } from '@/domain/notificationRules';
import { recipients, type ChangeRule } from '@/domain/notifications';
import { aogOrder } from '@/domain/desks';
import { caller, fresh, ok } from '../mock/harness';
import { claimBody } from '../workflow/fixtures';

const call = caller({ ...resourceRoutes, ...recordRoutes, ...workflowRoutes, ...notificationRoutes });
const M = '/api/management';
const W = '/api/workflow';
const inbox = (as: string) => ok(call(`GET ${M}/notifications`, { as })) as { unread: number; rows: any[] };
const about = (as: string, recordId: string) => inbox(as).rows.filter((n) => n.recordId === recordId);
const task = (who: string, recordId: string) =>
  (call(`GET ${W}/tasks/pending`, { as: who, query: { pageSize: '100' } }).body.data as any[]).find((t) => t.recordId === recordId);

function submittedClaim() {
  const created = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: claimBody }));
  ok(call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: created.version } }));
  return created;
}

beforeEach(fresh);

describe('notifications of an approval', () => {
  it('tells the approver of the task, then the applicant of the approval; the actor never', () => {
    const claim = submittedClaim();
    expect(about('manager', claim.id).map((n) => n.kind)).toEqual(['taskAssigned']);
    expect(about('manager', claim.id)[0]).toMatchObject({ resource: 'claimApplication', code: claim.code, read: false });
    expect(about('staff', claim.id)).toEqual([]);

    const before = inbox('staff').unread;
    // node 1 is any one of 客服经理组 (manager, admin): admin was told too; node 2 (财务复核) tells admin again
    expect(about('admin', claim.id).map((n) => n.kind)).toEqual(['taskAssigned']);
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'manager', params: { id: task('manager', claim.id).id }, body: {} }));
    expect(about('admin', claim.id).map((n) => n.kind)).toEqual(['taskAssigned', 'taskAssigned']);
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'admin', params: { id: task('admin', claim.id).id }, body: {} }));
    expect(about('staff', claim.id).map((n) => n.kind)).toEqual(['approved']);
    expect(inbox('staff').unread).toBe(before + 1);
    expect(about('admin', claim.id)).toHaveLength(2);
  });

  it('tells the applicant of a rejection', () => {
    const claim = submittedClaim();
    ok(call(`POST ${W}/tasks/:id/reject`, { as: 'manager', params: { id: task('manager', claim.id).id }, body: { comment: '缺少发票' } }));
    expect(about('staff', claim.id).map((n) => n.kind)).toEqual(['rejected']);
  });

  it('marks one read, then all', () => {
    const claim = submittedClaim();
    const mine = about('manager', claim.id)[0];
    const unread = inbox('manager').unread;
    expect(unread).toBeGreaterThan(0);
    expect(ok(call(`POST ${M}/notifications/:id/read`, { as: 'manager', params: { id: mine.id } })).unread).toBe(unread - 1);
    expect(about('manager', claim.id)[0].read).toBe(true);
    expect(ok(call(`POST ${M}/notifications/read-all`, { as: 'manager' })).unread).toBe(0);
    expect(inbox('manager').unread).toBe(0);
  });
});

describe('reply and due rules', () => {
  const reply = NOTIFICATION_RULES.find((r) => r.kind === 'reply') as ChangeRule;

  it('a reply tells the applicant and the assignee of the record, not its author', () => {
    const record = { id: '1', status: 'ACCEPTED', applicantNo: 'staff', handlerNo: 'engineer' };
    const e = { def: aogOrder, type: 'reply', before: record, after: record, actorNo: 'engineer' };
    expect(recipients(reply.to(e), e.actorNo)).toEqual(['staff']);
    expect(recipients(reply.to({ ...e, actorNo: 'admin' }), 'admin')).toEqual(['staff', 'engineer']);
    expect(reply.to({ ...e, type: 'update' })).toEqual([]);
  });

  it('a reply posted in a thread reaches the applicant through the store', () => {
    const order = store.storedRows(aogOrder).find((r) => r.applicantNo && r.applicantNo !== 'admin' && r.status === 'ACCEPTED');
    expect(order).toBeDefined();
    const res = call(`POST ${M}/aogOrder/:id/messages`, { as: 'admin', params: { id: order!.id }, body: { text: '备件已在途', fileIds: [] } });
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
    expect(about(String(order!.applicantNo), order!.id).map((n) => n.kind)).toEqual(['reply']);
  });

  it('an AOG order past its response deadline is told to its applicant once', () => {
    const created = ok(call(`POST ${M}/aogOrder`, { as: 'manager', body: aogBody() }));
    expect(notificationsOf('manager').filter((n) => n.recordId === created.id)).toEqual([]);
    const later = Date.parse(created.responseDeadline) + 60_000;
    expect(
      notificationsOf('manager', later)
        .filter((n) => n.recordId === created.id)
        .map((n) => n.kind),
    ).toEqual(['aogOverdue']);
    expect(notificationsOf('manager', later + 60_000).filter((n) => n.recordId === created.id)).toHaveLength(1);
  });

  it('every rule kind has its text in both languages', () => {
    for (const rule of NOTIFICATION_RULES) {
      expect(zh[`notifications.kind.${rule.kind}`]).toMatch(/\S/);
      expect(en[`notifications.kind.${rule.kind}`]).toMatch(/\S/);
    }
  });
});

function aogBody() {
  const seeded = store.storedRows(aogOrder)[0];
  const pick = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, seeded[k]]));
  return {
    ...pick([
      'customerId',
      'aircraftRegistration',
      'aircraftType',
      'station',
      'partNumber',
      'partName',
      'quantity',
      'ataChapter',
      'contactName',
      'contactPhone',
      'faultDescription',
    ]),
    aogSince: new Date(Date.now() - 3600_000).toISOString(),
  };
}
