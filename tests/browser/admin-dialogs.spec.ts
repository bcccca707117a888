/**
 * The administration pages' dialogs and record actions in a browser: 流程配置's nodes edited as the
 * rows of the engine's form (added, a repeated name refused under its cell, moved, shown on the path,
 * taken out again) and 停用 / 启用 saying what they do (left as found), 用户角色's create dialog refusing
 * empty fields, its code asked only when creating, a role in use that cannot be deleted and a new one
 * that is; 组织结构 (the engine's tree list): its edit saying one message for an empty name, a unit's
 * users in its detail, 移动到 and 排序, 新增下级, its search and deletions.
 */
import { expect, test } from './fixtures';

test('流程配置: a node is added in the definition’s form — a repeated name refused under its cell, moved up, shown on the path — then taken out again', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/workFlowDefinition');
  const content = portal.content();
  const row = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: '保险延期审批' });
  const edit = async () => {
    await row.getByRole('button', { name: '编辑', exact: true }).click();
    return page.getByRole('dialog', { name: /编辑流程定义/ });
  };
  let dialog = await edit();
  const lines = dialog.locator('.resource-lines .ant-table-row');
  await expect(lines).toHaveCount(1);
  const first = await dialog.getByLabel('第 1 行 节点名称').inputValue();
  await dialog.getByRole('button', { name: /添加一行/ }).click();
  await dialog.getByLabel('第 2 行 节点名称').fill(first);
  await dialog.getByRole('combobox', { name: '第 2 行 审批组' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '财务审核组' }).click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText(`节点名称「${first}」重复`)).toBeVisible();

  const name = `终审 ${String(Date.now()).slice(-4)}`;
  await dialog.getByLabel('第 2 行 节点名称').fill(name);
  await dialog.getByRole('button', { name: '上移第 2 行' }).click();
  await expect(dialog.getByLabel('第 1 行 节点名称')).toHaveValue(name);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('2');
  await row.getByRole('button', { name: '详情', exact: true }).click();
  const steps = page.locator('.ant-drawer .ant-steps-item');
  await expect(steps.nth(1)).toContainText(name);
  await expect(steps.nth(1)).toContainText('财务审核组');
  await page.keyboard.press('Escape');
  await expect(steps.first()).toBeHidden();

  // as it was found: the node taken out again
  dialog = await edit();
  await dialog.getByRole('button', { name: '删除第 1 行' }).click();
  await expect(dialog.locator('.resource-lines .ant-table-row')).toHaveCount(1);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
});

test('流程配置: 停用 and 启用 say what they do; a deleted workflow’s type is named over the list until a new one is made', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/workFlowDefinition');
  const content = portal.content();
  const row = content.locator('.ant-table-tbody tr.ant-table-row', { hasText: '保险延期审批' });
  const act = async (action: string, says: string) => {
    await row.getByRole('button', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `确认${action}` });
    await expect(dialog).toContainText(says);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
  };
  const unconfigured = content.getByTestId('unconfigured-types');
  await expect(unconfigured).toHaveCount(0);
  await act('停用', '新提交的这类记录将直接审批通过');
  await expect(row).toContainText('已停用');
  await act('启用', '新提交的这类记录将依次进入审批');
  await expect(row).toContainText('已启用');

  // deleted: its type is named as approved on submit; a new definition of it takes its place
  await row.getByRole('button', { name: '删除', exact: true }).click();
  await page
    .locator('.ant-popover')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(unconfigured).toContainText('保险延期申请');
  await content.getByRole('button', { name: /新建流程定义/ }).click();
  const dialog = page.getByRole('dialog', { name: /新建流程定义/ });
  await dialog.getByRole('combobox', { name: '业务类型' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '保险延期申请' }).click();
  await dialog.getByLabel('流程名称').fill('保险延期审批');
  await dialog.getByRole('button', { name: /添加一行/ }).click();
  await dialog.getByLabel('第 1 行 节点名称').fill('客服经理审核');
  await dialog.getByRole('combobox', { name: '第 1 行 审批组' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '客服经理组' }).click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(unconfigured).toHaveCount(0);
  // a new definition starts switched off
  await expect(row).toContainText('已停用');
  await act('启用', '新提交的这类记录将依次进入审批');
  await expect(row).toContainText('已启用');
});

