/**
 * Delegation (out of office, issue 38): a user names a stand-in for a period, for every business type
 * or for some. While the delegation is active the stand-in may approve or reject the tasks waiting
 * for the delegator — those already waiting and those that arrive — and the history says who acted
 * for whom ("李敏 代 王建国"). The task stays the delegator's: they may still act on it themselves,
 * and whoever acts first wins (the engine's usual check that a task is still pending).
 *
 * Rules (docs/workflow.md, "Delegation"):
 * - the period has an end after its start and after now, at most `DELEGATION_MAX_DAYS` long;
 * - never to oneself, never to a disabled user;
 * - **no chain**: a stand-in who is away themselves in an overlapping period (a delegation of their
 *   own), or a delegator who stands in for someone else then, is refused when the delegation is made;
 *   the inbox follows one step only;
 * - at most one delegation of a user covers any moment and business type (overlapping periods with
 *   overlapping types are refused);
 * - it is active from `from` (inclusive) to `to` (exclusive) unless cancelled — evaluated whenever a
 *   task is listed or acted on, so it ends by itself without any job;
 * - acting for someone needs the hand-over rule of a transfer (the engine's `receiverProblem`): the
 *   stand-in may read the record (page, data scope, secrecy level), is not its applicant and holds no
 *   task of their own on the same node.
 */
import { WorkflowError } from './errors';
import { isBusinessType } from './businessTypes';
import { textProblem, textProblemKey } from '../text';
import type { Delegation, DirectoryUser } from './types';

export const DELEGATION_MAX_DAYS = 180;
export const DELEGATION_REASON_MAX = 200;
export const DELEGATION_STATES = ['scheduled', 'active', 'ended', 'cancelled'] as const;
export type DelegationState = (typeof DELEGATION_STATES)[number];

/** What a user sends to name a stand-in (the delegator is the signed-in user). */
export interface DelegationInput {
  toUserNo: string;
  from: string;
  to: string;
  businessTypes?: string[];
  reason?: string;
}

const ms = (iso: string) => Date.parse(iso);

/** Where a delegation stands at `now`: not yet begun, running, past its end, or cancelled. */
export function delegationState(d: Delegation, now: string): DelegationState {
  if (d.cancelledAt) return 'cancelled';
  const t = ms(now);
  if (t < ms(d.from)) return 'scheduled';
  return t < ms(d.to) ? 'active' : 'ended';
}

/** Whether a delegation in `state` may still be cancelled: it has not ended and is not cancelled (外出委托's 取消委托 follows it). */
export const delegationCancellable = (state: DelegationState) => state === 'scheduled' || state === 'active';

const coversType = (d: Delegation, businessType: string) => d.businessTypes.length === 0 || d.businessTypes.includes(businessType);

/** The delegation of `userNo` that covers `businessType` at `now`, if any (at most one does). */
export function activeDelegation(delegations: readonly Delegation[] | undefined, userNo: string, businessType: string, now: string): Delegation | undefined {
  return (delegations ?? []).find((d) => d.fromUserNo === userNo && coversType(d, businessType) && delegationState(d, now) === 'active');
}

/** The delegations that make `userNo` a stand-in at `now` (for whom they may act, before the per-record checks). */
export function standingInFor(delegations: readonly Delegation[] | undefined, userNo: string, now: string): Delegation[] {
  return (delegations ?? []).filter((d) => d.toUserNo === userNo && delegationState(d, now) === 'active');
}

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => ms(a.from) < ms(b.to) && ms(b.from) < ms(a.to);
const typesOverlap = (a: string[], b: string[]) => a.length === 0 || b.length === 0 || a.some((t) => b.includes(t));
/** Delegations that still count at `now`: not cancelled, not ended. */
const live = (delegations: readonly Delegation[], now: string) => delegations.filter((d) => !d.cancelledAt && ms(d.to) > ms(now));

function time(value: unknown, field: string, label: string): string {
  if (typeof value !== 'string' || value.length > 40 || Number.isNaN(Date.parse(value))) {
    throw new WorkflowError('VALIDATION', 'workflow.error.format', { label }, field);
  }
  return new Date(value).toISOString();
}

function reasonOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const label = { label: 'workflow.delegation.field.reason' };
  if (typeof value !== 'string') throw new WorkflowError('VALIDATION', 'workflow.error.format', label, 'reason');
  const trimmed = value.trim();
  if (trimmed.length > DELEGATION_REASON_MAX)
    throw new WorkflowError('VALIDATION', 'workflow.error.maxLength', { ...label, max: DELEGATION_REASON_MAX }, 'reason');
  const problem = trimmed && textProblem(trimmed, { multiline: true });
  if (problem) throw new WorkflowError('VALIDATION', textProblemKey(problem), label, 'reason');
  return trimmed || undefined;
}

