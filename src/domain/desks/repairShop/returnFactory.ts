/**
 * Return-to-factory repairs (返厂维修), domain.md §3: a customer's unit comes back to the factory, is
 * inspected, quoted, repaired, tested and shipped back with its release certificate.
 *
 * Turn-around time (TAT) counts in calendar days from the day the unit was RECEIVED to the day it was
 * SHIPPED_BACK (to today while it is still here), and is shown against the TAT promised with the quote.
 * The clock is not stopped while the quote waits for the customer: the issue says "counts from
 * RECEIVED", and a slow answer is the reason to chase the customer, which the late list shows.
 */
import { addDays, businessDate, daysBetween, defineResource, overdueDays, partNumberField, registrationField, serialNumberField } from '../../engine';
import type { DomainContext, Values } from '../../engine';
import { SHIPMENT_INPUT } from '../orders';
import { SHIPMENT_PAPERS, shipmentRules, shippingFields, SHIPPING_SPECS } from '../orders/shipping';

const SHIPPING = SHIPPING_SPECS.returnFactory;
/** An unrepaired unit is not serviceable: it goes back without a certificate (a dangerous one still declared). */
const DG_ONLY = SHIPMENT_PAPERS.filter((f) => f.key === 'dgDeclared');
import { caseFacts, raisedFromCase } from '../support';
import { repairTatTerms, TAT_SOURCES, type TatTerms } from '../terms';

/** The statuses in which a quoted repair is still at the factory and its promise can be broken. */
export const REPAIR_PROMISED_OPEN = ['QUOTED', 'CUSTOMER_APPROVED', 'REPAIRING', 'TESTING'];

const dayOf = (iso: unknown): string | null => (typeof iso === 'string' && iso ? businessDate(Date.parse(iso)) : null);

/** Days since the unit was received: until it was shipped back, or until today while it is here. */
export function tatDays(r: Values, ctx: DomainContext): number | null {
  const received = dayOf(r.receivedAt);
  if (!received) return null;
  const end = dayOf(r.shippedBackAt) ?? (r.status === 'CLOSED' ? null : businessDate(ctx.now));
  return end ? Math.max(0, daysBetween(received, end)) : null;
}

/** The date the unit is promised back by: received + promised TAT days (once quoted). */
export function tatDue(r: Values): string | null {
  const received = dayOf(r.receivedAt);
  return received && typeof r.promisedTatDays === 'number' ? addDays(received, r.promisedTatDays) : null;
}

/** Late: the TAT passed the promise — still at the factory after the promised date, or shipped back after it. */
export function repairLate(r: Values, ctx: DomainContext): boolean {
  if (typeof r.promisedTatDays !== 'number') return false;
  const days = tatDays(r, ctx);
  return days !== null && days > r.promisedTatDays && (REPAIR_PROMISED_OPEN.includes(String(r.status)) || typeof r.shippedBackAt === 'string');
}

/** Days beyond the promise of a repair still at the factory (0 otherwise): the list's "late first". */
export const daysLate = (r: Values, ctx: DomainContext): number =>
  REPAIR_PROMISED_OPEN.includes(String(r.status)) && repairLate(r, ctx) ? (tatDays(r, ctx) ?? 0) - Number(r.promisedTatDays) : 0;

/**
 * The TAT terms of a repair, fixed when it is created (`fixOn: ['create']`): the customer's repair
 * agreement in force that day covering the part, else the catalogue's standard repair TAT of the P/N,
 * else none (the engineer types the promise with the quote). Only the server reads the customer master
 * and the catalogue (`ctx.customer`, `ctx.part`); elsewhere (the seed's generator) the quote sets it.
 */
function tatTerms(r: Values, ctx: DomainContext): TatTerms {
  const day = businessDate(typeof r.createdAt === 'string' ? Date.parse(r.createdAt) : ctx.now);
  const customer = typeof r.customerId === 'string' ? ctx.customer?.(r.customerId) : undefined;
  const part = typeof r.partNumber === 'string' ? ctx.part?.(r.partNumber) : undefined;
  return repairTatTerms(customer, part, { day, partNumber: r.partNumber, ataChapter: r.ataChapter });
}

