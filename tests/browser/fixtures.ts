/**
 * Shared helpers of the browser tests. Import `test` and `expect` from here:
 *
 *   import { test, expect, DEMO } from './fixtures';
 *   test('…', async ({ page, portal }) => {
 *     await portal.signIn('manager', '/aogOrder');     // through the sign-in page (slow, real)
 *     await portal.signInQuick('engineer', '/support');  // token from the mock's login call (fast)
 *     await portal.openMenu('订单管理', 'AOG订单');
 *     await expect(portal.activeTab()).toHaveText('AOG订单');
 *     await expect(portal.toasts()).toHaveText(['…']);
 *   });
 *
 * Demo users (one per role) are those of mock/lib/server/identity.ts.
 */
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { seedRoles, seedUsers } from '../../mock/lib/server/identity';
import { STORAGE_GUIDE_SEEN_PREFIX } from '../../src/constants';

export type DemoUserNo = 'admin' | 'manager' | 'engineer' | 'trainer' | 'staff';

export interface DemoUser {
  userNo: string;
  userName: string;
  password: string;
  phone: string;
  roleName: string;
}

const roleNames = Object.fromEntries(seedRoles().map((r) => [r.code, r.name]));
export const DEMO: Record<DemoUserNo, DemoUser> = Object.fromEntries(
  seedUsers().map((u) => [u.userNo, { userNo: u.userNo, userName: u.userName, password: u.password, phone: u.phone, roleName: roleNames[u.roles[0]] }]),
) as Record<DemoUserNo, DemoUser>;

/**
 * How often a sign-in call is sent again after its connection was reset (ECONNRESET): the request
 * context reuses a kept-alive connection, and the preview server may close an idle one just as it is
 * reused. Only the reset is retried, never an answer.
 */
export const SIGN_IN_RETRIES = 2;

/**
 * The development sign-in service's answer for a demo user (mock/auth.ts): the token, and the address
 * carrying it that `redirect` becomes.
 */
