/**
 * Sign-in, current user, permissions and logout of the mock backend.
 *
 * - `GET /sso/login?redirect=<url>[&lang=en-US]`: an external-style development sign-in page with one
 *   demo user per role (account + password, or phone + code). Success sends the browser back to
 *   `redirect` with `?token=`.
 * - `POST /sso/api/login` {account, password, redirect} → { token, url }; failures are logged and,
 *   from the 5th on, make the account wait (mock/lib/server/throttle.ts).
 * - `POST /sso/api/sendCode` {phone} → { devCode } (development: the code is shown on the page), the
 *   same answer for a phone no account uses; throttled per phone (mock/lib/server/throttle.ts).
 * - `POST /sso/phoneLogin` {phone, code, redirect} → { url } — the phone-login path of spec §4: the
 *   answer carries the URL with the token and the page follows it.
 * - `GET  /api/management/currentUser` → { currentUser, systemMenuPermissions, menu, personalConfig,
 *   passwordChange } — systemMenuPermissions: the pages the user may open in the current system and in
 *   basic operations, merged (spec §7: "currentUser and systemMenuPermissions");
 *   `passwordChange`: 'MUST_CHANGE' | 'EXPIRED' | null; while set, every call but this one, the
 *   permissions and the own password's status / change answers PASSWORD_CHANGE_REQUIRED.
 * - `GET  /api/management/logout` → revokes the token.
 * - `GET  /api/permission/permissions/:system` → the user's permissions in that system, derived from
 *   their roles now.
 */
import type { Request, Response } from 'express';
import { API } from '../src/domain/endpoints';
import { ShowType } from '../src/domain/envelope';
import { CURRENT_SYSTEM, DEFAULT_TODO_TYPE, MAINTENANCE_SYSTEM } from '../src/constants';
import { mergePermissions } from '../src/domain/access';
import { TODO_TYPES } from '../src/domain/home';
import { sampleMenu } from '../src/domain/menu';
import { messagesOf, messagesUnder } from '../src/domain/pageMessages';
import { maskPersonal } from '../src/domain/personal';
import { BizFailure, authed, open } from './lib/server/http';
import { credentialsOf, DEMO_USER_NOS, findUser, permissionsOf, roles, users, verifyPassword, type MockUser } from './lib/server/identity';
import { passwordChangeDue } from './lib/server/passwordPolicy';
import { clientIp, writeOpLog } from './lib/platform/oplog';
import { issueToken, revokeToken, verifyToken } from './lib/server/session';
import { codeWait, issueCode, signInFailed, signInSucceeded, signInWait, takeCode } from './lib/server/throttle';
import { wireRules } from './lib/rules';

wireRules();

/** Home shortcuts each demo role starts with (the user's personal configuration). */
const ROLE_SHORTCUTS: Record<string, string[]> = {
  admin: ['aogOrder', 'approvalManagement', 'systemUser', 'systemUserRole', 'logManagement', 'workFlowDefinition'],
  serviceManager: ['aogOrder', 'procurementOrder', 'leaseOrder', 'customerService', 'approvalManagement', 'userComplaints'],
  engineer: ['support', 'workOrder', 'returnFactory', 'technicalMaterials', 'cifficultReport', 'approvalManagement'],
  trainingManager: ['trainingOrder', 'courseManagement', 'personnelFile', 'approvalManagement'],
  staff: ['cbbList', 'suggestManagement', 'surveysList', 'problemFeedback', 'approvalManagement'],
};

/** The to-do list each demo role's home shows first (home state `todoType`, src/domain/home.ts). */
const ROLE_TODO_TYPE: Record<string, string> = {
  serviceManager: TODO_TYPES.aog,
  trainingManager: TODO_TYPES.approvals,
  staff: TODO_TYPES.drafts,
};

type Lang = 'zh-CN' | 'en-US';
const langOf = (req: Request): Lang => (String(req.query?.lang ?? req.body?.lang ?? '') === 'en-US' ? 'en-US' : 'zh-CN');
const text = (lang: Lang, key: string) => messagesOf(lang)[key] ?? key;
const waitText = (lang: Lang, key: string, ms: number) => text(lang, key).replace('{seconds}', String(Math.ceil(ms / 1000)));

const REFUSALS = { BAD_CREDENTIALS: 'shell.sso.badCredentials', BAD_CODE: 'shell.sso.badCode', DISABLED: 'shell.sso.disabled', LOCKED: 'shell.sso.locked' };

