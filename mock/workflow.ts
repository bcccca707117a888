/**
 * The workflow API (API.workflow = /api/workflow): definitions, approval groups and the approval inbox.
 * Every write checks the caller's right first (a page-element code for administration, being the
 * current approver or the applicant for tasks), validates with the shared domain rules, changes
 * nothing on refusal, and writes the operation log.
 */
import type { Request } from 'express';
import {
  workflowError,
  canWithdraw,
  checkDefinition,
  checkGroup,
  definitionsUsing,
  handledTasksOf,
  instanceOf,
  instancesOfRecord,
  isBusinessType,
  pendingTasksOf,
  startedBy,
  submissionMode,
  taskActions,
  waitingFor,
  BUSINESS_TYPES,
  WORKFLOW_CODES,
  WorkflowEngine,
  type ApprovalTask,
  type StartInput,
  type WorkflowData,
  type WorkflowDefinition,
  type WorkflowInstance,
} from '../src/domain/workflow';
import type { ResourceRecord } from '../src/domain/resource';
import { resourceOf } from '../src/domain/resources';
import { rng } from './lib/db';
import { authed, forbidden, invalid, notFound, page, BizFailure, type Ctx } from './lib/http';
import * as store from './lib/store';
import { findUser, hasCode } from './lib/identity';
import { writeOpLog } from './lib/oplog';
import {
  MODULE,
  actorOf,
  applyOutcome,
  registerRecordPort,
  registerWorkflowSeeder,
  submitComment,
  toHistory,
  asBizFailure,
  candidates,
  directoryUser,
  engine,
  pageArgs,
  param,
  runStep,
  slice,
  workflowData,
} from './lib/workflow';

const BASE = '/api/workflow';

// ------------------------------------------------------------------------------------------ records
/*
 * The bridge to the resource store, for every business type the workflow drives that is a registered
 * resource:
 * - submit hook: before the store commits a submission, plan it (all checks, nothing changed) — the
 *   record stays in approval, or is approved at once when its type has no enabled workflow; a type
 *   whose nodes have nobody to approve refuses the submission;
 * - change listener: once the submission is stored, start the instance; when a record leaves its
 *   in-approval status by its own lifecycle (an order cancelled while waiting), end the approval;
 * - record port: approval steps move the record (systemTransition) or add to its history.
 * Registered once per load of this file (umi reloads mock files on change).
 */
const previous: Array<() => void> = ((globalThis as any).__portalWorkflowHooks ??= []);
previous.splice(0).forEach((off) => off());

const titleOf = (r: Record<string, unknown>) => {
  const head = r.subject ?? r.insuredObject ?? r.policyOrWarrantyNo ?? r.partName ?? r.removedPartName ?? '';
  const pn = r.partNumber ?? r.removedPartNumber;
  return [r.customerName, head, !r.subject && pn ? pn : undefined].filter(Boolean).join(' · ');
};

const startInput = (type: string, record: ResourceRecord, fromStatus: string): StartInput => ({
  businessType: type,
  recordId: record.id,
  recordCode: String(record.code ?? record.id),
  title: titleOf(record).slice(0, 200),
  fromStatus,
});

