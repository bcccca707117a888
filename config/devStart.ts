/**
 * `npm start`'s first seconds (docs/performance.md "Development start"): until the bundler's first build
 * is done and its server is up, the dev server answers every page navigation itself with a holding page,
 * so that no navigation reaches the dev server's proxy to mako's server while nothing listens there (an
 * error page that stayed). The umi side (when the build is done, the middleware's place) is
 * config/plugins/devStart.ts.
 *
 * The holding page does what the portal does on load without a token (src/core/auth.ts
 * `startSession`): it goes to the sign-in page at once — the mock serves it from the first seconds —
 * asking to come back to the same address. With a token (in the address or stored) it waits on
 * `READY_PATH`, a long poll answered when the build is done, and reloads: the portal itself then loads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOKEN_KEY } from '../src/constants';
import { API, loginUrl } from '../src/domain/endpoints';
import { messagesOf } from '../src/domain/pageMessages';
import { htmlLangScript } from './theme';

/** The long poll: 204 once the first build is done and its server is up, 202 after `HOLD_MS` before that. */
export const READY_PATH = '/__dev/ready';
const HOLD_MS = 20_000;

export interface HoldingPageWindow {
  location: { href: string; replace(url: string): void; reload(): void };
  localStorage: { getItem(key: string): string | null };
  fetch(url: string, init?: { cache?: string }): Promise<{ status: number }>;
  setTimeout(fn: () => void, ms: number): unknown;
}

/**
 * The holding page's script (run as `(<source>)(window, config)`; no closures over module scope).
 * The sign-in address is the portal's (`loginUrl`, src/domain/endpoints.ts): `loginPrefix` is its
 * address with `redirect=` and nothing after it, this page's address is appended.
 */
export function holdingPageMain(win: HoldingPageWindow, config: { tokenKey: string; loginPrefix: string; readyPath: string }) {
  const href = win.location.href;
  let token: string | null = null;
  try {
    token = new URL(href).searchParams.get('token') || win.localStorage.getItem(config.tokenKey);
  } catch {
    token = null;
  }
  if (!token) {
    win.location.replace(`${config.loginPrefix}${encodeURIComponent(href)}`);
    return;
  }
  const wait = () => {
    win
      .fetch(config.readyPath, { cache: 'no-store' })
      .then((res) => (res.status === 204 ? win.location.reload() : wait()))
      // the server restarting or not yet answering: ask again shortly
      .catch(() => win.setTimeout(wait, 500));
  };
  wait();
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The holding page's HTML: both languages' texts, the one shown chosen as the portal's own (config/theme.ts). */
export function holdingPageHtml(): string {
  const texts = (lang: 'zh-CN' | 'en-US') => {
    const m = messagesOf(lang);
    return { title: m['shell.devStart.title'], body: m['shell.devStart.body'] };
  };
  const all = { 'zh-CN': texts('zh-CN'), 'en-US': texts('en-US') };
  const config = { tokenKey: TOKEN_KEY, loginPrefix: loginUrl(''), readyPath: READY_PATH };
  const zh = all['zh-CN'];
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="data:," /><title>${escapeHtml(zh.title)}</title>
<script>${htmlLangScript}</script>
<style>body{font:14px/1.6 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f1f1f}
main{max-width:32rem;padding:1.5rem}@media (prefers-color-scheme:dark){body{background:#141414;color:#e6e6e6}}</style></head>
<body><main role="status" aria-live="polite"><h1 id="t">${escapeHtml(zh.title)}</h1><p id="b">${escapeHtml(zh.body)}</p></main>
<script>(function (texts) { var t = texts[document.documentElement.lang] || texts['zh-CN'];
document.title = t.title; document.getElementById('t').textContent = t.title; document.getElementById('b').textContent = t.body;
})(${JSON.stringify(all).replace(/</g, '\\u003c')});
(${holdingPageMain.toString()})(window, ${JSON.stringify(config)});</script></body></html>`;
}

const pathOf = (req: Pick<IncomingMessage, 'url'>) => (req.url ?? '/').split('?')[0];
const isService = (path: string) => Object.values(API).some((base) => path === base || path.startsWith(`${base}/`));

/** A page navigation to one of the portal's own addresses (the services' and the dev tools' are not). */
export function isPageNavigation(req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = pathOf(req);
  if (path.startsWith('/__') || isService(path)) return false;
  return req.headers['sec-fetch-mode'] === 'navigate' || Boolean(req.headers.accept?.includes('text/html'));
}

/**
 * umi answers every request that accepts HTML with its "Bundling…" page until the first build is done
 * (preset-umi's devTool middleware), the services' pages too — the sign-in page among them, which the
 * mock serves from the first seconds. While not ready, a service request's `Accept` is set aside here
 * and put back by `restoreAccept`, the last of the middlewares before the services (the mock reads no
 * `Accept`; a proxied service gets it back).
 */
const SET_ASIDE = 'x-dev-start-accept';

export function restoreAccept(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  const accept = req.headers[SET_ASIDE];
  if (typeof accept === 'string') {
    req.headers.accept = accept;
    delete req.headers[SET_ASIDE];
  }
  next();
}

/** Whether the first build is done, and the waiters of the long poll. */
export function createReadiness() {
  let ready = false;
  const waiters = new Set<() => void>();
  return {
    isReady: () => ready,
    markReady() {
      ready = true;
      for (const w of waiters) w();
      waiters.clear();
    },
    /** resolves true when ready, false after `ms` */
    wait(ms: number): Promise<boolean> {
      if (ready) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(done);
          resolve(false);
        }, ms);
        waiters.add(done);
      });
    },
  };
}

type Readiness = ReturnType<typeof createReadiness>;

/**
 * The dev server's first middleware: the long poll, and until ready the holding page for navigations, an
 * empty answer for `/favicon.ico` and the services' `Accept` set aside (`restoreAccept`).
 */
export function holdingMiddleware(readiness: Readiness, holdMs = HOLD_MS) {
  let html: string | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = pathOf(req);
    if (path === READY_PATH) {
      readiness.wait(holdMs).then((ready) => {
        res.statusCode = ready ? 204 : 202;
        res.setHeader('Cache-Control', 'no-store');
        res.end();
      });
      return;
    }
    if (readiness.isReady()) return next();
    if (isService(path) && req.headers.accept !== undefined) {
      req.headers[SET_ASIDE] = req.headers.accept;
      delete req.headers.accept;
      return next();
    }
    // the browser's own icon request (the sign-in page names none): nothing to serve yet, and no error
    if (path === '/favicon.ico') {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (!isPageNavigation(req)) return next();
    html ??= holdingPageHtml();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : html);
  };
}
