/**
 * The lifecycle all six service applications share (domain.md §3):
 *
 *   DRAFT ─submit→ IN_APPROVAL ─(workflow)→ APPROVED ─process→ PROCESSING ─close→ CLOSED
 *                      │ (workflow) reject → REJECTED ─edit, submit→ IN_APPROVAL
 *                      └ (workflow) withdraw by the applicant, before the first approval → WITHDRAWN ─edit, submit→ …
 *
 * IN_APPROVAL is marked `inApproval`: the record is locked (no edit, no attachment change) until the
 * approval ends — the engine's rule for every resource, not a rule of these pages.
 *
 * `approve`, `reject` and `withdraw` are system actions: the workflow engine drives them (审批管理), so
 * they are never buttons and the public action endpoint refuses them. `submit` runs the submit hooks:
 * the workflow starts an approval instance, or approves at once when the type has no enabled workflow.
 */
import type { ActionDef, FieldDef, Lifecycle } from '../../engine';

export const APPLICATION_STATUSES = ['DRAFT', 'IN_APPROVAL', 'APPROVED', 'PROCESSING', 'CLOSED', 'REJECTED', 'WITHDRAWN'] as const;

export function applicationLifecycle(close: { input?: FieldDef[]; comment?: 'required' | 'optional' } = {}): Lifecycle {
  const actions: ActionDef[] = [
    { key: 'submit', from: ['DRAFT', 'REJECTED', 'WITHDRAWN'], to: 'IN_APPROVAL', submit: true, confirm: true, bulk: true },
    { key: 'approve', from: ['IN_APPROVAL'], to: 'APPROVED', system: true },
    { key: 'reject', from: ['IN_APPROVAL'], to: 'REJECTED', system: true },
    { key: 'withdraw', from: ['IN_APPROVAL'], to: 'WITHDRAWN', system: true },
    { key: 'process', from: ['APPROVED'], to: 'PROCESSING', confirm: true, comment: 'optional', stamp: ['processingAt'] },
    { key: 'close', from: ['PROCESSING'], to: 'CLOSED', comment: close.comment ?? 'optional', input: close.input, stamp: ['closedAt'], confirm: !close.input },
  ];
  return {
    initial: 'DRAFT',
    editableIn: ['DRAFT', 'REJECTED', 'WITHDRAWN'],
    statuses: [
      { key: 'DRAFT' },
      { key: 'IN_APPROVAL', tone: 'processing', inApproval: true },
      { key: 'APPROVED', tone: 'success' },
      { key: 'PROCESSING', tone: 'warning' },
      { key: 'CLOSED', tone: 'default', final: true },
      { key: 'REJECTED', tone: 'error' },
      { key: 'WITHDRAWN', tone: 'default' },
    ],
    actions,
  };
}

/** Stamps every application carries: when handling started and when it was closed. */
export const handlingStamps: FieldDef[] = [
  { key: 'processingAt', type: 'dateTime', readOnly: true, detail: true },
  { key: 'closedAt', type: 'dateTime', readOnly: true, table: { width: 160, sortable: true, hidden: true }, detail: true },
];
