/**
 * axe-core (injected from node_modules) run in the page: the serious and critical violations of the
 * whole document or of the shown page alone (pages.spec.ts visits every route with it).
 */
import type { Page } from '@playwright/test';

const AXE = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** antd Watermark's layer: its inline style sets no display, and its observer does not watch style sheets. */
const WATERMARK_HIDDEN = '[data-testid="portal-watermark"] div[style*="pointer-events: none"][style*="background-image"] { display: none !important; }';

/**
 * Runs axe on the whole document, or on the shown page alone — its tab frame and what it portals
 * outside the app's root (modals, drawers, pop-ups, toasts) — returning the serious and critical
 * violations (none is excused: docs/performance.md § Accessibility).
 */
export async function seriousViolations(page: Page, scope: 'document' | 'page' = 'document'): Promise<string[]> {
  // colours are judged as painted: let opening drawers, modals and fades finish first
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: AXE });
    // the watermark (a faint repeated image over the content, src/core/layout/PortalWatermark.tsx)
    // left axe unable to tell any text's background, so it judged almost no colour at all: hidden
    // while this context checks, so that every text's contrast is judged on what lies beneath
    await page.addStyleTag({ content: WATERMARK_HIDDEN });
  }
  const violations: Violation[] = await page.evaluate(async (scope) => {
    const axe = (window as any).axe;
    const context =
      scope === 'document' ? document : { include: [...document.querySelectorAll('.portal-tab-frame:not([hidden]), body > :not(#root, script)')] };
    // rules whose impact is fixed at minor or moderate can never fail this check: not run (a third
    // of axe's time, "region" above all); every other rule runs as axe's defaults have it
    const never = axe._audit.rules.filter((r: { impact?: string }) => r.impact === 'minor' || r.impact === 'moderate');
    const rules = Object.fromEntries(never.map((r: { id: string }) => [r.id, { enabled: false }]));
    const result = await axe.run(context, { resultTypes: ['violations'], rules });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n: any) => ({ target: n.target, html: n.html })),
    }));
  }, scope);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`)
          .join(' | ')}${v.nodes.length > 5 ? ` … ${v.nodes.length} elements` : ''}`,
    );
}
