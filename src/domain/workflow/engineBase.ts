/**
 * What every call of the workflow engine (engine.ts) stands on: the checks of input that came over the wire,
 * and the bookkeeping of instances and tasks — approvers of a node, new tasks, history entries, ids, rollback.
 */
import { bindingOf, statusesFor, type WorkflowStatuses } from './businessTypes';
import { textProblem, textProblemKey } from '../text';
import { WorkflowError, type Params } from './errors';
import { activeDelegation, standingInFor } from './delegation';
import { isCurrentApprover, instanceOf } from './queries';
import { groupIn } from './types';
import type {
  Actor,
  ApprovalTask,
  DirectoryUser,
  WorkflowAction,
  WorkflowData,
  WorkflowEnv,
  WorkflowHistoryEntry,
  WorkflowInstance,
  WorkflowLogEntry,
  WorkflowOutcome,
} from './types';

export const COMMENT_MAX = 500;
export const TITLE_MAX = 200;
export const BULK_MAX = 100;

// ---------------------------------------------------------------------------------------------
// input checks — every public call receives values that came over the wire

export function text(value: unknown, field: string, label: Params, { required = false, max = COMMENT_MAX } = {}): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new WorkflowError('VALIDATION', 'workflow.error.required', label, field);
    return undefined;
  }
  if (typeof value !== 'string') throw new WorkflowError('VALIDATION', 'workflow.error.format', label, field);
  const trimmed = value.trim();
  if (!trimmed) {
    if (required) throw new WorkflowError('VALIDATION', 'workflow.error.required', label, field);
    return undefined;
  }
  if (trimmed.length > max) throw new WorkflowError('VALIDATION', 'workflow.error.maxLength', { ...label, max }, field);
  const problem = textProblem(trimmed, { multiline: true });
  if (problem) throw new WorkflowError('VALIDATION', textProblemKey(problem), label, field);
  return trimmed;
}

export function id(value: unknown, field: string, label: Params): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 64) {
    throw new WorkflowError('VALIDATION', 'workflow.error.format', label, field);
  }
  return value;
}

export function actorOf(actor: unknown): Actor {
  const a = actor as Actor | undefined;
  if (!a || typeof a.userNo !== 'string' || !a.userNo || typeof a.userName !== 'string') {
    throw new WorkflowError('VALIDATION', 'workflow.error.actor', {}, 'actor');
  }
  return a;
}

// ---------------------------------------------------------------------------------------------

/** The data the engine changes and the helpers its calls share. */
export abstract class WorkflowBook {
  constructor(
    protected readonly data: WorkflowData,
    protected readonly env: WorkflowEnv,
    /** `atomic: false` skips the rollback snapshot — only for trusted bulk work such as seeding */
    protected readonly options: { atomic?: boolean } = {},
  ) {}

  /**
   * The task `taskId` if `actor` may act on it now — its assignee or, unless `standIn` is false, the
   * assignee's active stand-in who passes the hand-over rule (then `principal` is the assignee);
   * refuses otherwise.
   */
  protected currentTask(taskId: unknown, actor: Actor, { standIn = true } = {}) {
    const tid = id(taskId, 'taskId', { label: 'workflow.label.taskId' });
    const task = this.data.tasks.find((t) => t.id === tid);
    if (!task) throw new WorkflowError('NOT_FOUND', 'workflow.error.taskMissing');
    const instance = this.data.instances.find((i) => i.id === task.instanceId);
    if (!instance) throw new WorkflowError('NOT_FOUND', 'workflow.error.instanceMissing');
    let principal: Actor | undefined;
    if (task.assigneeNo !== actor.userNo) {
      const stand = standIn ? this.standIn(task, instance, actor.userNo) : 'none';
      if (stand === 'none') throw new WorkflowError('FORBIDDEN', 'workflow.error.notAssignee');
      if (stand === 'refused') throw new WorkflowError('FORBIDDEN', 'workflow.delegation.error.standInRefused', { name: task.assigneeName });
      principal = { userNo: task.assigneeNo, userName: task.assigneeName };
    }
    if (task.status !== 'PENDING' || instance.status !== 'RUNNING' || task.nodeIndex !== instance.currentNode) {
      throw new WorkflowError('WORKFLOW_STATE', 'workflow.error.taskDone', { code: instance.recordCode });
    }
    return { task, instance, st: this.statusesOf(instance), principal };
  }

