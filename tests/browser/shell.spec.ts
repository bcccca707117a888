/**
 * The portal shell in Chromium, against the production build: sign-in, menu, tabs, permissions, the
 * request policy and load errors, as a user meets them.
 */
import { DEMO, expect, sharedPortal, test, type DemoUserNo, type SharedPortal } from './fixtures';

// the journeys that need no fresh browser share one page (fixtures.ts, sharedPortal), each starting
// anew with `restart`; those that watch what is fetched, or make a download fail, have their own
let shared: SharedPortal;
test.beforeAll(async ({ browser }) => {
  shared = await sharedPortal(browser);
});
test.afterAll(async () => {
  await shared?.page.context().close();
});

test.describe('sign-in', () => {
  for (const who of Object.keys(DEMO) as DemoUserNo[]) {
    test(`${who} signs in through the development sign-in page and lands on the home page`, async () => {
      const { page, portal } = shared;
      await shared.restart(null);
      const user = await portal.signIn(who, '/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator('.portal-user-name')).toHaveText(user.userName);
      await expect(page.getByText(`工号 ${user.userNo}`)).toBeVisible();
      expect(await portal.token()).toMatch(/\S+\.\S+/);
    });
  }

  test('phone and code sign-in sends the browser back with the token, which leaves the address bar', async () => {
    const { page, portal } = shared;
    await shared.restart(null);
    await page.goto('/supportMaintenance-does-not-exist');
    await page.waitForURL(/\/sso\/login/);
    await page.getByRole('tab', { name: '手机验证码登录' }).click();
    await page.locator('#form-phone input[name="phone"]').fill(DEMO.engineer.phone);
    await page.locator('#send-code').click();
    const info = page.locator('#form-phone .info');
    await expect(info).toContainText('开发环境验证码');
    const code = (await info.textContent())!.match(/(\d{6})/)![1];
    await page.locator('#form-phone input[name="code"]').fill(code);
    await page.locator('#form-phone button[type="submit"]').click();
    await expect(page.locator('.portal-user-name')).toHaveText(DEMO.engineer.userName);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await portal.token()).toBeTruthy();
  });

  test('without a token the portal sends the browser to the sign-in page, remembering where it was going', async () => {
    const { page } = shared;
    await shared.restart(null);
    await page.goto('/leaseOrder?status=ON_LEASE');
    await page.waitForURL(/\/sso\/login/);
    const redirect = new URL(page.url()).searchParams.get('redirect')!;
    expect(new URL(redirect).pathname + new URL(redirect).search).toBe('/leaseOrder?status=ON_LEASE');
  });

  test('logout calls the management API, forgets the session and shows the sign-in page', async () => {
    const { page, portal } = shared;
    await shared.restart('staff');
    const logoutCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/management/logout') && logoutCalls.push(r.url()));
    await portal.userMenu('退出登录');
    await page.waitForURL(/\/sso\/login/);
    expect(logoutCalls).toHaveLength(1);
    expect(await page.evaluate(() => [localStorage.getItem('AuthenticationToken'), sessionStorage.getItem('currentPath')])).toEqual([null, null]);
  });
});

