/**
 * Read-side rules of the workflow, shared by the mock (which answers with them and refuses what they
 * forbid) and the pages (which offer only what they allow).
 */
import { HANDLED_TASK_STATUSES, type ApprovalTask, type WorkflowData, type WorkflowInstance } from './types';

export type TaskAction = 'approve' | 'reject' | 'transfer';

/** Whether `userNo` is a current approver of `task`: its assignee, while it waits on the active node. */
export function isCurrentApprover(task: ApprovalTask, instance: WorkflowInstance | undefined, userNo: string): boolean {
  return !!instance && task.assigneeNo === userNo && task.status === 'PENDING' && instance.status === 'RUNNING' && task.nodeIndex === instance.currentNode;
}

/** What `userNo` may do with `task` now. */
export function taskActions(task: ApprovalTask, instance: WorkflowInstance | undefined, userNo: string): TaskAction[] {
  return isCurrentApprover(task, instance, userNo) ? ['approve', 'reject', 'transfer'] : [];
}

/** Whether `userNo` may withdraw `instance`: theirs, running, and nobody has approved any of it yet. */
export function canWithdraw(instance: WorkflowInstance, tasks: ApprovalTask[], userNo: string): boolean {
  return instance.applicantNo === userNo && instance.status === 'RUNNING' && !tasks.some((t) => t.instanceId === instance.id && t.status === 'APPROVED');
}

export const instanceOf = (data: WorkflowData, task: ApprovalTask) => data.instances.find((i) => i.id === task.instanceId);

/** Tasks waiting for `userNo`. */
export function pendingTasksOf(data: WorkflowData, userNo: string): ApprovalTask[] {
  // the task's own facts first: its instance is looked up only for the user's pending tasks
  return data.tasks.filter((t) => t.assigneeNo === userNo && t.status === 'PENDING' && isCurrentApprover(t, instanceOf(data, t), userNo));
}

/** Tasks `userNo` decided or handed on — their own, and those they decided as someone's stand-in. */
export function handledTasksOf(data: WorkflowData, userNo: string): ApprovalTask[] {
  return data.tasks.filter((t) => (t.assigneeNo === userNo || t.actorNo === userNo) && HANDLED_TASK_STATUSES.includes(t.status));
}

/** Approvals `userNo` started (every round of every record). */
export function startedBy(data: WorkflowData, userNo: string): WorkflowInstance[] {
  return data.instances.filter((i) => i.applicantNo === userNo);
}

/** Every instance of one record, oldest first. */
export function instancesOfRecord(data: WorkflowData, businessType: string, recordId: string): WorkflowInstance[] {
  return data.instances.filter((i) => i.businessType === businessType && i.recordId === recordId).sort((a, b) => a.round - b.round);
}

/** The names of who the instance waits for now (the assignees of the active node's pending tasks). */
export function waitingFor(data: WorkflowData, instance: WorkflowInstance): string[] {
  if (instance.status !== 'RUNNING') return [];
  return data.tasks.filter((t) => t.instanceId === instance.id && t.status === 'PENDING' && t.nodeIndex === instance.currentNode).map((t) => t.assigneeName);
}
