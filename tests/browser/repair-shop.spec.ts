/**
 * The repair desk in Chromium, as the engineer: a return-to-factory repair received → quoted (with a
 * promised TAT) → approved → repaired → tested → shipped back, its turn-around time shown against the
 * promise; a work order dispatched to a licensed technician → started → its tasks done → completed, the
 * completer refused as verifier, verified by a second user.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoSignIn, formOf, label, step, waitForShell } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const drawer = (page: Page) => page.locator('.portal-tab-frame:not([hidden]) .ant-drawer-open');

/** Signs `who` in and opens the record's address; answers the page and the token. */
async function openRecord(page: Page, who: 'engineer' | 'admin', path: string, code: string) {
  const { token } = await demoSignIn(page.request, who);
  await page.goto(`${path}&token=${encodeURIComponent(token)}`);
  await waitForShell(page);
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText(code, { timeout: 60_000 });
  return token;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, headers: { AuthenticationToken: token, 'Content-Type': 'application/json' }, data: body });
  const json = await res.json();
  expect(json.success, JSON.stringify(json).slice(0, 300)).toBe(true);
  return json.data as T;
}

test('repair: received → quoted → approved → repaired → tested → shipped back, with its TAT against the promise', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { token } = await demoSignIn(page.request, 'engineer');
  const repair = await api<{ id: string; code: string }>(page.request, token, 'POST', '/api/management/returnFactory', {
    customerId: 'C-CSN',
    partNumber: '2118142-2',
    partName: `空气循环机 E2E${stamp}`,
    serialNumber: `SN${stamp}`,
    ataChapter: '21',
    faultDescription: '出口温度异常，航线拆下送修',
  });
  // the TAT terms were fixed when the repair was made: the customer's repair agreement, or the catalogue's standard TAT
  const terms = await api<{ tatTermsFrom: string; tatAgreementNo: string | null; termsTatDays: number }>(
    page.request,
    token,
    'GET',
    `/api/management/returnFactory/${repair.id}`,
  );
  expect(['AGREEMENT', 'CATALOGUE']).toContain(terms.tatTermsFrom);
  await openRecord(page, 'engineer', `/returnFactory?id=${repair.id}`, repair.code);
  const d = drawer(page);
  await expect(d).toContainText(terms.tatTermsFrom === 'AGREEMENT' ? '客户维修协议' : '产品目录标准TAT');
  if (terms.tatAgreementNo) await expect(d).toContainText(terms.tatAgreementNo);

  await step(page, d, '收件', '已收件');
  await expect(d).toContainText('0 天'); // TAT counts from receipt
  await step(page, d, '开始检测', '检测中');
  await step(page, d, '报价', '已报价', async (f) => {
    await f.fill('检测结论', '轴承磨损超标，更换轴承及密封件');
    await f.fill('维修报价', '28600');
    await f.choose('币种', 'CNY 人民币');
    // the promise starts from the terms; the engineer may promise otherwise, and the record says so
    await expect(f.modal.locator('.ant-form-item').filter({ hasText: '承诺TAT(天)' }).locator('input')).toHaveValue(String(terms.termsTatDays));
    await f.fill('承诺TAT(天)', '15');
  });
  const overridden = d.locator('.ant-descriptions-item-label', { hasText: '报价改写了条款TAT' }).locator('xpath=following-sibling::td[1]');
  await expect(overridden).toHaveText(terms.termsTatDays === 15 ? '否' : '是');
  await page.screenshot({ path: 'test-results/repair-tat-terms.png' });
  await expect(d.getByTestId('tat')).toHaveText('0 / 15 天');
  await step(page, d, '客户批准', '客户已批准');
  await step(page, d, '开始维修', '维修中');
  await step(page, d, '开始测试', '测试中');
  await step(page, d, '修复返还', '已返还', async (f) => {
    await f.fill('测试结果', '按 CMM 进行 ATP 测试，全部项目合格');
    // the unit goes back with its release certificate, of a type the customer accepts
    await f.choose('适航证书', 'CAAC AAC-038');
    await f.fill('证书编号', `AAC${stamp}`);
    await f.choose('承运商', '顺丰速运');
    await f.fill('运单号', `SF${stamp}0021`);
  });
  await expect(d.getByTestId('tat')).toHaveText('0 / 15 天');
  await expect(d).toContainText('按期');
  await expect(d).toContainText('CAAC AAC-038');
  await page.screenshot({ path: 'test-results/repair-shipped-back.png' });

  // the list shows the TAT against the promise too
  await d.locator('.ant-drawer-close').click();
  const search = page.getByPlaceholder(/^搜索编号/);
  await search.fill(repair.code);
  await search.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: repair.code }).getByTestId('tat')).toHaveText('0 / 15 天');
  await page.screenshot({ path: 'test-results/repair-list.png' });
  await context.close();
});

