/**
 * 客户档案: the service manager lists the 20 customers, opens one by its address (contacts with the phone masked,
 * the fleet, the agreements), and an order for a customer on hold warns in the form without refusing.
 */
import { expect, formOf, signedInPage, test } from './fixtures';

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
