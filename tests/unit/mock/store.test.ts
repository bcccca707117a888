/**
 * The mock backend behaves like one: paging, sorting, filters, validation, lifecycle enforcement,
 * optimistic concurrency, permission codes, the operation log and the hooks other modules use.
 */
import { resetDb } from '../../../mock/lib/store/db';
import { opLog } from '../../../mock/lib/platform/oplog';
import { getDictionary, setSetting } from '../../../mock/lib/store/options';
import * as store from '../../../mock/lib/store/store';
import { aogOrder, leaseOrder, procurementOrder, substitutionOrder } from '@/domain/desks';
import { resources } from '@/domain/desks';
import { isRegistration } from '@/domain/registration';
import { LEASE_OUT } from '@/domain/desks/orders';
import { fresh } from './harness';
import { engineServer } from './routes';

const call = engineServer();
const base = (key: string) => `/api/management/${key}`;
const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

const newProcurement = () => ({
  customerId: 'C-CCA',
  lines: [{ partNumber: '3214552-1', partName: '空调组件温度传感器', quantity: 4, unit: 'EA', conditionCode: 'NE' }],
  certificateType: 'AAC-038',
  priority: 'URGENT',
  requiredBy: future(20),
});

// every test starts from the seeded records: the run's shared copy (harness.ts `fresh`), the same
// records a new seed makes; the seed's own tests seed anew
beforeEach(() => fresh());

describe('seed data', () => {
  beforeEach(() => resetDb());
  // the desks with a lifecycle (a reference list such as the FAQ is seeded on its own terms)
  // a desk's list starts with at least 100 records (the issues' figure); a roster or a handful of
  // announcements is seeded at its realistic size
  const MIN: Record<string, number> = {
    customerProfile: 20,
    specialistList: 40,
    portalMaintenance: 8,
    suggestManagement: 30,
    productCodeApproval: 60,
    passwordTemplate: 3,
    systemUser: 40,
    personnelAuthorization: 40,
    workFlowDefinition: 10,
    systemUserRole: 6,
    approvalDelegation: 3,
  };
  // every business type's workflow is seeded on, so that its seeded records have run through it (a switched-off one: the store's tests);
  // every function is seeded on (one switched off would take a right from the demo roles)
  const UNSEEDED: Record<string, string[]> = { workFlowDefinition: ['DISABLED'], systemFunction: ['DISABLED'] };
  it.each(resources.filter((r) => r.lifecycle).map((r) => [r.key, r] as const))('%s: enough records over every status, deterministic', (_k, def) => {
    const rows = store.storedRows(def);
    expect(rows.length).toBeGreaterThanOrEqual(MIN[def.key] ?? 100);
    for (const s of def.lifecycle!.statuses.filter((x) => !UNSEEDED[def.key]?.includes(x.key))) expect(rows.some((r) => r.status === s.key)).toBe(true);
    // a record without a code (an administration record) is named by its id
    const codes = rows.map((r) => r.code ?? r.id);
    expect(new Set(codes).size).toBe(codes.length);
    resetDb();
    const again = store.storedRows(def);
    const sig = (r: Record<string, unknown>) => [r.partNumber ?? r.removedPartNumber ?? r.lines, r.customerId, r.status];
    expect(again.map(sig)).toEqual(rows.map(sig));
  });

  it('uses real-looking registrations, P/Ns and ATA chapters', () => {
    for (const r of store.storedRows(aogOrder)) {
      expect(isRegistration(String(r.aircraftRegistration))).toBe(true);
      expect(r.partNumber).toMatch(/^[A-Z0-9][A-Z0-9-]{2,29}$/);
      expect(Number(r.ataChapter)).toBeGreaterThanOrEqual(21);
      expect(Number(r.ataChapter)).toBeLessThanOrEqual(80);
    }
  });
});

