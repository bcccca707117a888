/**
 * The mock's workflow service: its store (definitions, instances, tasks), the engine bound to the
 * mock's users, clock and approval groups (the records of the engine's 审批组), and the bridge to the
 * business records.
 *
 * Business records live in the resource store; the workflow never writes them directly. Each business
 * type registers a `WorkflowRecordPort` (mock/lib/workflow/workflowRecords.ts does it for every resource whose
 * lifecycle has a submit action), and every engine outcome is applied through it: the record's status,
 * its history timeline and its version change together with the workflow, and each step writes an
 * operation-log entry.
 */
import type { Request } from 'express';
import {
  WorkflowEngine,
  activeDelegation,
  routeText,
  type Actor,
  type ApprovalTask,
  type ApprovalGroup,
  type Delegation,
  type GroupSource,
  type DirectoryUser,
  type WorkflowData,
  type WorkflowDefinition,
  type WorkflowEnv,
  type WorkflowHistoryEntry,
  type WorkflowNode,
  type NodeCondition,
  type WorkflowOutcome,
} from '../../../src/domain/workflow';
import type { HistoryEntry } from '../../../src/domain/engine';
import { serverText } from '../../../src/domain/serverMessages';
import { approvalGroup } from '../../../src/domain/desks/administration';
import { approvalDelegation } from '../../../src/domain/desks/approvalDelegation';
import { nodesOf, workFlowDefinition } from '../../../src/domain/desks/workflowDefinition';
import type { ResourceRecord } from '../../../src/domain/engine';
import { collection } from '../store/db';
import { storedRows } from '../store/tables';
import { invalid } from '../server/http';
import { findUser, users } from '../server/identity';
import { writeOpLog } from '../platform/oplog';
import { labelOf } from '../store/options';

export const MODULE = serverText('menu.approvalManagement');

/** The directory the engine sees: the mock's users. */
export const directoryUser = (userNo: string): DirectoryUser | undefined => {
  const u = findUser(userNo);
  return u ? { userNo: u.userNo, userName: u.userName, enabled: u.enabled } : undefined;
};

/** The approval groups: the stored records of 审批组 (a group without a lead has none). */
const storedGroups: GroupSource = () =>
  storedRows(approvalGroup).map(
    (g): ApprovalGroup => ({
      id: g.id,
      name: String(g.name),
      ...(g.description ? { description: String(g.description) } : {}),
      ...(g.leadNo ? { leadNo: String(g.leadNo) } : {}),
      members: Array.isArray(g.members) ? (g.members as string[]) : [],
      version: g.version,
      createdAt: g.createdAt,
      updatedAt: g.updatedAt,
    }),
  );

