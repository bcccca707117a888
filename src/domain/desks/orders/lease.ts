/** The lease desk (domain.md §3). */
import { addDays, businessDate, daysBetween, defineResource, overdueDays, roundMoney } from '../../engine';
import type { DomainContext, Issue, Values } from '../../engine';
import { SETTINGS } from '../settings';
import { aircraftType, approvedOrderLifecycle, money, overdueFirst, partFields, registration, serialNumberField, today } from './common';

/** The statuses of a leased unit that is out: dispatched, on lease, or on lease with an extension in approval. */
export const LEASE_OUT = ['DISPATCHED', 'ON_LEASE', 'EXTENSION_REQUESTED'];

/** The longest lease, in days from its start, extensions included. */
export const LEASE_MAX_DAYS = 730;

/**
 * One extension of a lease, as the record keeps it (`extensions`, newest last): the due date it moves
 * (from → to), the days it adds, the reason, when it was asked for and whether it went through the
 * lease workflow; its state — PENDING while the order waits in EXTENSION_REQUESTED, then GRANTED (the
 * new due date holds), REFUSED (rejected in approval) or WITHDRAWN (the applicant took it back).
 */
export interface LeaseExtension {
  fromDate: string;
  toDate: string;
  days: number;
  reason: string;
  requestedAt: string;
  approval: boolean;
  state: 'PENDING' | 'GRANTED' | 'REFUSED' | 'WITHDRAWN';
  decidedAt?: string;
}
export const EXTENSION_STATES = ['PENDING', 'GRANTED', 'REFUSED', 'WITHDRAWN'] as const;

export const extensionsOf = (r: Values): LeaseExtension[] => (Array.isArray(r.extensions) ? (r.extensions as LeaseExtension[]) : []);

/** The due date agreed when the order was made: lease start + lease days. */
export function leaseAgreedDue(r: Values): string | null {
  if (typeof r.leaseStart !== 'string' || typeof r.leaseDays !== 'number') return null;
  return addDays(r.leaseStart, r.leaseDays);
}

/** The return due date: the last granted extension's new date, else the agreed one. */
export function leaseReturnDue(r: Values): string | null {
  const granted = extensionsOf(r).filter((e) => e.state === 'GRANTED');
  return granted.length ? granted[granted.length - 1].toDate : leaseAgreedDue(r);
}

/**
 * Days past the return due date: for a unit still out, up to today; once returned, up to the return
 * date. A unit returned on its due date (or before) is not overdue: the first overdue day is the day after.
 */
export function leaseOverdueDays(r: Values, ctx: DomainContext): number {
  const due = leaseReturnDue(r);
  if (!due) return 0;
  let end: string | null = null;
  if (typeof r.returnedAt === 'string') end = businessDate(Date.parse(r.returnedAt));
  else if (LEASE_OUT.includes(String(r.status))) end = today(ctx);
  if (!end) return 0;
  return Math.max(0, daysBetween(due, end));
}

/** Overdue fee: every day past due is charged at the day rate (settled when the unit comes back). */
export function leaseOverdueFee(r: Values, ctx: DomainContext): number {
  const days = leaseOverdueDays(r, ctx);
  return typeof r.dayRate === 'number' ? roundMoney(days * r.dayRate) : 0;
}

/** The fee a return now would settle: the record as if returned at ctx.now. */
export const feeOnReturn = (r: Values, ctx: DomainContext) => leaseOverdueFee({ ...r, returnedAt: new Date(ctx.now).toISOString() }, ctx);

/** Whether an extension by `days` needs the lease workflow: longer than the configured days (选项配置). */
export const extensionNeedsApproval = (days: number, ctx: DomainContext) =>
  days > ctx.setting(SETTINGS.leaseExtensionApprovalDays.key, SETTINGS.leaseExtensionApprovalDays.default);

/** The days an extension to `newDate` adds to the current due date (≤ 0: not an extension). */
export const extensionDays = (r: Values, newDate: unknown) => {
  const due = leaseReturnDue(r);
  return due && typeof newDate === 'string' ? daysBetween(due, newDate) : 0;
};

/** An extension asked for: after the current due date, within the longest lease. */
export function extensionProblem(r: Values, input: Values): Issue | null {
  const due = leaseReturnDue(r);
  if (!due || typeof input.newReturnDate !== 'string') return null;
  if (input.newReturnDate <= due) return { field: 'newReturnDate', message: 'leaseOrder.validation.extendAfterDue', params: { due } };
  if (typeof r.leaseStart === 'string' && daysBetween(r.leaseStart, input.newReturnDate) > LEASE_MAX_DAYS) {
    return { field: 'newReturnDate', message: 'leaseOrder.validation.extendTooLong', params: { max: LEASE_MAX_DAYS } };
  }
  return null;
}

