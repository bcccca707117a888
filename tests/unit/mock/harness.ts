/**
 * Calls mock route handlers in-process, as umi's mock middleware would: route keys "METHOD /path/:param"
 * matched in order, params, query, a JSON body, the AuthenticationToken header. Answers the status and
 * the parsed body. Used by the mock's contract tests and by the component test of the resource page
 * (as the `request` of @umijs/max).
 */
import { issueToken } from '../../../mock/lib/session';

type Handler = (req: any, res: any, next?: () => void) => void;
export type Routes = Record<string, Handler>;

interface Compiled {
  method: string;
  re: RegExp;
  keys: string[];
  handler: Handler;
}

function compile(routes: Routes): Compiled[] {
  return Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(/\s+/);
    const keys: string[] = [];
    const re = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === ':' ? c : `\\${c}`)).replace(/:(\w+)/g, (_m, k) => (keys.push(k), '([^/]+)'))}/?$`, 'i');
    return { method: method.toUpperCase(), re, keys, handler };
  });
}

export interface Answer {
  status: number;
  body: any;
  headers: Record<string, string>;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, unknown>;
  token?: string | null;
  user?: string;
  headers?: Record<string, string>;
}

export function mockServer(...tables: Routes[]) {
  const compiled = compile(Object.assign({}, ...tables));
  return async function call(method: string, url: string, opts: CallOptions = {}): Promise<Answer> {
    const [path, search] = url.split('?');
    const query: Record<string, unknown> = { ...Object.fromEntries(new URLSearchParams(search ?? '')), ...(opts.query ?? {}) };
    for (const [k, v] of Object.entries(query)) if (typeof v === 'number' || typeof v === 'boolean') query[k] = String(v);
    const route = compiled.find((r) => r.method === method.toUpperCase() && r.re.test(path));
    if (!route) return { status: 404, body: 'no such mock route', headers: {} };
    const m = route.re.exec(path)!;
    const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
    const token = opts.token === undefined ? issueToken(opts.user ?? 'admin') : opts.token;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authenticationtoken: token } : {}), ...(opts.headers ?? {}) };
    const body = opts.body === undefined ? undefined : JSON.parse(JSON.stringify(opts.body));
    if (body !== undefined && headers['content-length'] === undefined) headers['content-length'] = String(JSON.stringify(body).length);
    const req = { method: method.toUpperCase(), path, url, params, query, body, headers, socket: { remoteAddress: '127.0.0.1' } };
    return new Promise<Answer>((resolve) => {
      const res: any = {
        statusCode: 200,
        headersSent: false,
        _headers: {} as Record<string, string>,
        status(code: number) {
          this.statusCode = code;
          return this;
        },
        setHeader(k: string, v: string) {
          this._headers[k.toLowerCase()] = v;
        },
        json(payload: unknown) {
          this.headersSent = true;
          resolve({ status: this.statusCode, body: JSON.parse(JSON.stringify(payload)), headers: this._headers });
          return this;
        },
        send(payload: unknown) {
          this.headersSent = true;
          resolve({ status: this.statusCode, body: payload, headers: this._headers });
          return this;
        },
      };
      route.handler(req, res, () => resolve({ status: 404, body: 'next', headers: {} }));
    });
  };
}
