/** The exchange (substitution) desk (domain.md §3): a replacement shipped, the removed unit (core) due back. */
import { addDays, businessDate, daysBetween, defineResource, overdueDays, partNumberField } from '../../engine';
import type { DomainContext, Values } from '../../engine';
import { SETTINGS } from '../settings';
import {
  aircraftType,
  approvedOrderLifecycle,
  issuedSerialsField,
  ataChapter,
  money,
  overdueFirst,
  partFields,
  registration,
  serialNumberField,
  SHIPMENT_INPUT,
  today,
} from './common';

/**
 * The core return due date of a replacement shipped now: shipped + the core return days configured now.
 * It is fixed on the order when the replacement ships (`fixOn: ['shipReplacement']`): a later change of
 * the setting applies to replacements shipped after it.
 */
export function coreDueDate(r: Values, ctx: DomainContext): string | null {
  if (typeof r.replacementShippedAt !== 'string') return null;
  const days = ctx.setting(SETTINGS.coreReturnDays.key, SETTINGS.coreReturnDays.default);
  return addDays(businessDate(Date.parse(r.replacementShippedAt)), days);
}

/** The order's core due date: the one fixed at shipping (computed only for an order stored without one). */
export const coreDueDateOf = (r: Values, ctx: DomainContext): string | null => (typeof r.coreDueDate === 'string' ? r.coreDueDate : coreDueDate(r, ctx));

/** Days the core is overdue: until today while it has not come back, until its receipt after. */
export function coreOverdueDays(r: Values, ctx: DomainContext): number {
  const due = coreDueDateOf(r, ctx);
  if (!due) return 0;
  const end = typeof r.coreReceivedAt === 'string' ? businessDate(Date.parse(r.coreReceivedAt)) : r.status === 'REPLACEMENT_SHIPPED' ? today(ctx) : null;
  return end ? Math.max(0, daysBetween(due, end)) : 0;
}

/** An exchange order raised from an AOG order: the grounded unit is the one removed, the same P/N replaces it. */
const exchangeFromAog = (aog: Values): Values => ({
  customerId: aog.customerId,
  removedPartNumber: aog.partNumber,
  removedPartName: aog.partName,
  removalReason: aog.faultDescription,
  aircraftType: aog.aircraftType,
  aircraftRegistration: aog.aircraftRegistration,
  ataChapter: aog.ataChapter,
  replacementPartNumber: aog.partNumber,
  aogOrderId: aog.id,
});

export const substitutionOrder = defineResource({
  key: 'substitutionOrder',
  codePrefix: 'EX',
  thread: true,
  fields: [
    {
      key: 'aogOrderId',
      type: 'text',
      maxLength: 64,
      pattern: /^[A-Za-z0-9_-]{1,64}$/,
      form: 'create',
      detail: false,
      relatedTo: { resource: 'aogOrder', raise: { from: ['ACCEPTED', 'SOURCING', 'SHIPPED', 'DELIVERED'], prefill: exchangeFromAog } },
    },
    // the column that explains a highlighted row comes first (in view at 1280 px)
    { key: 'coreDueDate', type: 'date', table: { width: 110, sortable: true }, detail: true, derive: coreDueDate, fixOn: ['shipReplacement'] },
    { key: 'coreOverdueDays', type: 'integer', table: { width: 100, sortable: true }, detail: true, derive: coreOverdueDays },
    ...partFields('removedPartNumber', 'removedPartName'),
    serialNumberField('removedSerialNumber', { required: true, table: { width: 130 }, search: true, form: true }),
    { key: 'removalReason', type: 'textarea', required: true, maxLength: 500, form: true, detail: true, wide: true },
    aircraftType,
    registration(false),
    ataChapter,
    partNumberField('replacementPartNumber', { fill: {}, required: true, table: { width: 150, hidden: true }, form: true }),
    { key: 'replacementSerialNumber', type: 'text', readOnly: true, table: { width: 130, hidden: true }, search: true, detail: true },
    money('exchangeFee', { table: { width: 110, hidden: true }, form: true }),
    { key: 'currency', type: 'select', dict: 'currency', table: { width: 80, hidden: true }, form: true },
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, detail: true },
    { key: 'replacementShippedAt', type: 'dateTime', readOnly: true, table: { width: 160, sortable: true, hidden: true }, detail: true },
    issuedSerialsField,
    { key: 'coreReceivedAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  rules: [(v) => (v.exchangeFee && !v.currency ? { field: 'currency', message: 'orders.validation.currencyForFee' } : null)],
  rowTone: (r, ctx) => (r.status === 'REPLACEMENT_SHIPPED' && coreOverdueDays(r, ctx) > 0 ? 'error' : undefined),
  rowReason: (r, ctx) => overdueDays(coreOverdueDays(r, ctx), 'substitutionOrder.reason.coreOverdue'),
  // overdue cores first (most overdue on top), then newest first
  defaultOrder: (a, b, ctx) =>
    overdueFirst(a, b, a.status === 'REPLACEMENT_SHIPPED' ? coreOverdueDays(a, ctx) : 0, b.status === 'REPLACEMENT_SHIPPED' ? coreOverdueDays(b, ctx) : 0),
  lifecycle: approvedOrderLifecycle({
    statuses: [
      { key: 'REPLACEMENT_SHIPPED', tone: 'warning' },
      { key: 'CORE_RECEIVED', tone: 'success' },
    ],
    actions: [
      {
        key: 'shipReplacement',
        from: ['APPROVED'],
        to: 'REPLACEMENT_SHIPPED',
        input: [
          serialNumberField('replacementSerialNumber', { required: true, label: 'substitutionOrder.field.replacementSerialNumber' }),
          ...SHIPMENT_INPUT.map((f) => ({ ...f, label: `substitutionOrder.field.${f.key}` })),
        ],
        stamp: ['replacementShippedAt'],
        guard: (r, input) =>
          input.replacementSerialNumber && input.replacementSerialNumber === r.removedSerialNumber
            ? { field: 'replacementSerialNumber', message: 'orders.validation.sameSerial' }
            : null,
      },
      { key: 'receiveCore', from: ['REPLACEMENT_SHIPPED'], to: 'CORE_RECEIVED', confirm: true, comment: 'optional', stamp: ['coreReceivedAt'] },
      { key: 'close', from: ['CORE_RECEIVED'], to: 'CLOSED', confirm: true, bulk: true },
    ],
  }),
});
