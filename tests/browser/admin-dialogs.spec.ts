/**
 * The administration pages' dialogs and record actions in a browser: 流程配置's nodes edited as the
 * rows of the engine's form (added, a repeated name refused under its cell, moved, shown on the path,
 * taken out again) and 停用 / 启用 saying what they do (left as found), 用户角色's create dialog refusing
 * empty fields, its code asked only when creating, a role in use that cannot be deleted and a new one
 * that is; 组织结构's edit saying one message for an empty name, and its search and
 * deletions.
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

test('组织结构: renaming to nothing says so once', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/Organization');
  await portal.content().locator('.ant-tree-title', { hasText: '质量部' }).first().click();
  // the selected unit's card (its users' list below has its own 编辑 per row)
  await portal
    .content()
    .locator('.ant-card-head')
    .last()
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /编辑组织/ });
  await dialog.getByLabel('名称').fill('');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('请填写名称')).toHaveCount(1);
});

test('组织结构: a unit dragged beside another takes that place; one dropped inside another becomes its child', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/Organization');
  const tree = portal.content().locator('.ant-tree');
  const node = (name: string) => tree.locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${name}`) }) });
  // the titles in the order shown (a unit's user count follows its name)
  const names = async () => (await tree.locator('.ant-tree-title').allInnerTexts()).map((s) => s.replace(/\d+$/, '').trim());
  await expect(node('质量部')).toBeVisible();
  const before = await names();
  expect(before.indexOf('质量部')).toBeGreaterThan(before.indexOf('培训中心'));

  // 质量部 onto the upper part of 培训中心's row: before it, among the same siblings
  const moved = page.waitForResponse((r) => r.url().includes('/Organization/') && r.request().method() === 'PUT');
  await node('质量部').dragTo(node('培训中心'), { targetPosition: { x: 120, y: 2 } });
  expect((await (await moved).json()).success).toBe(true);
  await expect(page.getByText('已移动')).toBeVisible();
  await expect.poll(async () => (await names()).indexOf('质量部') < (await names()).indexOf('培训中心')).toBe(true);

  // onto 信息技术部's row itself: inside it, the path says so
  await node('质量部').dragTo(node('信息技术部'), { targetPosition: { x: 200, y: 14 } });
  await node('质量部').locator('.ant-tree-title').click();
  await expect(portal.content().locator('.ant-card-head-title').filter({ hasText: '信息技术部 / 质量部' })).toBeVisible();

  // and back after 培训中心, where it was
  await node('质量部').dragTo(node('培训中心'), { targetPosition: { x: 120, y: 22 } });
  await expect.poll(names).toEqual(before);
});

test('组织结构: units added are found by the search (the match marked, what is under it shown), the one with a sub-unit cannot be deleted, each is deleted after its confirmation', async ({
  page,
  portal,
}) => {
  await portal.signInQuick('admin', '/Organization');
  const content = portal.content();
  const tree = content.locator('.ant-tree');
  // a title is the unit's name and its user count
  const title = (name: string) => tree.locator('.ant-tree-title', { hasText: new RegExp(`^${name}\\d*$`) });
  const card = content.locator('.ant-card-head').last();
  const stamp = Date.now() % 100_000;
  const [parent, child] = [`检索测试部${stamp}`, `下属组${stamp}`];
  await expect(content.getByText('可拖动节点调整位置')).toBeVisible();

  // 质量部 → a unit under it → a unit under that one (each added one is the one selected after)
  await title('质量部').click();
  for (const name of [parent, child]) {
    await card.getByRole('button', { name: /新增下级/ }).click();
    const dialog = page.getByRole('dialog', { name: /新建组织/ });
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    await expect(content.locator('.ant-card-head-title').filter({ hasText: `/ ${name}` })).toBeVisible();
  }

  // the search keeps the match with its ancestors and what is under it; only the match is marked
  const marked = tree.locator('.ant-tree-title span[style*="font-weight"]');
  await content.getByPlaceholder('搜索组织').fill(parent);
  await expect(title(child)).toBeVisible();
  await expect(title('培训中心')).toHaveCount(0);
  await expect(marked).toHaveText([parent]);
  await content.getByPlaceholder('搜索组织').fill(child);
  await expect(title(parent)).toBeVisible();
  await expect(marked).toHaveText([child]);
  await content.getByPlaceholder('搜索组织').fill('');
  await expect(title('培训中心')).toBeVisible();
  await expect(marked).toHaveCount(0);

  // a unit with a sub-unit: 删除 is off, and says why
  await title(parent).click();
  const remove = card.getByRole('button', { name: /删\s*除/ });
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(`“${parent}”下还有 1 个下级组织，不能删除`);

  // the sub-unit first, after its confirmation; then the parent, which is now empty
  for (const name of [child, parent]) {
    await title(name).click();
    await card.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText(`确定删除组织“${name}”吗？删除后不可恢复。`).waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(title(name)).toHaveCount(0);
  }
  await expect(content.locator('.ant-card-head-title').filter({ hasText: '质量部' })).toBeVisible();
});
