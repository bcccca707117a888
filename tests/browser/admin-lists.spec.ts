/**
 * Administration lists in a browser: 系统功能 (the engine's tree) finds a function with its ancestors,
 * switches it off (with its confirmation) and on again and edits its remark; 选项配置 (the engine's) creates and deletes a
 * dictionary, keeps one the portal reads, switches an item off and on in its drawer and changes a numeric
 * setting within its range; 人员授权 edits a scope in its form and takes it back to the default; 人员密级
 * shows its ceiling mapping beside the levels; 密码模板's dialog (the engine's) takes its numbers and its current template cannot be deleted; 审批组 (the
 * engine's) picks its members and lead from the user directory and keeps a group a workflow uses; 用户管理 disables a user
 * (who then cannot sign in) and enables them again. Each leaves what it changed as it was.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, SIGN_IN_RETRIES, test } from './fixtures';

/** This action's toast, then wait for it to go (so that the next one is not mistaken for it). */
async function saved(page: Page, text = '已保存') {
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0, { timeout: 10_000 });
}

test('系统功能 (the engine): a search keeps the match with its ancestors; a function is switched off with a confirmation and on again; its remark is edited', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/systemFunction');
  const content = portal.content();
  await expect(content.getByText(/共 \d+ 个菜单、\d+ 个页面、\d+ 个页面元素/)).toBeVisible();
  await content.getByPlaceholder('搜索权限编码、功能名称').fill('appLogs:export');
  await content.getByRole('button', { name: /查\s*询/ }).click();
  const rows = content.locator('.ant-table-tbody tr.ant-table-row');
  // the element, its page and the page's menu group, open
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('系统日志');
  const row = rows.filter({ hasText: 'appLogs:export' });
  await expect(row.locator('.ant-tag', { hasText: '页面元素' })).toBeVisible();

  await row.getByRole('button', { name: '停用', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '确认停用' });
  await expect(confirm).toContainText('停用后，所有角色都不再拥有此功能及其下级功能。');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await saved(page, '已停用');
  await expect(row.getByText('停用', { exact: true }).first()).toBeVisible();
  await row.getByRole('button', { name: '启用', exact: true }).click();
  await page
    .getByRole('dialog', { name: '确认启用' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await saved(page, '已启用');
  await expect(row.getByRole('button', { name: '停用', exact: true })).toBeVisible();

  const remark = `备注${Date.now() % 10_000}`;
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /编辑功能/ });
  const before = await dialog.getByLabel('备注').inputValue();
  await dialog.getByLabel('备注').fill(remark);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(remark)).toBeVisible();
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await dialog.getByLabel('备注').fill(before);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
});

test('选项配置 (the engine): a dictionary is created with an item and deleted; one the portal reads is kept; an item is switched off and on in the drawer; a setting is changed within its range', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/selectType');
  const content = portal.content();
  const carrier = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'carrier' });
  await expect(carrier).toContainText('采购订单');
  await expect(carrier.getByRole('button', { name: '删除', exact: true })).toBeDisabled();

  await carrier.getByText('详情', { exact: true }).click();
  const item = page.getByRole('switch', { name: '启用：EMS' });
  await expect(item).toBeChecked();
  await item.click();
  await saved(page);
  await expect(item).not.toBeChecked();
  // saved: the drawer opened again reads the stored item
  await page.keyboard.press('Escape');
  await carrier.getByText('详情', { exact: true }).click();
  await expect(item).not.toBeChecked();
  await item.click();
  await saved(page);
  await expect(item).toBeChecked();
  await page.keyboard.press('Escape');

  await content.getByRole('button', { name: /新建字典/ }).click();
  const form = page.getByRole('dialog', { name: /新建字典/ });
  const type = `journey${String(Date.now()).slice(-5)}`;
  await form.getByLabel('类型编码').fill(type);
  await form.getByLabel('类型名称').fill('旅程字典');
  await form.getByRole('button', { name: '添加一行' }).click();
  await form.getByLabel('第 1 行 值').fill('ONE');
  await form.getByLabel('第 1 行 显示名称').fill('一号');
  await form.getByLabel('第 1 行 排序').fill('1');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  // a new code sorts among the others: found by the list's keyword
  await content.getByPlaceholder(/^搜索类型编码/).fill(type);
  await content.getByRole('button', { name: /查\s*询/ }).click();
  const made = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: type });
  await expect(made).toContainText('未被引用');
  await made.getByRole('button', { name: '删除', exact: true }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(made).toHaveCount(0);

  // the settings are the second tab, each edited in the engine's form within its range
  await content.getByRole('tab', { name: '业务参数' }).click();
  await expect(page).toHaveURL(/tab=selectSetting/);
  const setting = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'coreReturnDays' });
  await expect(setting).toContainText('替换件旧件返回期限（天）');
  const current = setting.getByRole('cell').nth(1);
  const before = (await current.textContent())!.trim();
  const edit = async (to: string) => {
    await setting.getByRole('button', { name: '编辑', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /编辑业务参数/ });
    await dialog.getByLabel('取值').fill(to);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    return dialog;
  };
  const dialog = await edit('366');
  await expect(dialog.getByText('参数值必须是 1 到 365 之间的整数')).toBeVisible();
  // what was typed is not dropped without asking
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page
    .getByRole('dialog', { name: '放弃已填写的内容？' })
    .getByRole('button', { name: /放\s*弃/ })
    .click();
  await expect(dialog).toBeHidden();
  const next = String(before === '45' ? 46 : 45);
  await expect(await edit(next)).toBeHidden();
  await expect(current).toHaveText(next);
  await saved(page);
  await expect(await edit(before)).toBeHidden();
  await expect(current).toHaveText(before);
});

