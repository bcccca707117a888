/**
 * The repair support desk (domain.md §3): support cases — a customer's technical problem, assigned to
 * an engineer, answered in the case's thread, resolved and closed (reopened when the fix did not hold).
 * Read by the page and the mock alike; docs/repair-desk.md, "Support cases".
 */
import { defineResource, partNumberField, type DomainContext, type FieldDef, type RowReason, type Values } from '../engine';
import { aircraftType, ataChapter, PHONE, registration, serialNumberField } from './orders';
import { SETTINGS } from './settings';

/** The statuses of a case still being worked on (its thread is open, it may be unanswered). */
export const SUPPORT_OPEN = ['OPEN', 'ASSIGNED', 'IN_PROGRESS'];

/**
 * The statuses from which a return-to-factory repair, a work order or an expert request may be raised
 * from a case (`relatedTo: { resource: 'support', raise: { from: SUPPORT_RAISE_FROM, … } }`): once an
 * engineer owns it, and after it was resolved by sending the unit away.
 */
export const SUPPORT_RAISE_FROM = ['ASSIGNED', 'IN_PROGRESS', 'RESOLVED'] as const;

/**
 * The field of a record raised from a case (`supportId`, filled by the raise button, shown as the
 * link back to the case): `prefill` maps the case's facts (`caseFacts`) onto the raised record's fields.
 */
export const raisedFromCase = (prefill: (c: Values) => Values): FieldDef => ({
  key: 'supportId',
  type: 'text',
  maxLength: 64,
  pattern: /^[A-Za-z0-9_-]{1,64}$/,
  form: 'create',
  detail: false,
  relatedTo: { resource: 'support', raise: { from: SUPPORT_RAISE_FROM, prefill } },
});

/**
 * What a record raised from a case starts with: the customer, the aircraft, the unit and the symptom
 * under the case's own field names (aircraftType, aircraftRegistration, partNumber, partName,
 * serialNumber, ataChapter, symptom) and `supportId` — map them onto your own fields in `prefill`.
 */
export const caseFacts = (c: Values): Values => ({
  customerId: c.customerId,
  aircraftType: c.aircraftType,
  aircraftRegistration: c.aircraftRegistration,
  partNumber: c.partNumber,
  partName: c.partName,
  serialNumber: c.serialNumber,
  ataChapter: c.ataChapter,
  symptom: c.symptom,
  supportId: c.id,
});

/**
 * Unanswered: an open case whose customer has waited longer than the configured hours
 * (`supportUnansweredHours`, 选项配置) for its engineer. The wait starts when the case is created or
 * reopened, or when anyone but the assignee writes in its thread; the assignee's reply ends it
 * (`waitingSince`, kept by the server: mock/support.ts).
 */
export function supportUnanswered(r: Values, ctx: DomainContext): boolean {
  const since = waitingSinceOf(r);
  if (!SUPPORT_OPEN.includes(String(r.status)) || typeof since !== 'string') return false;
  const hours = ctx.setting(SETTINGS.supportUnansweredHours.key, SETTINGS.supportUnansweredHours.default);
  return ctx.now - Date.parse(since) > hours * 3_600_000;
}

/**
 * Since when the customer waits: the stored `waitingSince` (null: answered), or — nothing stored yet,
 * a case nobody answered — its creation.
 */
export const waitingSinceOf = (r: Values): string | null =>
  r.waitingSince === undefined ? ((r.createdAt as string) ?? null) : (r.waitingSince as string | null);

/**
 * The new `waitingSince` after a post in the case's thread by `authorNo` at `at`: the assignee's reply
 * answers; anyone else's message starts the wait unless the customer waits already.
 */
export function waitingAfterPost(r: Values, authorNo: string, at: string): string | null {
  if (r.handlerNo && authorNo === r.handlerNo) return null;
  return waitingSinceOf(r) ?? at;
}

const at = (ctx: DomainContext) => new Date(ctx.now).toISOString();

