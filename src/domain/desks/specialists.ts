/**
 * The experts (专家列表) and expert support requests (专家支持), domain.md §3–§4: a request names an
 * active expert, remote or on site, dates and place; it is approved through the workflow, and
 * scheduling it books the expert's dates — never two bookings of one expert on the same day.
 * docs/repair-desk.md, "Experts".
 */
import { businessDate, daysBetween, defineResource, type DomainContext, type Values } from '../engine';
import { aircraftType, approvedOrderLifecycle, ataChapter, PHONE, registration } from './orders';
import { caseFacts, raisedFromCase } from './support';

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,120}\.[A-Za-z]{2,10}$/;

export const specialistList = defineResource({
  key: 'specialistList',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'EXP',
  customer: false,
  fields: [
    { key: 'expertName', type: 'text', required: true, maxLength: 40, table: { width: 100 }, search: true, form: true },
    { key: 'title', type: 'text', maxLength: 40, table: { width: 120 }, form: true },
    { key: 'speciality', type: 'select', dict: 'expertSpeciality', required: true, table: { width: 120 }, search: true, form: true },
    { key: 'ataChapters', type: 'multiSelect', dict: 'ataChapter', required: true, table: { width: 180, ellipsis: true }, search: true, form: true },
    { key: 'aircraftTypes', type: 'multiSelect', dict: 'aircraftType', required: true, table: { width: 200, ellipsis: true }, search: true, form: true },
    { key: 'baseStation', type: 'select', dict: 'station', table: { width: 120, hidden: true }, search: true, form: true },
    {
      key: 'phone',
      type: 'text',
      personal: 'phone',
      required: true,
      pattern: PHONE,
      patternMessage: 'orders.validation.phone',
      maxLength: 20,
      table: { width: 130 },
      form: true,
    },
    { key: 'email', type: 'text', pattern: EMAIL, patternMessage: 'specialist.validation.email', maxLength: 120, form: true, detail: true },
  ],
  keywordFields: ['code', 'expertName', 'title', 'phone'],
  defaultSort: { field: 'code', order: 'ascend', last: ['INACTIVE'] },
  lifecycle: {
    initial: 'ACTIVE',
    editableIn: ['ACTIVE', 'INACTIVE'],
    statuses: [
      { key: 'ACTIVE', tone: 'success' },
      { key: 'INACTIVE', tone: 'default' },
    ],
    actions: [
      // an inactive expert is offered for no new request; the bookings already made stay
      { key: 'deactivate', from: ['ACTIVE'], to: 'INACTIVE', comment: 'required', danger: true },
      { key: 'activate', from: ['INACTIVE'], to: 'ACTIVE', confirm: true },
    ],
  },
});

/** The statuses of a request whose dates are booked in its expert's calendar. */
export const BOOKED = ['SCHEDULED', 'COMPLETED', 'CLOSED'];

/** The longest support visit, days. */
export const MAX_VISIT_DAYS = 60;

/** The booking of another request of the same expert whose dates overlap `request`'s, if any. */
export function bookingClash(request: Values, others: readonly Values[]): Values | undefined {
  const { expertId, startDate, endDate } = request;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return undefined;
  return others.find(
    (o) =>
      o.id !== request.id &&
      o.expertId === expertId &&
      BOOKED.includes(String(o.status)) &&
      typeof o.startDate === 'string' &&
      typeof o.endDate === 'string' &&
      o.startDate <= endDate &&
      startDate <= o.endDate,
  );
}

/** An expert request raised from a support case: its aircraft and problem. */
const requestFromCase = (c: Values): Values => {
  const f = caseFacts(c);
  return {
    customerId: f.customerId,
    aircraftType: f.aircraftType,
    aircraftRegistration: f.aircraftRegistration,
    ataChapter: f.ataChapter,
    purpose: f.symptom,
    supportId: f.supportId,
  };
};

const today = (ctx: DomainContext) => businessDate(ctx.now);

export const specialist = defineResource({
  key: 'specialist',
  codePrefix: 'ES',
  thread: true,
  fields: [
    raisedFromCase(requestFromCase),
    {
      key: 'expertId',
      type: 'text',
      required: true,
      maxLength: 64,
      pattern: /^[A-Za-z0-9_-]{1,64}$/,
      label: 'specialist.field.expertName',
      labelInto: 'expertName',
      form: true,
      search: true,
      detail: false,
      relatedTo: { resource: 'specialistList', pick: { label: 'expertName', filter: { status: 'ACTIVE' } } },
    },
    { key: 'expertName', type: 'text', readOnly: true, table: { width: 100 }, detail: true },
    { key: 'mode', type: 'select', enum: ['REMOTE', 'ON_SITE'], required: true, initial: 'REMOTE', table: { width: 90 }, search: true, form: true },
    { key: 'startDate', type: 'date', required: true, table: { width: 110 }, search: 'range', form: true },
    { key: 'endDate', type: 'date', required: true, table: { width: 110 }, form: true },
    { key: 'place', type: 'text', maxLength: 80, table: { width: 160, ellipsis: true }, form: true, help: 'specialist.help.place' },
    { ...aircraftType, required: true },
    registration(false),
    { ...ataChapter, required: true },
    { key: 'purpose', type: 'textarea', required: true, maxLength: 2000, form: true, detail: true, wide: true },
    { key: 'scheduledAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'report', type: 'textarea', readOnly: true, detail: true, wide: true },
    { key: 'completedAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  keywordFields: ['code', 'customerName', 'expertName', 'place', 'aircraftRegistration', 'purpose'],
  rules: [
    (v, ctx) => {
      const start = v.startDate as string | undefined;
      const end = v.endDate as string | undefined;
      if (start && start < today(ctx)) return { field: 'startDate', message: 'specialist.validation.startPast' };
      if (start && end && end < start) return { field: 'endDate', message: 'specialist.validation.endBeforeStart' };
      if (start && end && daysBetween(start, end) + 1 > MAX_VISIT_DAYS)
        return { field: 'endDate', message: 'specialist.validation.tooLong', params: { max: MAX_VISIT_DAYS } };
      return null;
    },
    (v) =>
      v.mode === 'ON_SITE' && !(typeof v.place === 'string' && v.place.trim()) ? { field: 'place', message: 'specialist.validation.placeRequired' } : null,
  ],
  lifecycle: approvedOrderLifecycle({
    statuses: [
      { key: 'SCHEDULED', tone: 'warning' },
      { key: 'COMPLETED', tone: 'success' },
    ],
    actions: [
      // books the expert's dates: the server refuses a clash with another booking (mock/support.ts)
      { key: 'schedule', from: ['APPROVED'], to: 'SCHEDULED', confirm: true, comment: 'optional', stamp: ['scheduledAt'] },
      {
        key: 'complete',
        from: ['SCHEDULED'],
        to: 'COMPLETED',
        input: [{ key: 'report', type: 'textarea', required: true, maxLength: 2000, label: 'specialist.field.report' }],
        stamp: ['completedAt'],
      },
      { key: 'close', from: ['COMPLETED'], to: 'CLOSED', confirm: true, bulk: true },
    ],
  }),
});

/** The dates of a visit, for messages: 2026-12-01 – 2026-12-03. */
export const visitDates = (r: Values) => `${String(r.startDate)} – ${String(r.endDate)}`;
