/**
 * Envelope helpers and the handler wrapper of every mock endpoint. Every call's body is checked first
 * by the one body reader (body.ts). Handlers throw `BizFailure` (src/domain/failure.ts) for refusals,
 * answered in the one envelope; anything else thrown is an internal error: the client gets a generic
 * HTTP 500 envelope with a reference, the detail goes to the system log — never a crash, a half answer
 * or an exception's text.
 */
import type { Request, Response } from 'express';
import { PASSWORD_CHANGE_PAGE, PASSWORD_CHANGE_REQUIRED, type PasswordChangeReason } from '../../../src/domain/admin/password';
import { ShowType } from '../../../src/domain/envelope';
import { BizFailure, failureEnvelope } from '../../../src/domain/failure';
import { serverMessages, serverText } from '../../../src/domain/serverMessages';
import { checkBody } from './body';
import { applyCors } from './cors';
import { currentUserOf, type MockUser } from './identity';
import { passwordChangeDue } from './passwordPolicy';
import { writeOpLog } from '../platform/oplog';
import { writeSystemLog } from '../platform/systemLog';

export { BizFailure };

export const ok = (res: Response, data?: unknown) => res.status(200).json({ success: true, data });

export const page = (res: Response, rows: unknown[], total: number, current: number, pageSize: number) =>
  res.status(200).json({ success: true, data: rows, total, current, pageSize });

export const fail = (res: Response, err: BizFailure) => res.status(err.status).json(failureEnvelope(err));

/**
 * The refusal of every call but the password change and sign-out while the user's password must be
 * changed: HTTP 200, showType REDIRECT to 修改密码 (the request policy goes there and says why).
 */
export function passwordChangeRequired(reason: PasswordChangeReason): BizFailure {
  const key = reason === 'EXPIRED' ? 'admin.password.gate.EXPIRED' : 'admin.password.gate.MUST_CHANGE';
  return new BizFailure(PASSWORD_CHANGE_REQUIRED, serverMessages[key], ShowType.REDIRECT, 200, { url: `/${PASSWORD_CHANGE_PAGE}`, reason });
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
    const token = String(req.headers.authenticationtoken ?? '');
    const user = currentUserOf(token);
    if (!user) {
      fail(res, new BizFailure('UNAUTHENTICATED', serverText('server.unauthenticated'), ShowType.ERROR_MESSAGE, 401));
      return;
    }
    if (!opts.duringPasswordChange) {
      const due = passwordChangeDue(user);
      if (due) {
        fail(res, passwordChangeRequired(due));
        return;
      }
    }
    run(req, res, () => fn({ req, res, user, token }), user);
  };
}

/** Wrap a handler that needs no user (sign-in pages). */
export function open(fn: (req: Request, res: Response) => unknown) {
  return (req: Request, res: Response) => {
    applyCors(req, res);
    run(req, res, () => fn(req, res));
  };
}

function run(req: Request, res: Response, fn: () => unknown, user?: MockUser) {
  try {
    try {
      checkBody(req);
    } catch (e) {
      // a broken body is a refused write: logged like the handler's own refusals
      if (user)
        writeOpLog(req, user, {
          module: serverText('server.oplog.module'),
          action: `${req.method} ${String(req.path ?? '').slice(0, 120)}`,
          target: '-',
          result: 'FAILURE',
          detail: (e as Error).message,
        });
      throw e;
    }
    const value = fn();
    if (!res.headersSent) ok(res, value);
  } catch (e) {
    if (res.headersSent) return;
    if (e instanceof BizFailure) fail(res, e);
    else fail(res, internalFailure(req, e));
  }
}

/** An exception: logged with its detail in the system log; the client learns only a reference. */
function internalFailure(req: Request, e: unknown): BizFailure {
  const ref = writeSystemLog('ERROR', `${req.method} ${String(req.path ?? '').slice(0, 200)} failed: ${(e as Error)?.stack ?? String(e)}`.slice(0, 4000));
  return new BizFailure('INTERNAL', serverText('server.internal', { ref }), ShowType.ERROR_MESSAGE, 500, { ref });
}

/** A business error for a request the signed-in user may not make. */
export const forbidden = (code: string) => new BizFailure('FORBIDDEN', serverText('server.forbidden', { code }), ShowType.ERROR_MESSAGE);
export const invalid = (message: string, data?: unknown) => new BizFailure('VALIDATION', message, ShowType.ERROR_MESSAGE, 200, data);
export const notFound = (what: string) => new BizFailure('NOT_FOUND', serverText('server.notFound', { what }));
