/**
 * The workflow engine (domain.md §5): starts an approval instance when a record is submitted, hands
 * each node's tasks to the members of its approval group, and moves the instance on as approvers act.
 *
 * Contract:
 * - It changes only `WorkflowData` (instances, tasks, counters). It never touches a business record:
 *   each call returns a `WorkflowOutcome` — the status the record moves to (if any), the history
 *   entries for the record's timeline and the operation-log entries — which the caller applies.
 * - Every call validates its input and the caller's right to act before changing anything; a refusal
 *   is a `WorkflowError` and leaves the data exactly as it was (calls run atomically).
 * - Only a current approver (the assignee of a PENDING task of the active node of a RUNNING instance)
 *   may approve, reject or transfer that task — or, to approve or reject it, the assignee's active
 *   stand-in who passes the hand-over rule (./delegation.ts); only the applicant may withdraw, and
 *   only before the first approval of the instance.
 *
 * Decisions where the domain is silent (see docs/workflow.md): the applicant never approves their own
 * record (they are left out of every node's approvers); a node's approvers are the group's enabled
 * members at the moment the node is reached, less those who already approved an earlier node of the
 * same round (unless nobody else is left); a definition is copied into the instance when it starts,
 * so editing a definition does not change approvals already running.
 */
import { bindingOf, statusesFor } from './businessTypes';
import { WorkflowError } from './errors';
import { candidateOption } from './views';
import { routeOf, skippedInPlace } from './conditions';
import { BULK_MAX, TITLE_MAX, WorkflowBook, actorOf, id, text } from './engineBase';
import type { Actor, InstanceNode, LogText, WorkflowDefinition, WorkflowInstance, WorkflowLogEntry, WorkflowNode, WorkflowOutcome } from './types';

export { BULK_MAX, COMMENT_MAX, TITLE_MAX } from './engineBase';

/** A step's log text; taken by a stand-in, it names whom they acted for (`workflow.log.<step>For`). */
const forWhom = (detail: LogText, principal?: Actor): LogText =>
  principal ? { key: `${detail.key}For`, params: { ...detail.params, principal: principal.userName } } : detail;

export interface StartInput {
  businessType: string;
  recordId: string;
  recordCode: string;
  /** a one-line summary of the record shown in the inbox */
  title: string;
  /** the record's status before submission (DRAFT, REJECTED, …) — the `from` of the history entry */
  fromStatus: string;
  /** the in-approval status of a later approval of the record (a lease extension: EXTENSION_REQUESTED); absent: its first */
  phase?: string;
  /** the record's values the nodes' conditions read (./conditions.ts); absent: none — conditional nodes are skipped */
  fields?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------

export class WorkflowEngine extends WorkflowBook {
  /** The enabled definition of a business type that has at least one node, if any. */
  activeDefinition(businessType: string): WorkflowDefinition | undefined {
    return this.env.definitions().find((d) => d.businessType === businessType && d.enabled && d.nodes.length > 0);
  }

  /** The running instance of a record, if any. */
  runningInstance(businessType: string, recordId: string): WorkflowInstance | undefined {
    return this.data.instances.find((i) => i.businessType === businessType && i.recordId === recordId && i.status === 'RUNNING');
  }

  /**
   * What submitting a record would do, checked completely but changing nothing: the status the record
   * takes (in approval, or approved at once when its type has no enabled definition) and the definition
   * that would run. Refuses exactly what `start` refuses. The resource store asks this before it commits
   * a submission, and starts the instance once the record is stored.
   */
  plan(
    input: StartInput,
    applicant: Actor,
  ): { recordStatus: string; definition?: WorkflowDefinition; firstNode?: string; route: { taken: WorkflowNode[]; skipped: WorkflowNode[] } } {
    const p = this.prepare(input, applicant);
    return { recordStatus: p.definition ? p.st.inApproval : p.st.approved, definition: p.definition, firstNode: p.route.taken[0]?.name, route: p.route };
  }