test.describe('menu and tabs', () => {
  test('three menu entries open three tabs; after a reload the same tabs and the same active tab are back', async () => {
    const { page, portal } = shared;
    await shared.restart('admin');
    await portal.openMenu('订单管理', 'AOG订单');
    await portal.openMenu('申请服务', '索赔申请');
    await portal.openMenu('培训管理', '培训课程');
    await expect(portal.activeTab()).toHaveText('培训课程');
    await portal.tab('索赔申请').click();
    await expect(page).toHaveURL(/\/claimApplication$/);
    await expect(portal.content().getByText('索赔申请').first()).toBeVisible();
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', 'AOG订单', '索赔申请', '培训课程']);
    await page.reload();
    await expect(portal.activeTab()).toHaveText('索赔申请');
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', 'AOG订单', '索赔申请', '培训课程']);
    await expect(page).toHaveURL(/\/claimApplication$/);
  });

  test('the tab bar sits between the header and the page, and stays under the header when the page scrolls', async () => {
    const { page } = shared;
    await shared.restart('admin');
    await expect(page.locator('.portal-home .ant-card').first()).toBeVisible();
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const header = await box('.ant-layout-header');
    expect((await box('.portal-tab-bar')).y).toBeCloseTo(header.y + header.height, 0);
    // nothing of the page is under the bar: its first card starts below it
    const bar = await box('.portal-tab-bar');
    expect((await box('.portal-home .ant-card')).y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect((await box('.portal-tab-bar')).y).toBeCloseTo(header.y + header.height, 0);
  });

  test("pages take antd's static stylesheet, placed before the portal's own; the shell's rules still win", async () => {
    const { page, portal } = shared;
    await shared.restart('admin');
    await portal.openMenu('订单管理', 'AOG订单');
    await expect(portal.content().locator('.ant-table-row').first()).toBeVisible();
    // the stylesheet arrived with the page, before the portal's own stylesheets
    const links = await page.locator('link[rel="stylesheet"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href.replace(/^.*\//, '')));
    const staticAt = links.findIndex((h) => h.startsWith('antd-static.'));
    expect(staticAt, links.join(', ')).toBeGreaterThanOrEqual(0);
    expect(staticAt, links.join(', ')).toBeLessThan(links.findIndex((h) => /^umi\..*\.css$/.test(h)));
    // the page's table wrote no CSS of its own at run time (zero-runtime inside pages)
    const generated = await page
      .locator('style')
      .evaluateAll((ss) => ss.filter((s) => /:where\(\.css-[^)]*\)\.ant-table-wrapper/.test(s.textContent ?? '')).length);
    expect(generated).toBe(0);
    // the shell's rule of the same weight wins over antd's: the tab bar keeps its own padding
    await expect(page.locator('.portal-tab-bar')).toHaveCSS('padding-left', '16px');
  });

  test('opening an open page again only activates its tab; closing the active tab activates its neighbour', async () => {
    const { page, portal } = shared;
    await shared.restart('admin', '/aogOrder');
    await portal.openMenu('订单管理', '租赁订单');
    await portal.openMenu('订单管理', 'AOG订单');
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', 'AOG订单', '租赁订单']);
    await expect(portal.activeTab()).toHaveText('AOG订单');
    await portal.tab('AOG订单').locator('.portal-tab-close').click();
    await expect(portal.activeTab()).toHaveText('租赁订单');
    await expect(page).toHaveURL(/\/leaseOrder$/);
    await expect(portal.tab('首页').locator('.portal-tab-close')).toHaveCount(0);
  });

  test('close others keeps only the chosen tab (home too closes); close left / right from the context menu; home reopens from the logo and from the menu', async () => {
    const { page, portal } = shared;
    await shared.restart('admin', '/aogOrder');
    for (const [path, title] of [
      ['/leaseOrder', '租赁订单'],
      ['/support', '维修支持'],
      ['/workOrder', '维修工单'],
    ]) {
      await page.goto(path); // typed into the address bar
      await expect(portal.activeTab()).toHaveText(title);
    }
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', 'AOG订单', '租赁订单', '维修支持', '维修工单']);
    await portal.tabAction('租赁订单', '关闭右侧');
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', 'AOG订单', '租赁订单']);
    await expect(portal.activeTab()).toHaveText('租赁订单');
    await portal.tabAction('租赁订单', '关闭左侧');
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', '租赁订单']);
    await portal.openMenu('维修支持', '维修支持');
    await portal.openMenu('维修支持', '维修工单');
    await expect(portal.activeTab()).toHaveText('维修工单');
    await portal.tabAction('维修支持', '关闭其他');
    await expect.poll(() => portal.tabTitles()).toEqual(['维修支持']);
    await expect(portal.activeTab()).toHaveText('维修支持');
    await expect(page).toHaveURL(/\/support$/);
    await page.locator('.ant-pro-global-header-logo').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => portal.tabTitles()).toEqual(['维修支持', '首页']);
    await portal.tabAction('维修支持', '关闭其他');
    await expect.poll(() => portal.tabTitles()).toEqual(['维修支持']);
    await portal.openMenu('首页');
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(() => portal.tabTitles()).toEqual(['维修支持', '首页']);
    await portal.tabAction('首页', '关闭其他');
    await expect.poll(() => portal.tabTitles()).toEqual(['首页']);
  });

  test("a page's typed filter survives a tab switch, and is gone once its tab is refreshed", async () => {
    const { page, portal } = shared;
    await shared.restart('admin');
    const filter = page.getByPlaceholder('输入名称查找功能');
    await filter.fill('订单');
    await expect(portal.content().getByText('人员档案')).toHaveCount(0);
    await portal.openMenu('订单管理', '租赁订单');
    await expect(filter).toBeHidden();
    await portal.tab('首页').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(filter).toHaveValue('订单');
    await expect(portal.content().getByText('人员档案')).toHaveCount(0);
    await portal.tabAction('首页', '刷新');
    await expect(page.getByPlaceholder('输入名称查找功能')).toHaveValue('');
  });

  test('a context-menu choice made right after a tab switch is carried out', async () => {
    const { page, portal } = shared;
    await shared.restart('admin', '/aogOrder');
    // every page fits the window: a scroll closes a context menu, and the click must not need one
    await page.setViewportSize({ width: 1440, height: 1600 });
    await portal.openMenu('订单管理', '租赁订单');
    await portal.openMenu('维修支持', '维修支持');
    await expect.poll(() => portal.tabTitles()).toEqual(['首页', 'AOG订单', '租赁订单', '维修支持']);
    await expect(page).toHaveURL(/\/support$/);
    // a slow machine: the navigation that follows the switch takes a while to render
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      const title = page.locator('.portal-tab-bar .portal-tab-title', { hasText: 'AOG订单' });
      await title.click();
      await title.click({ button: 'right' });
      const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
      await menu.locator('.ant-dropdown-menu-item', { hasText: /^关闭其他$/ }).click();
      await expect(menu).toHaveCount(0);
      await expect.poll(() => portal.tabTitles()).toEqual(['AOG订单']);
      await expect(portal.activeTab()).toHaveText('AOG订单');
      await expect(page).toHaveURL(/\/aogOrder$/);
      await expect(portal.content().locator('.ant-table-row').first()).toBeVisible();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });

  test("a business page's typed keyword survives a switch to another tab and back", async () => {
    const { page, portal } = shared;
    await shared.restart('admin');
    await portal.openMenu('订单管理', '采购订单');
    const keyword = page.locator('.portal-tab-frame[data-tab="/procurementOrder"]').getByPlaceholder(/^搜索编号/);
    await keyword.fill('B-652A 未提交');
    await portal.openMenu('订单管理', 'AOG订单');
    await expect(page).toHaveURL(/\/aogOrder$/);
    await portal.tab('采购订单').click();
    await expect(page).toHaveURL(/\/procurementOrder$/);
    await expect(keyword).toHaveValue('B-652A 未提交');
  });

  test('the menu shows only what the role may open', async () => {
    const { page } = shared;
    await shared.restart('trainer');
    const sider = page.locator('.ant-pro-sider');
    await expect(sider.getByText('培训管理')).toBeVisible();
    await expect(sider.getByText('订单管理')).toHaveCount(0);
    await sider.getByText('基础运维').click();
    await expect(sider.getByText('修改密码')).toBeVisible();
    await expect(sider.getByText('用户管理')).toHaveCount(0);
  });

  test('an unknown path goes to the home page', async () => {
    const { page, portal } = shared;
    await shared.restart('staff');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
    await expect(portal.activeTab()).toHaveText('首页');
  });
});