/** The record with its pending extension (the last one) decided: GRANTED, REFUSED or WITHDRAWN. */
export function settleExtension(r: Values, state: Exclude<LeaseExtension['state'], 'PENDING'>, at: string): Values {
  const list = extensionsOf(r);
  const last = list[list.length - 1];
  if (last?.state !== 'PENDING') return {};
  return { extensions: [...list.slice(0, -1), { ...last, state, decidedAt: at }] };
}

/** What the workflow's end of an extension's approval means for it (approve → granted; withdraw; else refused). */
export const extensionOutcome = (workflowAction: string | undefined): Exclude<LeaseExtension['state'], 'PENDING'> =>
  workflowAction === 'approve' || workflowAction === 'autoApprove' ? 'GRANTED' : workflowAction === 'withdraw' ? 'WITHDRAWN' : 'REFUSED';

export const leaseOrder = defineResource({
  key: 'leaseOrder',
  codePrefix: 'LS',
  thread: true,
  fields: [
    // the columns that explain a highlighted row come first (in view at 1280 px); the overdue days are
    // live while the unit is out, fixed on the record when it comes back (the fee settled then)
    { key: 'returnDueDate', type: 'date', table: { width: 110, sortable: true }, detail: true, derive: (r) => leaseReturnDue(r) },
    { key: 'overdueDays', type: 'integer', table: { width: 90, sortable: true }, detail: true, derive: leaseOverdueDays, fixOn: ['return'] },
    ...partFields(),
    aircraftType,
    registration(false),
    { key: 'leaseStart', type: 'date', required: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    { key: 'leaseDays', type: 'integer', required: true, min: 1, max: 730, table: { width: 80, sortable: true }, form: true },
    money('dayRate', { required: true, min: 0.01, table: { width: 100, sortable: true }, form: true }),
    { key: 'currency', type: 'select', dict: 'currency', required: true, table: { width: 80, hidden: true }, form: true },
    money('deposit', { required: true, table: { width: 100, hidden: true }, form: true }),
    { key: 'serialNumber', type: 'text', readOnly: true, table: { width: 130 }, search: true, detail: true },
    { key: 'overdueFee', type: 'money', table: { width: 110, sortable: true }, detail: true, derive: leaseOverdueFee, fixOn: ['return'] },
    { key: 'overdueFeeConfirmed', type: 'boolean', readOnly: true, detail: true },
    { key: 'dispatchedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'returnedAt', type: 'dateTime', readOnly: true, detail: true },
    {
      key: 'extensions',
      type: 'lineItems',
      readOnly: true,
      detail: true,
      wide: true,
      lines: {
        fields: [
          { key: 'fromDate', type: 'date', readOnly: true },
          { key: 'toDate', type: 'date', readOnly: true },
          { key: 'days', type: 'integer', readOnly: true },
          { key: 'reason', type: 'text', readOnly: true },
          { key: 'approval', type: 'boolean', readOnly: true },
          { key: 'state', type: 'select', enum: EXTENSION_STATES, readOnly: true },
          { key: 'requestedAt', type: 'dateTime', readOnly: true },
          { key: 'decidedAt', type: 'dateTime', readOnly: true },
        ],
        summary: ['toDate', 'state'],
      },
    },
    { key: 'inspectionResult', type: 'select', dict: 'inspectionResult', readOnly: true, detail: true },
  ],
  print: [
    {
      key: 'returnNote',
      title: 'leaseOrder.print.returnNote',
      statuses: ['RETURNED', 'INSPECTED', 'CLOSED'],
      sections: [
        { fields: ['code', 'customerName', 'partNumber', 'partName', 'serialNumber', 'leaseStart', 'returnDueDate', 'returnedAt'] },
        { title: 'leaseOrder.print.feeTitle', fields: ['dayRate', 'currency', 'overdueDays', 'overdueFee', 'overdueFeeConfirmed'] },
        { title: 'leaseOrder.print.extensionsTitle', fields: ['extensions'] },
      ],
      footer: 'leaseOrder.print.returnFooter',
    },
  ],
  rules: [
    (v) =>
      typeof v.deposit === 'number' && typeof v.dayRate === 'number' && v.deposit > v.dayRate * 3650
        ? { field: 'deposit', message: 'orders.validation.depositTooHigh' }
        : null,
  ],
  rowTone: (r, ctx) => (LEASE_OUT.includes(String(r.status)) && leaseOverdueDays(r, ctx) > 0 ? 'error' : undefined),
  rowReason: (r, ctx) => overdueDays(leaseOverdueDays(r, ctx)),
  // overdue units still out first (most overdue on top), then newest first
  defaultOrder: (a, b, ctx) =>
    overdueFirst(
      a,
      b,
      LEASE_OUT.includes(String(a.status)) ? leaseOverdueDays(a, ctx) : 0,
      LEASE_OUT.includes(String(b.status)) ? leaseOverdueDays(b, ctx) : 0,
    ),
  lifecycle: approvedOrderLifecycle({
    statuses: [
      { key: 'DISPATCHED', tone: 'processing' },
      { key: 'ON_LEASE', tone: 'warning' },
      // an extension longer than the configured days waits for the lease workflow; the unit stays out
      { key: 'EXTENSION_REQUESTED', tone: 'warning', inApproval: true },
      { key: 'RETURNED', tone: 'processing' },
      { key: 'INSPECTED', tone: 'success' },
    ],
    actions: [
      {
        key: 'dispatch',
        from: ['APPROVED'],
        to: 'DISPATCHED',
        input: [serialNumberField('serialNumber', { required: true })],
        stamp: ['dispatchedAt'],
      },
      { key: 'startLease', from: ['DISPATCHED'], to: 'ON_LEASE', confirm: true },
      {
        key: 'extend',
        from: ['ON_LEASE'],
        to: 'ON_LEASE',
        input: [
          { key: 'newReturnDate', type: 'date', required: true, label: 'leaseOrder.field.newReturnDate' },
          { key: 'extensionReason', type: 'textarea', required: true, maxLength: 500, label: 'leaseOrder.field.extensionReason' },
        ],
        notice: (r) => ({ message: 'leaseOrder.notice.extend', params: { due: String(r.returnDueDate ?? '') } }),
        guard: (r, input) => extensionProblem(r, input),
        // longer than the configured days: the lease workflow decides (审批管理), the order waits in EXTENSION_REQUESTED
        approval: { status: 'EXTENSION_REQUESTED', when: (r, input, ctx) => extensionNeedsApproval(extensionDays(r, input.newReturnDate), ctx) },
        apply: (r, input, ctx) => {
          const days = extensionDays(r, input.newReturnDate);
          const approval = extensionNeedsApproval(days, ctx);
          const at = new Date(ctx.now).toISOString();
          const ext: LeaseExtension = {
            fromDate: String(leaseReturnDue(r)),
            toDate: String(input.newReturnDate),
            days,
            reason: String(input.extensionReason),
            requestedAt: at,
            approval,
            state: approval ? 'PENDING' : 'GRANTED',
            ...(approval ? {} : { decidedAt: at }),
          };
          // the inputs live in the extension, not on the order
          return { extensions: [...extensionsOf(r), ext], newReturnDate: undefined, extensionReason: undefined };
        },
      },
      {
        key: 'return',
        from: ['ON_LEASE'],
        to: 'RETURNED',
        confirm: true,
        // the overdue fee is settled on return: shown in the dialog, confirmed, and kept on the record
        input: [{ key: 'overdueFeeConfirmed', type: 'boolean', label: 'leaseOrder.field.overdueFeeConfirmed' }],
        notice: (r) =>
          typeof r.overdueFee === 'number' && r.overdueFee > 0
            ? {
                tone: 'warning',
                message: 'leaseOrder.notice.overdueFee',
                params: { days: Number(r.overdueDays), fee: r.overdueFee.toFixed(2), rate: Number(r.dayRate).toFixed(2), currency: String(r.currency ?? '') },
              }
            : { message: 'leaseOrder.notice.noOverdue' },
        guard: (r, input, ctx) => {
          const fee = feeOnReturn(r, ctx);
          return fee > 0 && input.overdueFeeConfirmed !== true
            ? { field: 'overdueFeeConfirmed', message: 'leaseOrder.validation.feeNotConfirmed', params: { fee: fee.toFixed(2) } }
            : null;
        },
        comment: 'optional',
        stamp: ['returnedAt'],
      },
      {
        key: 'inspect',
        from: ['RETURNED'],
        to: 'INSPECTED',
        input: [{ key: 'inspectionResult', type: 'select', dict: 'inspectionResult', required: true, label: 'leaseOrder.field.inspectionResult' }],
        comment: 'optional',
      },
      { key: 'close', from: ['INSPECTED'], to: 'CLOSED', confirm: true, bulk: true },
    ],
  }),
});
