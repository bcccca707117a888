/**
 * The workflow API (API.workflow = /api/workflow): definitions and the approval inbox (the approval
 * groups are the engine's 审批组, `{management}/approvalGroup`).
 * Every write checks the caller's right first (a page-element code for administration, being the
 * current approver or the applicant for tasks), validates with the shared domain rules, changes
 * nothing on refusal, and writes the operation log.
 */
import { API } from '../src/domain/endpoints';
import {
  WorkflowError,
  handledTasksOf,
  instancesOfRecord,
  isBusinessType,
  overdueFirst,
  startedBy,
  submissionMode,
  HANDLED_TASK_STATUSES,
  INSTANCE_STATUSES,
  type PendingSummary,
  type TaskStatus,
} from '../src/domain/workflow';
import { serverText } from '../src/domain/serverMessages';
import { authed, forbidden, invalid, notFound } from './lib/server/http';
import { hasCode } from './lib/server/identity';
import { actorOf, candidates, engine, liveEnv, param, runStep, workflowData } from './lib/workflow/workflow';
import { wireRules } from './lib/rules';
import { escalateOverdue } from './lib/workflow/escalation';
import { body, filterRows, inboxOf, instanceView, newestFirst, onlyKeys, respondPage, taskView } from './lib/workflow/workflowViews';

wireRules();

const BASE = API.workflow;

// ------------------------------------------------------------------------------------------ handlers