for (const binding of BUSINESS_TYPES) {
  const def = resourceOf(binding.type);
  if (!def?.lifecycle) continue;
  const type = binding.type;
  const st = binding.statuses;
  const isSubmit = (e: store.ChangeEvent) =>
    (e.type === 'create' && !!def.lifecycle?.createSubmits) || (e.type === 'action' && !!e.action && !!def.action(e.action)?.submit);

  registerRecordPort(type, {
    find: (id) => store.findRecord(type, id),
    apply(id, status, history) {
      const entries = history.map(toHistory);
      const current = store.findRecord(type, id);
      if (!current) return;
      entries.forEach((entry, i) => {
        const last = i === entries.length - 1;
        if (last && status !== undefined && status !== current.status) {
          store.systemTransition(type, id, {
            to: status,
            operator: { userNo: entry.operatorNo, userName: entry.operatorName },
            action: entry.action,
            comment: entry.comment,
          });
        } else {
          store.appendHistory(type, id, entry);
        }
      });
    },
  });

  previous.push(
    store.onSubmit(type, (e) => {
      try {
        const plan = engine().plan(startInput(type, e.record, String(e.record.status)), actorOf(e.user));
        return {
          status: plan.recordStatus,
          comment: submitComment(plan.definition ? { instance: { nodes: [{ name: plan.firstNode! }] } } : {}, plan.definition?.name),
        };
      } catch (err) {
        throw asBizFailure(err);
      }
    }),
    store.onChange(type, (e) => {
      if (!e.after) return;
      if (isSubmit(e) && e.after.status === st.inApproval) {
        const outcome = engine().start(startInput(type, e.after, String(e.before?.status ?? e.after.status)), actorOf(e.user));
        // the store wrote the submission into the history already: only the log here
        applyOutcome(undefined, actorOf(e.user), { ...outcome, history: [], recordStatus: undefined });
      } else if (e.type !== 'system' && e.before?.status === st.inApproval && e.after.status !== st.inApproval) {
        applyOutcome(undefined, actorOf(e.user), engine().abort(type, e.after.id, actorOf(e.user)));
      }
    }),
  );
}

/** Seeded orders waiting in their in-approval status get their approval instances, some one node on. */
registerWorkflowSeeder('records', (_engine, data) => {
  for (const binding of BUSINESS_TYPES) {
    const def = resourceOf(binding.type);
    if (!def) continue;
    const rows = store.storedRows(def); // seeds the table (applications start their instances there)
    if (def.lifecycle?.initial === binding.statuses.inApproval) {
      const r = rng(binding.type.length * 7919);
      for (const row of rows) {
        if (row.status !== binding.statuses.inApproval || data.instances.some((i) => i.recordId === row.id && i.businessType === binding.type)) continue;
        let clock = Date.parse(row.createdAt) + 60_000;
        const seedEngine = new WorkflowEngine(data, { now: () => new Date(clock).toISOString(), user: directoryUser }, { atomic: false });
        const applicant = { userNo: String(row.applicantNo), userName: String(row.applicantName) };
        try {
          const o = seedEngine.start(startInput(binding.type, row, row.status!), applicant);
          store.appendHistory(binding.type, row.id, { ...toHistory(o.history[0]), action: 'submit', comment: submitComment(o, data.definitions.find((d) => d.id === o.instance?.definitionId)?.name) });
          const inst = o.instance;
          if (inst && inst.nodes.length > 1 && r.chance(0.4)) {
            const task = r.pick(data.tasks.filter((t) => t.instanceId === inst.id && t.status === 'PENDING'));
            clock = Math.min(clock + r.int(1, 12) * 3_600_000, Date.now() - 60_000);
            const a = seedEngine.approve(task.id, { userNo: task.assigneeNo, userName: task.assigneeName }, r.pick(['同意', '', '库存可用，同意']));
            a.history.map(toHistory).forEach((h) => store.appendHistory(binding.type, row.id, h));
          }
        } catch {
          // a seed the current definitions cannot start stays as it is
        }
      }
    }
  }
});

// ------------------------------------------------------------------------------------------ helpers

function need(ctx: Ctx, code: string) {
  if (!hasCode(ctx.user, code)) throw forbidden(code);
}

function needAny(ctx: Ctx, codes: string[]) {
  if (!codes.some((c) => hasCode(ctx.user, c))) throw forbidden(codes[0]);
}

function body(req: Request): Record<string, unknown> {
  const b = req.body;
  if (b === undefined || b === null || b === '') return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw invalid('请求内容格式不正确');
  return b as Record<string, unknown>;
}

function onlyKeys(b: Record<string, unknown>, allowed: string[]) {
  const extra = Object.keys(b).filter((k) => !allowed.includes(k));
  if (extra.length) throw invalid(`不支持的字段：${extra.slice(0, 5).join('、')}`);
}

