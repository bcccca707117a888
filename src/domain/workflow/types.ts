/**
 * The workflow model (domain.md §5): definitions, approval groups, running instances and the tasks of
 * their approvers. Plain data — the mock keeps it in its store, the pages receive it through
 * API.workflow, and the engine (./engine.ts) is the only thing that changes instances and tasks.
 */

/** ANY_ONE: the first approval of a member completes the node. ALL_MUST: every member must approve. */
export type ApprovalMode = 'ANY_ONE' | 'ALL_MUST';
export const APPROVAL_MODES: readonly ApprovalMode[] = ['ANY_ONE', 'ALL_MUST'];

export interface WorkflowNode {
  /** stable within its definition; survives reordering */
  key: string;
  name: string;
  /** the ApprovalGroup whose members receive this node's tasks */
  groupId: string;
  mode: ApprovalMode;
  /** the hours a task of this node may wait before it is overdue (./sla.ts); absent: no clock */
  slaHours?: number;
  /** who is told, once, when the node's tasks are overdue: the group's lead (default) or the next node's group */
  escalateTo?: EscalationTarget;
  /** the node applies only to a record on which this holds (./conditions.ts); absent: always */
  condition?: NodeCondition;
}

export const NUMBER_OPS = ['gt', 'gte', 'lt', 'lte'] as const;
export const CODE_OPS = ['eq', 'in'] as const;
export type NumberOp = (typeof NUMBER_OPS)[number];
export type CodeOp = (typeof CODE_OPS)[number];
export type ConditionOp = NumberOp | CodeOp;

/** A node's condition on the record (./conditions.ts): a number op compares with a number; `eq` with one code; `in` with a list. */
export interface NodeCondition {
  field: string;
  op: ConditionOp;
  value: number | string | string[];
}

export type EscalationTarget = 'lead' | 'nextGroup';
export const ESCALATION_TARGETS: readonly EscalationTarget[] = ['lead', 'nextGroup'];

/** One definition per business type. Only an enabled definition with nodes starts instances. */
export interface WorkflowDefinition {
  id: string;
  businessType: string;
  name: string;
  nodes: WorkflowNode[];
  enabled: boolean;
  remark?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy?: string;
}

