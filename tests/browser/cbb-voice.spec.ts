/**
 * The CBB board, suggestions and portal content in Chromium (issues 15 and 16):
 * - a post written with the editor (bold through the toolbar) and a post carrying XSS payloads in its
 *   body and title render formatted and inert: no dialog, no script run, no injected element;
 * - the board loads more posts as the feed is scrolled to its end;
 * - an announcement published for engineers shows on the engineer's home page, not on staff's;
 * - a suggestion accepted and implemented by the manager shows the reply to its author.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoSignIn, waitForShell, type DemoUserNo } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const M = '/api/management';

async function api(request: APIRequestContext, who: DemoUserNo) {
  const { token } = await demoSignIn(request, who);
  const headers = { AuthenticationToken: token };
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const res = await request[method](url, { headers, ...(data ? { data } : {}) });
    const body = await res.json();
    expect(body.success, `${method} ${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
    return body.data;
  };
  return { token, call };
}

async function open(page: Page, token: string, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  await waitForShell(page);
}

const drawer = (page: Page) => page.locator('.portal-tab-frame:not([hidden]) .ant-drawer-open');

test('CBB: a formatted post from the editor and a post with XSS payloads render formatted and inert', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const staff = await api(page.request, 'staff');
  const title = `<img src=x onerror="window.__xss=1">XSS ${stamp}`;
  const body =
    `<h2>排故步骤</h2><p><strong>加粗要点</strong> 与 <em>斜体</em></p><ul><li><p>第一步</p></li></ul>` +
    `<img src=x onerror="window.__xss=2;alert(2)"><script>window.__xss=3</script><svg onload="window.__xss=4"></svg>` +
    `<a href="javascript:window.__xss=5">危险链接</a><p style="color:red" onclick="window.__xss=6">段落</p><iframe srcdoc="<script>parent.__xss=7</script>"></iframe>`;
  const created = await staff.call('post', `${M}/cbbList`, { title, category: 'TROUBLESHOOTING', secrecyLevel: 'PUBLIC', body });
  await staff.call('post', `${M}/cbbList/${created.id}/actions/publish`, { version: created.version });

  // --- the post with payloads, opened by its address on the board
  await open(page, staff.token, `/cbbList?id=${created.id}`);
  const detail = drawer(page).getByTestId('cbb-post-detail');
  await expect(detail.locator('.cbb-post-body h2')).toHaveText('排故步骤', { timeout: 60_000 });
  await expect(detail.locator('.cbb-post-body strong')).toHaveText('加粗要点');
  await expect(detail.locator('.cbb-post-body em')).toHaveText('斜体');
  await expect(detail.locator('.cbb-post-body li')).toHaveText('第一步');
  await expect(drawer(page).locator('.ant-drawer-title')).toHaveText(title); // the title is text
  await expect(detail.locator('.cbb-post-body').locator('img, script, svg, iframe, [onclick], [onerror], [style]')).toHaveCount(0);
  await expect(detail.locator('.cbb-post-body a', { hasText: '危险链接' })).not.toHaveAttribute('href', /javascript/);
  await detail.locator('.cbb-post-body a', { hasText: '危险链接' }).click();
  await detail.locator('.cbb-post-body p', { hasText: '段落' }).click();
  // a comment with markup stays text
  const comment = `<img src=x onerror="window.__xss=8">评论 ${stamp}`;
  const box = drawer(page).getByLabel('回复内容');
  await box.fill(comment);
  await box.press('Control+Enter');
  await expect(drawer(page).locator('.resource-thread-text', { hasText: comment })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[onerror], [onclick], script:not([src])').filter({ hasText: /__xss/ }).count()).toBe(0);
  await page.screenshot({ path: 'test-results/cbb-xss-post.png' });

  // --- a post written in 我的CBB with the editor: bold through the toolbar, published, on the board
  await open(page, staff.token, '/cbbDetail');
  await page
    .getByRole('button', { name: /发\s*布\s*信\s*息/ })
    .first()
    .click();
  const modal = page.locator('.ant-modal').filter({ has: page.getByRole('toolbar', { name: '格式工具栏' }) });
  const mine = `编辑器发帖 ${stamp}`;
  await modal.getByLabel('标题', { exact: true }).fill(mine);
  await modal.getByLabel('分类').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '维修技巧' }).click();
  const editor = modal.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.keyboard.type('普通文字 ');
  await modal.getByRole('button', { name: '加粗' }).click();
  await expect(modal.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('粗体文字');
  await page.screenshot({ path: 'test-results/cbb-editor.png' });
  await modal.getByRole('button', { name: /保\s*存/ }).click();
  await expect(modal).toBeHidden();
  const saved = (await staff.call('get', `${M}/cbbList?mine=applied&keyword=${encodeURIComponent(mine)}`))[0];
  expect(saved.body).toContain('<strong>粗体文字</strong>');
  await staff.call('post', `${M}/cbbList/${saved.id}/actions/publish`, { version: saved.version });
  await open(page, staff.token, `/cbbList?id=${saved.id}`);
  await expect(drawer(page).locator('.cbb-post-body strong')).toHaveText('粗体文字', { timeout: 60_000 });
  expect(dialogs).toEqual([]);
  await context.close();
});

test('CBB: the board loads more posts as the feed is scrolled to its end', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { token } = await demoSignIn(page.request, 'staff');
  await open(page, token, '/cbbList');
  const posts = page.getByTestId('cbb-post');
  await expect(posts).toHaveCount(10, { timeout: 60_000 });
  await page.getByTestId('cbb-feed').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(posts).toHaveCount(20);
  await page.getByTestId('cbb-feed').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(posts).toHaveCount(30);
  await page.screenshot({ path: 'test-results/cbb-board.png' });
  await context.close();
});

test('portal content: an announcement published for engineers shows on the engineer’s home only', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const admin = await api(page.request, 'admin');
  const title = `工程师专属公告 ${stamp}`;
  const item = await admin.call('post', `${M}/portalMaintenance`, {
    kind: 'ANNOUNCEMENT',
    title,
    content: '请查阅新版 CMM。',
    startAt: new Date(Date.now() - 3600_000).toISOString(),
    endAt: new Date(Date.now() + 86_400_000).toISOString(),
    audience: ['engineer'],
    sortOrder: 1,
  });
  // published through 网站维护's own button, after a look at its preview
  await open(page, admin.token, `/portalMaintenance?id=${item.id}`);
  await expect(drawer(page).getByTestId('portal-preview')).toContainText(title, { timeout: 60_000 });
  await drawer(page)
    .getByRole('button', { name: /发\s*布/ })
    .click();
  await page
    .locator('.ant-modal-confirm, .ant-popconfirm, .ant-modal')
    .getByRole('button', { name: /确\s*定|发\s*布/ })
    .last()
    .click();
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText('已发布');
  await page.screenshot({ path: 'test-results/portal-preview.png' });

  const engineer = await demoSignIn(page.request, 'engineer');
  await open(page, engineer.token, '/home');
  await expect(page.getByTestId('home-portal-content')).toContainText(title, { timeout: 60_000 });
  await page.screenshot({ path: 'test-results/home-engineer.png' });
  const staff = await demoSignIn(page.request, 'staff');
  await open(page, staff.token, '/home');
  await expect(page.getByTestId('home-portal-content')).toBeVisible({ timeout: 60_000 }); // what everyone sees
  await expect(page.getByTestId('home-portal-content')).not.toContainText(title);
  await context.close();
});

test('suggestion: accepted and implemented by the manager, the reply shows to its author', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const staff = await api(page.request, 'staff');
  const created = await staff.call('post', `${M}/suggestManagement`, { title: `建议 ${stamp}`, category: 'SYSTEM', content: '首页增加订单搜索框' });

  // the manager accepts it in the page, with a reply
  const manager = await demoSignIn(page.request, 'manager');
  await open(page, manager.token, `/suggestManagement?id=${created.id}`);
  await drawer(page)
    .getByRole('button', { name: /采\s*纳/ })
    .first()
    .click({ timeout: 60_000 });
  const dialog = page.locator('.ant-modal').filter({ hasText: '答复' });
  await dialog.locator('textarea').fill('已列入下季度计划');
  await dialog
    .getByRole('button', { name: /确\s*定|采\s*纳/ })
    .last()
    .click();
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText('已采纳');
  const accepted = await (await page.request.get(`${M}/suggestManagement/${created.id}`, { headers: { AuthenticationToken: manager.token } })).json();
  const done = await page.request.post(`${M}/suggestManagement/${created.id}/actions/implement`, {
    headers: { AuthenticationToken: manager.token },
    data: { reply: `已上线，见版本说明 ${stamp}`, version: accepted.data.version },
  });
  expect((await done.json()).success).toBe(true);

  // the author reads the reply
  await open(page, staff.token, `/suggestManagement?id=${created.id}`);
  await expect(drawer(page).locator('.ant-drawer-title')).toContainText('已实施', { timeout: 60_000 });
  await expect(drawer(page)).toContainText(`已上线，见版本说明 ${stamp}`);
  await expect(drawer(page)).toContainText('李敏');
  await page.screenshot({ path: 'test-results/suggestion-reply.png' });
  await context.close();
});
