/**
 * Every route of the spec's table (config/routes.ts), opened by the administrator in a real browser
 * against the production build: each shows its title — in its tab, its content and the document
 * title — without a console error, an uncaught exception, an unhandled rejection, a failed or 4xx/5xx
 * request, or an error toast.
 *
 * One browser context for all routes (the HTTP cache stays warm); each route is a direct URL load
 * with the administrator's token in local storage and the tabs of the previous route cleared, so each
 * check starts from the same state and a failure names exactly one route.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../../config/routes';
import { TOKEN_KEY } from '../../src/constants';
import zhCN from '../../src/locales/zh-CN';
import { issueToken } from '../../mock/lib/session';

const messages = zhCN as Record<string, string>;

/** Sample values for route parameters. */
const PARAMS: Record<string, string> = { type: 'add', id: '1' };

/** The concrete path to open and the locale key of its title (mirrors the tab shell: a `:type` route without `:id` is the "new" form). */
function target(path: string, name: string) {
  const url = path.replace(/:(\w+)/g, (_, p: string) => PARAMS[p] ?? p);
  const hasIdTwin = pageRoutes.some(([p, n]) => n === name && p.includes('/:id'));
  const isNewForm = path.includes('/:') && !path.includes('/:id') && hasIdTwin;
  const titleKey = isNewForm && messages[`menu.${name}.add`] ? `menu.${name}.add` : `menu.${name}`;
  return { url, title: messages[titleKey] };
}

/** Everything that counts as a problem on a page, collected while `run` goes on. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (m: import('@playwright/test').ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  const onFailed = (r: import('@playwright/test').Request) => problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`);
  const onResponse = (r: import('@playwright/test').Response) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await run();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return problems;
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const token = issueToken('admin');
  await context.addInitScript(
    ([key, value]) => {
      // a fresh tab set for every route; the administrator's session in local storage
      sessionStorage.clear();
      localStorage.setItem(key, value);
      window.addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason?.message ?? e.reason}`));
    },
    [TOKEN_KEY, token],
  );
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

test('the route table covers every page of the spec', () => {
  expect(pageRoutes.length).toBe(52);
  for (const [, name] of pageRoutes) expect(messages[`menu.${name}`], `title of ${name}`).toBeTruthy();
});

for (const [path, name] of pageRoutes) {
  const { url, title } = target(path, name);
  test(`${url} shows ${title}`, async () => {
    const problems = await problemsDuring(page, async () => {
      await page.goto(url);
      await expect(page).toHaveURL((u) => u.pathname.toLowerCase() === url.toLowerCase());
      const content = page.locator('.portal-tab-frame:not([hidden])');
      await expect(content).toHaveCount(1);
      await expect(content.getByText(title, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: title, selected: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`));
      // nothing the page starts may fail: let its calls settle before judging
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
      // the administrator may open every page: no 403 in place of the page
      await expect(content.locator('.ant-result-403')).toHaveCount(0);
    });
    expect(problems, `problems on ${url}`).toEqual([]);
  });
}