export interface ApprovalGroup {
  id: string;
  name: string;
  description?: string;
  /** the member told when a node of this group is overdue (./sla.ts) */
  leadNo?: string;
  /** userNo of each member, in the order the administrator chose them */
  members: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** CANCELLED: ended from outside the workflow (the record itself was cancelled while in approval). */
export const INSTANCE_STATUSES = ['RUNNING', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'CANCELLED'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** A node as it was when the instance started: later edits of the definition do not touch it. */
export interface InstanceNode extends WorkflowNode {
  groupName: string;
  /** who received a task when the node was reached (empty until then) */
  approvers: string[];
  status: 'WAITING' | 'ACTIVE' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  /** when the node's overdue tasks were escalated, and to whom (once per node of a round) */
  escalatedAt?: string;
  escalatedTo?: string[];
}

/** A node a record's route left out, and where it stood among the nodes taken. */
export interface SkippedNode extends WorkflowNode {
  before?: number;
}

/** The record an instance approves, and its applicant: carried by the instance and by each of its tasks. */
export interface ApprovedRecord {
  businessType: string;
  recordId: string;
  /** the record's human number (e.g. CLM-20261121-0007) */
  recordCode: string;
  /** a one-line summary of the record for the inbox */
  title: string;
  applicantNo: string;
  applicantName: string;
}

export interface WorkflowInstance extends ApprovedRecord {
  id: string;
  definitionId: string;
  /** 1 for the first submission of the record, +1 for each resubmission */
  round: number;
  nodes: InstanceNode[];
  /** index into nodes of the node now being approved; nodes.length once finished */
  currentNode: number;
  status: InstanceStatus;
  startedAt: string;
  endedAt?: string;
  /** a later approval of the record (its in-approval status, e.g. EXTENSION_REQUESTED); absent: its first */
  phase?: string;
  /**
   * the definition's nodes this record's route left out, their condition not holding (./conditions.ts);
   * `before`: the index in `nodes` of the node that follows it (nodes.length: after the last)
   */
  skipped?: SkippedNode[];
}

/**
 * PENDING — waiting for its assignee. APPROVED / REJECTED — the assignee decided.
 * TRANSFERRED — handed to another user (who got a new task). CANCELLED — no longer needed: another
 * member approved an ANY_ONE node, someone rejected, or the applicant withdrew.
 */
export type TaskStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'TRANSFERRED' | 'CANCELLED';
/** The statuses of a task its assignee handled (已办: decided or handed on) — the 已办 list and its filter. */
export const HANDLED_TASK_STATUSES: readonly TaskStatus[] = ['APPROVED', 'REJECTED', 'TRANSFERRED'];

export interface ApprovalTask extends ApprovedRecord {
  id: string;
  instanceId: string;
  nodeIndex: number;
  nodeName: string;
  mode: ApprovalMode;
  assigneeNo: string;
  assigneeName: string;
  status: TaskStatus;
  createdAt: string;
  handledAt?: string;
  comment?: string;
  /** the task this one was transferred from (its assignee handed it over) */
  transferredFromNo?: string;
  transferredFromName?: string;
  /** for a TRANSFERRED task: who received it */
  transferredToNo?: string;
  transferredToName?: string;
  /** who decided it when not its assignee: the assignee's stand-in (./delegation.ts) */
  actorNo?: string;
  actorName?: string;
}

/**
 * A user's stand-in for a period (out of office), as the workflow reads it: a stored record of 外出委托
 * (the engine's `approvalDelegation`, src/domain/desks/approvalDelegation.ts) — the rules are ./delegation.ts.
 */
export interface Delegation {
  id: string;
  fromUserNo: string;
  fromUserName: string;
  toUserNo: string;
  toUserName: string;
  /** ISO time the stand-in starts (inclusive) */
  from: string;
  /** ISO time it ends by itself (exclusive) */
  to: string;
  /** the business types it covers; empty: every type */
  businessTypes: string[];
  /** cancelled before it ended: it counts no more */
  cancelled?: boolean;
}

/** Where the delegations come from, read on every use (never copied into the engine). */
export type DelegationSource = () => readonly Delegation[];

/**
 * Everything the engine reads and writes. The mock keeps one of these; tests build their own. The
 * definitions are read through `WorkflowEnv.definitions`, as the groups are: the engine only reads them.
 */
export interface WorkflowData {
  instances: WorkflowInstance[];
  tasks: ApprovalTask[];
  /** id counters per prefix */
  seq: Record<string, number>;
}

export interface Actor {
  userNo: string;
  userName: string;
}

export interface DirectoryUser extends Actor {
  enabled: boolean;
}

/**
 * What the engine needs from outside: the clock and the user directory (names, enabled). The mock
 * passes its users; tests pass fixed ones.
 */
/**
 * Where the workflow reads the approval groups: one function, so the engine, the definition checks and
 * escalation read the one copy wherever it is kept (the mock: the records of the engine's 审批组; tests: their own).
 */
export type GroupSource = () => readonly ApprovalGroup[];

/** The group `id` of `groups`, if there is one. */
export const groupIn = (groups: GroupSource, id: string | undefined): ApprovalGroup | undefined => groups().find((g) => g.id === id);

/**
 * Where the workflow reads the definitions: one function, read on every use (never copied into the
 * engine), so a running approval's route is its own copy of the nodes and a new one reads the definition as it is.
 */
export type DefinitionSource = () => readonly WorkflowDefinition[];

export interface WorkflowEnv {
  now(): string;
  /** the workflow definitions, one per business type at most */
  definitions: DefinitionSource;
  /** the approval groups, read on every use (never copied into the engine) */
  groups: GroupSource;
  /** the users' stand-ins (absent: none) */
  delegations?: DelegationSource;
  user(userNo: string): DirectoryUser | undefined;
  /**
   * Whether the user may read the record (its page, data scope and secrecy level): a task is handed
   * over only to such a user. Without it every enabled user may receive one.
   */
  mayRead?(businessType: string, recordId: string, userNo: string): boolean;
}

/** The workflow step a history entry or a log entry records. */
export type WorkflowAction = 'submit' | 'autoApprove' | 'approve' | 'reject' | 'transfer' | 'withdraw' | 'abort' | 'escalate';

/**
 * One entry of the business record's history timeline (domain.md §2): who, when, from → to, comment.
 * `from === to` for steps inside the approval (one approver of several, a transfer).
 */
export interface WorkflowHistoryEntry {
  action: WorkflowAction;
  /** ISO time */
  at: string;
  operatorNo: string;
  operatorName: string;
  from: string;
  to: string;
  comment?: string;
  /** the node the step happened on */
  nodeName?: string;
  /** for transfer: who received the task */
  targetName?: string;
  /** the assignee the operator acted for, as their stand-in ("李敏 代 王建国") */
  onBehalfOfNo?: string;
  onBehalfOfName?: string;
}

/** A text of the log as a locale key and its values: the mock renders it (src/domain/serverMessages.ts). */
export interface LogText {
  key: string;
  params?: Record<string, string | number>;
}

/** One operation-log entry (module, action, target, detail) for the step. */
export interface WorkflowLogEntry {
  action: WorkflowAction;
  target: string;
  detail: LogText;
}

/**
 * What one engine call did. `recordStatus` is set when the business record must change status (the
 * caller applies it together with `history`), `record` names the record it concerns.
 */
export interface WorkflowOutcome {
  businessType: string;
  recordId: string;
  instance?: WorkflowInstance;
  recordStatus?: string;
  history: WorkflowHistoryEntry[];
  log: WorkflowLogEntry[];
}
