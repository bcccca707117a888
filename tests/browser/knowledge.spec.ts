/**
 * The knowledge desks in Chromium (issue 15): a staff user (一般) never sees a 秘密 technical material —
 * not in the list, not by its address (/technicalMaterials?id=…), not by downloading its file — while
 * the engineer (重要) finds it, opens it and downloads its current revision; a material-code request
 * made by the engineer and approved by the manager in 审批管理 appears as an active code in 物料编码.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoSignIn, formOf, signedInPage, waitForShell, type DemoUserNo } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const drawer = (page: Page) => page.locator('.portal-tab-frame:not([hidden]) .ant-drawer-open');

async function api(browser: Browser, who: DemoUserNo) {
  const context = await browser.newContext();
  const { token } = await demoSignIn(context.request, who);
  const get = async (path: string) => context.request.get(path, { headers: { AuthenticationToken: token } });
  return { context, token, get };
}

/** The list's keyword search (the other filters stay folded under 展开). */
async function search(page: Page, documentNo: string) {
  await page
    .getByPlaceholder(/^搜索编号/)
    .first()
    .fill(documentNo);
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
}

test('a 秘密 document: hidden from staff in the list, by URL and by download; the engineer finds, opens and downloads it', async ({ browser }) => {
  test.setTimeout(120_000);
  const engineer = await api(browser, 'engineer');
  const secret = (await (await engineer.get('/api/management/technicalMaterials?secrecyLevel=SECRET&status=CURRENT&pageSize=1')).json()).data[0];
  const fileId = secret.revisions.at(-1).fileId as string;

  // --- staff: the list does not have it, the address says "not found", the file is not served
  const staff = await signedInPage(browser, 'staff', '/technicalMaterials');
  await search(staff, secret.documentNo);
  await expect(staff.locator('.ant-table-placeholder:visible')).toBeVisible();
  await expect(staff.locator('.ant-table-row', { hasText: secret.documentNo })).toHaveCount(0);
  await staff.screenshot({ path: 'test-results/knowledge-staff-list.png' });
  await staff.goto(`/technicalMaterials?id=${encodeURIComponent(secret.id)}`);
  await waitForShell(staff);
  await expect(drawer(staff)).toContainText('记录不存在，或你无权查看', { timeout: 60_000 });
  await expect(drawer(staff)).not.toContainText(secret.title);
  await staff.screenshot({ path: 'test-results/knowledge-staff-url.png' });
  const token = await staff.evaluate(() => localStorage.getItem('AuthenticationToken'));
  const download = await staff.request.get(`/api/file/files/${fileId}`, { headers: { AuthenticationToken: String(token) } });
  expect(await download.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  await staff.context().close();

  // --- engineer: listed, opened by its address with its revisions, downloaded
  const page = await signedInPage(browser, 'engineer', '/technicalMaterials');
  await search(page, secret.documentNo);
  await expect(page.locator('.ant-table-row', { hasText: secret.documentNo })).toHaveCount(1);
  await page.goto(`/technicalMaterials?id=${encodeURIComponent(secret.id)}`);
  await waitForShell(page);
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText(secret.code, { timeout: 60_000 });
  const revisions = drawer(page).getByTestId('revisions');
  await revisions.scrollIntoViewIfNeeded();
  await expect(revisions.getByText('现行')).toBeVisible();
  await page.screenshot({ path: 'test-results/knowledge-engineer-detail.png' });
  const [file] = await Promise.all([page.waitForEvent('download'), revisions.getByRole('button', { name: secret.fileName }).click()]);
  expect(file.suggestedFilename()).toBe(secret.fileName);
  await page.context().close();
  await engineer.context.close();
});

test('a material-code request approved by the manager appears as an active code', async ({ browser }) => {
  test.setTimeout(150_000);
  const name = `E2E密封垫 ${stamp}`;
  const page = await signedInPage(browser, 'engineer', '/productCodeApproval');
  await page.getByRole('button', { name: /新建编码申请/ }).click();
  const form = formOf(page, '新建编码申请');
  await form.fill('物料名称', name);
  await form.fill('规格型号', `AS568-${stamp}`);
  await form.choose('计量单位', '件');
  await form.choose('物料类别', '标准件');
  await form.fill('申请理由', '新机型配套需要');
  await form.modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.modal).toBeHidden();
  await search(page, name);
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row.locator('.ant-tag', { hasText: '审批中' })).toBeVisible();
  const code = (await row.innerText()).match(/MCR-\d{8}-\d{4}/)![0];
  await page.context().close();

  // --- the manager approves it in 审批管理
  const manager = await signedInPage(browser, 'manager', '/approvalManagement');
  await manager.getByLabel('单号 / 摘要 / 申请人').first().fill(code);
  await manager
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const task = manager.locator('.ant-table-row:visible', { hasText: code });
  await expect(task).toHaveCount(1);
  await task.getByText('通过', { exact: true }).click();
  const modal = manager.locator('.ant-modal').filter({ hasText: code });
  await modal.locator('textarea').fill('同意');
  await modal.getByTestId('form-submit').click();
  await expect(manager.locator('.ant-message')).toContainText('已通过');

  // --- 物料编码 lists it, active, linked back to its request
  await manager.goto('/productCodeInfo');
  await waitForShell(manager);
  await search(manager, name);
  const codeRow = manager.locator('.ant-table-row', { hasText: name });
  await expect(codeRow).toHaveCount(1);
  await expect(codeRow.locator('.ant-tag', { hasText: '启用' })).toBeVisible();
  await expect(codeRow).toContainText(/STD-\d{6}/);
  await codeRow.getByText(/MAT-\d{8}-\d{4}/).click();
  await expect(drawer(manager).locator('[data-testid="record-related"]')).toContainText(code);
  await manager.screenshot({ path: 'test-results/knowledge-code-approved.png' });
  await manager.context().close();
});
