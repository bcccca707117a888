/**
 * The repair support desk on the mock as the portal calls it: a support case assigned, answered in its
 * thread, resolved and reopened; the "unanswered for more than N hours" filter computed by the server;
 * "assigned to me"; an expert request through its approval to scheduled, the booking clash (also of two
 * racing schedule calls), the inactive expert, and the seeded data's consistency.
 */
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import optionRoutes from '../../../mock/options';
import recordRoutes from '../../../mock/records';
import { setSetting } from '../../../mock/lib/store/options';
import * as store from '../../../mock/lib/store/store';
import { domainContext } from '@/domain/engine';
import { BOOKED, bookingClash, specialist, specialistList } from '@/domain/desks/specialists';
import { support, supportUnanswered, waitingAfterPost } from '@/domain/desks/support';
import { raisableFrom } from '@/domain/engine';
import { resources } from '@/domain/desks';
import { returnFactory, workOrder } from '@/domain/desks/repairShop';
import { caller, fresh, ok } from '../mock/harness';

const call = caller({ ...optionRoutes, ...resourceRoutes, ...workflowRoutes, ...recordRoutes });
const M = '/api/management';
const W = '/api/workflow';
const HOUR = 3_600_000;

const act = (key: string, id: string, action: string, body: Record<string, unknown>, as = 'engineer') =>
  call(`POST ${M}/${key}/:id/actions/:action`, { as, params: { id, action }, body }).body;
const post = (id: string, text: string, as: string) => call(`POST ${M}/support/:id/messages`, { as, params: { id }, body: { text } }).body;
const list = (key: string, query: Record<string, string>, as = 'engineer') => call(`GET ${M}/${key}`, { as, query: { pageSize: '100', ...query } }).body;

const caseBody = {
  customerId: 'C-CSN',
  aircraftType: 'A320NEO',
  aircraftRegistration: 'b-30em',
  partNumber: '3291238-4',
  partName: '引气压力调节活门',
  serialNumber: 'SN48213',
  ataChapter: '36',
  urgency: 'URGENT',
  symptom: '左发引气压力间歇性低，ECAM BLEED 1 FAULT',
  contactName: '周涛',
  contactPhone: '13912345678',
  remark: null,
};

beforeEach(fresh);

