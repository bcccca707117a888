/**
 * Work orders (维修工单), domain.md §3: repair work sent to an outlet's technician, raised from a
 * support case or a return-to-factory repair. CREATED → DISPATCHED → IN_PROGRESS → COMPLETED → VERIFIED.
 *
 * The rules that need more than the work order itself are plain functions here, run by the mock's
 * action hooks (mock/lib/desks/repairShop.ts) with the records they read:
 * - `dispatchProblem`: the outlet's approval certificate is in force, the technician works at it and
 *   holds a valid licence covering the work order's ATA chapter;
 * - `verifyProblem`: four eyes — whoever completed the work order (the user who took `complete`)
 *   cannot verify it.
 * `openTasksProblem` (no completion with open tasks) needs the work order only: it is the action's guard.
 */
import { defineResource, lineTotals, partNumberField, registrationField, serialNumberField } from '../../engine';
import type { FieldDef, HistoryEntry, Issue, Values } from '../../engine';
import { expiryState, licenceFor } from './outlets';
import { caseFacts, raisedFromCase } from '../support';
import { returnFactory } from './returnFactory';

const hours = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, type: 'number', precision: 1, min: 0, max: 999, ...extra });

/** The task list: what is to be done, its ATA chapter, estimated and actual labour hours, done. */
export const taskLines: FieldDef = {
  key: 'tasks',
  type: 'lineItems',
  required: true,
  table: { width: 220, ellipsis: true, hidden: true },
  form: true,
  wide: true,
  lines: {
    fields: [
      { key: 'task', type: 'text', required: true, maxLength: 120 },
      { key: 'ataChapter', type: 'select', dict: 'ataChapter' },
      hours('estimatedHours', { required: true }),
      hours('actualHours'),
      { key: 'done', type: 'boolean' },
    ],
    minRows: 1,
    maxRows: 30,
    totals: ['estimatedHours'],
    summary: ['task'],
  },
};

/** Parts used: P/N, quantity and — for a serialised part — its S/N (one unit per S/N). */
export const partLines: FieldDef = {
  key: 'partsUsed',
  type: 'lineItems',
  form: true,
  wide: true,
  detail: true,
  lines: {
    fields: [
      partNumberField('partNumber', { fill: {}, required: true }),
      { key: 'quantity', type: 'integer', required: true, min: 1, max: 999 },
      serialNumberField('serialNumber'),
    ],
    minRows: 0,
    maxRows: 30,
    totals: ['quantity'],
    summary: ['partNumber', 'quantity'],
  },
};

const rows = (v: unknown): Values[] => (Array.isArray(v) ? (v as Values[]) : []);

/** Labour hours of the tasks: the estimate (once every task has one) and the actual hours booked so far. */
export const estimatedHours = (r: Values) => lineTotals(taskLines, r.tasks).estimatedHours ?? null;
export const actualHours = (r: Values): number | null => {
  const booked = rows(r.tasks)
    .map((t) => t.actualHours)
    .filter((h): h is number => typeof h === 'number');
  return booked.length ? Math.round(booked.reduce((a, b) => a + b, 0) * 10) / 10 : null;
};

/** A work order cannot complete while a task is open, nor with a done task whose actual hours are missing. */
export function openTasksProblem(r: Values): Issue | null {
  const tasks = rows(r.tasks);
  const open = tasks.filter((t) => t.done !== true).length;
  if (open) return { message: 'workOrder.validation.openTasks', params: { count: open } };
  const unbooked = tasks.findIndex((t) => typeof t.actualHours !== 'number');
  return unbooked >= 0 ? { message: 'workOrder.validation.actualHoursMissing', params: { row: unbooked + 1 } } : null;
}

/** The last history entry of `action` (who completed it, who verified it). */
export const lastEntry = (r: Values, action: string): HistoryEntry | undefined =>
  [...((r.history as HistoryEntry[] | undefined) ?? [])].reverse().find((h) => h.action === action);

