/**
 * The shell's conveniences and home per role, in the browser: the applicant's bell counts an approved
 * claim without a reload and opens it; Ctrl+K across functions and records; the watermark; dark mode remembered;
 * home per role (the to-do list each role sees first) and the guided tour once; the desks' cards after
 * home's first paint, with their placeholders and the retry of a failed chunk; the shell complete with
 * its own texts while the pages' texts have not arrived, and the page's retry that brings them.
 * Screenshots go to test-results/shell-home/ (looked at when this journey was written).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import zhCN from '../../src/locales/zh-CN/index';
import { claimBody } from '../unit/workflow/fixtures';
import { DEMO, demoSignIn, expect, sharedPortal, test, type DemoUserNo, type SharedPortal } from './fixtures';

const M = '/api/management';
const W = '/api/workflow';
const SHOTS = 'test-results/shell-home';
const t = (id: string) => (zhCN as Record<string, string>)[id];

async function api(request: APIRequestContext, who: DemoUserNo) {
  const { token } = await demoSignIn(request, who);
  const headers = { AuthenticationToken: token };
  const data = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await res.json()) as { success: boolean; data: any };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.data;
  };
  return {
    get: async (url: string, params?: Record<string, string>) => data(await request.get(url, { headers, params })),
    post: async (url: string, body?: unknown) => data(await request.post(url, { headers, data: body ?? {} })),
  };
}

async function openAs(page: Page, who: DemoUserNo, path = '/home') {
  const { token } = await demoSignIn(page.request, who, path);
  await page.goto(`${path}?token=${encodeURIComponent(token)}`);
  await expect(page.locator('.portal-tab-bar')).toBeVisible({ timeout: 60_000 });
}

// the search's and the watermark's journeys share one page (fixtures.ts, sharedPortal); the others
// install a clock, fail downloads or need a browser that has seen no tour
let shared: SharedPortal;
test.beforeAll(async ({ browser }) => {
  shared = await sharedPortal(browser);
});
test.afterAll(async () => {
  await shared?.page.context().close();
});

const bell = (page: Page) => page.getByTestId('notification-bell');
const unreadOf = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+)/)?.[1] ?? NaN);

test('an approved claim: the applicant’s bell counts it without a reload and opens it', async ({ page }) => {
  await page.clock.install();
  await openAs(page, 'staff');
  // the count the first answer brought (before it, the bell is busy and counts nothing)
  await expect(bell(page)).toHaveAttribute('aria-busy', 'false');
  const before = await unreadOf(page);

  // the applicant's claim, submitted and approved at both nodes (客服经理审核, 财务复核)
  const staff = await api(page.request, 'staff');
  const claim = await staff.post(`${M}/claimApplication`, claimBody);
  await staff.post(`${M}/claimApplication/${claim.id}/actions/submit`, { version: claim.version });
  for (const who of ['manager', 'admin'] as const) {
    const approver = await api(page.request, who);
    const tasks = (await approver.get(`${W}/tasks/pending`, { pageSize: '100' })) as Array<{ id: string; recordId: string }>;
    const task = tasks.find((t) => t.recordId === claim.id);
    expect(task, `${who} has the claim's task`).toBeDefined();
    await approver.post(`${W}/tasks/${task!.id}/approve`, { comment: '同意' });
  }

  // the next poll (30 s, no reload) brings it
  await page.clock.fastForward(31_000);
  await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBe(before + 1);

  await bell(page).click();
  const item = page.locator('.portal-notification', { hasText: claim.code }).first();
  await expect(item).toContainText('已通过审批');
  await page.screenshot({ path: `${SHOTS}/bell.png` });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/claimApplication\\?id=${claim.id}`));
  await expect(page.locator('.ant-drawer-open').getByText(claim.code).first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => unreadOf(page)).toBe(before);
});

test('Ctrl+K finds functions and records across the desks, grouped by desk; Enter opens the record', async () => {
  const { page } = shared;
  const manager = await api(page.request, 'manager');
  const list = await manager.get(`${M}/aogOrder`, { pageSize: '1' });
  const order = list[0] ?? list.data?.[0];
  await shared.restart('manager');

  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: t('search.title') });
  await expect(input).toBeFocused();
  await input.pressSequentially('租赁');
  await expect(page.getByRole('option', { name: /租赁订单/ }).first()).toBeVisible();
  // part of a record code: that desk's records, beside the functions
  await input.fill('AOG-2026');
  const aogDesk = page.getByTestId('search-desk-aogOrder');
  await expect(aogDesk.getByRole('option').first()).toContainText('AOG-2026');
  await expect(aogDesk).toContainText('AOG订单 · 共');
  // a P/N: every desk that holds it, the field it was found by named
  await input.fill(String(order.partNumber));
  await expect(aogDesk.getByRole('option').first()).toContainText(String(order.partNumber));
  await expect(page.locator('[data-testid^="search-desk-"]').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-records.png` });
  // the record's code: it is the first option; Enter opens its desk with its detail
  await input.fill(String(order.code).toLowerCase());
  await expect(page.getByRole('option').first()).toContainText(String(order.code));
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/aogOrder\\?id=${order.id}`));
  await expect(page.locator('.ant-drawer-open').getByText(String(order.code)).first()).toBeVisible({ timeout: 60_000 });

  // nothing matches: said in the dialog; Esc closes it
  await page.keyboard.press('Control+k');
  await input.fill('AOG-19990101-9999');
  await expect(page.getByRole('status')).toContainText(t('search.none'));
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
});

test('the watermark carries the user’s name and number; dark mode is remembered', async () => {
  const { page } = shared;
  await page.emulateMedia({ colorScheme: 'light' });
  await shared.restart('engineer');
  const mark = page.getByTestId('portal-watermark');
  await expect(mark).toHaveAttribute('data-watermark', 'on');
  // antd draws the mark as a repeated background image over the content
  await expect(mark.locator('div[style*="background-image"]').first()).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/home-light.png` });

  const bg = () =>
    page
      .locator('.portal-home .ant-card')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await bg();
  await page.getByTestId('color-scheme-switch').click();
  await expect(page.getByTestId('color-scheme-switch')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(bg).not.toBe(light);
  await page.screenshot({ path: `${SHOTS}/home-dark.png` });
  await page.reload();
  await expect(page.getByTestId('color-scheme-switch')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(bg).not.toBe(light);
  await page.getByTestId('color-scheme-switch').click();
  await expect.poll(bg).toBe(light);
});

test('home per role: the manager’s AOG orders first, the staff’s drafts first; the tour once', async ({ browser }) => {
  const manager = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await manager.newPage();
  await openAs(page, 'manager');
  // a fresh browser: the tour of this guide version, once
  const tour = page.locator('.ant-tour:visible');
  await expect(tour).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tour.png` });
  // non-modal: the menu works under it, and the tour stays on home (it hides with home's tab)
  const sider = page.locator('.ant-pro-sider');
  await sider
    .locator('.ant-menu-submenu-title')
    .filter({ hasText: /^\s*订单管理\s*$/ })
    .first()
    .click();
  await sider
    .locator('.ant-menu-item')
    .filter({ hasText: /^\s*AOG订单\s*$/ })
    .first()
    .click();
  await expect(page.locator('.portal-tab-bar .portal-tab-active .portal-tab-title')).toHaveText('AOG订单');
  await expect(tour).toHaveCount(0);
  await page.locator('.portal-tab-bar .portal-tab-title', { hasText: '首页' }).click();
  await expect(tour).toBeVisible();
  await tour
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();
  await expect(tour).toHaveCount(0);
  const todos = page.locator('[data-todo]');
  await expect(todos.first()).toHaveAttribute('data-todo', 'aog');
  await expect(page.getByTestId('home-aog').getByRole('timer').first()).toBeVisible();
  await expect(page.getByTestId('pending-approvals')).toBeVisible();
  // every heading, the announcements' included (one is live for everyone in the seed; it comes after the first paint)
  await expect(page.locator('.portal-notice-item').first()).toBeVisible();
  const headings = await page
    .locator('.portal-home')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(headings[0]).toBe(1);
  headings.forEach((level, i) => i && expect(level - headings[i - 1]).toBeLessThanOrEqual(1));
  await page.reload();
  await expect(page.locator('[data-todo]').first()).toBeVisible();
  await expect(tour).toHaveCount(0);

  // the staff on the same browser, the tour seen: storage emptied but for that
  const staff = page;
  await staff.evaluate((no) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(`portalGuideSeen:${no}`, '999');
  }, DEMO.staff.userNo);
  await openAs(staff, 'staff');
  await expect(staff.locator('[data-todo]').first()).toHaveAttribute('data-todo', 'drafts');
  await expect(staff.getByTestId('home-drafts')).toBeVisible();
  await expect(staff.locator('.ant-tour:visible')).toHaveCount(0);
  await staff.screenshot({ path: `${SHOTS}/home-staff.png` });
  await manager.close();
});

test('home: the desks’ cards come after the first paint, each in its place meanwhile; a chunk that fails offers a retry that brings them', async ({ page }) => {
  // the desks' chunk (src/pages/home/components/later.ts) held until the page has painted, then failed once
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let failures = 1;
  await page.route(/\/home-later\.[0-9a-f]+\.async\.js$/, async (route) => {
    await held;
    if (failures-- > 0) return route.abort();
    return route.continue();
  });
  await page.addInitScript((no) => window.localStorage.setItem(`portalGuideSeen:${no}`, '999'), DEMO.admin.userNo);
  await openAs(page, 'admin');
  // the to-dos are there; each desk card is a grey card with its title, holding its place
  await expect(page.getByTestId('pending-approvals')).toBeVisible();
  const waiting = page.locator('.portal-home .ant-card[aria-busy="true"]', { hasText: t('home.workOrders.title') });
  await expect(waiting).toBeVisible();
  await expect(page.getByTestId('work-orders-waiting')).toHaveCount(0);
  release();
  const failed = page.getByTestId('home-part-failed');
  await expect(failed.first()).toBeVisible();
  await expect(failed.first()).toContainText(t('home.part.failed'));
  // a failed card keeps its title
  await expect(page.locator('.portal-home .ant-card', { has: failed }).filter({ hasText: t('home.workOrders.title') })).toBeVisible();
  // one retry brings every card of the chunk (antd spaces a button's two CJK characters)
  await failed
    .first()
    .getByRole('button', { name: new RegExp(`^${[...t('home.part.retry')].join('\\s*')}$`) })
    .click();
  await expect(page.getByTestId('work-orders-waiting')).toBeVisible();
  await expect(page.getByTestId('my-assigned-cases')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('the shell paints with its own texts alone; the pages’ texts come with the first page, and a failed download is retried by the page', async ({ page }) => {
  // the chunk of the whole zh-CN table (src/core/locale.ts, config/bundle.ts names it) cannot be downloaded for a while; the entry carries only the shell's texts
  let blocked = true;
  let failures = 0;
  await page.route(/\/texts-zh-CN\.[0-9a-f]+\.async\.js$/, async (route) => {
    if (!blocked) return route.continue();
    failures += 1;
    return route.abort();
  });
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /React Intl/.test(m.text()) && problems.push(m.text()));
  await page.addInitScript((no) => window.localStorage.setItem(`portalGuideSeen:${no}`, '999'), DEMO.admin.userNo);
  await openAs(page, 'admin');
  // header, menu and tab bar in their own words; the page says its code could not be loaded and offers a retry
  await expect(page.locator('.portal-tab-bar')).toContainText(t('menu.home'));
  await expect(page.getByRole('menuitem', { name: t('menu.orderManagement') })).toBeVisible();
  await expect(page.getByText(t('shell.chunk.title'))).toBeVisible();
  expect(failures).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  blocked = false;
  // the retry fetches the table again: the page renders in it, nothing shown raw
  await page.getByRole('button', { name: new RegExp(`^${[...t('shell.chunk.retry')].join('\\s*')}$`) }).click();
  await expect(page.getByTestId('pending-approvals')).toBeVisible();
  await expect(page.getByText(t('home.workOrders.title'))).toBeVisible();
  await expect(page.getByText(t('shell.chunk.title'))).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the header’s parts fetched after the first paint: a failed download leaves the portal working, and the next press fetches again', async ({ page }) => {
  // the bell's chunk (src/core/layout/HeaderActions.tsx) and the search dialog's cannot be downloaded for a while
  let blocked = true;
  await page.route(/\/(bell|search)\.[0-9a-f]+\.async\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.addInitScript((no) => window.localStorage.setItem(`portalGuideSeen:${no}`, '999'), DEMO.admin.userNo);
  await openAs(page, 'admin');
  // the portal is there, the bell's stand-in no longer busy
  await expect(page.getByTestId('pending-approvals')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-busy', 'false');
  await expect(bell(page).locator('.ant-badge')).toHaveCount(0);
  // search: the shortcut says the dialog could not be loaded, and nothing else happens
  await page.keyboard.press('Control+k');
  await expect(page.locator('.ant-message')).toContainText(t('shell.chunk.title'));
  await expect(page.getByRole('combobox', { name: t('search.title') })).toHaveCount(0);
  blocked = false;
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: t('search.title') })).toBeFocused();
  await page.keyboard.press('Escape');
  await bell(page).click();
  // the bell is in: its count, and a click opens its list
  await expect(bell(page).locator('.ant-badge')).toHaveCount(1);
  await bell(page).click();
  await expect(page.getByText(t('notifications.title'))).toBeVisible();
});
