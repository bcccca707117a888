/** The AOG desk (domain.md §3): a grounded aircraft's part, answered within the configured minutes. */
import { defineResource, lateBy, msnField } from '../../engine';
import type { DomainContext, Values } from '../../engine';
import { SETTINGS } from '../settings';
import { aircraftType, ataChapter, issuedSerialsField, partFields, PHONE, registration, SHIPMENT_INPUT } from './common';
import { PAPERS_PRINTED, SHIPMENT_PAPERS, shipmentRules, shippingFields, SHIPPING_SPECS } from './shipping';

const SHIPPING = SHIPPING_SPECS.aogOrder;

const AOG_OPEN = ['SUBMITTED', 'ACCEPTED', 'SOURCING', 'SHIPPED'];

/**
 * The response deadline of an order submitted now: submission + the AOG response minutes configured
 * now. It is fixed on the order when it is created (`fixOn: ['create']`): a later change of the setting
 * moves the deadlines of orders submitted after it, never of existing ones.
 */
export function aogDeadline(record: Values, ctx: DomainContext): string | null {
  if (typeof record.createdAt !== 'string') return null;
  const minutes = ctx.setting(SETTINGS.aogResponseMinutes.key, SETTINGS.aogResponseMinutes.default);
  return new Date(Date.parse(record.createdAt) + minutes * 60_000).toISOString();
}

/** The order's deadline: the one fixed at its submission (computed only for an order stored without one). */
export const responseDeadlineOf = (record: Values, ctx: DomainContext): string | null =>
  typeof record.responseDeadline === 'string' ? record.responseDeadline : aogDeadline(record, ctx);

/** Overdue: not answered (still SUBMITTED) past the deadline, or answered after it. */
export function aogOverdue(record: Values, ctx: DomainContext): boolean {
  const deadline = responseDeadlineOf(record, ctx);
  if (!deadline) return false;
  if (record.status === 'SUBMITTED') return ctx.now > Date.parse(deadline);
  if (typeof record.acceptedAt === 'string' && AOG_OPEN.includes(String(record.status))) return Date.parse(record.acceptedAt) > Date.parse(deadline);
  return false;
}

export const isAogOpen = (record: Values) => AOG_OPEN.includes(String(record.status));

export const aogOrder = defineResource({
  key: 'aogOrder',
  codePrefix: 'AOG',
  thread: true,
  // the duty engineer who accepts an order takes it: "assigned to me"
  mine: { assigned: 'handlerNo' },
  fields: [
    // the column that explains a highlighted row comes first (in view at 1280 px)
    { key: 'responseDeadline', type: 'dateTime', table: { width: 170, sortable: true }, detail: true, derive: aogDeadline, fixOn: ['create'] },
    // an aircraft of the customer's fleet fills its type and MSN
    { ...registration(true), fleet: { of: 'customerId', fill: { aircraftType: 'aircraftType', msn: 'msn' } } },
    aircraftType,
    msnField({ table: { width: 90, hidden: true }, search: true, form: true, detail: true }),
    { key: 'station', type: 'select', dict: 'station', required: true, table: { width: 130 }, search: true, form: true },
    { key: 'aogSince', type: 'dateTime', required: true, notFuture: true, table: { width: 160, sortable: true }, form: true },
    ...partFields(),
    { key: 'quantity', type: 'integer', required: true, min: 1, max: 99, table: { width: 70, hidden: true }, form: true },
    ataChapter,
    { key: 'contactName', type: 'text', required: true, maxLength: 40, form: true, detail: true },
    {
      key: 'contactPhone',
      type: 'text',
      personal: 'phone',
      required: true,
      pattern: PHONE,
      patternMessage: 'orders.validation.phone',
      maxLength: 20,
      form: true,
      detail: true,
      help: 'aogOrder.help.contactPhone',
    },
    { key: 'faultDescription', type: 'textarea', required: true, maxLength: 1000, form: true, detail: true, wide: true },
    { key: 'overdue', type: 'boolean', detail: false, derive: aogOverdue },
    { key: 'acceptedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'handlerName', type: 'text', readOnly: true, table: { width: 90 }, detail: true },
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, trackingOf: 'carrier', search: true, detail: true },
    { key: 'shippedAt', type: 'dateTime', readOnly: true, detail: true },
    issuedSerialsField,
    ...shippingFields(SHIPPING),
    { key: 'deliveredAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  rank: (r) => (isAogOpen(r) ? 0 : 1),
  // unanswered orders first, the most urgent (earliest deadline, so overdue ones) on top; then newest first
  defaultOrder: (a, b) => {
    const waitingA = a.status === 'SUBMITTED';
    const waitingB = b.status === 'SUBMITTED';
    if (waitingA !== waitingB) return waitingA ? -1 : 1;
    const x = String(a.createdAt);
    const y = String(b.createdAt);
    return waitingA ? (x < y ? -1 : x > y ? 1 : 0) : x < y ? 1 : x > y ? -1 : 0;
  },
  rowTone: (r) => (isAogOpen(r) && r.overdue ? 'error' : undefined),
  // past the response deadline: by how much (till now while unanswered, till the acceptance after it)
  rowReason: (r, ctx) => {
    const deadline = responseDeadlineOf(r, ctx);
    if (!deadline) return undefined;
    const end = r.status !== 'SUBMITTED' && typeof r.acceptedAt === 'string' ? Date.parse(r.acceptedAt) : ctx.now;
    return lateBy(end - Date.parse(deadline));
  },
  print: [
    {
      key: 'deliveryNote',
      title: 'aogOrder.print.deliveryNote',
      statuses: ['SHIPPED', 'DELIVERED', 'CLOSED'],
      sections: [
        { fields: ['code', 'customerName', 'aircraftRegistration', 'aircraftType', 'station', 'contactName', 'contactPhone'] },
        { title: 'aogOrder.print.goods', fields: ['partNumber', 'partName', 'quantity', 'carrier', 'trackingNo', 'shippedAt'] },
        { title: 'shipping.print.papers', fields: PAPERS_PRINTED },
      ],
      footer: 'aogOrder.print.deliveryFooter',
    },
  ],
  lifecycle: {
    initial: 'SUBMITTED',
    createSubmits: true,
    editableIn: ['SUBMITTED'],
    statuses: [
      { key: 'SUBMITTED', tone: 'warning' },
      { key: 'ACCEPTED', tone: 'processing' },
      { key: 'SOURCING', tone: 'processing' },
      { key: 'SHIPPED', tone: 'processing' },
      { key: 'DELIVERED', tone: 'success' },
      { key: 'CLOSED', tone: 'default', final: true },
      { key: 'CANCELLED', tone: 'error', final: true },
    ],
    actions: [
      { key: 'accept', from: ['SUBMITTED'], to: 'ACCEPTED', confirm: true, comment: 'optional', stamp: ['acceptedAt'], takes: true },
      { key: 'source', from: ['ACCEPTED'], to: 'SOURCING', confirm: true, comment: 'optional' },
      {
        key: 'ship',
        from: ['SOURCING'],
        to: 'SHIPPED',
        input: [...SHIPMENT_INPUT, ...SHIPMENT_PAPERS],
        stamp: ['shippedAt'],
        ...shipmentRules(SHIPPING),
      },
      { key: 'deliver', from: ['SHIPPED'], to: 'DELIVERED', confirm: true, stamp: ['deliveredAt'] },
      { key: 'close', from: ['DELIVERED'], to: 'CLOSED', confirm: true, bulk: true },
      { key: 'cancel', from: ['SUBMITTED', 'ACCEPTED', 'SOURCING'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  },
});