/** Four eyes: the user who completed the work order may not verify it. */
export function verifyProblem(r: Values, userNo: string): Issue | null {
  return lastEntry(r, 'complete')?.operatorNo === userNo ? { message: 'workOrder.validation.sameVerifier' } : null;
}

/**
 * Why the work order cannot go to this outlet and technician on `day` (a business date), or null:
 * the outlet is unknown or suspended or its approval certificate expired; the technician is unknown,
 * not active, at another outlet, or holds no valid licence covering the work order's ATA chapter.
 */
export function dispatchProblem(order: Values, outlet: Values | undefined, technician: Values | undefined, day: string): Issue | null {
  if (!outlet) return { field: 'outletCode', message: 'workOrder.validation.outletUnknown' };
  if (outlet.status !== 'ACTIVE') return { field: 'outletCode', message: 'workOrder.validation.outletSuspended' };
  if (expiryState(outlet.certificateExpiry, day) === 'EXPIRED') {
    return {
      field: 'outletCode',
      message: 'workOrder.validation.outletExpired',
      params: { certificate: String(outlet.certificateNo ?? ''), date: String(outlet.certificateExpiry) },
    };
  }
  if (!technician) return { field: 'technicianNo', message: 'workOrder.validation.technicianUnknown' };
  if (technician.status !== 'ACTIVE') return { field: 'technicianNo', message: 'workOrder.validation.technicianInactive' };
  if (technician.outletCode !== outlet.code) return { field: 'technicianNo', message: 'workOrder.validation.technicianOtherOutlet' };
  const ata = String(order.ataChapter ?? '');
  if (!licenceFor(technician, ata, day)) return { field: 'technicianNo', message: 'workOrder.validation.noLicence', params: { ata } };
  return null;
}

/** A work order raised from a return-to-factory repair: the same unit, its findings as the work to do. */
const fromRepair = (rf: Values): Values => ({
  customerId: rf.customerId,
  partNumber: rf.partNumber,
  serialNumber: rf.serialNumber,
  aircraftType: rf.aircraftType,
  aircraftRegistration: rf.aircraftRegistration,
  ataChapter: rf.ataChapter,
  description: rf.findings ?? rf.faultDescription,
  tasks: [{ task: String(rf.findings ?? rf.faultDescription ?? '').slice(0, 120), ataChapter: rf.ataChapter, estimatedHours: 1, done: false }],
  returnFactoryId: rf.id,
});

/** A work order raised from a support case: the case's unit, its urgency as the priority, its symptom as the work to do. */
const fromCase = (c: Values): Values => {
  const { symptom, partName: _name, ...facts } = caseFacts(c);
  return {
    ...facts,
    priority: c.urgency,
    description: symptom,
    tasks: [{ task: String(symptom ?? '').slice(0, 120), ataChapter: facts.ataChapter, estimatedHours: 1, done: false }],
  };
};

