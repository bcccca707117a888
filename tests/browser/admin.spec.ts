/**
 * The administration journey of issue 5: an administrator takes the AOG order page away from the staff
 * role; the staff user, signed in again, neither sees it in the menu nor opens it (403) nor calls its
 * API; the administrator gives it back and all three return. And a new user, whose initial password
 * must be changed, is kept on 修改密码 until it is; a password the administrator resets on 用户管理 is
 * shown once and brings the user back to 修改密码.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoSignIn, signedInPage } from './fixtures';

// Paths are relative: the Playwright config's `baseURL` says where the portal runs.
const ADMIN = 'admin';
const STAFF = 'staff';
const AOG_API = '/api/management/aogOrder';

async function apiAs(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const res = await request.fetch(path, {
    method,
    headers: { AuthenticationToken: token, 'X-Requested-With': 'XMLHttpRequest' },
    data,
  });
  return res.json();
}

/** What the roles grant (the field `grants` of 用户角色's records), to restore them whatever happens. */
let original: string[] | undefined;
let managerOriginal: string[] | undefined;
const ROLES = '/api/permission/systemUserRole';
async function roleOf(request: APIRequestContext, token: string, code: string) {
  const list = await apiAs(request, token, 'GET', `${ROLES}?keyword=${code}&pageSize=50`);
  return (list.data as Array<{ id: string; code: string; grants: string[]; version: number }>).find((r) => r.code === code)!;
}

test.beforeAll(async ({ request }) => {
  const { token } = await demoSignIn(request, ADMIN);
  original = (await roleOf(request, token, 'staff')).grants;
  managerOriginal = (await roleOf(request, token, 'serviceManager')).grants;
  expect(original).toContain('aogOrder');
  expect(managerOriginal).toContain('aogOrder:create');
});

test.afterAll(async ({ request }) => {
  if (!original) return;
  const { token } = await demoSignIn(request, ADMIN);
  // admin edits carry the version they were read at: read it now, restore, and insist it took
  const restore = async (code: string, grants: string[]) => {
    const { id, version } = await roleOf(request, token, code);
    const answer = await apiAs(request, token, 'PUT', `${ROLES}/${id}`, { grants, version });
    expect(answer.success).toBe(true);
  };
  await restore('staff', original);
  if (managerOriginal) await restore('serviceManager', managerOriginal);
});

/** Opens the edit form of a role (its row's 编辑), whose last field is the function tree. */
async function editRole(page: Page, name: string) {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText('编辑', { exact: true })
    .click();
  const form = page.getByRole('dialog', { name: /编辑角色/ });
  await expect(form.getByText('权限变更在相关用户刷新页面后生效，无需重新登录。')).toBeVisible();
  return form;
}

async function toggleAogForStaff(page: Page) {
  const form = await editRole(page, '普通员工');
  const aog = form.getByRole('treeitem').filter({ hasText: 'aogOrder' }).first();
  await aog.locator('.ant-tree-checkbox').first().click();
  const ticked = await aog.locator('.ant-tree-checkbox-checked').count();
  // this save's toast, not one left from the previous save
  await expect(page.getByText('已保存')).toHaveCount(0, { timeout: 10_000 });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(form).toBeHidden();
  return ticked;
}

async function expectStaffAog(browser: Browser, request: APIRequestContext, allowed: boolean) {
  const page = await signedInPage(browser, STAFF, '/home');
  // the menu
  await page
    .getByRole('menuitem', { name: /订单管理/ })
    .first()
    .click();
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText('采购订单')).toBeVisible();
  if (allowed) await expect(menu.getByText('AOG订单')).toBeVisible();
  else await expect(menu.getByText('AOG订单')).toHaveCount(0);
  // the URL
  await page.goto('/aogOrder');
  if (allowed) await expect(page.getByText('无权访问')).toHaveCount(0);
  else await expect(page.getByText('无权访问')).toBeVisible();
  // the API
  const { token } = await demoSignIn(request, STAFF);
  const answer = await apiAs(request, token, 'GET', AOG_API);
  if (allowed) expect(answer.success).toBe(true);
  else expect(answer).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  await page.context().close();
}

