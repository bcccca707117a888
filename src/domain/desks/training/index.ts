/**
 * The training desk (domain.md §3–§4): courses (edited on a full page, /courseManagementEdit/:type),
 * training orders that book named trainees onto a course's session, and the personnel files that
 * hold the certificates those orders issue. The desk's rules (course types, sessions, seats,
 * certificates) are in ./rules.ts, exported from here too: this folder is the desk's one home; the mock
 * applies the rules in mock/lib/desks/training.ts.
 */
import { businessDate, defineResource, expiryReason, type FieldDef } from '../../engine';
import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_STATES,
  COURSE_TYPES,
  fileCertificateState,
  nextExpiry,
  SESSION_FIELDS,
  sessionIssues,
  traineesOf,
  typeFieldIssues,
  upcomingSessions,
} from './rules';

export * from './rules';

/** A person's ID card or passport number: capitals and digits, 6–20. */
const ID_NO = /^[A-Z0-9]{6,20}$/;
/** An online course's link. */
const LINK = /^https?:\/\/[^\s]{3,290}$/;

const idNo: FieldDef = {
  key: 'idNo',
  type: 'text',
  personal: 'idNo',
  required: true,
  pattern: ID_NO,
  upperCase: true,
  patternMessage: 'training.validation.idNo',
  maxLength: 20,
};
const person: FieldDef[] = [
  { key: 'name', type: 'text', required: true, maxLength: 40 },
  idNo,
  { key: 'employer', type: 'text', required: true, maxLength: 80 },
  { key: 'position', type: 'text', required: true, maxLength: 40 },
];

// ---------------------------------------------------------------- courses

export const courseManagement = defineResource({
  key: 'courseManagement',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'CRS',
  customer: false,
  fields: [
    { key: 'name', type: 'text', required: true, maxLength: 80, table: { width: 220, ellipsis: true }, search: true, form: true },
    // the `:type` of the editor's address: chosen when the course is created, never changed
    { key: 'courseType', type: 'select', enum: COURSE_TYPES, required: true, table: { width: 90 }, search: true, form: 'create' },
    { key: 'aircraftType', type: 'select', dict: 'aircraftType', required: true, table: { width: 100 }, search: true, form: true },
    { key: 'hours', type: 'number', required: true, min: 0.5, max: 1000, precision: 1, table: { width: 80 }, form: true },
    { key: 'instructor', type: 'text', required: true, maxLength: 40, table: { width: 100 }, search: true, form: true },
    { key: 'capacity', type: 'integer', required: true, min: 1, max: 200, help: 'courseManagement.help.capacity', table: { width: 80 }, form: true },
    {
      key: 'validityMonths',
      type: 'integer',
      required: true,
      min: 1,
      max: 120,
      help: 'courseManagement.help.validityMonths',
      table: { width: 100, hidden: true },
      form: true,
    },
    { key: 'published', type: 'boolean', initial: false, table: { width: 80 }, search: true, form: true },
    { key: 'location', type: 'text', maxLength: 120, form: true },
    // practical courses
    { key: 'trainingDevice', type: 'text', maxLength: 80, form: true },
    { key: 'traineesPerInstructor', type: 'integer', min: 1, max: 20, form: true },
    // online courses
    { key: 'platform', type: 'select', dict: 'trainingPlatform', form: true },
    { key: 'onlineLink', type: 'text', maxLength: 300, pattern: LINK, patternMessage: 'training.validation.link', form: true },
    { key: 'description', type: 'textarea', maxLength: 2000, form: true, wide: true },
    {
      key: 'syllabus',
      type: 'lineItems',
      required: true,
      form: true,
      wide: true,
      lines: {
        fields: [
          { key: 'title', type: 'text', required: true, maxLength: 80 },
          { key: 'hours', type: 'number', required: true, min: 0.5, max: 200, precision: 1 },
          { key: 'objectives', type: 'textarea', maxLength: 500 },
        ],
        minRows: 1,
        maxRows: 40,
        totals: ['hours'],
        summary: ['title'],
      },
    },
    {
      key: 'sessions',
      type: 'lineItems',
      form: true,
      wide: true,
      table: { width: 260 },
      lines: {
        fields: [...SESSION_FIELDS],
        minRows: 0,
        maxRows: 30,
        summary: ['sessionNo', 'startAt'],
      },
    },
    // the next session to come: the list sorts by it
    {
      key: 'nextSessionAt',
      type: 'dateTime',
      table: { width: 150, sortable: true },
      detail: true,
      derive: (r, ctx) => upcomingSessions(r, ctx.now)[0]?.startAt ?? null,
    },
    // free seats over the sessions to come (home: upcoming sessions with free seats)
    {
      key: 'freeSeats',
      type: 'integer',
      table: { width: 90, hidden: true },
      detail: true,
      derive: (r, ctx) => upcomingSessions(r, ctx.now).reduce((n, s) => n + Math.max(0, s.seats - (s.booked ?? 0)), 0),
    },
  ],
  keywordFields: ['code', 'name', 'instructor'],
  rules: [typeFieldIssues, sessionIssues],
  attachments: { docTypes: 'courseMaterialType', maxBytes: 5 * 1024 * 1024, maxCount: 30 },
});