  /**
   * Submit a record into approval. With no enabled definition for its type the record is approved at
   * once (outcome without instance, `recordStatus` = the type's approved status).
   */
  start(input: StartInput, applicant: Actor): WorkflowOutcome {
    return this.atomically(() => {
      const { actor, binding, recordId, recordCode, title, fromStatus, st, definition, approverLists, route } = this.prepare(input, applicant);
      const now = this.env.now();
      if (!definition) {
        return {
          businessType: binding.type,
          recordId,
          recordStatus: st.approved,
          history: [this.entry('autoApprove', actor, now, fromStatus, st.approved, {})],
          log: [{ action: 'autoApprove', target: recordCode, detail: { key: 'workflow.log.autoApprove' } }],
        };
      }

      const round = this.data.instances.filter((i) => i.businessType === binding.type && i.recordId === recordId).length + 1;
      const instance: WorkflowInstance = {
        id: this.nextId('WFI'),
        definitionId: definition.id,
        businessType: binding.type,
        recordId,
        recordCode,
        title,
        applicantNo: actor.userNo,
        applicantName: actor.userName,
        round,
        // the record's route: only the nodes whose condition holds (a node without one always does)
        nodes: route.taken.map((n): InstanceNode => ({ ...n, groupName: this.groupName(n.groupId), approvers: [], status: 'WAITING' })),
        currentNode: 0,
        status: 'RUNNING',
        startedAt: now,
        ...(st !== binding.statuses ? { phase: st.inApproval } : {}),
        ...(route.skipped.length ? { skipped: skippedInPlace(definition.nodes, route) } : {}),
      };
      this.data.instances.push(instance);
      this.activate(instance, 0, approverLists[0], now);

      const first = instance.nodes[0];
      return {
        businessType: binding.type,
        recordId,
        instance,
        recordStatus: st.inApproval,
        history: [this.entry('submit', actor, now, fromStatus, st.inApproval, { nodeName: first.name })],
        log: [
          {
            action: 'submit',
            target: recordCode,
            detail: { key: 'workflow.log.submit', params: { round, definition: definition.name, nodes: instance.nodes.length, node: first.name } },
          },
        ],
      };
    });
  }

  /** The checks of a submission; nothing is changed. */
  private prepare(input: StartInput, applicant: Actor) {
    const actor = actorOf(applicant);
    const binding = bindingOf(input?.businessType as string);
    if (!binding) throw new WorkflowError('VALIDATION', 'workflow.error.unsupportedType', {}, 'businessType');
    const recordId = id(input.recordId, 'recordId', { label: 'workflow.label.recordId' });
    const recordCode = text(input.recordCode, 'recordCode', { label: 'workflow.label.recordCode' }, { required: true, max: 64 })!;
    const title = text(input.title, 'title', { label: 'workflow.label.title' }, { max: TITLE_MAX }) ?? recordCode;
    const fromStatus = text(input.fromStatus, 'fromStatus', { label: 'workflow.label.fromStatus' }, { required: true, max: 32 })!;
    if (this.runningInstance(binding.type, recordId)) {
      throw new WorkflowError('WORKFLOW_STATE', 'workflow.error.alreadyRunning', { code: recordCode });
    }
    const definition = this.activeDefinition(binding.type);
    const route = routeOf(definition?.nodes ?? [], input.fields ?? {});
    // a definition saved before the rule that one node always applies, and no node applying: refuse rather than approve unseen
    if (definition && route.taken.length === 0) throw new WorkflowError('WORKFLOW_CONFIG', 'workflow.error.allConditional');
    // every node of the route must have someone who may approve it, now — fail early instead of stranding the record
    const approverLists = route.taken.map((node) => this.approversOf(node.groupId, actor.userNo, node.name));
    const st = statusesFor(binding, input.phase);
    if (!st) throw new WorkflowError('VALIDATION', 'workflow.error.unsupportedType', {}, 'phase');
    return { actor, binding, recordId, recordCode, title, fromStatus, st, definition, approverLists, route };
  }

  /** Approve a task (comment optional): completes the node when its mode says so, then the next node or the end. */
  approve(taskId: unknown, actorIn: Actor, commentIn?: unknown): WorkflowOutcome {
    return this.atomically(() => this.approveOne(taskId, actorIn, commentIn));
  }

