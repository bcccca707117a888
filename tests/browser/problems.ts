/**
 * What a page visit must not meet (pages.spec.ts): a console error, an uncaught exception, an unhandled
 * rejection (reported as a console error by the context's init script), a failed or 4xx/5xx request.
 */
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { requestTracker } from './fixtures';

/** Collects every problem while `run` goes on; resolves once no request has been in flight for `quietMs`. */
export async function problemsDuring(page: Page, run: () => Promise<void>, quietMs = 400): Promise<string[]> {
  const problems: string[] = [];
  const requests = requestTracker(page);
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}${m.location()?.url ? ` (${m.location().url})` : ''}`);
  };
  const onPageError = (e: Error) => problems.push(`uncaught: ${e.message}`);
  const onFailed = (r: Request) => {
    problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`);
  };
  const onResponse = (r: Response) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  };
  const listeners = {
    console: onConsole,
    pageerror: onPageError,
    requestfailed: onFailed,
    response: onResponse,
  } as Record<string, (arg: any) => void>;
  for (const [event, listener] of Object.entries(listeners)) page.on(event as 'console', listener);
  try {
    await run();
    await requests.settled(quietMs);
  } finally {
    requests.stop();
    for (const [event, listener] of Object.entries(listeners)) page.off(event as 'console', listener);
  }
  return problems;
}

/** Opens `url` inside the running app, as the router sees an address change. */
export async function openInApp(page: Page, url: string) {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}
