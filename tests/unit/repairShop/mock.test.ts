/**
 * The repair desk on the mock as the portal calls it: the seeds (every status, consistent links and
 * dispatches), dispatching refused to an expired outlet or an unlicensed technician with the store
 * unchanged, four-eyes verification by the server, the late-repair alarm, the selects that follow new
 * outlets and technicians, and the grants of the demo roles.
 */
import { alarmsOf } from '../../../mock/alarms';
import { findUser } from '../../../mock/lib/server/identity';
import { ATA_CHAPTERS } from '../../../mock/lib/seed/dictionaries';
import * as store from '../../../mock/lib/store/store';
import { businessDate } from '@/domain/engine';
import { maintenancePersonnel, maintenancePoint, returnFactory, workOrder } from '@/domain/desks/repairShop';
import { licenceFor } from '@/domain/desks/repairShop/outlets';
import { engineServer } from '../mock/routes';
import { fresh } from '../mock/harness';

const call = engineServer();
const base = (key: string) => `/api/management/${key}`;
const rows = (def: { key: string }) => store.storedRows(store.definition(def.key));
const today = () => businessDate(Date.now());

beforeEach(fresh);

describe('seeds', () => {
  it('hold ≥ 100 records per desk over every status', () => {
    for (const def of [returnFactory, workOrder, maintenancePoint, maintenancePersonnel]) {
      const all = rows(def);
      expect(all.length).toBeGreaterThanOrEqual(100);
      expect(new Set(all.map((r) => r.status))).toEqual(new Set(def.lifecycle!.statuses.map((s) => s.key)));
    }
  });

  it('link work orders to existing repairs of the same unit, dispatched to licensed technicians of their outlets, verified by another user', () => {
    const repairs = new Map(rows(returnFactory).map((r) => [r.id, r]));
    const people = new Map(rows(maintenancePersonnel).map((p) => [p.code, p]));
    const linked = rows(workOrder).filter((w) => w.returnFactoryId);
    expect(linked.length).toBeGreaterThan(30);
    for (const w of linked) expect(repairs.get(String(w.returnFactoryId))).toMatchObject({ serialNumber: w.serialNumber, customerId: w.customerId });
    for (const w of rows(workOrder).filter((x) => x.history!.some((h) => h.action === 'dispatch'))) {
      const tech = people.get(w.technicianNo as string)!;
      expect(tech.outletCode).toBe(w.outletCode);
      expect(licenceFor(tech, String(w.ataChapter), businessDate(Date.parse(w.dispatchedAt as string)))).toBeTruthy();
    }
    for (const w of rows(workOrder).filter((x) => x.status === 'VERIFIED')) {
      const h = w.history!;
      expect(h.find((e) => e.action === 'verify')!.operatorNo).not.toBe(h.find((e) => e.action === 'complete')!.operatorNo);
    }
  });

  it('include late repairs, expiring and expired certificates and licences', () => {
    expect(rows(returnFactory).some((r) => store.present(returnFactory, r, { now: Date.now(), setting: (_k, d) => d }).late)).toBe(true);
    const states = (def: typeof maintenancePoint, field: string) =>
      new Set(rows(def).map((r) => store.present(def, r, { now: Date.now(), setting: (_k, d) => d })[field]));
    expect(states(maintenancePoint, 'certificateState')).toEqual(new Set(['VALID', 'EXPIRING', 'EXPIRED']));
    expect(states(maintenancePersonnel, 'licenceState')).toEqual(new Set(['VALID', 'EXPIRING', 'EXPIRED']));
  });
});

/** A fresh work order of chapter `ata` by the engineer, through the API. */
async function newWorkOrder(ata: string) {
  const created = await call('POST', base('workOrder'), {
    user: 'engineer',
    body: {
      customerId: 'C-CCA',
      priority: 'ROUTINE',
      partNumber: '2117320-3',
      ataChapter: ata,
      description: '主轮刹车更换',
      tasks: [{ task: '分解检查', ataChapter: ata, estimatedHours: 2 }],
    },
  });
  expect(created.body).toMatchObject({ success: true, data: { status: 'CREATED' } });
  return created.body.data;
}

/** An active technician, at an active outlet in force, with a valid licence: and the chapter it covers. */
function licensedPair() {
  const outlets = new Map(rows(maintenancePoint).map((o) => [o.code, o]));
  for (const p of rows(maintenancePersonnel)) {
    const o = outlets.get(p.outletCode as string);
    if (p.status !== 'ACTIVE' || !o || o.status !== 'ACTIVE' || String(o.certificateExpiry) < today()) continue;
    const lic = (p.licences as Array<{ ataChapters: string[]; expiresOn: string }>).find((l) => l.expiresOn >= today());
    if (lic) return { outlet: o, tech: p, ata: lic.ataChapters[0] };
  }
  throw new Error('no licensed technician in the seeds');
}

