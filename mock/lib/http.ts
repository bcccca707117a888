/**
 * Envelope helpers and the handler wrapper of every mock endpoint. Handlers throw `BizFailure` for
 * business errors; anything else thrown becomes a business error too, never a crash or a half answer.
 */
import type { Request, Response } from 'express';
import { PASSWORD_CHANGE_PAGE, PASSWORD_CHANGE_REQUIRED, type PasswordChangeReason } from '../../src/domain/admin/password';
import { ShowType } from '../../src/domain/envelope';
import zhAdmin from '../../src/locales/zh-CN/admin';
import { applyCors } from './cors';
import { currentUserOf, passwordChangeDue, type MockUser } from './identity';

export class BizFailure extends Error {
  constructor(
    public errorCode: string,
    message: string,
    public showType: ShowType = ShowType.ERROR_MESSAGE,
    public status = 200,
    public data?: unknown,
  ) {
    super(message);
  }
}

export const ok = (res: Response, data?: unknown) => res.status(200).json({ success: true, data });

export const page = (res: Response, rows: unknown[], total: number, current: number, pageSize: number) =>
  res.status(200).json({ success: true, data: rows, total, current, pageSize });

export const fail = (res: Response, err: BizFailure) =>
  res.status(err.status).json({
    success: false,
    errorCode: err.errorCode,
    errorMessage: err.message,
    showType: err.showType,
    data: err.data,
  });

/**
 * The refusal of every call but the password change and sign-out while the user's password must be
 * changed: HTTP 200, showType REDIRECT to 修改密码 (the request policy goes there and says why).
 */
export function passwordChangeRequired(reason: PasswordChangeReason): BizFailure {
  const key = reason === 'EXPIRED' ? 'admin.password.gate.EXPIRED' : 'admin.password.gate.MUST_CHANGE';
  return new BizFailure(PASSWORD_CHANGE_REQUIRED, zhAdmin[key], ShowType.REDIRECT, 200, { url: `/${PASSWORD_CHANGE_PAGE}`, reason });
}

export interface Ctx {
  req: Request;
  res: Response;
  user: MockUser;
  token: string;
}

type Handler = (ctx: Ctx) => unknown;

export interface AuthedOptions {
  /**
   * The call stays open while the user must change the password (the current user, permissions, the
   * own password's status and change): everything the shell and 修改密码 need. Every other call is
   * refused with PASSWORD_CHANGE_REQUIRED until the password is changed.
   */
  duringPasswordChange?: boolean;
}

/**
 * Wrap a handler that needs a signed-in user: no or bad token → HTTP 401 (the portal logs out); a user
 * who must change the password → PASSWORD_CHANGE_REQUIRED unless `duringPasswordChange`.
 * Return a value to answer `{ success: true, data: value }`; answer yourself through `ctx.res` for
 * other shapes (paged lists).
 */
export function authed(fn: Handler, opts: AuthedOptions = {}) {
  return (req: Request, res: Response) => {
    applyCors(req, res);
    const token = String(req.headers['authenticationtoken'] ?? '');
    const user = currentUserOf(token);
    if (!user) {
      res.status(401).send('登录已失效，请重新登录');
      return;
    }
    if (!opts.duringPasswordChange) {
      const due = passwordChangeDue(user);
      if (due) {
        fail(res, passwordChangeRequired(due));
        return;
      }
    }
    run(() => fn({ req, res, user, token }), res);
  };
}

/** Wrap a handler that needs no user (sign-in pages). */
export function open(fn: (req: Request, res: Response) => unknown) {
  return (req: Request, res: Response) => {
    applyCors(req, res);
    run(() => fn(req, res), res);
  };
}

function run(fn: () => unknown, res: Response) {
  try {
    const value = fn();
    if (!res.headersSent) ok(res, value);
  } catch (e) {
    if (res.headersSent) return;
    if (e instanceof BizFailure) fail(res, e);
    else fail(res, new BizFailure('INTERNAL', `请求无法处理：${(e as Error)?.message ?? String(e)}`));
  }
}

/** A business error for a request the signed-in user may not make. */
export const forbidden = (code: string) =>
  new BizFailure('FORBIDDEN', `没有执行此操作的权限（${code}）`, ShowType.ERROR_MESSAGE);
export const invalid = (message: string, data?: unknown) =>
  new BizFailure('VALIDATION', message, ShowType.ERROR_MESSAGE, 200, data);
export const notFound = (what: string) => new BizFailure('NOT_FOUND', `${what}不存在或已被删除`);
