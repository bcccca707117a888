/**
 * Every route of the spec's table (config/routes.ts), opened once by the administrator in a real
 * browser against the production build, and checked twice over while it is shown:
 *
 * - it opens in its own tab with its title and shows its content — not a 403 and not an error page —
 *   without a console error, an uncaught exception, an unhandled rejection, a failed or 4xx/5xx
 *   request, or an error toast; closing its tab leaves no error either;
 * - axe-core (tests/browser/axe.ts) finds no violation of impact "serious" or "critical" in it: every
 *   route without parameters as it opens (the shell with the home page, each list or desk), the course
 *   editor (/courseManagementEdit/practical), and one open state of the busier pages — an order's
 *   create form and detail drawer, a conversation of the service desk, an answer of the AI assistant,
 *   the training booking dialog, a personnel file's drawer, the course-type dialog. The failure
 *   message names the route, each rule and the elements that break it.
 *
 * Cheap by design: one browser context and one page load; every route is then opened in the app the
 * way the router sees a typed address (history push + popstate), its calls are allowed to settle, and
 * the tab opened before it is closed (home's stays, so that home is not brought back in between) —
 * the problems of that close counted with the next route's. Both checks share the one visit: two
 * visits of every route (one per check) took 81 s and 98 s of a worker (docs/testing.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../../config/routes';
import { TOKEN_KEY } from '../../src/constants';
import { OWN_DESKS, OWN_PAGES } from '../../src/domain/menu';
import zhCN from '../../src/locales/zh-CN/index';
import { seriousViolations } from './axe';
import { demoSignIn, requestTracker, skipTours } from './fixtures';
import { openInApp, problemsDuring } from './problems';

const t = zhCN as Record<string, string>;

/** Sample values for route parameters. */
const PARAMS: Record<string, string> = { type: 'add', id: '1' };
/** A seeded record of each record page (OwnDesk.view): the customer Air China. */
const VIEW_IDS: Record<string, string> = { customerView: 'C-CCA' };

interface Route {
  url: string;
  title: string;
  /** false: the tab is titled "<title> · <record>" */
  exact: boolean;
  /** axe checks it (the routes without parameters, and the course editor) */
  axe: boolean;
}

/** The address to open and its tab title (a `:type` route without `:id`, whose page also has an `:id` route, is the "new" form). */
function target(path: string, name: string): Route {
  // a record's own page (a desk's `view`) opens a seeded record; its tab is titled "<title> · <record>"
  const view = OWN_DESKS.some((d) => d.view === name);
  const url = path.replace(/:(\w+)/g, (_, p: string) => (view && p === 'id' ? VIEW_IDS[name] : (PARAMS[p] ?? p)));
  const hasIdTwin = pageRoutes.some(([p, n]) => n === name && p.includes('/:id'));
  const isNewForm = path.includes('/:') && !path.includes('/:id') && hasIdTwin;
  const titleKey = isNewForm && t[`menu.${name}.add`] ? `menu.${name}.add` : `menu.${name}`;
  return { url, title: t[titleKey], exact: !view, axe: !path.includes('/:') };
}

/** Every route of the table, then the course editor for a new practical course. */
const ROUTES: Route[] = [
  ...pageRoutes.map(([path, name]) => target(path, name)),
  { url: '/courseManagementEdit/practical', title: t['menu.courseManagementEdit.add'], exact: true, axe: true },
];

let page: Page;
let requests: ReturnType<typeof requestTracker>;

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
  requests = requestTracker(page);
});

test.afterAll(async () => {
  await page?.context().close();
});

const activePage = () => page.locator('.portal-tab-frame:not([hidden])');

