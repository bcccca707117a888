// Before the browser tests: say clearly what is missing instead of failing deep inside Playwright.
import { existsSync, readFileSync } from 'node:fs';

const config = JSON.parse(readFileSync(new URL('../../config/chromium.json', import.meta.url), 'utf8'));
// the browser playwright.config.ts launches: CHROMIUM_PATH, else the first of testExecutablePaths installed
const [shell] = config.testExecutablePaths;
const chromium = process.env.CHROMIUM_PATH || config.testExecutablePaths.find((p) => existsSync(p));
if (!chromium || !existsSync(chromium)) {
  console.error(`Browser tests need Chromium at ${chromium ?? config.testExecutablePaths.join(' or ')}.`);
  console.error('Install it with: sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk   (or run: bash .ci/run)');
  process.exit(1);
}
if (chromium !== shell && !process.env.CHROMIUM_PATH)
  console.log(`Browser tests in ${chromium}: chromium-headless-shell (${shell}) would take about a tenth less time (docs/testing.md).`);
if (!process.env.PORTAL_URL && !existsSync('dist/index.html')) {
  console.error('Browser tests run against the production build: run `npm run build` first (npm test does).');
  process.exit(1);
}