test('removing the AOG order page from the staff role takes it away, giving it back restores it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await expectStaffAog(browser, request, true);

  const admin = await signedInPage(browser, ADMIN, '/systemUserRole');
  expect(await toggleAogForStaff(admin)).toBe(0);

  await expectStaffAog(browser, request, false);
  // the detail shows what the role grants: AOG订单 no longer ticked
  await admin
    .getByRole('row', { name: /普通员工/ })
    .getByText('staff', { exact: true })
    .click();
  const detail = admin.getByRole('dialog').filter({ hasText: '功能授权' });
  const shown = detail.getByRole('treeitem').filter({ hasText: 'aogOrder' }).first();
  await expect(shown).toBeVisible();
  await expect(shown.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await admin.keyboard.press('Escape');

  expect(await toggleAogForStaff(admin)).toBeGreaterThan(0);

  await expectStaffAog(browser, request, true);

  // both changes are in the operation log
  await admin.goto('/logManagement');
  await expect(admin.getByRole('row', { name: /用户角色.*编辑.*staff/ }).first()).toBeVisible();
  await admin.context().close();
});

test('a button code taken from a role hides the button and the server refuses its call', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const MANAGER = 'manager';
  const createButton = (page: Page) => page.getByRole('button', { name: /新建AOG订单/ });

  const before = await signedInPage(browser, MANAGER, '/aogOrder');
  await expect(createButton(before)).toBeVisible();
  await before.context().close();

  const admin = await signedInPage(browser, ADMIN, '/systemUserRole');
  const form = await editRole(admin, '客服经理');
  await form.getByPlaceholder('搜索功能名称或编码').fill('aogOrder:create');
  await form.getByRole('treeitem').filter({ hasText: 'aogOrder:create' }).locator('.ant-tree-checkbox').click();
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('已保存')).toBeVisible();
  await admin.context().close();

  const after = await signedInPage(browser, MANAGER, '/aogOrder');
  await expect(after.getByRole('columnheader').first()).toBeVisible();
  await expect(after.getByText('无权访问')).toHaveCount(0);
  await expect(createButton(after)).toHaveCount(0);
  await after.context().close();
  const { token } = await demoSignIn(request, MANAGER);
  const refused = await request.post(AOG_API, { headers: { AuthenticationToken: token }, data: {} });
  expect(await refused.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
});

