/**
 * What the workflow API answers (API.workflow): the stored shapes plus what the server derives for the
 * caller — the actions they may take, whether they may withdraw, who the approval waits for.
 */
import type { TaskAction } from './queries';
import type { TaskClock } from './sla';
import type { ApprovalTask, InstanceStatus, WorkflowInstance } from './types';

export type SubmissionMode = 'active' | 'disabled' | 'none';

export interface Candidate {
  userNo: string;
  userName: string;
  orgId?: string;
}

/** A user offered in a select (a group's members, a transfer's receiver): 张伟（engineer）. */
export const candidateOption = (u: Candidate) => ({ value: u.userNo, label: `${u.userName}（${u.userNo}）` });

export interface TaskView extends ApprovalTask {
  /** a pending task's clock against its node's time limit (./sla.ts) */
  clock?: TaskClock;
  instanceStatus?: InstanceStatus;
  round?: number;
  nodeCount?: number;
  /** what the caller may do with it now (empty unless they are its current approver or their stand-in) */
  actions: TaskAction[];
  /** in a stand-in's inbox: the assignee they may act for (the 代 王建国 tag) */
  onBehalfOfName?: string;
}

export interface InstanceView extends WorkflowInstance {
  currentNodeName?: string;
  /** names of the approvers the instance waits for now */
  waitingFor: string[];
  canWithdraw: boolean;
}

export interface InstanceWithTasks extends InstanceView {
  tasks: TaskView[];
}

/** Every approval round of one record (the record's detail shows it). */
export interface RecordApprovals {
  businessType: string;
  recordId: string;
  mode: SubmissionMode;
  instances: InstanceWithTasks[];
}

export interface PendingSummary {
  count: number;
  /** how many of them are past their node's time limit */
  overdue: number;
  byType: Record<string, number>;
  /** the newest few, for the home page */
  latest: TaskView[];
}
