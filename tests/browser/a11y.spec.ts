/**
 * Accessibility of every page of the portal, checked with axe-core (injected from node_modules) in
 * Chromium against the production build, as the administrator: every route of config/routes.ts
 * without parameters as it opens (the shell with the home page, each list or desk), the course editor
 * (/courseManagementEdit/practical), and one open state of the busier pages — an order's create form
 * and detail drawer, a conversation of the service desk, an answer of the AI assistant, the training
 * booking dialog, a personnel file's drawer, the course-type dialog. No violation of impact "serious"
 * or "critical" is allowed; the failure message names the route, each rule and the elements that
 * break it.
 *
 * Cheap by design (like pages.spec.ts): one browser context and one page load; every route is then
 * opened in the app as the router sees a typed address (history push + popstate), checked once its
 * calls have settled, and its tab closed again before the next.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../../config/routes';
import { TOKEN_KEY } from '../../src/constants';
import zhCN from '../../src/locales/zh-CN/index';
import { demoSignIn, requestTracker, skipTours } from './fixtures';

const t = zhCN as Record<string, string>;
const AXE = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** antd Watermark's layer: its inline style sets no display, and its observer does not watch style sheets. */
const WATERMARK_HIDDEN = '[data-testid="portal-watermark"] div[style*="pointer-events: none"][style*="background-image"] { display: none !important; }';

/**
 * Runs axe on the whole document, or on the shown page alone — its tab frame and what it portals
 * outside the app's root (modals, drawers, pop-ups, toasts) — returning the serious and critical
 * violations (none is excused: docs/performance.md § Accessibility).
 */
async function seriousViolations(page: Page, scope: 'document' | 'page' = 'document'): Promise<string[]> {
  // colours are judged as painted: let opening drawers, modals and fades finish first
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: AXE });
    // the watermark (a faint repeated image over the content, src/core/layout/PortalWatermark.tsx)
    // left axe unable to tell any text's background, so it judged almost no colour at all: hidden
    // while this context checks, so that every text's contrast is judged on what lies beneath
    await page.addStyleTag({ content: WATERMARK_HIDDEN });
  }
  const violations: Violation[] = await page.evaluate(async (scope) => {
    const axe = (window as any).axe;
    const context =
      scope === 'document' ? document : { include: [...document.querySelectorAll('.portal-tab-frame:not([hidden]), body > :not(#root, script)')] };
    // rules whose impact is fixed at minor or moderate can never fail this check: not run (a third
    // of axe's time, "region" above all); every other rule runs as axe's defaults have it
    const never = axe._audit.rules.filter((r: { impact?: string }) => r.impact === 'minor' || r.impact === 'moderate');
    const rules = Object.fromEntries(never.map((r: { id: string }) => [r.id, { enabled: false }]));
    const result = await axe.run(context, { resultTypes: ['violations'], rules });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n: any) => ({ target: n.target, html: n.html })),
    }));
  }, scope);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`)
          .join(' | ')}${v.nodes.length > 5 ? ` … ${v.nodes.length} elements` : ''}`,
    );
}

let page: Page;
let requests: ReturnType<typeof requestTracker>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await skipTours(context);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, (await demoSignIn(context.request, 'admin')).token]);
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

/** The shell's tab of the page titled `title` (pages may show tabs of their own). */
const shellTab = (title: string) => page.locator('.portal-tab-bar').getByRole('tab', { name: title, exact: true });
/** The title of the route opened last. */
let shown: string | undefined;

/**
 * Opens `url` inside the running app (history push + popstate), then closes the tab opened before
 * unless it is home's — closed once hidden, so that home is not brought back in between.
 */
async function openRoute(url: string, title: string) {
  if (!(await page.locator('.portal-tab-frame').count())) {
    await page.goto('/home');
    await expect(page.getByRole('tab', { name: t['menu.home'], selected: true })).toBeVisible();
  }
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await expect(page).toHaveURL((u) => u.pathname.toLowerCase() === url.toLowerCase());
  await expect(page.getByRole('tab', { name: title, exact: true, selected: true })).toBeVisible();
  if (shown && shown !== title && shown !== t['menu.home'] && (await shellTab(shown).count())) {
    await shellTab(shown).locator('.portal-tab-close').click();
    await expect(shellTab(shown)).toHaveCount(0);
  }
  shown = title;
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

/** Every page the administrator opens: the routes without parameters, and the course editor for a new practical course. */
const ROUTES: { url: string; title: string }[] = [
  ...pageRoutes.filter(([path]) => !path.includes('/:')).map(([path, name]) => ({ url: path, title: t[`menu.${name}`] })),
  { url: '/courseManagementEdit/practical', title: t['menu.courseManagementEdit.add'] },
];

test('every page of the route table is checked', () => {
  expect(ROUTES.length).toBe(pageRoutes.filter(([path]) => !path.includes('/:')).length + 1);
  for (const { url, title } of ROUTES) expect(title, `title of ${url}`).toBeTruthy();
  for (const url of Object.keys(OPEN_STATES)) expect(ROUTES.map((r) => r.url)).toContain(url);
});

for (const { url, title } of ROUTES) {
  test(`${url} as opened`, async () => {
    await openRoute(url, title);
    // the shell (menu, header, tab bar) is checked with home, and again with each open state below;
    // every other page on its own, which halves axe's time on the small ones
    if (url === '/home') await expect(page.getByRole('menu').first()).toBeVisible();
    expect(await seriousViolations(page, url === '/home' ? 'document' : 'page'), url).toEqual([]);
  });
  for (const { what, open } of OPEN_STATES[url] ?? []) {
    test(`${url}: ${what}`, async () => {
      if (!(await page.getByRole('tab', { name: title, exact: true, selected: true }).count())) await openRoute(url, title);
      await open();
      await settle();
      expect(await seriousViolations(page), `${url}: ${what}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible, .ant-drawer-section:visible')).toHaveCount(0);
    });
  }
}

test("keyboard: Tab reaches a row's 详情, Enter opens the detail drawer", async () => {
  await openRoute('/aogOrder', t['menu.aogOrder']);
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
  await openRoute('/home', t['menu.home']);
  const all = activePage().getByRole('button', { name: t['workflow.home.all'], exact: true });
  await expect(all).toBeVisible();
  await all.focus();
  await expect(all).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/approvalManagement$/);
});
