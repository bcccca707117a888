/**
 * Browser tests: Playwright driving Debian's Chromium (/usr/bin/chromium) against the production build
 * served by `max preview` (which also serves the mock API). Build first: `npm run build`.
 * `npm test` does it all; `npm run test:browser` runs only these.
 *
 * PORTAL_TEST_PORT chooses the port (default 8202); PW_WORKERS the number of workers (default 1: some journeys change shared mock state).
 */
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.PORTAL_TEST_PORT || 8202);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.PW_WORKERS || 1),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Playwright gives every browser a fresh profile directory (the --user-data-dir of the brief)
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx max preview --port ${PORT}`,
    url: `${baseURL}/sso/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
