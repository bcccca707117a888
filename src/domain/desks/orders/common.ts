/**
 * What the four order desks share: part, serial and registration formats, the shipment input, the
 * lifecycle of orders approved through the workflow, and the overdue-first list order.
 */
import { businessDate, partNumberField, registrationField } from '../../engine';
export { SERIAL_NUMBER, serialNumberField } from '../../engine';
import type { ActionDef, DomainContext, FieldDef, Issue, Lifecycle, StatusDef, Values } from '../../engine';

/** What a shipment is given: the carrier (dictionary) and its tracking number (6–40 capitals, digits, dashes). */
export const SHIPMENT_INPUT: FieldDef[] = [
  { key: 'carrier', type: 'select', dict: 'carrier', required: true },
  {
    key: 'trackingNo',
    type: 'text',
    required: true,
    maxLength: 40,
    pattern: /^[A-Z0-9-]{6,40}$/,
    upperCase: true,
    patternMessage: 'orders.validation.trackingNo',
  },
];
/** The serial numbers shipping issued from stock (mock/lib/stock.ts writes them; docs/inventory.md). */
export const issuedSerialsField: FieldDef = { key: 'issuedSerials', type: 'text', readOnly: true, search: true, detail: true };

/** A phone number: digits, spaces, +, -, 6–20 long. */
export const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/** A P/N picked from the product catalogue (which fills the name) and the part's name. */
export const partFields = (pn = 'partNumber', name = 'partName'): FieldDef[] => [
  partNumberField(pn, { fill: { name }, required: true, table: { width: 150 }, search: true, form: true }),
  { key: name, type: 'text', required: true, maxLength: 80, table: { width: 180, ellipsis: true }, form: true },
];

export const aircraftType: FieldDef = { key: 'aircraftType', type: 'select', dict: 'aircraftType', table: { width: 110 }, search: true, form: true };
export const ataChapter: FieldDef = { key: 'ataChapter', type: 'select', dict: 'ataChapter', table: { width: 90, hidden: true }, search: true, form: true };
export const registration = (required: boolean): FieldDef => registrationField({ required, table: { width: 110 }, search: true, form: true });
export const money = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, type: 'money', max: 100_000_000, ...extra });
export const today = (ctx: DomainContext) => businessDate(ctx.now);
export const notBefore = (field: string, date: string | undefined, min: string, message: string): Issue | null =>
  date && date < min ? { field, message } : null;

/**
 * The day the customer needs the order by (需求日期) — on-time delivery measures against it
 * (docs/service-indicators.md). Procurement and exchange orders carry it, typed when the order is
 * written; the need date of an order created or saved is from today on (`requiredByRule`, on the
 * merged record): an order edited after its need date has passed asks for a new one on the field.
 */
export const requiredBy: FieldDef = {
  key: 'requiredBy',
  type: 'date',
  required: true,
  label: 'orders.field.requiredBy',
  table: { width: 110, sortable: true },
  search: 'range',
  form: true,
};
export const requiredByRule = (v: Values, ctx: DomainContext): Issue | null =>
  notBefore('requiredBy', v.requiredBy as string | undefined, today(ctx), 'orders.validation.requiredByPast');

/**
 * The lifecycle of an order approved through the workflow (lease, exchange): created SUBMITTED and
 * locked while in approval; approved, it goes through its own work (`work`: the statuses between
 * APPROVED and CLOSED, and their actions, close included); rejected or withdrawn, the applicant edits
 * and resubmits; it may be cancelled until it goes out.
 */
export function approvedOrderLifecycle(work: { statuses: StatusDef[]; actions: ActionDef[] }): Lifecycle {
  return {
    initial: 'SUBMITTED',
    createSubmits: true,
    editableIn: ['REJECTED', 'WITHDRAWN'],
    statuses: [
      { key: 'SUBMITTED', tone: 'processing', inApproval: true },
      { key: 'APPROVED', tone: 'processing' },
      ...work.statuses,
      { key: 'CLOSED', tone: 'default', final: true },
      { key: 'REJECTED', tone: 'error' },
      { key: 'WITHDRAWN', tone: 'default' },
      { key: 'CANCELLED', tone: 'error', final: true },
    ],
    actions: [
      // the approval steps: driven by the workflow (审批管理) once the submit hooks started an instance
      { key: 'approve', from: ['SUBMITTED'], to: 'APPROVED', system: true },
      { key: 'reject', from: ['SUBMITTED'], to: 'REJECTED', system: true },
      { key: 'withdraw', from: ['SUBMITTED'], to: 'WITHDRAWN', system: true },
      { key: 'resubmit', from: ['REJECTED', 'WITHDRAWN'], to: 'SUBMITTED', submit: true, confirm: true },
      ...work.actions,
      { key: 'cancel', from: ['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  };
}

/** List order of the desks with overdue units: overdue first, most days on top; the rest newest first. */
export function overdueFirst(a: Values, b: Values, daysA: number, daysB: number): number {
  if (daysA !== daysB) return daysB - daysA;
  const x = String(a.createdAt);
  const y = String(b.createdAt);
  return x < y ? 1 : x > y ? -1 : 0;
}
