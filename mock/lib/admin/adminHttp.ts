/**
 * Helpers of the administration endpoints: permission checks, rule errors rendered with the page's
 * own zh-CN texts, body checks, and `change()`, which writes one operation-log entry for every
 * attempted change — SUCCESS, or FAILURE with the reason — and leaves state untouched on failure
 * (every change validates fully before it mutates anything).
 */
import type { Request } from 'express';
import { formatRule, type RuleError } from '../../../src/domain/admin/rules';
import { serverMessages, serverText } from '../../../src/domain/serverMessages';
import { BizFailure, forbidden, invalid, type Ctx } from '../server/http';
import { hasAnyCode, hasCode, type MockUser } from '../server/identity';
import { writeOpLog } from '../platform/oplog';

/** A message of the administration texts in Chinese (what the server says). */
export const zh = (key: string, params?: Record<string, string | number>) => formatRule(serverMessages, { key, params });

/** A broken rule as a business error; `data` carries the key and parameters for the page. */
export const ruleFailure = (error: RuleError) => invalid(formatRule(serverMessages, error), { rule: error.key, params: error.params });

export function check(error: RuleError | null | undefined) {
  if (error) throw ruleFailure(error);
}

export function requireCode(user: MockUser, code: string) {
  if (!hasCode(user, code)) throw forbidden(code);
}

export function requireAny(user: MockUser, codes: string[]) {
  if (!hasAnyCode(user, codes)) throw forbidden(codes.join(' / '));
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The JSON body, which must be an object. */
export function bodyOf(req: Request, malformedKey: string): Record<string, unknown> {
  if (!isObject(req.body)) throw ruleFailure({ key: malformedKey });
  return req.body;
}

/** The JSON body when it is an object, else `{}` (pair with `ChangeSpec.body` to refuse it inside `change`). */
export const looseBody = (req: Request): Record<string, unknown> => (isObject(req.body) ? req.body : {});

/** The module name of a page in the operation log: its Chinese title. */
export const moduleOf = (page: string) => serverMessages[`menu.${page}`] ?? page;

/** The actions of administration changes; the log names each by `admin.log.action.<action>` (zh-CN). */
export const LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'rename',
  'move',
  'enable',
  'disable',
  'resetPassword',
  'changePassword',
  'setMapping',
  'activate',
  'export',
] as const;

export interface ChangeSpec {
  page: string;
  action: (typeof LOG_ACTIONS)[number];
  target: string;
  /** permission code the change needs (checked inside, so refusals are logged too) */
  code?: string;
  /** the change needs a JSON object body; the locale key of the refusal when it is not one */
  body?: string;
}

const counter = globalThis as { __portalAdminRevision?: number };
/** Grows with every successful administration change (for caches of derived answers). */
export const adminRevision = () => counter.__portalAdminRevision ?? 0;
/** Count an administration change (a user's roles or level changed on the engine's 用户管理 too). */
export const adminChanged = () => {
  counter.__portalAdminRevision = adminRevision() + 1;
};

/**
 * Run one change: check the permission, run `fn`, and log the attempt. A refusal (BizFailure) is
 * logged as FAILURE with its message and re-thrown, so the caller answers the business error.
 */
export function change<T>(ctx: Ctx, spec: ChangeSpec, fn: () => T): T {
  const entry = { module: moduleOf(spec.page), action: serverText(`admin.log.action.${spec.action}`), target: spec.target.slice(0, 120) };
  try {
    if (spec.code) requireCode(ctx.user, spec.code);
    if (spec.body) bodyOf(ctx.req, spec.body);
    const result = fn();
    adminChanged();
    writeOpLog(ctx.req, ctx.user, { ...entry, result: 'SUCCESS' });
    return result;
  } catch (e) {
    const detail = e instanceof BizFailure ? e.message : String((e as Error)?.message ?? e);
    writeOpLog(ctx.req, ctx.user, { ...entry, result: 'FAILURE', detail: detail.slice(0, 300) });
    throw e;
  }
}

/** A route parameter as a string (or a refusal). */
export function param(req: Request, name: string): string {
  const v = (req.params as Record<string, string>)[name];
  if (typeof v !== 'string' || !v || v.length > 100) throw invalid(serverText('server.path.param', { name }));
  return v;
}
