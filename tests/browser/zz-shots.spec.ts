import { expect, signedInPage, test } from './fixtures';

test('shots', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'manager', '/home');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('home-indicators').locator('[data-figure]').first()).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('home-indicators').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/kpi-home.png' });
  await page.goto('/serviceIndicators');
  await expect(page.locator('[data-figure="aogResponse"]')).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/kpi-dash.png' });
  await page.screenshot({ path: '/tmp/kpi-dash-full.png', fullPage: true });
  await page.goto('/home');
});
