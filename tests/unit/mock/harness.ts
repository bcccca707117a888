/**
 * THE harness of the mock back end, for every unit test and the benchmarks: calls mock route handlers
 * in-process as umi's mock middleware does — params, query, a JSON body with its content type and
 * length, the AuthenticationToken header of a signed-in user, the connection's address — and answers
 * the status, the body (JSON round-tripped) and the headers the handler set.
 *
 * Three ways in, one request and one response underneath:
 * - `call(routes, 'METHOD /path/:param', opts)` and `caller(routes)(key, opts)`: by route key (sync);
 * - `mockServer(...tables)(method, url, opts)`: by URL, routes matched in order (async, usable as the
 *   `request` of @umijs/max in component tests).
 * `as` is the user signed in (default 'admin'; `null` sends no token); `token` sends a given one.
 * `rawBody` sends the body as given (what umi's body parser would hand on: `{}` for broken JSON).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { collectionNames, resetDb, restoreDb, saveDb } from '../../../mock/lib/store/db';
import { seedKeys } from '../../../mock/lib/store/tables';
import { storedRows } from '../../../mock/lib/store/store';
import { seedThreads } from '../../../mock/lib/platform/threads';
import { opLog } from '../../../mock/lib/platform/oplog';
import { resources } from '@/domain/desks';
import { issueToken } from '../../../mock/lib/server/session';

export type Handler = (req: any, res: any, next?: () => void) => unknown;
export type Routes = Record<string, Handler>;

export interface Answer {
  status: number;
  body: any;
  headers: Record<string, string>;
}

export interface CallOptions {
  /** the signed-in user (default 'admin'); null: no token */
  as?: string | null;
  /** a token to send as it is (forged, expired) */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** send `body` as it is: no JSON round trip, no content type or length added */
  rawBody?: boolean;
  headers?: Record<string, string>;
  /** the connection's address (default 127.0.0.1) */
  ip?: string;
}

let seeded: Buffer | undefined;

/**
 * The mock's data as first seeded. The business records are seeded once per test file and copied
 * back before each test (seeding them again costs about a second a test, and most calls reach
 * them through the signed-in user's grants); everything else seeds again on its next use.
 */
export function fresh() {
  seeded ??= sharedSeed();
  restoreDb(seeded);
}

/**
 * The seeded records, made once per jest run for each kind of test file: the first file to need them
 * seeds and writes them to the run's folder (tests/seed-cache.js makes it), every later file that
 * registered the same generators and holds the same collections reads them back — seeding costs
 * seconds, reading a tenth of a second. Outside jest (the benchmarks) each process seeds its own.
 */
function sharedSeed(): Buffer {
  const dir = process.env.MOCK_SEED_CACHE;
  const kind = createHash('sha1')
    .update(JSON.stringify([seedKeys().sort(), collectionNames().sort()]))
    .digest('hex')
    .slice(0, 16);
  const file = dir && `${dir}/seed-${kind}.bin`;
  if (file && existsSync(file)) return readFileSync(file);
  resetDb();
  for (const def of resources) storedRows(def);
  // the threads are seeded from their records' generators: saved with them, they agree in every file
  seedThreads();
  // the operation log begins with every record's history: seeded here, a file's first write after a
  // restore does not decode every desk's table to make it
  opLog();
  const saved = saveDb();
  if (file) {
    // written whole, then renamed: a file reading it at the same moment never sees half of it
    writeFileSync(`${file}.${process.pid}`, saved);
    renameSync(`${file}.${process.pid}`, file);
  }
  return saved;
}