test.describe('permissions and errors', () => {
  test('a page the user may not open shows 403 by URL and loads nothing of it', async ({ page, portal }) => {
    await portal.signInQuick('staff');
    const fetched: string[] = [];
    page.on('request', (r) => /p__systemUser__index/.test(r.url()) && fetched.push(r.url()));
    await page.goto('/systemUser');
    await expect(portal.content().getByText('无权访问')).toBeVisible();
    await expect(portal.content()).toContainText('你没有打开“用户管理”的权限');
    await expect(portal.activeTab()).toHaveText('用户管理');
    expect(fetched).toEqual([]);
    await portal.content().getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an API answering 401: one toast, one logout, and back at the sign-in page', async ({ page, portal }) => {
    const { token } = await portal.signInQuick('manager');
    const logoutCalls: string[] = [];
    let maxToasts = 0;
    // the reloaded document's calls only: the page being left must not end its own session on a
    // timer's call (the bell's) before the reload replaces it — its logout would take the token, and
    // the reload would go to the sign-in page with nothing to say
    let reloaded = false;
    page.on('framenavigated', (f) => f === page.mainFrame() && (reloaded = true));
    await page.route('**/api/**', (route) => (reloaded ? route.continue() : route.abort()));
    // the session ends on the server (another browser signed out, or it expired)
    await page.request.get('/api/management/logout', { headers: { AuthenticationToken: token } });
    page.on('request', (r) => reloaded && r.url().includes('/api/management/logout') && logoutCalls.push(r.url()));
    // a reload makes three calls at once (current user, two permission systems): all answer 401
    await page.reload();
    const toast = portal.toasts();
    await expect(toast).toHaveText(['登录已失效，请重新登录']);
    maxToasts = await toast.count();
    await page.waitForURL(/\/sso\/login/);
    expect(maxToasts).toBe(1);
    expect(logoutCalls).toHaveLength(1);
    expect(await portal.token()).toBeNull();
  });

  test('a page chunk that fails to load shows a load error, and retry loads the page', async ({ page, portal }) => {
    // a connection that asks to save data: nothing is fetched ahead of time, the page's code loads when opened
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
    await portal.signInQuick('admin');
    let failures = 0;
    await page.route(/p__aogOrder__index.*\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await portal.openMenu('订单管理', 'AOG订单');
    await expect(portal.content().getByText('页面加载失败')).toBeVisible();
    await expect(portal.activeTab()).toHaveText('AOG订单');
    await portal.content().getByRole('button', { name: '重试' }).click();
    await expect(page.locator('.portal-tab-frame[data-tab="/aogOrder"] .ant-table-row').first()).toBeVisible();
    await expect(portal.content().getByText('页面加载失败')).toHaveCount(0);
    expect(failures).toBe(1);
  });

  test('after the home page, the pages the user opens most are fetched in idle time, and no others: a list then opens without fetching code', async ({
    page,
    portal,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await portal.signInQuick('admin');
    await expect(portal.content().locator('.portal-home')).toBeVisible();
    // the administrator's first shortcut (AOG订单) arrives without any page being opened, once the page is
    // quiet; what follows it stays within the budget (3 pages, 480 KiB as served — the list engine's
    // shared chunks spend most of it), and nothing outside the shortcuts is fetched ahead
    const fetched = (pages: string[]) => pages.filter((p) => scripts.some((s) => s.includes(`p__${p}__index`)));
    await expect.poll(() => fetched(['aogOrder']).length, { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(1_000);
    expect(fetched(['systemUserRole', 'procurementOrder', 'leaseOrder', 'trainingOrder'])).toEqual([]);
    const before = scripts.length;
    // the list's first page is asked for once, as the tab opens (the page's preload), and the table takes that answer
    const listCalls: string[] = [];
    page.on('request', (r) => /\/api\/management\/aogOrder\?/.test(r.url()) && listCalls.push(r.url()));
    const answered = page.waitForResponse((r) => /\/api\/management\/aogOrder\?/.test(r.url()));
    // the table appears with its rows (the first page handed in), not empty and then filled; its search
    // form and toolbar come in the next frame, in places held for them (the rows do not move)
    await portal.watchFirstTable('/aogOrder');
    await portal.openMenu('订单管理', 'AOG订单');
    await expect(portal.content().locator('.ant-table-row').first()).toBeVisible();
    expect(scripts.slice(before).filter((s) => /p__aogOrder__index/.test(s))).toEqual([]);
    // the pager shows the list's total from the first answer (not the rows' count)
    const { total } = await (await answered).json();
    await expect(portal.content().locator('.ant-pagination-total-text')).toHaveText(`共 ${total} 条`);
    const first = await portal.firstTable();
    expect(first).toMatchObject({ form: false, held: true });
    expect(first!.rows).toBeGreaterThan(0);
    await expect(portal.content().getByRole('button', { name: /新\s*建/ })).toBeVisible();
    await expect(portal.content().locator('.ant-pro-table-search form')).toBeVisible();
    await expect(portal.content().locator('.resource-search-pending')).toHaveCount(0);
    expect((await portal.content().locator('.ant-table-row').first().boundingBox())!.y).toBeCloseTo(first!.top, 0);
    await page.waitForTimeout(500);
    expect(listCalls).toHaveLength(1);
  });

  test('the language switch retitles menu and tabs without losing them', async () => {
    const { page, portal } = shared;
    await shared.restart('admin', '/aogOrder');
    await page.locator('.portal-lang').click();
    await page.getByText('English').click();
    await expect(portal.activeTab()).toHaveText('AOG orders');
    await expect(page.locator('.ant-pro-sider').getByText('Orders', { exact: true })).toBeVisible();
    await expect.poll(() => portal.tabTitles()).toEqual(['Home', 'AOG orders']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('AOG orders - After-sales Service Management');
    // no English entry is cut short in the sider: every group opened, every title fits its room
    const groups = page.locator('.ant-pro-sider .ant-menu-submenu-title');
    for (let i = 0; i < (await groups.count()); i++) if ((await groups.nth(i).getAttribute('aria-expanded')) !== 'true') await groups.nth(i).click();
    const cut = await page
      .locator('.ant-pro-sider .ant-menu-title-content *')
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    expect(cut).toEqual([]);
  });

  test('the document title names the page, menu entry or not, in the current language', async () => {
    const { page, portal } = shared;
    await shared.restart('admin', '/aogOrder');
    await expect(page).toHaveTitle('AOG订单 - 售后服务管理系统');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await portal.userMenu('修改密码');
    await expect(page).toHaveURL(/\/updatePassword$/);
    await expect(page).toHaveTitle('修改密码 - 售后服务管理系统');
    await page.locator('.portal-lang').click();
    await page.getByText('English').click();
    await expect(page).toHaveTitle('Change password - After-sales Service Management');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
