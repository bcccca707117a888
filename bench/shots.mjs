import { launch } from './lib/browser.mjs';
const ORIGIN = 'http://127.0.0.1:8601';
const pages = process.argv.slice(2);
const { context, close } = await launch();
const page = context.pages()[0] || (await context.newPage());
await page.addInitScript(() => localStorage.setItem('portalGuideSeen:admin', '999'));
const res = await page.request.post(`${ORIGIN}/sso/api/login`, { data: { account: 'admin', password: 'Admin@123' } });
const token = (await res.json()).data.token;
await page.goto(`${ORIGIN}/home?token=${encodeURIComponent(token)}`);
await page.waitForTimeout(3000);
for (const p of pages) {
  await page.goto(`${ORIGIN}${p}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${p.replace(/\W/g, '')}.png` });
}
await close();