describe('list', () => {
  it('pages, counts and sorts on the server', async () => {
    const a = await call('GET', base('procurementOrder'), { query: { current: 2, pageSize: 20, sortField: 'requiredBy', sortOrder: 'descend' } });
    expect(a.body).toMatchObject({ success: true, current: 2, pageSize: 20, total: store.storedRows(procurementOrder).length });
    expect(a.body.data).toHaveLength(20);
    const all = (await call('GET', base('procurementOrder'), { query: { pageSize: 100, sortField: 'requiredBy', sortOrder: 'descend' } })).body.data;
    const q = all.map((r: any) => r.requiredBy);
    expect(q).toEqual([...q].sort().reverse());
    expect(a.body.data[0].history).toBeUndefined();
  });

  it('filters by dictionary values, statuses, text, keyword and date ranges', async () => {
    const byStatus = await call('GET', base('procurementOrder'), { query: { status: 'DRAFT,CANCELLED', pageSize: 100 } });
    expect(byStatus.body.data.every((r: any) => ['DRAFT', 'CANCELLED'].includes(r.status))).toBe(true);
    expect(byStatus.body.total).toBe(store.storedRows(procurementOrder).filter((r) => ['DRAFT', 'CANCELLED'].includes(String(r.status))).length);
    const cond = await call('GET', base('procurementOrder'), { query: { priority: 'CRITICAL', pageSize: 100 } });
    expect(cond.body.total).toBeGreaterThan(0);
    expect(cond.body.data.every((r: any) => r.priority === 'CRITICAL')).toBe(true);
    // the P/N filter looks into the order's lines
    const pn = await call('GET', base('procurementOrder'), { query: { partNumbers: '2118142', pageSize: 100 } });
    expect(pn.body.total).toBeGreaterThan(0);
    expect(pn.body.data.every((r: any) => r.lines.some((l: any) => l.partNumber.includes('2118142')))).toBe(true);
    const kw = await call('GET', base('aogOrder'), { query: { keyword: '起落架', pageSize: 100 } });
    expect(kw.body.total).toBeGreaterThan(0);
    const from = future(-30);
    const to = future(0);
    const range = await call('GET', base('procurementOrder'), { query: { createdAtFrom: from, createdAtTo: to, pageSize: 100 } });
    for (const r of range.body.data) {
      expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(Date.parse(`${from}T00:00:00+08:00`));
    }
  });

  it('answers the same order page by page as in one piece (bounded selection = full sort)', async () => {
    for (const [key, query] of [
      ['aogOrder', {}],
      ['leaseOrder', { sortField: 'overdueFee', sortOrder: 'descend' }],
      ['procurementOrder', { sortField: 'customerName', sortOrder: 'ascend' }],
    ] as const) {
      // exports of desks holding personal data (the AOG contact's phone) name their reason
      const all = (await call('GET', `${base(key)}/export`, { query: key === 'aogOrder' ? { ...query, reason: '核对' } : query })).body.data.map(
        (r: any) => r.id,
      );
      const paged: string[] = [];
      for (const current of [1, 2, 3])
        paged.push(...(await call('GET', base(key), { query: { ...query, current, pageSize: 10 } })).body.data.map((r: any) => r.id));
      expect(paged).toEqual(all.slice(0, 30));
    }
  });

  it('puts overdue leases and overdue cores first when no sort is chosen', async () => {
    const leases = (await call('GET', base('leaseOrder'), { query: { pageSize: 100 } })).body.data;
    const overdue = leases.filter((r: any) => LEASE_OUT.includes(r.status) && r.overdueDays > 0);
    expect(overdue.length).toBeGreaterThan(0);
    expect(leases.slice(0, overdue.length)).toEqual(overdue);
    expect(overdue.map((r: any) => r.overdueDays)).toEqual([...overdue.map((r: any) => r.overdueDays)].sort((x: number, y: number) => y - x));
    const cores = (await call('GET', base('substitutionOrder'), { query: { pageSize: 5 } })).body.data;
    expect(cores[0]).toMatchObject({ status: 'REPLACEMENT_SHIPPED' });
    expect(cores[0].coreOverdueDays).toBeGreaterThan(0);
  });

  it('answers derived values and sorts by them', async () => {
    const a = await call('GET', base('leaseOrder'), { query: { sortField: 'overdueDays', sortOrder: 'descend', pageSize: 5 } });
    expect(a.body.data[0].overdueDays).toBeGreaterThan(0);
    expect(a.body.data[0].returnDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const p = await call('GET', base('procurementOrder'), { query: { status: 'QUOTED', pageSize: 1 } });
    const r = p.body.data[0];
    expect(r.totalAmount).toBeCloseTo(
      r.lines.reduce((sum: number, l: any) => sum + l.unitPrice * l.quantity, 0),
      2,
    );
  });

  it('puts open AOG orders first, the unanswered ones by deadline', async () => {
    const rows = (await call('GET', base('aogOrder'), { query: { pageSize: 100 } })).body.data;
    const open = ['SUBMITTED', 'ACCEPTED', 'SOURCING', 'SHIPPED'];
    const firstClosed = rows.findIndex((r: any) => !open.includes(r.status));
    expect(rows.slice(firstClosed).every((r: any) => !open.includes(r.status))).toBe(true);
    const waiting = rows.filter((r: any) => r.status === 'SUBMITTED');
    expect(rows.slice(0, waiting.length).every((r: any) => r.status === 'SUBMITTED')).toBe(true);
    const deadlines = waiting.map((r: any) => r.responseDeadline);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(waiting.some((r: any) => r.overdue)).toBe(true);
  });

  it('refuses unknown parameters, bad paging and unsortable fields with a business error', async () => {
    for (const query of [
      { hack: '1' },
      { pageSize: '1000' },
      { current: '-1' },
      { sortField: 'password' },
      { sortOrder: 'sideways' },
      { createdAtFrom: 'yesterday' },
      { status: ['A', 'B'] as unknown as string },
    ]) {
      const a = await call('GET', base('aogOrder'), { query });
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
  });
});

describe('writes', () => {
  it('creates with a record number, the applicant, history and an operation-log entry', async () => {
    const before = opLog().length;
    const a = await call('POST', base('procurementOrder'), { body: newProcurement(), user: 'manager' });
    expect(a.body.success).toBe(true);
    const r = a.body.data;
    expect(r.code).toMatch(/^PO-\d{8}-\d{4}$/);
    expect(r).toMatchObject({ status: 'DRAFT', version: 1, applicantNo: 'manager', applicantName: '李敏', customerName: '中国国际航空股份有限公司' });
    expect(r.history).toEqual([expect.objectContaining({ action: 'create', operatorNo: 'manager', to: 'DRAFT' })]);
    expect(opLog().slice(before)).toEqual([
      expect.objectContaining({ module: '采购订单', action: '新建', target: r.code, result: 'SUCCESS', userNo: 'manager' }),
    ]);
  });

  it('numbers records per day in sequence', async () => {
    const a = (await call('POST', base('procurementOrder'), { body: newProcurement() })).body.data;
    const b = (await call('POST', base('procurementOrder'), { body: newProcurement() })).body.data;
    expect(Number(b.code.slice(-4))).toBe(Number(a.code.slice(-4)) + 1);
  });

  it('refuses an update with a stale version — nothing is overwritten', async () => {
    const r = (await call('POST', base('procurementOrder'), { body: newProcurement() })).body.data;
    const first = await call('PUT', `${base('procurementOrder')}/${r.id}`, { body: { priority: 'ROUTINE', version: 1 } });
    expect(first.body.data).toMatchObject({ priority: 'ROUTINE', version: 2 });
    const second = await call('PUT', `${base('procurementOrder')}/${r.id}`, { body: { priority: 'CRITICAL', version: 1 } });
    expect(second.body).toMatchObject({ success: false, errorCode: 'STALE_VERSION', data: { currentVersion: 2 } });
    expect(second.body.errorMessage).toContain('已被他人修改');
    expect(store.findRecord('procurementOrder', r.id)).toMatchObject({ priority: 'ROUTINE', version: 2 });
  });

  it('records what an edit changed in the history', async () => {
    const r = (await call('POST', base('procurementOrder'), { body: newProcurement() })).body.data;
    const lines = [{ ...newProcurement().lines[0], quantity: 6 }];
    const a = await call('PUT', `${base('procurementOrder')}/${r.id}`, { body: { lines, remark: '加急', version: 1 } });
    expect(a.body.data.history.at(-1)).toMatchObject({ action: 'edit', changes: ['lines', 'remark'] });
  });

  it('refuses edits outside the editable statuses and actions the status does not allow', async () => {
    const quoted = store.storedRows(procurementOrder).find((r) => r.status === 'QUOTED')!;
    const a = await call('PUT', `${base('procurementOrder')}/${quoted.id}`, { body: { priority: 'ROUTINE', version: quoted.version } });
    expect(a.body).toMatchObject({ success: false, errorCode: 'NOT_EDITABLE' });
    const b = await call('POST', `${base('procurementOrder')}/${quoted.id}/actions/ship`, {
      body: { carrier: 'SF', trackingNo: 'SF12345678', version: quoted.version },
    });
    expect(b.body).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED' });
    expect(b.body.errorMessage).toBe('当前状态“已报价”不允许执行“发运”');
  });

  it('takes a procurement order from draft to closed through the endpoints', async () => {
    let r = (await call('POST', base('procurementOrder'), { body: newProcurement() })).body.data;
    const step = async (action: string, input: Record<string, unknown> = {}) => {
      const a = await call('POST', `${base('procurementOrder')}/${r.id}/actions/${action}`, { body: { ...input, version: r.version } });
      expect(a.body.success).toBe(true);
      r = a.body.data;
    };
    await step('submit');
    await step('quote', { lines: [{ unitPrice: 980 }], currency: 'USD', quoteValidUntil: future(10) });
    expect(r.totalAmount).toBe(3920);
    await step('confirm');
    await step('ship', { carrier: 'DHL', trackingNo: '1234567890' });
    await step('deliver');
    await step('close');
    expect(r.status).toBe('CLOSED');
    // confirming reserves the lines' stock, shipping issues it (docs/inventory.md)
    expect(r.history.map((h: any) => h.action)).toEqual(['create', 'submit', 'quote', 'confirm', 'stockReserve', 'ship', 'stockIssue', 'deliver', 'close']);
  });

  it('checks page-element codes: staff may read but not create or act', async () => {
    expect((await call('GET', base('aogOrder'), { user: 'staff' })).body.success).toBe(true);
    const c = await call('POST', base('procurementOrder'), { body: newProcurement(), user: 'staff' });
    expect(c.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    const row = store.storedRows(aogOrder).find((r) => r.status === 'SUBMITTED')!;
    const a = await call('POST', `${base('aogOrder')}/${row.id}/actions/accept`, { body: { version: row.version }, user: 'staff' });
    expect(a.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    const t = await call('GET', base('aogOrder'), { user: 'trainer' });
    expect(t.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(opLog().at(-2)).toMatchObject({ result: 'FAILURE', userNo: 'staff' });
  });

  it('answers 401 without a valid token', async () => {
    expect((await call('GET', base('aogOrder'), { as: null })).status).toBe(401);
    expect((await call('GET', base('aogOrder'), { token: 'forged.token' })).status).toBe(401);
  });

  it('applies a bulk action to all or none', async () => {
    const delivered = store
      .storedRows(aogOrder)
      .filter((r) => r.status === 'DELIVERED')
      .slice(0, 3);
    const shipped = store.storedRows(aogOrder).find((r) => r.status === 'SHIPPED')!;
    const refused = await call('POST', `${base('aogOrder')}/bulk-actions/close`, { body: { ids: [...delivered.map((r) => r.id), shipped.id] } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'ACTION_NOT_ALLOWED', data: { refused: [shipped.id] } });
    expect(delivered.every((r) => store.findRecord('aogOrder', r.id)!.status === 'DELIVERED')).toBe(true);
    const done = await call('POST', `${base('aogOrder')}/bulk-actions/close`, { body: { ids: delivered.map((r) => r.id) } });
    expect(done.body).toMatchObject({ success: true, data: { count: 3 } });
    expect(delivered.every((r) => store.findRecord('aogOrder', r.id)!.status === 'CLOSED')).toBe(true);
  });

  it('exports every row matching the filter, not one page', async () => {
    const a = await call('GET', `${base('aogOrder')}/export`, { query: { status: 'CLOSED', reason: '月度对账' } });
    expect(a.body.data.length).toBe(store.storedRows(aogOrder).filter((r) => r.status === 'CLOSED').length);
    expect(a.body.data.length).toBeGreaterThan(10);
    expect((await call('GET', `${base('aogOrder')}/export`, { user: 'staff' })).body.errorCode).toBe('FORBIDDEN');
  });

  it('attaches an uploaded file and keeps it in the history', async () => {
    const up = await call('POST', '/api/file/files', {
      body: { name: '8130-3.pdf', type: 'application/pdf', content: Buffer.from('certificate').toString('base64') },
    });
    expect(up.body.data).toMatchObject({ name: '8130-3.pdf', size: 11 });
    const row = store.storedRows(aogOrder).find((r) => r.status === 'SOURCING')!;
    const a = await call('POST', `${base('aogOrder')}/${row.id}/attachments`, { body: { fileId: up.body.data.id, docType: 'CERTIFICATE' } });
    expect(a.body.data).toEqual([expect.objectContaining({ id: up.body.data.id, docType: 'CERTIFICATE' })]);
    expect(store.findRecord('aogOrder', row.id)!.history!.at(-1)).toMatchObject({ action: 'attach', comment: '8130-3.pdf' });
    const dl = await call('GET', `/api/file/files/${up.body.data.id}`);
    expect(Buffer.from(dl.body).toString()).toBe('certificate');
    const d = await call('DELETE', `${base('aogOrder')}/${row.id}/attachments/${up.body.data.id}`);
    expect(d.body.data).toEqual([]);
  });
});

describe('dictionaries and settings', () => {
  it('serves every dictionary the order pages read', async () => {
    const a = await call('GET', '/api/management/options/dictionaries');
    const types = a.body.data.map((d: any) => d.type);
    for (const def of resources) for (const f of def.fields) if (f.dict) expect(types).toContain(f.dict);
    expect(types).toEqual(
      expect.arrayContaining(['aircraftType', 'conditionCode', 'certificateType', 'currency', 'priority', 'ataChapter', 'carrier', 'station', 'customer']),
    );
    const s = await call('GET', '/api/management/options/settings');
    expect(s.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'aogResponseMinutes', value: 120 }),
        expect.objectContaining({ key: 'coreReturnDays', value: 30 }),
      ]),
    );
  });

  it('refuses a disabled item for a new record but still labels the records that have it', async () => {
    const dict = (await call('GET', `${base('selectType')}/DICT-conditionCode`)).body.data;
    const items = dict.items.map((i: { value: string }) => (i.value === 'NE' ? { ...i, enabled: false } : i));
    expect((await call('PUT', `${base('selectType')}/DICT-conditionCode`, { body: { items, version: dict.version } })).body.success).toBe(true);
    const a = await call('POST', base('procurementOrder'), { body: newProcurement() });
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(a.body.errorMessage).toContain('件况的选项已停用');
    expect(getDictionary('conditionCode').items.find((i) => i.value === 'NE')).toMatchObject({ enabled: false, label: 'NE 新件' });
  });

  it('fixes deadlines from the settings in force when the record is created: a change applies to new records only', async () => {
    const before = (await call('GET', base('aogOrder'), { query: { pageSize: 1 } })).body.data[0];
    expect(Date.parse(before.responseDeadline) - Date.parse(before.createdAt)).toBe(120 * 60_000);
    setSetting('aogResponseMinutes', 30);
    const after = (await call('GET', `${base('aogOrder')}/${before.id}`)).body.data;
    expect(after.responseDeadline).toBe(before.responseDeadline);
    expect(() => setSetting('aogResponseMinutes', -5)).toThrow();
  });
});

describe('hooks for other modules', () => {
  it('a submit hook can redirect the status of a submitted record; throwing refuses the whole write', async () => {
    const off = store.onSubmit('leaseOrder', ({ record, via }) =>
      via === 'create' && record.leaseDays === 7 ? { status: 'APPROVED', comment: '无需审批' } : undefined,
    );
    const body = {
      customerId: 'C-CES',
      partNumber: '2314M20-3',
      partName: '液压泵',
      leaseStart: future(3),
      leaseDays: 7,
      dayRate: 900,
      currency: 'CNY',
      deposit: 20000,
    };
    const a = await call('POST', base('leaseOrder'), { body });
    expect(a.body.data).toMatchObject({ status: 'APPROVED' });
    expect(a.body.data.history[0]).toMatchObject({ to: 'APPROVED', comment: '无需审批' });
    off();
    const count = store.storedRows(leaseOrder).length;
    const off2 = store.onSubmit('*', () => {
      throw new Error('workflow unavailable');
    });
    const b = await call('POST', base('leaseOrder'), { body });
    expect(b.body).toMatchObject({ success: false, errorCode: 'INTERNAL' });
    expect(store.storedRows(leaseOrder).length).toBe(count);
    off2();
  });

  it("an action hook can take over an action; the approve step is the workflow's (system); system transitions write history", async () => {
    const row = store.storedRows(substitutionOrder).find((r) => r.status === 'SUBMITTED')!;
    const refused = await call('POST', `${base('substitutionOrder')}/${row.id}/actions/approve`, { body: { version: row.version } });
    expect(refused.body.errorCode).toBe('UNKNOWN_ACTION');
    const off = store.onAction('substitutionOrder', 'cancel', () => ({ status: 'SUBMITTED', comment: '取消需经审批' }));
    const a = await call('POST', `${base('substitutionOrder')}/${row.id}/actions/cancel`, { body: { version: row.version, comment: '客户取消' } });
    expect(a.body.data.status).toBe('SUBMITTED');
    off();
    const done = store.systemTransition('substitutionOrder', row.id, {
      to: 'APPROVED',
      operator: { userNo: 'manager', userName: '李敏' },
      action: 'approve',
      comment: '终审通过',
    });
    expect(done).toMatchObject({ status: 'APPROVED', version: row.version + 2 });
    expect(done.history!.at(-1)).toMatchObject({ action: 'approve', from: 'SUBMITTED', to: 'APPROVED', operatorName: '李敏' });
  });

  it('a row filter hides rows from lists, exports and details (data scope)', async () => {
    const off = store.addRowFilter('procurementOrder', (row, user) => user.userNo !== 'manager' || row.customerId === 'C-CCA');
    const list = await call('GET', base('procurementOrder'), { user: 'manager', query: { pageSize: 100 } });
    expect(list.body.data.every((r: any) => r.customerId === 'C-CCA')).toBe(true);
    const hidden = store.storedRows(procurementOrder).find((r) => r.customerId !== 'C-CCA')!;
    expect((await call('GET', `${base('procurementOrder')}/${hidden.id}`, { user: 'manager' })).body.errorCode).toBe('NOT_FOUND');
    expect((await call('GET', `${base('procurementOrder')}/${hidden.id}`, { user: 'admin' })).body.success).toBe(true);
    off();
  });
});
