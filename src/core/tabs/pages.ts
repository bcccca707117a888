/**
 * Which page a pathname opens, read from the route table (config/routes.ts): its tab key, its title
 * key, and the menu name whose permission grants it. Redirects and unknown paths are not pages.
 *
 * Matching follows the router (react-router 6): case-insensitive, a trailing slash is ignored, a
 * `:param` is one non-empty segment. The tab key is the route's own spelling with the parameters
 * filled in, so /AOGORDER and /aogOrder/ share the /aogOrder tab.
 *
 * Title: `menu.<name>`; a route without `:id` whose name also has an `:id` route is the "new" form
 * of that page and is titled `menu.<name>.add` (新增课程 vs 编辑课程).
 */
import routes, { type PortalRoute } from '../../../config/routes';
import { flattenMenu, type MenuItem } from '@/domain/menu';

export interface PageMatch {
  key: string;
  name: string;
  /** the menu name whose permission opens the page */
  permission: string;
  titleKey: string;
  params: Record<string, string>;
  route: PortalRoute;
}

const pageRoutes = routes.filter((r): r is PortalRoute & { name: string } => !!r.name && !r.redirect);
const namesWithId = new Set(pageRoutes.filter((r) => r.path.includes('/:id')).map((r) => r.name));

const segments = (path: string) => path.split('/').filter(Boolean);

function match(route: PortalRoute, pathname: string): Record<string, string> | null {
  const pattern = segments(route.path);
  const actual = segments(pathname);
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    if (pattern[i].startsWith(':')) {
      try {
        params[pattern[i].slice(1)] = decodeURIComponent(actual[i]);
      } catch {
        params[pattern[i].slice(1)] = actual[i];
      }
    } else if (pattern[i].toLowerCase() !== actual[i].toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** what each pathname opened: the same object every time, so that the tab frames' memo holds */
const matched = new Map<string, PageMatch | null>();
const MATCHES_KEPT = 500;

export function matchPage(pathname: string): PageMatch | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  if (matched.size >= MATCHES_KEPT) matched.clear();
  const page = findPage(pathname);
  matched.set(pathname, page);
  return page;
}

function findPage(pathname: string): PageMatch | null {
  for (const route of pageRoutes) {
    const params = match(route, pathname);
    if (!params) continue;
    const key = `/${segments(route.path)
      .map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)]) : s))
      .join('/')}`;
    const isNewForm = !route.path.includes('/:id') && namesWithId.has(route.name) && route.path.includes('/:');
    return {
      key,
      name: route.name,
      permission: route.permissionOf ?? route.name,
      titleKey: isNewForm ? `menu.${route.name}.add` : `menu.${route.name}`,
      params,
      route,
    };
  }
  return null;
}

/** The menu group holding the page (as a menu path, `/<group name>`), or '' when it has none. */
export function parentPathOf(page: PageMatch, menu: MenuItem[]): string {
  for (const group of flattenMenu(menu)) {
    if ((group.subMenu ?? []).some((child) => child.name === page.permission)) return `/${group.name}`;
  }
  return '';
}