describe('a support case', () => {
  it('assigned → in progress → replied → resolved → reopened → resolved → closed, the assignee sees it as theirs', () => {
    const created = ok(call(`POST ${M}/support`, { as: 'engineer', body: caseBody }));
    expect(created).toMatchObject({ status: 'OPEN', aircraftRegistration: 'B-30EM', waitingSince: created.createdAt, unanswered: false });

    // the assignee picked from the duty roster, name copied by the server
    expect(act('support', created.id, 'assign', { handlerNo: 'nobody', version: 1 })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const assigned = ok({ body: act('support', created.id, 'assign', { handlerNo: 'engineer', comment: '请优先处理', version: 1 }, 'admin') });
    expect(assigned).toMatchObject({ status: 'ASSIGNED', handlerNo: 'engineer', handlerName: '张伟' });
    expect(list('support', { mine: 'assigned' }).data.map((r: any) => r.id)).toContain(created.id);
    expect(list('support', { mine: 'assigned' }, 'admin').data.map((r: any) => r.id)).not.toContain(created.id);

    const started = ok({ body: act('support', created.id, 'start', { version: 2 }) });
    // the desk's message keeps the customer waiting; the assignee's reply answers
    ok({ body: post(created.id, '客户补充：故障在巡航中出现', 'admin') });
    expect(store.findRecord('support', created.id)).toMatchObject({ waitingSince: created.createdAt, version: started.version });
    ok({ body: post(created.id, '请检查 PRV 作动筒供气管路', 'engineer') });
    expect(store.findRecord('support', created.id)!.waitingSince).toBeNull();

    expect(act('support', created.id, 'resolve', { version: 3 })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const resolved = ok({ body: act('support', created.id, 'resolve', { resolution: '更换 PRV 后测试正常', version: 3 }) });
    expect(resolved).toMatchObject({ status: 'RESOLVED', resolution: '更换 PRV 后测试正常' });
    expect(resolved.resolvedAt).toEqual(expect.any(String));

    // reopen needs a reason; the customer waits again, from the reopening
    expect(act('support', created.id, 'reopen', { version: 4 })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const reopened = ok({ body: act('support', created.id, 'reopen', { comment: '故障再次出现', version: 4 }) });
    expect(reopened).toMatchObject({ status: 'IN_PROGRESS', resolvedAt: null });
    expect(Date.parse(reopened.waitingSince)).toBeGreaterThan(Date.parse(created.createdAt) - 1);
    ok({ body: act('support', created.id, 'resolve', { resolution: '更换引气管路卡箍', version: 5 }) });
    const closed = ok({ body: act('support', created.id, 'close', { version: 6 }) });
    expect(closed.history.map((h: any) => h.action)).toEqual(['create', 'assign', 'start', 'resolve', 'reopen', 'resolve', 'close']);
    // closed: no more replies; still reopenable
    expect(post(created.id, '补充', 'engineer')).toMatchObject({ success: false, errorCode: 'THREAD_CLOSED' });
    expect(act('support', created.id, 'start', { version: 7 })).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED' });
  });

  it('staff and the manager read cases but may not assign, reply or create', () => {
    const c = store.storedRows(support).find((r) => r.status === 'OPEN')!;
    expect(list('support', {}, 'staff').success).toBe(true);
    expect(act('support', c.id, 'assign', { handlerNo: 'engineer', version: c.version }, 'manager')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(post(c.id, '我来回复', 'staff')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(call(`POST ${M}/support`, { as: 'staff', body: caseBody }).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });
});

describe('raised from a case', () => {
  it('a return-to-factory repair and a work order start from the case, are offered only once it is owned, and link both ways', () => {
    const created = ok(call(`POST ${M}/support`, { as: 'engineer', body: caseBody }));
    // an OPEN case nobody owns yet raises nothing; an assigned one raises repairs, work orders and expert requests
    expect(raisableFrom(resources, 'support', 'OPEN').map((r) => r.holder.key)).toEqual([]);
    expect(
      raisableFrom(resources, 'support', 'ASSIGNED')
        .map((r) => r.holder.key)
        .sort(),
    ).toEqual(['returnFactory', 'specialist', 'workOrder']);
    const assigned = ok({ body: act('support', created.id, 'assign', { handlerNo: 'engineer', version: 1 }, 'admin') });

    const repairPrefill = returnFactory.field('supportId')!.relatedTo!.raise!.prefill(assigned);
    expect(repairPrefill).toMatchObject({
      supportId: created.id,
      partNumber: '3291238-4',
      serialNumber: 'SN48213',
      faultDescription: caseBody.symptom,
      customerId: 'C-CSN',
    });
    const repair = ok(call(`POST ${M}/returnFactory`, { as: 'engineer', body: repairPrefill }));
    expect(repair).toMatchObject({ supportId: created.id, status: 'SUBMITTED', aircraftRegistration: 'B-30EM' });

    const orderPrefill = workOrder.field('supportId')!.relatedTo!.raise!.prefill(assigned);
    expect(orderPrefill).toMatchObject({ supportId: created.id, description: caseBody.symptom, ataChapter: '36' });
    const order = ok(call(`POST ${M}/workOrder`, { as: 'engineer', body: orderPrefill }));
    expect(order).toMatchObject({ supportId: created.id, status: 'CREATED', partNumber: '3291238-4' });

    const related = ok(call(`GET ${M}/support/:id/related`, { as: 'engineer', params: { id: created.id } }));
    expect(related.map((r: any) => `${r.direction}:${r.resource}:${r.id}`).sort()).toEqual([`from:returnFactory:${repair.id}`, `from:workOrder:${order.id}`]);
    const back = ok(call(`GET ${M}/workOrder/:id/related`, { as: 'engineer', params: { id: order.id } }));
    expect(back).toEqual([expect.objectContaining({ direction: 'to', resource: 'support', id: created.id, code: created.code })]);
  });
});

describe('unanswered for more than N hours', () => {
  const ctx = (now: number, hours?: number) => domainContext(now, hours ? { supportUnansweredHours: hours } : {});
  const at = Date.parse('2026-11-20T00:00:00Z');
  const open = { status: 'IN_PROGRESS', createdAt: new Date(at).toISOString(), handlerNo: 'engineer' };

  it('counts from creation while nobody answered, with the configured hours (default 8)', () => {
    expect(supportUnanswered(open, ctx(at + 7 * HOUR))).toBe(false);
    expect(supportUnanswered(open, ctx(at + 9 * HOUR))).toBe(true);
    expect(supportUnanswered(open, ctx(at + 9 * HOUR, 12))).toBe(false);
    expect(supportUnanswered({ ...open, status: 'RESOLVED' }, ctx(at + 99 * HOUR))).toBe(false);
  });

  it("the assignee's reply answers; anyone else's message starts the wait unless it runs", () => {
    const answered = { ...open, waitingSince: waitingAfterPost(open, 'engineer', new Date(at + HOUR).toISOString()) };
    expect(answered.waitingSince).toBeNull();
    expect(supportUnanswered(answered, ctx(at + 99 * HOUR))).toBe(false);
    const asked = new Date(at + 2 * HOUR).toISOString();
    const waiting = { ...answered, waitingSince: waitingAfterPost(answered, 'staff', asked) };
    expect(waiting.waitingSince).toBe(asked);
    expect(waitingAfterPost(waiting, 'admin', new Date(at + 3 * HOUR).toISOString())).toBe(asked);
    // a colleague who is not the assignee does not answer for them
    expect(waitingAfterPost({ ...open, waitingSince: null, handlerNo: 'HY1004' }, 'engineer', asked)).toBe(asked);
  });

  it('is a list filter computed by the server, following the setting', () => {
    const c = ok(call(`POST ${M}/support`, { as: 'engineer', body: caseBody }));
    const ids = (q: Record<string, string>) => list('support', q).data.map((r: any) => r.id) as string[];
    expect(ids({ unanswered: 'false' })).toContain(c.id);
    // nine hours later (the case created nine hours ago)
    store.loadRows(
      support,
      store.storedRows(support).map((r) => (r.id === c.id ? { ...r, createdAt: new Date(Date.now() - 9 * HOUR).toISOString() } : r)),
    );
    expect(ids({ unanswered: 'true' })).toContain(c.id);
    setSetting('supportUnansweredHours', 10);
    expect(ids({ unanswered: 'true' })).not.toContain(c.id);
    expect(list('support', { unanswered: 'maybe' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});

describe('an expert request', () => {
  const expert = () => store.storedRows(specialistList).find((e) => e.status === 'ACTIVE')!;
  const day = (n: number) => new Date(Date.now() + 8 * HOUR + n * 24 * HOUR).toISOString().slice(0, 10);
  const body = (expertId: string, from: number, to: number) => ({
    customerId: 'C-CCA',
    expertId,
    mode: 'ON_SITE',
    startDate: day(from),
    endDate: day(to),
    place: '北京首都机场机库',
    aircraftType: 'A330-300',
    aircraftRegistration: 'B-6513',
    ataChapter: '32',
    purpose: '主起落架收放作动筒反复渗漏，需专家现场评估',
    remark: null,
  });
  /** created by the engineer, approved by the manager (the seeded definition's one node, 客服经理审核) */
  const approved = (expertId: string, from: number, to: number) => {
    const r = ok(call(`POST ${M}/specialist`, { as: 'engineer', body: body(expertId, from, to) }));
    expect(r).toMatchObject({ status: 'SUBMITTED', expertName: expect.any(String) });
    const task = (call(`GET ${W}/tasks/pending`, { as: 'manager', query: { pageSize: '100' } }).body.data as any[]).find((t) => t.recordId === r.id);
    expect(task).toMatchObject({ nodeName: '客服经理审核' });
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'manager', params: { id: task.id }, body: { comment: '同意' } }));
    return store.findRecord('specialist', r.id)!;
  };
  /** an expert with no booking in the next 200 days */
  const freeExpert = () => {
    const rows = store.storedRows(specialist);
    return store
      .storedRows(specialistList)
      .find((e) => e.status === 'ACTIVE' && !rows.some((r) => r.expertId === e.id && BOOKED.includes(String(r.status)) && String(r.endDate) >= day(0)))!;
  };

  it('names its expert by id (the name copied), validates dates and place like the form', () => {
    const e = expert();
    const bad = (b: Record<string, unknown>) => call(`POST ${M}/specialist`, { as: 'engineer', body: { ...body(e.id, 3, 4), ...b } }).body;
    expect(bad({ expertId: 'specialistList-999999' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(bad({ endDate: day(2) }).data.issues[0]).toMatchObject({ field: 'endDate', message: 'specialist.validation.endBeforeStart' });
    expect(bad({ startDate: day(-2) }).data.issues[0]).toMatchObject({ field: 'startDate', message: 'specialist.validation.startPast' });
    expect(bad({ place: '' }).data.issues[0]).toMatchObject({ field: 'place', message: 'specialist.validation.placeRequired' });
    expect(bad({ endDate: day(80) }).data.issues[0]).toMatchObject({ field: 'endDate', message: 'specialist.validation.tooLong' });
    expect(bad({ expertName: '冒名' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const r = ok(call(`POST ${M}/specialist`, { as: 'engineer', body: { ...body(e.id, 3, 4), mode: 'REMOTE', place: null } }));
    expect(r.expertName).toBe(e.expertName);
  });

  it('APPROVED → SCHEDULED books the dates; an overlapping booking of the same expert is refused, naming it', () => {
    const e = freeExpert();
    const first = approved(e.id, 100, 102);
    expect(first.status).toBe('APPROVED');
    const scheduled = ok({ body: act('specialist', first.id, 'schedule', { version: first.version }) });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledAt: expect.any(String) });

    const second = approved(e.id, 102, 104);
    const refused = act('specialist', second.id, 'schedule', { version: second.version });
    expect(refused).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED', data: { clashCode: first.code, startDate: day(100), endDate: day(102) } });
    expect(refused.errorMessage).toContain(String(first.code));
    expect(refused.errorMessage).toContain(`${day(100)} – ${day(102)}`);
    expect(refused.errorMessage).toContain(String(e.expertName));
    expect(store.findRecord('specialist', second.id)).toMatchObject({ status: 'APPROVED', version: second.version });

    // the day after the booking is free
    const third = approved(e.id, 103, 104);
    ok({ body: act('specialist', third.id, 'schedule', { version: third.version }) });
    // the expert's bookings as the detail of 专家列表 reads them
    const booked = list('specialist', { expertId: e.id, status: BOOKED.join(',') }, 'staff').data.map((r: any) => r.code);
    expect(booked).toEqual(expect.arrayContaining([first.code, third.code]));
    expect(booked).not.toContain(second.code);
  });

  it('of two schedule calls racing for the same dates, exactly one books', async () => {
    const e = freeExpert();
    const a = approved(e.id, 120, 121);
    const b = approved(e.id, 121, 122);
    const results = await Promise.all([
      Promise.resolve().then(() => act('specialist', a.id, 'schedule', { version: a.version })),
      Promise.resolve().then(() => act('specialist', b.id, 'schedule', { version: b.version })),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success)[0]).toMatchObject({ errorCode: 'ACTION_NOT_ALLOWED' });
    const statuses = [store.findRecord('specialist', a.id)!.status, store.findRecord('specialist', b.id)!.status].sort();
    expect(statuses).toEqual(['APPROVED', 'SCHEDULED']);
  });

  it('completes only with a report, then closes; an inactive expert is refused on submit and on scheduling', () => {
    const e = freeExpert();
    const r = approved(e.id, 140, 141);
    const s = ok({ body: act('specialist', r.id, 'schedule', { version: r.version }) });
    expect(act('specialist', r.id, 'complete', { version: s.version })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const done = ok({ body: act('specialist', r.id, 'complete', { report: '现场确认密封件老化，更换后测试正常', version: s.version }) });
    expect(done).toMatchObject({ status: 'COMPLETED', report: '现场确认密封件老化，更换后测试正常' });
    expect(ok({ body: act('specialist', r.id, 'close', { version: done.version }) }).status).toBe('CLOSED');

    const other = approved(e.id, 150, 151);
    ok({ body: act('specialistList', e.id, 'deactivate', { comment: '长期外派', version: e.version }) });
    expect(act('specialist', other.id, 'schedule', { version: other.version })).toMatchObject({
      success: false,
      errorCode: 'VALIDATION',
      errorMessage: expect.stringContaining('已停用'),
    });
    expect(call(`POST ${M}/specialist`, { as: 'engineer', body: body(e.id, 160, 161) }).body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(store.storedRows(specialist).filter((x) => x.expertId === e.id && x.startDate === day(160))).toHaveLength(0);
  });

  it('is rejected by the manager and resubmitted by its applicant after an edit', () => {
    const e = freeExpert();
    const r = ok(call(`POST ${M}/specialist`, { as: 'engineer', body: body(e.id, 30, 31) }));
    const task = (call(`GET ${W}/tasks/pending`, { as: 'manager', query: { pageSize: '100' } }).body.data as any[]).find((t) => t.recordId === r.id);
    ok(call(`POST ${W}/tasks/:id/reject`, { as: 'manager', params: { id: task.id }, body: { comment: '请改为远程支持' } }));
    const rejected = store.findRecord('specialist', r.id)!;
    expect(rejected.status).toBe('REJECTED');
    const edited = ok(call(`PUT ${M}/specialist/:id`, { as: 'engineer', params: { id: r.id }, body: { mode: 'REMOTE', version: rejected.version } }));
    expect(ok({ body: act('specialist', r.id, 'resubmit', { version: edited.version }) }).status).toBe('SUBMITTED');
  });
});

describe('the seeded desk', () => {
  it('has ≥ 100 cases and requests over every status, 30–60 experts, and no two bookings of one expert overlap', () => {
    for (const def of [support, specialist]) {
      const rows = store.storedRows(def);
      expect(rows.length).toBeGreaterThanOrEqual(100);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(def.lifecycle!.statuses.map((s) => s.key)));
    }
    const experts = store.storedRows(specialistList);
    expect(experts.length).toBeGreaterThanOrEqual(30);
    expect(experts.length).toBeLessThanOrEqual(60);
    const requests = store.storedRows(specialist);
    for (const r of requests.filter((x) => BOOKED.includes(String(x.status)))) expect(bookingClash(r, requests)).toBeUndefined();
    expect(requests.every((r) => experts.some((e) => e.id === r.expertId && e.expertName === r.expertName))).toBe(true);
  });

  it("gives the engineer assigned open cases, some unanswered, and threads that agree with each case's wait", () => {
    const mine = list('support', { mine: 'assigned', status: 'ASSIGNED,IN_PROGRESS' }).data as any[];
    expect(mine.length).toBeGreaterThan(5);
    expect(list('support', { unanswered: 'true' }).total).toBeGreaterThan(0);
    for (const c of store.storedRows(support).slice(0, 60)) {
      const thread = call(`GET ${M}/support/:id/messages`, { as: 'engineer', params: { id: c.id } }).body.data as any[];
      let waiting: string | null = c.createdAt;
      for (const m of thread) waiting = waitingAfterPost({ ...c, waitingSince: waiting }, m.authorNo, m.at);
      expect(c.waitingSince).toBe(waiting);
    }
  });
});
