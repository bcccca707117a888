/**
 * Surveys in Chromium: a manager builds a survey (two questions, reordered, previewed), publishes it
 * and records a customer's answer; the answer is counted in 用户统计's chart and the table beside it.
 * The diagnostics page as the administrator, and refused to staff.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formOf, label, signedInPage } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const title = `E2E问卷${stamp}`;
const cell = (scope: Locator, row: number, name: string) => scope.getByLabel(`第 ${row} 行 ${name}`, { exact: true });

async function chooseCell(page: Page, scope: Locator, row: number, name: string, option: string) {
  const select = scope.locator('.ant-select').filter({ has: page.getByLabel(`第 ${row} 行 ${name}`, { exact: true }) });
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('build, publish and answer a survey; the answer is counted in the statistics chart and its table', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager', '/surveysList');
  await page.getByRole('button', { name: /新建问卷/ }).click();
  const form = formOf(page, '新建问卷');
  await expect(form.modal).toBeVisible();
  await form.fill('问卷标题', title);
  const lines = form.modal.locator('.resource-lines');
  await cell(lines, 1, '题目内容').fill('总体满意度');
  await lines.getByRole('button', { name: /添加一行/ }).click();
  await chooseCell(page, lines, 2, '题型', '单选');
  await cell(lines, 2, '题目内容').fill('是否推荐');
  await cell(lines, 2, '选项').fill('会;不会');
  // reorder: the choice question first
  await lines.getByRole('button', { name: '上移第 2 行' }).click();
  await expect(cell(lines, 1, '题目内容')).toHaveValue('是否推荐');
  await form.modal.getByRole('button', { name: label('保存') }).click();
  await expect(form.modal).toBeHidden({ timeout: 15_000 });

  const search = page.getByPlaceholder(/编号/).first();
  await search.fill(title);
  await search.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByText('详情', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions')).toBeVisible();

  // the preview shows the questions in their new order
  await drawer.getByRole('button', { name: label('预览') }).click();
  const preview = page.locator('.ant-modal').filter({ hasText: '问卷预览' });
  await expect(preview.locator('.ant-form-item-label').nth(0)).toContainText('是否推荐');
  await expect(preview.locator('.ant-form-item-label').nth(1)).toContainText('总体满意度');
  await preview
    .getByRole('button', { name: /Close|关闭/ })
    .first()
    .click();
  await expect(preview).toBeHidden();

  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label('发布') })
    .click();
  const confirm = page.locator('.ant-modal').filter({ hasText: '确认发布' });
  await confirm.getByRole('button', { name: label('确定') }).click();
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText('收集中', { timeout: 15_000 });

  // a customer's answer, a required question left out first: refused under the question, nothing lost
  await drawer.getByRole('button', { name: label('填写问卷') }).click();
  const answer = formOf(page, '为客户填写');
  await answer.choose('客户', '成都航空有限公司');
  const region = answer.modal.locator('.ant-form-item').filter({ hasText: '地区' }).locator('.ant-select');
  await expect(async () => {
    await region.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '西南' }).first().click({ timeout: 3_000 });
    await expect(region).toContainText('西南', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await answer.modal.locator('.ant-radio-wrapper', { hasText: '会' }).first().click();
  await answer.modal.getByRole('button', { name: label('提交回答') }).click();
  await expect(answer.modal).toContainText('第 2 题为必答题，请作答');
  await answer.modal.locator('.ant-rate-star').nth(3).click();
  await answer.modal.getByRole('button', { name: label('提交回答') }).click();
  await expect(answer.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer).toContainText('成都航空有限公司');

  // 用户统计: the new survey, its one answer in the chart and in the table beside it
  await page.goto('/userStatistics');
  const filter = page
    .locator('.ant-select')
    .filter({ has: page.getByLabel('问卷') })
    .first();
  await filter.click();
  await filter.locator('input').fill(title);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).first().click();
  const perSurvey = page.locator('[data-section="perSurvey"]');
  await expect(perSurvey.locator('.ant-table-row')).toHaveCount(1);
  await expect(perSurvey.locator('.ant-table-row')).toContainText(title);
  await expect(perSurvey.locator('.ant-table-row td').nth(1)).toHaveText('1');
  await expect(perSurvey.locator('.ant-table-row td').nth(2)).toHaveText('4.00');
  await expect(perSurvey.locator('figure canvas').first()).toBeVisible({ timeout: 30_000 });
  const perQuestion = page.locator('[data-section="perQuestion"]');
  await expect(perQuestion.locator('.ant-table-row')).toContainText('总体满意度');
  await expect(perQuestion.locator('.ant-table-row td').nth(3)).toHaveText('0 / 0 / 0 / 1 / 0');
  await expect(page.locator('.ant-statistic').first()).toContainText('1');
  await page.waitForTimeout(800); // the chart's entry animation
  await page.screenshot({ path: 'test-results/surveys-statistics.png', fullPage: true });
  await page.context().close();
});

test('the diagnostics page: open to the administrator, refused to staff', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', '/temporary');
  await expect(admin.getByText('系统诊断').first()).toBeVisible();
  await expect(admin.getByText('构建时间')).toBeVisible();
  await expect(admin.getByText('/api/management', { exact: true })).toBeVisible();
  await expect(admin.getByText('logbookmanagement', { exact: true })).toBeVisible();
  await expect(admin.getByText('systemmaintenance', { exact: true })).toBeVisible();
  await expect(admin.getByText('合并结果')).toBeVisible();
  await expect(admin.getByText('本窗口还没有失败的调用')).toBeVisible();
  await admin.screenshot({ path: 'test-results/diagnostics.png', fullPage: true });
  await admin.context().close();

  const staff = await signedInPage(browser, 'staff', '/temporary');
  await expect(staff.locator('.ant-result-403')).toBeVisible();
  await expect(staff.getByText('系统诊断')).toHaveCount(0);
  await staff.context().close();
});