export const workOrder = defineResource({
  key: 'workOrder',
  codePrefix: 'WO',
  thread: true,
  // the engineer who dispatches a work order follows it to verification: "assigned to me"
  mine: { assigned: 'handlerNo' },
  fields: [
    {
      key: 'returnFactoryId',
      type: 'text',
      maxLength: 64,
      pattern: /^[A-Za-z0-9_-]{1,64}$/,
      form: 'create',
      detail: false,
      relatedTo: { resource: returnFactory.key, raise: { from: ['INSPECTING', 'CUSTOMER_APPROVED', 'REPAIRING', 'TESTING'], prefill: fromRepair } },
    },
    raisedFromCase(fromCase),
    { key: 'priority', type: 'select', dict: 'priority', required: true, initial: 'ROUTINE', table: { width: 80 }, search: true, form: true },
    partNumberField('partNumber', { fill: {}, required: true, table: { width: 140 }, search: true, form: true }),
    serialNumberField('serialNumber', { table: { width: 120, hidden: true }, search: true, form: true }),
    { key: 'aircraftType', type: 'select', dict: 'aircraftType', table: { width: 110, hidden: true }, search: true, form: true },
    registrationField({ table: { width: 100, hidden: true }, search: true, form: true }),
    {
      key: 'ataChapter',
      type: 'select',
      dict: 'ataChapter',
      required: true,
      table: { width: 90 },
      search: true,
      form: true,
      help: 'workOrder.help.ataChapter',
    },
    { key: 'description', type: 'textarea', required: true, maxLength: 1000, form: true, detail: true, wide: true },
    taskLines,
    partLines,
    { key: 'estimatedHours', type: 'number', precision: 1, table: { width: 90, sortable: true }, detail: true, derive: estimatedHours },
    { key: 'actualHours', type: 'number', precision: 1, table: { width: 90, sortable: true }, detail: true, derive: actualHours },
    { key: 'outletCode', type: 'select', dict: 'repairOutlet', readOnly: true, table: { width: 200, ellipsis: true }, search: true, detail: true },
    { key: 'technicianNo', type: 'select', dict: 'outletTechnician', readOnly: true, table: { width: 130 }, search: true, detail: true },
    { key: 'handlerName', type: 'text', readOnly: true, table: { width: 90, hidden: true }, detail: true },
    { key: 'dispatchedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'startedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'completedAt', type: 'dateTime', readOnly: true, table: { width: 160, sortable: true, hidden: true }, detail: true },
    { key: 'completedByName', type: 'text', detail: true, derive: (r) => lastEntry(r, 'complete')?.operatorName ?? null },
    { key: 'verifiedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'verifiedByName', type: 'text', detail: true, derive: (r) => (r.status === 'VERIFIED' ? (lastEntry(r, 'verify')?.operatorName ?? null) : null) },
  ],
  keywordFields: ['code', 'customerName', 'partNumber', 'serialNumber', 'description', 'tasks'],
  rules: [
    // a serial number names one unit
    (v) =>
      rows(v.partsUsed).flatMap((p, i): Issue[] =>
        p.serialNumber && typeof p.quantity === 'number' && p.quantity !== 1
          ? [{ field: 'partsUsed', row: i + 1, cell: 'quantity', message: 'workOrder.validation.serialisedQuantity' }]
          : [],
      ),
  ],
  lifecycle: {
    initial: 'CREATED',
    // the technician's progress (tasks done, hours, parts) is recorded until the work is completed
    editableIn: ['CREATED', 'DISPATCHED', 'IN_PROGRESS'],
    statuses: [
      { key: 'CREATED', tone: 'default' },
      { key: 'DISPATCHED', tone: 'warning' },
      { key: 'IN_PROGRESS', tone: 'processing' },
      { key: 'COMPLETED', tone: 'processing' },
      { key: 'VERIFIED', tone: 'success', final: true },
      { key: 'CANCELLED', tone: 'error', final: true },
    ],
    actions: [
      {
        key: 'dispatch',
        from: ['CREATED'],
        to: 'DISPATCHED',
        input: [
          { key: 'outletCode', type: 'select', dict: 'repairOutlet', required: true },
          { key: 'technicianNo', type: 'select', dict: 'outletTechnician', required: true },
        ],
        stamp: ['dispatchedAt'],
        takes: true,
      },
      { key: 'start', from: ['DISPATCHED'], to: 'IN_PROGRESS', confirm: true, stamp: ['startedAt'], bulk: true },
      {
        key: 'complete',
        from: ['IN_PROGRESS'],
        to: 'COMPLETED',
        confirm: true,
        comment: 'optional',
        stamp: ['completedAt'],
        guard: (r) => openTasksProblem(r),
      },
      { key: 'rework', from: ['COMPLETED'], to: 'IN_PROGRESS', danger: true, comment: 'required' },
      { key: 'verify', from: ['COMPLETED'], to: 'VERIFIED', confirm: true, comment: 'optional', stamp: ['verifiedAt'] },
      { key: 'cancel', from: ['CREATED', 'DISPATCHED'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  },
});