export default {
  // ---------------------------------------------------------------- inbox
  [`GET ${BASE}/tasks/pending`]: authed((ctx) => {
    escalateOverdue();
    const data = workflowData();
    const inbox = inboxOf(data, ctx.user.userNo);
    const rows = filterRows(inbox.rows, ctx.req.query as Record<string, unknown>, (t) => t.createdAt);
    const now = Date.now();
    // the overdue first (the longest overdue at the top), then the newest
    const views = newestFirst(rows, (t) => t.createdAt).map((t) => taskView(data, t, ctx.user.userNo, now, inbox.delegated.has(t.id)));
    respondPage(
      ctx,
      overdueFirst(views, (v) => v.clock ?? { ageHours: 0 }),
    );
  }),

  [`GET ${BASE}/tasks/pending/count`]: authed((ctx) => {
    escalateOverdue();
    const data = workflowData();
    const { rows, delegated } = inboxOf(data, ctx.user.userNo);
    const byType: Record<string, number> = {};
    rows.forEach((t) => (byType[t.businessType] = (byType[t.businessType] ?? 0) + 1));
    const now = Date.now();
    const views = overdueFirst(
      newestFirst(rows, (t) => t.createdAt).map((t) => taskView(data, t, ctx.user.userNo, now, delegated.has(t.id))),
      (v) => v.clock ?? { ageHours: 0 },
    );
    const overdue = views.filter((v) => v.clock?.state === 'overdue').length;
    return { count: rows.length, overdue, byType, latest: views.slice(0, 5) } satisfies PendingSummary;
  }),

  [`GET ${BASE}/tasks/handled`]: authed((ctx) => {
    const data = workflowData();
    const q = ctx.req.query as Record<string, unknown>;
    const status = param(q, 'status');
    if (status && !HANDLED_TASK_STATUSES.includes(status as TaskStatus)) throw invalid(serverText('resource.error.queryValue', { param: 'status' }));
    const rows = filterRows(handledTasksOf(data, ctx.user.userNo), q, (t) => t.handledAt).filter((t) => !status || t.status === status);
    respondPage(
      ctx,
      newestFirst(rows, (t) => t.handledAt).map((t) => taskView(data, t, ctx.user.userNo)),
    );
  }),

  [`GET ${BASE}/instances/started`]: authed((ctx) => {
    const data = workflowData();
    const q = ctx.req.query as Record<string, unknown>;
    const status = param(q, 'status');
    if (status && !(INSTANCE_STATUSES as readonly string[]).includes(status)) throw invalid(serverText('resource.error.queryValue', { param: 'status' }));
    const rows = filterRows(startedBy(data, ctx.user.userNo), q, (i) => i.startedAt).filter((i) => !status || i.status === status);
    respondPage(
      ctx,
      newestFirst(rows, (i) => i.startedAt).map((i) => instanceView(data, i, ctx.user.userNo)),
    );
  }),

  /** One instance with its tasks (the approval progress of a record round). */
  [`GET ${BASE}/instances/:id`]: authed((ctx) => {
    const data = workflowData();
    const i = data.instances.find((x) => x.id === ctx.req.params.id);
    if (!i) throw notFound(serverText('workflow.noun.instance'));
    const involved = i.applicantNo === ctx.user.userNo || data.tasks.some((t) => t.instanceId === i.id && t.assigneeNo === ctx.user.userNo);
    if (!involved && !hasCode(ctx.user, i.businessType)) throw forbidden(i.businessType);
    return { ...instanceView(data, i, ctx.user.userNo), tasks: data.tasks.filter((t) => t.instanceId === i.id).map((t) => taskView(data, t, ctx.user.userNo)) };
  }),

  /** Every approval round of one record, with tasks and what the caller may do with them (as in their inbox) — the record's detail shows it. */
  [`GET ${BASE}/records/:type/:id`]: authed((ctx) => {
    const { type, id } = ctx.req.params;
    if (!isBusinessType(type)) throw invalid(serverText('workflow.error.unsupportedType'));
    const data = workflowData();
    const rounds = instancesOfRecord(data, type, id);
    const involved = rounds.some((i) => i.applicantNo === ctx.user.userNo || data.tasks.some((t) => t.instanceId === i.id && t.assigneeNo === ctx.user.userNo));
    if (!involved && !hasCode(ctx.user, type)) throw forbidden(type);
    // a task waiting for someone the caller stands in for carries the stand-in's decisions, as in their inbox
    const { delegated } = inboxOf(data, ctx.user.userNo);
    return {
      businessType: type,
      recordId: id,
      mode: submissionMode(liveEnv.definitions(), type),
      instances: rounds.map((i) => ({
        ...instanceView(data, i, ctx.user.userNo),
        tasks: data.tasks.filter((t) => t.instanceId === i.id).map((t) => taskView(data, t, ctx.user.userNo, undefined, delegated.has(t.id))),
      })),
    };
  }),

  [`POST ${BASE}/tasks/bulk-approve`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['taskIds', 'comment']);
    const outcomes = runStep(ctx.req, ctx.user, { action: 'approve', target: serverText('workflow.log.bulkApprove') }, () =>
      engine().bulkApprove(b.taskIds, actorOf(ctx.user), b.comment),
    );
    return { approved: outcomes.length, finished: outcomes.filter((o) => o.instance?.status === 'APPROVED').length };
  }),

  [`POST ${BASE}/tasks/:id/approve`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['comment']);
    const o = runStep(ctx.req, ctx.user, { action: 'approve', target: ctx.req.params.id }, () =>
      engine().approve(ctx.req.params.id, actorOf(ctx.user), b.comment),
    );
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo), recordStatus: o.recordStatus };
  }),

  [`POST ${BASE}/tasks/:id/reject`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['comment']);
    const o = runStep(ctx.req, ctx.user, { action: 'reject', target: ctx.req.params.id }, () =>
      engine().reject(ctx.req.params.id, actorOf(ctx.user), b.comment),
    );
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo), recordStatus: o.recordStatus };
  }),

  /** Who may receive the user's open task: enabled, not the user, not the applicant, and able to read the record. */
  [`GET ${BASE}/tasks/:id/candidates`]: authed((ctx) => {
    const data = workflowData();
    const task = data.tasks.find((t) => t.id === ctx.req.params.id && t.assigneeNo === ctx.user.userNo && t.status === 'PENDING');
    const instance = task && data.instances.find((i) => i.id === task.instanceId);
    if (!task || !instance) throw new WorkflowError('NOT_FOUND', 'workflow.error.taskMissing', {});
    const e = engine();
    return candidates().filter((u) => !e.receiverProblem(task, instance, ctx.user.userNo, { ...u, enabled: true }));
  }),

  [`POST ${BASE}/tasks/:id/transfer`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['toUserNo', 'comment']);
    const o = runStep(ctx.req, ctx.user, { action: 'transfer', target: ctx.req.params.id }, () =>
      engine().transfer(ctx.req.params.id, actorOf(ctx.user), b.toUserNo, b.comment),
    );
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo) };
  }),

  [`POST ${BASE}/instances/:id/withdraw`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['comment']);
    const o = runStep(ctx.req, ctx.user, { action: 'withdraw', target: ctx.req.params.id }, () =>
      engine().withdraw(ctx.req.params.id, actorOf(ctx.user), b.comment),
    );
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo), recordStatus: o.recordStatus };
  }),
};
