/**
 * The order desks in Chromium, each order from its creation to its closing through the pages only:
 * 采购订单 (quote → confirm → ship → deliver → close), the order form's validation and stale edits,
 * AOG订单 (with its countdown) and the P/N picker. 租赁订单 and 替换订单 are in orders-approved.spec.ts,
 * the lists' export, bulk actions and highlighted rows in orders-lists.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { demoSignIn, formOf, label, signedInPage } from './fixtures';
import { stamp, today, findRow, openDetail, step, create, fillAog, cell, fillLine, procurementLines } from './order-steps';

test('procurement: three lines, draft → submitted → quoted (a price per line) → printed → confirmed → shipped → delivered → closed', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'manager', '/procurementOrder');
  const lines = procurementLines(`E2E采购件${stamp}`);
  const pnKey = `P${stamp}`; // the P/Ns of lines 2 and 3 start with it: the keyword that finds the order
  // line 1 is a catalogued part: the quote shows its list price and takes it with one press
  const { token: lookup } = await demoSignIn(page.request, 'manager');
  // its price list for the customer: the list price, less the discount of the customer's parts agreement covering it
  const catalogued = (
    await (await page.request.get('/api/management/parts', { headers: { AuthenticationToken: lookup }, params: { q: '3214552', customerId: 'C-CES' } })).json()
  ).data[0] as { partNumber: string; listPrice: number; currency: string; price: { from: string; unitPrice: number; agreementNo: string | null } };
  const priceFrom = catalogued.price.from === 'AGREEMENT' ? '目录价减协议折扣' : '产品目录价';
  const pnOf = (i: number) => (i === 0 ? catalogued.partNumber : `${pnKey}-${i + 1}`);
  const code = await create(
    page,
    '新建采购订单',
    async (f) => {
      await f.choose('客户', '中国东方航空');
      // the form starts with one blank line (unit 件); two more are added
      await expect(cell(f.modal, 1, '单位')).toBeAttached();
      await expect(f.modal.locator('.resource-lines .ant-table-row')).toHaveCount(1);
      for (let i = 0; i < lines.length; i++) {
        if (i > 0) await f.modal.getByRole('button', { name: /添加一行/ }).click();
        const l = lines[i];
        await fillLine(page, f.modal, i + 1, { '件号 (P/N)': pnOf(i), 件名: l.name, 数量: l.quantity }, { 单位: l.unit, 件况: l.condition });
      }
      await expect(f.modal.locator('.resource-lines .ant-table-row')).toHaveCount(3);
      await expect(f.modal.locator('.resource-lines')).toContainText('共 3 行');
      await expect(f.modal.locator('.resource-lines-totals')).toContainText('数量 6');
      await f.choose('适航证书', 'EASA Form 1');
      await f.choose('优先级', '紧急');
      await f.date('需求日期', today(20));
      await f.modal.screenshot({ path: 'test-results/procurement-form.png' });
    },
    pnKey,
  );
  expect(code).toMatch(/^PO-\d{8}-\d{4}$/);
  const drawer = await openDetail(page, await findRow(page, pnKey));
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText('草稿');
  // the lines, as typed, in the detail's table
  const view = drawer.locator('.resource-lines-view');
  await expect(view.locator('.ant-table-row')).toHaveCount(3);
  for (let i = 0; i < lines.length; i++) {
    const row = view.locator('.ant-table-row').nth(i);
    for (const v of [pnOf(i), lines[i].name, lines[i].unit, lines[i].condition]) await expect(row).toContainText(v);
  }
  // the catalogued line was priced from the price list when the order was saved, and says where from
  await expect(view.locator('.ant-table-row').first()).toContainText(priceFrom);
  if (catalogued.price.agreementNo) await expect(view.locator('.ant-table-row').first()).toContainText(catalogued.price.agreementNo);
  await expect(drawer.getByRole('button', { name: /打\s*印/ })).toHaveCount(0); // nothing to print before a quote
  await step(page, drawer, '提交', '已提交');
  await step(page, drawer, '报价', '已报价', async (f) => {
    // one price per line; the lines themselves are shown read-only beside it
    await expect(f.modal.locator('.resource-lines .ant-table-row')).toHaveCount(3);
    // the quote starts from the price list: the catalogued line at its price-list price, in its currency
    await expect(cell(f.modal, 1, '报价单价')).toHaveValue(catalogued.price.unitPrice.toFixed(2));
    await expect(f.modal.getByTestId('list-price-hint')).toHaveCount(1);
    // the hint under it says where that price comes from
    const hint = f.modal.locator('.resource-lines .ant-table-row').first().getByTestId('list-price-hint');
    await expect(hint).toContainText(catalogued.price.agreementNo ? catalogued.price.agreementNo : '（产品目录价）');
    await f.modal.screenshot({ path: 'test-results/procurement-quote-start.png' });
    await f.modal.getByTestId('fill-list-prices').click();
    await expect(cell(f.modal, 1, '报价单价')).toHaveValue(catalogued.price.unitPrice.toFixed(2));
    await expect(cell(f.modal, 2, '报价单价')).toHaveValue('');
    await expect(f.modal.locator('.ant-form-item').filter({ hasText: '币种' }).locator('.ant-select')).toContainText(catalogued.currency);
    // the sales desk quotes: a list price is advice
    for (let i = 0; i < lines.length; i++) {
      await expect(f.modal.locator('.resource-lines .ant-table-row').nth(i)).toContainText(pnOf(i));
      await cell(f.modal, i + 1, '报价单价').fill(lines[i].price);
    }
    await expect(f.modal.locator('.resource-lines-totals')).toContainText('5,451.49');
    await f.choose('币种', 'USD');
    await f.date('报价有效期至', today(30));
  });
  // amounts = quantity × unit price; total = their sum
  for (const [i, amount] of ['3,751.50', '1,600.00', '99.99'].entries()) await expect(view.locator('.ant-table-row').nth(i)).toContainText(amount);
  await expect(view.locator('.resource-lines-totals')).toContainText('数量 6');
  await expect(view.locator('.resource-lines-totals')).toContainText('5,451.49');
  await expect(drawer.locator('.ant-descriptions')).toContainText('5,451.49');
  // quoted at another price than the price list's: the line says so
  await expect(view.locator('.ant-table-row').first()).toContainText('报价改写');
  await page.screenshot({ path: 'test-results/procurement-detail.png' });

  // 打印: the quote laid out alone, with its lines and total, and the browser's print dialog asked for
  await page.evaluate(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => void (window as unknown as { __printed: number }).__printed++;
  });
  await drawer.getByRole('button', { name: /打\s*印/ }).click();
  const sheet = page.getByRole('dialog', { name: '报价单' });
  await expect(sheet).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await expect(page.locator('body')).toHaveClass(/resource-printing/);
  await expect(sheet.locator('h1')).toHaveText('报价单');
  await expect(sheet).toContainText(`单号：${code}`);
  await expect(sheet).toContainText('中国东方航空');
  await expect(sheet).toContainText('USD');
  await expect(sheet).toContainText(today(30));
  const printed = sheet.locator('.resource-lines-view .ant-table-row');
  await expect(printed).toHaveCount(3);
  for (let i = 0; i < lines.length; i++) await expect(printed.nth(i)).toContainText(pnOf(i));
  await expect(sheet.locator('.resource-lines-totals')).toContainText('5,451.49');
  await expect(sheet.locator('footer')).toContainText('客户确认');
  await page.screenshot({ path: 'test-results/procurement-print.png' });
  // on paper: the sheet only (the shell is hidden by the print stylesheet)
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.portal-tab-bar')).toBeHidden();
  await expect(sheet.locator('.resource-print-toolbar')).toBeHidden();
  await expect(printed.first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/resource-printing/);
  await expect(drawer).toBeVisible();

  await step(page, drawer, '确认订单', '已确认');
  await step(page, drawer, '发运', '已发运', async (f) => {
    await f.choose('承运商', '顺丰速运');
    await f.fill('运单号', `sf${stamp}0001`);
    // parts bought in, not from serialised stock: the certificate going with them, of the type the order asks
    await f.choose('适航证书', 'EASA Form 1');
    await f.fill('证书编号', `EASA${stamp}`);
  });
  await expect(drawer).toContainText(`SF${stamp}0001`);
  await step(page, drawer, '确认交付', '已交付');
  // the delivery papers go with the order: an attachment of its document type, listed and in the timeline
  const upload = drawer.locator('.resource-attachments-upload');
  await upload.getByLabel('附件类型').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '适航证书' }).click();
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: `8130-3-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 certificate') });
  await expect(drawer.locator('.resource-attachments')).toContainText(`8130-3-${stamp}.pdf`);
  await expect(drawer.locator('.resource-attachments')).toContainText('适航证书');
  await expect(drawer.locator('.ant-timeline')).toContainText('上传附件');
  await step(page, drawer, '关闭', '已关闭');
  await expect(drawer.locator('.ant-drawer-extra button').filter({ hasNotText: /打\s*印/ })).toHaveCount(0); // a closed order: nothing left to do but print
  const timeline = drawer.locator('.ant-timeline');
  for (const entry of ['创建', '提交', '报价', '确认订单', '发运', '确认交付', '关闭']) await expect(timeline.getByText(entry, { exact: true })).toBeVisible();
  // a toast under the pointer stays while hovered: leave it, let it go, then close the drawer
  await page.mouse.move(0, 450);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 40_000 });
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // 常用筛选: the search that finds this order, saved under a name, applied again after a reset
  const filterName = `E2E筛选${stamp}`;
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  const savedFilters = page.getByRole('button', { name: /常用筛选/ });
  await savedFilters.click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /保存当前筛选/ })
    .click();
  const naming = page.locator('.ant-modal').filter({ hasText: '筛选名称' });
  await naming.getByLabel('筛选名称').fill(filterName);
  await naming.getByRole('button', { name: label('确定') }).click();
  await expect(naming).toBeHidden();
  await expect(page.locator('.ant-message')).toContainText(`已保存筛选“${filterName}”`);
  await page.getByText(/^重\s*置$/).click();
  const keyword = page.getByPlaceholder(/^搜索编号/);
  await expect(keyword).toHaveValue('');
  await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(1);
  await savedFilters.click();
  const popover = page.locator('.ant-popover:visible');
  await expect(popover).toContainText('个条件');
  await popover.getByRole('button', { name: filterName, exact: true }).click();
  await expect(keyword).toHaveValue(pnKey);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText(code);
  // and deleted again, after a confirmation
  await savedFilters.click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: `删除 ${filterName}` })
    .click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText(`已删除筛选“${filterName}”`);
  // a saved filter that also sets a field of the form's collapsed part opens the form to apply it
  const token = (await page.evaluate(() => localStorage.getItem('AuthenticationToken')))!;
  const both = `E2E状态${stamp}`;
  const saved = await page.request.post('/api/management/savedFilters', {
    headers: { AuthenticationToken: token },
    data: { resource: 'procurementOrder', name: both, query: { keyword: pnKey, status: 'CLOSED' } },
  });
  expect((await saved.json()).success).toBe(true);
  await page.getByText(/^重\s*置$/).click();
  await expect(keyword).toHaveValue('');
  const statusField = page.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label').getByText('状态', { exact: true }) });
  await expect(statusField).toHaveCount(0); // collapsed: not rendered
  await savedFilters.click();
  // the list call that applies it carries the collapsed field's value too
  const applied = page.waitForRequest(
    (r) => r.url().includes('/procurementOrder?') && r.url().includes('status=CLOSED') && r.url().includes(`keyword=${pnKey}`),
  );
  await page.locator('.ant-popover:visible').getByRole('button', { name: both, exact: true }).click();
  await applied;
  await expect(statusField).toContainText('已关闭');
  await expect(keyword).toHaveValue(pnKey);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toContainText(code);
  await page.context().close();
});

test('the order form: an empty save names what is missing, a past date is refused; an edit made stale by someone else keeps what was typed and loads their version on request; a stale action loads it and is confirmed again', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager', '/procurementOrder');
  const pnKey = `S${stamp}`;
  await page.getByRole('button', { name: /新建采购订单/ }).click();
  const f = formOf(page, '新建采购订单');
  const save = () => f.modal.getByRole('button', { name: label('保存') }).click();
  await save();
  // the form's own fields under each field, the lines' under their table
  const errors = f.modal.locator('.ant-form-item-explain-error, .resource-lines-error');
  for (const message of ['请选择客户', '请填写件号 (P/N)', '请填写数量', '请选择优先级'])
    await expect(errors.filter({ hasText: message }).first()).toBeVisible();

  await f.choose('客户', '中国国际航空');
  await fillLine(page, f.modal, 1, { '件号 (P/N)': `${pnKey}-1`, 件名: '空调组件温度传感器', 数量: '3' }, { 件况: 'NE 新件' });
  await f.choose('适航证书', 'FAA 8130-3');
  await f.choose('优先级', '紧急');
  await f.date('需求日期', '2020-01-01');
  await save();
  await expect(errors.filter({ hasText: '需求日期不能早于今天' })).toBeVisible();
  await expect(f.modal).toBeVisible(); // the dialog stays with what was typed, and nothing is stored
  const token = (await page.evaluate(() => localStorage.getItem('AuthenticationToken')))!;
  const headers = { AuthenticationToken: token };
  const stored = async () => (await (await page.request.get('/api/management/procurementOrder', { headers, params: { keyword: pnKey } })).json()).data;
  expect(await stored()).toHaveLength(0);
  await f.date('需求日期', today(30));
  await save();
  await expect(f.modal).toBeHidden({ timeout: 15_000 });
  const row = await findRow(page, pnKey);

  // someone else saves the order while this user edits it
  await row.getByText('编辑', { exact: true }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: '编辑采购订单' });
  await expect(cell(edit, 1, '数量')).toHaveValue('3');
  const [order] = await stored();
  const theirs = await page.request.put(`/api/management/procurementOrder/${order.id}`, {
    headers,
    data: { remark: `他人修改 ${stamp}`, version: order.version },
  });
  expect((await theirs.json()).success).toBe(true);

  await cell(edit, 1, '件名').fill('空调温度传感器（改）');
  await edit.getByRole('button', { name: label('保存') }).click();
  await expect(edit.getByText(/该记录已被他人修改/).first()).toBeVisible();
  await expect(cell(edit, 1, '件名')).toHaveValue('空调温度传感器（改）');
  const after = await (await page.request.get(`/api/management/procurementOrder/${order.id}`, { headers })).json();
  expect(after.data).toMatchObject({ remark: `他人修改 ${stamp}`, version: order.version + 1, lines: [{ partName: '空调组件温度传感器' }] });
  await edit.getByRole('button', { name: /载入最新内容/ }).click();
  await expect(edit.getByLabel('备注')).toHaveValue(`他人修改 ${stamp}`);
  await expect(cell(edit, 1, '件名')).toHaveValue('空调组件温度传感器');
  await edit.getByRole('button', { name: label('取消') }).click();
  await expect(edit).toBeHidden();

  // an action made stale the same way: the latest version is loaded and the user confirms again
  const drawer = await openDetail(page, row);
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('取消订单') })
    .click();
  const cancel = formOf(page, '确认取消订单');
  await cancel.modal.getByRole('textbox').first().fill(`客户撤回 ${stamp}`);
  const [latest] = await stored();
  expect(
    (
      await (
        await page.request.put(`/api/management/procurementOrder/${order.id}`, { headers, data: { remark: `再次修改 ${stamp}`, version: latest.version } })
      ).json()
    ).success,
  ).toBe(true);
  await cancel.modal.getByRole('button', { name: label('确定') }).click();
  await expect(cancel.modal.getByText('该记录已被他人修改，已载入最新版本，请确认后重试')).toBeVisible();
  await cancel.modal.getByRole('button', { name: label('确定') }).click();
  await expect(cancel.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText('已取消', { timeout: 15_000 });
  await page.context().close();
});

test('AOG: submitted with a live countdown → accepted → sourcing → shipped → delivered → closed', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  const name = `E2E停场件${stamp}`;
  const code = await create(
    page,
    '新建AOG订单',
    (f) => fillAog(page, f, { hours: 2, registration: 'b-652a', partName: name, contact: '王伟', fault: '主轮刹车磨损超限，飞机停场' }),
    name,
  );
  expect(code).toMatch(/^AOG-\d{8}-\d{4}$/);
  const row = await findRow(page, name);
  await expect(row).toContainText('B-652A');
  // the response deadline counts down, second by second
  const timer = row.getByRole('timer');
  await expect(timer).toContainText('剩余 1:59');
  const first = await timer.innerText();
  await expect(timer).not.toHaveText(first, { timeout: 5_000 });
  const drawer = await openDetail(page, row);
  await step(page, drawer, '受理', '已受理');
  await expect(drawer).toContainText('已响应');
  await step(page, drawer, '开始调件', '调件中');
  await step(page, drawer, '发运', '已发运', async (f) => {
    await f.choose('承运商', '中国国际货运航空');
    await f.fill('运单号', `CA${stamp}99`);
  });
  await step(page, drawer, '确认交付', '已交付');
  await step(page, drawer, '关闭', '已关闭');
  await page.context().close();
});

test('the P/N picker: a part with its stock fills its name; a superseded one offers its replacement, one out of stock its alternates; an uncatalogued P/N is saved', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager', '/aogOrder');
  const { token } = await demoSignIn(page.request, 'manager');
  const answer = await (await page.request.get('/api/management/parts', { headers: { AuthenticationToken: token }, params: { q: '3214552' } })).json();
  const part = answer.data[0] as { partNumber: string; productName: string; leadTimeDays: number };
  const name = `E2E选件${stamp}`;
  await page.getByRole('button', { name: /新建AOG订单/ }).click();
  const f = formOf(page, '新建AOG订单');
  await fillAog(page, f, { hours: 1, registration: 'B-652A', partName: name, contact: '王伟', fault: '选件测试' });
  const pn = f.modal
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText('件号 (P/N)', { exact: true }) })
    .locator('input')
    .first();
  const partName = f.modal
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText('件名', { exact: true }) })
    .locator('input')
    .first();
  // typing part of a P/N offers the catalogued parts: P/N, name, price, lead time
  await pn.fill('3214552');
  const option = page.getByTestId(`part-option-${part.partNumber}`);
  await expect(option).toContainText(part.productName);
  await expect(option).toContainText(`交货期 ${part.leadTimeDays} 天`);
  await page.screenshot({ path: 'test-results/part-picker.png' });
  await option.click();
  await expect(pn).toHaveValue(part.partNumber);
  await expect(partName).toHaveValue(part.productName);
  await expect(f.modal.getByTestId('part-uncatalogued')).toHaveCount(0);
  await expect(f.modal.getByTestId('part-chosen')).toContainText('可用库存');
  // a superseded part offers its replacement and says so
  await pn.fill('822-1468-002');
  await expect(page.getByTestId('part-superseded-822-1468-002')).toHaveText('已被 822-1468-002A 替代（自 2026-03-01）');
  await expect(page.getByTestId('part-offer-822-1468-002-822-1468-002A')).toContainText('替代件');
  // a part with none available offers the alternates in stock, with their interchangeability; choosing one fills the line with it
  await pn.fill('2118142-2');
  await expect(page.getByTestId('part-available-2118142-2')).toHaveText('无可用库存');
  const alternate = page.getByTestId('part-offer-2118142-2-2118142-2B');
  await expect(alternate).toContainText('可互换件 · 双向互换');
  await expect(alternate).toContainText(/可用库存 [1-9]/);
  await page.screenshot({ path: 'test-results/part-picker-alternates.png' });
  await alternate.click();
  await expect(pn).toHaveValue('2118142-2B');
  await expect(partName).not.toHaveValue(part.productName);
  // a P/N the catalogue does not have: a warning, and the order is saved all the same
  await pn.fill(`ZZ-E2E-${stamp}`);
  await expect(f.modal.getByTestId('part-uncatalogued')).toBeVisible();
  await partName.fill(name);
  await f.modal.screenshot({ path: 'test-results/part-picker-uncatalogued.png' });
  await f.modal.getByRole('button', { name: label('保存') }).click();
  await expect(f.modal).toBeHidden({ timeout: 15_000 });
  await expect(await findRow(page, `ZZ-E2E-${stamp}`)).toContainText(name);
  await page.context().close();
});