function checkVersion(current: number, given: unknown, what: string) {
  if (given === undefined) throw invalid('缺少版本号，请刷新后重试');
  if (given !== current) {
    throw new BizFailure('VERSION_CONFLICT', `${what}已被他人修改（当前版本 ${current}），请刷新后再保存`);
  }
}

/** Run an administrative write: log success/failure, map domain errors. */
function adminWrite<T>(ctx: Ctx, action: string, target: string, fn: () => T, detail?: (r: T) => string): T {
  try {
    const result = fn();
    writeOpLog(ctx.req, ctx.user, { module: MODULE, action, target, detail: detail?.(result) });
    return result;
  } catch (e) {
    const err = asBizFailure(e);
    writeOpLog(ctx.req, ctx.user, { module: MODULE, action, target: target.slice(0, 80), result: 'FAILURE', detail: (err as Error)?.message });
    throw err;
  }
}

const userName = (no: string) => findUser(no)?.userName ?? no;

// ------------------------------------------------------------------------------------------ views

function definitionView(data: WorkflowData, d: WorkflowDefinition) {
  return {
    ...d,
    nodes: d.nodes.map((n) => {
      const g = data.groups.find((x) => x.id === n.groupId);
      return { ...n, groupName: g?.name ?? n.groupId, memberNames: (g?.members ?? []).map(userName) };
    }),
    mode: submissionMode(data, d.businessType),
  };
}

function instanceView(data: WorkflowData, i: WorkflowInstance, userNo: string) {
  const current = i.nodes[i.currentNode];
  return {
    ...i,
    currentNodeName: i.status === 'RUNNING' ? current?.name : undefined,
    waitingFor: waitingFor(data, i),
    canWithdraw: canWithdraw(i, data.tasks, userNo),
  };
}

function taskView(data: WorkflowData, t: ApprovalTask, userNo: string) {
  const instance = instanceOf(data, t);
  return {
    ...t,
    instanceStatus: instance?.status,
    round: instance?.round,
    nodeCount: instance?.nodes.length,
    actions: taskActions(t, instance, userNo),
  };
}

