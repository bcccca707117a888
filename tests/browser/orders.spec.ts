/**
 * The four order desks in Chromium, each order from its creation to its closing through the pages
 * only: 采购订单 (quote → confirm → ship → deliver → close), AOG订单 (with its countdown), 租赁订单
 * and 替换订单 (their approve step runs through 审批管理, the workflow's inbox; while in approval the
 * order is locked).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { demoSignIn, formOf, label, signedInPage, type DemoUserNo } from './fixtures';

const stamp = String(Date.now()).slice(-6);
/** A calendar date from today, in China Standard Time (the business's dates; the mock derives with them). */
const today = (days = 0) => new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

/** The row of the test record, found with the list's keyword filter. */
async function findRow(page: Page, keyword: string): Promise<Locator> {
  const input = page.getByPlaceholder('编号、件号、名称等');
  await input.fill(keyword);
  await input.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: keyword });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the detail drawer of the row. */
async function openDetail(page: Page, row: Locator): Promise<Locator> {
  await row.getByText('详情', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions')).toBeVisible();
  return drawer;
}

/** Presses an action button of the drawer, fills its dialog, confirms, and waits for the new status. */
async function step(page: Page, drawer: Locator, action: string, status: string, fill?: (f: ReturnType<typeof formOf>) => Promise<void>) {
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label(action) })
    .click();
  const dialog = formOf(page, `确认${action}`);
  await expect(dialog.modal).toBeVisible();
  await fill?.(dialog);
  await dialog.modal.getByRole('button', { name: label('确定') }).click();
  await expect(dialog.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText(status, { timeout: 15_000 });
}

