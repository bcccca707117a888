/**
 * Accessibility of the portal's main surfaces, checked with axe-core (injected from node_modules) in
 * Chromium against the production build: the shell on the home page, an order list, the open create
 * form and a record's detail drawer. No violation of impact "serious" or "critical" is allowed; the
 * failure message names each rule and the elements that break it.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/constants';
import zhCN from '../../src/locales/zh-CN';
import { demoSignIn, skipTours } from './fixtures';

const t = zhCN as Record<string, string>;
const AXE = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Violations that sit in antd's own markup, not ours, and have no fix short of replacing the
 * component (docs/performance.md § Accessibility). Each is matched by rule and exact element; any
 * other element breaking the same rule still fails.
 * - rc-tabs puts the editable-card close buttons (and the tab bar's extra content) inside the
 *   role="tablist" element, which may only own tabs.
 * - rc-table renders an aria-hidden measuring row that repeats the header's select-all checkbox.
 */
const ANTD_MARKUP: { rule: string; target: RegExp }[] = [
  { rule: 'aria-required-children', target: /^\.ant-tabs-nav$/ },
  { rule: 'aria-hidden-focus', target: /^\.ant-table-measure-row$/ },
];

/** Runs axe on the whole document, returning the serious and critical violations outside ANTD_MARKUP. */
async function seriousViolations(page: Page): Promise<string[]> {
  // colours are judged as painted: let opening drawers, modals and fades finish first
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations: Violation[] = await page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n: any) => ({ target: n.target, html: n.html })),
    }));
  });
  const known = (id: string, target: string[]) => ANTD_MARKUP.some((k) => k.rule === id && target.length === 1 && k.target.test(target[0]));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !known(v.id, n.target)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`)
          .join(' | ')}${v.nodes.length > 5 ? ` … ${v.nodes.length} elements` : ''}`,
    );
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await skipTours(context);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, (await demoSignIn(context.request, 'admin')).token]);
  page = await context.newPage();
});

test.afterAll(async () => {
  await page?.context().close();
});

const activePage = () => page.locator('.portal-tab-frame:not([hidden])');

test('the shell on the home page', async () => {
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: t['menu.home'], selected: true })).toBeVisible();
  await expect(page.getByRole('menu').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an order list', async () => {
  await page.goto('/aogOrder');
  await expect(activePage().locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open create form', async () => {
  await page.goto('/aogOrder');
  await expect(activePage().locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await activePage().getByRole('button', { name: /^\s*(plus\s+)?新\s*建/ }).first().click();
  const dialog = page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible').last();
  await expect(dialog.locator('form').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
});

test('a detail drawer', async () => {
  await page.goto('/aogOrder');
  const firstRow = activePage().locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  await firstRow.getByText(t['resource.list.detail'], { exact: true }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper:visible, .ant-drawer-section:visible').last();
  await expect(drawer).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
});

test('keyboard: Tab reaches a row\'s 详情, Enter opens the detail drawer', async () => {
  await page.goto('/aogOrder');
  const firstRow = activePage().locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const code = (await firstRow.locator('.portal-action-link').first().textContent())!.trim();
  const detail = firstRow.getByRole('button', { name: t['resource.list.detail'], exact: true });
  // from the search form's keyword field, with the Tab key only
  await activePage().getByPlaceholder(t['resource.list.keywordPlaceholder']).focus();
  for (let i = 0; i < 80 && !(await detail.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(detail).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-content-wrapper:visible, .ant-drawer-section:visible').last();
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(code);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test("keyboard: the home page's 进入审批管理 is a button that Enter fires", async () => {
  await page.goto('/home');
  const all = activePage().getByRole('button', { name: t['workflow.home.all'], exact: true });
  await expect(all).toBeVisible();
  await all.focus();
  await expect(all).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/approvalManagement$/);
});
