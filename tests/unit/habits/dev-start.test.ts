/**
 * `npm start`'s holding page (config/devStart.ts): until the first build is served, page navigations get
 * the holding page and nothing else is held; the page sends a visitor without a token to the sign-in
 * page as the portal does, and otherwise reloads when the long poll says the build is done.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadiness, holdingMiddleware, holdingPageHtml, holdingPageMain, isPageNavigation, READY_PATH, restoreAccept } from '../../../config/devStart';
import { TOKEN_KEY } from '@/constants';
import { LOGIN_URL, loginUrl } from '@/domain/endpoints';

const navigation = (url: string) => ({ method: 'GET', url, headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html,*/*' } });

function call(mw: ReturnType<typeof holdingMiddleware>, req: object) {
  const res = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as unknown, ended: false };
  const response = {
    set statusCode(v: number) {
      res.statusCode = v;
    },
    setHeader: (k: string, v: string) => (res.headers[k.toLowerCase()] = v),
    end: (body?: unknown) => {
      res.body = body;
      res.ended = true;
    },
  };
  const next = jest.fn();
  mw(req as IncomingMessage, response as unknown as ServerResponse, next);
  return { res, next };
}

describe('the holding middleware', () => {
  it('answers page navigations with the holding page until ready, then lets them through', () => {
    const readiness = createReadiness();
    const mw = holdingMiddleware(readiness);
    const before = call(mw, navigation('/home?x=1'));
    expect(before.next).not.toHaveBeenCalled();
    expect(before.res.statusCode).toBe(200);
    expect(before.res.headers['content-type']).toContain('text/html');
    expect(String(before.res.body)).toContain(READY_PATH);
    readiness.markReady();
    const after = call(mw, navigation('/home'));
    expect(after.next).toHaveBeenCalled();
    expect(after.res.ended).toBe(false);
  });

  it('lets the services (the sign-in page among them), assets and dev tools through while not ready', () => {
    const mw = holdingMiddleware(createReadiness());
    for (const req of [
      navigation(`${LOGIN_URL}?redirect=x`),
      navigation('/api/management/currentUser'),
      navigation('/__umi/'),
      { method: 'GET', url: '/umi.js', headers: { accept: '*/*', 'sec-fetch-mode': 'no-cors' } },
      { method: 'POST', url: '/home', headers: { accept: 'text/html' } },
    ]) {
      const { next, res } = call(mw, req);
      expect(next).toHaveBeenCalled();
      expect(res.ended).toBe(false);
    }
  });

  it('sets the services\' Accept aside past umi\'s "Bundling…" page while not ready, and puts it back', () => {
    const readiness = createReadiness();
    const mw = holdingMiddleware(readiness);
    const req = navigation(`${LOGIN_URL}?redirect=x`);
    const { next } = call(mw, req);
    expect(next).toHaveBeenCalled();
    // umi's page answers what accepts HTML (preset-umi devTool): it no longer does
    expect((req.headers as Record<string, string | undefined>).accept).toBeUndefined();
    const after = jest.fn();
    restoreAccept(req as unknown as IncomingMessage, {} as ServerResponse, after);
    expect(req.headers.accept).toBe('text/html,*/*');
    expect(after).toHaveBeenCalled();
    readiness.markReady();
    const ready = navigation(`${LOGIN_URL}?redirect=x`);
    call(mw, ready);
    expect(ready.headers.accept).toBe('text/html,*/*');
  });

  it('answers the icon request empty while not ready (no error in the console)', () => {
    const { res, next } = call(holdingMiddleware(createReadiness()), { method: 'GET', url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(204);
  });

  it('holds the long poll until ready (204), or answers 202 after the hold', async () => {
    const readiness = createReadiness();
    const timedOut = call(holdingMiddleware(readiness, 10), { method: 'GET', url: READY_PATH, headers: {} });
    await new Promise((r) => setTimeout(r, 30));
    expect(timedOut.res.statusCode).toBe(202);
    const held = call(holdingMiddleware(readiness, 10_000), { method: 'GET', url: READY_PATH, headers: {} });
    await Promise.resolve();
    expect(held.res.ended).toBe(false);
    readiness.markReady();
    await new Promise((r) => setTimeout(r, 0));
    expect(held.res.statusCode).toBe(204);
  });

  it('takes only navigations to the portal for pages', () => {
    expect(isPageNavigation(navigation('/'))).toBe(true);
    expect(isPageNavigation({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).toBe(true);
    expect(isPageNavigation({ method: 'GET', url: '/x.js', headers: { accept: '*/*' } })).toBe(false);
  });
});

describe('the holding page', () => {
  const config = { tokenKey: TOKEN_KEY, loginPrefix: loginUrl(''), readyPath: READY_PATH };
  const fakeWindow = (href: string, token: string | null, statuses: number[] = []) => {
    const win = {
      location: { href, replace: jest.fn(), reload: jest.fn() },
      localStorage: { getItem: (k: string) => (k === TOKEN_KEY ? token : null) },
      // after the statuses given, the poll is left pending
      fetch: jest.fn(() => (statuses.length ? Promise.resolve({ status: statuses.shift() as number }) : new Promise<never>(() => undefined))),
      setTimeout: jest.fn(),
    };
    return win;
  };

  it('sends a visitor without a token to the sign-in page, asking to come back (the portal’s own rule)', () => {
    const href = 'http://localhost:8123/aogOrder?tab=2';
    const win = fakeWindow(href, null);
    holdingPageMain(win, config);
    expect(win.location.replace).toHaveBeenCalledWith(loginUrl(href));
    expect(win.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a stored token', 'http://localhost:8123/home', 'T'],
    ['a token in the address (back from signing in)', 'http://localhost:8123/home?token=T', null],
  ])('with %s waits for the build and reloads', async (_, href, stored) => {
    const win = fakeWindow(href, stored, [202, 202, 204]);
    holdingPageMain(win, config);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(win.fetch).toHaveBeenCalledTimes(3);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('holds the texts of the locales and the script as written', () => {
    const html = holdingPageHtml();
    expect(html).toContain('首次编译中');
    expect(html).toContain(JSON.stringify(READY_PATH));
    // the script runs as written: its source is a function expression
    expect(html).toMatch(/\(function holdingPageMain\(win, config\)/);
  });
});
