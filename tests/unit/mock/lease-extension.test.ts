/**
 * Lease extensions and the overdue fee on the mock: a short extension is granted with the action, a
 * long one waits in EXTENSION_REQUESTED for the lease workflow (approved → granted, rejected →
 * refused), refusals with their messages, and the fee settled on return — on the record, confirmed.
 */
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import { setSetting } from '../../../mock/lib/store/options';
import * as store from '../../../mock/lib/store/store';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { addDays, businessDate } from '@/domain/engine';
import { leaseOrder } from '@/domain/desks/orders';
import { caller, fresh, ok } from './harness';

const call = caller({ ...resourceRoutes, ...workflowRoutes });
const M = '/api/management';
const W = '/api/workflow';
const act = (id: string, action: string, body: Record<string, unknown>, as = 'manager') =>
  call(`POST ${M}/leaseOrder/:id/actions/:action`, { as, params: { id, action }, body });
const detail = (id: string) => ok(call(`GET ${M}/leaseOrder/:id`, { as: 'admin', params: { id } }));
const today = () => businessDate(Date.now());

/** A seeded order on lease, not overdue, without extensions. */
function onLease() {
  const row = store
    .storedRows(leaseOrder)
    .find((r) => r.status === 'ON_LEASE' && !(r.extensions as unknown[] | undefined)?.length && detail(r.id).overdueDays === 0);
  if (!row) throw new Error('no seeded lease on lease');
  return detail(row.id);
}

beforeEach(fresh);

describe('extending a lease on the mock', () => {
  it('an extension within the configured days is granted at once; the detail shows it and the new due date', () => {
    const lease = onLease();
    const newDate = addDays(lease.returnDueDate, 10);
    const next = ok(act(lease.id, 'extend', { version: lease.version, newReturnDate: newDate, extensionReason: '送修件返厂周期延长' }));
    expect(next.status).toBe('ON_LEASE');
    expect(next.returnDueDate).toBe(newDate);
    expect(next.extensions.at(-1)).toMatchObject({
      fromDate: lease.returnDueDate,
      toDate: newDate,
      days: 10,
      reason: '送修件返厂周期延长',
      approval: false,
      state: 'GRANTED',
    });
    expect(detail(lease.id).history.at(-1)).toMatchObject({ action: 'extend', from: 'ON_LEASE', to: 'ON_LEASE' });
  });

  it('refuses a date not after the due date, and an extension without a reason, changing nothing', () => {
    const lease = onLease();
    const early = act(lease.id, 'extend', { version: lease.version, newReturnDate: lease.returnDueDate, extensionReason: '客户要求' }).body;
    expect(early).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(early.data.issues[0]).toMatchObject({ field: 'newReturnDate', text: `新的应还日期须晚于当前应还日期 ${lease.returnDueDate}` });
    const noReason = act(lease.id, 'extend', { version: lease.version, newReturnDate: addDays(lease.returnDueDate, 5) }).body;
    expect(noReason.data.issues[0].field).toBe('extensionReason');
    expect(detail(lease.id).version).toBe(lease.version);
  });

  it('a longer one goes through the lease workflow: EXTENSION_REQUESTED, then granted on approval', () => {
    const lease = onLease();
    const newDate = addDays(lease.returnDueDate, 45);
    const asked = ok(act(lease.id, 'extend', { version: lease.version, newReturnDate: newDate, extensionReason: '客户航材采购未到货' }));
    expect(asked.status).toBe('EXTENSION_REQUESTED');
    expect(asked.returnDueDate).toBe(lease.returnDueDate);
    expect(asked.extensions.at(-1)).toMatchObject({ approval: true, state: 'PENDING' });
    const inst = workflowData().instances.find((i) => i.recordId === lease.id && i.status === 'RUNNING')!;
    expect(inst.phase).toBe('EXTENSION_REQUESTED');
    for (let n = 0; n < inst.nodes.length; n += 1) {
      const task = (call(`GET ${W}/tasks/pending`, { as: 'admin', query: { pageSize: '100' } }).body.data as any[]).find((t) => t.recordId === lease.id);
      ok(call(`POST ${W}/tasks/:id/approve`, { as: 'admin', params: { id: task.id }, body: {} }));
    }
    const granted = detail(lease.id);
    expect(granted.status).toBe('ON_LEASE');
    expect(granted.returnDueDate).toBe(newDate);
    expect(granted.extensions.at(-1)).toMatchObject({ state: 'GRANTED' });
  });

  it('rejected in the workflow, the extension is refused and the due date stays', () => {
    const lease = onLease();
    ok(act(lease.id, 'extend', { version: lease.version, newReturnDate: addDays(lease.returnDueDate, 60), extensionReason: '航线调整' }));
    const task = (call(`GET ${W}/tasks/pending`, { as: 'admin', query: { pageSize: '100' } }).body.data as any[]).find((t) => t.recordId === lease.id);
    ok(call(`POST ${W}/tasks/:id/reject`, { as: 'admin', params: { id: task.id }, body: { comment: '库存紧张' } }));
    const refused = detail(lease.id);
    expect(refused.status).toBe('ON_LEASE');
    expect(refused.returnDueDate).toBe(lease.returnDueDate);
    expect(refused.extensions.at(-1)).toMatchObject({ state: 'REFUSED' });
  });

  it('the configured days are a setting of 选项配置', () => {
    setSetting('leaseExtensionApprovalDays', 60);
    const lease = onLease();
    const next = ok(
      act(lease.id, 'extend', { version: lease.version, newReturnDate: addDays(lease.returnDueDate, 45), extensionReason: '客户航材采购未到货' }),
    );
    expect(next.status).toBe('ON_LEASE');
  });
});

describe('returning an overdue lease', () => {
  const overdue = () => {
    const row = store.storedRows(leaseOrder).find((r) => r.status === 'ON_LEASE' && detail(r.id).overdueFee > 0);
    if (!row) throw new Error('no overdue lease in the seed');
    return detail(row.id);
  };

  it('refuses the return until the fee is confirmed, then keeps the fee settled on the record', () => {
    const lease = overdue();
    const refused = act(lease.id, 'return', { version: lease.version }).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(refused.data.issues[0]).toMatchObject({ field: 'overdueFeeConfirmed' });
    expect(refused.data.issues[0].text).toContain(lease.overdueFee.toFixed(2));
    const back = ok(act(lease.id, 'return', { version: lease.version, overdueFeeConfirmed: true }));
    expect(back).toMatchObject({ status: 'RETURNED', overdueFee: lease.overdueFee, overdueDays: lease.overdueDays, overdueFeeConfirmed: true });
    const stored = store.findRecord('leaseOrder', lease.id)!;
    expect(stored.overdueFee).toBe(lease.overdueFee);
    expect(today() > lease.returnDueDate).toBe(true);
  });

  it('seeded returned orders carry the fee they settled, confirmed when there was one', () => {
    const back = store.storedRows(leaseOrder).filter((r) => typeof r.returnedAt === 'string');
    expect(back.length).toBeGreaterThan(0);
    for (const r of back) {
      expect(typeof r.overdueFee).toBe('number');
      expect({ code: r.code, confirmed: r.overdueFeeConfirmed === true }).toEqual({ code: r.code, confirmed: (r.overdueFee as number) > 0 });
    }
    expect(store.storedRows(leaseOrder).some((r) => (r.extensions as any[] | undefined)?.some((e) => e.state === 'GRANTED'))).toBe(true);
  });
});
