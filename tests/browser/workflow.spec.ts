/**
 * The approval journey of issue 4, in Chromium, through the pages only: an applicant (陈静, staff)
 * submits a claim; approver 1 (李敏, manager — 客服经理审核) approves; approver 2 (王建国, admin —
 * 财务复核) rejects with a comment; the applicant edits and resubmits; both approve; the claim is
 * APPROVED and its timeline and approval rounds show all of it. Then the inbox's other decisions, on
 * claims of its own: 驳回 refused without a comment, 转交 to a colleague, 批量通过 of the ticked rows,
 * the pending badge counting them down, and the applicant's 撤回 in 我发起的; the inbox opens on an overdue
 * task, whose record's history says whom the portal told (超时提醒). And out of office: 王建国
 * names 李敏 his stand-in for difficulty reports, 李敏 approves one waiting for him, the history reads
 * 李敏 代 王建国, and 王建国 cancels the delegation. And 李敏 approves a to-do of home's 待我审批 in its
 * record's drawer: the card counts one fewer.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { claimBody } from '../unit/workflow/fixtures';
import { DEMO, demoSignIn, signedInPage } from './fixtures';
import { findRow, openDetail } from './order-steps';

const stamp = String(Date.now()).slice(-6);
const POLICY = `WTY-E2E-${stamp}`;
const REASON = `损失清单缺少发票 ${stamp}`;

/** The row of the test claim in the 索赔申请 list (found by its unique warranty no.). */
async function claimRow(page: Page) {
  await page
    .getByPlaceholder(/编号、件号、名称等|编号/)
    .first()
    .fill(POLICY);
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = page.locator('.ant-table-row', { hasText: POLICY });
  await expect(row).toHaveCount(1);
  return row;
}

async function submitFromList(page: Page) {
  const row = await claimRow(page);
  await row.getByText('提交审批', { exact: true }).click();
  await page
    .locator('.ant-modal-confirm, .ant-modal')
    .getByRole('button', { name: /确\s*定|提交审批|确\s*认/ })
    .last()
    .click();
  await expect(row.locator('.ant-tag', { hasText: '审批中' })).toBeVisible();
}