test('人员授权: a scope is edited in its form and sums up in the list; 恢复默认 is asked first, by name; 人员密级 shows each level’s ceiling and edits it in the level’s form', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/personnelAuthorization');
  const content = portal.content();
  // a staff member with the default scope: 本部门, all customers
  const row = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: '本部门' }).first();
  await expect(row).toContainText('默认');
  const name = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const form = page.getByRole('dialog', { name: /编辑数据范围/ });
  await form.getByRole('switch', { name: '全部组织' }).click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form).toBeHidden();
  const edited = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
  await expect(edited).toContainText('已授权');
  await expect(edited).not.toContainText('本部门');
  // back to the default scope is asked first, by name
  await edited.getByRole('button', { name: '恢复默认', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '确认恢复默认' });
  await expect(confirm).toContainText(`将“${name}”的数据范围恢复为默认（本组织）？`);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toContainText('本部门');

  await page.goto('/personnelSecretLevel');
  const level = content.locator('.ant-table-row', { hasText: 'GENERAL' });
  // each level shows its ceiling beside it, and the users holding it
  await expect(level).toContainText('内部');
  await level.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /编辑人员密级/ });
  await expect(dialog.getByLabel('可知悉的最高信息密级')).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
});

test('密码模板 (the engine): a template is saved through its dialog, numbers and all; the current one cannot be deleted, and says why', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/passwordTemplate');
  const content = portal.content();
  const current = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: '当前使用' });
  await expect(current.getByRole('button', { name: '删除', exact: true })).toBeDisabled();
  await expect(current.getByRole('button', { name: '设为当前', exact: true })).toHaveCount(0);
  const row = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: '高强度策略' });
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /编辑密码模板/ });
  const history = dialog.getByLabel('不得重复最近几次');
  const before = await history.inputValue();
  await history.fill('');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await history.fill(before);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await saved(page);
});

test('审批组 (the engine): members and lead are picked from the directory and shown by name; a group a workflow uses cannot be deleted', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/approvalGroup');
  const content = portal.content();
  const used = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: '客服经理组' });
  await expect(used).toContainText('王建国（组长）');
  await expect(used).toContainText('索赔申请审批');
  await expect(used.getByRole('button', { name: '删除', exact: true })).toBeDisabled();

  await content.getByRole('button', { name: /新建审批组/ }).click();
  const dialog = page.getByRole('dialog', { name: /新建审批组/ });
  const name = `夜班值守 ${String(Date.now()).slice(-4)}`;
  await dialog.getByLabel('审批组名称').fill(name);
  const pick = async (label: string, typed: string, option: string) => {
    await dialog.getByRole('combobox', { name: label }).click();
    await dialog.getByRole('combobox', { name: label }).fill(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
  };
  await pick('成员', '李敏', '李敏（manager）');
  await pick('成员', 'engineer', '（engineer）');
  await page.keyboard.press('Escape');
  await pick('组长', 'manager', '李敏（manager）');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const row = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
  await expect(row).toContainText('李敏（组长）');
  await expect(row).toContainText('未被引用');

  await row.getByRole('button', { name: '删除', exact: true }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toHaveCount(0);
});

test('用户管理: a user is disabled after a question that names them and what follows, cannot sign in meanwhile, and is enabled again', async ({
  page,
  portal,
}) => {
  const { userNo, userName, password } = DEMO.trainer;
  const signIn = async () =>
    (await (await page.request.post('/sso/api/login', { data: { account: userNo, password }, maxRetries: SIGN_IN_RETRIES })).json()).success;
  await portal.signInQuick('admin', '/systemUser');
  const content = portal.content();
  await content.getByPlaceholder(/搜索工号/).fill(userNo);
  await content.getByRole('button', { name: /查\s*询/ }).click();
  const row = content.locator('.ant-table-row', { hasText: userName });
  await expect(content.locator('.ant-table-row')).toHaveCount(1);
  const enable = row.getByRole('button', { name: '启用', exact: true });
  const confirm = async (action: string) => {
    const dialog = page.getByRole('dialog', { name: `确认${action}` });
    await expect(dialog).toContainText(userName);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await saved(page, `已${action}`);
  };
  try {
    await expect(enable).toHaveCount(0);
    await row.getByRole('button', { name: '停用', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '确认停用' })).toContainText(`停用后“${userName}”将无法登录，确定停用吗？`);
    await confirm('停用');
    await expect(enable).toBeVisible();
    expect(await signIn()).toBe(false);
    await enable.click();
    await confirm('启用');
    await expect(row.getByRole('button', { name: '停用', exact: true })).toBeVisible();
    expect(await signIn()).toBe(true);
  } finally {
    // leave the demo user as it was found, whatever failed above
    if (await enable.isVisible()) {
      await enable.click();
      await page
        .getByRole('dialog', { name: '确认启用' })
        .getByRole('button', { name: /确\s*定/ })
        .click();
    }
  }
});
