/**
 * Notifications: what the header's bell shows, and the shape of the rules that make them. The rule
 * table itself is src/domain/notificationRules.ts (the mock runs it and stores each user's
 * notifications, answering `GET ${API.management}/notifications`); kept apart so that the bell does
 * not carry the resource definitions the rules read.
 *
 * A rule reacts to one of three things and names the users to tell:
 * - `change`  a committed change of a record (the store's change listener: create, update, action,
 *             a workflow step moving the record, a reply posted in its thread);
 * - `task`    an approval task created for an assignee (a workflow step);
 * - `due`     a record past a deadline, checked when the user's notifications are read (nothing
 *             happens at the moment a deadline passes).
 * The user who caused an event is never told about it. One notification per rule and record event
 * (`dedupe`): a due record is told once, however often it is checked.
 *
 * Adding a rule (another desk): append to NOTIFICATION_RULES (notificationRules.ts) with a new `kind`, and the two locale
 * texts `notifications.kind.<kind>` (zh-CN and en-US; `{code}` and `{actor}` are filled in). E.g.
 * "a certificate of my trainees expiring" is a `due` rule on the certificates resource whose
 * `overdue` is "expires within 30 days" and whose `to` is the trainee's manager; "a reply on my case"
 * is already the generic `reply` rule below (the case's applicant or assignee).
 */
import type { DomainContext, ResourceDef, Values } from './engine';

/** A notification as the bell shows it. Its text is `notifications.kind.<kind>` with code and actor. */
export interface Notification {
  id: string;
  kind: string;
  /** the record it is about: opened at recordHref(resource, recordId) */
  resource: string;
  recordId: string;
  code: string;
  actorName?: string;
  at: string;
  read: boolean;
}

/** The users a rule tells about an event: named, distinct, never the one who caused it. */
export function recipients(names: Array<string | undefined>, actorNo?: string): string[] {
  return [...new Set(names.filter((n): n is string => Boolean(n) && n !== actorNo))];
}

/** What makes two notifications the same (one is kept): the rule, the record and the event. */
export const dedupeKey = (kind: string, resource: string, recordId: string, event: string) => `${kind}:${resource}:${recordId}:${event}`;

/** How many notifications are kept per user (the oldest go first). */
export const NOTIFICATIONS_KEPT = 200;
/** How many the bell lists. */
export const NOTIFICATIONS_LISTED = 20;
/** How often the bell asks for new ones while the window is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** A committed change of a record (what the store's change listener sees). */
export interface RecordChange {
  def: ResourceDef;
  type: string;
  action?: string;
  before?: Values;
  after?: Values;
  actorNo: string;
}

/** An approval task created for its assignee. */
export interface TaskEvent {
  taskId: string;
  businessType: string;
  recordId: string;
  recordCode: string;
  assigneeNo: string;
  /** the assignee's stand-in who may act on it now (an active delegation), if any */
  standInNo?: string;
  actorNo: string;
}

export interface RuleBase {
  kind: string;
}
export interface ChangeRule extends RuleBase {
  on: 'change';
  /** a resource key or '*' */
  resource: string;
  to: (e: RecordChange) => Array<string | undefined>;
}
export interface TaskRule extends RuleBase {
  on: 'task';
  to: (e: TaskEvent) => Array<string | undefined>;
}
export interface DueRule extends RuleBase {
  on: 'due';
  resource: ResourceDef;
  /** the statuses a record may be overdue in (the store is scanned for these only) */
  statuses: string[];
  overdue: (r: Values, ctx: DomainContext) => boolean;
  to: (r: Values) => Array<string | undefined>;
}
export type NotificationRule = ChangeRule | TaskRule | DueRule;
