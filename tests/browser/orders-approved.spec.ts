/**
 * 租赁订单 and 替换订单 in Chromium: their approve step runs through 审批管理, the workflow's inbox
 * (while in approval the order is locked); a lease extended and returned with its overdue fee; an
 * exchange's core due and received.
 */
import { expect, test } from '@playwright/test';
import { formOf, label, signedInPage } from './fixtures';
import { stamp, today, findRow, openDetail, step, create, approve } from './order-steps';

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
  await approve(browser, 'admin', code, ['客服经理审核', '财务审核']);
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

test('exchange: its core terms from the customer’s agreement; submitted → approved in 审批管理 → replacement shipped (core due in the agreement’s 20 days) → core received → closed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'manager', '/substitutionOrder');
  const name = `E2E交换件${stamp}`;
  const code = await create(
    page,
    '新建替换订单',
    async (f) => {
      // 浙江长龙航空's exchange agreement EXA-CDC-01 covers 3291238-4: cores back in 20 days (the setting says 30)
      await f.choose('客户', '浙江长龙航空');
      await f.fill('拆下件号 (P/N)', '3291238-4');
      await f.fill('拆下件名', name);
      await f.fill('拆下序号 (S/N)', `R${stamp}`);
      await f.fill('拆下原因', '引气压力调节活门关闭不到位，BITE 报故');
      await f.fill('替换件号 (P/N)', '3291238-4');
      await f.date('需求日期', today(3));
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
  await expect(drawer).toContainText('客户交换协议');
  await expect(drawer).toContainText('EXA-CDC-01');
  await expect(drawer).toContainText(today(3)); // its need date
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
  await expect(drawer).toContainText(today(20)); // core due = shipped + the agreement's 20 days
  await step(page, drawer, '确认收到旧件', '旧件已收到');
  await step(page, drawer, '关闭', '已关闭');
  await page.context().close();
});
