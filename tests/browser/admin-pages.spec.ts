/**
 * Administration pages as a keyboard user and an auditor use them: a secrecy level edited without the
 * mouse, and the two log pages filtered on the server and exported to Excel with that filter (the
 * system log opened from the menu, its rows in the table's first render; an entry in its drawer).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test('a secrecy level is edited with the keyboard alone: Tab reaches 编辑, Enter opens the form', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/informationSecretLevel');
  const row = portal
    .content()
    .getByRole('row')
    .filter({ has: page.getByText('PUBLIC', { exact: true }) });
  await expect(row).toBeVisible();

  const rename = async (from: string, to: string) => {
    // start from the row's description cell, as a user reading the row would
    await row.getByRole('cell', { name: '可对外公开的资料' }).click();
    const edit = row.getByRole('button', { name: /编辑/ });
    for (let i = 0; i < 5 && !(await edit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /编辑信息密级/ });
    await expect(dialog).toBeVisible();
    const name = dialog.getByLabel('名称');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(from);
    await name.fill(to);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(to, { exact: true })).toBeVisible();
  };

  await rename('公开', '公开资料');
  // the name is the server's now: a reload shows it
  await page.reload();
  await expect(row.getByText('公开资料', { exact: true })).toBeVisible();
  await rename('公开资料', '公开');
});

/** A multiple select of the search form: pick `option`, then close it (it stays open) and let it finish closing. */
async function pick(page: Page, content: Locator, label: string, option: RegExp) {
  await content.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator('.ant-select-item-option-content', { hasText: option }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** The list's 导出 → 导出 Excel: the export call (with the list's filter) and the saved file. */
async function exportExcel(page: Page, content: Locator, path: string) {
  const exported = page.waitForResponse((r) => r.url().includes(`${path}/export`));
  const download = page.waitForEvent('download');
  await page.mouse.move(0, 0);
  await content.getByRole('button', { name: /导出/ }).hover();
  await page.locator('.ant-dropdown:visible').getByText('导出 Excel', { exact: true }).click();
  const answer = await exported;
  return { url: answer.url(), body: await answer.json(), file: (await download).suggestedFilename() };
}

test('the operation log is filtered on the server, shows an entry in its drawer and exports with that filter', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/logManagement');
  const content = portal.content();
  await expect(content.getByRole('row').nth(1)).toBeVisible();

  // the rows the server has for one module (sign-ins: this test's own is one), as the list says
  await content.getByText('展开', { exact: true }).click();
  const listed = page.waitForResponse((r) => r.url().includes('/logManagement?') && r.url().includes('module=auth'));
  await pick(page, content, '模块', /^auth$/);
  await content.getByRole('button', { name: /查\s*询/ }).click();
  const list = await (await listed).json();
  expect(list.success).toBe(true);
  expect(list.total).toBeGreaterThan(0);
  expect(list.data.every((r: { module: string }) => r.module === 'auth')).toBe(true);
  const rows = content.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(Math.min(list.total, 10));
  await expect(rows.filter({ hasNotText: 'auth' })).toHaveCount(0);
  // the result is a tag in its colour, the user a name with the number under it
  await expect(rows.first().locator('.ant-tag-success')).toHaveText('成功');
  await expect(rows.first()).toContainText('王建国');
  await expect(rows.first()).toContainText('admin');

  // an entry's whole detail is in its drawer
  await rows.first().getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: /操作日志详情/ });
  await expect(drawer).toContainText('127.0.0.1');
  await expect(drawer).toContainText('login');
  // an entry has no history of its own: the server wrote it once
  await expect(drawer).not.toContainText('处理记录');
  await page.screenshot({ path: 'test-results/oplog-drawer.png' });
  await page.keyboard.press('Escape');

  // the export asks for the same filter, saves every matching row and is itself logged
  const exported = await exportExcel(page, content, '/logManagement');
  expect(exported.url).toContain('module=auth');
  expect(exported.body.data.length).toBeGreaterThanOrEqual(list.total);
  expect(exported.body.data.every((r: { module: string }) => r.module === 'auth')).toBe(true);
  expect(exported.file).toMatch(/^操作日志-\d{8}-\d{4}\.xlsx$/);
  await content.getByRole('button', { name: /重\s*置/ }).click();
  await expect(rows.first()).toContainText('导出');
});

test('the system log opens with its rows, filters by level on the server and exports what the filter matches', async ({ page, portal }) => {
  const { token } = await portal.signInQuick('admin');
  // the mock makes its 60,000 log lines on the first call (≈ 500 ms, more on a busy host), which a
  // real log service does not: made here, so that the page's first call meets an answering server
  await page.request.get('/api/management/appLogs?current=1&pageSize=1', { headers: { AuthenticationToken: token } });
  // its first page is asked for once, as its tab opens, and comes with the table's first render; the
  // search form and the toolbar follow in places held for them (the rows do not move)
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/appLogs?') && calls.push(r.url()));
  await portal.watchFirstTable('/appLogs');
  await portal.openMenu('基础运维', '系统日志');
  const content = portal.content();
  await expect(content.getByRole('button', { name: /导出/ })).toBeVisible();
  await expect(content.locator('.ant-pro-table-search form')).toBeVisible();
  await expect(content.locator('.resource-search-pending')).toHaveCount(0);
  const first = await portal.firstTable();
  expect(first).toMatchObject({ rows: 10, form: false, held: true });
  expect((await content.locator('.ant-table-row').first().boundingBox())!.y).toBeCloseTo(first!.top, 0);
  await page.waitForTimeout(500);
  expect(calls).toHaveLength(1);

  // a sort by time goes to the server with the sort
  const times = () => content.locator('.ant-table-tbody tr.ant-table-row td:first-child').allTextContents();
  const newestFirst = await times();
  const sorted = page.waitForResponse((r) => r.url().includes('/appLogs?') && r.url().includes('sortField=time') && r.url().includes('sortOrder=ascend'));
  await content
    .locator('th')
    .filter({ hasText: /^时间$/ })
    .click();
  await sorted;
  await expect.poll(async () => (await times())[0] < newestFirst[newestFirst.length - 1]).toBe(true);
  const oldestFirst = await times();
  expect(oldestFirst).toEqual([...oldestFirst].sort());

  await content.getByText('展开', { exact: true }).click();
  const listed = page.waitForResponse((r) => r.url().includes('/appLogs?') && r.url().includes('level=ERROR'));
  await pick(page, content, '级别', /^ERROR$/);
  await content.getByRole('button', { name: /查\s*询/ }).click();
  const list = await (await listed).json();
  expect(list.total).toBeGreaterThan(0);
  const levels = await content.locator('.ant-table-tbody tr.ant-table-row .ant-tag').allTextContents();
  expect(levels.length).toBeGreaterThan(0);
  expect(new Set(levels)).toEqual(new Set(['ERROR']));
  // the trace id is there to copy; the pages are many, and a page number is typed to jump to it
  await expect(content.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-typography-copy')).toBeVisible();
  await expect(content.locator('.ant-pagination-options-quick-jumper input')).toBeVisible();
  await page.screenshot({ path: 'test-results/syslog-errors.png' });

  const exported = await exportExcel(page, content, '/appLogs');
  expect(exported.url).toContain('level=ERROR');
  expect(exported.body.data.length).toBe(list.total);
  expect(exported.body.data.every((r: { level: string }) => r.level === 'ERROR')).toBe(true);
  expect(exported.file).toMatch(/^系统日志-\d{8}-\d{4}\.xlsx$/);
});
