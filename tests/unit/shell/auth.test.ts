/**
 * The auth module (spec §4, §7): token capture and address clean-up, the way to the login page, logout,
 * the phone-login rule.
 */
import { STORAGE_ACTIVE_TAB, STORAGE_CURRENT_PATH, STORAGE_PARENT_PATH, STORAGE_TABS, TOKEN_KEY } from '@/constants';
import { PHONE_LOGIN_PATH, captureToken, clearSession, getToken, logout, phoneLoginRedirect, startSession } from '@/core/auth';
import { LOGIN_URL, loginUrl } from '@/domain/endpoints';

/** The real window's storage and history, with a location whose navigation is recorded. */
function windowAt(href: string) {
  const replace = jest.fn();
  const url = new URL(href);
  const win = {
    location: { href: url.href, origin: url.origin, replace },
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    history: window.history,
  } as unknown as Window;
  return { win, replace };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('token capture on load', () => {
  it('stores ?token= as AuthenticationToken and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/aogOrder?status=OPEN&token=abc.def&page=2#row-7');
    const before = window.history.length;
    expect(captureToken()).toBe('abc.def');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc.def');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/aogOrder?status=OPEN&page=2#row-7');
    expect(window.history.length).toBe(before);
  });

  it('replaces an older token with the new one', () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    window.history.replaceState(null, '', '/home?token=new');
    expect(captureToken()).toBe('new');
    expect(location.search).toBe('');
  });

  it("a new token (another sign-in) starts without the previous session's tabs and paths", () => {
    localStorage.setItem(TOKEN_KEY, 'admin-token');
    sessionStorage.setItem(STORAGE_TABS, '[{"key":"/aogOrder","title":"menu.aogOrder"}]');
    sessionStorage.setItem(STORAGE_CURRENT_PATH, '/aogOrder');
    window.history.replaceState(null, '', '/home?token=engineer-token');
    captureToken();
    expect(sessionStorage.getItem(STORAGE_TABS)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_CURRENT_PATH)).toBeNull();
    // the same token again (a bookmarked address) keeps them
    sessionStorage.setItem(STORAGE_TABS, '[]');
    window.history.replaceState(null, '', '/home?token=engineer-token');
    captureToken();
    expect(sessionStorage.getItem(STORAGE_TABS)).toBe('[]');
  });

  it('without ?token= keeps the stored token and leaves the address alone', () => {
    localStorage.setItem(TOKEN_KEY, 'kept');
    window.history.replaceState(null, '', '/leaseOrder?x=1');
    expect(captureToken()).toBe('kept');
    expect(`${location.pathname}${location.search}`).toBe('/leaseOrder?x=1');
  });

  it('an empty ?token= is removed and stores nothing', () => {
    window.history.replaceState(null, '', '/home?token=');
    expect(captureToken()).toBeNull();
    expect(location.search).toBe('');
  });
});

describe('no token → the external login page', () => {
  it('sends the browser to LOGIN_URL with redirect = where it was', () => {
    const { win, replace } = windowAt('http://portal.test/aogOrder?status=OPEN');
    expect(startSession(win)).toBe(false);
    expect(replace).toHaveBeenCalledWith(`${LOGIN_URL}?redirect=${encodeURIComponent('http://portal.test/aogOrder?status=OPEN')}`);
  });

  it('starts when a token is held', () => {
    localStorage.setItem(TOKEN_KEY, 't');
    const { win, replace } = windowAt('http://portal.test/home');
    expect(startSession(win)).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });

  it('appends to a login URL that already has a query', () => {
    expect(loginUrl('http://p/x')).toBe(`${LOGIN_URL}${LOGIN_URL.includes('?') ? '&' : '?'}redirect=http%3A%2F%2Fp%2Fx`);
  });
});

describe('logout', () => {
  const fill = () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    localStorage.setItem('umi_locale', 'en-US');
    sessionStorage.setItem(STORAGE_CURRENT_PATH, '/aogOrder');
    sessionStorage.setItem(STORAGE_PARENT_PATH, '/orderManagement');
    sessionStorage.setItem(STORAGE_TABS, '[]');
    sessionStorage.setItem(STORAGE_ACTIVE_TAB, '/aogOrder');
  };

  it('calls logout with the token still held, then clears current path and token, then goes to the login page', async () => {
    fill();
    const tokenAtCall: Array<string | null> = [];
    const { win, replace } = windowAt('http://portal.test/aogOrder');
    await logout({ win, callLogout: async () => tokenAtCall.push(getToken()) });
    expect(tokenAtCall).toEqual(['tok']);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    for (const key of [STORAGE_CURRENT_PATH, STORAGE_PARENT_PATH, STORAGE_TABS, STORAGE_ACTIVE_TAB]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('umi_locale')).toBe('en-US');
    expect(replace).toHaveBeenCalledWith(loginUrl('http://portal.test/'));
  });

  it('a second logout while one is under way (a call answered 401 meanwhile) makes no second logout call', async () => {
    fill();
    const { win, replace } = windowAt('http://portal.test/home');
    const calls: string[] = [];
    let answer: () => void = () => undefined;
    const first = logout({ win, callLogout: () => new Promise<void>((resolve) => (calls.push('logout'), (answer = resolve))) });
    const second = logout({ win, callLogout: async () => void calls.push('logout again') });
    answer();
    await Promise.all([first, second]);
    expect(calls).toEqual(['logout']);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('still ends the session when the logout call fails', async () => {
    fill();
    const { win, replace } = windowAt('http://portal.test/home');
    await logout({ win, returnTo: 'http://portal.test/aogOrder', callLogout: () => Promise.reject(new Error('503')) });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(replace).toHaveBeenCalledWith(loginUrl('http://portal.test/aogOrder'));
  });

  it('leaves for the login page only once the toast saying why is up (its code may still be downloading), then after the delay', async () => {
    fill();
    const { win, replace } = windowAt('http://portal.test/home');
    let shown: () => void = () => undefined;
    const toastUp = new Promise<void>((resolve) => (shown = resolve));
    const ending = logout({ win, callLogout: async () => undefined, after: toastUp, delayMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    // the session is over (no token), but the page stays while the toast is not yet shown
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    shown();
    await ending;
    expect(replace).toHaveBeenCalledWith(loginUrl('http://portal.test/'));
  });

  it('clearSession forgets only the session', () => {
    fill();
    clearSession();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('umi_locale')).toBe('en-US');
  });
});

describe('the phone-login rule (spec §4)', () => {
  const withToken = 'http://portal.test/home?token=t.1';
  it.each([
    ['phone-login path, data.url with token', PHONE_LOGIN_PATH, { success: true, data: { url: withToken } }, withToken],
    ['absolute phone-login URL with a query', `http://sso.test${PHONE_LOGIN_PATH}?from=app`, { url: withToken }, withToken],
    ['phone-login path, URL without token', PHONE_LOGIN_PATH, { data: { url: 'http://portal.test/home' } }, null],
    ['phone-login path, no URL', PHONE_LOGIN_PATH, { success: true, data: {} }, null],
    ['another path', '/sso/api/login', { data: { url: withToken } }, null],
    ['a path that only contains it', `${PHONE_LOGIN_PATH}Extra`, { data: { url: withToken } }, null],
    ['no body', PHONE_LOGIN_PATH, undefined, null],
  ])('%s', (_name, url, body, expected) => {
    expect(phoneLoginRedirect(url, body)).toBe(expected);
  });
});