test('a user whose password must be changed is kept on 修改密码 until it is; afterwards the portal works, and a reset on 用户管理 (shown once) brings them back', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // an administrator creates a user: the initial password is one to change at once
  const { token: adminToken } = await demoSignIn(request, ADMIN);
  const stamp = String(Date.now()).slice(-8);
  const userNo = `pw${stamp}`;
  const created = await request.post('/api/hr/systemUser', {
    headers: { AuthenticationToken: adminToken, 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      userNo,
      userName: '改密测试',
      orgId: 'ORG-CS',
      roles: ['staff'],
      secrecyLevel: 'GENERAL',
      phone: `139${stamp}`,
      email: `${userNo}@aftersales.example`,
    },
  });
  const initialPassword = (await created.json()).data.once.password;
  expect(initialPassword).toBeTruthy();

  // the sign-in works as ever, and leads to 修改密码 with the reason
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const signInAs = async (password: string) => {
    await page.waitForURL(/\/sso\/login/);
    await page.locator('#form-password input[name="account"]').fill(userNo);
    await page.locator('#form-password input[name="password"]').fill(password);
    await page.locator('#form-password button[type="submit"]').click();
  };
  await page.goto('/procurementOrder');
  await signInAs(initialPassword);
  await page.waitForURL((url) => url.pathname === '/updatePassword');
  const notice = page.locator('.password-change-due');
  await expect(notice).toContainText('请先修改密码');
  await expect(notice).toContainText('您的密码已被管理员重置');
  // nothing else is open: one tab, one menu entry, and another address comes back here
  await expect(page.locator('.portal-tab-bar .portal-tab-title')).toHaveText(['修改密码']);
  await expect(page.locator('.ant-pro-sider')).not.toContainText('订单管理');
  await page.goto('/procurementOrder');
  await page.waitForURL((url) => url.pathname === '/updatePassword');
  await expect(notice).toBeVisible();
  await expect(page.locator('.portal-tab-bar .portal-tab-title')).toHaveText(['修改密码']);
  // …nor the API
  const token = (await page.evaluate(() => localStorage.getItem('AuthenticationToken')))!;
  const refused = await apiAs(request, token, 'GET', '/api/management/procurementOrder');
  expect(refused).toMatchObject({ success: false, errorCode: 'PASSWORD_CHANGE_REQUIRED', data: { url: '/updatePassword', reason: 'MUST_CHANGE' } });

  // the change: then sign in again with the new password, and the portal is open
  const fresh = 'Fresh#Start2026';
  await page.getByLabel('原密码', { exact: true }).fill(initialPassword);
  await page.getByLabel('新密码', { exact: true }).fill(fresh);
  await page.getByLabel('确认新密码', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，请使用新密码重新登录')).toBeVisible();
  await signInAs(fresh);
  await page.waitForURL((url) => !url.pathname.startsWith('/sso/') && !url.searchParams.has('token'));
  await page.goto('/procurementOrder');
  await expect(page.locator('.ant-pro-page-container').first()).toContainText('采购订单', { timeout: 60_000 });
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.password-change-due')).toHaveCount(0);
  await expect(page.locator('.ant-pro-sider')).toContainText('订单管理');

  // the administrator resets it on 用户管理: the new password is shown once, with a copy button…
  const admin = await signedInPage(browser, ADMIN, '/systemUser');
  await admin.getByPlaceholder(/搜索工号/).fill(userNo);
  await admin.getByRole('button', { name: /查\s*询/ }).click();
  const row = admin.locator('.ant-table-row', { hasText: userNo });
  await expect(admin.locator('.ant-table-row')).toHaveCount(1);
  // the phone is personal data: masked in the list, shown in full on request (logged)
  await expect(row).toContainText(`139****${stamp.slice(-4)}`);
  await expect(row).not.toContainText(`139${stamp}`);
  await row.getByText('详情', { exact: true }).click();
  const drawer = admin.locator('.ant-drawer-open');
  await expect(drawer.locator('.ant-descriptions')).toContainText(`139****${stamp.slice(-4)}`);
  await drawer.getByRole('button', { name: '显示完整的电话' }).click();
  await expect(drawer.locator('.ant-descriptions')).toContainText(`139${stamp}`);
  await expect(drawer).toContainText('已显示完整信息（已记入操作日志）');
  await drawer.locator('.ant-drawer-close').click();
  // 重置密码 is under the row's 更多 (停用 comes first)
  await row.getByRole('button', { name: /更多/ }).hover();
  await admin.getByRole('menuitem', { name: '重置密码' }).click();
  const question = admin.getByRole('dialog', { name: '确认重置密码' });
  await expect(question).toContainText('为“改密测试”生成新的临时密码？原密码将立即失效。');
  await question.getByRole('button', { name: /确\s*定/ }).click();
  const dialog = admin.getByRole('dialog', { name: '新的临时密码' });
  await expect(dialog).toContainText('改密测试');
  const resetPassword = (await dialog.getByTestId('one-time-password').innerText()).trim();
  expect(resetPassword).toMatch(/^\S{8,}$/);
  expect(resetPassword).not.toBe(fresh);
  await expect(dialog.getByRole('button', { name: '复制' })).toBeVisible();
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toBeHidden();
  await admin.context().close();

  // …and the user, signed in with it, is asked to change it again
  await page.evaluate(() => localStorage.clear());
  await page.goto('/procurementOrder');
  await signInAs(resetPassword);
  await page.waitForURL((url) => url.pathname === '/updatePassword');
  await expect(page.locator('.password-change-due')).toContainText('您的密码已被管理员重置');
  await context.close();
});
