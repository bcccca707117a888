/**
 * The page the address opens at start (the landing page, a pasted link, a reload): its code starts
 * downloading as soon as the client state says the user may open it — beside the layout's own first
 * render, instead of after it (the tab's page renders one task after the layout, and only then asked
 * for its chunk).
 *
 * - Only a page the user may open (the same check as the tab's gate, `canOpenPage`) and not while the
 *   password must be changed first (then only 修改密码 opens): a page the user may not open is never
 *   fetched (src/core/tabs/gate.ts).
 * - It is the page entry's own `load` (src/core/chunks/pageLoader.tsx): the tab's render waits for the
 *   same download. A failed download is not retried here; the page's render asks again and shows its
 *   load error with its retry if that fails too.
 * - An address that is a redirect (`/` → the landing page) is followed once.
 */
import routes from '../../../config/routes';
import { pageLoaders } from '@@/plugin-retryablePages/pages';
import { matchPage } from '@/core/tabs/pages';

/**
 * Starts the download of the page `pathname` opens, when `canOpen` grants it and `held` is false.
 * Returns the route name of the page fetched, or undefined.
 */
export function startOpeningPage(
  pathname: string,
  canOpen: (permission: string) => boolean,
  held: boolean,
  loaders: Record<string, (() => Promise<unknown>) | undefined> = pageLoaders,
): string | undefined {
  if (held) return undefined;
  const target = routes.find((r) => r.redirect && r.path.toLowerCase() === pathname.toLowerCase())?.redirect ?? pathname;
  const page = matchPage(target);
  const load = page?.route.name ? loaders[page.route.name] : undefined;
  if (!page || !load || !canOpen(page.permission)) return undefined;
  load().catch(() => undefined);
  return page.route.name;
}