export const support = defineResource({
  key: 'support',
  applicant: { label: 'resource.applicant.submitter', mine: 'resource.mine.submitted' },
  codePrefix: 'TS',
  thread: { openIn: [...SUPPORT_OPEN, 'RESOLVED'] },
  mine: { assigned: 'handlerNo' },
  fields: [
    { ...aircraftType, required: true },
    registration(true),
    partNumberField('partNumber', { fill: { name: 'partName' }, required: true, table: { width: 140 }, search: true, form: true }),
    { key: 'partName', type: 'text', maxLength: 80, table: { width: 160, ellipsis: true, hidden: true }, form: true },
    serialNumberField('serialNumber', { table: { width: 120, hidden: true }, search: true, form: true }),
    { ...ataChapter, required: true, table: { width: 90 } },
    { key: 'urgency', type: 'select', dict: 'priority', required: true, initial: 'ROUTINE', table: { width: 90 }, search: true, form: true },
    { key: 'symptom', type: 'textarea', required: true, maxLength: 2000, table: { width: 220, ellipsis: true }, form: true, detail: true, wide: true },
    { key: 'contactName', type: 'text', maxLength: 40, form: true, detail: true },
    {
      key: 'contactPhone',
      type: 'text',
      personal: 'phone',
      pattern: PHONE,
      patternMessage: 'orders.validation.phone',
      maxLength: 20,
      form: true,
      detail: true,
    },
    { key: 'handlerName', type: 'text', readOnly: true, table: { width: 90 }, detail: true },
    { key: 'assignedAt', type: 'dateTime', readOnly: true, detail: true },
    { key: 'waitingSince', type: 'dateTime', table: { width: 160, sortable: true, hidden: true }, detail: true, derive: waitingSinceOf },
    { key: 'unanswered', type: 'boolean', table: { width: 90 }, search: true, detail: false, derive: supportUnanswered },
    { key: 'resolution', type: 'textarea', readOnly: true, detail: true, wide: true },
    { key: 'resolvedAt', type: 'dateTime', readOnly: true, detail: true },
  ],
  keywordFields: ['code', 'customerName', 'aircraftRegistration', 'partNumber', 'partName', 'serialNumber', 'symptom'],
  rank: (r) => (SUPPORT_OPEN.includes(String(r.status)) ? 0 : 1),
  rowTone: (r, ctx) => (supportUnanswered(r, ctx) ? 'warning' : undefined),
  rowReason: (r, ctx): RowReason => ({
    message: 'support.reason.waiting',
    params: { n: Math.floor((ctx.now - Date.parse(String(waitingSinceOf(r)))) / 3_600_000) },
  }),
  lifecycle: {
    initial: 'OPEN',
    editableIn: ['OPEN', 'ASSIGNED', 'IN_PROGRESS'],
    statuses: [
      { key: 'OPEN', tone: 'warning' },
      { key: 'ASSIGNED', tone: 'processing' },
      { key: 'IN_PROGRESS', tone: 'processing' },
      { key: 'RESOLVED', tone: 'success' },
      { key: 'CLOSED', tone: 'default' },
    ],
    actions: [
      {
        key: 'assign',
        from: ['OPEN', 'ASSIGNED'],
        to: 'ASSIGNED',
        // the engineer of the duty roster (选项配置 supportEngineer: user no. → name) becomes the assignee
        input: [{ key: 'handlerNo', type: 'select', dict: 'supportEngineer', required: true, labelInto: 'handlerName', label: 'support.field.handlerName' }],
        comment: 'optional',
        stamp: ['assignedAt'],
      },
      { key: 'start', from: ['ASSIGNED'], to: 'IN_PROGRESS', confirm: true },
      {
        key: 'resolve',
        from: ['IN_PROGRESS'],
        to: 'RESOLVED',
        input: [{ key: 'resolution', type: 'textarea', required: true, maxLength: 2000, label: 'support.field.resolution' }],
        stamp: ['resolvedAt'],
      },
      { key: 'close', from: ['RESOLVED'], to: 'CLOSED', confirm: true, bulk: true },
      // the fix did not hold: back to work, the customer waiting again
      {
        key: 'reopen',
        from: ['RESOLVED', 'CLOSED'],
        to: 'IN_PROGRESS',
        comment: 'required',
        apply: (_r, _i, ctx) => ({ waitingSince: at(ctx), resolvedAt: null }),
      },
    ],
  },
});
