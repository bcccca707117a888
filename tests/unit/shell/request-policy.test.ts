/**
 * The error catalogue of spec §8, row by row, with real transport errors: a real axios client (the one
 * umi's request plugin uses) wired the way the plugin wires it — our request interceptor, umi's
 * `success === false` → errorThrower interceptor, our errorHandler on failure — talking to a real local
 * HTTP server (through axios' node transport: jsdom's XMLHttpRequest would add CORS to the test). Only
 * the toast sink and the logout are recorded instead of shown/performed.
 */
import axios from 'axios';
// eslint-disable-next-line @typescript-eslint/no-var-requires
const httpAdapter = require('axios/lib/adapters/http');
// eslint-disable-next-line @typescript-eslint/no-var-requires
const xhrAdapter = require('axios/lib/adapters/xhr');
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zhShell from '@/locales/zh-CN/shell';
import { REQUEST_TIMEOUT_MS } from '@/constants';
import { ShowType } from '@/domain/envelope';
import { BizError, createRequestPolicy } from '@/services/transport/policy';
import { BizError as DomainBizError } from '@/domain/errors';
import { WorkflowError } from '@/domain/workflow';
import { BizFailure } from '@/domain/failure';
import { phoneLoginRedirect, PHONE_LOGIN_PATH } from '@/core/auth';

type Reply = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const routes = new Map<string, Reply>();
const seen: http.IncomingMessage[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req);
    const reply = routes.get(req.url!.split('?')[0]);
    if (reply) reply(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json =
  (status: number, body: unknown): Reply =>
  (_req, res) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const text =
  (status: number, body: string, type = 'text/plain; charset=utf-8'): Reply =>
  (_req, res) =>
    res.writeHead(status, { 'Content-Type': type }).end(body);

const t = (id: string) => zhShell[id] ?? id;

function setup(token: string | null = 'tok-1', options: { breakBeforeSending?: boolean; adapter?: unknown } = {}) {
  const toasts: Array<[string, string]> = [];
  const notices: Array<[string, string]> = [];
  const redirects: string[] = [];
  const followed: string[] = [];
  let sessionEnds = 0;
  const policy = createRequestPolicy({
    t,
    hasText: (id) => id in zhShell,
    toast: (type, message) => void toasts.push([type, message]),
    notify: (title, description) => notices.push([title, description]),
    endSession: () => {
      sessionEnds += 1;
    },
    redirect: (url) => redirects.push(url),
    getToken: () => token,
    loginRedirectOf: phoneLoginRedirect,
    navigate: (url) => followed.push(url),
  });
  const config = policy.config();
  // the wiring of src/.umi/plugin-request/request.ts
  const instance = axios.create({ timeout: config.timeout, adapter: (options.adapter ?? httpAdapter) as any });
  config.requestInterceptors.forEach((i) => instance.interceptors.request.use(i as any));
  if (options.breakBeforeSending) {
    instance.interceptors.request.use(() => {
      throw new Error('the request could not be built');
    });
  }
  config.responseInterceptors.forEach((i) => instance.interceptors.response.use(i as any));
  instance.interceptors.response.use((response) => {
    if (response.data?.success === false) config.errorConfig.errorThrower(response.data);
    return response;
  });
  const request = (url: string, opts: Record<string, unknown> = {}) =>
    instance.request({ url: url.startsWith('http') ? url : base + url, ...opts }).then(
      (r) => r.data,
      (error) => {
        config.errorConfig.errorHandler(error, opts);
        throw error;
      },
    );
  return {
    request,
    toasts,
    notices,
    redirects,
    followed,
    get sessionEnds() {
      return sessionEnds;
    },
  };
}

const settle = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    () => 'rejected',
  );

beforeEach(() => {
  routes.clear();
  seen.length = 0;
});

