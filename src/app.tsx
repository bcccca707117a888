/**
 * Runtime wiring of the portal — it wires, it does not implement:
 * auth (src/core/auth), client state (src/core/initialState), request policy (src/core/request),
 * layout with menu and tab shell (src/core/layout), antd's theme (dark mode: src/core/layout/colorScheme).
 */
import type { ReactNode } from 'react';
import { passwordChangeDue, startSession } from '@/core/auth';
import { loadClientState, type ClientState } from '@/core/initialState';
import { layoutConfig } from '@/core/layout';
import { currentScheme, markDocument, themeOf } from '@/core/layout/colorScheme';
import { configureToasts, requestConfig } from '@/core/request';
import { loadLocaleMessages, loadTexts } from '@/core/locale';
import { pagesNeed } from '@/core/chunks/pageLoader';
import { startOpeningPage } from '@/core/chunks/openingPage';
import access from '@/access';
import AppErrorBoundary from '@/core/errors/AppErrorBoundary';
import './global.less';

let signedIn = false;

/**
 * Runs once at start, just before the router reads the address (umi calls it before creating the
 * history): `?token=` → local storage, stripped from the address bar; without a token the browser goes
 * to the login page and the portal does not render. (Not at module level: tests import this module.)
 */
export function modifyContextOpts(opts: Record<string, unknown>) {
  signedIn = startSession();
  configureToasts();
  // every page renders in its language's whole table (the entry carries the shell's texts only)
  pagesNeed(() => loadTexts());
  return opts;
}

/** Renders once signed in, after the user's language table is in place (src/core/locale.ts). */
export function render(oldRender: () => void) {
  if (signedIn) loadLocaleMessages().then(oldRender);
}

/**
 * The client state; once it is in, the page the address opens starts downloading beside the layout's
 * first render (src/core/chunks/openingPage.ts).
 */
export async function getInitialState(): Promise<ClientState> {
  const state = await loadClientState();
  startOpeningPage(window.location.pathname, access(state).canOpenPage, passwordChangeDue() !== null);
  return state;
}

export const layout = layoutConfig;

/** antd's theme at start: the remembered or system colour scheme (src/core/layout/colorScheme.ts). */
export const antd = (memo: { theme?: Record<string, unknown> }) => {
  const scheme = currentScheme();
  markDocument(scheme);
  return { ...memo, theme: { ...memo.theme, ...themeOf(scheme) } };
};

export const request = requestConfig;

/**
 * A text that is missing from the table (or cannot be formatted) is logged in every build, not only
 * in development: the browser tests fail on console errors, so a key shown raw — e.g. a page's text
 * used by the shell before the page texts are in (src/core/locale.ts) — fails them.
 */
export const locale = { onError: (error: unknown) => console.error(String(error)) };

export function rootContainer(container: ReactNode) {
  return <AppErrorBoundary>{container}</AppErrorBoundary>;
}
