/**
 * The order lists in Chromium: export of the current filter (CSV and Excel), bulk close, plain text
 * staying text, and the reason beside every highlighted row.
 */
import { expect, test } from '@playwright/test';
import { formOf, label, signedInPage } from './fixtures';
import { stamp, findRow, openDetail, step, create, fillAog } from './order-steps';

test('export covers every row of the current filter, as CSV and as Excel', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // filter: the closed orders — more than one page of them
  await page.getByText('展开', { exact: true }).click();
  const status = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText('状态', { exact: true }) })
    .locator('.ant-select');
  await status.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '已关闭' }).click();
  await page.keyboard.press('Escape');
  await page.getByPlaceholder(/^搜索编号/).press('Enter');
  await expect(page.locator('.ant-table-row').first()).toContainText('已关闭');
  const totalText = await page.locator('.ant-pagination-total-text').innerText();
  const total = Number(totalText.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(10);

  const exportAs = async (item: string) => {
    await page.mouse.move(0, 0); // leave the button so that hovering opens its menu again
    await page.getByRole('button', { name: /导出/ }).hover();
    const entry = page.locator('.ant-dropdown:visible').getByText(item, { exact: true });
    await expect(entry).toBeVisible();
    await entry.click();
    // the AOG desk holds the contact's phone: the export asks why, and the reason goes to the log
    const why = formOf(page, '导出含个人信息的数据');
    await expect(why.modal).toBeVisible();
    await why.fill('导出原因', '月度关闭订单对账');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), why.modal.getByRole('button', { name: label('确定') }).click()]);
    return download;
  };
  const csv = await exportAs('导出 CSV');
  expect(csv.suggestedFilename()).toMatch(/^AOG订单-\d{8}-\d{4}\.csv$/);
  const text = (await import('node:fs')).readFileSync((await csv.path())!, 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('编号');
  expect(lines[0]).toContain('响应截止');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((l) => l.includes('已关闭'))).toBe(true);

  const xlsx = await exportAs('导出 Excel');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = (await import('node:fs')).readFileSync((await xlsx.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip: an .xlsx workbook
  await page.context().close();
});

test('bulk close: several delivered AOG orders at once, offered only while every selected row allows it', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByText('展开', { exact: true }).click();
  const status = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText('状态', { exact: true }) })
    .locator('.ant-select');
  await status.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '已交付' }).click();
  await page.keyboard.press('Escape');
  await page.getByPlaceholder(/^搜索编号/).press('Enter');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toContainText('已交付');
  const codes = [(await rows.nth(0).locator('td').nth(1).innerText()).trim(), (await rows.nth(1).locator('td').nth(1).innerText()).trim()];
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  const alert = page.locator('.ant-pro-table-alert');
  await expect(alert).toContainText('已选 2 项');
  await alert.getByRole('button', { name: label('关闭') }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '确认关闭' });
  await expect(dialog).toContainText('确定对所选 2 条记录执行“关闭”吗？');
  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await page.getByText(/^重\s*置$/).click(); // drop the status filter
  for (const code of codes) {
    const row = await findRow(page, code);
    await expect(row.locator('.ant-tag')).toHaveText('已关闭');
  }
  await page.context().close();
});

test('plain text stays text: markup typed into an order is stored, shown and exported as the characters typed', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  page.on('dialog', (d) => {
    throw new Error(`a script ran: ${d.message()}`);
  });
  const markup = '<b>粗体</b> javascript:alert(1)';
  const payload = '<img src=x onerror="window.__xss=1">';
  const key = `E2E文本${stamp}`;
  const partName = `=1+1 ${markup} ${key}`; // a spreadsheet would run it as a formula
  const fault = `${payload} ${markup}`;
  const remark = `=1+1 ${payload}`;
  const comment = `受理 ${markup} ${payload}`;
  /** Nothing of the typed markup became an element, and no handler ran. */
  const inert = async () => {
    await expect(page.locator('b', { hasText: '粗体' })).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  };
  await create(
    page,
    '新建AOG订单',
    async (f) => {
      await fillAog(page, f, { hours: 1, registration: 'B-652A', partName, contact: '<b>王伟</b>', fault });
      await f.fill('备注', remark);
    },
    key,
  );
  // the list: the name as typed
  const row = await findRow(page, key);
  await expect(row).toContainText(partName);
  await inert();
  // the detail: every field as typed
  const drawer = await openDetail(page, row);
  const fields = drawer.locator('.ant-descriptions');
  for (const v of [partName, fault, remark, '<b>王伟</b>']) await expect(fields).toContainText(v);
  await inert();
  // the history: a comment as typed
  await step(page, drawer, '受理', '已受理', (f) => f.fill('意见', comment));
  await expect(drawer.locator('.ant-timeline')).toContainText(comment);
  // the address of the record (its own tab title and the document title) carries no typed markup
  expect(await page.title()).not.toContain('<');
  await inert();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  // the export: the row of the current filter, the name as text and neutralised (leading apostrophe)
  await page.getByRole('button', { name: /导出/ }).hover();
  await page.locator('.ant-dropdown:visible').getByText('导出 CSV', { exact: true }).click();
  // the desk holds a contact's phone: the export asks why (the reason typed with markup is text too)
  const why = formOf(page, '导出含个人信息的数据');
  await why.fill('导出原因', `核对 ${markup}`);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), why.modal.getByRole('button', { name: label('确定') }).click()]);
  const csv = (await import('node:fs'))
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1].split(',')).toContain(`'${partName}`);
  await page.waitForTimeout(500); // a late onerror would have fired by now
  await inert();
  await page.context().close();
});

test('a highlighted row says why, in view at 1280 px: the AOG order past its deadline, the lease and the core overdue', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  await page.setViewportSize({ width: 1280, height: 800 });
  const sider = page.locator('.ant-pro-sider');
  for (const [entry, reason] of [
    ['AOG订单', /^超时 \d+ (分钟|小时|天)$/],
    ['租赁订单', /^逾期 \d+ 天$/],
    ['替换订单', /^旧件逾期 \d+ 天$/],
  ] as const) {
    await sider
      .locator('.ant-menu-item')
      .filter({ hasText: new RegExp(`^\\s*${entry}\\s*$`) })
      .first()
      .click();
    const frame = page.locator(`.portal-tab-frame:visible`);
    const badge = frame.locator('.resource-row-error').first().getByTestId('row-reason');
    await expect(badge).toHaveText(reason);
    // beside the status, not behind the horizontal scroll
    await expect(badge).toBeInViewport({ ratio: 1 });
    // a row that is not highlighted has no reason
    await expect(frame.locator('.ant-table-row:not(.resource-row-error)').first().getByTestId('row-reason')).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/orders/reason-1280.png' });
  await page.context().close();
});