test('work order: dispatched to a licensed technician → started → tasks done → completed → verified by a second user', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { token } = await demoSignIn(page.request, 'engineer');
  // an active technician with a licence in force, at an outlet whose certificate is in force
  const outlets = await api<Array<{ code: string; outletName: string }>>(
    page.request,
    token,
    'GET',
    '/api/management/maintenancePoint?status=ACTIVE&certificateState=VALID&pageSize=100',
  );
  const names = new Map(outlets.map((o) => [o.code, o.outletName]));
  const people = await api<Array<{ code: string; personName: string; outletCode: string; licences: Array<{ ataChapters: string[]; expiresOn: string }> }>>(
    page.request,
    token,
    'GET',
    '/api/management/maintenancePersonnel?status=ACTIVE&licenceState=VALID&pageSize=100',
  );
  const tech = people.find((p) => names.has(p.outletCode))!;
  const ata = tech.licences.find((l) => l.expiresOn >= today())!.ataChapters[0];
  const order = await api<{ id: string; code: string }>(page.request, token, 'POST', '/api/management/workOrder', {
    customerId: 'C-CCA',
    priority: 'URGENT',
    partNumber: 'C24958000',
    ataChapter: ata,
    description: `主轮刹车组件修理 E2E${stamp}`,
    tasks: [{ task: '分解检查', ataChapter: ata, estimatedHours: 2 }],
  });
  await openRecord(page, 'engineer', `/workOrder?id=${order.id}`, order.code);
  const d = drawer(page);

  await step(page, d, '派工', '已派工', async (f) => {
    await f.choose('维修网点', names.get(tech.outletCode)!);
    await f.choose('维修技师', tech.personName);
  });
  await expect(d).toContainText(names.get(tech.outletCode)!);
  await step(page, d, '开工', '施工中');

  // the technician's progress: the task done with its actual hours
  await d
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('编辑') })
    .click();
  const form = formOf(page, '编辑');
  await expect(form.modal).toBeVisible();
  await form.modal.getByLabel('第 1 行 实际工时').fill('2.5');
  // ticked, and seen ticked before the save (a click while the form was still filling it was once lost)
  await form.modal.getByLabel('第 1 行 已完成').check();
  await expect(form.modal.getByLabel('第 1 行 已完成')).toBeChecked();
  await form.modal.getByRole('button', { name: label('保存') }).click();
  await expect(form.modal).toBeHidden({ timeout: 15_000 });
  await expect(d).toContainText('2.5');

  await step(page, d, '完工', '已完工');
  await expect(d).toContainText('张伟'); // completed by the engineer

  // four eyes: the engineer who completed it is refused as its verifier
  await d
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('检验确认') })
    .click();
  const confirm = formOf(page, '确认检验确认');
  await confirm.modal.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('完工人不能检验自己完成的工单').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/work-order-four-eyes.png' });
  await context.close();

  // a second user verifies it
  const second = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const adminPage = await second.newPage();
  await openRecord(adminPage, 'admin', `/workOrder?id=${order.id}`, order.code);
  const ad = drawer(adminPage);
  await step(adminPage, ad, '检验确认', '已检验');
  await expect(ad).toContainText('王建国');
  await adminPage.screenshot({ path: 'test-results/work-order-verified.png' });
  await second.close();
});