/** Filters shared by the three inbox views: business type, keyword (code, title, applicant), time range. */
function filterRows<T extends { businessType: string; recordCode: string; title: string; applicantName: string }>(
  rows: T[],
  query: Record<string, unknown>,
  timeOf: (r: T) => string | undefined,
): T[] {
  const type = param(query, 'businessType');
  if (type && !isBusinessType(type)) throw invalid('业务类型不正确');
  const keyword = param(query, 'keyword')?.toLowerCase();
  const from = param(query, 'from', 40);
  const to = param(query, 'to', 40);
  for (const [k, v] of [['from', from], ['to', to]] as const) {
    if (v && Number.isNaN(Date.parse(v))) throw invalid(`查询条件 ${k} 不是有效日期`);
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

const newestFirst = <T,>(rows: T[], key: (r: T) => string | undefined) =>
  rows.slice().sort((a, b) => String(key(b) ?? '').localeCompare(String(key(a) ?? '')));

function respondPage<T>(ctx: Ctx, rows: T[]) {
  const args = pageArgs(ctx.req.query as Record<string, unknown>);
  page(ctx.res, slice(rows, args), rows.length, args.current, args.pageSize);
}

// ------------------------------------------------------------------------------------------ handlers

export default {
  // ---------------------------------------------------------------- definitions
  [`GET ${BASE}/definitions`]: authed((ctx) => {
    need(ctx, 'workFlowDefinition');
    const data = workflowData();
    return BUSINESS_TYPES.map((b) => {
      const d = data.definitions.find((x) => x.businessType === b.type);
      return { businessType: b.type, mode: submissionMode(data, b.type), definition: d ? definitionView(data, d) : null };
    });
  }),

  [`POST ${BASE}/definitions`]: authed((ctx) => {
    const data = workflowData();
    const input = ctx.req.body ?? {};
    return adminWrite(ctx, 'createDefinition', String(input.businessType ?? '').slice(0, 40), () => {
      need(ctx, WORKFLOW_CODES.definitionCreate);
      const clean = checkDefinition(body(ctx.req), data, directoryUser);
      const now = new Date().toISOString();
      data.seq.WFD = (data.seq.WFD ?? 0) + 1;
      const def: WorkflowDefinition = {
        id: `WFD-${String(data.seq.WFD).padStart(3, '0')}`,
        ...clean,
        version: 1,
        createdAt: now,
        updatedAt: now,
        updatedBy: ctx.user.userNo,
      };
      data.definitions.push(def);
      return definitionView(data, def);
    }, (d) => `新建流程「${d.name}」，${d.nodes.length} 个节点，${d.enabled ? '已启用' : '未启用'}`);
  }),

  [`PUT ${BASE}/definitions/:id`]: authed((ctx) => {
    const data = workflowData();
    const def = data.definitions.find((d) => d.id === ctx.req.params.id);
    return adminWrite(ctx, 'updateDefinition', def?.name ?? ctx.req.params.id, () => {
      need(ctx, WORKFLOW_CODES.definitionUpdate);
      if (!def) throw notFound('流程定义');
      const input = body(ctx.req);
      const clean = checkDefinition(input, data, directoryUser, def.id);
      checkVersion(def.version, input.version, '流程定义');
      Object.assign(def, clean, { version: def.version + 1, updatedAt: new Date().toISOString(), updatedBy: ctx.user.userNo });
      return definitionView(data, def);
    }, (d) => `保存流程「${d.name}」：${d.nodes.map((n) => n.name).join(' → ') || '无节点'}，${d.enabled ? '已启用' : '未启用'}`);
  }),

  [`POST ${BASE}/definitions/:id/enable`]: authed((ctx) => {
    const data = workflowData();
    const def = data.definitions.find((d) => d.id === ctx.req.params.id);
    return adminWrite(ctx, 'enableDefinition', def?.name ?? ctx.req.params.id, () => {
      need(ctx, WORKFLOW_CODES.definitionEnable);
      if (!def) throw notFound('流程定义');
      const input = body(ctx.req);
      onlyKeys(input, ['enabled', 'version']);
      if (typeof input.enabled !== 'boolean') throw invalid('启用状态格式不正确');
      checkVersion(def.version, input.version, '流程定义');
      // the same rules as a save: enabling needs nodes whose groups have members
      checkDefinition({ businessType: def.businessType, name: def.name, nodes: def.nodes, remark: def.remark, enabled: input.enabled }, data, directoryUser, def.id);
      Object.assign(def, { enabled: input.enabled, version: def.version + 1, updatedAt: new Date().toISOString(), updatedBy: ctx.user.userNo });
      return definitionView(data, def);
    }, (d) => (d.enabled ? `启用流程「${d.name}」` : `停用流程「${d.name}」：该类型提交即通过`));
  }),

  [`DELETE ${BASE}/definitions/:id`]: authed((ctx) => {
    const data = workflowData();
    const def = data.definitions.find((d) => d.id === ctx.req.params.id);
    return adminWrite(ctx, 'deleteDefinition', def?.name ?? ctx.req.params.id, () => {
      need(ctx, WORKFLOW_CODES.definitionDelete);
      if (!def) throw notFound('流程定义');
      data.definitions.splice(data.definitions.indexOf(def), 1);
      return { id: def.id, name: def.name };
    }, (d) => `删除流程「${d.name}」（进行中的审批按原节点继续）`);
  }),

  // ---------------------------------------------------------------- groups
  [`GET ${BASE}/groups`]: authed((ctx) => {
    needAny(ctx, ['approvalGroup', 'workFlowDefinition']);
    const data = workflowData();
    const q = ctx.req.query as Record<string, unknown>;
    const keyword = param(q, 'keyword')?.toLowerCase();
    const member = param(q, 'member');
    const rows = data.groups
      .filter((g) => !keyword || g.name.toLowerCase().includes(keyword) || (g.description ?? '').toLowerCase().includes(keyword))
      .filter((g) => !member || g.members.includes(member))
      .map((g) => ({
        ...g,
        memberNames: g.members.map(userName),
        usedBy: definitionsUsing(data, g.id).map((d) => ({ id: d.id, name: d.name, businessType: d.businessType })),
      }));
    respondPage(ctx, rows);
  }),

  [`POST ${BASE}/groups`]: authed((ctx) => {
    const data = workflowData();
    const input = ctx.req.body ?? {};
    return adminWrite(ctx, 'createGroup', String(input.name ?? '').slice(0, 40), () => {
      need(ctx, WORKFLOW_CODES.groupCreate);
      const clean = checkGroup(body(ctx.req), data, directoryUser);
      const now = new Date().toISOString();
      data.seq.GRP = (data.seq.GRP ?? 0) + 1;
      const g = { id: `GRP-${String(data.seq.GRP).padStart(3, '0')}`, ...clean, version: 1, createdAt: now, updatedAt: now };
      data.groups.push(g);
      return g;
    }, (g) => `新建审批组「${g.name}」：${g.members.map(userName).join('、')}`);
  }),

  [`PUT ${BASE}/groups/:id`]: authed((ctx) => {
    const data = workflowData();
    const g = data.groups.find((x) => x.id === ctx.req.params.id);
    return adminWrite(ctx, 'updateGroup', g?.name ?? ctx.req.params.id, () => {
      need(ctx, WORKFLOW_CODES.groupUpdate);
      if (!g) throw notFound('审批组');
      const input = body(ctx.req);
      const clean = checkGroup(input, data, directoryUser, g.id);
      checkVersion(g.version, input.version, '审批组');
      Object.assign(g, clean, { version: g.version + 1, updatedAt: new Date().toISOString() });
      return g;
    }, (x) => `保存审批组「${x.name}」：${x.members.map(userName).join('、')}`);
  }),

  [`DELETE ${BASE}/groups/:id`]: authed((ctx) => {
    const data = workflowData();
    const g = data.groups.find((x) => x.id === ctx.req.params.id);
    return adminWrite(ctx, 'deleteGroup', g?.name ?? ctx.req.params.id, () => {
      need(ctx, WORKFLOW_CODES.groupDelete);
      if (!g) throw notFound('审批组');
      const using = definitionsUsing(data, g.id);
      if (using.length) {
        throw workflowError('WORKFLOW_STATE', `审批组「${g.name}」正被流程使用：${using.map((d) => d.name).join('、')}，请先调整这些流程`);
      }
      data.groups.splice(data.groups.indexOf(g), 1);
      return { id: g.id, name: g.name };
    }, (x) => `删除审批组「${x.name}」`);
  }),

  /** Users who may be chosen as members or receive a transferred task. */
  [`GET ${BASE}/candidates`]: authed((ctx) => {
    needAny(ctx, ['approvalManagement', 'approvalGroup', 'workFlowDefinition']);
    return candidates();
  }),

  // ---------------------------------------------------------------- inbox
  [`GET ${BASE}/tasks/pending`]: authed((ctx) => {
    const data = workflowData();
    const rows = filterRows(pendingTasksOf(data, ctx.user.userNo), ctx.req.query as Record<string, unknown>, (t) => t.createdAt);
    respondPage(ctx, newestFirst(rows, (t) => t.createdAt).map((t) => taskView(data, t, ctx.user.userNo)));
  }),

  [`GET ${BASE}/tasks/pending/count`]: authed((ctx) => {
    const data = workflowData();
    const rows = pendingTasksOf(data, ctx.user.userNo);
    const byType: Record<string, number> = {};
    rows.forEach((t) => (byType[t.businessType] = (byType[t.businessType] ?? 0) + 1));
    const latest = newestFirst(rows, (t) => t.createdAt)
      .slice(0, 5)
      .map((t) => taskView(data, t, ctx.user.userNo));
    return { count: rows.length, byType, latest };
  }),

  [`GET ${BASE}/tasks/handled`]: authed((ctx) => {
    const data = workflowData();
    const q = ctx.req.query as Record<string, unknown>;
    const status = param(q, 'status');
    if (status && !['APPROVED', 'REJECTED', 'TRANSFERRED'].includes(status)) throw invalid('任务状态不正确');
    const rows = filterRows(handledTasksOf(data, ctx.user.userNo), q, (t) => t.handledAt).filter((t) => !status || t.status === status);
    respondPage(ctx, newestFirst(rows, (t) => t.handledAt).map((t) => taskView(data, t, ctx.user.userNo)));
  }),

  [`GET ${BASE}/instances/started`]: authed((ctx) => {
    const data = workflowData();
    const q = ctx.req.query as Record<string, unknown>;
    const status = param(q, 'status');
    if (status && !['RUNNING', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'CANCELLED'].includes(status)) throw invalid('审批状态不正确');
    const rows = filterRows(startedBy(data, ctx.user.userNo), q, (i) => i.startedAt).filter((i) => !status || i.status === status);
    respondPage(ctx, newestFirst(rows, (i) => i.startedAt).map((i) => instanceView(data, i, ctx.user.userNo)));
  }),

  /** One instance with its tasks (the approval progress of a record round). */
  [`GET ${BASE}/instances/:id`]: authed((ctx) => {
    const data = workflowData();
    const i = data.instances.find((x) => x.id === ctx.req.params.id);
    if (!i) throw notFound('审批');
    const involved = i.applicantNo === ctx.user.userNo || data.tasks.some((t) => t.instanceId === i.id && t.assigneeNo === ctx.user.userNo);
    if (!involved && !hasCode(ctx.user, i.businessType)) throw forbidden(i.businessType);
    return { ...instanceView(data, i, ctx.user.userNo), tasks: data.tasks.filter((t) => t.instanceId === i.id).map((t) => taskView(data, t, ctx.user.userNo)) };
  }),

  /** Every approval round of one record, with tasks — the record's detail shows it. */
  [`GET ${BASE}/records/:type/:id`]: authed((ctx) => {
    const { type, id } = ctx.req.params;
    if (!isBusinessType(type)) throw invalid('业务类型不正确');
    const data = workflowData();
    const rounds = instancesOfRecord(data, type, id);
    const involved = rounds.some((i) => i.applicantNo === ctx.user.userNo || data.tasks.some((t) => t.instanceId === i.id && t.assigneeNo === ctx.user.userNo));
    if (!involved && !hasCode(ctx.user, type)) throw forbidden(type);
    return {
      businessType: type,
      recordId: id,
      mode: submissionMode(data, type),
      instances: rounds.map((i) => ({
        ...instanceView(data, i, ctx.user.userNo),
        tasks: data.tasks.filter((t) => t.instanceId === i.id).map((t) => taskView(data, t, ctx.user.userNo)),
      })),
    };
  }),

  [`POST ${BASE}/tasks/bulk-approve`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['taskIds', 'comment']);
    const outcomes = runStep(ctx.req, ctx.user, { action: 'approve', target: '批量审批' }, () =>
      engine().bulkApprove(b.taskIds, actorOf(ctx.user), b.comment),
    );
    return { approved: outcomes.length, finished: outcomes.filter((o) => o.instance?.status === 'APPROVED').length };
  }),

  [`POST ${BASE}/tasks/:id/approve`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['comment']);
    const o = runStep(ctx.req, ctx.user, { action: 'approve', target: ctx.req.params.id }, () => engine().approve(ctx.req.params.id, actorOf(ctx.user), b.comment));
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo), recordStatus: o.recordStatus };
  }),

  [`POST ${BASE}/tasks/:id/reject`]: authed((ctx) => {
    const b = body(ctx.req);
    onlyKeys(b, ['comment']);
    const o = runStep(ctx.req, ctx.user, { action: 'reject', target: ctx.req.params.id }, () => engine().reject(ctx.req.params.id, actorOf(ctx.user), b.comment));
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo), recordStatus: o.recordStatus };
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
    const o = runStep(ctx.req, ctx.user, { action: 'withdraw', target: ctx.req.params.id }, () => engine().withdraw(ctx.req.params.id, actorOf(ctx.user), b.comment));
    return { instance: instanceView(workflowData(), o.instance!, ctx.user.userNo), recordStatus: o.recordStatus };
  }),
};
