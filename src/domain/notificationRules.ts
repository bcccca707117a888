/**
 * The notification rule table (the rules' shape and how they run: src/domain/notifications.ts).
 * Other desks append their rules here, one entry each, with the locale texts
 * `notifications.kind.<kind>`.
 */
import type { NotificationRule, RecordChange } from './notifications';
import type { ResourceDef, Values } from './engine';
import { aogOrder, aogOverdue } from './desks/orders';
import { BUSINESS_TYPES } from './workflow/businessTypes';

const field = (r: Values | undefined, key: string | undefined) => (r && key ? (r[key] as string | undefined) : undefined);
/** The applicant and the assignee of a record, where its resource has such fields. */
const people = (def: ResourceDef, r: Values | undefined) => [field(r, def.mine.applied), field(r, def.mine.assigned)];
const movedTo = (e: RecordChange, status: string) => e.before?.status !== status && e.after?.status === status;
const decided = (e: RecordChange, outcome: 'approved' | 'rejected') => {
  const binding = BUSINESS_TYPES.find((b) => b.type === e.def.key);
  return Boolean(binding && e.before?.status === binding.statuses.inApproval && movedTo(e, binding.statuses[outcome]));
};

export const NOTIFICATION_RULES: NotificationRule[] = [
  { kind: 'taskAssigned', on: 'task', to: (e) => [e.assigneeNo] },
  { kind: 'taskDelegated', on: 'task', to: (e) => [e.standInNo] },
  { kind: 'approved', on: 'change', resource: '*', to: (e) => (decided(e, 'approved') ? [field(e.after, e.def.mine.applied)] : []) },
  { kind: 'rejected', on: 'change', resource: '*', to: (e) => (decided(e, 'rejected') ? [field(e.after, e.def.mine.applied)] : []) },
  { kind: 'reply', on: 'change', resource: '*', to: (e) => (e.type === 'reply' ? people(e.def, e.after) : []) },
  {
    kind: 'aogOverdue',
    on: 'due',
    resource: aogOrder,
    statuses: ['SUBMITTED'],
    overdue: aogOverdue,
    to: (r) => [field(r, aogOrder.mine.applied)],
  },
];
