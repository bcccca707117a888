/**
 * Whether a tab's page may be shown, and what opening it starts.
 *
 * - `usePageGate`: `open`, `forbidden` (no permission: the tab shows the 403 page, and nothing of the
 *   page is loaded or asked for) or `held` (the password must be changed first: only 修改密码 opens).
 * - `usePreloadOnOpen`: a page that may be opened starts what it asks for first (its module's
 *   `preload`, e.g. a list's first page) as its tab mounts — in the navigation's own task, so the data
 *   travels while the page renders (src/core/chunks/pageLoader.tsx).
 */
import { useAccess } from '@umijs/max';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { onPasswordChangeDue, passwordChangeDue } from '@/core/auth';
import { preloadPage } from '@/core/chunks/pageLoader';
import { PASSWORD_CHANGE_PAGE } from '@/domain/admin/passwordGate';
import type { PageMatch } from './pages';

/** Why the password must be changed before anything else, or null (re-renders when it changes). */
export const usePasswordChangeDue = () => useSyncExternalStore(onPasswordChangeDue, passwordChangeDue);

export const isPasswordPage = (page: PageMatch | null | undefined) => page?.permission === PASSWORD_CHANGE_PAGE;

export type PageGate = 'open' | 'forbidden' | 'held';

export function usePageGate(page: PageMatch): PageGate {
  const access = useAccess() as { canOpenPage?: (name: string) => boolean };
  const due = usePasswordChangeDue();
  // only 修改密码 while the password must change (on its way there: nothing of another page loads)
  if (due) return isPasswordPage(page) ? 'open' : 'held';
  return access.canOpenPage?.(page.permission) ? 'open' : 'forbidden';
}

/** The gate of a tab's page; when open, the page's preload runs once, as the tab mounts. */
export function usePreloadOnOpen(page: PageMatch, routes: Parameters<typeof preloadPage>[0], pathname: string): PageGate {
  const gate = usePageGate(page);
  useLayoutEffect(() => {
    if (gate === 'open') preloadPage(routes, pathname);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return gate;
}
