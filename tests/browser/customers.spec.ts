/**
 * 客户档案: the service manager lists the 20 customers, opens one by its address (contacts with the phone masked,
 * the fleet, the agreements), and an order for a customer on hold warns in the form without refusing; the customer's
 * page, opened from a customer name, with its figures and an AOG order made there for an aircraft of its fleet.
 */
import { expect, formOf, label, signedInPage, test } from './fixtures';

test('the customer master: the list, a customer with its contacts, fleet and agreements; a customer on hold warns in an order form', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager', '/customerProfile');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-pagination-total-text')).toContainText('20');

  // the address opens one customer: its codes, the one 24 h AOG contact (phone masked), its fleet
  await page.goto('/customerProfile?id=C-CCA');
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.locator('.ant-drawer-title')).toContainText('CUS-', { timeout: 60_000 });
  await expect(drawer).toContainText('中国国际航空股份有限公司');
  await expect(drawer).toContainText('CCA');
  await expect(drawer).toContainText(/1\d\d\*\*\*\*\d{4}/);
  await expect(drawer).toContainText(/B-[0-9A-Z]{4}/);
  await expect(drawer).toContainText('EXA-CCA-01');
  await page.screenshot({ path: 'test-results/customer-drawer.png' });
  await drawer.locator('.ant-drawer-close').click();

  // an AOG order for 北京首都航空 (on hold): the customer select says so, with the reason
  await page.goto('/aogOrder');
  await page.getByRole('button', { name: /新建AOG订单/ }).click();
  const f = formOf(page, '新建AOG订单');
  await f.choose('客户', '北京首都航空');
  await expect(f.modal.getByRole('status').filter({ hasText: '该客户已暂停' })).toContainText('应收账款逾期');
  await page.screenshot({ path: 'test-results/customer-on-hold.png' });
});

test("the customer's page: opened from a customer name in the AOG list, its figures and AOG tab; an AOG order for an aircraft of its fleet appears there", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // the AOG desk's list, filtered to 中国国际航空 by its address (the link the customer's page gives): the filter shows
  const page = await signedInPage(browser, 'manager', '/aogOrder?customerId=C-CCA');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row:visible');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-pro-query-filter .ant-select').filter({ hasText: '中国国际航空股份有限公司' })).toBeVisible();
  // the customer's name in a row opens the customer's page
  await rows.first().getByRole('link', { name: '中国国际航空股份有限公司' }).click();
  await expect(page).toHaveURL(/\/customerProfile\/C-CCA$/);
  const view = page.locator('.ant-pro-page-container:visible');
  await expect(view.getByText('24 小时 AOG 联系人')).toBeVisible({ timeout: 60_000 });
  await expect(view).toContainText('CCA / CA');
  const openAog = view.getByTestId('figure-openAog').locator('.ant-statistic-content-value');
  const openBefore = Number(await openAog.innerText());
  const aogTab = view.getByRole('tab', { name: /AOG订单/ });
  await expect(aogTab).toHaveAttribute('aria-selected', 'true');
  const countOf = async () => Number(await aogTab.locator('.ant-scroll-number').getAttribute('title'));
  const countBefore = await countOf();
  await expect(view.locator('.ant-pagination-total-text:visible')).toHaveText(`共 ${countBefore} 条`);
  await page.screenshot({ path: 'test-results/customer-view.png' });

  // a new AOG order in the tab: the customer is set; an aircraft of its fleet fills the type and MSN
  const name = `E2E客户页${Date.now().toString(36)}`;
  await view.getByRole('button', { name: /新建AOG订单/ }).click();
  const f = formOf(page, '新建AOG订单');
  await expect(f.modal.locator('.ant-form-item').filter({ hasText: '客户' }).first()).toContainText('中国国际航空股份有限公司');
  const registration = f.modal.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label').getByText('飞机注册号', { exact: true }) });
  await registration.locator('input').click();
  const aircraft = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(aircraft).toContainText('MSN', { timeout: 15_000 });
  const [reg, , msn] = (await aircraft.innerText()).split(' · ');
  await aircraft.click();
  await expect(registration.locator('input')).toHaveValue(reg.trim());
  await expect(
    f.modal
      .locator('.ant-form-item')
      .filter({ has: page.locator('.ant-form-item-label').getByText('MSN', { exact: true }) })
      .locator('input'),
  ).toHaveValue(msn.replace('MSN', '').trim());
  await expect(f.modal.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label').getByText('机型', { exact: true }) })).not.toContainText(
    '请选择',
  );
  await f.choose('航站', 'PEK');
  await f.date('AOG 开始时间', await page.evaluate(() => new Date(Date.now() - 3600_000).toLocaleString('sv').slice(0, 16)));
  await f.fill('件号 (P/N)', 'C24958000');
  await f.fill('件名', name);
  await f.fill('数量', '1');
  await f.fill('24小时联系人', '陈晨');
  await f.fill('24小时联系电话', '13912345678');
  await f.fill('故障描述', '客户页新建：左发引气活门故障');
  await f.modal.getByRole('button', { name: label('保存') }).click();
  await expect(f.modal).toBeHidden({ timeout: 15_000 });

  // it is on the customer's page: in the AOG tab's list, its count and the open-AOG figure
  await expect(view.locator('.ant-table-row:visible', { hasText: name })).toBeVisible({ timeout: 15_000 });
  await expect(openAog).toHaveText(String(openBefore + 1), { timeout: 15_000 });
  await expect.poll(countOf, { timeout: 15_000 }).toBe(countBefore + 1);
});

test("the engineer reads the backbone: a customer's page (the certificate it requires, its repairs) and the stock of a part with its certificates", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'engineer', '/customerProfile/C-CHH');
  const view = page.locator('.ant-pro-page-container:visible');
  await expect(view.locator('.ant-descriptions-item').filter({ hasText: '要求适航证书' })).toContainText('FAA 8130-3', { timeout: 60_000 });
  const repairs = view.getByRole('tab', { name: /返厂维修/ });
  await repairs.click();
  await expect(view.locator('.ant-table-row:visible').first()).toBeVisible({ timeout: 15_000 });
  // the stock of the APU starter: its rows, and the serials' certificates in a row's detail
  await page.goto('/inventory');
  const search = page.getByPlaceholder(/^搜索编号/);
  await search.fill('3876022-3');
  await search.press('Enter');
  const row = page
    .locator('.ant-table-row:visible', { hasText: 'WH-PVG' })
    .or(page.locator('.ant-table-row:visible', { hasText: '上海浦东保税库' }))
    .first();
  await row.getByText('详情', { exact: true }).click();
  await expect(page.locator('.ant-drawer-open')).toContainText('FAA 8130-3');
  await page.context().close();
});