  /** Approve several of my pending tasks at once: all of them or, on any refusal, none. */
  bulkApprove(taskIds: unknown, actorIn: Actor, commentIn?: unknown): WorkflowOutcome[] {
    return this.atomically(() => {
      if (!Array.isArray(taskIds) || taskIds.length === 0) throw new WorkflowError('VALIDATION', 'workflow.error.noTasks', {}, 'taskIds');
      if (taskIds.length > BULK_MAX) throw new WorkflowError('VALIDATION', 'workflow.error.tooManyTasks', { max: BULK_MAX }, 'taskIds');
      const ids = taskIds.map((t) => id(t, 'taskIds', { label: 'workflow.label.taskId' }));
      if (new Set(ids).size !== ids.length) throw new WorkflowError('VALIDATION', 'workflow.error.taskTwice', {}, 'taskIds');
      return ids.map((t) => this.approveOne(t, actorIn, commentIn));
    });
  }

  /** Reject a task (comment required): ends the instance, the record goes back to the applicant. */
  reject(taskId: unknown, actorIn: Actor, commentIn: unknown): WorkflowOutcome {
    return this.atomically(() => {
      const actor = actorOf(actorIn);
      const comment = text(commentIn, 'comment', { label: 'workflow.label.rejectComment' }, { required: true })!;
      const { task, instance, st, principal } = this.currentTask(taskId, actor);
      const now = this.env.now();

      this.decide(task, 'REJECTED', now, comment, actor, principal);
      this.end(instance, 'REJECTED', now);
      instance.nodes[task.nodeIndex].status = 'REJECTED';

      return this.outcome(
        instance,
        st.rejected,
        [this.entry('reject', actor, now, st.inApproval, st.rejected, { comment, nodeName: task.nodeName, principal })],
        [
          {
            action: 'reject',
            target: instance.recordCode,
            detail: forWhom({ key: 'workflow.log.reject', params: { node: task.nodeName, comment } }, principal),
          },
        ],
      );
    });
  }

  /** Hand a pending task to another user, who gets a new task on the same node. */
  transfer(taskId: unknown, actorIn: Actor, toUserNo: unknown, commentIn?: unknown): WorkflowOutcome {
    return this.atomically(() => {
      const actor = actorOf(actorIn);
      const targetNo = id(toUserNo, 'toUserNo', { label: 'workflow.label.transferTarget' });
      const comment = text(commentIn, 'comment', { label: 'workflow.label.transferComment' });
      // a stand-in decides; passing the task on stays with its assignee
      const { task, instance, st } = this.currentTask(taskId, actor, { standIn: false });
      const target = this.env.user(targetNo);
      if (!target) throw new WorkflowError('NOT_FOUND', 'workflow.error.targetMissing', {}, 'toUserNo');
      const problem = this.receiverProblem(task, instance, actor.userNo, target);
      if (problem) throw problem;
      const now = this.env.now();

      task.status = 'TRANSFERRED';
      task.handledAt = now;
      task.comment = comment;
      task.transferredToNo = target.userNo;
      task.transferredToName = target.userName;
      const node = instance.nodes[task.nodeIndex];
      if (!node.approvers.includes(target.userNo)) node.approvers.push(target.userNo);
      this.data.tasks.push({
        ...this.taskBase(instance, task.nodeIndex, target.userNo, target.userName, now),
        transferredFromNo: actor.userNo,
        transferredFromName: actor.userName,
      });

      return this.outcome(
        instance,
        undefined,
        [this.entry('transfer', actor, now, st.inApproval, st.inApproval, { comment, nodeName: task.nodeName, targetName: target.userName })],
        [
          {
            action: 'transfer',
            target: instance.recordCode,
            detail: { key: 'workflow.log.transfer', params: { node: task.nodeName, target: candidateOption(target).label } },
          },
        ],
      );
    });
  }

  /** The applicant takes back a running application before anyone approved any of it. */
  withdraw(instanceId: unknown, actorIn: Actor, commentIn?: unknown): WorkflowOutcome {
    return this.atomically(() => {
      const actor = actorOf(actorIn);
      const iid = id(instanceId, 'instanceId', { label: 'workflow.label.instanceId' });
      const comment = text(commentIn, 'comment', { label: 'workflow.label.withdrawComment' });
      const instance = this.data.instances.find((i) => i.id === iid);
      if (!instance) throw new WorkflowError('NOT_FOUND', 'workflow.error.instanceMissing');
      if (instance.applicantNo !== actor.userNo) throw new WorkflowError('FORBIDDEN', 'workflow.error.withdrawNotApplicant');
      if (instance.status !== 'RUNNING') throw new WorkflowError('WORKFLOW_STATE', 'workflow.error.withdrawEnded');
      if (this.data.tasks.some((t) => t.instanceId === instance.id && t.status === 'APPROVED')) {
        throw new WorkflowError('WORKFLOW_STATE', 'workflow.error.withdrawApproved');
      }
      const st = this.statusesOf(instance);
      const now = this.env.now();
      this.end(instance, 'WITHDRAWN', now);
      return this.outcome(
        instance,
        st.withdrawn,
        [this.entry('withdraw', actor, now, st.inApproval, st.withdrawn, { comment })],
        [
          {
            action: 'withdraw',
            target: instance.recordCode,
            detail: comment ? { key: 'workflow.log.withdrawWithComment', params: { comment } } : { key: 'workflow.log.withdraw' },
          },
        ],
      );
    });
  }

