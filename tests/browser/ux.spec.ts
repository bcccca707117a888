/**
 * Nothing typed is lost, and nothing misleads (issue 11), in Chromium against the production build:
 * drafts through a real 401 and the sign-in, the offline banner, the error catalogue row by row with
 * the failure made real, the tab context menu after a close, home's alarms (close others and home
 * reopened from the logo and the menu: shell.spec.ts).
 * Screenshots of the restore prompt, the offline banner and home's alarms go to test-results/.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, formOf, label, sharedPortal, test, type SharedPortal } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const LIST = '**/api/management/aogOrder?*';

/** An AOG order's form filled in full (valid), the aircraft on the ground for two hours. */
async function fillAogOrder(page: Page, partName: string) {
  const f = formOf(page, '新建AOG订单');
  const since = await page.evaluate(() => {
    const d = new Date(Date.now() - 2 * 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  });
  await f.choose('客户', '海南航空');
  await f.fill('飞机注册号', 'B-652A');
  await f.choose('航站', 'HAK 海口美兰');
  await f.date('AOG 开始时间', since);
  await f.fill('件号 (P/N)', 'C24958000');
  await f.fill('件名', partName);
  await f.fill('数量', '1');
  await f.fill('24小时联系人', '王伟');
  await f.fill('24小时联系电话', '13912345678');
  await f.fill('故障描述', '主轮刹车磨损超限，飞机停场');
  return f;
}

/** The saved order is in the list (found with the keyword: new orders are not on the first page). */
async function expectListed(page: Page, keyword: string) {
  const input = page.getByPlaceholder(/^搜索编号/);
  await input.fill(keyword);
  await input.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: keyword })).toHaveCount(1, { timeout: 15_000 });
}

// the journeys share one page (fixtures.ts, sharedPortal), each starting anew with `restart`; the
// time-out's, whose init script would stay with the page, has its own
let shared: SharedPortal;
test.beforeAll(async ({ browser }) => {
  shared = await sharedPortal(browser);
});
test.afterAll(async () => {
  await shared?.page.context().close();
});

const openCreate = async (page: Page) => {
  await page.getByRole('button', { name: /新建AOG订单/ }).click();
  const f = formOf(page, '新建AOG订单');
  await expect(f.modal).toBeVisible();
  return f;
};
const fieldOf = (page: Page, name: string) =>
  formOf(page, '新建AOG订单')
    .modal.locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label').getByText(name, { exact: true }) })
    .locator('input, textarea')
    .first();

test.describe('nothing typed is lost', () => {
  test('a 401 mid-edit: after signing in again the typed AOG order is offered back (not to another user), restored and saved', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { page, portal } = shared;
    await shared.restart('manager', '/aogOrder');
    const partName = `草稿停场件${stamp}`;
    await openCreate(page);
    const f = await fillAogOrder(page, partName);

    // the session is revoked elsewhere: the logout call with this session's token, from another client
    const token = (await portal.token())!;
    const elsewhere = await playwright.request.newContext({ baseURL });
    expect((await elsewhere.get('/api/management/logout', { headers: { AuthenticationToken: token } })).ok()).toBe(true);
    await elsewhere.dispose();

    // the toast shows for the 1.5 s before the sign-in page: watch for it from before the save
    const toast = expect(portal.toasts().filter({ hasText: '登录已失效' })).toBeVisible();
    await f.modal.getByRole('button', { name: label('保存') }).click();
    await toast;
    await page.waitForURL(/\/sso\/login/);

    // another user signing in on this browser is not offered the manager's draft (the sign-in page is
    // shell.spec.ts's; here the token of the mock's login call)
    await portal.signInQuick('admin', '/aogOrder');
    const asAdmin = await openCreate(page);
    await expect(asAdmin.modal).toContainText('AOG 开始时间');
    await expect(asAdmin.modal.locator('.resource-draft-offer')).toHaveCount(0);
    await asAdmin.modal.getByRole('button', { name: label('取消') }).click();
    await expect(asAdmin.modal).toBeHidden();
    await portal.userMenu('退出登录');
    await page.waitForURL(/\/sso\/login/);

    // the manager again: the same form offers what was typed
    await portal.signIn('manager', '/aogOrder');
    const again = await openCreate(page);
    const offer = again.modal.locator('.resource-draft-offer');
    await expect(offer).toContainText('恢复未保存的内容？');
    await expect(fieldOf(page, '件名')).toHaveValue('');
    await page.screenshot({ path: 'test-results/ux-restore-prompt.png' });
    await offer.getByRole('button', { name: label('恢复') }).click();
    await expect(offer).toHaveCount(0);
    await expect(fieldOf(page, '件名')).toHaveValue(partName);
    await expect(fieldOf(page, '故障描述')).toHaveValue('主轮刹车磨损超限，飞机停场');
    await expect(again.modal.locator('.ant-form-item').filter({ hasText: '客户' }).locator('.ant-select')).toContainText('海南航空');
    await again.modal.getByRole('button', { name: label('保存') }).click();
    await expect(again.modal).toBeHidden({ timeout: 15_000 });
    await expectListed(page, partName);

    // saved: the draft is gone, nothing is offered any more
    const after = await openCreate(page);
    await expect(after.modal).toContainText('AOG 开始时间');
    await expect(after.modal.locator('.resource-draft-offer')).toHaveCount(0);
  });

  test('offline: a banner says so until the connection is back; a save tried offline keeps the form and says why', async () => {
    test.setTimeout(180_000);
    const { page } = shared;
    const context = page.context();
    await shared.restart('manager', '/aogOrder');
    await openCreate(page);
    const partName = `离线停场件${stamp}`;
    const f = await fillAogOrder(page, partName);
    await context.setOffline(true);
    const banner = page.locator('.portal-offline');
    await expect(banner).toContainText('网络已断开');
    await page.screenshot({ path: 'test-results/ux-offline-banner.png' });
    await f.modal.getByRole('button', { name: label('保存') }).click();
    await expect(f.modal.getByRole('alert').filter({ hasText: '网络已断开，未能保存' })).toBeVisible();
    await expect(f.modal).toBeVisible();
    await expect(fieldOf(page, '件名')).toHaveValue(partName);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(f.modal.getByRole('alert').filter({ hasText: '网络已断开，未能保存' })).toHaveCount(0);
    await f.modal.getByRole('button', { name: label('保存') }).click();
    await expect(f.modal).toBeHidden({ timeout: 15_000 });
    await expectListed(page, partName);
  });
});

