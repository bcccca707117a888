// Before the browser tests: say clearly what is missing instead of failing deep inside Playwright.
import { existsSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || JSON.parse(readFileSync(new URL('../../config/chromium.json', import.meta.url), 'utf8')).executablePath;
if (!existsSync(chromium)) {
  console.error(`Browser tests need Chromium at ${chromium}.`);
  console.error('Install it with: sudo apt-get install -y chromium fonts-noto-cjk   (or run: bash .ci/run)');
  process.exit(1);
}
if (!process.env.PORTAL_URL && !existsSync('dist/index.html')) {
  console.error('Browser tests run against the production build: run `npm run build` first (npm test does).');
  process.exit(1);
}
