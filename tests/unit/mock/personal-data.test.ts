/**
 * Personal data on the mock (docs/personal-data.md): ID and phone numbers masked in lists, details,
 * action answers and exports; the full values only from the reveal call, with the code, logged;
 * an export of a resource holding personal data only with a reason, logged; an edit that sends a
 * masked value back keeps the stored one.
 */
import resourceRoutes from '../../../mock/resources';
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import { maskPersonal } from '@/domain/personal';
import { resources } from '@/domain/desks';
import { aogOrder } from '@/domain/desks';
import { personnelFile, trainingOrder } from '@/domain/desks/training';
import { caller, fresh } from './harness';

const call = caller(resourceRoutes);
const M = '/api/management';
const ID = /^[0-9A-Z]{6}\*+[0-9A-Z]{4}$/;
const PHONE = /^\d{3}\*{4}\d{4}$/;

beforeEach(fresh);

describe('masked in every answer', () => {
  it('lists, details and exports answer national IDs and phone numbers masked', () => {
    const file = store.storedRows(personnelFile)[0];
    expect(file.idNo).toMatch(/^\d{17}[\dX]$/);
    const list = call(`GET ${M}/personnelFile`, { as: 'trainer', query: { pageSize: '50' } }).body.data as any[];
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.idNo).toMatch(ID);
    const one = call(`GET ${M}/personnelFile/:id`, { as: 'trainer', params: { id: file.id } }).body.data;
    expect(one.idNo).toBe(maskPersonal('idNo', file.idNo));
    // the keyword still finds a person by the full number (the server compares what it stores)
    expect((call(`GET ${M}/personnelFile`, { as: 'trainer', query: { keyword: String(file.idNo) } }).body.data as any[]).map((r) => r.id)).toContain(file.id);

    const orders = call(`GET ${M}/trainingOrder/export`, { as: 'trainer', query: { reason: '核对参训名单' } }).body.data as any[];
    const cells = orders.flatMap((o) => o.trainees.map((t: any) => t.idNo));
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) expect(c).toMatch(ID);

    const aog = call(`GET ${M}/aogOrder`, { as: 'staff', query: { pageSize: '20' } }).body.data as any[];
    for (const r of aog) expect(r.contactPhone).toMatch(PHONE);
  });

  it('every definition field that is named like an ID or a phone number is declared personal', () => {
    for (const def of resources) {
      const fields = def.fields.flatMap((f) => [f, ...(f.lines?.fields ?? [])]);
      for (const f of fields.filter((x) => /phone|idNo|mobile/i.test(x.key) && x.type === 'text')) {
        expect({ resource: def.key, field: f.key, personal: f.personal }).toEqual({ resource: def.key, field: f.key, personal: expect.any(String) });
      }
    }
  });

  it('an action answer is masked too, and the stored value is kept', () => {
    const order = store.storedRows(aogOrder).find((r) => r.status === 'SUBMITTED')!;
    const done = call(`POST ${M}/aogOrder/:id/actions/:action`, {
      as: 'manager',
      params: { id: order.id, action: 'accept' },
      body: { version: order.version },
    }).body;
    expect(done.success).toBe(true);
    expect(done.data.contactPhone).toBe(maskPersonal('phone', order.contactPhone));
    expect(store.findRecord('aogOrder', order.id)!.contactPhone).toBe(order.contactPhone);
  });
});

describe('shown on request', () => {
  it('refuses the reveal without <key>:revealPersonal, and logs the refusal', () => {
    const file = store.storedRows(personnelFile)[0];
    const refused = call(`GET ${M}/personnelFile/:id/personal`, { as: 'staff', params: { id: file.id } }).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(JSON.stringify(refused)).not.toContain(String(file.idNo));
    expect(opLog().at(-1)).toMatchObject({ userNo: 'staff', action: '查看个人信息', result: 'FAILURE' });
  });

  it('answers the full values to a holder of the code and writes the operation log', () => {
    const file = store.storedRows(personnelFile)[0];
    const shown = call(`GET ${M}/personnelFile/:id/personal`, { as: 'trainer', params: { id: file.id } }).body;
    expect(shown).toEqual({ success: true, data: { id: file.id, values: { idNo: file.idNo } } });
    expect(opLog().at(-1)).toMatchObject({ userNo: 'trainer', module: '人员档案', action: '查看个人信息', result: 'SUCCESS' });
    expect(opLog().at(-1)!.target).toContain(String(file.code));
    expect(opLog().at(-1)!.target).toContain('证件号');

    const order = store.storedRows(trainingOrder)[0];
    const rows = call(`GET ${M}/trainingOrder/:id/personal`, { as: 'trainer', params: { id: order.id } }).body.data.values.trainees;
    expect(rows).toEqual((order.trainees as any[]).map((t) => ({ idNo: t.idNo })));
  });

  it('an unknown id is NOT_FOUND; a resource without personal data has no reveal call', () => {
    expect(call(`GET ${M}/personnelFile/:id/personal`, { as: 'trainer', params: { id: 'nope' } }).body.errorCode).toBe('NOT_FOUND');
    expect(Object.keys(resourceRoutes).some((k) => k.startsWith(`GET ${M}/leaseOrder/`) && k.endsWith('/personal'))).toBe(false);
    expect(Object.keys(resourceRoutes)).toContain(`GET ${M}/personnelFile/:id/personal`);
  });
});

describe('exports ask for a reason', () => {
  it('refuses an export of personal data without a reason (or with one too short), logs one with it', () => {
    const none = call(`GET ${M}/personnelFile/export`, { as: 'trainer' }).body;
    expect(none).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(none.data.issues[0]).toMatchObject({ field: 'reason' });
    expect(call(`GET ${M}/personnelFile/export`, { as: 'trainer', query: { reason: 'x' } }).body.errorCode).toBe('VALIDATION');
    const ok = call(`GET ${M}/personnelFile/export`, { as: 'trainer', query: { reason: '年度复训名单核对' } }).body;
    expect(ok.success).toBe(true);
    expect(opLog().at(-1)).toMatchObject({
      userNo: 'trainer',
      action: '导出（含个人信息）',
      target: `${ok.data.length} 行`,
      detail: '导出原因：年度复训名单核对',
    });
  });

  it('a resource without personal data exports as before (a reason there is an unknown parameter)', () => {
    expect(call(`GET ${M}/leaseOrder/export`, { as: 'manager' }).body.success).toBe(true);
    expect(call(`GET ${M}/leaseOrder/export`, { as: 'manager', query: { reason: '核对' } }).body.errorCode).toBe('VALIDATION');
  });
});

describe('editing', () => {
  it('a masked value sent back unchanged keeps the stored number; a new one is stored', () => {
    const file = store.storedRows(personnelFile)[0];
    const shown = call(`GET ${M}/personnelFile/:id`, { as: 'trainer', params: { id: file.id } }).body.data;
    const saved = call(`PUT ${M}/personnelFile/:id`, {
      as: 'trainer',
      params: { id: file.id },
      body: { idNo: shown.idNo, position: '机务工程师', version: shown.version },
    }).body;
    expect(saved.success).toBe(true);
    expect(store.findRecord('personnelFile', file.id)!.idNo).toBe(file.idNo);
    const again = call(`PUT ${M}/personnelFile/:id`, {
      as: 'trainer',
      params: { id: file.id },
      body: { idNo: '110101199912310018', version: saved.data.version },
    }).body;
    expect(again.success).toBe(true);
    expect(store.findRecord('personnelFile', file.id)!.idNo).toBe('110101199912310018');
  });
});
