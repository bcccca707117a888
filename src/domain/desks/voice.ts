/**
 * The customers' and colleagues' voice desks of issue 16 on the engine (domain.md §3–§4; see
 * docs/cbb-and-content.md):
 * - 我的建议 (/suggestManagement): a suggestion is SUBMITTED, then ACCEPTED or REJECTED with a reply, and
 *   an accepted one IMPLEMENTED with a reply of what was done; the author reads the reply in the detail.
 *   Everyone sees their own; holders of SUGGESTION_HANDLER_CODE (the accept code: the service manager)
 *   see and handle all (the mock's row filter, mock/content.ts). A suggestion is a letter in a box: once
 *   submitted it is not edited.
 * - 网站维护 (/portalMaintenance): announcements and home banners with a publish window, an audience
 *   (no role = everyone) and an order; the home page shows what is live for the user
 *   (src/domain/portalContent.ts, GET …/portalMaintenance/live).
 */
import { DEMO_ROLES } from '../admin/demoRoles';
import { API } from '../endpoints';
import { PORTAL_LINK } from '../links';
import { CONTENT_KINDS, WINDOW_STATES, windowState } from '../portalContent';
import { defineResource, type Values } from '../engine';

const reply = (required: boolean) => [{ key: 'reply', type: 'textarea' as const, required, maxLength: 2000, label: 'suggestManagement.field.reply' }];

export const suggestion = defineResource({
  key: 'suggestManagement',
  applicant: { label: 'resource.applicant.submitter', mine: 'resource.mine.submitted' },
  createLabel: 'suggestManagement.create',
  codePrefix: 'SUG',
  customer: false,
  fields: [
    { key: 'title', type: 'text', required: true, maxLength: 100, table: true, form: true, wide: true },
    { key: 'category', type: 'select', dict: 'suggestionCategory', required: true, table: { width: 120 }, search: true, form: true },
    { key: 'content', type: 'textarea', required: true, maxLength: 2000, form: true, detail: true, wide: true },
    { key: 'reply', type: 'textarea', maxLength: 2000, readOnly: true, detail: true, wide: true },
    { key: 'handlerName', type: 'text', readOnly: true, table: { width: 100 }, detail: true },
    { key: 'handlerNo', type: 'text', readOnly: true },
    { key: 'repliedAt', type: 'dateTime', readOnly: true, table: { width: 160 }, detail: true },
  ],
  mine: { assigned: 'handlerNo' },
  lifecycle: {
    initial: 'SUBMITTED',
    editableIn: [],
    statuses: [
      { key: 'SUBMITTED', tone: 'processing' },
      { key: 'ACCEPTED', tone: 'warning' },
      { key: 'REJECTED', tone: 'error', final: true },
      { key: 'IMPLEMENTED', tone: 'success', final: true },
    ],
    actions: [
      { key: 'accept', from: ['SUBMITTED'], to: 'ACCEPTED', input: reply(true), stamp: ['repliedAt'], takes: true },
      { key: 'reject', from: ['SUBMITTED'], to: 'REJECTED', input: reply(true), stamp: ['repliedAt'], takes: true, danger: true },
      { key: 'implement', from: ['ACCEPTED'], to: 'IMPLEMENTED', input: reply(true), stamp: ['repliedAt'] },
    ],
  },
});

/** Holding it, a user sees and handles every suggestion; without it, only their own. */
export const SUGGESTION_HANDLER_CODE = suggestion.codes.action('accept');

export const portalContent = defineResource({
  key: 'portalMaintenance',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'PC',
  customer: false,
  fields: [
    { key: 'kind', type: 'select', enum: CONTENT_KINDS, required: true, initial: 'ANNOUNCEMENT', table: { width: 100 }, search: true, form: true },
    { key: 'title', type: 'text', required: true, maxLength: 60, table: true, form: true },
    { key: 'content', type: 'textarea', maxLength: 1000, form: true, detail: true, wide: true },
    { key: 'link', type: 'text', maxLength: 300, pattern: PORTAL_LINK, patternMessage: 'portalMaintenance.validation.link', form: true, detail: true },
    { key: 'startAt', type: 'dateTime', required: true, table: { width: 160 }, form: true },
    { key: 'endAt', type: 'dateTime', required: true, table: { width: 160 }, form: true },
    {
      key: 'audience',
      type: 'multiSelect',
      enum: DEMO_ROLES.map((r) => r.code),
      table: { width: 180 },
      search: true,
      form: true,
      help: 'portalMaintenance.help.audience',
    },
    { key: 'sortOrder', type: 'integer', required: true, min: 0, max: 999, initial: 10, table: { width: 80 }, form: true },
    { key: 'window', type: 'select', enum: WINDOW_STATES, table: { width: 100 }, detail: true, derive: (r: Values, ctx) => windowState(r, ctx.now) },
  ],
  rules: [
    (v) =>
      typeof v.startAt === 'string' && typeof v.endAt === 'string' && Date.parse(v.endAt) <= Date.parse(v.startAt)
        ? { field: 'endAt', message: 'portalMaintenance.validation.endAfterStart' }
        : null,
  ],
  removable: ['DRAFT', 'WITHDRAWN'],
  lifecycle: {
    initial: 'DRAFT',
    editableIn: ['DRAFT', 'PUBLISHED', 'WITHDRAWN'],
    statuses: [{ key: 'DRAFT' }, { key: 'PUBLISHED', tone: 'success' }, { key: 'WITHDRAWN' }],
    actions: [
      { key: 'publish', from: ['DRAFT', 'WITHDRAWN'], to: 'PUBLISHED', confirm: true },
      { key: 'withdraw', from: ['PUBLISHED'], to: 'WITHDRAWN', confirm: true, danger: true },
    ],
  },
});

/** GET: the portal content live now for the signed-in user (any signed-in user; see portalContent.ts). */
export const LIVE_CONTENT_PATH = `${API[portalContent.base]}/portalContent/live`;
