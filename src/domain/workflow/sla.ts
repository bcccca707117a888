/**
 * The approval clock (domain.md §5): a node of a workflow may give its tasks a time limit in hours
 * (流程配置). A pending task's clock runs from the moment it arrived: on time, due soon once less than
 * a quarter of its limit is left, overdue past it. A node without a limit gives its tasks no clock.
 * 审批管理 shows each pending task's age and state and lists the overdue first; the home's to-do card
 * counts them.
 */

/** The longest limit a node may give (30 days). */
export const SLA_MAX_HOURS = 720;
/** Due soon: less than this share of the limit is left. */
export const DUE_SOON_SHARE = 0.25;

export type SlaState = 'onTime' | 'dueSoon' | 'overdue';
export const SLA_STATES: readonly SlaState[] = ['onTime', 'dueSoon', 'overdue'];

const HOUR_MS = 3_600_000;

export interface TaskClock {
  /** whole hours since the task arrived */
  ageHours: number;
  /** the node's limit; absent: the task has no clock */
  slaHours?: number;
  /** when the limit runs out (ISO) */
  dueAt?: string;
  state?: SlaState;
  /** whole hours past the limit (overdue; at least 1), or hours left (otherwise, rounded up) */
  hoursPast?: number;
  hoursLeft?: number;
}

/** A valid limit: a whole number of hours from 1 to SLA_MAX_HOURS. */
export const isSlaHours = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= SLA_MAX_HOURS;

/** The clock of a task that arrived at `createdAt`, under a node limit of `slaHours`, at `now` (ms). */
export function taskClock(createdAt: string, slaHours: number | undefined, now: number): TaskClock {
  const arrived = Date.parse(createdAt);
  const waited = Math.max(0, now - arrived);
  const clock: TaskClock = { ageHours: Math.floor(waited / HOUR_MS) };
  if (!isSlaHours(slaHours) || Number.isNaN(arrived)) return clock;
  const due = arrived + slaHours * HOUR_MS;
  const left = due - now;
  clock.slaHours = slaHours;
  clock.dueAt = new Date(due).toISOString();
  if (left < 0) return { ...clock, state: 'overdue', hoursPast: Math.max(1, Math.floor(-left / HOUR_MS)) };
  return { ...clock, state: left < slaHours * HOUR_MS * DUE_SOON_SHARE ? 'dueSoon' : 'onTime', hoursLeft: Math.ceil(left / HOUR_MS) };
}

/**
 * When a node of an approval reached its approvers: the first of its tasks (a transfer adds a later
 * one, which keeps the node's deadline).
 */
export function nodeReachedAt(tasks: ReadonlyArray<{ instanceId: string; nodeIndex: number; createdAt: string }>, instanceId: string, nodeIndex: number) {
  let reached: string | undefined;
  for (const t of tasks)
    if (t.instanceId === instanceId && t.nodeIndex === nodeIndex && (reached === undefined || t.createdAt < reached)) reached = t.createdAt;
  return reached;
}

/**
 * The order of a pending list: the overdue first, the longest overdue at the top; then the others as
 * they were (newest first).
 */
export function overdueFirst<T>(rows: readonly T[], clockOf: (row: T) => TaskClock): T[] {
  const overdue = rows.filter((r) => clockOf(r).state === 'overdue');
  const rest = rows.filter((r) => clockOf(r).state !== 'overdue');
  overdue.sort((a, b) => Date.parse(clockOf(a).dueAt!) - Date.parse(clockOf(b).dueAt!));
  return [...overdue, ...rest];
}
