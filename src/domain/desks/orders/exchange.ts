/** The exchange (substitution) desk (domain.md §3): a replacement shipped, the removed unit (core) due back. */
import { addDays, businessDate, daysBetween, defineResource, overdueDays, partNumberField } from '../../engine';
import type { DomainContext, Values } from '../../engine';
import { agreementFor } from '../agreements';
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
  requiredBy,
  requiredByRule,
  serialNumberField,
  SHIPMENT_INPUT,
  today,
} from './common';
import { PAPERS_PRINTED, SHIPMENT_PAPERS, shipmentRules, shippingFields, SHIPPING_SPECS } from './shipping';

const SHIPPING = SHIPPING_SPECS.substitutionOrder;
const papers = shipmentRules(SHIPPING);

/**
 * Where an exchange's core terms come from, fixed when the order is created: the customer's exchange
 * agreement in force that day covering the removed P/N (or its ATA chapter) — AGREEMENT — or, without
 * one, the core return days of 选项配置 and no core charge — SETTINGS. Only the server knows the
 * customer master (`ctx.customer`); elsewhere (the seed's generator) the order takes the settings.
 */
export const CORE_TERMS_SOURCES = ['AGREEMENT', 'SETTINGS'] as const;

function exchangeAgreement(r: Values, ctx: DomainContext): Values | undefined {
  if (r.coreTermsFrom === 'SETTINGS' || typeof r.customerId !== 'string' || !ctx.customer) return undefined;
  const day = businessDate(typeof r.createdAt === 'string' ? Date.parse(r.createdAt) : ctx.now);
  return agreementFor(ctx.customer(r.customerId), { kind: 'EXCHANGE', day, partNumber: r.removedPartNumber, ataChapter: r.ataChapter });
}

const coreTermsFrom = (r: Values, ctx: DomainContext) => (exchangeAgreement(r, ctx) ? 'AGREEMENT' : 'SETTINGS');

/** The order's core return days: the agreement's, or the setting's (fixed at creation). */
const coreReturnDaysOf = (r: Values, ctx: DomainContext): number => {
  if (typeof r.coreReturnDays === 'number') return r.coreReturnDays;
  const agreed = exchangeAgreement(r, ctx)?.coreReturnDays;
  return typeof agreed === 'number' ? agreed : ctx.setting(SETTINGS.coreReturnDays.key, SETTINGS.coreReturnDays.default);
};

/** A term of the agreement the order's terms come from (null under the settings). */
const agreed = (cell: string) => (r: Values, ctx: DomainContext) => (exchangeAgreement(r, ctx)?.[cell] as unknown) ?? null;

/**
 * The core return due date of a replacement shipped now: shipped + the order's core return days. It is
 * fixed on the order when the replacement ships (`fixOn: ['shipReplacement']`).
 */
export function coreDueDate(r: Values, ctx: DomainContext): string | null {
  if (typeof r.replacementShippedAt !== 'string') return null;
  return addDays(businessDate(Date.parse(r.replacementShippedAt)), coreReturnDaysOf(r, ctx));
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

/** The statuses of an exchange whose replacement went out: its core due, received, or the order closed. */
export const REPLACEMENT_OUT = ['REPLACEMENT_SHIPPED', 'CORE_RECEIVED', 'CLOSED'];

/**
 * An exchange order raised from an AOG order: the grounded unit is the one removed, the same P/N
 * replaces it, and it is needed at once — the need date starts at the day it is raised.
 */
const exchangeFromAog = (aog: Values): Values => ({
  requiredBy: businessDate(Date.now()),
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
    requiredBy,
    partNumberField('replacementPartNumber', { fill: {}, required: true, table: { width: 150, hidden: true }, form: true }),
    { key: 'replacementSerialNumber', type: 'text', readOnly: true, table: { width: 130, hidden: true }, search: true, detail: true },
    money('exchangeFee', { table: { width: 110, hidden: true }, form: true }),
    { key: 'currency', type: 'select', dict: 'currency', table: { width: 80, hidden: true }, form: true },
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, trackingOf: 'carrier', detail: true },
    { key: 'replacementShippedAt', type: 'dateTime', readOnly: true, table: { width: 160, sortable: true, hidden: true }, detail: true },
    issuedSerialsField,
    ...shippingFields(SHIPPING),
    { key: 'coreReceivedAt', type: 'dateTime', readOnly: true, detail: true },
    // the core terms, fixed at creation from the customer's exchange agreement (or the settings)
    { key: 'coreTermsFrom', type: 'select', enum: CORE_TERMS_SOURCES, readOnly: true, detail: true, derive: coreTermsFrom, fixOn: ['create'] },
    { key: 'coreAgreementNo', type: 'text', readOnly: true, detail: true, derive: agreed('agreementNo'), fixOn: ['create'] },
    { key: 'coreReturnDays', type: 'integer', readOnly: true, detail: true, derive: coreReturnDaysOf, fixOn: ['create'] },
    { key: 'coreCharge', type: 'money', readOnly: true, detail: true, derive: agreed('coreCharge'), fixOn: ['create'] },
    { key: 'coreChargeCurrency', type: 'select', dict: 'currency', readOnly: true, detail: true, derive: agreed('currency'), fixOn: ['create'] },
  ],
  rules: [(v) => (v.exchangeFee && !v.currency ? { field: 'currency', message: 'orders.validation.currencyForFee' } : null), requiredByRule],
  rowTone: (r, ctx) => (r.status === 'REPLACEMENT_SHIPPED' && coreOverdueDays(r, ctx) > 0 ? 'error' : undefined),
  rowReason: (r, ctx) => overdueDays(coreOverdueDays(r, ctx), 'substitutionOrder.reason.coreOverdue'),
  // overdue cores first (most overdue on top), then newest first
  defaultOrder: (a, b, ctx) =>
    overdueFirst(a, b, a.status === 'REPLACEMENT_SHIPPED' ? coreOverdueDays(a, ctx) : 0, b.status === 'REPLACEMENT_SHIPPED' ? coreOverdueDays(b, ctx) : 0),
  print: [
    {
      key: 'deliveryNote',
      title: 'shipping.print.deliveryNote',
      statuses: REPLACEMENT_OUT,
      sections: [
        { fields: ['code', 'customerName', 'aircraftRegistration', 'aircraftType', 'carrier', 'trackingNo', 'replacementShippedAt'] },
        {
          title: 'aogOrder.print.goods',
          fields: ['replacementPartNumber', 'replacementSerialNumber', 'removedPartNumber', 'removedSerialNumber', 'coreDueDate'],
        },
        { title: 'shipping.print.papers', fields: PAPERS_PRINTED },
      ],
      footer: 'aogOrder.print.deliveryFooter',
    },
  ],
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
          ...SHIPMENT_PAPERS,
        ],
        stamp: ['replacementShippedAt'],
        guard: (r, input, ctx) =>
          input.replacementSerialNumber && input.replacementSerialNumber === r.removedSerialNumber
            ? { field: 'replacementSerialNumber', message: 'orders.validation.sameSerial' }
            : papers.guard!(r, input, ctx),
        notice: papers.notice,
      },
      { key: 'receiveCore', from: ['REPLACEMENT_SHIPPED'], to: 'CORE_RECEIVED', confirm: true, comment: 'optional', stamp: ['coreReceivedAt'] },
      { key: 'close', from: ['CORE_RECEIVED'], to: 'CLOSED', confirm: true, bulk: true },
    ],
  }),
});
