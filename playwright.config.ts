import { defineConfig } from '@playwright/test';
import chromium from './config/chromium.json';

/**
 * Browser tests: Debian's Chromium against the production build served by `max preview`, which also
 * serves the mock API (run `npm run build` first; `npm test` does). Set PORTAL_URL to test a portal
 * that is already running elsewhere.
 */
const PORT = Number(process.env.PREVIEW_PORT ?? 8124);
const baseURL = process.env.PORTAL_URL ?? `http://127.0.0.1:${PORT}`;
const SERVER_LOG = 'preview-server.log';

export default defineConfig({
  testDir: './tests/browser',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // the system's "reduce motion": the portal then turns antd's animations off (colorScheme.ts), so
    // a click never lands on a dialog still zooming in, and no step waits for one to fade out
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
      args: chromium.args,
    },
  },
  webServer: process.env.PORTAL_URL
    ? undefined
    : {
        // the server's own output goes to a file, for when a run fails because the server went away
        command: `npx max preview --port ${PORT} > ${SERVER_LOG} 2>&1`,
        url: `${baseURL}/sso/login`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
      },
});
