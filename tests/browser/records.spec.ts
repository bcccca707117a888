/**
 * A record's address, its reply thread and its related records, in Chromium (issue 10): an AOG order
 * opened by URL (`/aogOrder?id=`) shows its drawer; a reply posted with Ctrl+Enter joins its thread
 * without a status change; an exchange order raised from it links back, and the link there leads to
 * the exchange order's own tab with its drawer; the approval inbox's link opens the record; a reload
 * keeps the drawer, closing it drops `?id`; an unknown id says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoSignIn, waitForShell } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const REPLY = `客户来电 ${stamp}：请明早 8 点前到站`;
const SERIAL = `SN-E2E-${stamp}`;

/** The open record drawer of the tab shown (each tab's drawer lives in its own frame). */
const drawer = (page: Page) => page.locator('.portal-tab-frame:not([hidden]) .ant-drawer-open');

test('AOG order by URL → reply in its thread → raise the exchange order → follow the links both ways → the inbox link opens it', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { token } = await demoSignIn(page.request, 'manager');
  const api = await page.request.get('/api/management/aogOrder?status=SOURCING&pageSize=1', { headers: { AuthenticationToken: token } });
  const aog = (await api.json()).data[0] as { id: string; code: string };

  // --- the address opens the AOG order's drawer
  await page.goto(`/aogOrder?id=${encodeURIComponent(aog.id)}&token=${encodeURIComponent(token)}`);
  await waitForShell(page);
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText(aog.code, { timeout: 60_000 }); // the page's code loads first
  await expect(page).toHaveURL(new RegExp(`/aogOrder\\?id=${aog.id}$`));

  // --- a reply: Ctrl+Enter sends; the record stays 调件中
  const box = drawer(page).getByLabel('回复内容');
  await box.fill(REPLY);
  await box.press('Control+Enter');
  await expect(drawer(page).locator('.resource-thread-text', { hasText: REPLY })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText('调件中');

  // --- a reload keeps the record open, with its thread
  await page.reload();
  await waitForShell(page);
  await expect(drawer(page).locator('.resource-thread-text', { hasText: REPLY })).toBeVisible({ timeout: 60_000 });
  await drawer(page).locator('[data-testid="record-thread"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/record-thread.png' });

  // --- raise an exchange order from it: prefilled, only the removed S/N to add (a retry of this journey
  // meets the order an earlier attempt raised: the new one is the link that was not there before)
  const related = drawer(page).locator('[data-testid="record-related"] a', { hasText: /替换订单 EX-/ });
  const before = await related.allInnerTexts();
  await drawer(page)
    .getByRole('button', { name: /发起替换订单/ })
    .click();
  const modal = page.locator('.ant-modal:visible');
  await expect(modal.getByLabel('拆下件号 (P/N)')).toHaveValue(/\S/);
  // an aircraft on the ground needs the unit now: the need date starts at today
  await expect(modal.getByLabel('需求日期')).toHaveValue(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
  await modal.getByLabel('拆下序号 (S/N)').fill(SERIAL);
  await modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(modal).toBeHidden();
  await expect(related).toHaveCount(before.length + 1);
  const exCode = (await related.allInnerTexts()).find((text) => !before.includes(text))!.match(/EX-\d{8}-\d{4}/)![0];
  const link = related.filter({ hasText: exCode });

  // --- follow it: the exchange order's tab, its drawer open, a link back to the AOG order
  await link.click();
  await expect(page).toHaveURL(/\/substitutionOrder\?id=/);
  await expect(page.locator('.portal-tab-bar .portal-tab-active')).toContainText('替换订单');
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText(exCode);
  // the AOG order's drawer stayed with its (hidden) tab
  await expect(page.locator('.ant-drawer-open:visible')).toHaveCount(1);
  const back = drawer(page).locator('[data-testid="record-related"] a', { hasText: aog.code });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/aogOrder\\?id=${aog.id}$`));
  await expect(page.locator('.portal-tab-bar .portal-tab-active')).toContainText('AOG订单');

  // --- closing the drawer drops ?id from the address
  await drawer(page).locator('.ant-drawer-close').click();
  await expect(page).toHaveURL(/\/aogOrder$/);

  // --- the approval inbox: the exchange order I started, its link opens the record at its address
  await page.goto('/approvalManagement');
  await waitForShell(page);
  await page.getByRole('tab', { name: '我发起的' }).click();
  const row = page.locator('.ant-table-row', { hasText: exCode });
  await expect(row).toBeVisible();
  await row.getByText(exCode, { exact: true }).click();
  await drawer(page)
    .getByRole('link', { name: /在「替换订单」中查看/ })
    .click();
  await expect(page).toHaveURL(/\/substitutionOrder\?id=/);
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText(exCode);

  // --- an id that does not exist says so
  await page.goto('/aogOrder?id=aogOrder-999999');
  await waitForShell(page);
  await expect(page.getByText('记录不存在，或你无权查看')).toBeVisible();
  await context.close();
});

test('a record address reaches only its own tab: a list kept in another tab neither opens nor fetches it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { token } = await demoSignIn(page.request, 'manager');
  const aog = (await (await page.request.get('/api/management/aogOrder?pageSize=1', { headers: { AuthenticationToken: token } })).json()).data[0] as {
    id: string;
    code: string;
  };
  // the exchange order list, open in its tab
  await page.goto(`/substitutionOrder?token=${encodeURIComponent(token)}`);
  await waitForShell(page);
  await expect(page.locator('.portal-tab-frame:not([hidden]) .ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  const strayCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/substitutionOrder/')) strayCalls.push(r.url());
  });
  // an AOG order's address, as a link inside the portal opens it
  await page.evaluate(
    (u) => {
      window.history.pushState(null, '', u);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    `/aogOrder?id=${encodeURIComponent(aog.id)}`,
  );
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText(aog.code, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // the exchange order list did not take the AOG order's id for one of its own
  expect(strayCalls).toEqual([]);
  await expect(page.locator('.portal-tab-frame[data-tab="/substitutionOrder"] .ant-drawer-open')).toHaveCount(0);
  await expect(page.getByText('记录不存在，或你无权查看')).toHaveCount(0);
  await context.close();
});