test.describe('the error catalogue, each row with the failure made real', () => {
  /** Make the AOG list call fail as `fail` says, ask for the list again, and give the toast. */
  async function failListOnce(page: Page, fail: (route: Route) => Promise<void> | void) {
    await page.route(LIST, fail, { times: 1 });
    const keyword = page.getByPlaceholder(/^搜索编号/);
    await keyword.fill(`x${Math.random().toString(36).slice(2, 6)}`);
    await keyword.press('Enter');
  }
  const envelope = (showType: number, extra: object = {}) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, errorCode: 'STOCK_LOCKED', errorMessage: `库存被锁定（${showType}）`, showType, ...extra }),
  });

  test('connection refused and reset, 500 with and without a body, and a business error of each showType', async () => {
    test.setTimeout(180_000);
    const { page, portal } = shared;
    await shared.restart('manager', '/aogOrder');
    await expect(portal.content().locator('.ant-table-row').first()).toBeVisible();
    const toast = (text: string, type: 'error' | 'warning' = 'error') => portal.toasts().filter({ hasText: text }).locator(`.ant-message-${type}`);

    const rows: Array<[string, (route: Route) => Promise<void> | void, string, ('error' | 'warning')?]> = [
      ['connection refused', (r) => r.abort('connectionrefused'), '未返回数据，请重试'],
      [
        '500 with a message',
        (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: '库存服务暂不可用' }) }),
        '库存服务暂不可用',
      ],
      ['500 with a text body', (r) => r.fulfill({ status: 500, contentType: 'text/plain', body: '网关错误：上游无响应' }), '网关错误：上游无响应'],
      ['500 without a body', (r) => r.fulfill({ status: 500, body: '' }), '系统异常，请稍后再试'],
      ['connection reset', (r) => r.abort('connectionreset'), '未返回数据，请重试'],
      ['WARN_MESSAGE', (r) => r.fulfill(envelope(1)), '库存被锁定（1）', 'warning'],
      ['ERROR_MESSAGE', (r) => r.fulfill(envelope(2)), '库存被锁定（2）'],
    ];
    for (const [name, fail, text, type] of rows) {
      await test.step(name, async () => {
        // the same text again would collapse into a toast still on screen (the two connection
        // failures share theirs, kept apart by the rows between): let it go first
        await expect(portal.toasts().filter({ hasText: text })).toHaveCount(0, { timeout: 10_000 });
        await failListOnce(page, fail);
        await expect(toast(text, type)).toBeVisible();
      });
    }

    await test.step('NOTIFICATION: a notification titled with the error code', async () => {
      await failListOnce(page, (r) => r.fulfill(envelope(3)));
      const notice = page.locator('.ant-notification-notice');
      await expect(notice).toContainText('STOCK_LOCKED');
      await expect(notice).toContainText('库存被锁定（3）');
    });

    await test.step('SILENT: nothing is shown', async () => {
      const answered = page.waitForResponse((r) => /\/api\/management\/aogOrder\?/.test(r.url()));
      await failListOnce(page, (r) => r.fulfill(envelope(0)));
      await answered;
      await page.waitForTimeout(800);
      await expect(portal.toasts().filter({ hasText: '库存被锁定（0）' })).toHaveCount(0);
      await expect(page.locator('.ant-notification-notice', { hasText: '库存被锁定（0）' })).toHaveCount(0);
    });

    await test.step('REDIRECT: goes where the error says', async () => {
      await failListOnce(page, (r) => r.fulfill(envelope(9, { data: { url: '/home' } })));
      await expect(page).toHaveURL(/\/home$/);
      await expect(toast('库存被锁定（9）', 'warning')).toBeVisible();
    });
  });

  test('403: the session ends with the answer as the toast, and the sign-in page follows', async () => {
    const { page, portal } = shared;
    await shared.restart('manager', '/aogOrder');
    await expect(portal.content().locator('.ant-table-row').first()).toBeVisible();
    // the toast shows for the 1.5 s before the sign-in page: watch for it from before the call
    const toast = expect(portal.toasts().filter({ hasText: '无权访问此资源' })).toBeVisible();
    await failListOnce(page, (r) => r.fulfill({ status: 403, contentType: 'text/plain', body: '无权访问此资源' }));
    await toast;
    await page.waitForURL(/\/sso\/login/);
    expect(await page.evaluate(() => localStorage.getItem('AuthenticationToken'))).toBeNull();
  });

  test('a response that never comes: after the 60 s time-out, 请求超时，请重试', async ({ page, portal }) => {
    // time-lapse: the list call still asks its XMLHttpRequest for the 60 s time-out (recorded), and the
    // browser's own time-out then fires a hundred times sooner — the toast comes through the real
    // transport's timeout event, without the test waiting a minute
    await page.addInitScript(() => {
      const w = window as unknown as { __timeLapse?: boolean; __timeouts: number[] };
      w.__timeouts = [];
      const timeout = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'timeout')!;
      const { open, send } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { url?: string }, ...args: Parameters<XMLHttpRequest['open']>) {
        this.url = String(args[1]);
        return open.apply(this, args);
      } as XMLHttpRequest['open'];
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { url?: string }, body?: Document | XMLHttpRequestBodyInit | null) {
        if (w.__timeLapse && /\/api\/management\/aogOrder\?/.test(this.url ?? '')) {
          w.__timeLapse = false; // the next list call only
          const asked = timeout.get!.call(this) as number;
          w.__timeouts.push(asked);
          timeout.set!.call(this, asked / 100);
        }
        return send.call(this, body);
      };
    });
    await portal.signInQuick('manager', '/aogOrder');
    await expect(portal.content().locator('.ant-table-row').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __timeLapse: boolean }).__timeLapse = true));
    const started = Date.now();
    await failListOnce(page, () => {
      /* never answered */
    });
    await expect(portal.toasts().filter({ hasText: '请求超时，请重试' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    expect(await page.evaluate(() => (window as unknown as { __timeouts: number[] }).__timeouts)).toEqual([60_000]);
  });
  // 401 with a real revoked session: "a 401 mid-edit" above; a chunk that fails to load: shell.spec.ts
});

