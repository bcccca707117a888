/**
 * Every route of the spec's table (config/routes.ts), opened by the administrator in a real browser
 * against the production build: each opens in its own tab with its title, shows its content — not a
 * 403 and not an error page — without a console error, an uncaught exception, an unhandled
 * rejection, a failed or 4xx/5xx request, or an error toast; closing its tab leaves no error either.
 *
 * Fast by design: one browser context and one page load (the administrator's token in local
 * storage); every route is then opened in the app the way the router sees a typed address
 * (history push + popstate), its calls are allowed to settle, and its tab is closed again.
 */
import { expect, test, type ConsoleMessage, type Page, type Request, type Response } from '@playwright/test';
import { pageRoutes } from '../../config/routes';
import { TOKEN_KEY } from '../../src/constants';
import { OWN_DESKS, OWN_PAGES } from '../../src/domain/menu';
import zhCN from '../../src/locales/zh-CN/index';
import { demoSignIn, requestTracker, skipTours } from './fixtures';

const messages = zhCN as Record<string, string>;

/** Sample values for route parameters. */
const PARAMS: Record<string, string> = { type: 'add', id: '1' };
/** A seeded record of each record page (OwnDesk.view): the customer Air China. */
const VIEW_IDS: Record<string, string> = { customerView: 'C-CCA' };

/** The address to open and the locale key of its tab title (a `:type` route without `:id`, whose page also has an `:id` route, is the "new" form). */
function target(path: string, name: string) {
  // a record's own page (a desk's `view`) opens a seeded record; its tab is titled "<title> · <record>"
  const view = OWN_DESKS.some((d) => d.view === name);
  const url = path.replace(/:(\w+)/g, (_, p: string) => (view && p === 'id' ? VIEW_IDS[name] : (PARAMS[p] ?? p)));
  const hasIdTwin = pageRoutes.some(([p, n]) => n === name && p.includes('/:id'));
  const isNewForm = path.includes('/:') && !path.includes('/:id') && hasIdTwin;
  const titleKey = isNewForm && messages[`menu.${name}.add`] ? `menu.${name}.add` : `menu.${name}`;
  return { url, title: messages[titleKey], exact: !view };
}

/** Collects every problem while `run` goes on; resolves once no request has been in flight for `quietMs`. */
async function problemsDuring(page: Page, run: () => Promise<void>, quietMs = 400): Promise<string[]> {
  const problems: string[] = [];
  const requests = requestTracker(page);
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}${m.location()?.url ? ` (${m.location().url})` : ''}`);
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  const onFailed = (r: Request) => {
    problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`);
  };
  const onResponse = (r: Response) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  };
  const listeners = {
    console: onConsole,
    pageerror: onPageError,
    requestfailed: onFailed,
    response: onResponse,
  } as Record<string, (arg: any) => void>;
  for (const [event, listener] of Object.entries(listeners)) page.on(event as 'console', listener);
  try {
    await run();
    await requests.settled(quietMs);
  } finally {
    requests.stop();
    for (const [event, listener] of Object.entries(listeners)) page.off(event as 'console', listener);
  }
  return problems;
}

/** Opens `url` inside the running app, as the router sees an address change. */
async function openInApp(page: Page, url: string) {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await skipTours(context);
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason?.message ?? e.reason}`));
    },
    [TOKEN_KEY, (await demoSignIn(context.request, 'admin')).token],
  );
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

test('the route table covers every page of the spec, and the desks and pages of our own', () => {
  expect(pageRoutes.length).toBe(52 + OWN_DESKS.length + OWN_DESKS.filter((d) => d.view).length + OWN_PAGES.length);
  for (const [path, name] of pageRoutes) expect(target(path, name).title, `title of ${path}`).toBeTruthy();
});

for (const [path, name] of pageRoutes) {
  const { url, title, exact } = target(path, name);
  test(`${url} shows ${title}`, async () => {
    const problems = await problemsDuring(page, async () => {
      if (url === '/home') await page.goto('/home');
      else {
        if (!(await page.locator('.portal-tab-frame').count())) await page.goto('/home');
        await openInApp(page, url);
      }
      await expect(page).toHaveURL((u) => u.pathname.toLowerCase() === url.toLowerCase());
      await expect(page.getByRole('tab', { name: exact ? title : new RegExp(`^${title}`), exact, selected: true })).toBeVisible();
      const content = page.locator('.portal-tab-frame:not([hidden])');
      await expect(content).toHaveCount(1);
      await expect(content).toBeVisible();
      await expect(content).not.toBeEmpty();
      // the administrator may open every page: no 403, no error page in its place
      await expect(content.locator('.ant-result-403, .ant-result-error, .ant-result-500')).toHaveCount(0);
    });
    await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
    expect(problems, `problems on ${url}`).toEqual([]);

    if (url !== '/home') {
      const closing = await problemsDuring(
        page,
        async () => {
          await page.locator('.portal-tab-active .portal-tab-close').click();
          await expect(page.getByRole('tab', { name: exact ? title : new RegExp(`^${title}`), exact })).toHaveCount(0);
        },
        100,
      );
      expect(closing, `problems closing ${url}`).toEqual([]);
    }
  });
}
