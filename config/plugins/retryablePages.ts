/**
 * Build plugin: every page's code as one entry of `definePage` (src/core/chunks/pageLoader.tsx) —
 * loaded on demand, retryable after a failed download, fetched ahead of time by the idle-time
 * prefetch (src/core/chunks/prefetch.ts), and rendered without suspending once it is in.
 *
 * - It writes `@@/plugin-retryablePages/pages`: `pages`, one entry per page file by umi's chunk name
 *   (p__<folder>__index), with antd's static stylesheet, the CSS chunk `antd-static` that pages are
 *   styled with — all but the landing page (where `/` leads), which takes the shell's antd rules
 *   (config/shellStyles.ts) so that it paints without waiting for that stylesheet; `pageLoaders`, the
 *   entries' loaders by route name (what the prefetch fetches); `routePages`, the entries by route id.
 * - A runtime plugin (`patchClientRoutes`) makes the client routes render those entries
 *   (`renderPagesDirectly`), so a page fetched ahead of time is the page the route renders, already
 *   downloaded and evaluated, and shown in the navigation's own render.
 * - umi still writes `React.lazy(() => Promise.resolve(<file>))` for each route, unused once the
 *   routes are patched; every page route's `file` becomes the expression of that same entry's
 *   component (umi takes a `file` in parentheses as an expression), so nothing renders a page another way.
 */
import type { IApi } from '@umijs/max';
import path from 'node:path';

/** The CSS chunk of antd's static stylesheet, the pages' (src/core/chunks/pageLoader.tsx; cut by config/shellStyles.ts). */
export const STATIC_STYLES_CHUNK = 'antd-static';
const STATIC_STYLES = `() => import(/* webpackChunkName: "${STATIC_STYLES_CHUNK}" */ 'antd/dist/antd.css')`;
const PAGES_MODULE = '@@/plugin-retryablePages/pages';

/** A page file's chunk name: `@/pages/home/index.tsx` → `p__home__index`. */
export function pageChunkName(file: string): string {
  return file
    .replace(/^@\/pages\//, 'p__')
    .replace(/\.[jt]sx?$/, '')
    .replace(/\//g, '__');
}

export default (api: IApi) => {
  /** chunk name → [page file, styled with the static stylesheet]; route name and route id → chunk name */
  const files = new Map<string, [string, boolean]>();
  const byName = new Map<string, string>();
  const byId = new Map<string, string>();

  api.modifyRoutes((routes) => {
    files.clear();
    byName.clear();
    byId.clear();
    // the landing page (where `/` leads) paints without waiting for the stylesheet: it takes the shell's
    // antd rules (config/shellStyles.ts); the stylesheet is fetched ahead of time for the other pages
    const landing = Object.values(routes).find((r) => r.path === '/' && r.redirect)?.redirect;
    for (const route of Object.values(routes)) {
      const file: string | undefined = route.file;
      if (!file || route.isLayout || !file.startsWith('@/pages/')) continue;
      const chunkName = pageChunkName(file);
      if (!files.has(chunkName)) files.set(chunkName, [file, route.path !== landing]);
      if (route.name && !byName.has(route.name)) byName.set(route.name, chunkName);
      byId.set(route.id, chunkName);
      route.file = `(import('${PAGES_MODULE}').then((m) => m.pages[${JSON.stringify(chunkName)}].Component))`;
    }
    return routes;
  });

  api.onGenerateFiles(() => {
    const lines = (map: Map<string, string>) => [...map].map(([key, chunk]) => `  ${JSON.stringify(key)}: pages[${JSON.stringify(chunk)}],`);
    api.writeTmpFile({
      path: 'pages.ts',
      content: [
        "import { definePage, type PageEntry } from '@/core/chunks/pageLoader';",
        '',
        `const styles = ${STATIC_STYLES};`,
        '',
        '/** Every page file of the route table, by chunk name. */',
        'export const pages: Record<string, PageEntry> = {',
        ...[...files].map(
          ([chunk, [file, styled]]) =>
            `  ${JSON.stringify(chunk)}: definePage(() => import(/* webpackChunkName: "${chunk}" */ '${file}')${styled ? ', styles' : ''}),`,
        ),
        '};',
        '',
        '/** The page of each route, by route id (the client routes render these). */',
        'export const routePages: Record<string, PageEntry> = {',
        ...lines(byId),
        '};',
        '',
        '/** Each page loader by route name (what the idle-time prefetch fetches). */',
        'export const pageLoaders: Record<string, () => Promise<unknown>> = Object.fromEntries(',
        '  Object.entries({',
        ...lines(byName).map((l) => `  ${l}`),
        '  }).map(([name, page]) => [name, page.load]),',
        ');',
      ].join('\n'),
    });
    api.writeTmpFile({
      path: 'runtime.tsx',
      content: [
        "import { renderPagesDirectly } from '@/core/chunks/pageLoader';",
        "import { routePages } from './pages';",
        '',
        'export function patchClientRoutes({ routes }: { routes: any[] }) {',
        '  renderPagesDirectly(routes, routePages);',
        '}',
      ].join('\n'),
    });
  });

  api.addRuntimePlugin(() => [path.join(api.paths.absTmpPath, 'plugin-retryablePages', 'runtime.tsx')]);
};
