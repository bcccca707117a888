/**
 * The administration pages' shared dialog and record actions in a browser: 流程配置 saved, disabled
 * and enabled again (each with its own toast, left as it was found), 用户角色's create dialog refusing
 * empty fields, an action in a row that does not select the row, and 组织结构's rename saying one
 * message for an empty name.
 */
import { expect, test } from './fixtures';

test('流程配置: a definition is saved, disabled and enabled with their toasts', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/workFlowDefinition');
  const content = portal.content();
  const name = content.getByLabel('流程名称');
  await expect(name).toBeVisible();
  const before = await name.inputValue();
  const save = async (value: string) => {
    await name.fill(value);
    await content.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('流程已保存').first()).toBeVisible();
    await expect(name).toHaveValue(value);
  };
  await save(`${before}（改）`);
  await save(before);

  await content.getByRole('button', { name: /停用流程/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('流程已停用，该类型提交即通过')).toBeVisible();
  await content.getByRole('button', { name: /启用流程/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('流程已启用')).toBeVisible();
});

test('用户角色: the create dialog refuses empty fields; 编辑 in a row does not select that row', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/systemUserRole');
  await expect(page.getByText('· 系统管理员')).toBeVisible();
  await portal
    .content()
    .getByRole('button', { name: /新建角色/ })
    .click();
  const create = page.getByRole('dialog', { name: '新建角色' });
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(create.getByText('请输入角色名称')).toBeVisible();
  await create.getByRole('button', { name: /取\s*消/ }).click();
  await expect(create).toBeHidden();

  await portal
    .content()
    .getByRole('row', { name: /客服经理/ })
    .getByText('编辑', { exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: '编辑角色' });
  await expect(edit.getByLabel('角色编码')).toBeDisabled();
  await expect(edit.getByLabel('角色名称')).toHaveValue('客服经理');
  await expect(page.getByText('· 系统管理员')).toBeVisible();
});

test('组织结构: renaming to nothing says so once', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/Organization');
  await portal.content().locator('.ant-tree-title', { hasText: '质量部' }).first().click();
  await portal
    .content()
    .getByRole('button', { name: /重命名/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '重命名' });
  await dialog.getByLabel('名称').fill('');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入组织名称')).toHaveCount(1);
});
