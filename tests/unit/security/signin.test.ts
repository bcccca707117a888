/**
 * Sign-in throttling: from the 5th failure an account waits 30 s, doubling with every further
 * failure; unknown accounts alike. Phone codes: one a minute and five an hour per phone, the same
 * answer whether or not an account uses the phone. Failed sign-ins are in the operation log. The
 * development sign-in page says what it is, in both languages.
 */
import authRoutes from '../../../mock/auth';
import enUS from '@/locales/en-US/shell';
import zhCN from '@/locales/zh-CN/shell';
import { fresh } from '../mock/harness';
import { call, lastLog } from './server';

const login = (account: string, password: string) => call('POST', '/sso/api/login', { as: null, body: { account, password } });
const sendCode = (phone: string) => call('POST', '/sso/api/sendCode', { as: null, body: { phone } });
const phoneLogin = (phone: string, code: string) => call('POST', '/sso/phoneLogin', { as: null, body: { phone, code } });

let now = Date.parse('2026-11-23T08:00:00Z');
const advance = (ms: number) => {
  now += ms;
  jest.setSystemTime(now);
};

beforeEach(() => {
  fresh();
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

it('makes an account wait from the 5th failure, 30 s doubling, refusing even the right password meanwhile', async () => {
  for (let i = 1; i <= 4; i++) expect((await login('staff', 'wrong')).body).toMatchObject({ success: false, errorCode: 'BAD_CREDENTIALS' });
  const fifth = await login('staff', 'wrong');
  expect(fifth.body).toMatchObject({ success: false, errorCode: 'LOCKED' });
  expect(fifth.body.errorMessage).toBe(zhCN['shell.sso.locked'].replace('{seconds}', '30'));
  advance(29_000);
  expect((await login('staff', 'Staff@123')).body).toMatchObject({
    success: false,
    errorCode: 'LOCKED',
    errorMessage: zhCN['shell.sso.locked'].replace('{seconds}', '1'),
  });
  advance(1_000);
  expect((await login('staff', 'wrong')).body.errorMessage).toContain('60'); // the 6th failure doubles the wait
  advance(60_000);
  expect((await login('staff', 'wrong')).body.errorMessage).toContain('120');
  advance(120_000);
  expect((await login('staff', 'Staff@123')).body.success).toBe(true);
  // a success forgets the failures
  expect((await login('staff', 'wrong')).body.errorCode).toBe('BAD_CREDENTIALS');
});

it('throttles an unknown account exactly like a known one', async () => {
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push([(await login('nobody', 'x')).body, (await login('engineer', 'x')).body]);
  for (const [unknown, known] of answers) expect(unknown).toEqual(known);
});

it('writes failed sign-ins to the operation log, with the account as typed', async () => {
  await login('manager', 'wrong');
  expect(lastLog()[0]).toMatchObject({ module: 'auth', action: 'login', result: 'FAILURE', userNo: 'manager', userName: '李敏', target: 'manager' });
  await login('ghost', 'wrong');
  expect(lastLog()[0]).toMatchObject({ result: 'FAILURE', userNo: 'ghost', target: 'ghost' });
  await phoneLogin('13800000002', '000000');
  expect(lastLog()[0]).toMatchObject({ module: 'auth', result: 'FAILURE', target: '13800000002' });
});

it('answers a code request the same for a phone no account uses', async () => {
  const known = await sendCode('13800000005');
  const unknown = await sendCode('13999999999');
  expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
  expect(unknown.body).toMatchObject({ success: true, data: { devCode: expect.stringMatching(/^\d{6}$/) } });
  // signing in with the unknown phone's code fails exactly like a wrong code of a known phone
  const a = await phoneLogin('13999999999', unknown.body.data.devCode);
  const b = await phoneLogin('13800000005', '000000');
  expect(a.body).toEqual(b.body);
  expect(a.body.errorCode).toBe('BAD_CODE');
  // and both are throttled alike
  expect((await sendCode('13800000005')).body).toEqual((await sendCode('13999999999')).body);
});

it('sends a phone at most one code a minute and five an hour', async () => {
  const phone = '13800000005';
  expect((await sendCode(phone)).body.success).toBe(true);
  advance(30_000);
  expect((await sendCode(phone)).body).toMatchObject({
    success: false,
    errorCode: 'TOO_MANY',
    errorMessage: zhCN['shell.sso.codeWait'].replace('{seconds}', '30'),
  });
  for (let i = 2; i <= 5; i++) {
    advance(60_000);
    expect((await sendCode(phone)).body.success).toBe(true);
  }
  advance(60_000);
  expect((await sendCode(phone)).body).toMatchObject({ success: false, errorCode: 'TOO_MANY' });
  advance(3600_000);
  const last = await sendCode(phone);
  expect(last.body.success).toBe(true);
  expect((await phoneLogin(phone, last.body.data.devCode)).body.success).toBe(true);
});

it('voids a code after five wrong guesses', async () => {
  const { devCode } = (await sendCode('13800000003')).body.data;
  const wrong = devCode === '111111' ? '222222' : '111111';
  for (let i = 0; i < 5; i++) expect((await phoneLogin('13800000003', wrong)).body.errorCode).toBe('BAD_CODE');
  expect((await phoneLogin('13800000003', devCode)).body.errorCode).toBe('BAD_CODE');
});

it.each([
  ['zh-CN', zhCN],
  ['en-US', enUS],
] as const)('says on the sign-in page (%s) that it is the development sign-in', (lang, messages) => {
  let html = '';
  const res: any = { setHeader() {}, end: (s: string) => (html = s) };
  (authRoutes as any)['GET /sso/login']({ query: { lang }, headers: {} }, res);
  expect(html).toContain(messages['shell.sso.devNotice'].replace(/&/g, '&amp;'));
  expect(messages['shell.sso.devNotice']).toMatch(lang === 'zh-CN' ? /开发/ : /development/);
});
