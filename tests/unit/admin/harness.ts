/**
 * Calls mock route handlers the way umi's mock server does: a request with the token header, params,
 * query and JSON body; answers the status and the JSON (or text) the handler sent.
 */
import { resetDb } from '../../../mock/lib/db';
import { issueToken } from '../../../mock/lib/session';

export type Routes = Record<string, (req: any, res: any) => void>;

export interface Answer {
  status: number;
  body: any;
}

export function call(
  routes: Routes,
  key: string,
  opts: { as?: string | null; token?: string; params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } = {},
): Answer {
  const handler = routes[key];
  if (!handler) throw new Error(`no route ${key}`);
  const out: Answer = { status: 200, body: undefined };
  const res: any = {
    headersSent: false,
    status(s: number) {
      out.status = s;
      return res;
    },
    json(b: unknown) {
      out.body = JSON.parse(JSON.stringify(b));
      res.headersSent = true;
      return res;
    },
    send(b: unknown) {
      out.body = b;
      res.headersSent = true;
      return res;
    },
  };
  const token = opts.token ?? (opts.as === null ? '' : issueToken(opts.as ?? 'admin', Date.now()));
  const req: any = {
    headers: { authenticationtoken: token },
    params: opts.params ?? {},
    query: opts.query ?? {},
    body: opts.body,
    socket: { remoteAddress: '10.1.2.3' },
  };
  handler(req, res);
  return out;
}

export function fresh() {
  resetDb();
}