/**
 * Check a new delegation of `delegator` against the rules and the delegations already made; answers
 * the clean values (times as ISO, types without repeats) or refuses with a `WorkflowError`.
 */
export function checkDelegation(
  input: unknown,
  delegator: { userNo: string; userName: string },
  delegations: readonly Delegation[],
  user: (userNo: string) => DirectoryUser | undefined,
  now: string,
): Omit<Delegation, 'id' | 'createdAt'> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new WorkflowError('VALIDATION', 'server.body.notObject');
  const b = input as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !['toUserNo', 'from', 'to', 'businessTypes', 'reason'].includes(k));
  if (extra.length) throw new WorkflowError('VALIDATION', 'server.body.extraFields', { fields: extra.slice(0, 5).join('、') });
  if (typeof b.toUserNo !== 'string' || !b.toUserNo || b.toUserNo.length > 64) {
    throw new WorkflowError('VALIDATION', 'workflow.error.required', { label: 'workflow.delegation.field.toUser' }, 'toUserNo');
  }
  const from = time(b.from, 'from', 'workflow.delegation.field.from');
  const to = time(b.to, 'to', 'workflow.delegation.field.to');
  const reason = reasonOf(b.reason);
  const types = b.businessTypes ?? [];
  if (!Array.isArray(types) || !types.every(isBusinessType)) {
    throw new WorkflowError('VALIDATION', 'workflow.error.format', { label: 'workflow.delegation.field.businessTypes' }, 'businessTypes');
  }
  const businessTypes = [...new Set(types)];

  const stand = user(b.toUserNo);
  if (!stand) throw new WorkflowError('VALIDATION', 'workflow.error.userMissing', { user: b.toUserNo }, 'toUserNo');
  if (stand.userNo === delegator.userNo) throw new WorkflowError('VALIDATION', 'workflow.delegation.error.self', {}, 'toUserNo');
  if (!stand.enabled) throw new WorkflowError('VALIDATION', 'workflow.error.targetDisabled', { name: stand.userName }, 'toUserNo');
  if (ms(to) <= ms(from)) throw new WorkflowError('VALIDATION', 'workflow.delegation.error.endBeforeStart', {}, 'to');
  if (ms(to) <= ms(now)) throw new WorkflowError('VALIDATION', 'workflow.delegation.error.endPast', {}, 'to');
  if (ms(to) - ms(from) > DELEGATION_MAX_DAYS * 86_400_000) {
    throw new WorkflowError('VALIDATION', 'workflow.delegation.error.tooLong', { days: DELEGATION_MAX_DAYS }, 'to');
  }

  const period = { from, to };
  const current = live(delegations, now).filter((d) => overlaps(d, period));
  const clash = current.find((d) => d.fromUserNo === delegator.userNo && typesOverlap(d.businessTypes, businessTypes));
  if (clash) throw new WorkflowError('WORKFLOW_STATE', 'workflow.delegation.error.overlap', { name: clash.toUserName }, 'from');
  // no chain: the stand-in is not away then, and the delegator stands in for nobody then
  if (current.some((d) => d.fromUserNo === stand.userNo)) {
    throw new WorkflowError('WORKFLOW_STATE', 'workflow.delegation.error.standInAway', { name: stand.userName }, 'toUserNo');
  }
  const standing = current.find((d) => d.toUserNo === delegator.userNo);
  if (standing) throw new WorkflowError('WORKFLOW_STATE', 'workflow.delegation.error.delegatorStandsIn', { name: standing.fromUserName }, 'from');

  return {
    fromUserNo: delegator.userNo,
    fromUserName: delegator.userName,
    toUserNo: stand.userNo,
    toUserName: stand.userName,
    from,
    to,
    businessTypes,
    ...(reason ? { reason } : {}),
  };
}

/** Cancel a delegation: only its delegator (or an administrator, `anyone`), and only one not cancelled or ended. */
export function cancelDelegation(d: Delegation | undefined, by: { userNo: string }, now: string, anyone = false): Delegation {
  if (!d) throw new WorkflowError('NOT_FOUND', 'workflow.delegation.error.missing');
  if (d.fromUserNo !== by.userNo && !anyone) throw new WorkflowError('FORBIDDEN', 'workflow.delegation.error.notYours');
  if (!delegationCancellable(delegationState(d, now))) throw new WorkflowError('WORKFLOW_STATE', 'workflow.delegation.error.over');
  d.cancelledAt = now;
  d.cancelledBy = by.userNo;
  return d;
}