test.describe('the tab context menu after a close', () => {
  test('closing a tab from its context menu, three times on a slow machine: no menu opens by itself and the closed tab never comes back', async () => {
    const { page, portal } = shared;
    await shared.restart('admin', '/aogOrder');
    await page.setViewportSize({ width: 1440, height: 1600 });
    // every menu that shows and every set of titles the tab bar holds, from now on, and when either last
    // changed (cheap observers: a slow page would change what is observed)
    await page.evaluate(() => {
      const w = window as unknown as { __menus: number; __titles: string[][]; __changed: number };
      w.__menus = 0;
      w.__titles = [];
      w.__changed = performance.now();
      const bar = document.querySelector('.portal-tab-bar')!;
      new MutationObserver(() => {
        w.__changed = performance.now();
        w.__titles.push([...bar.querySelectorAll('.portal-tab-title')].map((t) => t.textContent ?? ''));
      }).observe(bar, { subtree: true, childList: true });
      const counted = new WeakSet<Element>();
      const shown = (el: Element) => el.classList.contains('ant-dropdown') && !el.classList.contains('ant-dropdown-hidden');
      new MutationObserver((records) => {
        for (const r of records) {
          // a menu shown (added shown, or a hidden one shown again), counted once until hidden again
          if (r.type === 'attributes' && !shown(r.target as Element)) counted.delete(r.target as Element);
          const found =
            r.type === 'attributes'
              ? [r.target as Element]
              : [...r.addedNodes].flatMap((n) => (n instanceof Element ? [n, ...n.querySelectorAll('.ant-dropdown')] : []));
          if (found.some((d) => d.classList.contains('ant-dropdown'))) w.__changed = performance.now();
          for (const d of found) if (shown(d) && !counted.has(d)) counted.add(d), (w.__menus += 1);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
    const cdp = await page.context().newCDPSession(page);
    // (the rule itself: shownTabs, tests/unit/shell/tabs.test.ts; here the user's path, on a slowed page)
    for (let i = 0; i < 3; i++) {
      // typed into the address bar: the tab bar (and the observers) stay
      await page.evaluate(() => window.history.pushState(null, '', '/leaseOrder'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await expect(portal.activeTab()).toHaveText('租赁订单');
      await page.evaluate(() => window.history.pushState(null, '', '/workOrder'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await expect(portal.activeTab()).toHaveText('维修工单');
      await page.evaluate(() => {
        const w = window as unknown as { __menus: number; __titles: string[][] };
        w.__menus = 0;
        w.__titles = [];
      });
      // a slow machine while the tab closes: the navigation after it takes a while to render
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      try {
        await portal.tabAction('维修工单', '关闭');
        await expect(portal.activeTab()).toHaveText('租赁订单');
        // the half second after: neither the tab bar nor a menu has changed for 500 ms
        await page.waitForFunction(() => performance.now() - (window as unknown as { __changed: number }).__changed > 500, undefined, { polling: 100 });
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
      const { menus, titles } = await page.evaluate(() => {
        const w = window as unknown as { __menus: number; __titles: string[][] };
        return { menus: w.__menus, titles: w.__titles };
      });
      expect(menus, `round ${i}: menus shown`).toBe(1); // the one chosen from
      const afterClose = titles.slice(titles.findIndex((t) => !t.includes('维修工单')));
      expect(
        afterClose.filter((t) => t.includes('维修工单')),
        `round ${i}: the closed tab came back`,
      ).toEqual([]);
    }
  });
});

test.describe("home's alarms", () => {
  test('an overdue AOG order shows on the home of a role that handles AOG, ticking, and opens its record', async () => {
    const { page, portal } = shared;
    await shared.restart('manager');
    const card = page.getByTestId('home-alarms');
    const aog = card.getByRole('region', { name: /AOG订单超过响应时限未受理/ });
    await expect(aog.getByRole('listitem').first()).toBeVisible();
    await expect(card.getByRole('region', { name: /租赁件逾期未归还/ })).toBeVisible();
    await expect(card.getByRole('region', { name: /交换旧件逾期未返还/ })).toBeVisible();
    // every kind is named in the card's first line: the agreements too, without scrolling at 1440×900
    await expect(card.getByRole('navigation', { name: '提醒概览' }).locator('[data-kind="agreement"]')).toBeInViewport();
    const first = aog.getByRole('listitem').first();
    const timer = first.getByRole('timer');
    await expect(timer).toContainText('已超时');
    const shown = await timer.innerText();
    await expect(timer).not.toHaveText(shown, { timeout: 5_000 }); // it ticks
    await page.screenshot({ path: 'test-results/ux-home-alarms.png', fullPage: true });
    const code = (await first.locator('strong').innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/aogOrder\?id=aogOrder-\d+$/);
    await expect(portal.activeTab()).toHaveText('AOG订单');
    expect(code).toMatch(/^AOG-/);
  });

  test('a role that handles no orders has no alarm card; lease and exchange orders in approval read 审批中', async () => {
    const { page, portal } = shared;
    // the card is decided from the trainer's codes at the first paint (the server's rule, handledKinds):
    // no card, and the alarms are not even asked for
    const alarmCalls: string[] = [];
    const watch = (r: Request) => r.url().includes('/api/management/home/alarms') && alarmCalls.push(r.url());
    await shared.restart(null);
    page.on('request', watch);
    await portal.signInQuick('trainer');
    await expect(page.getByTestId('pending-approvals')).toBeVisible();
    await expect(page.getByTestId('home-alarms')).toHaveCount(0);
    expect(alarmCalls).toEqual([]);
    page.off('request', watch);
    await portal.signInQuick('manager', '/leaseOrder');
    const table = portal.content().locator('.ant-table-tbody');
    await expect(table.locator('.ant-table-row').first()).toBeVisible();
    await expect(table).not.toContainText('已提交');
  });
});