describe('dispatch', () => {
  it('is refused to an outlet whose certificate expired, as a business error on the field, the store unchanged', async () => {
    const { tech, ata } = licensedPair();
    const order = await newWorkOrder(ata);
    const expired = rows(maintenancePoint).find((o) => o.status === 'ACTIVE' && String(o.certificateExpiry) < today())!;
    const answer = await call('POST', `${base('workOrder')}/${order.id}/actions/dispatch`, {
      user: 'engineer',
      body: { outletCode: expired.code, technicianNo: tech.code, version: order.version },
    });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(answer.body.errorMessage).toContain(`${expired.certificateExpiry}`);
    expect(answer.body.data.issues[0]).toMatchObject({ field: 'outletCode', message: 'workOrder.validation.outletExpired' });
    expect(store.findRecord('workOrder', order.id)).toMatchObject({ status: 'CREATED', version: order.version });
  });

  it('is refused to a technician without a licence for the chapter, and goes through for one with it', async () => {
    const { outlet, tech, ata } = licensedPair();
    const uncovered = ATA_CHAPTERS.map(([chapter]) => chapter).find(
      (c) => !(tech.licences as Array<{ ataChapters: string[] }>).some((l) => l.ataChapters.includes(c)),
    )!;
    const wrong = await newWorkOrder(uncovered);
    const refused = await call('POST', `${base('workOrder')}/${wrong.id}/actions/dispatch`, {
      user: 'engineer',
      body: { outletCode: outlet.code, technicianNo: tech.code, version: wrong.version },
    });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(refused.body.data.issues[0]).toMatchObject({ field: 'technicianNo', message: 'workOrder.validation.noLicence' });
    expect(refused.body.errorMessage).toContain(uncovered);

    const order = await newWorkOrder(ata);
    const ok = await call('POST', `${base('workOrder')}/${order.id}/actions/dispatch`, {
      user: 'engineer',
      body: { outletCode: outlet.code, technicianNo: tech.code, version: order.version },
    });
    expect(ok.body).toMatchObject({ success: true, data: { status: 'DISPATCHED', outletCode: outlet.code, technicianNo: tech.code, handlerNo: 'engineer' } });
    const mine = await call('GET', base('workOrder'), { user: 'engineer', query: { mine: 'assigned', status: 'DISPATCHED', pageSize: 100 } });
    expect(mine.body.data.map((r: { id: string }) => r.id)).toContain(order.id);
  });
});

describe('verification', () => {
  it('is refused to the user who completed the work order and done by another', async () => {
    const w = rows(workOrder).find((r) => r.status === 'COMPLETED')!;
    const completer = [...w.history!].reverse().find((h) => h.action === 'complete')!.operatorNo;
    const other = completer === 'engineer' ? 'admin' : 'engineer';
    const same = await call('POST', `${base('workOrder')}/${w.id}/actions/verify`, { user: completer, body: { version: w.version } });
    expect(same.body).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED' });
    expect(same.body.errorMessage).toContain('不能检验自己');
    expect(store.findRecord('workOrder', w.id)).toMatchObject({ status: 'COMPLETED', version: w.version });
    const ok = await call('POST', `${base('workOrder')}/${w.id}/actions/verify`, { user: other, body: { version: w.version } });
    expect(ok.body).toMatchObject({ success: true, data: { status: 'VERIFIED' } });
  });

  it('a work order with open tasks cannot complete', async () => {
    const w = rows(workOrder).find((r) => r.status === 'IN_PROGRESS' && (r.tasks as Array<{ done: boolean }>).some((t) => !t.done))!;
    const answer = await call('POST', `${base('workOrder')}/${w.id}/actions/complete`, { user: 'engineer', body: { version: w.version } });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED' });
    expect(answer.body.errorMessage).toContain('未完成');
  });
});

describe('around the desk', () => {
  it('home alarms: late repairs for whoever ships them back (the engineer), not for staff', () => {
    const group = alarmsOf(findUser('engineer')!).find((g) => g.key === 'repair')!;
    expect(group.total).toBeGreaterThan(0);
    expect(group.rows[0].code).toMatch(/^RF-/);
    expect(alarmsOf(findUser('staff')!).some((g) => g.key === 'repair')).toBe(false);
  });

  it('a new outlet and its technician are offered in the selects at once', async () => {
    const outlet = await call('POST', base('maintenancePoint'), {
      user: 'engineer',
      body: {
        outletName: '武汉天河航空部件维修有限公司',
        region: 'CENTRAL',
        city: '武汉',
        address: '黄陂区天河街道1号',
        contactName: '刘强',
        contactPhone: '13912345678',
        ataChapters: ['32'],
        certificateNo: 'D.123456',
        certificateExpiry: '2028-01-31',
      },
    });
    expect(outlet.body.success).toBe(true);
    const tech = await call('POST', base('maintenancePersonnel'), {
      user: 'engineer',
      body: {
        personName: '赵磊',
        outletCode: outlet.body.data.code,
        position: 'TECHNICIAN',
        licences: [{ licenceType: 'COMPONENT', licenceNo: 'CAAC-123456', ataChapters: ['32'], expiresOn: '2028-01-31' }],
      },
    });
    expect(tech.body.success).toBe(true);
    const dicts = (await call('GET', '/api/management/options/dictionaries', { user: 'engineer' })).body.data as Array<{
      type: string;
      items: Array<{ value: string; label: string }>;
    }>;
    expect(dicts.find((d) => d.type === 'repairOutlet')!.items).toContainEqual(
      expect.objectContaining({ value: outlet.body.data.code, label: '武汉天河航空部件维修有限公司' }),
    );
    expect(dicts.find((d) => d.type === 'outletTechnician')!.items).toContainEqual(
      expect.objectContaining({ value: tech.body.data.code, label: '赵磊 · 武汉天河航空部件维修有限公司' }),
    );
  });

  it('grants: the engineer acts, manager and staff read', async () => {
    const w = rows(workOrder).find((r) => r.status === 'CREATED')!;
    for (const user of ['manager', 'staff']) {
      expect((await call('GET', base('workOrder'), { user })).body.success).toBe(true);
      expect((await call('GET', base('maintenancePersonnel'), { user })).body.success).toBe(true);
      const no = await call('POST', `${base('workOrder')}/${w.id}/actions/cancel`, { user, body: { comment: '取消', version: w.version } });
      expect(no.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    }
  });
});
