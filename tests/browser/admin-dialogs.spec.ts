/**
 * The administration pages' shared dialog and record actions in a browser: 流程配置 saved, disabled
 * and enabled again (each with its own toast, left as it was found), its nodes edited as the rows of
 * the admin form (added, a repeated name refused, the group's members under it, moved, the preview
 * following, an unsaved change guarding the switch of type, 重置), 用户角色's create dialog refusing
 * empty fields, its code asked only when creating, a role in use that cannot be deleted and a new one
 * that is; 组织结构's rename saying one message for an empty name, and its search and
 * deletions.
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

test('流程配置: nodes are added, checked and moved as rows; an unsaved change asks before another type is shown', async ({ page, portal }) => {
  await portal.signInQuick('admin', '/workFlowDefinition');
  const content = portal.content();
  const rows = content.locator('.resource-lines .ant-table-row');
  await expect(rows.first()).toBeVisible();
  // at 1440 a node's row fits its card, its row actions in view; in a narrower window the table
  // scrolls within the card and the mode (a select) stays in view
  await expect(content.getByRole('button', { name: '删除第 1 行' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(content.getByRole('combobox', { name: '第 1 行 审批方式' })).toBeInViewport();
  const n = await rows.count();
  const firstName = await content.getByLabel('第 1 行 节点名称').inputValue();

  await content.getByRole('button', { name: /添加一行/ }).click();
  await expect(rows).toHaveCount(n + 1);
  await expect(content.getByText('未保存')).toBeVisible();
  await content.getByLabel(`第 ${n + 1} 行 节点名称`).fill(firstName);
  await content.getByRole('combobox', { name: `第 ${n + 1} 行 审批组` }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(rows.nth(n)).toContainText('成员：');
  await content.getByRole('button', { name: /保\s*存/ }).click();
  await expect(content.getByText('节点名称不能重复')).toBeVisible();
  await expect(page.getByText('流程已保存')).toHaveCount(0);

  const name = `终审 ${String(Date.now()).slice(-4)}`;
  await content.getByLabel(`第 ${n + 1} 行 节点名称`).fill(name);
  await content.getByRole('button', { name: `上移第 ${n + 1} 行` }).click();
  await expect(content.getByLabel(`第 ${n} 行 节点名称`)).toHaveValue(name);
  await expect(content.locator('.ant-steps-item').nth(n)).toContainText(name);

  // another type while the change is unsaved: asked first; 取消 keeps the change
  await content.locator('.ant-menu-item').nth(1).click();
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toContainText('有未保存的修改');
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(rows).toHaveCount(n + 1);
  await content.getByRole('button', { name: /重\s*置/ }).click();
  await expect(rows).toHaveCount(n);
  await expect(content.getByText('未保存')).toHaveCount(0);
  await content.locator('.ant-menu-item').nth(1).click();
  await expect(ask).toHaveCount(0);
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
  await portal
    .content()
    .getByRole('button', { name: /重命名/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '重命名' });
  await dialog.getByLabel('名称').fill('');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请输入组织名称')).toHaveCount(1);
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
  const moved = page.waitForResponse((r) => r.url().includes('/organizations/') && r.request().method() !== 'GET');
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
    const dialog = page.getByRole('dialog', { name: /^新增下级 · / });
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
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
    await page.getByText(`确定删除“${name}”吗？此操作不可恢复。`).waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(title(name)).toHaveCount(0);
  }
  await expect(content.locator('.ant-card-head-title').filter({ hasText: '质量部' })).toBeVisible();
});
