/**
 * The four order desks (domain.md §3): procurement, AOG, lease and exchange (substitution) orders.
 * Their lifecycles, fields, derived values and rules — read by the pages and the mock alike.
 */
import { addDays, businessDate, daysBetween, defineResource, lateBy, linesSummary, lineTotal, overdueDays, partNumberField, roundMoney } from '../resource';
import type { ActionDef, DomainContext, FieldDef, Issue, Lifecycle, StatusDef, Values } from '../resource';
import { SETTINGS } from './settings';
import { REGISTRATION, REGISTRATION_MAX } from '../registration';

/** S/N: letters, digits, dashes and slashes. */
export const SERIAL_NUMBER = /^[A-Z0-9][A-Z0-9/-]{1,29}$/;
/** What a shipment is given: the carrier (dictionary) and its tracking number (6–40 capitals, digits, dashes). */
export const SHIPMENT_INPUT: FieldDef[] = [
  { key: 'carrier', type: 'select', dict: 'carrier', required: true },
  { key: 'trackingNo', type: 'text', required: true, maxLength: 40, pattern: /^[A-Z0-9-]{6,40}$/, upperCase: true, patternMessage: 'orders.validation.trackingNo' },
];
/** A phone number: digits, spaces, +, -, 6–20 long. */
export const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/** A P/N picked from the product catalogue (which fills the name) and the part's name. */
export const partFields = (pn = 'partNumber', name = 'partName'): FieldDef[] => [
  partNumberField(pn, { fill: { name }, required: true, table: { width: 150 }, search: true, form: true }),
  { key: name, type: 'text', required: true, maxLength: 80, table: { width: 180, ellipsis: true }, form: true },
];

export const aircraftType: FieldDef = { key: 'aircraftType', type: 'select', dict: 'aircraftType', table: { width: 110 }, search: true, form: true };
export const ataChapter: FieldDef = { key: 'ataChapter', type: 'select', dict: 'ataChapter', table: { width: 90, hidden: true }, search: true, form: true };
export const registration = (required: boolean): FieldDef => ({
  key: 'aircraftRegistration',
  type: 'text',
  required,
  pattern: REGISTRATION, upperCase: true,
  patternMessage: 'orders.validation.registration',
  maxLength: REGISTRATION_MAX,
  table: { width: 110 },
  search: true,
  form: true,
});
const money = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, type: 'money', max: 100_000_000, ...extra });
const today = (ctx: DomainContext) => businessDate(ctx.now);
const notBefore = (field: string, date: string | undefined, min: string, message: string): Issue | null =>
  date && date < min ? { field, message } : null;

// ---------------------------------------------------------------- procurement

/**
 * The lines of a procurement order: several P/Ns in one order. The customer asks for P/N, quantity,
 * unit and condition; the sales desk prices each line when it quotes (`quote`: one unit price per
 * line, one currency and validity for the whole quote — how a quotation reads). Amount = quantity ×
 * unit price; the order's total is the sum of the amounts once every line is priced.
 */
const procurementLines: FieldDef = {
  key: 'lines',
  type: 'lineItems',
  required: true,
  table: { width: 260, ellipsis: true },
  form: true,
  wide: true,
  lines: {
    fields: [
      partNumberField('partNumber', { fill: { name: 'partName', unit: 'unit' }, required: true }),
      { key: 'partName', type: 'text', required: true, maxLength: 80 },
      { key: 'quantity', type: 'integer', required: true, min: 1, max: 9999 },
      { key: 'unit', type: 'select', dict: 'unit', required: true, initial: 'EA' },
      { key: 'conditionCode', type: 'select', dict: 'conditionCode', required: true },
      money('unitPrice', { readOnly: true }),
    ],
    minRows: 1,
    maxRows: 20,
    computed: [{ key: 'amount', type: 'money', value: (row) => (typeof row.quantity === 'number' && typeof row.unitPrice === 'number' ? row.quantity * row.unitPrice : null) }],
    totals: ['quantity', 'amount'],
    summary: ['partNumber', 'quantity'],
  },
};


