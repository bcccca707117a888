/** Calls umi mock handlers the way the mock server does: a signed-in user's token, params, query, body. */
import { issueToken } from '../../../mock/lib/session';

export interface Answer {
  status: number;
  body: any;
}

export function caller(handlers: Record<string, any>) {
  return function call(
    route: string,
    opts: { as?: string; params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } = {},
  ): Answer {
    const handler = handlers[route];
    if (!handler) throw new Error(`no mock route ${route}`);
    const req = {
      headers: opts.as ? { authenticationtoken: issueToken(opts.as) } : {},
      params: opts.params ?? {},
      query: opts.query ?? {},
      body: opts.body,
      socket: { remoteAddress: '127.0.0.1' },
    };
    const answer: Answer = { status: 200, body: undefined };
    const res: any = {
      headersSent: false,
      status(code: number) {
        answer.status = code;
        return res;
      },
      json(b: unknown) {
        answer.body = b;
        res.headersSent = true;
        return res;
      },
      send(b: unknown) {
        answer.body = b;
        res.headersSent = true;
        return res;
      },
    };
    handler(req, res);
    return answer;
  };
}

/** A valid new lease order (租赁订单) as the create call takes it. */
export const leaseBody = {
  customerId: 'C-CES',
  partNumber: 'C24958000',
  partName: '主轮刹车组件',
  aircraftType: null,
  aircraftRegistration: null,
  leaseStart: '2026-12-01',
  leaseDays: 30,
  dayRate: 800,
  currency: 'CNY',
  deposit: 50000,
  remark: null,
};
