/**
 * The approval journey of issue 4, in Chromium, through the pages only: an applicant (陈静, staff)
 * submits a claim; approver 1 (李敏, manager — 客服经理审核) approves; approver 2 (王建国, admin —
 * 财务复核) rejects with a comment; the applicant edits and resubmits; both approve; the claim is
 * APPROVED and its timeline and approval rounds show all of it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInPage, type DemoUserNo } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const POLICY = `WTY-E2E-${stamp}`;
const REASON = `损失清单缺少发票 ${stamp}`;

/** The row of the test claim in the 索赔申请 list (found by its unique warranty no.). */
async function claimRow(page: Page) {
  await page.getByPlaceholder(/编号、件号、名称等|编号/).first().fill(POLICY);
  await page.getByRole('button', { name: /查\s*询/ }).first().click();
  const row = page.locator('.ant-table-row', { hasText: POLICY });
  await expect(row).toHaveCount(1);
  return row;
}

async function submitFromList(page: Page) {
  const row = await claimRow(page);
  await row.getByText('提交审批', { exact: true }).click();
  await page.locator('.ant-modal-confirm, .ant-modal').getByRole('button', { name: /确\s*定|提交审批|确\s*认/ }).last().click();
  await expect(row.locator('.ant-tag', { hasText: '审批中' })).toBeVisible();
}

/** In 审批管理 › 我的待办: decide the test claim's task. */
async function decide(browser: Browser, who: DemoUserNo, code: string, decision: 'approve' | 'reject', comment: string, node: string) {
  const page = await signedInPage(browser, who, '/approvalManagement');
  await page.getByLabel('单号 / 摘要 / 申请人').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).first().click();
  // the three views are kept mounted (their filters survive a switch): look at the visible one
  const row = page.locator('.ant-table-row:visible', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(node);
  await row.getByText(decision === 'approve' ? '通过' : '驳回', { exact: true }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: code });
  await modal.locator('textarea').fill(comment);
  await modal.getByTestId('form-submit').click();
  await expect(page.locator('.ant-message')).toContainText(decision === 'approve' ? '已通过' : '已驳回');
  await expect(page.locator('.ant-table-row:visible', { hasText: code })).toHaveCount(0, { timeout: 15_000 });
  await page.context().close();
}

test('a claim goes through approval, rejection, resubmission and approval, and its timeline shows it all', async ({ browser }) => {
  test.setTimeout(180_000);

  // ---- the applicant creates and submits a claim
  const staff = await signedInPage(browser, 'staff', '/claimApplication');
  await staff.getByRole('button', { name: /新建索赔申请/ }).click();
  const form = staff.locator('.ant-modal').filter({ hasText: '新建索赔申请' });
  const item = (label: string) => form.locator('.ant-form-item').filter({ has: staff.locator('.ant-form-item-label').getByText(label, { exact: true }) });
  // pick an option and check it took: a click landing while another dropdown is still fading out is lost
  const choose = async (label: string, option: RegExp | string) => {
    await expect(async () => {
      await item(label).locator('.ant-select').click();
      await staff.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
      await expect(item(label).locator('.ant-select')).toContainText(option, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  };
  await choose('客户', '中国国际航空');
  await choose('索赔依据', '产品保修');
  const input = (label: string) => item(label).locator('input, textarea').first();
  await input('保单号 / 保修单号').fill(POLICY);
  await input('出险日期').fill('2026-10-02');
  await input('出险日期').press('Enter');
  await input('损失金额').fill('128000');
  await choose('币种', 'CNY');
  await input('件号 (P/N)').fill('D23189000-5');
  await input('事故经过').fill('主起落架收放作动筒装机 300 小时后渗漏，在保修期内。');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await staff.keyboard.press('Escape'); // a detail drawer may open on the new record
  await submitFromList(staff);
  const code = (await (await claimRow(staff)).locator('td').nth(1).innerText()).trim();
  expect(code).toMatch(/^CLM-\d{8}-\d{4}$/);

  // ---- approver 1 approves, approver 2 rejects with a comment
  await decide(browser, 'manager', code, 'approve', '情况属实', '客服经理审核');
  await decide(browser, 'admin', code, 'reject', REASON, '财务复核');

  // ---- the applicant sees the rejection, edits and resubmits
  await staff.reload();
  let row = await claimRow(staff);
  await expect(row.locator('.ant-tag', { hasText: '已驳回' })).toBeVisible();
  await row.getByText('编辑', { exact: true }).click();
  const edit = staff.locator('.ant-modal').filter({ hasText: '损失金额' });
  const editInput = (label: string) => edit.locator('.ant-form-item').filter({ has: staff.locator('.ant-form-item-label').getByText(label, { exact: true }) }).locator('input, textarea').first();
  await editInput('损失金额').fill('120000');
  await editInput('备注').fill('已补充发票');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await staff.keyboard.press('Escape');
  await submitFromList(staff);

  // ---- both approve the second round
  await decide(browser, 'manager', code, 'approve', '已补充，同意', '客服经理审核');
  await decide(browser, 'admin', code, 'approve', '同意赔付', '财务复核');

  // ---- the claim is APPROVED; its timeline and approval rounds show everything
  await staff.reload();
  row = await claimRow(staff);
  await expect(row.locator('.ant-tag', { hasText: '已批准' })).toBeVisible();
  await row.getByText('详情', { exact: true }).click();
  const drawer = staff.locator('.ant-drawer-open');
  const timeline = drawer.locator('.ant-timeline');
  await expect(timeline).toBeVisible();
  await expect(timeline.getByText('提交审批', { exact: true })).toHaveCount(2);
  await expect(timeline.getByText('审批通过', { exact: true })).toHaveCount(3);
  await expect(timeline.getByText('审批驳回', { exact: true })).toHaveCount(1);
  await expect(timeline).toContainText(REASON);
  await expect(timeline).toContainText('同意赔付');
  const rounds = drawer.getByTestId('approval-round');
  await expect(rounds).toHaveCount(2);
  await expect(rounds.first()).toContainText('已通过');
  await expect(rounds.last()).toContainText('已驳回');
  await expect(rounds.last()).toContainText(REASON);
  await staff.context().close();
});
