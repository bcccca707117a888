/**
 * The steps the order desks' journeys share: finding and opening a record, running an action through
 * its dialog, creating through the form, approving in 审批管理, filling line items and an AOG order.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { formOf, label, signedInPage, step, type DemoUserNo } from './fixtures';

export { step };

export const stamp = String(Date.now()).slice(-6);
/** A calendar date from today, in China Standard Time (the business's dates; the mock derives with them). */
export const today = (days = 0) => new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

/** The row of the test record, found with the list's keyword filter. */
export async function findRow(page: Page, keyword: string): Promise<Locator> {
  const input = page.getByPlaceholder(/^搜索编号/);
  await input.fill(keyword);
  await input.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: keyword });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the detail drawer of the row. */
export async function openDetail(page: Page, row: Locator): Promise<Locator> {
  await row.getByText('详情', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions')).toBeVisible();
  return drawer;
}

/** Creates a record through the page's create form; answers its code (from the list). */
export async function create(page: Page, title: string, fill: (f: ReturnType<typeof formOf>) => Promise<void>, keyword: string): Promise<string> {
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const form = formOf(page, title);
  await expect(form.modal).toBeVisible();
  await fill(form);
  await form.modal.getByRole('button', { name: label('保存') }).click();
  await expect(form.modal).toBeHidden({ timeout: 15_000 });
  const row = await findRow(page, keyword);
  return (await row.locator('td').nth(1).innerText()).trim();
}

/** A time `hours` ago, in the browser's own time zone (what the date picker reads). */
export const hoursAgo = (page: Page, hours: number) =>
  page.evaluate((h) => {
    const d = new Date(Date.now() - h * 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }, hours);

/** Fills the create form of an AOG order of 海南航空 at HAK, grounded `hours` ago. */
export async function fillAog(
  page: Page,
  f: ReturnType<typeof formOf>,
  v: { hours: number; registration: string; partName: string; contact: string; fault: string },
) {
  await f.choose('客户', '海南航空');
  await f.fill('飞机注册号', v.registration);
  await f.choose('航站', 'HAK 海口美兰');
  await f.date('AOG 开始时间', await hoursAgo(page, v.hours));
  await f.fill('件号 (P/N)', 'C24958000');
  await f.fill('件名', v.partName);
  await f.fill('数量', '1');
  await f.fill('24小时联系人', v.contact);
  await f.fill('24小时联系电话', '13912345678');
  await f.fill('故障描述', v.fault);
}

/**
 * In 审批管理 › 我的待办: approve the record's pending task — or, given the names of its nodes the user
 * decides one after the other, each of them in turn on the same page (each node's task shows only once
 * the one before it is approved).
 */
export async function approve(browser: Browser, user: DemoUserNo, code: string, nodes: string[] = ['']) {
  const page = await signedInPage(browser, user, '/approvalManagement');
  const search = page.getByLabel('单号 / 摘要 / 申请人').first();
  for (const node of nodes) {
    await search.fill(code);
    await search.press('Enter');
    const row = page.locator('.ant-table-row:visible', { hasText: code }).filter({ hasText: node });
    await expect(row).toHaveCount(1);
    await row.getByText('通过', { exact: true }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: code });
    await modal.locator('textarea').fill('同意');
    await modal.getByTestId('form-submit').click();
    await expect(modal).toBeHidden({ timeout: 15_000 });
    await expect(page.locator('.ant-message')).toContainText('已通过', { timeout: 15_000 });
  }
  await page.context().close();
}

/** A cell of a line-items table, by its accessible name ("第 2 行 件号 (P/N)"). */
export const cell = (scope: Locator, row: number, name: string) => scope.getByLabel(`第 ${row} 行 ${name}`, { exact: true });

/** Fills one line of a line-items table: typed cells, and chosen options of the select cells. */
export async function fillLine(page: Page, scope: Locator, row: number, typed: Record<string, string>, chosen: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(typed)) await cell(scope, row, name).fill(value);
  for (const [name, option] of Object.entries(chosen)) {
    const select = scope.locator('.ant-select').filter({ has: page.getByLabel(`第 ${row} 行 ${name}`, { exact: true }) });
    await expect(async () => {
      await select.click();
      await cell(scope, row, name).fill(option);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
      await expect(select).toContainText(option, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
}

/** The three lines of the test order: P/N, name, quantity, unit, condition — and the unit price quoted. */
export const procurementLines = (name: string) => [
  { pn: '2118142-2', name: `${name}-刹车组件`, quantity: '3', unit: '套', condition: 'OH 大修件', price: '1250.5' },
  { pn: '3291238-4', name: `${name}-调节活门`, quantity: '2', unit: '件', condition: 'NE 新件', price: '800' },
  { pn: 'C24958000', name: `${name}-密封圈`, quantity: '1', unit: '组', condition: 'SV 可用件', price: '99.99' },
];