export const procurementOrder = defineResource({
  key: 'procurementOrder',
  codePrefix: 'PO',
  thread: true,
  fields: [
    procurementLines,
    // the P/Ns of the lines, as one text: the list's P/N filter (contains)
    { key: 'partNumbers', type: 'text', label: 'procurementOrder.field.partNumber', search: true, detail: false, derive: (r) => linesSummary(procurementLines, r.lines, (c, v) => (c.key === 'partNumber' && v ? String(v) : '')) || null },
    aircraftType,
    ataChapter,
    { key: 'certificateType', type: 'select', dict: 'certificateType', required: true, table: { width: 130, hidden: true }, search: true, form: true },
    { key: 'priority', type: 'select', dict: 'priority', required: true, table: { width: 90 }, search: true, form: true },
    { key: 'requiredBy', type: 'date', required: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    { key: 'deliveryAddress', type: 'text', maxLength: 120, form: true, detail: true, wide: true },
    { key: 'currency', type: 'select', dict: 'currency', readOnly: true, table: { width: 80, hidden: true }, detail: true },
    { key: 'quoteValidUntil', type: 'date', readOnly: true, detail: true },
    { key: 'totalAmount', type: 'money', table: { width: 130, sortable: true }, detail: true, derive: lineTotal(procurementLines, 'amount') },
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, table: { width: 100, hidden: true }, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, table: { width: 150, hidden: true }, search: true, detail: true },
    { key: 'shippedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'deliveredAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  // P/Ns and names of the lines are searched by the keyword (besides the code)
  keywordFields: ['code', 'customerName', 'lines', 'trackingNo'],
  print: [
    {
      key: 'quote',
      title: 'procurementOrder.print.quote',
      statuses: ['QUOTED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CLOSED'],
      sections: [
        { fields: ['code', 'customerName', 'currency', 'quoteValidUntil', 'requiredBy', 'certificateType', 'deliveryAddress'] },
        { title: 'procurementOrder.print.linesTitle', fields: ['lines'] },
        { fields: ['totalAmount', 'remark'] },
      ],
      footer: 'procurementOrder.print.quoteFooter',
    },
  ],
  rules: [
    // a new or changed order needs a required-by date from today on
    (v, ctx) => notBefore('requiredBy', v.requiredBy as string, today(ctx), 'orders.validation.requiredByPast'),
  ],
  lifecycle: {
    initial: 'DRAFT',
    editableIn: ['DRAFT', 'SUBMITTED'],
    statuses: [
      { key: 'DRAFT' },
      { key: 'SUBMITTED', tone: 'processing' },
      { key: 'QUOTED', tone: 'processing' },
      { key: 'CONFIRMED', tone: 'processing' },
      { key: 'SHIPPED', tone: 'processing' },
      { key: 'DELIVERED', tone: 'success' },
      { key: 'CLOSED', tone: 'default', final: true },
      { key: 'CANCELLED', tone: 'error', final: true },
    ],
    actions: [
      { key: 'submit', from: ['DRAFT'], to: 'SUBMITTED', submit: true, confirm: true, bulk: true },
      {
        key: 'quote',
        from: ['SUBMITTED'],
        to: 'QUOTED',
        input: [
          // one price per line of the order, in its order (see procurementLines)
          { key: 'lines', type: 'lineItems', required: true, label: 'procurementOrder.field.linePrices', lines: { fields: [money('unitPrice', { required: true, min: 0.01 })], patch: true } },
          { key: 'currency', type: 'select', dict: 'currency', required: true },
          { key: 'quoteValidUntil', type: 'date', required: true },
        ],
        comment: 'optional',
        guard: (_r, input, ctx) => notBefore('quoteValidUntil', input.quoteValidUntil as string, today(ctx), 'orders.validation.quoteValidPast'),
      },
      {
        key: 'confirm',
        from: ['QUOTED'],
        to: 'CONFIRMED',
        confirm: true,
        guard: (r, _i, ctx) => (r.quoteValidUntil && String(r.quoteValidUntil) < today(ctx) ? { message: 'orders.validation.quoteExpired' } : null),
      },
      {
        key: 'ship',
        from: ['CONFIRMED'],
        to: 'SHIPPED',
        input: SHIPMENT_INPUT,
        stamp: ['shippedAt'],
      },
      { key: 'deliver', from: ['SHIPPED'], to: 'DELIVERED', confirm: true, stamp: ['deliveredAt'] },
      { key: 'close', from: ['DELIVERED'], to: 'CLOSED', confirm: true, bulk: true },
      { key: 'cancel', from: ['DRAFT', 'SUBMITTED', 'QUOTED'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  },
});

// ---------------------------------------------------------------- AOG

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
    registration(true),
    aircraftType,
    { key: 'station', type: 'select', dict: 'station', required: true, table: { width: 130 }, search: true, form: true },
    { key: 'aogSince', type: 'dateTime', required: true, notFuture: true, table: { width: 160, sortable: true }, form: true },
    ...partFields(),
    { key: 'quantity', type: 'integer', required: true, min: 1, max: 99, table: { width: 70, hidden: true }, form: true },
    ataChapter,
    { key: 'contactName', type: 'text', required: true, maxLength: 40, form: true, detail: true },
    { key: 'contactPhone', type: 'text', required: true, pattern: PHONE, patternMessage: 'orders.validation.phone', maxLength: 20, form: true, detail: true, help: 'aogOrder.help.contactPhone' },
    { key: 'faultDescription', type: 'textarea', required: true, maxLength: 1000, form: true, detail: true, wide: true },
    { key: 'overdue', type: 'boolean', detail: false, derive: aogOverdue },
    { key: 'acceptedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'handlerName', type: 'text', readOnly: true, table: { width: 90 }, detail: true },
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, search: true, detail: true },
    { key: 'shippedAt', type: 'dateTime', readOnly: true, detail: true },
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
        input: SHIPMENT_INPUT,
        stamp: ['shippedAt'],
      },
      { key: 'deliver', from: ['SHIPPED'], to: 'DELIVERED', confirm: true, stamp: ['deliveredAt'] },
      { key: 'close', from: ['DELIVERED'], to: 'CLOSED', confirm: true, bulk: true },
      { key: 'cancel', from: ['SUBMITTED', 'ACCEPTED', 'SOURCING'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  },
});

// ---------------------------------------------------------------- lease

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
function overdueFirst(a: Values, b: Values, daysA: number, daysB: number): number {
  if (daysA !== daysB) return daysB - daysA;
  const x = String(a.createdAt);
  const y = String(b.createdAt);
  return x < y ? 1 : x > y ? -1 : 0;
}

/** The statuses of a leased unit that is out (dispatched or on lease). */
export const LEASE_OUT = ['DISPATCHED', 'ON_LEASE'];

export function leaseReturnDue(r: Values): string | null {
  if (typeof r.leaseStart !== 'string' || typeof r.leaseDays !== 'number') return null;
  return addDays(r.leaseStart, r.leaseDays);
}

/** Days past the return due date: until the return for a unit still out, up to the return date after it. */
export function leaseOverdueDays(r: Values, ctx: DomainContext): number {
  const due = leaseReturnDue(r);
  if (!due) return 0;
  let end: string | null = null;
  if (typeof r.returnedAt === 'string') end = businessDate(Date.parse(r.returnedAt));
  else if (LEASE_OUT.includes(String(r.status))) end = today(ctx);
  if (!end) return 0;
  return Math.max(0, daysBetween(due, end));
}

/** Overdue fee: every day past due is charged at the day rate. */
export function leaseOverdueFee(r: Values, ctx: DomainContext): number {
  const days = leaseOverdueDays(r, ctx);
  return typeof r.dayRate === 'number' ? roundMoney(days * r.dayRate) : 0;
}

export const leaseOrder = defineResource({
  key: 'leaseOrder',
  codePrefix: 'LS',
  thread: true,
  fields: [
    // the column that explains a highlighted row comes first (in view at 1280 px)
    { key: 'returnDueDate', type: 'date', table: { width: 110, sortable: true }, detail: true, derive: (r) => leaseReturnDue(r) },
    { key: 'overdueDays', type: 'integer', table: { width: 90, sortable: true }, detail: true, derive: leaseOverdueDays },
    ...partFields(),
    aircraftType,
    registration(false),
    { key: 'leaseStart', type: 'date', required: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    { key: 'leaseDays', type: 'integer', required: true, min: 1, max: 730, table: { width: 80, sortable: true }, form: true },
    money('dayRate', { required: true, min: 0.01, table: { width: 100, sortable: true }, form: true }),
    { key: 'currency', type: 'select', dict: 'currency', required: true, table: { width: 80, hidden: true }, form: true },
    money('deposit', { required: true, table: { width: 100, hidden: true }, form: true }),
    { key: 'serialNumber', type: 'text', readOnly: true, table: { width: 130 }, search: true, detail: true },
    { key: 'overdueFee', type: 'money', table: { width: 110, sortable: true }, detail: true, derive: leaseOverdueFee },
    { key: 'dispatchedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'returnedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'inspectionResult', type: 'select', dict: 'inspectionResult', readOnly: true, detail: true },
  ],
  rules: [
    (v) => (typeof v.deposit === 'number' && typeof v.dayRate === 'number' && v.deposit > v.dayRate * 3650 ? { field: 'deposit', message: 'orders.validation.depositTooHigh' } : null),
  ],
  rowTone: (r, ctx) => (LEASE_OUT.includes(String(r.status)) && leaseOverdueDays(r, ctx) > 0 ? 'error' : undefined),
  rowReason: (r, ctx) => overdueDays(leaseOverdueDays(r, ctx)),
  // overdue units still out first (most overdue on top), then newest first
  defaultOrder: (a, b, ctx) => overdueFirst(a, b, LEASE_OUT.includes(String(a.status)) ? leaseOverdueDays(a, ctx) : 0, LEASE_OUT.includes(String(b.status)) ? leaseOverdueDays(b, ctx) : 0),
  lifecycle: approvedOrderLifecycle({
    statuses: [
      { key: 'DISPATCHED', tone: 'processing' },
      { key: 'ON_LEASE', tone: 'warning' },
      { key: 'RETURNED', tone: 'processing' },
      { key: 'INSPECTED', tone: 'success' },
    ],
    actions: [
      {
        key: 'dispatch',
        from: ['APPROVED'],
        to: 'DISPATCHED',
        input: [{ key: 'serialNumber', type: 'text', required: true, pattern: SERIAL_NUMBER, upperCase: true, patternMessage: 'orders.validation.serialNumber', maxLength: 30 }],
        stamp: ['dispatchedAt'],
      },
      { key: 'startLease', from: ['DISPATCHED'], to: 'ON_LEASE', confirm: true },
      { key: 'return', from: ['ON_LEASE'], to: 'RETURNED', confirm: true, comment: 'optional', stamp: ['returnedAt'] },
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

// ---------------------------------------------------------------- exchange (substitution)

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
    { key: 'removedSerialNumber', type: 'text', required: true, pattern: SERIAL_NUMBER, upperCase: true, patternMessage: 'orders.validation.serialNumber', maxLength: 30, table: { width: 130 }, search: true, form: true },
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
    { key: 'coreReceivedAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  rules: [
    (v) => (v.exchangeFee && !v.currency ? { field: 'currency', message: 'orders.validation.currencyForFee' } : null),
  ],
  rowTone: (r, ctx) => (r.status === 'REPLACEMENT_SHIPPED' && coreOverdueDays(r, ctx) > 0 ? 'error' : undefined),
  rowReason: (r, ctx) => overdueDays(coreOverdueDays(r, ctx), 'substitutionOrder.reason.coreOverdue'),
  // overdue cores first (most overdue on top), then newest first
  defaultOrder: (a, b, ctx) => overdueFirst(a, b, a.status === 'REPLACEMENT_SHIPPED' ? coreOverdueDays(a, ctx) : 0, b.status === 'REPLACEMENT_SHIPPED' ? coreOverdueDays(b, ctx) : 0),
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
          { key: 'replacementSerialNumber', type: 'text', required: true, pattern: SERIAL_NUMBER, upperCase: true, patternMessage: 'orders.validation.serialNumber', maxLength: 30, label: 'substitutionOrder.field.replacementSerialNumber' },
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

export const orderResources = [procurementOrder, aogOrder, leaseOrder, substitutionOrder];
