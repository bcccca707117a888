/**
 * The lease desk's rules (src/domain/desks/orders/lease.ts): the overdue fee settled on return,
 * the due date an extension moves, when an extension needs the lease workflow, and the checks of
 * the extend and return actions.
 */
import { actionProblem, applyAction, domainContext, type Values } from '@/domain/engine';
import {
  extensionNeedsApproval,
  extensionOutcome,
  feeOnReturn,
  leaseOrder,
  leaseOverdueDays,
  leaseOverdueFee,
  leaseReturnDue,
  settleExtension,
} from '@/domain/desks/orders';
import { SETTINGS } from '@/domain/desks/settings';

/** 10:00 China time on a date */
const at = (date: string) => Date.parse(`${date}T10:00:00+08:00`);
const ctxOn = (date: string, settings: Record<string, number> = {}) => domainContext(at(date), settings);
const operator = { userNo: 'manager', userName: '李敏' };

// a 30-day lease from 2026-11-01: due 2026-12-01, 1200 a day
const lease: Values = { id: 'L1', status: 'ON_LEASE', leaseStart: '2026-11-01', leaseDays: 30, dayRate: 1200, currency: 'CNY', version: 3, history: [] };

describe('the overdue fee settled on return', () => {
  it('is nothing for a unit returned exactly on its due date (or before)', () => {
    expect(leaseReturnDue(lease)).toBe('2026-12-01');
    const onDue = { ...lease, status: 'RETURNED', returnedAt: new Date(at('2026-12-01')).toISOString() };
    expect(leaseOverdueDays(onDue, ctxOn('2026-12-20'))).toBe(0);
    expect(leaseOverdueFee(onDue, ctxOn('2026-12-20'))).toBe(0);
    // late in the evening of the due date, China time, is still the due date
    const lateEvening = { ...onDue, returnedAt: '2026-12-01T15:59:00Z' };
    expect(leaseOverdueFee(lateEvening, ctxOn('2026-12-20'))).toBe(0);
    const early = { ...onDue, returnedAt: new Date(at('2026-11-20')).toISOString() };
    expect(leaseOverdueFee(early, ctxOn('2026-12-20'))).toBe(0);
  });

  it('charges the day rate from the day after the due date, up to the return date', () => {
    const dayAfter = { ...lease, status: 'RETURNED', returnedAt: '2026-12-01T16:00:00Z' }; // 00:00 on 12-02 China time
    expect(leaseOverdueDays(dayAfter, ctxOn('2026-12-20'))).toBe(1);
    expect(leaseOverdueFee(dayAfter, ctxOn('2026-12-20'))).toBe(1200);
    const fiveLate = { ...lease, status: 'RETURNED', returnedAt: new Date(at('2026-12-06')).toISOString() };
    expect(leaseOverdueFee(fiveLate, ctxOn('2027-01-20'))).toBe(6000);
  });

  it('counts up to today for a unit still out (an extension in approval included), and stops at the return', () => {
    expect(leaseOverdueDays(lease, ctxOn('2026-12-04'))).toBe(3);
    expect(leaseOverdueDays({ ...lease, status: 'EXTENSION_REQUESTED' }, ctxOn('2026-12-04'))).toBe(3);
    expect(feeOnReturn(lease, ctxOn('2026-12-04'))).toBe(3600);
    expect(feeOnReturn(lease, ctxOn('2026-12-01'))).toBe(0);
  });

  it('is fixed on the record by the return, with the confirmation; an unconfirmed fee is refused', () => {
    const ctx = ctxOn('2026-12-04');
    expect(actionProblem(leaseOrder, lease, 'return', {}, ctx)).toMatchObject({
      field: 'overdueFeeConfirmed',
      message: 'leaseOrder.validation.feeNotConfirmed',
      params: { fee: '3600.00' },
    });
    expect(actionProblem(leaseOrder, lease, 'return', { overdueFeeConfirmed: false }, ctx)).not.toBeNull();
    expect(actionProblem(leaseOrder, lease, 'return', { overdueFeeConfirmed: true }, ctx)).toBeNull();
    // nothing to settle on the due date: no confirmation asked
    expect(actionProblem(leaseOrder, lease, 'return', {}, ctxOn('2026-12-01'))).toBeNull();
    const { record } = applyAction(leaseOrder, lease, leaseOrder.action('return')!, { overdueFeeConfirmed: true }, ctx, operator);
    expect(record).toMatchObject({ status: 'RETURNED', overdueDays: 3, overdueFee: 3600, overdueFeeConfirmed: true });
  });

  it('the dialog tells the amount to settle, from the record as the page has it', () => {
    const notice = leaseOrder.action('return')!.notice!;
    expect(notice({ ...lease, overdueDays: 3, overdueFee: 3600 })).toEqual({
      tone: 'warning',
      message: 'leaseOrder.notice.overdueFee',
      params: { days: 3, fee: '3600.00', rate: '1200.00', currency: 'CNY' },
    });
    expect(notice({ ...lease, overdueDays: 0, overdueFee: 0 })).toEqual({ message: 'leaseOrder.notice.noOverdue' });
  });
});