/** Creates a record through the page's create form; answers its code (from the list). */
async function create(page: Page, title: string, fill: (f: ReturnType<typeof formOf>) => Promise<void>, keyword: string): Promise<string> {
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
const hoursAgo = (page: Page, hours: number) =>
  page.evaluate((h) => {
    const d = new Date(Date.now() - h * 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }, hours);

/** Fills the create form of an AOG order of 海南航空 at HAK, grounded `hours` ago. */
async function fillAog(page: Page, f: ReturnType<typeof formOf>, v: { hours: number; registration: string; partName: string; contact: string; fault: string }) {
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

/** In 审批管理 › 我的待办: approve the record's pending task. */
async function approve(browser: Browser, user: DemoUserNo, code: string) {
  const page = await signedInPage(browser, user, '/approvalManagement');
  const search = page.getByLabel('单号 / 摘要 / 申请人').first();
  await search.fill(code);
  await search.press('Enter');
  const row = page.locator('.ant-table-row:visible', { hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByText('通过', { exact: true }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: code });
  await modal.locator('textarea').fill('同意');
  await modal.getByTestId('form-submit').click();
  await expect(page.locator('.ant-message')).toContainText('已通过', { timeout: 15_000 });
  await page.context().close();
}

/** A cell of a line-items table, by its accessible name ("第 2 行 件号 (P/N)"). */
const cell = (scope: Locator, row: number, name: string) => scope.getByLabel(`第 ${row} 行 ${name}`, { exact: true });

/** Fills one line of a line-items table: typed cells, and chosen options of the select cells. */
async function fillLine(page: Page, scope: Locator, row: number, typed: Record<string, string>, chosen: Record<string, string> = {}) {
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
const procurementLines = (name: string) => [
  { pn: '2118142-2', name: `${name}-刹车组件`, quantity: '3', unit: '套', condition: 'OH 大修件', price: '1250.5' },
  { pn: '3291238-4', name: `${name}-调节活门`, quantity: '2', unit: '件', condition: 'NE 新件', price: '800' },
  { pn: 'C24958000', name: `${name}-密封圈`, quantity: '1', unit: '组', condition: 'SV 可用件', price: '99.99' },
];

test('procurement: three lines, draft → submitted → quoted (a price per line) → printed → confirmed → shipped → delivered → closed', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'manager', '/procurementOrder');
  const lines = procurementLines(`E2E采购件${stamp}`);
  const pnKey = `P${stamp}`; // the P/Ns of lines 2 and 3 start with it: the keyword that finds the order
  // line 1 is a catalogued part: the quote shows its list price and takes it with one press
  const { token: lookup } = await demoSignIn(page.request, 'manager');
  const catalogued = (await (await page.request.get('/api/management/parts', { headers: { AuthenticationToken: lookup }, params: { q: '3214552' } })).json())
    .data[0] as { partNumber: string; listPrice: number; currency: string };
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
  await expect(drawer.getByRole('button', { name: /打\s*印/ })).toHaveCount(0); // nothing to print before a quote
  await step(page, drawer, '提交', '已提交');
  await step(page, drawer, '报价', '已报价', async (f) => {
    // one price per line; the lines themselves are shown read-only beside it
    await expect(f.modal.locator('.resource-lines .ant-table-row')).toHaveCount(3);
    // the catalogued line shows its list price; one press puts it in, with the catalogue's currency
    await expect(f.modal.getByTestId('list-price-hint')).toHaveCount(1);
    await expect(f.modal.locator('.resource-lines .ant-table-row').first().getByTestId('list-price-hint')).toContainText(catalogued.currency);
    await f.modal.getByTestId('fill-list-prices').click();
    await expect(cell(f.modal, 1, '报价单价')).toHaveValue(catalogued.listPrice.toFixed(2));
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
  const keyword = page.getByPlaceholder('编号、件号、名称等');
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

test('the P/N picker: a catalogued part is chosen and fills its name; an uncatalogued P/N is saved under a warning', async ({ browser }) => {
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

test('lease: submitted → approved in 审批管理 → dispatched → on lease → returned → inspected → closed', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'manager', '/leaseOrder');
  const name = `E2E租赁件${stamp}`;
  const code = await create(
    page,
    '新建租赁订单',
    async (f) => {
      await f.choose('客户', '四川航空');
      await f.fill('件号 (P/N)', '1746W39G09');
      await f.fill('件名', name);
      await f.date('起租日期', today(1));
      await f.fill('租期（天）', '30');
      await f.fill('日租金', '1800');
      await f.choose('币种', 'CNY');
      await f.fill('押金', '54000');
    },
    name,
  );
  expect(code).toMatch(/^LS-\d{8}-\d{4}$/);
  let row = await findRow(page, name);
  await expect(row).toContainText(today(31)); // return due = start + 30 days
  // in approval the order is locked: no edit in the row nor in the drawer, no attachment changes, and the drawer says why
  await expect(row.getByText('编辑', { exact: true })).toHaveCount(0);
  const locked = await openDetail(page, row);
  await expect(locked.locator('.resource-locked')).toContainText('正在审批中');
  await expect(locked.locator('.ant-drawer-extra').getByRole('button', { name: label('编辑') })).toHaveCount(0);
  await expect(locked.getByRole('button', { name: /上传附件/ })).toHaveCount(0);
  await locked.locator('.ant-drawer-close').click();
  await expect(locked).toBeHidden();
  // the applicant (李敏) never approves her own order: 王建国 decides both nodes
  await approve(browser, 'admin', code); // 客服经理审核
  await approve(browser, 'admin', code); // 财务审核
  await page.reload();
  row = await findRow(page, name);
  await expect(row.locator('.ant-tag', { hasText: '已批准' })).toBeVisible();
  const drawer = await openDetail(page, row);
  await step(page, drawer, '发出租赁件', '已发出', async (f) => f.fill('序号 (S/N)', `sn${stamp}`));
  await step(page, drawer, '确认起租', '租赁中');
  await step(page, drawer, '确认归还', '已归还');
  await step(page, drawer, '检验', '已检验', async (f) => f.choose('检验结论', '可用'));
  await step(page, drawer, '关闭', '已关闭');
  await expect(drawer).toContainText(`SN${stamp}`);
  await page.context().close();
});

test('lease extension and return: an overdue order on lease extended (the extension in the detail), then returned with its overdue fee shown, confirmed, on the record and its return note', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, 'manager', '/leaseOrder');
  // overdue orders on lease come first when no sort is chosen
  const row = page.locator('.ant-table-row', { has: page.locator('.ant-tag', { hasText: '租赁中' }) }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  const drawer = await openDetail(page, row);
  const item = (name: string) => drawer.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::*[1]');
  // the due date reads with how far past it is ("2026-09-15 逾期 73 天"), the overdue days as a tag
  const due = (await item('应还日期').innerText()).match(/\d{4}-\d{2}-\d{2}/)![0];
  const overdueBefore = Number((await item('逾期天数').innerText()).match(/\d+/)![0]);
  expect(overdueBefore).toBeGreaterThan(2);

  // extend by two days: within the configured days, granted at once
  const later = new Date(Date.parse(`${due}T00:00:00Z`) + 2 * 86400_000).toISOString().slice(0, 10);
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('续租') })
    .click();
  const ext = formOf(page, '确认续租');
  await expect(ext.modal).toContainText(`当前应还日期 ${due}`);
  await ext.fill('续租原因', '送修件返厂周期延长');
  // Enter in the date submits the dialog: a date not after the due date is refused on the field, nothing lost
  await ext.date('新的应还日期', due);
  await expect(ext.modal).toContainText(`新的应还日期须晚于当前应还日期 ${due}`);
  await expect(ext.modal.locator('textarea')).toHaveValue('送修件返厂周期延长');
  await ext.date('新的应还日期', later);
  await expect(ext.modal).toBeHidden({ timeout: 15_000 });
  await expect(item('应还日期')).toContainText(later);
  await expect(item('逾期天数')).toHaveText(`逾期 ${overdueBefore - 2} 天`);
  const extensions = item('续租记录');
  await expect(extensions.locator('tr', { hasText: later })).toContainText('送修件返厂周期延长');
  await expect(extensions.locator('tr', { hasText: later })).toContainText('已生效');
  await expect(drawer.locator('.ant-timeline')).toContainText('续租');
  await page.screenshot({ path: 'test-results/lease-extended.png' });

  // return it: the fee to settle is stated; without the confirmation the return is refused
  const fee = (await item('逾期费用').innerText()).trim();
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('确认归还') })
    .click();
  const ret = formOf(page, '确认确认归还');
  await expect(ret.modal.locator('[data-notice="leaseOrder.notice.overdueFee"]')).toContainText(`已逾期 ${overdueBefore - 2} 天`);
  await expect(ret.modal.locator('[data-notice="leaseOrder.notice.overdueFee"]')).toContainText(`逾期费 ${fee.replace(/,/g, '')}`);
  await ret.modal.getByRole('button', { name: label('确定') }).click();
  await expect(ret.modal).toContainText('请勾选“逾期费已确认结算”');
  await page.screenshot({ path: 'test-results/lease-return-fee.png' });
  await ret.modal.getByRole('switch').click();
  await ret.modal.getByRole('button', { name: label('确定') }).click();
  await expect(ret.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText('已归还', { timeout: 15_000 });
  await expect(item('逾期费用')).toHaveText(fee);
  await expect(item('逾期费已确认结算')).toHaveText('是');

  // the return note carries the settled fee and the extension
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await drawer.getByRole('button', { name: /打\s*印/ }).click();
  const sheet = page.getByRole('dialog', { name: '归还单' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('逾期费结算');
  await expect(sheet).toContainText(fee);
  await expect(sheet).toContainText('送修件返厂周期延长');
  await page.screenshot({ path: 'test-results/lease-return-note.png' });
  await page.context().close();
});

test('exchange: submitted → approved in 审批管理 → replacement shipped (core due in 30 days) → core received → closed', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'manager', '/substitutionOrder');
  const name = `E2E交换件${stamp}`;
  const code = await create(
    page,
    '新建替换订单',
    async (f) => {
      await f.choose('客户', '厦门航空');
      await f.fill('拆下件号 (P/N)', '3291238-4');
      await f.fill('拆下件名', name);
      await f.fill('拆下序号 (S/N)', `R${stamp}`);
      await f.fill('拆下原因', '引气压力调节活门关闭不到位，BITE 报故');
      await f.fill('替换件号 (P/N)', '3291238-4');
    },
    name,
  );
  expect(code).toMatch(/^EX-\d{8}-\d{4}$/);
  await approve(browser, 'engineer', code); // 技术评估
  await approve(browser, 'admin', code); // 客服经理审核 (not the applicant herself)
  await page.reload();
  const row = await findRow(page, name);
  await expect(row.locator('.ant-tag', { hasText: '已批准' })).toBeVisible();
  const drawer = await openDetail(page, row);
  // a serial this order does not hold is refused, naming the serials its reservation holds (库存); one of them ships
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('发出替换件') })
    .click();
  const ship = formOf(page, '确认发出替换件');
  await ship.fill('替换件序号 (S/N)', `N${stamp}`);
  await ship.choose('承运商', '顺丰速运');
  await ship.fill('运单号', `SF${stamp}77`);
  await ship.modal.getByRole('button', { name: label('确定') }).click();
  const refusal = ship.modal.locator('.ant-form-item-explain-error', { hasText: '该序号不在本单预留的库存中' });
  await expect(refusal).toBeVisible();
  const held = /：([^、\s]+)/.exec(await refusal.innerText())![1];
  await ship.fill('替换件序号 (S/N)', held);
  await ship.modal.getByRole('button', { name: label('确定') }).click();
  await expect(ship.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText('替换件已发出', { timeout: 15_000 });
  await expect(drawer).toContainText(today(30)); // core due = shipped + 30 days
  await step(page, drawer, '确认收到旧件', '旧件已收到');
  await step(page, drawer, '关闭', '已关闭');
  await page.context().close();
});

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
  await page.getByPlaceholder('编号、件号、名称等').press('Enter');
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
  await page.getByPlaceholder('编号、件号、名称等').press('Enter');
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