  /**
   * Whether `userNo` may act on `task` for its assignee now: 'none' without an active delegation of
   * the assignee (for the task's type) naming them; 'refused' when the hand-over rule says no (they
   * may not read the record, are its applicant, or hold a task of their own on the node) or when they
   * already approved a node of this round (one decision per person and round).
   */
  standIn(task: ApprovalTask, instance: WorkflowInstance, userNo: string): 'none' | 'refused' | 'ok' {
    const d = activeDelegation(this.env.delegations?.(), task.assigneeNo, task.businessType, this.env.now());
    const me = d?.toUserNo === userNo ? this.env.user(userNo) : undefined;
    if (!me) return 'none';
    const decided = this.data.tasks.some((t) => t.instanceId === instance.id && t.status === 'APPROVED' && (t.actorNo ?? t.assigneeNo) === userNo);
    return decided || this.receiverProblem(task, instance, task.assigneeNo, me) ? 'refused' : 'ok';
  }

  /** The pending tasks of others that `userNo` may act on now as their stand-in. */
  delegatedTasksOf(userNo: string): ApprovalTask[] {
    const delegators = new Set(standingInFor(this.env.delegations?.(), userNo, this.env.now()).map((d) => d.fromUserNo));
    if (!delegators.size) return [];
    return this.data.tasks.filter((t) => {
      if (!delegators.has(t.assigneeNo)) return false;
      const instance = instanceOf(this.data, t);
      return !!instance && isCurrentApprover(t, instance, t.assigneeNo) && this.standIn(t, instance, userNo) === 'ok';
    });
  }

  /**
   * Why `target` may not be handed the task (null: they may): enabled, not the one handing it over,
   * not the applicant, able to read the record, and without a task of their own on that node. The
   * hand-over rule of a transfer and of a stand-in alike.
   */
  receiverProblem(task: ApprovalTask, instance: WorkflowInstance, actorNo: string, target: DirectoryUser): WorkflowError | null {
    if (!target.enabled) return new WorkflowError('VALIDATION', 'workflow.error.targetDisabled', { name: target.userName }, 'toUserNo');
    if (target.userNo === actorNo) return new WorkflowError('VALIDATION', 'workflow.error.targetSelf', {}, 'toUserNo');
    if (target.userNo === instance.applicantNo) return new WorkflowError('VALIDATION', 'workflow.error.targetApplicant', {}, 'toUserNo');
    if (this.env.mayRead && !this.env.mayRead(instance.businessType, instance.recordId, target.userNo)) {
      return new WorkflowError('VALIDATION', 'workflow.error.targetCannotRead', { name: target.userName }, 'toUserNo');
    }
    const busy = this.data.tasks.some(
      (t) => t.instanceId === instance.id && t.nodeIndex === task.nodeIndex && t.status === 'PENDING' && t.assigneeNo === target.userNo,
    );
    return busy ? new WorkflowError('WORKFLOW_STATE', 'workflow.error.targetBusy', { name: target.userName }, 'toUserNo') : null;
  }

  protected statusesOf(instance: WorkflowInstance): WorkflowStatuses {
    const binding = bindingOf(instance.businessType);
    const st = binding && statusesFor(binding, instance.phase);
    if (!st) throw new WorkflowError('WORKFLOW_CONFIG', 'workflow.error.unsupportedType');
    return st;
  }

  /**
   * Enabled members of a group other than the applicant; refuses when nobody is left. Members in
   * `decidedAlready` (who approved an earlier node of the round) are left out too, unless that would
   * leave nobody.
   */
  protected approversOf(groupId: string, applicantNo: string, nodeName: string, decidedAlready?: Set<string>): Array<{ userNo: string; userName: string }> {
    const group = groupIn(this.env.groups, groupId);
    if (!group) throw new WorkflowError('WORKFLOW_CONFIG', 'workflow.error.nodeGroupMissing', { node: nodeName });
    const eligible = group.members
      .filter((no) => no !== applicantNo)
      .map((no) => this.env.user(no))
      .filter((u): u is NonNullable<typeof u> => !!u && u.enabled)
      .map((u) => ({ userNo: u.userNo, userName: u.userName }));
    const fresh = decidedAlready ? eligible.filter((u) => !decidedAlready.has(u.userNo)) : eligible;
    const people = fresh.length ? fresh : eligible;
    if (people.length === 0) {
      throw new WorkflowError('WORKFLOW_CONFIG', 'workflow.error.noApprover', { node: nodeName, group: group.name });
    }
    return people;
  }

  protected groupName(groupId: string) {
    return groupIn(this.env.groups, groupId)?.name ?? groupId;
  }

