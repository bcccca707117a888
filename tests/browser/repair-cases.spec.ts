/**
 * The repair support desk as the engineer (张伟) works it, in Chromium:
 * - a support case opened at its address is assigned to him (the duty roster's select), started,
 *   answered in its thread (Ctrl+Enter) and resolved, a return-to-factory repair is raised from it;
 *   his home shows his assigned open cases;
 * - an expert request created in the form (the expert picked from 专家列表 by typing a name) is
 *   approved by the manager in 审批管理 (the seeded definition's one node, 客服经理审核) and scheduled
 *   by the engineer; the expert's detail then shows the booked dates.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoSignIn, formOf, label, signedInPage } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const M = '/api/management';

/** The open record drawer of the tab shown (each tab's drawer lives in its own frame). */
const drawer = (page: Page) => page.locator('.portal-tab-frame:not([hidden]) .ant-drawer-open');
const statusOf = (d: Locator) => d.locator('.ant-drawer-header .ant-tag').last();

/** Press an action of the drawer, fill its dialog, confirm, wait for the new status. */
async function step(page: Page, d: Locator, action: string, status: string, fill?: (f: ReturnType<typeof formOf>) => Promise<void>) {
  await d
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label(action) })
    .click();
  const dialog = formOf(page, `确认${action}`);
  if (fill) await fill(dialog);
  await dialog.modal.getByRole('button', { name: label('确定') }).click();
  await expect(statusOf(d)).toHaveText(status, { timeout: 15_000 });
}

