import { chromium } from 'playwright-core';
import fs from 'node:fs';
const cfg = JSON.parse(fs.readFileSync('config/chromium.json', 'utf8'));
const base = process.env.BASE || 'http://127.0.0.1:8125';
const [who = 'admin', pw = 'Admin@123', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: cfg.executablePath, args: [...cfg.args, `--user-data-dir=/tmp/ud-${Date.now()}`].filter(a => !a.startsWith('--user-data-dir')) });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
const page = await ctx.newPage();
const res = await page.request.post(`${base}/sso/api/login`, { data: { account: who, password: pw } });
const { data } = await res.json();
for (const p of paths) {
  await page.goto(`${base}${p}?token=${encodeURIComponent(data.token)}`);
  await page.waitForTimeout(2500);
  const f = `tmp-scratch/${p.replace(/\W/g, '_')}.png`;
  await page.screenshot({ path: f });
  console.log(f);
}
await browser.close();