  /**
   * End the running approval of a record because the record itself left approval by other means (an
   * order cancelled while waiting). No record status: the caller's own action sets it. No-op when
   * nothing runs.
   */
  abort(businessType: string, recordId: string, actorIn: Actor, reasonIn?: unknown): WorkflowOutcome {
    return this.atomically(() => {
      const actor = actorOf(actorIn);
      const reason = text(reasonIn, 'comment', { label: 'workflow.label.description' });
      const instance = this.runningInstance(businessType, recordId);
      if (!instance) return { businessType, recordId, history: [], log: [] };
      const now = this.env.now();
      this.end(instance, 'CANCELLED', now);
      return this.outcome(
        instance,
        undefined,
        [],
        [
          {
            action: 'abort',
            target: instance.recordCode,
            detail: { key: reason ? 'workflow.log.abortWithReason' : 'workflow.log.abort', params: { user: actor.userName, reason: reason ?? '' } },
          },
        ],
      );
    });
  }

  // -------------------------------------------------------------------------------------------

  private approveOne(taskId: unknown, actorIn: Actor, commentIn?: unknown): WorkflowOutcome {
    const actor = actorOf(actorIn);
    const comment = text(commentIn, 'comment', { label: 'workflow.label.approveComment' });
    const { task, instance, st, principal } = this.currentTask(taskId, actor);
    const now = this.env.now();
    const node = instance.nodes[task.nodeIndex];
    const siblings = this.data.tasks.filter(
      (t) => t.instanceId === instance.id && t.nodeIndex === task.nodeIndex && t.status === 'PENDING' && t.id !== task.id,
    );
    const nodeDone = node.mode === 'ANY_ONE' || siblings.length === 0;
    const nextIndex = task.nodeIndex + 1;
    const finished = nodeDone && nextIndex >= instance.nodes.length;
    // find the next node's approvers before changing anything
    // who already approved this round decides once: they are left out of later nodes unless nobody else is left
    const decided = new Set(
      this.data.tasks
        .filter((t) => t.instanceId === instance.id && t.status === 'APPROVED')
        .flatMap((t) => [t.assigneeNo, t.actorNo ?? t.assigneeNo])
        .concat(actor.userNo),
    );
    const nextApprovers =
      nodeDone && !finished ? this.approversOf(instance.nodes[nextIndex].groupId, instance.applicantNo, instance.nodes[nextIndex].name, decided) : [];

    this.decide(task, 'APPROVED', now, comment, actor, principal);
    const log: WorkflowLogEntry[] = [
      {
        action: 'approve',
        target: instance.recordCode,
        detail: forWhom(
          { key: comment ? 'workflow.log.approveWithComment' : 'workflow.log.approve', params: { node: task.nodeName, comment: comment ?? '' } },
          principal,
        ),
      },
    ];
    if (nodeDone) {
      siblings.forEach((t) => {
        t.status = 'CANCELLED';
        t.handledAt = now;
      });
      node.status = 'APPROVED';
      if (finished) {
        instance.currentNode = instance.nodes.length;
        instance.status = 'APPROVED';
        instance.endedAt = now;
        log.push({ action: 'approve', target: instance.recordCode, detail: { key: 'workflow.log.finished' } });
      } else {
        this.activate(instance, nextIndex, nextApprovers, now);
      }
    }
    return this.outcome(
      instance,
      finished ? st.approved : undefined,
      [this.entry('approve', actor, now, st.inApproval, finished ? st.approved : st.inApproval, { comment, nodeName: task.nodeName, principal })],
      log,
    );
  }
}
