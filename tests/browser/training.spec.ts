/**
 * The training desk as the trainer (培训主管): a practical course created in the full-page editor
 * (two syllabus sections, one session); trainees booked up to the session's seats and the next
 * booking refused by the server; the order run to COMPLETED; the certificates found in the personnel
 * files; and the editor on an unknown course.
 */
import { test, expect, demoSignIn, label, signedInPage } from './fixtures';

test('a practical course from the editor, booked to capacity, completed, and its certificates in the personnel files, printed from there', async ({
  page,
  portal,
}) => {
  test.setTimeout(120_000);
  const name = `起落架实操-${Date.now().toString(36)}`;
  await portal.signInQuick('trainer', '/courseManagement');
  await page.getByRole('button', { name: /新\s*建\s*课\s*程/ }).click();
  await page.getByRole('radio', { name: /实操/ }).check();
  await page.getByRole('button', { name: label('下一步') }).click();
  await expect(page).toHaveURL(/\/courseManagementEdit\/practical$/);
  await expect(portal.activeTab()).toHaveText('新增课程');

  const form = page.locator('form[aria-label="新增实操课程"]');
  const item = (text: string) => form.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label').getByText(text, { exact: true }) });
  await item('课程名称').locator('input').fill(name);
  await item('机型').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await item('学时').locator('input').fill('16');
  await item('讲师').locator('input').fill('赵立新');
  await item('每期名额').locator('input').fill('3');
  await item('证书有效期（月）').locator('input').fill('12');
  await item('已发布').locator('button[role="switch"]').click();
  // the type's own fields
  await item('训练飞机 / 模拟机').locator('input').fill('起落架实训台');
  await item('每名教员最多学员数').locator('input').fill('3');
  await expect(item('在线平台')).toHaveCount(0);
  // two syllabus sections
  await form.getByLabel('第 1 行 章节标题').fill('起落架系统原理');
  await form.getByLabel('第 1 行 学时').fill('6');
  await item('教学大纲')
    .getByRole('button', { name: /添加一行$/ })
    .click();
  await form.getByLabel('第 2 行 章节标题').fill('刹车组件拆装');
  await form.getByLabel('第 2 行 学时').fill('10');
  // one session: number, seats and instructor are filled in, the times and the place typed
  await item('开班计划')
    .getByRole('button', { name: /添加一行$/ })
    .click();
  await expect(form.getByLabel('第 1 行 期次')).toHaveValue('S1');
  await expect(form.getByLabel('第 1 行 名额')).toHaveValue('3');
  const start = new Date(Date.now() + 30 * 86400_000);
  const day = start.toISOString().slice(0, 10);
  const end = new Date(Date.now() + 31 * 86400_000).toISOString().slice(0, 10);
  for (const [cell, value] of [
    ['开始时间', `${day} 09:00`],
    ['结束时间', `${end} 17:00`],
  ]) {
    const input = form.getByLabel(`第 1 行 ${cell}`);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  await form.getByLabel('第 1 行 地点或在线链接').fill('天津培训中心 实训车间');
  await page.getByRole('button', { name: label('保存') }).click();
  await expect(page.locator('.ant-message')).toContainText(/课程 CRS-\d{8}-\d{4} 已创建/);
  // the tab now says which course; the materials can be uploaded
  await expect(portal.activeTab()).toHaveText(`新增课程 · ${name}`);
  await expect(page.getByText('保存课程后即可上传课程资料。')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/training-editor.png', fullPage: true });

  // bookings through the calls the booking dialog makes, as the trainer
  const { token } = await demoSignIn(page.request, 'trainer');
  const api = (method: 'get' | 'post', url: string, data?: unknown) =>
    page.request[method](`/api/management/${url}`, { headers: { AuthenticationToken: token }, data });
  const course = (await (await api('get', `courseManagement?keyword=${encodeURIComponent(name)}`)).json()).data[0];
  const stamp = Date.now().toString(36).toUpperCase();
  const trainee = (n: number) => ({ name: `学员${n}`, idNo: `P${stamp}${n}`, employer: '中国南方航空股份有限公司', position: '机务维修工程师' });
  const order = (
    await (
      await api('post', 'trainingOrder', { customerId: 'C-CSN', courseId: course.id, sessionNo: 'S1', trainees: [trainee(1), trainee(2), trainee(3)] })
    ).json()
  ).data;
  expect(order.status).toBe('SUBMITTED');
  const refused = await (await api('post', 'trainingOrder', { customerId: 'C-CCA', courseId: course.id, sessionNo: 'S1', trainees: [trainee(4)] })).json();
  expect(refused).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(refused.errorMessage).toContain('仅剩 0 个名额');

  // the booking dialog shows the session full and the server's refusal under the trainees
  await page.goto('/trainingOrder');
  await page.getByRole('button', { name: /新建培训订单$/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新建培训订单' });
  const field = (text: string) => dialog.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label').getByText(text, { exact: true }) });
  await field('客户').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await field('课程').locator('.ant-select').click();
  await field('课程').locator('input').fill(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
  await field('期次').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '余 0 / 3' }).click();
  await dialog.getByRole('button', { name: /添加一行$/ }).click();
  await dialog.getByLabel('第 1 行 姓名').fill('学员4');
  await dialog.getByLabel('第 1 行 证件号').fill(`P${stamp}4`);
  await dialog.getByLabel('第 1 行 工作单位').fill('中国国际航空股份有限公司');
  await dialog.getByLabel('第 1 行 岗位').fill('航线放行人员');
  await expect(dialog.locator('.training-free-seats')).toHaveText('该期空余 0 个名额，已选 1 人');
  await dialog.getByRole('button', { name: label('提交订单') }).click();
  await expect(dialog.locator('.ant-form-item-explain-error', { hasText: '名额不足：该期仅剩 0 个名额，本单 1 名学员' })).toBeVisible();
  await page.screenshot({ path: 'test-results/training-booking-refused.png' });

  // the order is run to COMPLETED: two passed, one failed
  let version = order.version;
  for (const action of ['confirm', 'start'])
    version = (await (await api('post', `trainingOrder/${order.id}/actions/${action}`, { version })).json()).data.version;
  // (the session has not started: the trainer starts it early — the lifecycle allows it)
  const done = await (
    await api('post', `trainingOrder/${order.id}/actions/complete`, {
      version,
      trainees: [
        { result: 'PASSED', score: 91 },
        { result: 'PASSED', score: 84 },
        { result: 'FAILED', score: 52 },
      ],
    })
  ).json();
  expect(done.data.status).toBe('COMPLETED');
  const certificateNo = done.data.trainees[0].certificateNo;

  // the certificates are in the personnel files (new files for these trainees)
  await page.goto(`/personnelFile`);
  // other tabs stay open (hidden): work in the one shown
  const shown = page.locator('.portal-tab-frame:not([hidden])');
  await shown
    .getByPlaceholder(/^搜索编号/)
    .first()
    .fill(`P${stamp}`);
  await shown.getByRole('button', { name: label('查询') }).click();
  await expect(shown.locator('.ant-table-row')).toHaveCount(2);
  await shown.locator('.ant-table-row', { hasText: '学员1' }).getByText('详情').click();
  const drawer = shown.locator('.ant-drawer-open');
  await expect(drawer.getByRole('cell', { name: certificateNo, exact: true })).toBeVisible();
  await expect(drawer).toContainText(name);
  await page.screenshot({ path: 'test-results/training-personnel-file.png' });
  // the certificate printed: laid out alone in the print frame, the browser's print asked for, Escape closes it
  await page.evaluate(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => void (window as unknown as { __printed: number }).__printed++;
  });
  await drawer.getByRole('button', { name: `打印证书 ${certificateNo}` }).click();
  const sheet = page.getByRole('dialog', { name: '培训结业证书' });
  await expect(sheet).toContainText(`证书编号：${certificateNo}`);
  await expect(sheet).toContainText(name);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await expect(page.locator('body')).toHaveClass(/resource-printing/);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/resource-printing/);
});

test('the editor on an unknown course says so', async ({ page, portal }) => {
  await portal.signInQuick('trainer', '/courseManagementEdit/theory/no-such-course');
  await expect(page.getByText('课程不存在', { exact: true })).toBeVisible();
  await expect(page.getByText('编号为 no-such-course 的理论课程不存在，或你无权查看。')).toBeVisible();
  await page.goto('/courseManagementEdit/flying/1');
  await expect(page.getByText('没有“flying”这种课程类型。课程类型为：理论、实操、在线。')).toBeVisible();
  await page.getByRole('button', { name: label('返回课程列表') }).click();
  await expect(page).toHaveURL(/\/courseManagement$/);
});

test('personal data: the trainer sees ID numbers masked in the personnel files, shows one in full, and the operation log has the reveal', async ({
  page,
  portal,
  browser,
}) => {
  test.setTimeout(120_000);
  await portal.signInQuick('trainer', '/personnelFile');
  const content = portal.content();
  // a file with an 18-character national ID (other journeys add files with short document numbers)
  const row = content.locator('.ant-table-row', { hasText: /\d{6}\*{8}[0-9X]{4}/ }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(content.locator('.ant-table-tbody')).not.toContainText(/\d{17}[0-9X]/);
  await row.getByText('详情', { exact: true }).click();
  const drawer = content.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions')).toBeVisible();
  const code = (await drawer.locator('.ant-drawer-header .ant-tag').first().innerText()).trim();
  await expect(drawer.locator('.ant-descriptions')).toContainText(/\d{6}\*{8}[0-9X]{4}/);
  await drawer.getByRole('button', { name: '显示完整的证件号' }).click();
  await expect(drawer.locator('.ant-descriptions')).toContainText(/\d{17}[0-9X]/);
  await expect(drawer).toContainText('已显示完整信息（已记入操作日志）');
  await expect(drawer.getByRole('button', { name: '显示完整的证件号' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/personal-revealed.png' });

  // the operation log (as the administrator) names who showed which record's ID number
  const admin = await signedInPage(browser, 'admin', '/logManagement');
  const log = admin.locator('.portal-tab-frame:not([hidden])');
  await log.getByText('展开', { exact: true }).click({ timeout: 60_000 });
  const keyword = log.getByPlaceholder(/^搜索对象/);
  await expect(keyword).toBeVisible();
  await keyword.fill(code);
  await keyword.press('Enter');
  const entry = log.locator('.ant-table-row', { hasText: '查看个人信息' }).first();
  await expect(entry).toContainText('证件号');
  await expect(entry).toContainText('刘洋');
  await admin.screenshot({ path: 'test-results/personal-oplog.png' });
  await admin.context().close();
});
