/**
 * The one auth module (spec §3, §4, §7): the token, the way to the external login page, logout and the
 * phone-login rule. Nothing else decides when the token is taken, stored or cleared (its storage:
 * src/services/transport/token.ts).
 *
 * - On load, a `token` query parameter is stored in local storage as `AuthenticationToken` and removed
 *   from the address bar (other parameters and the hash stay).
 * - No token → the external login page `LOGIN_URL?redirect=<where to come back>`.
 * - Logout: the `logout` call on the management API, then clear the stored current path, the token and
 *   the tabs, then the external login page.
 * - Phone login: a login answer for the phone-login path whose URL carries the token sends the browser
 *   to that URL (applied by the request policy to every answer).
 * - Password change due: when the current-user answer (or a refused call, PASSWORD_CHANGE_REQUIRED)
 *   says the password must be changed — reset by an administrator, or expired — the session is confined
 *   to 修改密码 until it is changed (the tab shell and the menu read `passwordChangeDue()`). Signing in
 *   and the token are unaffected; the change ends the session and the user signs in with the new password.
 */
import { STORAGE_ACTIVE_TAB, STORAGE_CURRENT_PATH, STORAGE_PARENT_PATH, STORAGE_TABS, TOKEN_KEY } from '@/constants';
import { API, loginUrl } from '@/domain/endpoints';
import type { PasswordChangeReason } from '@/domain/admin/passwordGate';
import { getToken, setToken } from '@/services/transport/token';
import { request } from '@umijs/max';

/** The phone-login path of the single sign-on service. */
export const PHONE_LOGIN_PATH = `${API.sso}/phoneLogin`;
/** How long the reason for an ended session stays readable before the login page replaces the portal. */
export const SESSION_END_REDIRECT_DELAY_MS = 1500;
/** the longest a session's end waits for its toast to come up before it leaves for the login page */
export const AFTER_WAIT_MAX_MS = 10_000;

export { getToken, setToken };

/**
 * Take `?token=` from the address bar into local storage and remove it from the address bar
 * (history.replaceState, so no extra history entry and no reload). Returns the token now held.
 * Runs before the router reads the location.
 */
export function captureToken(win: Window = window): string | null {
  const url = new URL(win.location.href);
  if (url.searchParams.has('token')) {
    const token = url.searchParams.get('token');
    if (token && token !== win.localStorage.getItem(TOKEN_KEY)) {
      // a new sign-in (perhaps of another user): the tabs and paths of the previous one do not carry over
      clearNavigation(win);
      win.localStorage.setItem(TOKEN_KEY, token);
    }
    url.searchParams.delete('token');
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return win.localStorage.getItem(TOKEN_KEY) || null;
}

/** To the external login page, asked to send the user back to `returnTo` afterwards (`loginUrl`). */
export function redirectToLogin(returnTo: string = window.location.href, win: Window = window) {
  win.location.replace(loginUrl(returnTo));
}

/**
 * On load: capture the token; without one, go to the login page. Returns whether the portal may start
 * (false: the browser is on its way to the login page, render nothing).
 */
export function startSession(win: Window = window): boolean {
  if (captureToken(win)) return true;
  redirectToLogin(win.location.href, win);
  return false;
}

function clearNavigation(win: Window) {
  for (const key of [STORAGE_CURRENT_PATH, STORAGE_PARENT_PATH, STORAGE_TABS, STORAGE_ACTIVE_TAB]) {
    win.sessionStorage.removeItem(key);
  }
}

/** Forget the session in this browser: token, current path and its parent, and the tabs. */
export function clearSession(win: Window = window) {
  win.localStorage.removeItem(TOKEN_KEY);
  clearNavigation(win);
}

export interface LogoutOptions {
  /** where the login page sends the user back to; default the portal's root */
  returnTo?: string;
  /** the `logout` call; default GET `${API.management}/logout` through the request policy, errors ignored */
  callLogout?: () => Promise<unknown>;
  /** wait this long before leaving (so that a toast explaining why can be read) */
  delayMs?: number;
  /**
   * the delay starts once this settles (the toast is on screen: its code may still be downloading on a
   * busy machine), or after AFTER_WAIT_MAX_MS at most
   */
  after?: Promise<unknown>;
  win?: Window;
}

function defaultLogoutCall() {
  return request(`${API.management}/logout`, { method: 'GET', skipErrorHandler: true });
}

let ending = false;
/** the windows whose session is ending (one logout each: the page leaves for the login page after it) */
const endingIn = new WeakSet<object>();

/** Whether a logout is under way (the shell then shows no errors of its own, only a wait). */
export const isSessionEnding = () => ending;

/** Logout (spec §4): the logout call, then clear current path + token (+ tabs), then the login page. */
export async function logout(options: LogoutOptions = {}) {
  const win = options.win ?? window;
  // a logout under way is not started again: a call answered 401 meanwhile (its token was just
  // signed out) would otherwise end the session a second time, with a second logout call
  if (endingIn.has(win)) return;
  endingIn.add(win);
  ending = true;
  const returnTo = options.returnTo ?? `${win.location.origin}/`;
  try {
    await (options.callLogout ?? defaultLogoutCall)();
  } catch {
    // the session ends in this browser whatever the server answers
  }
  clearSession(win);
  if (options.after) await Promise.race([options.after.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, AFTER_WAIT_MAX_MS))]);
  if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  redirectToLogin(returnTo, win);
}

/** Whether `requestUrl` (absolute or relative, with or without query) is the phone-login path. */
export function isPhoneLoginPath(requestUrl: string | undefined): boolean {
  if (!requestUrl) return false;
  const path = requestUrl
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .split(/[?#]/)[0]
    .replace(/\/+$/, '');
  return path === PHONE_LOGIN_PATH || path.endsWith(PHONE_LOGIN_PATH);
}

/**
 * The phone-login rule (spec §4): for an answer to the phone-login path that carries a URL containing
 * the token (`url` or `data.url`), the URL to send the browser to; otherwise null.
 */
export function phoneLoginRedirect(requestUrl: string | undefined, body: unknown): string | null {
  if (!isPhoneLoginPath(requestUrl) || !body || typeof body !== 'object') return null;
  const b = body as { url?: unknown; data?: { url?: unknown } | null };
  const url = typeof b.url === 'string' ? b.url : typeof b.data?.url === 'string' ? b.data.url : null;
  if (!url) return null;
  try {
    const token = new URL(url, 'http://relative.invalid').searchParams.get('token');
    return token ? url : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ password change due

let changeDue: PasswordChangeReason | null = null;
const changeDueListeners = new Set<() => void>();

/** Why this session must change the password before anything else, or null (a `useSyncExternalStore` snapshot). */
export const passwordChangeDue = (): PasswordChangeReason | null => changeDue;

/** Confine the session to 修改密码 (a reason) or release it (null). */
export function setPasswordChangeDue(reason: PasswordChangeReason | null) {
  const next = reason === 'EXPIRED' || reason === 'MUST_CHANGE' ? reason : null;
  if (next === changeDue) return;
  changeDue = next;
  changeDueListeners.forEach((listener) => listener());
}

/** Subscribe to changes of `passwordChangeDue()`; returns the unsubscribe function. */
export function onPasswordChangeDue(listener: () => void): () => void {
  changeDueListeners.add(listener);
  return () => {
    changeDueListeners.delete(listener);
  };
}