/** A refused sign-in: written to the operation log (as typed: the account or phone), answered with its message. */
function refusedSignIn(req: Request, typed: string, code: keyof typeof REFUSALS, lang: Lang, waitMs = 0): BizFailure {
  const message = code === 'LOCKED' ? waitText(lang, REFUSALS.LOCKED, waitMs) : text(lang, REFUSALS[code]);
  const who = typed.slice(0, 64) || '-';
  writeOpLog(
    req,
    { userNo: who, userName: findUser(typed)?.userName ?? who },
    {
      module: 'auth',
      action: 'login',
      target: who,
      result: 'FAILURE',
      detail: `${code}: ${text('zh-CN', REFUSALS[code]).replace('{seconds}', String(Math.ceil(waitMs / 1000)))}`,
    },
  );
  return new BizFailure(code, message, code === 'LOCKED' ? ShowType.WARN_MESSAGE : ShowType.ERROR_MESSAGE);
}

/** Only addresses of the portal's own origin may receive a token. */
function safeReturn(req: Request, redirect: unknown): URL {
  const origin = `${req.protocol}://${req.headers.host}`;
  try {
    const url = new URL(typeof redirect === 'string' && redirect ? redirect : '/home', origin);
    if (url.origin === origin) return url;
  } catch {
    // fall through
  }
  return new URL('/home', origin);
}

function returnUrlWithToken(req: Request, redirect: unknown, token: string): string {
  const url = safeReturn(req, redirect);
  url.searchParams.set('token', token);
  return url.href;
}

