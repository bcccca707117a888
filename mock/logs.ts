/**
 * 日志管理 (the operation log of mock/lib/admin/oplog.ts) and 系统日志 (the generated system log): paged,
 * filtered and sorted on the server; exports answer every matching row up to EXPORT_MAX.
 */
import { API } from '../src/domain/endpoints';
import { serverText } from '../src/domain/serverMessages';
import { adminCodes } from '../src/domain/admin/codes';
import { change, paging, requireAny, ruleFailure, sortOf } from './lib/admin/adminHttp';
import { LOG_LEVELS, LOG_SERVICES, type SystemLogRow } from '../src/domain/syslog';
import { csv, systemLog, timeBound } from './lib/admin/adminSyslog';
import { authed, page, type Ctx } from './lib/server/http';
import type { MockUser } from './lib/server/identity';
import { opLog, type OpLogEntry } from './lib/admin/oplog';
import { opLogAsSeenBy } from './lib/admin/oplogView';
import { wireRules } from './lib/rules';

wireRules();

const M = API.management;
export const EXPORT_MAX = 10_000;

type Query = Record<string, unknown>;

function range(query: Query): { from?: number; to?: number } {
  const from = timeBound(query.from);
  const to = timeBound(query.to);
  if ((from !== undefined && Number.isNaN(from)) || (to !== undefined && Number.isNaN(to)) || (from !== undefined && to !== undefined && from > to)) {
    throw ruleFailure({ key: 'admin.log.error.range' });
  }
  return { from, to };
}

/** Oldest first only when asked (`sortOrder=ascend`, or ProTable's sorter on time); newest first by default. */
function ascending(query: Query): boolean {
  if (query.sortOrder === 'ascend') return true;
  const s = sortOf(query, ['time']);
  return s.field === 'time' && s.order === 'ascend';
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

export function filterOperations(query: Query, reader: MockUser): OpLogEntry[] {
  const { from, to } = range(query);
  const user = text(query.user);
  const keyword = text(query.keyword);
  const modules = csv(query.module);
  const actions = csv(query.action);
  const result = query.result === 'SUCCESS' || query.result === 'FAILURE' ? query.result : undefined;
  const ip = text(query.ip);
  const matching = opLog().filter((e) => {
    const t = Date.parse(e.time);
    if (from !== undefined && t < from) return false;
    if (to !== undefined && t > to) return false;
    if (user && !e.userNo.toLowerCase().includes(user) && !e.userName.toLowerCase().includes(user)) return false;
    if (modules.length && !modules.includes(e.module)) return false;
    if (actions.length && !actions.includes(e.action)) return false;
    if (result && e.result !== result) return false;
    if (ip && !e.ip.toLowerCase().includes(ip)) return false;
    return true;
  });
  // the keyword searches what the reader sees: a withheld name is not found either
  const seen = opLogAsSeenBy(matching, reader);
  const rows = keyword ? seen.filter((e) => `${e.target} ${e.detail ?? ''}`.toLowerCase().includes(keyword)) : seen;
  // newest first unless asked otherwise (ids grow with time)
  return ascending(query) ? rows : rows.reverse();
}

export function filterSystemLog(query: Query): SystemLogRow[] {
  const { from, to } = range(query);
  const levels = csv(query.level).filter((l) => (LOG_LEVELS as readonly string[]).includes(l));
  const services = csv(query.service).filter((s) => (LOG_SERVICES as readonly string[]).includes(s));
  const keyword = text(query.keyword);
  const trace = text(query.traceId);
  const all = systemLog();
  // the log as it opens (no filter, newest first): its rows as they are, not a copy of 60,000
  if (!levels.length && !services.length && from === undefined && to === undefined && !trace && !keyword) return ascending(query) ? [...all].reverse() : all;
  const rows = all.filter((r) => {
    if (levels.length && !levels.includes(r.level)) return false;
    if (services.length && !services.includes(r.service)) return false;
    if (from !== undefined || to !== undefined) {
      const t = Date.parse(r.time);
      if (from !== undefined && t < from) return false;
      if (to !== undefined && t > to) return false;
    }
    if (trace && !r.traceId.startsWith(trace)) return false;
    if (keyword && !r.message.toLowerCase().includes(keyword)) return false;
    return true;
  });
  return ascending(query) ? rows.reverse() : rows;
}

function answer<T>(ctx: Ctx, rows: T[]) {
  const { current, pageSize } = paging(ctx.req.query as Query);
  page(ctx.res, rows.slice((current - 1) * pageSize, current * pageSize), rows.length, current, pageSize);
}

function exportAnswer<T>(ctx: Ctx, rows: T[]) {
  const out = rows.slice(0, EXPORT_MAX);
  ctx.res.status(200).json({ success: true, data: out, total: rows.length, current: 1, pageSize: out.length, capped: rows.length > EXPORT_MAX });
}

export default {
  [`GET ${M}/logs/operations`]: authed((ctx) => {
    requireAny(ctx.user, ['logManagement']);
    answer(ctx, filterOperations(ctx.req.query as Query, ctx.user));
  }),
  [`GET ${M}/logs/operations/facets`]: authed(({ user }) => {
    requireAny(user, ['logManagement']);
    const modules = new Set<string>();
    const actions = new Set<string>();
    for (const e of opLog()) {
      modules.add(e.module);
      actions.add(e.action);
    }
    return { modules: [...modules].sort(), actions: [...actions].sort() };
  }),
  [`GET ${M}/logs/operations/export`]: authed((ctx) => {
    const rows = change(ctx, { page: 'logManagement', action: 'export', target: serverText('menu.logManagement'), code: adminCodes.logManagement.export }, () =>
      filterOperations(ctx.req.query as Query, ctx.user),
    );
    exportAnswer(ctx, rows);
  }),
  [`GET ${M}/logs/system`]: authed((ctx) => {
    requireAny(ctx.user, ['appLogs']);
    answer(ctx, filterSystemLog(ctx.req.query as Query));
  }),
  [`GET ${M}/logs/system/export`]: authed((ctx) => {
    const rows = change(ctx, { page: 'appLogs', action: 'export', target: serverText('menu.appLogs'), code: adminCodes.appLogs.export }, () =>
      filterSystemLog(ctx.req.query as Query),
    );
    exportAnswer(ctx, rows);
  }),
};