  protected activate(instance: WorkflowInstance, index: number, approvers: Array<{ userNo: string; userName: string }>, now: string) {
    instance.currentNode = index;
    const node = instance.nodes[index];
    node.status = 'ACTIVE';
    node.approvers = approvers.map((a) => a.userNo);
    approvers.forEach((a) => this.data.tasks.push(this.taskBase(instance, index, a.userNo, a.userName, now)));
  }

  protected taskBase(instance: WorkflowInstance, index: number, userNo: string, userName: string, now: string): ApprovalTask {
    const node = instance.nodes[index];
    return {
      id: this.nextId('WFT'),
      instanceId: instance.id,
      businessType: instance.businessType,
      recordId: instance.recordId,
      recordCode: instance.recordCode,
      title: instance.title,
      applicantNo: instance.applicantNo,
      applicantName: instance.applicantName,
      nodeIndex: index,
      nodeName: node.name,
      mode: node.mode,
      assigneeNo: userNo,
      assigneeName: userName,
      status: 'PENDING',
      createdAt: now,
    };
  }

  /** What a step of a running instance answers: the record's new status (if it moves), its history and log lines. */
  protected outcome(instance: WorkflowInstance, recordStatus: string | undefined, history: WorkflowHistoryEntry[], log: WorkflowLogEntry[]): WorkflowOutcome {
    return { businessType: instance.businessType, recordId: instance.recordId, instance, ...(recordStatus ? { recordStatus } : {}), history, log };
  }

  /** End an instance before all its nodes approved: open tasks and the active node are cancelled. */
  protected end(instance: WorkflowInstance, status: 'REJECTED' | 'WITHDRAWN' | 'CANCELLED', now: string) {
    this.cancelPending(instance, now);
    instance.nodes.forEach((n) => {
      if (n.status === 'ACTIVE') n.status = 'CANCELLED';
    });
    instance.status = status;
    instance.endedAt = now;
  }

  /** Record a decision on a task; a stand-in's is marked with who actually took it. */
  protected decide(task: ApprovalTask, status: 'APPROVED' | 'REJECTED', now: string, comment: string | undefined, actor: Actor, principal?: Actor) {
    task.status = status;
    task.handledAt = now;
    task.comment = comment;
    if (principal) Object.assign(task, { actorNo: actor.userNo, actorName: actor.userName });
  }

  protected cancelPending(instance: WorkflowInstance, now: string) {
    this.data.tasks.forEach((t) => {
      if (t.instanceId === instance.id && t.status === 'PENDING') {
        t.status = 'CANCELLED';
        t.handledAt = now;
      }
    });
  }

  protected entry(
    action: WorkflowAction,
    actor: Actor,
    at: string,
    from: string,
    to: string,
    extra: { comment?: string; nodeName?: string; targetName?: string; principal?: Actor },
  ): WorkflowHistoryEntry {
    const e: WorkflowHistoryEntry = { action, at, operatorNo: actor.userNo, operatorName: actor.userName, from, to };
    if (extra.comment) e.comment = extra.comment;
    if (extra.nodeName) e.nodeName = extra.nodeName;
    if (extra.targetName) e.targetName = extra.targetName;
    if (extra.principal) Object.assign(e, { onBehalfOfNo: extra.principal.userNo, onBehalfOfName: extra.principal.userName });
    return e;
  }

  protected nextId(prefix: string) {
    const n = (this.data.seq[prefix] ?? 0) + 1;
    this.data.seq[prefix] = n;
    return `${prefix}-${String(n).padStart(5, '0')}`;
  }

  /** Run `fn`; if it throws, put the data back as it was before. */
  protected atomically<T>(fn: () => T): T {
    if (this.options.atomic === false) return fn();
    // the engine changes instances (and their nodes), tasks and counters in place: copy exactly those
    const instances = this.data.instances.map((i) => ({ ...i, nodes: i.nodes.map((n) => ({ ...n, approvers: [...n.approvers] })) }));
    const tasks = this.data.tasks.map((t) => ({ ...t }));
    const seq = { ...this.data.seq };
    try {
      return fn();
    } catch (e) {
      this.data.instances.splice(0, this.data.instances.length, ...instances);
      this.data.tasks.splice(0, this.data.tasks.length, ...tasks);
      Object.keys(this.data.seq).forEach((k) => delete this.data.seq[k]);
      Object.assign(this.data.seq, seq);
      throw e;
    }
  }
}