/** In 审批管理 › 我的待办 of the approver's page: decide the test claim's task (the search asks the server again). */
async function decide(page: Page, code: string, decision: 'approve' | 'reject', comment: string, node: string) {
  await page.getByLabel('单号 / 摘要 / 申请人').first().fill(code);
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
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
      // the customer is searched in the customer master (客户档案) by what is typed
      if (label === '客户' && typeof option === 'string') await item(label).locator('.ant-select input').fill(option);
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

  // ---- approver 1 approves, approver 2 rejects with a comment (each in 审批管理 of a browser of their
  // own, kept for the second round)
  const manager = await signedInPage(browser, 'manager', '/approvalManagement');
  const admin = await signedInPage(browser, 'admin', '/approvalManagement');
  await decide(manager, code, 'approve', '情况属实', '客服经理审核');
  await decide(admin, code, 'reject', REASON, '财务复核');

  // ---- the applicant sees the rejection, edits and resubmits
  await staff.reload();
  let row = await claimRow(staff);
  await expect(row.locator('.ant-tag', { hasText: '已驳回' })).toBeVisible();
  await row.getByText('编辑', { exact: true }).click();
  const edit = staff.locator('.ant-modal').filter({ hasText: '损失金额' });
  const editInput = (label: string) =>
    edit
      .locator('.ant-form-item')
      .filter({ has: staff.locator('.ant-form-item-label').getByText(label, { exact: true }) })
      .locator('input, textarea')
      .first();
  await editInput('损失金额').fill('120000');
  await editInput('备注').fill('已补充发票');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await staff.keyboard.press('Escape');
  await submitFromList(staff);

  // ---- both approve the second round
  await decide(manager, code, 'approve', '已补充，同意', '客服经理审核');
  await decide(admin, code, 'approve', '同意赔付', '财务复核');
  await manager.context().close();
  await admin.context().close();

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

/** A claim of 陈静's, submitted: its task waits at 客服经理审核 (李敏). */
async function submittedClaim(request: APIRequestContext, policy: string, lossAmount = claimBody.lossAmount) {
  const { token } = await demoSignIn(request, 'staff');
  const headers = { AuthenticationToken: token };
  const created = await (
    await request.post('/api/management/claimApplication', { headers, data: { ...claimBody, policyOrWarrantyNo: policy, lossAmount } })
  ).json();
  expect(created.success, JSON.stringify(created)).toBe(true);
  const submitted = await (
    await request.post(`/api/management/claimApplication/${created.data.id}/actions/submit`, { headers, data: { version: created.data.version } })
  ).json();
  expect(submitted.success, JSON.stringify(submitted)).toBe(true);
  return created.data.code as string;
}

test('the inbox: 驳回 needs a comment, 转交 hands the task on, 批量通过 takes the ticked rows, the applicant withdraws', async ({ browser }) => {
  const policy = `WTY-INBOX-${stamp}`;
  const manager = await signedInPage(browser, 'manager', '/approvalManagement');
  const codes: string[] = [];
  for (let i = 0; i < 4; i++) codes.push(await submittedClaim(manager.request, policy));
  const [transferred, first, second, withdrawn] = codes;

  await manager.reload();
  const badge = manager.locator('.ant-tabs-tab', { hasText: '我的待办' }).locator('.ant-badge-count');
  await expect(badge).toBeVisible();
  const before = Number((await badge.getAttribute('title')) ?? (await badge.innerText()));
  const search = async (keyword: string) => {
    await manager.getByLabel('单号 / 摘要 / 申请人').first().fill(keyword);
    await manager
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
  };
  const row = (code: string) => manager.locator('.ant-table-row:visible', { hasText: code });
  // the overdue come first: the inbox opens on a task past its node's time limit, and it was escalated
  // once found overdue — its record's history says whom the portal told
  const overdue = manager.locator('.ant-table-row:visible').first();
  await expect(overdue.locator('[data-sla="overdue"]')).toContainText('已超时');
  await overdue.getByRole('button', { name: /^[A-Z]+-\d{8}-\d{4}$/ }).click();
  const drawer = manager.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-timeline')).toContainText(/超时提醒[\s\S]*(?<!】)【[^】]+】已超过 \d+ 小时时限，已提醒 \S+/);
  await manager.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await search(policy);
  for (const code of codes) await expect(row(code)).toHaveCount(1);
  // a task that just arrived has its node's eight hours ahead (客服经理审核)
  await expect(row(first).locator('[data-sla="onTime"]')).toContainText('剩 8 小时');

  // 驳回 without a comment: refused in the dialog, nothing sent, the task stays
  await row(transferred).getByText('驳回', { exact: true }).click();
  let dialog = manager.locator('.ant-modal').filter({ hasText: transferred });
  await dialog.getByTestId('form-submit').click();
  await expect(dialog).toContainText('请填写驳回意见，申请人将据此修改');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(row(transferred)).toHaveCount(1);

  // 转交: the receiver is required; only those who may take the task are offered — not 王建国, who holds
  // this node's task already, nor the engineer or the trainer, who may not open a claim; to the first
  // one offered it goes, the toast names them, the task leaves my list
  await row(transferred).getByText('转交', { exact: true }).click();
  dialog = manager.locator('.ant-modal').filter({ hasText: transferred });
  await dialog.getByTestId('form-submit').click();
  await expect(dialog).toContainText('请选择接收人');
  await dialog.getByRole('combobox').click();
  const offered = manager.locator('.ant-select-item-option');
  await expect(offered.first()).toBeVisible();
  for (const who of [DEMO.admin, DEMO.engineer, DEMO.trainer, DEMO.manager]) await expect(offered.filter({ hasText: who.userName })).toHaveCount(0);
  const receiverName = ((await offered.first().innerText()).split('（')[0] ?? '').trim();
  await offered.first().click();
  await dialog.locator('textarea').fill(`请协助审核 ${stamp}`);
  await dialog.getByTestId('form-submit').click();
  await expect(manager.locator('.ant-message-notice', { hasText: `已转交给 ${receiverName}` })).toBeVisible();
  await expect(manager.locator('.ant-message')).toHaveCount(1);
  await expect(row(transferred)).toHaveCount(0, { timeout: 15_000 });

  // 批量通过 of two ticked rows: the count on the button and in the toast; both leave the list
  for (const code of [first, second]) await row(code).locator('.ant-checkbox-input').check();
  await expect(manager.getByText('已选 2 项')).toBeVisible();
  await manager.getByRole('button', { name: /批量通过（2）/ }).click();
  dialog = manager.locator('.ant-modal').filter({ hasText: '批量通过 2 项' });
  await dialog.getByTestId('form-submit').click();
  await expect(manager.locator('.ant-message-notice', { hasText: '已通过 2 项' })).toBeVisible();
  for (const code of [first, second]) await expect(row(code)).toHaveCount(0, { timeout: 15_000 });
  await expect(row(withdrawn)).toHaveCount(1);
  // three tasks fewer on the badge (the four claims counted in `before`)
  await expect.poll(async () => Number((await badge.getAttribute('title')) ?? (await badge.innerText()))).toBe(before - 3);
  await manager.context().close();

  // the applicant withdraws the fourth before its first approval: its row then reads 已撤回
  const staff = await signedInPage(browser, 'staff', '/approvalManagement');
  await staff.getByRole('tab', { name: '我发起的' }).click();
  await staff.getByLabel('单号 / 摘要 / 申请人').filter({ visible: true }).first().fill(withdrawn);
  await staff
    .getByRole('button', { name: /查\s*询/ })
    .filter({ visible: true })
    .first()
    .click();
  const mine = staff.locator('.ant-table-row:visible', { hasText: withdrawn });
  await expect(mine).toHaveCount(1);
  await mine.getByText('撤回', { exact: true }).click();
  dialog = staff.locator('.ant-modal').filter({ hasText: withdrawn });
  await dialog.getByTestId('form-submit').click();
  await expect(staff.locator('.ant-message-notice', { hasText: '已撤回' })).toBeVisible();
  await expect(mine).toContainText('已撤回', { timeout: 15_000 });
  await staff.context().close();
});

test('out of office: 王建国 names 李敏 his stand-in, 李敏 approves a report waiting for him, the history says so', async ({ browser }) => {
  test.setTimeout(120_000);
  // ---- 王建国 sets 李敏 as his stand-in for 疑难报告, from now for a week (the form's default period)
  const admin = await signedInPage(browser, 'admin', '/approvalManagement');
  await admin.getByRole('button', { name: '设置代理人' }).click();
  const drawer = admin.locator('.ant-drawer').filter({ hasText: '外出委托' });
  await expect(admin).toHaveURL(/tab=approvalDelegation/);
  await drawer.getByRole('button', { name: /新建委托/ }).click();
  const dialog = admin.getByRole('dialog', { name: /新建委托/ });
  await expect(async () => {
    await dialog.getByRole('combobox', { name: '代理人' }).click();
    await dialog.getByRole('combobox', { name: '代理人' }).fill('李敏');
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '李敏（manager）' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('combobox', { name: '业务类型' }).click();
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '疑难报告' }).first().click();
  await admin.keyboard.press('Escape');
  await dialog.getByLabel('委托原因').fill(`出差 ${stamp}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.locator('.ant-message-notice', { hasText: '已创建 李敏' })).toBeVisible();
  const mine = drawer.locator('.ant-table-row', { hasText: `出差 ${stamp}` });
  await expect(mine).toContainText('生效中');
  await expect(mine).toContainText('疑难报告');
  await expect(mine).toContainText('王建国');

  // ---- the engineer submits a difficulty report: 技术审核 waits for 王建国 alone (the engineer applied)
  const { token } = await demoSignIn(admin.request, 'engineer');
  const headers = { AuthenticationToken: token };
  const body = {
    customerId: 'C-CCA',
    subject: `襟翼作动筒异响 ${stamp}`,
    priority: 'URGENT',
    occurredOn: '2026-11-01',
    faultDescription: '地面测试时作动筒异响。',
  };
  const created = await (await admin.request.post('/api/management/cifficultReport', { headers, data: body })).json();
  expect(created.success, JSON.stringify(created)).toBe(true);
  const submitted = await (
    await admin.request.post(`/api/management/cifficultReport/${created.data.id}/actions/submit`, { headers, data: { version: created.data.version } })
  ).json();
  expect(submitted.success, JSON.stringify(submitted)).toBe(true);
  const code = created.data.code as string;

  // ---- 李敏 finds it in her inbox tagged 代 王建国 and approves it
  const manager = await signedInPage(browser, 'manager', '/approvalManagement');
  await manager.getByLabel('单号 / 摘要 / 申请人').first().fill(code);
  await manager
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = manager.locator('.ant-table-row:visible', { hasText: code });
  await expect(row.getByTestId('delegated-tag')).toHaveText('代 王建国');
  await row.getByText('通过', { exact: true }).click();
  const decision = manager.locator('.ant-modal').filter({ hasText: code });
  await decision.locator('textarea').fill('代为审核：同意');
  await decision.getByTestId('form-submit').click();
  await expect(manager.locator('.ant-message')).toContainText('已通过');
  // 技术审核 is done; 质量评审 comes to 李敏 as her own task (the engineer applied: nobody else is left)
  await expect(row).toContainText('质量评审', { timeout: 15_000 });
  await expect(row.getByTestId('delegated-tag')).toHaveCount(0);

  // ---- the report's history: 李敏 代 王建国
  await manager.goto(`/cifficultReport?id=${created.data.id}`);
  await expect(manager.locator('.ant-drawer .ant-timeline')).toContainText('李敏 代 王建国');
  await manager.context().close();

  // ---- 王建国 cancels the delegation (after a question naming 李敏): 已取消, and 取消委托 is no longer offered
  await mine.getByRole('button', { name: '取消委托', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: '确认取消委托' });
  await expect(confirm).toContainText('取消对 李敏 的委托？');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(admin.locator('.ant-message-notice', { hasText: '已取消委托' })).toBeVisible();
  await expect(mine).toContainText('已取消');
  await expect(mine.getByRole('button', { name: '取消委托', exact: true })).toHaveCount(0);
  await admin.context().close();
});

test('conditional route: 流程配置 previews the path of a large claim, and a claim above 200,000 takes 大额索赔复核', async ({ browser }) => {
  // ---- the administrator previews the path of an example record in 流程配置 (the definition's detail)
  const admin = await signedInPage(browser, 'admin', '/workFlowDefinition');
  await admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: '索赔申请审批' }).getByRole('button', { name: '详情', exact: true }).click();
  const example = admin.getByTestId('route-example');
  await example.getByLabel('损失金额').fill('200000');
  await expect(example).toContainText('经过 2 个节点，跳过 1 个');
  await example.getByLabel('损失金额').fill('250000');
  await expect(example).toContainText('经过 3 个节点，跳过 0 个');
  await admin.context().close();

  // ---- a claim above the threshold shows the extra node in its approval progress
  const policy = `WTY-BIG-${stamp}`;
  const staff = await signedInPage(browser, 'staff', '/claimApplication');
  await submittedClaim(staff.request, policy, 250_000);
  const round = (await openDetail(staff, await findRow(staff, policy))).getByTestId('approval-round');
  await expect(round).toContainText('大额索赔复核');
  await expect(round.getByTestId('skipped-node')).toHaveCount(0);
  await staff.keyboard.press('Escape');

  // ---- one at the threshold shows the node it skipped, struck through, where it stood, and why
  const small = `WTY-SMALL-${stamp}`;
  await submittedClaim(staff.request, small, 200_000);
  const smallRound = (await openDetail(staff, await findRow(staff, small))).getByTestId('approval-round');
  await expect(smallRound.getByTestId('skipped-node')).toHaveText('大额索赔复核');
  await expect(smallRound).toContainText('跳过：损失金额 > 200,000 不成立');
  await staff.context().close();
});

test('decided where the record is read: from home’s 待我审批 into the record’s drawer, 通过 there, and the card counts one fewer', async ({ browser }) => {
  const manager = await signedInPage(browser, 'manager', '/');
  const card = manager.getByTestId('pending-approvals');
  const count = async () => Number((await card.getByText(/^\d+ 项待审批$/).innerText()).match(/\d+/)?.[0]);
  // a to-do of the card at its approval's last node: approved, nothing of it waits for me (an earlier node's may come back)
  const { token } = await demoSignIn(manager.request, 'manager');
  const { data } = await (await manager.request.get('/api/workflow/tasks/pending/count', { headers: { AuthenticationToken: token } })).json();
  const code: string = (data.latest as any[]).find((t) => t.nodeIndex === t.nodeCount - 1)?.recordCode ?? '';
  expect(code, 'a to-do at its last node among the card’s first few').not.toBe('');
  // it opens its record at its address (its desk's tab, the detail drawer), my decisions beside the approval rounds' title
  const item = card.getByRole('listitem').filter({ hasText: code });
  await expect(item).toBeVisible();
  const before = await count();
  await item.click();
  const drawer = manager.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-drawer-header')).toContainText(code);
  const rounds = drawer.getByTestId('record-approvals');
  for (const name of [/^通\s*过$/, /^驳\s*回$/, /^转\s*交$/]) await expect(rounds.getByRole('button', { name })).toBeVisible();
  await rounds.getByRole('button', { name: /^通\s*过$/ }).click();
  const dialog = manager.locator('.ant-modal').filter({ hasText: code });
  await dialog.locator('textarea').fill(`在记录中审批 ${stamp}`);
  await dialog.getByTestId('form-submit').click();
  await expect(manager.locator('.ant-message')).toContainText('已通过');
  // decided: nothing waits for me on it; the record was fetched again — its history has my approval
  await expect(rounds.getByRole('button')).toHaveCount(0);
  await expect(drawer.locator('.ant-timeline')).toContainText(`在记录中审批 ${stamp}`);
  // back on home (kept open in its tab): the card counts one fewer, the record gone from it
  await manager.keyboard.press('Escape');
  await manager.locator('.portal-tab-bar .portal-tab-title', { hasText: '首页' }).click();
  await expect.poll(count).toBe(before - 1);
  await expect(card.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  await manager.context().close();
});