/** The request umi's mock middleware hands a handler. */
export function fakeRequest(method: string, path: string, opts: CallOptions = {}): any {
  const token = opts.token ?? (opts.as === null ? '' : issueToken(opts.as ?? 'admin'));
  const headers: Record<string, string> = { ...(token ? { authenticationtoken: token } : {}) };
  let body = opts.body;
  if (body !== undefined && !opts.rawBody) {
    const text = JSON.stringify(body);
    body = JSON.parse(text);
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(text));
  }
  Object.assign(headers, Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])));
  const query: Record<string, unknown> = { ...(opts.query ?? {}) };
  for (const [k, v] of Object.entries(query)) if (typeof v === 'number' || typeof v === 'boolean') query[k] = String(v);
  return { method: method.toUpperCase(), path, url: path, params: opts.params ?? {}, query, body, headers, socket: { remoteAddress: opts.ip ?? '127.0.0.1' } };
}

/** A response that records what the handler sent; `done` is called once with the answer. */
export function fakeResponse(done: (a: Answer) => void): any {
  const headers: Record<string, string> = {};
  const res: any = {
    statusCode: 200,
    headersSent: false,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    setHeader(k: string, v: string) {
      headers[k.toLowerCase()] = String(v);
      return res;
    },
    getHeader: (k: string) => headers[k.toLowerCase()],
    json(payload: unknown) {
      res.headersSent = true;
      done({ status: res.statusCode, body: JSON.parse(JSON.stringify(payload)), headers });
      return res;
    },
    send(payload: unknown) {
      res.headersSent = true;
      done({ status: res.statusCode, body: payload, headers });
      return res;
    },
  };
  return res;
}

/** Call one handler; the mock's handlers answer synchronously. */
export function invoke(handler: Handler, req: any): Answer {
  let answer: Answer | undefined;
  handler(
    req,
    fakeResponse((a) => (answer = a)),
    () => (answer = { status: 404, body: 'next', headers: {} }),
  );
  if (!answer) throw new Error(`${req.method} ${req.path}: the handler did not answer`);
  return answer;
}

/** Call a route by its key ("METHOD /path/:param"). */
export function call(routes: Routes, key: string, opts: CallOptions = {}): Answer {
  const handler = routes[key];
  if (!handler) throw new Error(`no mock route ${key}`);
  const [method, path] = key.split(/\s+/);
  return invoke(handler, fakeRequest(method, path, opts));
}

export const caller =
  (routes: Routes) =>
  (key: string, opts: CallOptions = {}) =>
    call(routes, key, opts);

export interface CompiledRoute {
  method: string;
  re: RegExp;
  keys: string[];
  handler: Handler;
}

/** Route keys as umi's mock matches them: method, a path with `:params`, case-insensitive, optional trailing slash. */
export function compileRoutes(routes: Routes): CompiledRoute[] {
  return Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(/\s+/);
    const keys: string[] = [];
    const re = new RegExp(
      `^${path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === ':' ? c : `\\${c}`)).replace(/:(\w+)/g, (_m, k) => (keys.push(k), '([^/]+)'))}/?$`,
      'i',
    );
    return { method: method.toUpperCase(), re, keys, handler };
  });
}

/** Route tables served by URL, matched in order as umi does. */
export function mockServer(...tables: Routes[]) {
  const compiled = compileRoutes(Object.assign({}, ...tables));
  return async function request(method: string, url: string, opts: Omit<CallOptions, 'params'> & { user?: string } = {}): Promise<Answer> {
    const [path, search] = url.split('?');
    const route = compiled.find((r) => r.method === method.toUpperCase() && r.re.test(path));
    if (!route) return { status: 404, body: 'no such mock route', headers: {} };
    const m = route.re.exec(path)!;
    const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
    const query = { ...Object.fromEntries(new URLSearchParams(search ?? '')), ...(opts.query ?? {}) };
    const req = fakeRequest(method, path, { ...opts, as: opts.as === undefined ? opts.user : opts.as, params, query });
    req.url = url;
    return invoke(route.handler, req);
  };
}

/** The data of an accepted call; a refused one fails the test with the envelope it got. */
export const ok = (a: { body: any }) => {
  if (!a.body?.success) throw new Error(`call refused: ${JSON.stringify(a.body)}`);
  return a.body.data;
};