export async function demoSignIn(request: APIRequestContext, who: DemoUserNo, redirect = '/home'): Promise<{ token: string; url: string }> {
  const user = DEMO[who];
  // a kept-alive connection the server closed in the same moment is reset: the sign-in is sent again
  // (signing in twice is harmless; SIGN_IN_RETRIES)
  const res = await request.post('/sso/api/login', { data: { account: user.userNo, password: user.password, redirect }, maxRetries: SIGN_IN_RETRIES });
  const body = await res.json();
  expect(body.success, `sign-in of ${who}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/**
 * Home's guided tour marked as seen for every demo user (src/pages/home/guide.ts), so that journeys
 * other than the tour's own meet no tour. Contexts made here and the `test` fixture's have it.
 */
export async function skipTours(context: BrowserContext) {
  const keys = Object.values(DEMO).map((u) => `${STORAGE_GUIDE_SEEN_PREFIX}${u.userNo}`);
  await context.addInitScript((ks: string[]) => ks.forEach((k) => window.localStorage.setItem(k, '999')), keys);
}

/** A page of a fresh browser context, signed in as `who` and showing `path` in the portal shell. */
export async function signedInPage(browser: Browser, who: DemoUserNo, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await skipTours(context);
  const page = await context.newPage();
  const { token } = await demoSignIn(page.request, who, path);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
  await waitForShell(page);
  return page;
}

/**
 * One page in a browser context of its own, shared by the journeys of a spec file that need no fresh
 * browser: the portal's code is fetched and compiled once for them all instead of once per journey.
 * `restart(who, path)` begins a journey anew: the storage emptied (tabs, language, colour scheme,
 * drafts, token), the window back to 1440×900, then `who` signed in through `signInQuick` showing
 * `path` (`null`: signed out, nothing loaded). Journeys that watch what is fetched, or make a download
 * fail, keep a fresh context: here the code may come from the context's cache.
 */
export async function sharedPortal(browser: Browser) {
  const context = await browser.newContext();
  await skipTours(context);
  const page = await context.newPage();
  const portal = portalHelpers(page);
  return {
    page,
    portal,
    async restart(who: DemoUserNo | null, path = '/home') {
      await page.setViewportSize({ width: 1440, height: 900 });
      if (page.url().startsWith('http'))
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      if (who) await portal.signInQuick(who, path);
    },
  };
}
export type SharedPortal = Awaited<ReturnType<typeof sharedPortal>>;

/** Wait until the portal shell is up (header, tab bar). */
export async function waitForShell(page: Page) {
  await expect(page.locator('.portal-tab-bar')).toBeVisible({ timeout: 60_000 });
}

/** Button text as antd renders it (a space between two CJK characters). */
export const label = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
/** The form of the open modal titled `title`: fill a field, pick a date, choose an option, by label. */
export function formOf(page: Page, title: string) {
  const modal = page.locator('.ant-modal').filter({ hasText: title });
  const item = (name: string) => modal.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label').getByText(name, { exact: true }) });
  return {
    modal,
    fill: (name: string, value: string) => item(name).locator('input, textarea').first().fill(value),
    date: async (name: string, value: string) => {
      const input = item(name).locator('input').first();
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    },
    choose: async (name: string, option: string) => {
      const select = item(name).locator('.ant-select');
      await expect(async () => {
        await select.click();
        await select.locator('input').fill(option); // the options are searchable; long lists render only what is in view
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
        await expect(select).toContainText(option, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    },
  };
}

/**
 * The requests of `page` in flight. `settled(quietMs)` resolves once none has been in flight for
 * `quietMs` (at most 15 s); `stop()` stops watching.
 */
export function requestTracker(page: Page) {
  const inflight = new Set<Request>();
  let last = Date.now();
  const started = (r: Request) => {
    inflight.add(r);
    last = Date.now();
  };
  const ended = (r: Request) => {
    inflight.delete(r);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs: number) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (inflight.size > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** what `watchFirstTable` records */
export type FirstTable = { rows: number; top: number; form: boolean; held: boolean };

export function portalHelpers(page: Page) {
  const helpers = {
    /** Open `path`, get sent to the development sign-in page, sign in as `who`, come back to `path`. */
    async signIn(who: DemoUserNo = 'admin', path = '/home') {
      const user = DEMO[who];
      await page.goto(path);
      await page.waitForURL(/\/sso\/login/);
      await page.locator('#form-password input[name="account"]').fill(user.userNo);
      await page.locator('#form-password input[name="password"]').fill(user.password);
      await page.locator('#form-password button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sso/') && !url.searchParams.has('token'));
      await waitForShell(page);
      return user;
    },
    /** Sign in without the sign-in page: the mock's login call gives the token, the portal takes it from ?token=. */
    async signInQuick(who: DemoUserNo = 'admin', path = '/home') {
      const { token } = await demoSignIn(page.request, who, path);
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
      await waitForShell(page);
      return { user: DEMO[who], token };
    },
    /** The token the portal holds. */
    token: () => page.evaluate(() => localStorage.getItem('AuthenticationToken')),
    /** Click a menu group, then one of its entries (titles as shown); without an entry, a top-level page. */
    async openMenu(group: string, entry?: string) {
      const sider = page.locator('.ant-pro-sider');
      const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
      if (!entry) {
        await sider
          .locator('.ant-menu-item')
          .filter({ hasText: exactly(group) })
          .first()
          .click();
        return;
      }
      // a group and one of its entries may share a title (维修支持): tell them apart by their kind
      const groupTitle = sider
        .locator('.ant-menu-submenu-title')
        .filter({ hasText: exactly(group) })
        .first();
      const item = sider
        .locator('.ant-menu-item')
        .filter({ hasText: exactly(entry) })
        .first();
      // a group may be closed, or closing while another one opens: toggle it until the entry shows
      for (let i = 0; i < 3 && !(await item.isVisible()); i++) {
        await groupTitle.click();
        await item.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
      }
      // a click landing while the group is still unfolding may miss the moving entry: click until it is the selected one
      await expect(async () => {
        await item.click({ timeout: 3_000 });
        await expect(item).toHaveClass(/ant-menu-item-selected/, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    },
    /**
     * From now on, records the first moment the table of the tab `path` exists: its rows, the first
     * row's top, whether the search form is there and whether its place is held (`firstTable()` reads it).
     */
    watchFirstTable: (path: string) =>
      page.evaluate((tab) => {
        const w = window as unknown as { firstTable?: FirstTable };
        const seen = () => {
          const frame = document.querySelector(`.portal-tab-frame[data-tab="${tab}"]`);
          const body = frame?.querySelector('.ant-table-tbody');
          if (!frame || !body) return false;
          const rows = body.querySelectorAll('tr.ant-table-row');
          w.firstTable = {
            rows: rows.length,
            top: rows[0]?.getBoundingClientRect().top ?? -1,
            form: !!frame.querySelector('.ant-pro-table-search form'),
            held: !!frame.querySelector('.resource-search-pending'),
          };
          return true;
        };
        const watch = new MutationObserver(() => seen() && watch.disconnect());
        watch.observe(document.body, { childList: true, subtree: true });
      }, path),
    firstTable: () => page.evaluate(() => (window as unknown as { firstTable?: FirstTable }).firstTable),
    /** The titles of the open tabs, in order. */
    tabTitles: () => page.locator('.portal-tab-bar .portal-tab-title').allTextContents(),
    tab: (title: string) => page.locator('.portal-tab-bar .portal-tab', { has: page.locator('.portal-tab-title', { hasText: title }) }),
    activeTab: () => page.locator('.portal-tab-bar .portal-tab-active .portal-tab-title'),
    /** Right-click a tab and choose an action by its menu text (刷新, 关闭, 关闭其他, 关闭左侧, 关闭右侧). */
    async tabAction(title: string, action: string) {
      await helpers.dropdownChoice(page.locator('.portal-tab-bar .portal-tab-title', { hasText: title }), action, 'right');
    },
    /** Open the user menu of the header and choose an entry (修改密码, 退出登录). */
    async userMenu(entry: string) {
      await helpers.dropdownChoice(page.locator('.portal-user'), entry);
    },
    /** Open a dropdown menu from `trigger` (a click, or a right-click) and choose the entry `entry`. */
    async dropdownChoice(trigger: Locator, entry: string, button: 'left' | 'right' = 'left') {
      // a menu still fading out from the previous action would take the click: wait until it is gone
      const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
      await expect(open).toHaveCount(0);
      await trigger.click({ button });
      // the menu has finished opening: on a busy main thread Playwright may take an item's place in
      // mid-animation, miss it and scroll the page to try again — and a scroll closes a context menu
      // (the journey "a context-menu choice made right after a tab switch" clicks without waiting)
      await expect(open).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
      await open.locator('.ant-dropdown-menu-item', { hasText: new RegExp(`^${entry}$`) }).click();
      await expect(open).toHaveCount(0);
    },
    /** The page area of the active tab. */
    content: () => page.locator('.portal-tab-frame:not([hidden])'),
    /** The toasts on screen. */
    toasts: () => page.locator('.ant-message-notice'),
  };
  return helpers;
}

export const test = base.extend<{ portal: ReturnType<typeof portalHelpers> }>({
  context: async ({ context }, use) => {
    await skipTours(context);
    await use(context);
  },
  portal: async ({ page }, use) => {
    await use(portalHelpers(page));
  },
});

export { expect };

/** Presses an action button of the drawer, fills its dialog, confirms, and waits for the new status. */
export async function step(page: Page, drawer: Locator, action: string, status: string, fill?: (f: ReturnType<typeof formOf>) => Promise<void>) {
  await drawer
    .locator('.ant-drawer-extra')
    .getByRole('button', { name: label(action) })
    .click();
  const dialog = formOf(page, `确认${action}`);
  await expect(dialog.modal).toBeVisible();
  await fill?.(dialog);
  await dialog.modal.getByRole('button', { name: label('确定') }).click();
  await expect(dialog.modal).toBeHidden({ timeout: 15_000 });
  await expect(drawer.locator('.ant-drawer-header .ant-tag').last()).toHaveText(status, { timeout: 15_000 });
}
