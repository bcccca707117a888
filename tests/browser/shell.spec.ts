/**
 * The shell in Chromium against the preview build: development sign-in, tabs that survive a reload,
 * close others, a page's typed filter kept across tab switches, one logout for a burst of 401s,
 * 403 by URL, unknown paths, and a page chunk that fails to load and is retried.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/constants';

async function signInThroughSso(page: Page, account = 'admin', password = 'Admin@123') {
  await page.goto('/home');
  await page.waitForURL(/\/sso\/login/);
  await page.locator('#form-password input[name="account"]').fill(account);
  await page.locator('#form-password input[name="password"]').fill(password);
  await page.locator('#form-password button[type="submit"]').click();
  await page.waitForURL(/\/home$/);
  await expect(page.locator('.portal-tab-title[data-tab-key="/home"]')).toBeVisible();
}

const tabKeys = (page: Page) => page.locator('.portal-tab-title').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-key')));

async function openFromMenu(page: Page, group: string, entry: string) {
  const menu = page.locator('.ant-pro-sider');
  const item = menu.getByText(entry, { exact: true });
  // a group may be closed, or closing while another one opens: toggle it until the entry shows
  for (let i = 0; i < 3 && !(await item.isVisible()); i++) {
    await menu.getByText(group, { exact: true }).click();
    await item.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  }
  await item.click();
}

test('signing in through the development sign-in page lands on /home with the token stored and stripped from the address', async ({ page }) => {
  await signInThroughSso(page);
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeTruthy();
  await expect(page.getByText('王建国').first()).toBeVisible();
});

test('three menu entries open three tabs that survive a reload with the same active tab; close others keeps one', async ({ page }) => {
  await signInThroughSso(page);
  await openFromMenu(page, '订单管理', 'AOG订单');
  await openFromMenu(page, '订单管理', '采购订单');
  await openFromMenu(page, '申请服务', '索赔申请');
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/aogOrder', '/procurementOrder', '/claimApplication']);
  // opening an open page again only activates its tab
  await openFromMenu(page, '订单管理', '采购订单');
  await expect(page).toHaveURL(/\/procurementOrder$/);
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/aogOrder', '/procurementOrder', '/claimApplication']);

  await page.reload();
  await expect(page).toHaveURL(/\/procurementOrder$/);
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/aogOrder', '/procurementOrder', '/claimApplication']);
  await expect(page.locator('.ant-tabs-tab-active .portal-tab-title')).toHaveAttribute('data-tab-key', '/procurementOrder');

  await page.locator('.portal-tab-title[data-tab-key="/aogOrder"]').click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭其他' }).click();
  // the home tab cannot be closed
  await expect.poll(() => tabKeys(page)).toEqual(['/home', '/aogOrder']);
  await expect(page).toHaveURL(/\/aogOrder$/);
});

test("a page's typed filter survives a switch to another tab and back", async ({ page }) => {
  await signInThroughSso(page);
  await openFromMenu(page, '订单管理', '采购订单');
  const keyword = page.locator('.portal-tab-frame[data-tab="/procurementOrder"]').getByPlaceholder('编号、件号、名称等');
  await keyword.fill('B-652A 未提交');
  await openFromMenu(page, '订单管理', 'AOG订单');
  await expect(page).toHaveURL(/\/aogOrder$/);
  await page.locator('.portal-tab-title[data-tab-key="/procurementOrder"]').click();
  await expect(page).toHaveURL(/\/procurementOrder$/);
  await expect(keyword).toHaveValue('B-652A 未提交');
});

test('calls answered 401 give one toast and one logout, back at the sign-in page', async ({ page }) => {
  await signInThroughSso(page);
  await page.route('**/api/management/**', (route) => route.fulfill({ status: 401, contentType: 'text/plain', body: '登录已过期' }));
  // the AOG desk fires several calls at once (list, dictionaries…), all answered 401
  await page.evaluate(() => window.history.pushState({}, '', '/aogOrder'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await page.waitForURL(/\/sso\/login/, { timeout: 30_000 });
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
});

test('the toast of a 401 burst is shown once', async ({ page }) => {
  await signInThroughSso(page);
  // hold the logout on the way to the login page so the toasts can be counted
  await page.route('**/sso/login**', () => {});
  await page.route('**/api/management/**', (route) => route.fulfill({ status: 401, contentType: 'text/plain', body: '登录已过期' }));
  await page.evaluate(() => window.history.pushState({}, '', '/aogOrder'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('.ant-message-notice').filter({ hasText: '登录已过期' })).toHaveCount(1);
  await page.waitForTimeout(1000);
  await expect(page.locator('.ant-message-notice').filter({ hasText: '登录已过期' })).toHaveCount(1);
});

test('a page the user may not open shows 403 by URL and fetches nothing', async ({ page }) => {
  await signInThroughSso(page, 'trainer', 'Trainer@123');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/management/aogOrder')) calls.push(r.url());
  });
  await page.goto('/aogOrder');
  await expect(page.getByText('无权访问')).toBeVisible();
  await page.waitForTimeout(500);
  expect(calls).toEqual([]);
});

test('an unknown path goes to /home', async ({ page }) => {
  await signInThroughSso(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
});

test('a page chunk that fails to load shows a retry, and the retry loads the page', async ({ page }) => {
  await signInThroughSso(page);
  let fail = true;
  await page.route(/p__aogOrder__index\.[0-9a-f]+\.async\.js/, (route) => (fail ? route.abort('failed') : route.continue()));
  await openFromMenu(page, '订单管理', 'AOG订单');
  await expect(page.getByText('页面加载失败')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('.portal-tab-frame[data-tab="/aogOrder"] .ant-table-row').first()).toBeVisible();
});