// ---------------------------------------------------------------- training orders

export const trainingOrder = defineResource({
  key: 'trainingOrder',
  codePrefix: 'TRN',
  fields: [
    { key: 'courseId', type: 'text', required: true, maxLength: 64, relatedTo: { resource: 'courseManagement' }, form: true, detail: false },
    // copied from the course and its session by the server when the order is booked
    { key: 'courseName', type: 'text', readOnly: true, table: { width: 200, ellipsis: true }, search: true, detail: true },
    // the session's number as the course declares it
    { ...SESSION_FIELDS[0], table: { width: 70 }, form: true },
    { key: 'sessionStart', type: 'dateTime', readOnly: true, table: { width: 150, sortable: true }, search: 'range', detail: true },
    {
      key: 'trainees',
      type: 'lineItems',
      required: true,
      form: true,
      wide: true,
      table: { width: 220, ellipsis: true },
      lines: {
        fields: [
          ...person,
          { key: 'result', type: 'select', enum: ['PASSED', 'FAILED'], readOnly: true },
          { key: 'score', type: 'number', min: 0, max: 100, precision: 1, readOnly: true },
          { key: 'certificateNo', type: 'text', readOnly: true },
        ],
        minRows: 1,
        maxRows: 50,
        summary: ['name'],
      },
    },
    { key: 'traineeCount', type: 'integer', table: { width: 80 }, detail: true, derive: (r) => traineesOf(r).length },
    { key: 'completedAt', type: 'date', readOnly: true, table: { width: 110, hidden: true }, detail: true },
  ],
  keywordFields: ['code', 'customerName', 'courseName', 'trainees'],
  mine: { applied: 'applicantNo' },
  lifecycle: {
    initial: 'SUBMITTED',
    editableIn: ['SUBMITTED'],
    statuses: [
      { key: 'SUBMITTED', tone: 'processing' },
      { key: 'CONFIRMED', tone: 'processing' },
      { key: 'IN_TRAINING', tone: 'warning' },
      { key: 'COMPLETED', tone: 'success' },
      { key: 'CLOSED', final: true },
      { key: 'CANCELLED', tone: 'error', final: true },
    ],
    actions: [
      { key: 'confirm', from: ['SUBMITTED'], to: 'CONFIRMED', confirm: true, bulk: true },
      { key: 'start', from: ['CONFIRMED'], to: 'IN_TRAINING', confirm: true },
      {
        key: 'complete',
        from: ['IN_TRAINING'],
        to: 'COMPLETED',
        // each trainee's result and score, in the order's order; passed ones get a certificate
        input: [
          {
            key: 'trainees',
            type: 'lineItems',
            required: true,
            label: 'trainingOrder.field.results',
            lines: {
              fields: [
                { key: 'result', type: 'select', enum: ['PASSED', 'FAILED'], required: true },
                { key: 'score', type: 'number', required: true, min: 0, max: 100, precision: 1 },
              ],
              patch: true,
            },
          },
        ],
        stamp: ['completedAt'],
        comment: 'optional',
      },
      { key: 'close', from: ['COMPLETED'], to: 'CLOSED', confirm: true, bulk: true },
      { key: 'cancel', from: ['SUBMITTED', 'CONFIRMED'], to: 'CANCELLED', danger: true, comment: 'required' },
    ],
  },
});

// ---------------------------------------------------------------- personnel files

export const personnelFile = defineResource({
  key: 'personnelFile',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'PF',
  // the trainee's employer in the customer master: the customer's page lists its people
  fields: [
    ...person.map((f) => ({ ...f, table: { width: f.key === 'employer' ? 200 : 120, ellipsis: true }, search: f.key !== 'position', form: true })),
    {
      key: 'licences',
      type: 'text',
      maxLength: 200,
      help: 'personnelFile.help.licences',
      table: { width: 200, ellipsis: true, hidden: true },
      form: true,
      wide: true,
    },
    // issued by completed training orders (mock/lib/desks/training.ts), never typed
    {
      key: 'certificates',
      type: 'lineItems',
      readOnly: true,
      detail: false,
      lines: {
        fields: [...CERTIFICATE_FIELDS],
        summary: ['courseName'],
      },
    },
    { key: 'certificateCount', type: 'integer', table: { width: 80 }, derive: (r) => (Array.isArray(r.certificates) ? r.certificates.length : 0) },
    {
      key: 'certificateState',
      type: 'select',
      enum: CERTIFICATE_STATES,
      table: { width: 110 },
      search: true,
      derive: (r, ctx) => fileCertificateState(r, ctx.now),
    },
    { key: 'nextExpiry', type: 'date', table: { width: 110, sortable: true }, derive: (r) => nextExpiry(r) },
  ],
  keywordFields: ['code', 'name', 'idNo', 'employer', 'certificates'],
  rowTone: (r, ctx) => {
    const state = fileCertificateState(r, ctx.now);
    return state === 'EXPIRED' ? 'error' : state === 'EXPIRING' ? 'warning' : undefined;
  },
  rowReason: (r, ctx) => expiryReason(String(nextExpiry(r)), businessDate(ctx.now)),
});

export const trainingResources = [courseManagement, trainingOrder, personnelFile];
