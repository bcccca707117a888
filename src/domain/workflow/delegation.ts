/**
 * Delegation (out of office, issue 38): a user names a stand-in for a period, for every business type
 * or for some. While the delegation is active the stand-in may approve or reject the tasks waiting
 * for the delegator — those already waiting and those that arrive — and the history says who acted
 * for whom ("李敏 代 王建国"). The task stays the delegator's: they may still act on it themselves,
 * and whoever acts first wins (the engine's usual check that a task is still pending).
 *
 * A delegation is a record of 外出委托 (the engine's `approvalDelegation`); its rules (docs/workflow.md,
 * "Delegation"):
 * - the period has an end after its start, at most `DELEGATION_MAX_DAYS` long (`periodProblem`: the
 *   definition's rule, form and store), and a new one ends after now;
 * - never to oneself (a disabled user is refused by the engine's user field);
 * - **no chain**: a stand-in who is away themselves in an overlapping period (a delegation of their
 *   own), or a delegator who stands in for someone else then, is refused when the delegation is made;
 *   the inbox follows one step only;
 * - at most one delegation of a user covers any moment and business type (overlapping periods with
 *   overlapping types are refused) — these need the other delegations: `delegationProblem`, the store's
 *   write check;
 * - it is active from `from` (inclusive) to `to` (exclusive) unless cancelled — evaluated whenever a
 *   task is listed or acted on, so it ends by itself without any job; 取消委托 only before it ends;
 * - acting for someone needs the hand-over rule of a transfer (the engine's `receiverProblem`): the
 *   stand-in may read the record (page, data scope, secrecy level), is not its applicant and holds no
 *   task of their own on the same node.
 */
import type { Delegation } from './types';

export const DELEGATION_MAX_DAYS = 180;
export const DELEGATION_REASON_MAX = 200;
/** Where a delegation stands on the clock (a derived value of the record; whether it was cancelled is its stored status). */
export const DELEGATION_STATES = ['scheduled', 'active', 'ended'] as const;
export type DelegationState = (typeof DELEGATION_STATES)[number];

/** A broken rule: the field it is about, a locale key and its parameters (the engine's `Issue`). */
export interface DelegationIssue {
  field: string;
  message: string;
  params?: Record<string, string | number>;
}

const ms = (iso: unknown) => Date.parse(String(iso));

/** Where a period stands at `now`: not yet begun, running, or past its end. */
export function delegationState(d: { from: unknown; to: unknown }, now: string | number): DelegationState {
  const t = typeof now === 'number' ? now : ms(now);
  if (t < ms(d.from)) return 'scheduled';
  return t < ms(d.to) ? 'active' : 'ended';
}

/** Whether a delegation in `state` may still be cancelled: it has not ended (外出委托's 取消委托 follows it, the server too). */
export const delegationCancellable = (state: DelegationState) => state === 'scheduled' || state === 'active';

const coversType = (d: Delegation, businessType: string) => d.businessTypes.length === 0 || d.businessTypes.includes(businessType);
const running = (d: Delegation, now: string) => !d.cancelled && delegationState(d, now) === 'active';

/** The delegation of `userNo` that covers `businessType` at `now`, if any (at most one does). */
export function activeDelegation(delegations: readonly Delegation[] | undefined, userNo: string, businessType: string, now: string): Delegation | undefined {
  return (delegations ?? []).find((d) => d.fromUserNo === userNo && coversType(d, businessType) && running(d, now));
}

/** The delegations that make `userNo` a stand-in at `now` (for whom they may act, before the per-record checks). */
export function standingInFor(delegations: readonly Delegation[] | undefined, userNo: string, now: string): Delegation[] {
  return (delegations ?? []).filter((d) => d.toUserNo === userNo && running(d, now));
}

/** The period's own rule: an end after the start, at most `DELEGATION_MAX_DAYS` long (nothing to say while either is missing). */
export function periodProblem(v: { from?: unknown; to?: unknown }): DelegationIssue | null {
  if (!v.from || !v.to || Number.isNaN(ms(v.from)) || Number.isNaN(ms(v.to))) return null;
  if (ms(v.to) <= ms(v.from)) return { field: 'to', message: 'workflow.delegation.error.endBeforeStart' };
  if (ms(v.to) - ms(v.from) > DELEGATION_MAX_DAYS * 86_400_000)
    return { field: 'to', message: 'workflow.delegation.error.tooLong', params: { days: DELEGATION_MAX_DAYS } };
  return null;
}

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => ms(a.from) < ms(b.to) && ms(b.from) < ms(a.to);
const typesOverlap = (a: string[], b: string[]) => a.length === 0 || b.length === 0 || a.some((t) => b.includes(t));

/**
 * What refuses a new delegation `d` among the others (`delegations`, every user's) at `now`: oneself as
 * the stand-in, an end already past, an overlap with one's own, or a chain. Null when it may be made.
 */
export function delegationProblem(d: Delegation, delegations: readonly Delegation[], now: string): DelegationIssue | null {
  if (d.toUserNo === d.fromUserNo) return { field: 'toUserNo', message: 'workflow.delegation.error.self' };
  if (ms(d.to) <= ms(now)) return { field: 'to', message: 'workflow.delegation.error.endPast' };
  // the ones that still count: not cancelled, not ended, and overlapping this period
  const current = delegations.filter((x) => x.id !== d.id && !x.cancelled && ms(x.to) > ms(now) && overlaps(x, d));
  const clash = current.find((x) => x.fromUserNo === d.fromUserNo && typesOverlap(x.businessTypes, d.businessTypes));
  if (clash) return { field: 'from', message: 'workflow.delegation.error.overlap', params: { name: clash.toUserName } };
  // no chain: the stand-in is not away then, and the delegator stands in for nobody then
  if (current.some((x) => x.fromUserNo === d.toUserNo))
    return { field: 'toUserNo', message: 'workflow.delegation.error.standInAway', params: { name: d.toUserName } };
  const standing = current.find((x) => x.toUserNo === d.fromUserNo);
  if (standing) return { field: 'from', message: 'workflow.delegation.error.delegatorStandsIn', params: { name: standing.fromUserName } };
  return null;
}