function signIn(req: Request, user: MockUser, method: string) {
  const token = issueToken(user.userNo);
  writeOpLog(req, user, { module: 'auth', action: 'login', target: `${user.userNo} (${method})` });
  return token;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function loginPage(req: Request): string {
  const lang = langOf(req);
  const t = (key: string) => esc(text(lang, key));
  const roleName = (code: string) => roles().find((r) => r.code === code)?.name ?? code;
  const demo = users().filter((u) => u.enabled && DEMO_USER_NOS.includes(u.userNo));
  const otherLang = lang === 'en-US' ? 'zh-CN' : 'en-US';
  const switchUrl = `?${new URLSearchParams({ redirect: String(req.query?.redirect ?? ''), lang: otherLang })}`;
  const messages = JSON.stringify(messagesUnder(lang, 'shell.')).replace(/</g, '\\u003c');
  const rows = demo
    .map(
      (u) => `<tr>
        <td>${esc(u.roles.map(roleName).join('、'))}</td>
        <td>${esc(u.userName)}</td>
        <td><code>${esc(u.userNo)}</code> / <code>${esc(credentialsOf(u).password)}</code></td>
        <td><code>${esc(String(maskPersonal('phone', u.phone)))}</code></td>
        <td><button type="button" class="link" data-account="${esc(u.userNo)}" data-password="${esc(credentialsOf(u).password)}" data-phone="${esc(u.phone)}">${t('shell.sso.use')}</button></td>
      </tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${t('shell.sso.title')} - ${t('shell.systemName')}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 14px/1.6 -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif;
    background: linear-gradient(135deg, #0b3a75 0%, #1677ff 60%, #69b1ff 100%); color: #1f1f1f; display: flex; align-items: center; justify-content: center; padding: 24px; }
  main { width: 100%; max-width: 760px; background: #fff; border-radius: 12px; box-shadow: 0 12px 40px rgba(0,0,0,.25); padding: 32px 36px; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; }
  h1 { margin: 0; font-size: 22px; } .sub { margin: 4px 0 0; color: #666; }
  .notice { margin: 16px 0; padding: 8px 12px; background: #fffbe6; border: 1px solid #ffe58f; border-radius: 6px; color: #614700; }
  .tabs { display: flex; gap: 4px; border-bottom: 1px solid #eee; margin-top: 8px; }
  .tabs button { border: none; background: none; padding: 10px 16px; font: inherit; cursor: pointer; color: #555; border-bottom: 2px solid transparent; }
  .tabs button[aria-selected="true"] { color: #1677ff; border-bottom-color: #1677ff; font-weight: 600; }
  form { display: grid; gap: 12px; padding: 16px 0 8px; max-width: 380px; }
  form[hidden] { display: none; }
  label { display: grid; gap: 4px; font-weight: 500; }
  input { font: inherit; padding: 7px 11px; border: 1px solid #d9d9d9; border-radius: 6px; }
  input:focus { outline: 2px solid #91caff; border-color: #1677ff; }
  .row { display: flex; gap: 8px; } .row input { flex: 1; }
  button.primary { font: inherit; padding: 8px 16px; border-radius: 6px; border: none; background: #1677ff; color: #fff; cursor: pointer; }
  button.primary:disabled { background: #91caff; cursor: wait; }
  button.secondary { font: inherit; padding: 7px 12px; border-radius: 6px; border: 1px solid #d9d9d9; background: #fff; cursor: pointer; white-space: nowrap; }
  button.link { border: none; background: none; color: #1677ff; cursor: pointer; font: inherit; padding: 0; }
  .error { color: #cf1322; min-height: 1.6em; margin: 0; } .info { color: #389e0d; margin: 0; min-height: 1.6em; }
  table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 13px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #f0f0f0; }
  th { background: #fafafa; font-weight: 600; } h2 { font-size: 15px; margin: 20px 0 0; }
  a.lang { color: #1677ff; text-decoration: none; }
</style>
</head>
<body>
<main>
  <header>
    <div><h1>${t('shell.sso.title')}</h1><p class="sub">${t('shell.sso.subtitle')}</p></div>
    <a class="lang" href="${esc(switchUrl)}">${t('shell.sso.language')}</a>
  </header>
  <p class="notice">${t('shell.sso.devNotice')}</p>
  <div class="tabs" role="tablist">
    <button type="button" role="tab" id="tab-password" aria-selected="true" aria-controls="form-password">${t('shell.sso.tab.password')}</button>
    <button type="button" role="tab" id="tab-phone" aria-selected="false" aria-controls="form-phone">${t('shell.sso.tab.phone')}</button>
  </div>
  <form id="form-password" role="tabpanel" aria-labelledby="tab-password" novalidate>
    <label>${t('shell.sso.account')}<input name="account" autocomplete="username" autofocus /></label>
    <label>${t('shell.sso.password')}<input name="password" type="password" autocomplete="current-password" /></label>
    <p class="error" role="alert"></p>
    <button class="primary" type="submit">${t('shell.sso.submit')}</button>
  </form>
  <form id="form-phone" role="tabpanel" aria-labelledby="tab-phone" hidden novalidate>
    <label>${t('shell.sso.phone')}<input name="phone" inputmode="numeric" maxlength="11" autocomplete="tel" /></label>
    <label>${t('shell.sso.code')}<span class="row"><input name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" /><button class="secondary" type="button" id="send-code">${t('shell.sso.sendCode')}</button></span></label>
    <p class="info" aria-live="polite"></p>
    <p class="error" role="alert"></p>
    <button class="primary" type="submit">${t('shell.sso.submit')}</button>
  </form>
  <h2>${t('shell.sso.demoUsers')}</h2>
  <table>
    <thead><tr><th>${t('shell.sso.role')}</th><th>${t('shell.sso.user')}</th><th>${t('shell.sso.account')} / ${t('shell.sso.password')}</th><th>${t('shell.sso.phone')}</th><th></th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
</main>
<script>
(function () {
  var M = ${messages};
  var lang = ${JSON.stringify(lang)};
  var redirect = new URLSearchParams(location.search).get('redirect') || '/home';
  var pw = document.getElementById('form-password');
  var ph = document.getElementById('form-phone');
  function show(which) {
    var phone = which === 'phone';
    pw.hidden = phone; ph.hidden = !phone;
    document.getElementById('tab-password').setAttribute('aria-selected', String(!phone));
    document.getElementById('tab-phone').setAttribute('aria-selected', String(phone));
  }
  document.getElementById('tab-password').onclick = function () { show('password'); };
  document.getElementById('tab-phone').onclick = function () { show('phone'); };
  function post(url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify(Object.assign({ lang: lang, redirect: redirect }, body)) })
      .then(function (r) { return r.json().catch(function () { return { success: false }; }); })
      .catch(function () { return { success: false }; });
  }
  function fail(form, message) { form.querySelector('.error').textContent = message || M['shell.sso.failed']; }
  function busy(form, on) { var b = form.querySelector('button.primary'); b.disabled = on; b.textContent = M[on ? 'shell.sso.submitting' : 'shell.sso.submit']; }
  pw.onsubmit = function (e) {
    e.preventDefault();
    var account = pw.account.value.trim(), password = pw.password.value;
    if (!account) return fail(pw, M['shell.sso.required.account']);
    if (!password) return fail(pw, M['shell.sso.required.password']);
    fail(pw, ' '); busy(pw, true);
    post(${JSON.stringify(`${API.sso}/api/login`)}, { account: account, password: password }).then(function (res) {
      if (res.success && res.data && res.data.url) { location.href = res.data.url; return; }
      busy(pw, false); fail(pw, res.errorMessage);
    });
  };
  document.getElementById('send-code').onclick = function () {
    var phone = ph.phone.value.trim();
    if (!/^1\\d{10}$/.test(phone)) return fail(ph, M['shell.sso.required.phone']);
    fail(ph, ' ');
    post(${JSON.stringify(`${API.sso}/api/sendCode`)}, { phone: phone }).then(function (res) {
      if (!res.success) return fail(ph, res.errorMessage);
      ph.querySelector('.info').textContent = M['shell.sso.codeSent'].replace('{code}', res.data.devCode);
      ph.code.focus();
    });
  };
  ph.onsubmit = function (e) {
    e.preventDefault();
    var phone = ph.phone.value.trim(), code = ph.code.value.trim();
    if (!/^1\\d{10}$/.test(phone)) return fail(ph, M['shell.sso.required.phone']);
    if (!/^\\d{6}$/.test(code)) return fail(ph, M['shell.sso.required.code']);
    fail(ph, ' '); busy(ph, true);
    post(${JSON.stringify(`${API.sso}/phoneLogin`)}, { phone: phone, code: code }).then(function (res) {
      // spec §4: a phone-login answer whose URL carries the token sends the browser there
      var url = res && res.data && res.data.url;
      if (res.success && url && /[?&]token=/.test(url)) { location.href = url; return; }
      busy(ph, false); fail(ph, res.errorMessage);
    });
  };
  Array.prototype.forEach.call(document.querySelectorAll('button[data-account]'), function (b) {
    b.onclick = function () {
      pw.account.value = b.getAttribute('data-account'); pw.password.value = b.getAttribute('data-password');
      ph.phone.value = b.getAttribute('data-phone');
      (pw.hidden ? ph.phone : pw.password).focus();
    };
  });
})();
</script>
</body>
</html>`;
}

export default {
  [`GET ${API.sso}/login`]: (req: Request, res: Response) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(loginPage(req));
  },

  [`POST ${API.sso}/api/login`]: open((req) => {
    const lang = langOf(req);
    const { account, password, redirect } = req.body ?? {};
    const typed = typeof account === 'string' ? account.trim() : '';
    if (!typed) throw new BizFailure('VALIDATION', text(lang, 'shell.sso.required.account'));
    const client = clientIp(req);
    const wait = signInWait(typed, client);
    if (wait > 0) throw refusedSignIn(req, typed, 'LOCKED', lang, wait);
    const user = findUser(typed);
    if (!user || !verifyPassword(user, password)) {
      const lock = signInFailed(typed, client);
      throw refusedSignIn(req, typed, lock > 0 ? 'LOCKED' : 'BAD_CREDENTIALS', lang, lock);
    }
    signInSucceeded(typed, client);
    if (!user.enabled) throw refusedSignIn(req, typed, 'DISABLED', lang);
    const token = signIn(req, user, 'password');
    return { token, url: returnUrlWithToken(req, redirect, token) };
  }),

  // the same answer whether or not an account uses the phone: a code is "sent" either way
  [`POST ${API.sso}/api/sendCode`]: open((req) => {
    const lang = langOf(req);
    const phone = String(req.body?.phone ?? '').trim();
    if (!/^1\d{10}$/.test(phone)) throw new BizFailure('VALIDATION', text(lang, 'shell.sso.required.phone'));
    const wait = codeWait(phone);
    if (wait > 0) throw new BizFailure('TOO_MANY', waitText(lang, 'shell.sso.codeWait', wait), ShowType.WARN_MESSAGE);
    return { devCode: issueCode(phone) };
  }),

  [`POST ${API.sso}/phoneLogin`]: open((req) => {
    const lang = langOf(req);
    const phone = String(req.body?.phone ?? '').trim();
    const code = String(req.body?.code ?? '').trim();
    const user = users().find((u) => u.phone === phone);
    // a live code of a phone no account uses fails like a wrong code: nothing tells the two apart
    if (!takeCode(phone, code) || !user) throw refusedSignIn(req, phone.slice(0, 20), 'BAD_CODE', lang);
    if (!user.enabled) throw refusedSignIn(req, phone, 'DISABLED', lang);
    const token = signIn(req, user, 'phone');
    return { url: returnUrlWithToken(req, req.body?.redirect, token) };
  }),

  [`GET ${API.management}/currentUser`]: authed(
    ({ user }) => ({
      currentUser: { userNo: user.userNo, userName: user.userName },
      systemMenuPermissions: mergePermissions(permissionsOf(user, CURRENT_SYSTEM), permissionsOf(user, MAINTENANCE_SYSTEM)).systemMenuPermissions,
      menu: sampleMenu,
      personalConfig: { shortcuts: ROLE_SHORTCUTS[user.roles[0]] ?? [], todoType: ROLE_TODO_TYPE[user.roles[0]] ?? DEFAULT_TODO_TYPE },
      // the password must be changed before anything else: the portal confines the user to 修改密码
      passwordChange: passwordChangeDue(user),
    }),
    { duringPasswordChange: true },
  ),

  [`GET ${API.management}/logout`]: open((req) => {
    const token = String(req.headers.authenticationtoken ?? '');
    const payload = verifyToken(token);
    if (payload) {
      const user = findUser(payload.userNo);
      revokeToken(token);
      if (user) writeOpLog(req, user, { module: 'auth', action: 'logout', target: user.userNo });
    }
    return true;
  }),

  [`GET ${API.permission}/permissions/:system`]: authed(({ req, user }) => permissionsOf(user, String(req.params.system)), { duringPasswordChange: true }),
};
