/**
 * The mock backend's sign-in and session endpoints (mock/auth.ts) behave like the real services: the
 * development sign-in page, password and phone login with a redirect carrying the token, the current
 * user and menu, permissions per role and system, logout revoking the token.
 */
import handlers from '../../../mock/auth';
import { fresh } from '../mock/harness';
import { sampleMenu } from '@/domain/menu';

interface FakeRes {
  statusCode: number;
  body: any;
  headers: Record<string, string>;
  headersSent: boolean;
  status(code: number): FakeRes;
  json(body: unknown): FakeRes;
  send(body: unknown): FakeRes;
  setHeader(name: string, value: string): void;
  end(body?: unknown): void;
}

function fakeRes(): FakeRes {
  const res: FakeRes = {
    statusCode: 200,
    body: undefined,
    headers: {},
    headersSent: false,
    status(code) {
      res.statusCode = code;
      return res;
    },
    json(body) {
      res.body = body;
      res.headersSent = true;
      return res;
    },
    send(body) {
      res.body = body;
      res.headersSent = true;
      return res;
    },
    setHeader(name, value) {
      res.headers[name.toLowerCase()] = value;
    },
    end(body) {
      res.body = body;
      res.headersSent = true;
    },
  };
  return res;
}

const HOST = 'portal.test:8123';
function call(key: string, opts: { body?: unknown; query?: Record<string, string>; token?: string; params?: Record<string, string> } = {}) {
  const handler = (handlers as Record<string, (req: any, res: any) => void>)[key];
  if (!handler) throw new Error(`no mock for ${key}`);
  const res = fakeRes();
  handler(
    {
      body: opts.body ?? {},
      query: opts.query ?? {},
      params: opts.params ?? {},
      protocol: 'http',
      headers: { host: HOST, ...(opts.token ? { authenticationtoken: opts.token } : {}) },
      socket: { remoteAddress: '127.0.0.1' },
    },
    res,
  );
  return res;
}

const signIn = (account = 'admin', password = 'Admin@123', redirect = `http://${HOST}/aogOrder?status=OPEN`) =>
  call('POST /sso/api/login', { body: { account, password, redirect } });

// the seeded records: the run's shared copy (tests/unit/mock/harness.ts `fresh`), as a new seed makes them
beforeEach(() => fresh());

describe('development sign-in page', () => {
  it('is an HTML page listing one demo user per role, in Chinese by default and in English on request', () => {
    const zh = call('GET /sso/login', { query: { redirect: `http://${HOST}/home` } });
    expect(zh.headers['content-type']).toMatch(/text\/html/);
    for (const role of ['系统管理员', '客服经理', '技术工程师', '培训主管', '普通员工']) expect(zh.body).toContain(role);
    expect(zh.body).toContain('账号密码登录');
    expect(zh.body).toContain('手机验证码登录');
    const en = call('GET /sso/login', { query: { lang: 'en-US' } });
    expect(en.body).toContain('Account and password');
  });
});

describe('password sign-in', () => {
  it('answers a token and the return address carrying it', () => {
    const res = signIn();
    expect(res.body.success).toBe(true);
    const url = new URL(res.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://${HOST}/aogOrder`);
    expect(url.searchParams.get('status')).toBe('OPEN');
    expect(url.searchParams.get('token')).toBe(res.body.data.token);
  });

  it('refuses a wrong password with a clear business error', () => {
    const res = signIn('admin', 'nope');
    expect(res.body).toMatchObject({ success: false, errorCode: 'BAD_CREDENTIALS', errorMessage: '账号或密码错误' });
  });

  it('never sends the token to another site', () => {
    const res = signIn('admin', 'Admin@123', 'https://evil.example/steal');
    expect(new URL(res.body.data.url).host).toBe(HOST);
  });
});

describe('phone sign-in (the phone-login path of spec §4)', () => {
  it('sends a code, then answers the return URL carrying the token', () => {
    const sent = call('POST /sso/api/sendCode', { body: { phone: '13800000003' } });
    expect(sent.body.data.devCode).toMatch(/^\d{6}$/);
    const res = call('POST /sso/phoneLogin', { body: { phone: '13800000003', code: sent.body.data.devCode, redirect: `http://${HOST}/support` } });
    const url = new URL(res.body.data.url);
    expect(url.pathname).toBe('/support');
    const me = call('GET /api/management/currentUser', { token: url.searchParams.get('token')! });
    expect(me.body.data.currentUser).toEqual({ userNo: 'engineer', userName: '张伟' });
  });

  it('refuses a wrong code, and does not tell an unknown phone apart', () => {
    call('POST /sso/api/sendCode', { body: { phone: '13800000003' } });
    expect(call('POST /sso/phoneLogin', { body: { phone: '13800000003', code: '000000' } }).body.errorCode).toBe('BAD_CODE');
    // a phone no account uses gets a code like any other, and signing in with it fails like a wrong code
    const sent = call('POST /sso/api/sendCode', { body: { phone: '13999999999' } });
    expect(sent.body.success).toBe(true);
    expect(sent.body.data.devCode).toMatch(/^\d{6}$/);
    expect(call('POST /sso/phoneLogin', { body: { phone: '13999999999', code: sent.body.data.devCode } }).body.errorCode).toBe('BAD_CODE');
  });
});

describe('current user, permissions, logout', () => {
  it('answers the current user, the sample menu and personal configuration', () => {
    const token = signIn('manager', 'Manager@123').body.data.token;
    const me = call('GET /api/management/currentUser', { token });
    expect(me.body.data.currentUser).toEqual({ userNo: 'manager', userName: '李敏' });
    expect(me.body.data.menu).toEqual(sampleMenu);
    expect(me.body.data.personalConfig.shortcuts).toContain('aogOrder');
    // spec §7: the call answers systemMenuPermissions beside the current user — both systems' pages
    const merged = ['logbookmanagement', 'systemmaintenance'].flatMap(
      (s) => call('GET /api/permission/permissions/:system', { token, params: { system: s } }).body.data.systemMenuPermissions,
    );
    expect([...me.body.data.systemMenuPermissions].sort()).toEqual([...new Set(merged)].sort());
    expect(me.body.data.systemMenuPermissions).toContain('aogOrder');
    expect(me.body.data.systemMenuPermissions).not.toContain('systemUser');
  });

  it('answers 401 without a valid token', () => {
    expect(call('GET /api/management/currentUser').statusCode).toBe(401);
    expect(call('GET /api/management/currentUser', { token: 'forged.token' }).statusCode).toBe(401);
  });

  it('answers permissions per user and system', () => {
    const staff = signIn('staff', 'Staff@123').body.data.token;
    const admin = signIn().body.data.token;
    const perms = (token: string, system: string) => call('GET /api/permission/permissions/:system', { token, params: { system } }).body.data;
    expect(perms(staff, 'logbookmanagement').systemMenuPermissions).toContain('cbbList');
    expect(perms(staff, 'systemmaintenance').systemMenuPermissions).toEqual(['systemmaintenance', 'updatePassword']);
    expect(perms(admin, 'systemmaintenance').systemMenuPermissions).toEqual(expect.arrayContaining(['systemUser', 'systemUserRole']));
    expect(perms(admin, 'unknown')).toEqual({ systemMenuPermissions: [], pageElementPermissions: [] });
  });

  it('logout revokes the token', () => {
    const token = signIn().body.data.token;
    expect(call('GET /api/management/logout', { token }).body.success).toBe(true);
    expect(call('GET /api/management/currentUser', { token }).statusCode).toBe(401);
  });
});