/** Waits until no request has been in flight for `quietMs` and the shown page has no spinner left. */
async function settle(quietMs = 150) {
  await requests.settled(quietMs);
  await expect(activePage().locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** The shell's tab of the page titled `title` (pages may show tabs of their own); `exact: false` for a record's tab. */
const shellTab = (title: string, exact = true, selected?: boolean) =>
  page.locator('.portal-tab-bar').getByRole('tab', { name: exact ? title : new RegExp(`^${title}`), exact, ...(selected === undefined ? {} : { selected }) });
/** The route opened last. */
let shown: Route | undefined;

/**
 * Opens `route` inside the running app (history push + popstate), then closes the tab opened before
 * unless it is home's — closed once hidden, so that home is not brought back in between.
 */
async function openRoute(route: Route) {
  if (!(await page.locator('.portal-tab-frame').count())) {
    await page.goto('/home');
    await expect(page.getByRole('tab', { name: t['menu.home'], selected: true })).toBeVisible();
  }
  await openInApp(page, route.url);
  await expect(page).toHaveURL((u) => u.pathname.toLowerCase() === route.url.toLowerCase());
  await expect(shellTab(route.title, route.exact, true)).toBeVisible();
  if (shown && shown.title !== route.title && shown.title !== t['menu.home'] && (await shellTab(shown.title, shown.exact).count())) {
    await shellTab(shown.title, shown.exact).locator('.portal-tab-close').click();
    await expect(shellTab(shown.title, shown.exact)).toHaveCount(0);
  }
  shown = route;
  await expect(activePage()).toHaveCount(1);
  await expect(activePage()).toBeVisible();
  await expect(activePage()).not.toBeEmpty();
  await settle();
}

/** The record list of the shown page, its first row loaded. */
async function firstRow() {
  const row = activePage().locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  return row;
}

/** The drawer or modal opened last. */
const overlay = () => page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible, .ant-drawer-section:visible').last();

/** Opens the first row's detail drawer of the shown list. */
async function openDetail() {
  await (await firstRow()).getByText(t['resource.list.detail'], { exact: true }).click();
  await expect(overlay()).toBeVisible();
}

/** Clicks the shown list's "新建…" button. */
async function clickCreate() {
  await firstRow();
  await activePage()
    .getByRole('button', { name: /^\s*(plus\s+)?新\s*建/ })
    .first()
    .click();
}

/** Clicks the shown list's "新建…" button and waits for its form. */
async function openCreate() {
  await clickCreate();
  await expect(overlay().locator('form').first()).toBeVisible();
}

interface OpenState {
  what: string;
  open: () => Promise<void>;
}

/** One open state, after the page as opened, for the pages that show most of their markup only then. */
const OPEN_STATES: Record<string, OpenState[]> = {
  '/aogOrder': [
    { what: 'the open create form', open: openCreate },
    { what: 'a detail drawer', open: openDetail },
  ],
  '/customerService': [
    {
      what: 'a conversation open',
      open: async () => {
        const item = activePage().getByTestId('cs-feed').locator('.ant-list-item').first();
        await expect(item).toBeVisible();
        await item.locator('.portal-action-link-strong').click();
        await expect(page).toHaveURL(/\/customerService\?id=/);
        await expect(overlay()).toBeVisible();
      },
    },
  ],
  '/aiService': [
    {
      what: 'an answer with its sources',
      open: async () => {
        await activePage().getByText(t['aiService.example.core'], { exact: true }).click();
        await expect(activePage().locator('.ant-bubble-start .ai-sources a').first()).toBeVisible({ timeout: 30_000 });
        await expect(activePage().getByRole('button', { name: new RegExp(t['aiService.stop']) })).toHaveCount(0);
      },
    },
  ],
  '/trainingOrder': [{ what: 'the booking dialog', open: openCreate }],
  '/personnelFile': [{ what: 'a detail drawer with the certificates', open: openDetail }],
  '/courseManagement': [
    {
      what: 'the course-type dialog',
      open: async () => {
        await clickCreate();
        await expect(page.locator('.ant-modal-wrap:visible').getByRole('radiogroup', { name: t['training.course.pickType'] })).toBeVisible();
      },
    },
  ],
};

test('the route table covers every page of the spec, and the desks and pages of our own; each has a title', () => {
  expect(pageRoutes.length).toBe(52 + OWN_DESKS.length + OWN_DESKS.filter((d) => d.view).length + OWN_PAGES.length);
  expect(ROUTES.filter((r) => r.axe).length).toBe(pageRoutes.filter(([path]) => !path.includes('/:')).length + 1);
  for (const { url, title } of ROUTES) expect(title, `title of ${url}`).toBeTruthy();
  for (const url of Object.keys(OPEN_STATES)) expect(ROUTES.filter((r) => r.axe).map((r) => r.url)).toContain(url);
});

for (const route of ROUTES) {
  const { url, title, axe } = route;
  test(`${url} shows ${title}${axe ? ', and passes axe' : ''}`, async () => {
    const problems = await problemsDuring(page, () => openRoute(route));
    // the administrator may open every page: no 403, no error page in its place
    await expect(activePage().locator('.ant-result-403, .ant-result-error, .ant-result-500')).toHaveCount(0);
    await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
    expect(problems, `problems on ${url} (or closing the tab before it)`).toEqual([]);
    if (!axe) return;
    // the shell (menu, header, tab bar) is checked with home, and again with each open state below;
    // every other page on its own, which halves axe's time on the small ones
    if (url === '/home') await expect(page.getByRole('menu').first()).toBeVisible();
    expect(await seriousViolations(page, url === '/home' ? 'document' : 'page'), url).toEqual([]);
  });
  for (const { what, open } of OPEN_STATES[url] ?? []) {
    test(`${url}: ${what}`, async () => {
      if (!(await shellTab(title, true, true).count())) await openRoute(route);
      await open();
      await settle();
      expect(await seriousViolations(page), `${url}: ${what}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible, .ant-drawer-section:visible')).toHaveCount(0);
    });
  }
}

test("the last page's tab closes without an error", async () => {
  const last = shown!;
  const problems = await problemsDuring(
    page,
    async () => {
      await shellTab(last.title, last.exact).locator('.portal-tab-close').click();
      await expect(shellTab(last.title, last.exact)).toHaveCount(0);
    },
    100,
  );
  expect(problems, `problems closing ${last.url}`).toEqual([]);
  shown = undefined;
});

test("keyboard: Tab reaches a row's 详情, Enter opens the detail drawer", async () => {
  await openRoute({ url: '/aogOrder', title: t['menu.aogOrder'], exact: true, axe: true });
  const row = await firstRow();
  const code = (await row.locator('.portal-action-link').first().textContent())!.trim();
  const detail = row.getByRole('button', { name: t['resource.list.detail'], exact: true });
  // from the search form's keyword field, with the Tab key only
  await activePage().getByRole('textbox', { name: t['resource.list.keyword'] }).focus();
  for (let i = 0; i < 80 && !(await detail.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(detail).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-content-wrapper:visible, .ant-drawer-section:visible').last();
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(code);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test("keyboard: the home page's 进入审批管理 is a button that Enter fires", async () => {
  await openRoute({ url: '/home', title: t['menu.home'], exact: true, axe: true });
  const all = activePage().getByRole('button', { name: t['workflow.home.all'], exact: true });
  await expect(all).toBeVisible();
  await all.focus();
  await expect(all).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/approvalManagement$/);
});
