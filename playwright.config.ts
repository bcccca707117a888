import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import chromium from './config/chromium.json';

/**
 * Browser tests: Debian's Chromium (its headless shell where installed: config/chromium.json) against
 * the production build served by `max preview`, which also serves the mock API (run `npm run build`
 * first; `npm test` does). Set PORTAL_URL to test a portal that is already running elsewhere (one
 * worker then).
 *
 * Two workers by default (PW_WORKERS=1 for one), each with a preview server of its own (PREVIEW_PORT,
 * PREVIEW_PORT + PREVIEW_PORT_STEP, the step 1000 unless set), so each worker's journeys meet only
 * their own mock data, as when one worker runs them all (docs/testing.md).
 */
const PORT = Number(process.env.PREVIEW_PORT ?? 8124);
const PORT_STEP = Number(process.env.PREVIEW_PORT_STEP ?? 1000);
const WORKERS = process.env.PORTAL_URL ? 1 : Number(process.env.PW_WORKERS ?? 2);
const portOf = (index: number) => PORT + PORT_STEP * index;
// a worker process loads this file too: TEST_PARALLEL_INDEX says which server is its own
const baseURL = process.env.PORTAL_URL ?? `http://127.0.0.1:${portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;
const serverLog = (index: number) => (index === 0 ? 'preview-server.log' : `preview-server-${index + 1}.log`);

export default defineConfig({
  testDir: './tests/browser',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
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
      executablePath: process.env.CHROMIUM_PATH || chromium.testExecutablePaths.find((p) => existsSync(p)) || chromium.executablePath,
      args: chromium.args,
    },
  },
  webServer: process.env.PORTAL_URL
    ? undefined
    : Array.from({ length: WORKERS }, (_, index) => ({
        // the server's own output goes to a file, for when a run fails because the server went away
        command: `npx max preview --port ${portOf(index)} > ${serverLog(index)} 2>&1`,
        url: `http://127.0.0.1:${portOf(index)}/sso/login`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore' as const,
      })),
});