test('用户角色: the create dialog refuses empty fields; the code is asked only when creating; a role in use cannot be deleted, a new one is', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/systemUserRole');
  const content = portal.content();
  await content.getByRole('button', { name: /新建角色/ }).click();
  const create = page.getByRole('dialog', { name: '新建角色' });
  await create.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(create.getByText('请填写角色名称')).toBeVisible();
  await create.getByRole('button', { name: /取\s*消/ }).click();
  await expect(create).toBeHidden();

  await content
    .getByRole('row', { name: /客服经理/ })
    .getByText('编辑', { exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: /编辑角色/ });
  await expect(edit.getByLabel('角色名称')).toHaveValue('客服经理');
  await expect(edit.getByLabel('角色编码')).toHaveCount(0);
  await edit.getByRole('button', { name: /取\s*消/ }).click();

  // a role with users cannot be deleted and says why; a new one is shown, and is deleted after its own question
  const staff = content.getByRole('row', { name: /普通员工/ }).getByRole('button', { name: '删除', exact: true });
  await expect(staff).toBeDisabled();
  await staff.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(/^角色“普通员工”仍有 \d+ 名用户，不能删除$/);
  const code = `tmpRole${Date.now() % 100_000}`;
  await content.getByRole('button', { name: /新建角色/ }).click();
  await create.getByLabel('角色编码').fill(code);
  await create.getByLabel('角色名称').fill(`临时角色${code}`);
  await create.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(create).toBeHidden();
  await content
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: '删除', exact: true })
    .click();
  await page.getByText(`确定删除角色“${code}”吗？删除后不可恢复。`).waitFor();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(content.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

// 组织结构 is the engine's tree list: a unit's row by its name (a unit's row is its own, the units under it rows of their own)
const unitRow = (content: import('@playwright/test').Locator, name: string) =>
  content.locator('.ant-table-tbody tr.ant-table-row').filter({ has: content.page().locator('td', { hasText: new RegExp(`^${name}$`) }) });

test('组织结构: a unit’s detail lists its users; renaming to nothing says so once', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/Organization');
  const content = portal.content();
  const qa = unitRow(content, '质量部');
  // the detail: the unit's users, 用户管理's list held to it (each of them in 质量部)
  await qa.getByRole('button', { name: '详情', exact: true }).click();
  const drawer = content.locator('.ant-drawer-open');
  const users = drawer.locator('.ant-table-tbody tr.ant-table-row');
  await expect(users.first()).toBeVisible();
  expect(await users.count()).toBe(await users.filter({ hasText: '质量部' }).count());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await qa.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /编辑组织/ });
  await dialog.getByLabel('名称').fill('');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请填写名称')).toHaveCount(1);
});

test('组织结构: a unit moved to another becomes its child, and moved back takes its place again by its 排序', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/Organization');
  const content = portal.content();
  const rows = content.locator('.ant-table-tbody tr.ant-table-row');
  const names = async () => (await rows.locator('td:nth-child(1)').allInnerTexts()).map((s) => s.trim());
  await expect(unitRow(content, '质量部')).toBeVisible();
  const before = await names();
  expect(before.indexOf('质量部')).toBe(before.indexOf('培训中心') + 1);

  const moveTo = async (target: string) => {
    await unitRow(content, '质量部').getByRole('button', { name: '移动到…' }).click();
    const dialog = page.getByRole('dialog', { name: '将“质量部”移动到' });
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: new RegExp(`^${target}$`) }).click();
    const moved = page.waitForResponse((r) => r.url().includes('/Organization/') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    expect((await (await moved).json()).success).toBe(true);
    await expect(dialog).toBeHidden();
  };
  // under 信息技术部: its row opens and shows it one level deeper
  await moveTo('信息技术部');
  await expect(page.getByText('已移动')).toBeVisible();
  await expect(unitRow(content, '质量部')).toHaveClass(/ant-table-row-level-2/);
  await expect.poll(async () => (await names()).indexOf('质量部')).toBe((await names()).indexOf('信息技术部') + 1);

  // back under the group it goes last; 排序 3 puts it after 培训中心 again
  await moveTo('航宇部件集团');
  await expect(unitRow(content, '质量部')).toHaveClass(/ant-table-row-level-1/);
  await unitRow(content, '质量部').getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /编辑组织/ });
  await dialog.getByLabel('排序').fill('3');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(names).toEqual(before);
});

test('组织结构: units added under another are found by the search with their ancestors, the one with a sub-unit cannot be deleted, each is deleted after its confirmation', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/Organization');
  const content = portal.content();
  const stamp = Date.now() % 100_000;
  const [parent, child] = [`检索测试部${stamp}`, `下属组${stamp}`];

  // 质量部 → a unit under it → a unit under that one (each shown under its parent, opened)
  for (const [under, name] of [
    ['质量部', parent],
    [parent, child],
  ]) {
    await unitRow(content, under).getByRole('button', { name: '新增下级' }).click();
    const dialog = page.getByRole('dialog', { name: /新建组织/ });
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    await expect(unitRow(content, name)).toBeVisible();
  }
  await expect(unitRow(content, child)).toHaveClass(/ant-table-row-level-3/);

  // the search keeps the match with its ancestors and what is under it
  const search = async (q: string) => {
    await content.getByPlaceholder('搜索名称').fill(q);
    await content.getByRole('button', { name: /查\s*询/ }).click();
  };
  await search(parent);
  await expect(unitRow(content, child)).toBeVisible();
  await expect(unitRow(content, '质量部')).toBeVisible();
  await expect(unitRow(content, '培训中心')).toHaveCount(0);
  await search(child);
  await expect(unitRow(content, parent)).toBeVisible();
  await expect(unitRow(content, '培训中心')).toHaveCount(0);

  // a unit with a sub-unit: 删除 is off, and says why
  const remove = unitRow(content, parent).getByRole('button', { name: /删\s*除/ });
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(`“${parent}”下还有 1 个下级组织，不能删除`);

  // the sub-unit first, after its confirmation; then the parent, which is now empty
  for (const name of [child, parent]) {
    await search(name);
    await unitRow(content, name)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.getByText(`确定删除组织“${name}”吗？删除后不可恢复。`).waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('已删除').first()).toBeVisible();
    await expect(unitRow(content, name)).toHaveCount(0);
  }
  await search('');
  await expect(unitRow(content, '培训中心')).toBeVisible();
});