/** Whether the quote promised other days than the terms gave (the engineer typed over them). */
export const tatOverridden = (r: Values): boolean =>
  typeof r.termsTatDays === 'number' && typeof r.promisedTatDays === 'number' && r.promisedTatDays !== r.termsTatDays;

/** A repair raised from a support case: the case's unit and aircraft, its symptom as the fault. */
const fromCase = (c: Values): Values => {
  const { symptom, ...facts } = caseFacts(c);
  return { ...facts, faultDescription: symptom };
};

export const returnFactory = defineResource({
  key: 'returnFactory',
  codePrefix: 'RF',
  thread: true,
  // the engineer who receives the unit takes the repair: "assigned to me"
  mine: { assigned: 'handlerNo' },
  fields: [
    raisedFromCase(fromCase),
    // the column that explains a highlighted row comes first (in view at 1280 px)
    { key: 'tatDays', type: 'integer', table: { width: 120, sortable: true }, detail: true, derive: tatDays },
    { key: 'tatDue', type: 'date', table: { width: 110, sortable: true }, detail: true, derive: tatDue },
    partNumberField('partNumber', { fill: { name: 'partName' }, required: true, table: { width: 140 }, search: true, form: true }),
    { key: 'partName', type: 'text', required: true, maxLength: 80, table: { width: 160, ellipsis: true }, form: true },
    serialNumberField('serialNumber', { required: true, table: { width: 120 }, search: true, form: true }),
    { key: 'aircraftType', type: 'select', dict: 'aircraftType', table: { width: 110, hidden: true }, search: true, form: true },
    registrationField({ table: { width: 100, hidden: true }, search: true, form: true }),
    { key: 'ataChapter', type: 'select', dict: 'ataChapter', required: true, table: { width: 90, hidden: true }, search: true, form: true },
    { key: 'faultDescription', type: 'textarea', required: true, maxLength: 1000, form: true, detail: true, wide: true },
    { key: 'handlerName', type: 'text', readOnly: true, table: { width: 90 }, detail: true },
    { key: 'receivedAt', type: 'dateTime', readOnly: true, table: { width: 160, sortable: true, hidden: true }, detail: true },
    { key: 'promisedTatDays', type: 'integer', readOnly: true, table: { width: 100, hidden: true }, detail: true },
    // the TAT terms, fixed at creation from the repair agreement or the catalogue; the quote starts from them
    { key: 'tatTermsFrom', type: 'select', enum: TAT_SOURCES, readOnly: true, detail: true, derive: (r, ctx) => tatTerms(r, ctx).from, fixOn: ['create'] },
    { key: 'tatAgreementNo', type: 'text', readOnly: true, detail: true, derive: (r, ctx) => tatTerms(r, ctx).agreementNo, fixOn: ['create'] },
    { key: 'termsTatDays', type: 'integer', readOnly: true, detail: true, derive: (r, ctx) => tatTerms(r, ctx).days, fixOn: ['create'] },
    { key: 'tatOverridden', type: 'boolean', detail: true, derive: tatOverridden },
    { key: 'late', type: 'boolean', detail: false, derive: repairLate },
    { key: 'findings', type: 'textarea', readOnly: true, detail: true, wide: true },
    { key: 'repairPrice', type: 'money', readOnly: true, table: { width: 120, sortable: true, hidden: true }, detail: true },
    { key: 'currency', type: 'select', dict: 'currency', readOnly: true, detail: true },
    { key: 'quotedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'testResult', type: 'textarea', readOnly: true, detail: true, wide: true },
    // the release certificate it went back with: a column and a filter of the list
    ...shippingFields(SHIPPING).map((f) => (f.key === 'releaseCertificate' ? { ...f, table: { width: 130, hidden: true }, search: true } : f)),
    { key: 'carrier', type: 'select', dict: 'carrier', readOnly: true, detail: true },
    { key: 'trackingNo', type: 'text', readOnly: true, trackingOf: 'carrier', search: true, detail: true },
    { key: 'shippedBackAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  keywordFields: ['code', 'customerName', 'partNumber', 'partName', 'serialNumber', 'trackingNo'],
  rowTone: (r, ctx) => (daysLate(r, ctx) > 0 ? 'error' : undefined),
  rowReason: (r, ctx) => overdueDays(daysLate(r, ctx), 'returnFactory.reason.late'),
  // late repairs first (most days late on top), then newest first
  defaultOrder: (a, b, ctx) => {
    const d = daysLate(b, ctx) - daysLate(a, ctx);
    if (d) return d;
    const x = String(a.createdAt);
    const y = String(b.createdAt);
    return x < y ? 1 : x > y ? -1 : 0;
  },
  lifecycle: {
    initial: 'SUBMITTED',
    editableIn: ['SUBMITTED', 'RECEIVED'],
    statuses: [
      { key: 'SUBMITTED', tone: 'default' },
      { key: 'RECEIVED', tone: 'processing' },
      { key: 'INSPECTING', tone: 'processing' },
      { key: 'QUOTED', tone: 'warning' },
      { key: 'CUSTOMER_APPROVED', tone: 'processing' },
      { key: 'CUSTOMER_DECLINED', tone: 'error' },
      { key: 'REPAIRING', tone: 'processing' },
      { key: 'TESTING', tone: 'processing' },
      { key: 'SHIPPED_BACK', tone: 'success' },
      { key: 'CLOSED', tone: 'default', final: true },
    ],
    actions: [
      { key: 'receive', from: ['SUBMITTED'], to: 'RECEIVED', confirm: true, comment: 'optional', stamp: ['receivedAt'], takes: true },
      { key: 'inspect', from: ['RECEIVED'], to: 'INSPECTING', confirm: true },
      {
        key: 'quote',
        from: ['INSPECTING'],
        to: 'QUOTED',
        input: [
          { key: 'findings', type: 'textarea', required: true, maxLength: 1000 },
          { key: 'repairPrice', type: 'money', required: true, min: 0, max: 100_000_000 },
          { key: 'currency', type: 'select', dict: 'currency', required: true },
          { key: 'promisedTatDays', type: 'integer', required: true, min: 1, max: 365, start: (r) => r.termsTatDays },
        ],
        stamp: ['quotedAt'],
      },
      { key: 'approve', from: ['QUOTED'], to: 'CUSTOMER_APPROVED', confirm: true, comment: 'optional' },
      { key: 'decline', from: ['QUOTED'], to: 'CUSTOMER_DECLINED', danger: true, comment: 'required' },
      { key: 'startRepair', from: ['CUSTOMER_APPROVED'], to: 'REPAIRING', confirm: true },
      { key: 'startTest', from: ['REPAIRING'], to: 'TESTING', confirm: true },
      { key: 'failTest', from: ['TESTING'], to: 'REPAIRING', danger: true, comment: 'required' },
      {
        key: 'shipBack',
        from: ['TESTING'],
        to: 'SHIPPED_BACK',
        input: [{ key: 'testResult', type: 'textarea', required: true, maxLength: 500 }, ...SHIPMENT_INPUT, ...SHIPMENT_PAPERS],
        stamp: ['shippedBackAt'],
        ...shipmentRules(SHIPPING),
      },
      // a declined repair goes back as it came: no test, no release certificate
      {
        key: 'returnUnrepaired',
        from: ['CUSTOMER_DECLINED'],
        to: 'SHIPPED_BACK',
        input: [...SHIPMENT_INPUT, ...DG_ONLY],
        stamp: ['shippedBackAt'],
        guard: shipmentRules(SHIPPING).guard,
      },
      { key: 'close', from: ['SHIPPED_BACK'], to: 'CLOSED', confirm: true, bulk: true },
    ],
  },
});
