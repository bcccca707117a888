/**
 * What the workflow API's handlers share (mock/workflow.ts): the body's keys and the views of instances and tasks with the inbox filters.
 */
import type { Request } from 'express';
import {
  canWithdraw,
  instanceOf,
  isBusinessType,
  taskActions,
  pendingTasksOf,
  nodeReachedAt,
  taskClock,
  waitingFor,
  type ApprovalTask,
  type TaskAction,
  type TaskClock,
  type WorkflowData,
  type WorkflowInstance,
} from '../../../src/domain/workflow';
import { serverText } from '../../../src/domain/serverMessages';
import { invalid, page, type Ctx } from '../server/http';
import { engine, pageArgs, param, slice } from './workflow';

export function body(req: Request): Record<string, unknown> {
  const b = req.body;
  if (b === undefined || b === null || b === '') return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw invalid(serverText('server.body.notObject'));
  return b as Record<string, unknown>;
}

export function onlyKeys(b: Record<string, unknown>, allowed: string[]) {
  const extra = Object.keys(b).filter((k) => !allowed.includes(k));
  if (extra.length) throw invalid(serverText('server.body.extraFields', { fields: extra.slice(0, 5).join('、') }));
}

// ------------------------------------------------------------------------------------------ views

export function instanceView(data: WorkflowData, i: WorkflowInstance, userNo: string) {
  const current = i.nodes[i.currentNode];
  return {
    ...i,
    currentNodeName: i.status === 'RUNNING' ? current?.name : undefined,
    waitingFor: waitingFor(data, i),
    canWithdraw: canWithdraw(i, data.tasks, userNo),
  };
}

/**
 * A pending task's clock against the time limit of its node (as the instance copied it when it
 * started), from when the node reached its approvers: a transferred task keeps the deadline it had.
 */
export function clockOf(data: WorkflowData, t: ApprovalTask, now = Date.now()): TaskClock {
  const reached = nodeReachedAt(data.tasks, t.instanceId, t.nodeIndex) ?? t.createdAt;
  return taskClock(reached, instanceOf(data, t)?.nodes[t.nodeIndex]?.slaHours, now);
}

/** A task as the caller sees it; `delegated`: in their inbox as the assignee's stand-in (they may approve or reject it). */
export function taskView(data: WorkflowData, t: ApprovalTask, userNo: string, now = Date.now(), delegated = false) {
  const instance = instanceOf(data, t);
  return {
    ...t,
    instanceStatus: instance?.status,
    round: instance?.round,
    nodeCount: instance?.nodes.length,
    actions: delegated ? (['approve', 'reject'] as TaskAction[]) : taskActions(t, instance, userNo),
    ...(delegated ? { onBehalfOfName: t.assigneeName } : {}),
    ...(t.status === 'PENDING' ? { clock: clockOf(data, t, now) } : {}),
  };
}

/**
 * What waits for `userNo`: their own pending tasks and those they may act on now as someone's stand-in
 * (the delegation active, the hand-over rule passed — src/domain/workflow/delegation.ts); `delegated`
 * holds the ids of the latter.
 */
export function inboxOf(data: WorkflowData, userNo: string) {
  const extra = engine().delegatedTasksOf(userNo);
  return { rows: [...pendingTasksOf(data, userNo), ...extra], delegated: new Set(extra.map((t) => t.id)) };
}

/** Filters shared by the three inbox views: business type, keyword (code, title, applicant), time range. */
export function filterRows<T extends { businessType: string; recordCode: string; title: string; applicantName: string }>(
  rows: T[],
  query: Record<string, unknown>,
  timeOf: (r: T) => string | undefined,
): T[] {
  const type = param(query, 'businessType');
  if (type && !isBusinessType(type)) throw invalid(serverText('workflow.error.unsupportedType'));
  const keyword = param(query, 'keyword')?.toLowerCase();
  const from = param(query, 'from', 40);
  const to = param(query, 'to', 40);
  for (const [k, v] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (v && Number.isNaN(Date.parse(v))) throw invalid(serverText('resource.error.queryValue', { param: k }));
  }
  return rows.filter((r) => {
    if (type && r.businessType !== type) return false;
    if (keyword && ![r.recordCode, r.title, r.applicantName].some((s) => s.toLowerCase().includes(keyword))) return false;
    const t = timeOf(r);
    if (from && (!t || t < new Date(from).toISOString())) return false;
    if (to && (!t || t > new Date(`${to.length === 10 ? `${to}T23:59:59.999` : to}`).toISOString())) return false;
    return true;
  });
}

export const newestFirst = <T>(rows: T[], key: (r: T) => string | undefined) =>
  rows.slice().sort((a, b) => String(key(b) ?? '').localeCompare(String(key(a) ?? '')));

export function respondPage<T>(ctx: Ctx, rows: T[]) {
  const args = pageArgs(ctx.req.query as Record<string, unknown>);
  page(ctx.res, slice(rows, args), rows.length, args.current, args.pageSize);
}
