/**
 * 服务指标: the service manager's home shows this month's key figures (and how many approvals are overdue)
 * and leads to the dashboard; there a
 * figure's records open the AOG desk's list filtered to exactly them (the filter shown), and the list
 * counts what the dashboard said; on-time delivery offers one list per desk, their parts adding up.
 */
import { expect, signedInPage, test } from './fixtures';

test("the home's figures lead to the dashboard; a figure's drill-down list counts what the figure says", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager', '/home');
  // the to-do card says how many approvals are past their time limit
  await expect(page.getByTestId('pending-overdue')).toHaveText(/^其中 \d+ 项已超时$/, { timeout: 60_000 });
  const card = page.getByTestId('home-indicators');
  await expect(card.locator('[data-figure]').first()).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: '查看全部指标' }).click();
  await expect(page).toHaveURL(/\/serviceIndicators$/);

  // this year's figures, the period before beside them
  const view = page.locator('.ant-pro-page-container:visible');
  await view.getByText('本年', { exact: true }).click();
  const year = String(new Date().getFullYear());
  await expect(view.getByTestId('indicators-period')).toContainText(`${year}-01-01 至 ${year}-12-31`);
  const figure = view.locator('[data-figure="aogResponse"]');
  await expect(figure).toContainText('上期', { timeout: 60_000 });
  await expect(view.locator('[data-figure]').first()).not.toContainText(/pp|—/);
  // the definition is the tooltip of the title's icon
  await figure.getByRole('img', { name: 'AOG 响应及时率的定义' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('响应时限');
  const drill = figure.getByTestId('drill-aogResponse');
  const count = Number((await drill.innerText()).match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  // on-time delivery spans the procurement and exchange desks: a link per desk, their parts adding up to its records
  const delivery = view.locator('[data-figure="onTimeDelivery"]');
  const part = async (desk: string) => Number((await delivery.getByTestId(`drill-onTimeDelivery-${desk}`).innerText()).match(/(\d+) 条$/)![1]);
  const parts = [await part('procurementOrder'), await part('substitutionOrder')];
  expect(parts[1]).toBeGreaterThan(0);
  await expect(delivery).toContainText(`${parts[0] + parts[1]} 条记录`);
  await page.screenshot({ path: 'test-results/service-indicators.png' });

  // its records: the AOG list filtered by creation and status, the filter in the search form
  await drill.click();
  await expect(page).toHaveURL(new RegExp(`/aogOrder\\?createdAtFrom=${year}-01-01&createdAtTo=${year}-12-31&status=`));
  const list = page.locator('.ant-pro-page-container:visible');
  await expect(list.locator('.ant-pagination-total-text')).toHaveText(`共 ${count} 条`, { timeout: 60_000 });
  await expect(list.locator('.ant-pro-query-filter')).toContainText('已受理');
});
