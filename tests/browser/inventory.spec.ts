/**
 * 库存 in Chromium: an AOG order for an aircraft of 中国国际航空's fleet wanting the APU starter whose last
 * serviceable unit is in stock — sourcing reserves it (the stock page shows it held and nothing
 * available; a second order is refused), the ship step says which certificate goes (FAA 8130-3, which
 * the CAAC customer accepts), shipping issues it with it, named on the order and on its delivery note,
 * and the customer's page lists the order.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoSignIn, formOf, label, signedInPage } from './fixtures';

const LAST_UNIT_PN = '3876022-3'; // mock/lib/seed/inventory.ts: exactly one serviceable unit available
const stamp = String(Date.now()).slice(-6);
const M = '/api/management';

/** An accepted AOG order for the part, made through the API (the AOG desk's own journey is in orders.spec.ts). */
async function acceptedAog(page: Page, token: string, registration: string) {
  const headers = { AuthenticationToken: token };
  const created = await (
    await page.request.post(`${M}/aogOrder`, {
      headers,
      data: {
        customerId: 'C-CCA',
        aircraftRegistration: registration,
        aircraftType: 'A320NEO',
        station: 'PVG',
        aogSince: new Date(Date.now() - 40 * 60_000).toISOString(),
        partNumber: LAST_UNIT_PN,
        partName: 'APU起动机',
        quantity: 1,
        ataChapter: '49',
        contactName: '王工',
        contactPhone: '13912345678',
        faultDescription: `APU 起动失败 ${stamp}，MEL 不允许保留`,
      },
    })
  ).json();
  expect(created.success).toBe(true);
  const accepted = await (
    await page.request.post(`${M}/aogOrder/${created.data.id}/actions/accept`, { headers, data: { version: created.data.version } })
  ).json();
  expect(accepted.success).toBe(true);
  return accepted.data as { id: string; code: string; version: number };
}

async function openOrder(page: Page, code: string) {
  const input = page.getByPlaceholder(/^搜索编号/);
  await input.fill(code);
  await input.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByText('详情', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions').first()).toBeVisible();
  return drawer;
}

async function step(page: Page, drawer: ReturnType<Page['locator']>, action: string, status: string, fill?: (f: ReturnType<typeof formOf>) => Promise<void>) {
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label(action) })
    .click();
  const dialog = formOf(page, `确认${action}`);
  await fill?.(dialog);
  await dialog.modal.getByRole('button', { name: label('确定') }).click();
  await expect(dialog.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText(status, { timeout: 15_000 });
}

test('an AOG order for an aircraft of the fleet reserves the last serviceable unit and ships it with its 8130-3; a second order finds none; the customer page lists it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  const { token } = await demoSignIn(page.request, 'manager');
  // an aircraft of the customer's fleet (the form's pick of it is customers.spec.ts's journey)
  const customer = await (await page.request.get(`${M}/customerProfile/C-CCA`, { headers: { AuthenticationToken: token } })).json();
  const order = await acceptedAog(page, token, String(customer.data.fleet[0].registration));
  const other = await acceptedAog(page, token, 'B-30EE');

  // 开始调件 reserves the unit: in the order's history
  const drawer = await openOrder(page, order.code);
  await step(page, drawer, '开始调件', '调件中');
  await expect(drawer.locator('.ant-timeline')).toContainText('预留库存');
  await expect(drawer.locator('.ant-timeline')).toContainText('WH-PVG SV');

  // the second order wants the same part: none is left, and it says so
  const refused = await (
    await page.request.post(`${M}/aogOrder/${other.id}/actions/source`, { headers: { AuthenticationToken: token }, data: { version: other.version } })
  ).json();
  expect(refused).toMatchObject({ success: false, errorCode: 'STOCK_SHORT' });
  expect(refused.errorMessage).toBe(`件号 ${LAST_UNIT_PN} 可用库存不足：需要 1 件，可用 0 件`);

  // the stock page: the row at Pudong holds the order, nothing available of the P/N
  const stock = await signedInPage(browser, 'staff', '/inventory');
  const search = stock.getByPlaceholder(/^搜索编号/);
  await search.fill(LAST_UNIT_PN);
  await search.press('Enter');
  const held = stock.locator('.ant-table-row', { hasText: order.code });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('上海浦东保税库');
  await held.getByText('详情', { exact: true }).click();
  const totals = stock.getByTestId('inventory-part-totals');
  await expect(totals).toContainText(`件号 ${LAST_UNIT_PN} 合计`);
  await expect(totals.locator('.ant-descriptions-item-content').nth(2)).toHaveText('0');
  await stock.screenshot({ path: 'test-results/inventory-detail.png' });
  await stock.context().close();

  // 发运 says first which certificate goes with the unit, then issues it: the serial with its FAA 8130-3 on the order and on the delivery note
  await step(page, drawer, '发运', '已发运', async (f) => {
    await expect(f.modal.locator('[data-notice="shipping.notice.stock"]')).toContainText('随件适航证书：');
    await expect(f.modal.locator('[data-notice="shipping.notice.stock"]')).toContainText('FAA-8130-3');
    await expect(f.modal.locator('[data-notice="shipping.notice.stock"]')).toContainText('客户要求 AAC-038');
    // from serialised stock: no certificate to type
    await expect(f.modal.getByLabel('证书编号')).toHaveCount(0);
    await f.choose('承运商', '顺丰速运');
    await f.fill('运单号', `SF${stamp}8130`);
    await page.screenshot({ path: 'test-results/inventory-ship-step.png' });
  });
  await expect(drawer.locator('.ant-timeline')).toContainText('库存出库');
  const facts = drawer.locator('.ant-descriptions').first();
  await expect(facts).toContainText('FAA-8130-3');
  await expect(facts.locator('tr').filter({ hasText: '客户要求证书' })).toContainText('CAAC AAC-038');
  await page.screenshot({ path: 'test-results/inventory-shipped-detail.png' });
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await drawer.getByRole('button', { name: /打\s*印/ }).click();
  const sheet = page.getByRole('dialog', { name: '发货单' });
  await expect(sheet).toContainText('FAA-8130-3');
  await expect(sheet.getByRole('heading', { name: '适航证书与运输文件' })).toBeVisible();
  await page.screenshot({ path: 'test-results/inventory-delivery-note.png' });
  await sheet.getByRole('button', { name: /关\s*闭/ }).click();

  // the customer's page lists the order just shipped in its AOG tab
  await page.goto('/customerProfile/C-CCA');
  const view = page.locator('.ant-pro-page-container:visible');
  await expect(view.getByText('要求适航证书')).toBeVisible({ timeout: 60_000 });
  const keyword = view.getByPlaceholder(/^搜索编号/);
  await keyword.fill(order.code);
  await keyword.press('Enter');
  await expect(view.locator('.ant-table-row:visible', { hasText: order.code })).toContainText('已发运', { timeout: 15_000 });
  await page.context().close();
});