describe('every call', () => {
  it('sends the AuthenticationToken and X-Requested-With headers and times out after 60 s by default', async () => {
    routes.set('/api/ping', json(200, { success: true, data: 1 }));
    const s = setup('abc.def');
    await expect(s.request('/api/ping')).resolves.toEqual({ success: true, data: 1 });
    expect(seen[0].headers.authenticationtoken).toBe('abc.def');
    expect(seen[0].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(createRequestPolicy({} as any).config().timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('sends no token header when there is no token', async () => {
    routes.set('/api/ping', json(200, { success: true }));
    await setup(null).request('/api/ping');
    expect(seen[0].headers.authenticationtoken).toBeUndefined();
    expect(seen[0].headers['x-requested-with']).toBe('XMLHttpRequest');
  });
});

describe('HTTP 401 / 403: logout and an error toast', () => {
  it('401 toasts the response body and ends the session', async () => {
    routes.set('/api/x', text(401, '登录已失效，请重新登录'));
    const s = setup();
    expect(await settle(s.request('/api/x'))).toBe('rejected');
    expect(s.toasts).toEqual([['error', '登录已失效，请重新登录']]);
    expect(s.sessionEnds).toBe(1);
  });

  it('403 with an empty body toasts 系统异常，请稍后再试', async () => {
    routes.set('/api/x', text(403, ''));
    const s = setup();
    await settle(s.request('/api/x'));
    expect(s.toasts).toEqual([['error', '系统异常，请稍后再试']]);
    expect(s.sessionEnds).toBe(1);
  });

  it('401 with a JSON body toasts its message field', async () => {
    routes.set('/api/x', json(401, { message: '令牌已过期' }));
    const s = setup();
    await settle(s.request('/api/x'));
    expect(s.toasts).toEqual([['error', '令牌已过期']]);
  });

  it('a burst of concurrent 401/403 gives exactly one logout and one toast', async () => {
    routes.set('/api/a', text(401, '登录已失效，请重新登录'));
    routes.set('/api/b', text(403, '无权访问'));
    const s = setup();
    const results = await Promise.all([
      settle(s.request('/api/a')),
      settle(s.request('/api/b')),
      settle(s.request('/api/a')),
      settle(s.request('/api/a')),
      settle(s.request('/api/b')),
    ]);
    expect(results.every((r) => r === 'rejected')).toBe(true);
    expect(s.sessionEnds).toBe(1);
    expect(s.toasts).toHaveLength(1);
    expect(s.toasts[0][0]).toBe('error');
  });
});

describe('other response errors', () => {
  it('toasts the message field', async () => {
    routes.set('/api/x', json(500, { message: '库存服务不可用' }));
    const s = setup();
    await settle(s.request('/api/x'));
    expect(s.toasts).toEqual([['error', '库存服务不可用']]);
    expect(s.sessionEnds).toBe(0);
  });

  it('else the body text', async () => {
    routes.set('/api/x', text(502, 'upstream connect error'));
    const s = setup();
    await settle(s.request('/api/x'));
    expect(s.toasts).toEqual([['error', 'upstream connect error']]);
  });

  it('else 系统异常，请稍后再试 (empty body, an HTML error page, JSON without a message)', async () => {
    routes.set('/api/empty', text(500, ''));
    routes.set('/api/html', text(504, '<html><body><h1>504 Gateway Time-out</h1></body></html>', 'text/html'));
    routes.set('/api/json', json(500, { code: 17 }));
    const s = setup();
    await settle(s.request('/api/empty'));
    await settle(s.request('/api/html'));
    await settle(s.request('/api/json'));
    expect(s.toasts).toEqual([
      ['error', '系统异常，请稍后再试'],
      ['error', '系统异常，请稍后再试'],
      ['error', '系统异常，请稍后再试'],
    ]);
  });
});

describe('no response', () => {
  it('a connection dropped without an answer toasts 未返回数据，请重试', async () => {
    routes.set('/api/x', (req) => req.socket.destroy());
    const s = setup();
    expect(await settle(s.request('/api/x'))).toBe('rejected');
    expect(s.toasts).toEqual([['error', '未返回数据，请重试']]);
  });

  it("a refused connection through the browser's client (which attaches a status-0 response) toasts 未返回数据，请重试", async () => {
    // a port nobody listens on: bind one, note it, close it
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const s = setup('tok', { adapter: xhrAdapter });
    let error: any;
    // jsdom's client keeps its time-out's timer after the refusal: a short one, so the run is not held for a minute
    await s.request(`http://127.0.0.1:${port}/api/x`, { timeout: 2_000 }).catch((e) => (error = e));
    expect(error?.response?.status).toBe(0); // what the XHR client hands over: its request, as a "response"
    expect(s.toasts).toEqual([['error', '未返回数据，请重试']]);
    expect(s.sessionEnds).toBe(0);
  });

  it('a timeout toasts 请求超时，请重试', async () => {
    routes.set('/api/slow', () => {
      /* never answers */
    });
    const s = setup();
    expect(await settle(s.request('/api/slow', { timeout: 100 }))).toBe('rejected');
    expect(s.toasts).toEqual([['error', '请求超时，请重试']]);
  });

  it('a call that fails before anything is sent toasts 请求超时，请重试', async () => {
    const s = setup('tok', { breakBeforeSending: true });
    expect(await settle(s.request('/api/x'))).toBe('rejected');
    expect(seen).toHaveLength(0);
    expect(s.toasts).toEqual([['error', '请求超时，请重试']]);
  });

  it('a call the caller cancelled shows nothing', async () => {
    routes.set('/api/slow', () => {});
    const s = setup();
    const controller = new AbortController();
    const pending = settle(s.request('/api/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toBe('rejected');
    expect(s.toasts).toEqual([]);
  });
});

describe('success: false raises a business error shown by showType', () => {
  const biz = (showType: ShowType | undefined, extra: object = {}) =>
    json(200, { success: false, errorCode: 'AOG_LOCKED', errorMessage: '订单已被他人锁定', showType, ...extra });

  it('carries errorCode, errorMessage, showType and data', async () => {
    routes.set('/api/x', biz(ShowType.ERROR_MESSAGE, { data: { version: 3 } }));
    const s = setup();
    const error = await s.request('/api/x').catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(error).toMatchObject({
      name: 'BizError',
      errorCode: 'AOG_LOCKED',
      errorMessage: '订单已被他人锁定',
      showType: ShowType.ERROR_MESSAGE,
      data: { version: 3 },
    });
  });

  it('is THE business-error class of the portal (src/domain/errors.ts), the one the workflow rules raise too', () => {
    expect(BizError).toBe(DomainBizError);
    expect(new WorkflowError('VALIDATION', 'workflow.error.required', { label: 'workflow.label.remark' })).toBeInstanceOf(BizError);
    expect(new BizFailure('NOT_FOUND', '记录不存在')).toBeInstanceOf(BizError);
  });

  it('without a message: the locale message of its code, else 系统异常，请稍后再试 — never the bare code', async () => {
    routes.set('/api/known', json(200, { success: false, errorCode: 'STALE_VERSION' }));
    routes.set('/api/unknown', json(200, { success: false, errorCode: 'SOMETHING_NEW' }));
    const s = setup();
    await settle(s.request('/api/known'));
    await settle(s.request('/api/unknown'));
    expect(s.toasts).toEqual([
      ['error', zhShell['error.STALE_VERSION']],
      ['error', '系统异常，请稍后再试'],
    ]);
  });

  it.each([
    ['SILENT', ShowType.SILENT, [], []],
    ['WARN_MESSAGE', ShowType.WARN_MESSAGE, [['warning', '订单已被他人锁定']], []],
    ['ERROR_MESSAGE', ShowType.ERROR_MESSAGE, [['error', '订单已被他人锁定']], []],
    ['no showType (error)', undefined, [['error', '订单已被他人锁定']], []],
    ['NOTIFICATION', ShowType.NOTIFICATION, [], [['AOG_LOCKED', '订单已被他人锁定']]],
  ])('%s', async (_name, showType, toasts, notices) => {
    routes.set('/api/x', biz(showType as ShowType | undefined));
    const s = setup();
    await settle(s.request('/api/x'));
    expect(s.toasts).toEqual(toasts);
    expect(s.notices).toEqual(notices);
    expect(s.sessionEnds).toBe(0);
  });

  it('REDIRECT goes to data.url when given, else ends the session', async () => {
    routes.set('/api/go', biz(ShowType.REDIRECT, { data: { url: '/approvalManagement' } }));
    routes.set('/api/out', biz(ShowType.REDIRECT));
    const s = setup();
    await settle(s.request('/api/go'));
    expect(s.redirects).toEqual(['/approvalManagement']);
    expect(s.sessionEnds).toBe(0);
    await settle(s.request('/api/out'));
    expect(s.sessionEnds).toBe(1);
    expect(s.toasts.at(-1)).toEqual(['error', '订单已被他人锁定']);
  });

  it('skipErrorHandler: nothing is shown, the caller gets the error', async () => {
    routes.set('/api/x', biz(ShowType.ERROR_MESSAGE));
    routes.set('/api/y', text(401, 'expired'));
    const s = setup();
    const error = await s.request('/api/x', { skipErrorHandler: true }).catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    await settle(s.request('/api/y', { skipErrorHandler: true }));
    expect(s.toasts).toEqual([]);
    expect(s.sessionEnds).toBe(0);
  });
});

describe('the phone-login rule (spec §4)', () => {
  it('follows the URL with the token of a phone-login answer, and nothing else', async () => {
    const url = 'http://portal.example/home?token=t-1';
    routes.set(PHONE_LOGIN_PATH, json(200, { success: true, data: { url } }));
    routes.set('/api/other', json(200, { success: true, data: { url } }));
    const s = setup();
    await s.request(PHONE_LOGIN_PATH, { method: 'POST', data: { phone: '13800000001', code: '123456' } });
    await s.request('/api/other');
    expect(s.followed).toEqual([url]);
  });
});