async function api(request: APIRequestContext, token: string, path: string, body?: unknown) {
  const res =
    body === undefined
      ? await request.get(path, { headers: { AuthenticationToken: token } })
      : await request.post(path, { headers: { AuthenticationToken: token }, data: body });
  const json = await res.json();
  expect(json.success, `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

test('a support case: assigned to the engineer → answered in its thread → resolved; his home lists his open cases', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, 'engineer', '/home');
  const { token } = await demoSignIn(page.request, 'engineer');
  const symptom = `E2E ${stamp}：右发引气压力低，ECAM BLEED 2 FAULT`;
  const c = await api(page.request, token, `${M}/support`, {
    customerId: 'C-CES',
    aircraftType: 'A320NEO',
    aircraftRegistration: 'B-32DN',
    partNumber: '3291238-4',
    partName: '引气压力调节活门',
    serialNumber: `SN${stamp}`,
    ataChapter: '36',
    urgency: 'URGENT',
    symptom,
    contactName: '周涛',
    contactPhone: '13912345678',
    remark: null,
  });

  await page.goto(`/support?id=${encodeURIComponent(c.id)}`);
  const d = drawer(page);
  await expect(d.locator('.ant-drawer-title')).toContainText(c.code, { timeout: 60_000 });
  await expect(statusOf(d)).toHaveText('待指派');

  await step(page, d, '指派工程师', '已指派', (f) => f.choose('处理工程师', '张伟'));
  await expect(d.locator('.ant-descriptions')).toContainText('张伟');
  await step(page, d, '开始处理', '处理中');

  const reply = `已收到 ${stamp}，请先检查 PRV 供气管路卡箍。`;
  const box = d.getByLabel('回复内容');
  await box.fill(reply);
  await box.press('Control+Enter');
  await expect(d.locator('.resource-thread-text', { hasText: reply })).toBeVisible();
  await expect(statusOf(d)).toHaveText('处理中'); // a reply moves no status

  await step(page, d, '解决', '已解决', (f) => f.fill('处理结论', '更换 PRV 供气管路卡箍后测试正常'));
  await expect(d.locator('.ant-descriptions')).toContainText('更换 PRV 供气管路卡箍后测试正常');
  await d.locator('[data-testid="record-thread"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/repair-case-resolved.png' });

  // the unit goes back to the factory: one click raises the repair, prefilled from the case, linked to it
  await d.getByRole('button', { name: /发起返厂维修/ }).click();
  const raise = page.locator('.ant-modal:visible');
  await expect(raise.getByLabel('件号 (P/N)')).toHaveValue('3291238-4');
  await raise.getByRole('button', { name: label('保存') }).click();
  await expect(raise).toBeHidden();
  await expect(d.locator('[data-testid="record-related"] a', { hasText: /返厂维修单? RF-/ })).toBeVisible();

  // "assigned to me" finds the case in the list
  await d.locator('.ant-drawer-close').click();
  await page.locator('.portal-tab-frame:not([hidden]) .ant-segmented').getByText('指派给我的', { exact: true }).click();
  // open cases come first: a resolved one is found by its number
  await page.locator('.portal-tab-frame:not([hidden])').getByLabel('关键字').fill(c.code);
  await page
    .locator('.portal-tab-frame:not([hidden])')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page.locator('.portal-tab-frame:not([hidden]) .ant-table-row', { hasText: c.code })).toBeVisible();

  // home: the card of my assigned open cases (the resolved one is no longer there)
  await page.goto('/home');
  const card = page.getByTestId('my-assigned-cases');
  await expect(card.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(card).not.toContainText(c.code);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/repair-home-card.png' });
  await page.context().close();
});

test('an expert request: created with an expert from the list → approved by the manager → scheduled; the expert shows the booking', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'engineer', '/specialist');
  const { token } = await demoSignIn(page.request, 'engineer');
  // an active expert (the form offers active ones) and dates no booking of theirs touches: far ahead, per run
  const experts = (await api(page.request, token, `${M}/specialistList?status=ACTIVE&pageSize=100`)) as Array<{ id: string; expertName: string }>;
  const expert = experts[Number(stamp) % experts.length];
  const offset = 200 + (Number(stamp) % 150);
  const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const purpose = `E2E ${stamp}：主起落架收放作动筒反复渗漏，需专家现场评估`;

  await page
    .getByRole('button', { name: /新建专家支持申请|新建专家支持/ })
    .first()
    .click();
  const form = formOf(page, '新建');
  await form.choose('客户', '中国国际航空');
  await form.choose('专家', expert.expertName);
  await form.choose('支持方式', '现场支持');
  await form.date('开始日期', day(offset));
  await form.date('结束日期', day(offset + 1));
  await form.fill('地点', '北京首都机场机库');
  await form.choose('机型', 'A330-300');
  await form.choose('ATA章节', '32 起落架');
  await form.fill('支持事由', purpose);
  await form.modal.getByRole('button', { name: label('保存') }).click();
  await expect(form.modal).toBeHidden();
  const mine = (await api(page.request, token, `${M}/specialist?keyword=${encodeURIComponent(`E2E ${stamp}`)}`)) as Array<{
    id: string;
    code: string;
    status: string;
    expertName: string;
  }>;
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'SUBMITTED', expertName: expert.expertName });
  const code = mine[0].code;

  // the manager approves it in 审批管理
  const manager = await signedInPage(browser, 'manager', '/approvalManagement');
  await manager.getByLabel('单号 / 摘要 / 申请人').first().fill(code);
  await manager
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = manager.locator('.ant-table-row:visible', { hasText: code });
  await expect(row).toContainText('客服经理审核');
  await row.getByText('通过', { exact: true }).click();
  const decision = manager.locator('.ant-modal').filter({ hasText: code });
  await decision.locator('textarea').fill('同意，请按期安排');
  await decision.getByTestId('form-submit').click();
  await expect(manager.locator('.ant-message')).toContainText('已通过');
  await manager.context().close();

  // the engineer schedules it: the expert's dates are booked
  await page.goto(`/specialist?id=${encodeURIComponent(mine[0].id)}`);
  const d = drawer(page);
  await expect(statusOf(d)).toHaveText('已批准', { timeout: 60_000 });
  await step(page, d, '排期（预约专家）', '已排期');
  await page.screenshot({ path: 'test-results/repair-expert-scheduled.png' });

  // the expert's detail lists the booking
  await page.goto(`/specialistList?id=${encodeURIComponent(expert.id)}`);
  const bookings = drawer(page).locator('section', { hasText: '已预约档期' });
  await expect(bookings.locator('.ant-table-row', { hasText: code })).toContainText(`${day(offset)} – ${day(offset + 1)}`, { timeout: 60_000 });
  await bookings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/repair-expert-bookings.png' });
  await page.context().close();
});