describe('extending a lease', () => {
  const extend = (record: Values, input: Values, date: string, settings: Record<string, number> = {}) =>
    applyAction(leaseOrder, record, leaseOrder.action('extend')!, input, ctxOn(date, settings), operator).record;

  it('refuses a new date not after the current due date, or beyond the longest lease', () => {
    const ctx = ctxOn('2026-11-20');
    expect(actionProblem(leaseOrder, lease, 'extend', { newReturnDate: '2026-12-01', extensionReason: 'x' }, ctx)).toEqual({
      field: 'newReturnDate',
      message: 'leaseOrder.validation.extendAfterDue',
      params: { due: '2026-12-01' },
    });
    expect(actionProblem(leaseOrder, lease, 'extend', { newReturnDate: '2026-11-25', extensionReason: 'x' }, ctx)?.message).toBe(
      'leaseOrder.validation.extendAfterDue',
    );
    expect(actionProblem(leaseOrder, lease, 'extend', { newReturnDate: '2028-11-02', extensionReason: 'x' }, ctx)?.message).toBe(
      'leaseOrder.validation.extendTooLong',
    );
    expect(actionProblem(leaseOrder, lease, 'extend', { newReturnDate: '2026-12-02', extensionReason: 'x' }, ctx)).toBeNull();
    // only on lease
    expect(actionProblem(leaseOrder, { ...lease, status: 'RETURNED' }, 'extend', { newReturnDate: '2026-12-10' }, ctx)?.message).toBe(
      'resource.error.actionNotAllowed',
    );
  });

  it('up to the configured days: granted at once, the due date moves and the overdue days follow', () => {
    const next = extend(lease, { newReturnDate: '2026-12-31', extensionReason: '送修件返厂周期延长' }, '2026-11-28');
    expect(next.status).toBe('ON_LEASE');
    expect(next.extensions).toEqual([
      {
        fromDate: '2026-12-01',
        toDate: '2026-12-31',
        days: 30,
        reason: '送修件返厂周期延长',
        requestedAt: new Date(at('2026-11-28')).toISOString(),
        approval: false,
        state: 'GRANTED',
        decidedAt: new Date(at('2026-11-28')).toISOString(),
      },
    ]);
    // the inputs live in the extension, not on the order
    expect(next).not.toHaveProperty('newReturnDate');
    expect(next).not.toHaveProperty('extensionReason');
    expect(leaseReturnDue(next)).toBe('2026-12-31');
    expect(leaseOverdueDays(next, ctxOn('2026-12-04'))).toBe(0);
    expect(next.history).toEqual([expect.objectContaining({ action: 'extend', from: 'ON_LEASE', to: 'ON_LEASE' })]);
  });

  it('longer than the configured days: waits in EXTENSION_REQUESTED, the due date unchanged until granted', () => {
    expect(extensionNeedsApproval(SETTINGS.leaseExtensionApprovalDays.default, ctxOn('2026-11-28'))).toBe(false);
    expect(extensionNeedsApproval(SETTINGS.leaseExtensionApprovalDays.default + 1, ctxOn('2026-11-28'))).toBe(true);
    const asked = extend(lease, { newReturnDate: '2027-01-01', extensionReason: '客户航材采购未到货' }, '2026-11-28');
    expect(asked.status).toBe('EXTENSION_REQUESTED');
    expect((asked.extensions as Values[])[0]).toMatchObject({ days: 31, approval: true, state: 'PENDING' });
    expect(leaseReturnDue(asked)).toBe('2026-12-01');
    const granted = { ...asked, ...settleExtension(asked, extensionOutcome('approve'), '2026-11-29T02:00:00Z') };
    expect(leaseReturnDue(granted)).toBe('2027-01-01');
    const refused = { ...asked, ...settleExtension(asked, extensionOutcome('reject'), '2026-11-29T02:00:00Z') };
    expect((refused.extensions as Values[])[0].state).toBe('REFUSED');
    expect(leaseReturnDue(refused)).toBe('2026-12-01');
    expect(extensionOutcome('withdraw')).toBe('WITHDRAWN');
    // a decided extension is not decided again
    expect(settleExtension(granted, 'REFUSED', '2026-11-30T00:00:00Z')).toEqual({});
  });

  it('the configured days come from 选项配置: a limit of 60 grants the same 31 days at once', () => {
    const next = extend(lease, { newReturnDate: '2027-01-01', extensionReason: '客户航材采购未到货' }, '2026-11-28', { leaseExtensionApprovalDays: 60 });
    expect(next.status).toBe('ON_LEASE');
    expect(leaseReturnDue(next)).toBe('2027-01-01');
  });

  it('a second extension starts from the date the first one granted', () => {
    const once = extend(lease, { newReturnDate: '2026-12-15', extensionReason: 'a' }, '2026-11-28');
    expect(actionProblem(leaseOrder, once, 'extend', { newReturnDate: '2026-12-10', extensionReason: 'b' }, ctxOn('2026-11-29'))?.params).toEqual({
      due: '2026-12-15',
    });
    const twice = extend(once, { newReturnDate: '2026-12-20', extensionReason: 'b' }, '2026-11-29');
    expect((twice.extensions as Values[]).map((e) => [e.fromDate, e.toDate, e.days])).toEqual([
      ['2026-12-01', '2026-12-15', 14],
      ['2026-12-15', '2026-12-20', 5],
    ]);
  });
});
