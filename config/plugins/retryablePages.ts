/**
 * Build plugin: page chunks that can be retried after a failed download (see
 * src/core/chunks/pageLoader.tsx), and that can be fetched ahead of time (src/core/chunks/prefetch.ts).
 *
 * - umi writes `React.lazy(() => Promise.resolve(<file>))` for a route whose `file` is an expression
 *   in parentheses; every page route gets the expression `retryablePage(() => import('<page>'))`,
 *   keeping umi's chunk name (p__<folder>__index), with antd's static stylesheet, the CSS chunk
 *   `antd-static` that pages are styled with (src/core/chunks/pageLoader.tsx) — all but the landing
 *   page, which antd styles at run time so that it paints without waiting for that stylesheet.
 * - It also writes `pageLoaders` (imported as `@@/plugin-retryablePages/pages`): the same imports of
 *   every page by route name, with the same chunk names — webpack makes one chunk of the two, so a
 *   page fetched ahead of time is the page the route then renders, already downloaded and evaluated.
 */
import type { IApi } from '@umijs/max';

/** antd's static stylesheet as a CSS chunk of its own (src/core/chunks/pageLoader.tsx) */
const STATIC_STYLES = `() => import(/* webpackChunkName: "antd-static" */ 'antd/dist/antd.css')`;

export default (api: IApi) => {
  /** route name → [chunk name, page file, styled with the static stylesheet], in route order */
  const pages = new Map<string, [string, string, boolean]>();

  api.modifyRoutes((routes) => {
    pages.clear();
    // the landing page (where `/` leads) paints without waiting for the stylesheet: antd styles it at
    // run time, as it does the shell; the stylesheet is fetched ahead of time for the other pages
    const landing = Object.values(routes).find((r) => r.path === '/' && r.redirect)?.redirect;
    for (const route of Object.values(routes)) {
      const file: string | undefined = route.file;
      if (!file || route.isLayout || !file.startsWith('@/pages/')) continue;
      const chunkName = file
        .replace(/^@\/pages\//, 'p__')
        .replace(/\.[jt]sx?$/, '')
        .replace(/\//g, '__');
      const styled = route.path !== landing;
      if (route.name && !pages.has(route.name)) pages.set(route.name, [chunkName, file, styled]);
      route.file =
        `(import('@/core/chunks/pageLoader').then((m) => m.retryablePage(` +
        `() => import(/* webpackChunkName: "${chunkName}" */ '${file}')${styled ? `, ${STATIC_STYLES}` : ''})))`;
    }
    return routes;
  });

  api.onGenerateFiles(() => {
    const entries = [...pages].map(([name, [chunkName, file, styled]]) => {
      const page = `import(/* webpackChunkName: "${chunkName}" */ '${file}')`;
      return `  ${JSON.stringify(name)}: () => ${styled ? `Promise.all([${page}, (${STATIC_STYLES})()])` : page},`;
    });
    api.writeTmpFile({
      path: 'pages.ts',
      content: [
        '/** Every page of the route table by route name: the import its route makes (same chunks). */',
        'export const pageLoaders: Record<string, () => Promise<unknown>> = {',
        ...entries,
        '};',
      ].join('\n'),
    });
  });
};