/** A stored record of 流程配置 as the workflow reads it: enabled by its status; node keys by position. */
const definitionOf = (row: ResourceRecord): WorkflowDefinition => ({
  id: row.id,
  businessType: String(row.businessType),
  name: String(row.name),
  enabled: row.status === 'ENABLED',
  ...(row.remark ? { remark: String(row.remark) } : {}),
  nodes: nodesOf(row).map(
    (n, i): WorkflowNode => ({
      key: `n${i + 1}`,
      name: String(n.name),
      groupId: String(n.groupId),
      mode: n.mode as WorkflowNode['mode'],
      ...(n.slaHours != null ? { slaHours: Number(n.slaHours) } : {}),
      ...(n.escalateTo ? { escalateTo: n.escalateTo as WorkflowNode['escalateTo'] } : {}),
      ...(n.condition ? { condition: n.condition as NodeCondition } : {}),
    }),
  ),
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
const definitionsOfRows = new WeakMap<ResourceRecord, WorkflowDefinition>();

/**
 * The workflow definitions: the records of 流程配置 (the engine's `workFlowDefinition`), each read once
 * while it is the same stored object. The workflow reads them through `liveEnv.definitions` only.
 */
export const storedDefinitions = (): WorkflowDefinition[] =>
  storedRows(workFlowDefinition).map((row) => {
    let d = definitionsOfRows.get(row);
    if (!d) definitionsOfRows.set(row, (d = definitionOf(row)));
    return d;
  });

const nameOf = (userNo: unknown) => findUser(String(userNo))?.userName ?? String(userNo ?? '');

/** A stored record of 外出委托 as the workflow reads it: its users named from the directory, cancelled by its status. */
export const delegationOf = (row: ResourceRecord): Delegation => ({
  id: row.id,
  fromUserNo: String(row.fromUserNo ?? ''),
  fromUserName: nameOf(row.fromUserNo),
  toUserNo: String(row.toUserNo ?? ''),
  toUserName: nameOf(row.toUserNo),
  from: String(row.from),
  to: String(row.to),
  businessTypes: Array.isArray(row.businessTypes) ? (row.businessTypes as string[]) : [],
  ...(row.status === 'CANCELLED' ? { cancelled: true } : {}),
});

/** The users' stand-ins: the stored records of 外出委托 (the engine's `approvalDelegation`), read on every use. */
const storedDelegations = (): Delegation[] => storedRows(approvalDelegation).map(delegationOf);

export const liveEnv: WorkflowEnv = {
  now: () => new Date().toISOString(),
  definitions: storedDefinitions,
  delegations: storedDelegations,
  user: directoryUser,
  groups: storedGroups,
  mayRead: (businessType, recordId, userNo) => recordPort(businessType)?.readableBy(recordId, userNo) ?? false,
};

// ------------------------------------------------------------------------------------------ records

/** What the workflow needs of a business type's records. */
export interface WorkflowRecordPort {
  /** apply a workflow step: the new status (if it changes) and the history entries; bump the version */
  apply(recordId: string, status: string | undefined, history: WorkflowHistoryEntry[]): void;
  /** a record's status, code and applicant (to open it from a task; to seed) */
  find(recordId: string): { id: string; code?: string; status?: string; applicantNo?: string } | undefined;
  /** whether the user may read the record (page, data scope, secrecy): who may be handed its tasks */
  readableBy(recordId: string, userNo: string): boolean;
}

const ports: Map<string, WorkflowRecordPort> = ((globalThis as any).__portalWorkflowPorts ??= new Map());

export function registerRecordPort(businessType: string, port: WorkflowRecordPort) {
  ports.set(businessType, port);
}

export const recordPort = (businessType: string) => ports.get(businessType);

// ------------------------------------------------------------------------------------------ store

/** Record seeders that run the engine over business records once the groups and definitions exist. */
const recordSeeders: Array<{ name: string; run: (engine: WorkflowEngine, data: WorkflowData) => void }> = ((globalThis as any).__portalWorkflowSeeders ??= []);

export function registerWorkflowSeeder(name: string, run: (engine: WorkflowEngine, data: WorkflowData) => void) {
  const i = recordSeeders.findIndex((s) => s.name === name);
  if (i >= 0) recordSeeders[i] = { name, run };
  else recordSeeders.push({ name, run });
}

const base = () => collection<WorkflowData>('workflow', seedWorkflow);

/**
 * The workflow store without running the record seeders — for those seeders themselves (they start
 * instances while building their records).
 */
export const workflowBase = base;

/**
 * The workflow store. The first use seeds groups and definitions, then lets every registered record
 * seeder run its records through the engine (so seeded instances, tasks and record histories agree).
 */
export function workflowData(): WorkflowData {
  const data = base();
  const state = collection('workflow.seeded', () => ({ done: new Set<string>(), running: false }));
  if (!state.running) {
    const due = recordSeeders.filter((s) => !state.done.has(s.name));
    if (due.length) {
      state.running = true;
      try {
        for (const s of due) {
          state.done.add(s.name);
          s.run(new WorkflowEngine(data, liveEnv), data);
        }
      } finally {
        state.running = false;
      }
    }
  }
  return data;
}

export const engine = () => new WorkflowEngine(workflowData(), liveEnv);

/** The stand-in who may act on `task` now for its assignee (an active delegation, the hand-over rule passed), if any. */
export function standInOf(task: ApprovalTask): string | undefined {
  const data = workflowData();
  const d = activeDelegation(storedDelegations(), task.assigneeNo, task.businessType, liveEnv.now());
  const instance = data.instances.find((i) => i.id === task.instanceId);
  return d && instance && engine().standIn(task, instance, d.toUserNo) === 'ok' ? d.toUserNo : undefined;
}

/**
 * A workflow step as an entry of the record's history timeline (the resource engine's HistoryEntry):
 * the node goes in front of the comment, so the timeline says where in the approval it happened.
 */
export function toHistory(e: WorkflowHistoryEntry): HistoryEntry {
  const parts: string[] = [];
  if (e.nodeName) parts.push(`【${e.nodeName}】`);
  if (e.targetName) parts.push(serverText(e.comment ? 'workflow.history.transferredToWithComment' : 'workflow.history.transferredTo', { name: e.targetName }));
  if (e.comment) parts.push(e.comment);
  const comment = parts.join('');
  return {
    at: e.at,
    operatorNo: e.operatorNo,
    operatorName: e.operatorName,
    action: e.action,
    from: e.from,
    to: e.to,
    ...(comment ? { comment } : {}),
    ...(e.onBehalfOfName ? { onBehalfOfName: e.onBehalfOfName } : {}),
  };
}

/** The comment of a submission's history entry: where the approval starts (and the nodes its route skipped), or that there is none. */
export function submitComment(
  o: { businessType?: string; instance?: { nodes: Array<{ name: string }>; skipped?: WorkflowNode[] }; recordStatus?: string },
  definitionName?: string,
): string {
  if (!o.instance) return serverText('workflow.log.autoApprove');
  const node = o.instance.nodes[0].name;
  const entered = definitionName
    ? serverText('workflow.history.enteredDefinition', { definition: definitionName, node })
    : serverText('workflow.history.entered', { node });
  return entered + routeText(o.businessType ?? '', o.instance.nodes.length, o.instance.skipped ?? [], serverText, labelOf);
}

export const actorOf = (user: { userNo: string; userName: string }): Actor => ({ userNo: user.userNo, userName: user.userName });

/** Listeners of applied outcomes (notifications: the tasks a step created); a function that removes it. */
const outcomeListeners: Array<(outcome: WorkflowOutcome, actor: Actor) => void> = ((globalThis as any).__portalWorkflowOutcomeListeners ??= []);
export function onWorkflowOutcome(fn: (outcome: WorkflowOutcome, actor: Actor) => void) {
  outcomeListeners.push(fn);
  return () => void outcomeListeners.splice(outcomeListeners.indexOf(fn), 1);
}

/** Apply an outcome: the record through its port, the operation log; then tell the listeners. */
export function applyOutcome(req: Request | undefined, actor: Actor, outcome: WorkflowOutcome) {
  const port = recordPort(outcome.businessType);
  if (port && (outcome.recordStatus !== undefined || outcome.history.length)) {
    port.apply(outcome.recordId, outcome.recordStatus, outcome.history);
  }
  for (const entry of outcome.log) {
    writeOpLog(req, actor, { module: MODULE, action: entry.action, target: entry.target, detail: serverText(entry.detail.key, entry.detail.params) });
  }
  outcomeListeners.forEach((fn) => fn(outcome, actor));
}

/**
 * Run a workflow write for the signed-in user: refusals become business errors and are written to the
 * operation log as failures; outcomes are applied.
 */
export function runStep<T extends WorkflowOutcome | WorkflowOutcome[]>(
  req: Request,
  user: { userNo: string; userName: string },
  what: { action: string; target: string },
  step: () => T,
): T {
  try {
    const result = step();
    const outcomes = Array.isArray(result) ? result : [result];
    outcomes.forEach((o) => applyOutcome(req, actorOf(user), o));
    return result;
  } catch (e) {
    const err = e;
    writeOpLog(req, user, {
      module: MODULE,
      action: what.action,
      target: what.target.slice(0, 80),
      result: 'FAILURE',
      detail: err instanceof Error ? err.message : String(err),
    });
    throw err;
  }
}

// ------------------------------------------------------------------------------------------ paging

export interface PageArgs {
  current: number;
  pageSize: number;
}

export function pageArgs(query: Record<string, unknown>): PageArgs {
  const num = (v: unknown, fallback: number) => {
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    return Number.isInteger(n) ? n : NaN;
  };
  const current = num(query.current, 1);
  const pageSize = num(query.pageSize, 10);
  if (!(current >= 1 && current <= 100000)) throw invalid(serverText('resource.error.queryValue', { param: 'current' }));
  if (!(pageSize >= 1 && pageSize <= 200)) throw invalid(serverText('resource.error.pageSize', { max: 200 }));
  return { current, pageSize };
}

export function slice<T>(rows: T[], { current, pageSize }: PageArgs): T[] {
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** A query parameter as a short plain string (undefined when absent). */
export function param(query: Record<string, unknown>, key: string, max = 100): string | undefined {
  const v = query[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max) throw invalid(serverText('resource.error.queryType', { param: key }));
  return v.trim() || undefined;
}

// ------------------------------------------------------------------------------------------ seed

/** The running side of the workflow: no instance yet. */
export function seedWorkflow(): WorkflowData {
  return { instances: [], tasks: [], seq: {} };
}

/** Every enabled user, for member and transfer pickers. */
export const candidates = () =>
  users()
    .filter((u) => u.enabled)
    .map((u) => ({ userNo: u.userNo, userName: u.userName, orgId: u.orgId }));
