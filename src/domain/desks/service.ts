/**
 * The customer-service desk (客服管理, domain.md §4): the desk's conversations with customers and the
 * FAQ the AI assistant answers from. Conversations come in by phone, e-mail or the online channel,
 * wait in the queue until an agent takes them (or is assigned), and run OPEN → PENDING_CUSTOMER
 * (waiting for the customer) → RESOLVED → CLOSED; the exchange with the customer is the record's
 * message thread. The FAQ is a second resource shown on the same page (a tab of 客服管理).
 */
import { defineResource, type Issue, type Values } from '../engine';

/** Only an agent resolves: a conversation in the queue is taken (or assigned) first. */
const needsAgent = (record: Values): Issue | null => (record.agentNo ? null : { message: 'customerService.validation.noAgent' });

export const customerService = defineResource({
  key: 'customerService',
  applicant: false,
  // a conversation nobody has taken yet is in the queue, not being handled
  statusViews: [{ key: 'QUEUED', of: 'OPEN', tone: 'warning', when: (r) => !r.agentNo }],
  codePrefix: 'CS',
  thread: true,
  fields: [
    { key: 'topic', type: 'text', required: true, maxLength: 120, table: { width: 260, ellipsis: true }, search: true, form: true },
    { key: 'channel', type: 'select', dict: 'serviceChannel', required: true, table: { width: 100 }, search: true, form: true },
    { key: 'contactName', type: 'text', maxLength: 40, table: { width: 110 }, form: true },
    { key: 'contactPhone', type: 'text', personal: 'phone', maxLength: 40, form: true },
    { key: 'agentNo', type: 'text', readOnly: true, detail: false },
    { key: 'agentName', type: 'text', readOnly: true, table: { width: 100 }, detail: true },
  ],
  keywordFields: ['code', 'topic', 'contactName', 'customerName', 'agentName'],
  mine: { assigned: 'agentNo', unassigned: true },
  lifecycle: {
    initial: 'OPEN',
    editableIn: ['OPEN', 'PENDING_CUSTOMER'],
    statuses: [
      { key: 'OPEN', tone: 'processing' },
      { key: 'PENDING_CUSTOMER', tone: 'warning' },
      { key: 'RESOLVED', tone: 'success' },
      { key: 'CLOSED', final: true },
    ],
    actions: [
      // from the queue: the operator becomes the agent
      {
        key: 'take',
        from: ['OPEN'],
        to: 'OPEN',
        takes: true,
        confirm: true,
        guard: (record) => (record.agentNo ? { message: 'customerService.validation.taken' } : null),
      },
      {
        key: 'assign',
        from: ['OPEN'],
        to: 'OPEN',
        input: [{ key: 'agentNo', type: 'select', dict: 'serviceAgent', labelInto: 'agentName', required: true }],
        comment: 'optional',
      },
      { key: 'awaitCustomer', from: ['OPEN'], to: 'PENDING_CUSTOMER', comment: 'optional', guard: needsAgent },
      { key: 'customerReplied', from: ['PENDING_CUSTOMER'], to: 'OPEN' },
      { key: 'resolve', from: ['OPEN', 'PENDING_CUSTOMER'], to: 'RESOLVED', comment: 'optional', guard: needsAgent },
      { key: 'reopen', from: ['RESOLVED'], to: 'OPEN', comment: 'required' },
      { key: 'close', from: ['RESOLVED'], to: 'CLOSED', bulk: true },
    ],
  },
});

/** FAQ entries (question, answer, tags, published): the published ones are what the assistant cites. */
export const faq = defineResource({
  key: 'faq',
  applicant: false,
  page: 'customerService',
  codePrefix: 'FAQ',
  customer: false,
  module: 'faq.name',
  removable: true,
  fields: [
    { key: 'question', type: 'text', required: true, maxLength: 200, table: { width: 360, ellipsis: true }, search: true, form: true, wide: true },
    { key: 'answer', type: 'textarea', required: true, maxLength: 2000, form: true, detail: true, wide: true },
    { key: 'tags', type: 'multiSelect', dict: 'faqTag', required: true, table: { width: 220 }, search: true, form: true },
    { key: 'published', type: 'boolean', initial: false, table: { width: 90 }, search: true, form: true },
  ],
  keywordFields: ['code', 'question', 'answer'],
});

export const serviceResources = [customerService, faq];
