/**
 * Each user's notifications, made by the rules of src/domain/notifications.ts:
 * (rules: src/domain/notificationRules.ts)
 * - `change` rules run in a change listener of the store (every resource: '*');
 * - `task` rules run when a workflow outcome is applied, for the pending tasks of its instance;
 * - `due` rules run when a user's notifications are read, over the records in the rule's statuses.
 * Kept in memory per user (the newest NOTIFICATIONS_KEPT), each event told once (its dedupe key).
 * Registered once per load of this file (umi reloads mock files on change).
 */
import { NOTIFICATION_RULES } from '../../../src/domain/notificationRules';
import { NOTIFICATIONS_KEPT, dedupeKey, recipients, type ChangeRule, type DueRule, type Notification, type TaskRule } from '../../../src/domain/notifications';
import { resourceOf } from '../../../src/domain/desks';
import { collection } from '../store/db';
import type { MockUser } from '../server/identity';
import { mayOpen } from '../store/ownership';
import { matches, onChange, type ChangeEvent } from '../store/hooks';
import { settingsContext } from '../store/options';
import { storedRows } from '../store/tables';
import { onWorkflowOutcome, standInOf, workflowData } from '../workflow/workflow';

interface Inbox {
  rows: Notification[];
  keys: Set<string>;
}

const inboxes = () => collection<{ byUser: Map<string, Inbox>; seq: number }>('notifications', () => ({ byUser: new Map(), seq: 0 }));

function inboxOf(userNo: string): Inbox {
  const all = inboxes().byUser;
  if (!all.has(userNo)) all.set(userNo, { rows: [], keys: new Set() });
  return all.get(userNo)!;
}

type NewNotification = Omit<Notification, 'id' | 'at' | 'read'>;

/** Tell `userNos` once about the event `key` names. */
export function notify(userNos: string[], key: string, n: NewNotification, now = Date.now()) {
  for (const userNo of userNos) {
    const inbox = inboxOf(userNo);
    if (inbox.keys.has(key)) continue;
    inbox.keys.add(key);
    const id = `N${++inboxes().seq}`;
    // newest first by time: a notification dated back (an escalation found late) takes its place
    const row = { ...n, id, at: new Date(now).toISOString(), read: false };
    const at = inbox.rows.findIndex((r) => r.at <= row.at);
    inbox.rows.splice(at < 0 ? inbox.rows.length : at, 0, row);
    inbox.rows.length = Math.min(inbox.rows.length, NOTIFICATIONS_KEPT);
  }
}

const rulesOn = <R extends { on: string }>(on: R['on']) => NOTIFICATION_RULES.filter((r) => r.on === on) as unknown as R[];

function onRecordChange(e: ChangeEvent) {
  const record = e.after ?? e.before;
  if (!record) return;
  // what happened to the record: its version after the change (a reply leaves it unchanged: its time)
  const event = e.type === 'reply' ? `reply@${Date.now()}` : `${e.type}:${e.action ?? ''}@${record.version ?? ''}`;
  for (const rule of rulesOn<ChangeRule>('change')) {
    if (!matches(rule.resource, e.def.key)) continue;
    const to = recipients(rule.to({ def: e.def, type: e.type, action: e.action, before: e.before, after: e.after, actorNo: e.user.userNo }), e.user.userNo);
    if (to.length === 0) continue;
    notify(to, dedupeKey(rule.kind, e.def.key, record.id, event), {
      kind: rule.kind,
      resource: e.def.key,
      recordId: record.id,
      code: String(record.code ?? record.id),
      actorName: e.user.userName,
    });
  }
}

/** The user's due notifications, made now (each due record is told once). */
function sweepDue(userNo: string, now: number) {
  const ctx = settingsContext(now);
  for (const rule of rulesOn<DueRule>('due')) {
    for (const r of storedRows(rule.resource)) {
      if (!rule.statuses.includes(String(r.status)) || !recipients(rule.to(r)).includes(userNo) || !rule.overdue(r, ctx)) continue;
      notify(
        [userNo],
        dedupeKey(rule.kind, rule.resource.key, r.id, 'due'),
        {
          kind: rule.kind,
          resource: rule.resource.key,
          recordId: r.id,
          code: String(r.code ?? r.id),
        },
        now,
      );
    }
  }
}

/** The user's notifications, newest first (due ones made first) — all of them, as they were made. */
export function notificationsOf(userNo: string, now = Date.now()): Notification[] {
  sweepDue(userNo, now);
  return inboxOf(userNo).rows;
}

/**
 * The notifications the user may read now, newest first: each is checked against its record when it
 * is listed, not only when it was made — one about a record the user can no longer open (its level
 * raised, its page taken away, out of the data scope) is not shown, and shows again if that changes.
 */
export function visibleNotifications(user: MockUser, now = Date.now()): Notification[] {
  const open = new Map<string, boolean>();
  return notificationsOf(user.userNo, now).filter((n) => {
    const key = `${n.resource}:${n.recordId}`;
    let v = open.get(key);
    if (v === undefined) {
      const def = resourceOf(n.resource);
      v = !!def && mayOpen(def, n.recordId, user);
      open.set(key, v);
    }
    return v;
  });
}

/** Mark one (or, without id, every one) of the user's notifications read; answers the unread count of those they may read. */
export function markRead(user: MockUser, id?: string): number {
  const inbox = inboxOf(user.userNo);
  for (const n of inbox.rows) if (!id || n.id === id) n.read = true;
  return visibleNotifications(user).filter((n) => !n.read).length;
}

/** What raises a notification: record changes and workflow outcomes (registered by mock/lib/rules.ts; each returned function removes one). */
export function notificationRules(): Array<() => void> {
  return [
    onChange('*', onRecordChange),
    onWorkflowOutcome((outcome, actor) => {
      const instanceId = outcome.instance?.id;
      if (!instanceId) return;
      for (const task of workflowData().tasks) {
        if (task.instanceId !== instanceId || task.status !== 'PENDING') continue;
        for (const rule of rulesOn<TaskRule>('task')) {
          const to = recipients(
            rule.to({
              taskId: task.id,
              businessType: task.businessType,
              recordId: task.recordId,
              recordCode: task.recordCode,
              assigneeNo: task.assigneeNo,
              standInNo: standInOf(task),
              actorNo: actor.userNo,
            }),
            actor.userNo,
          );
          notify(to, dedupeKey(rule.kind, task.businessType, task.recordId, task.id), {
            kind: rule.kind,
            resource: task.businessType,
            recordId: task.recordId,
            code: task.recordCode,
            actorName: actor.userName,
          });
        }
      }
    }),
  ];
}
