/**
 * Build plugin: page chunks that can be retried after a failed download (see
 * src/core/chunks/pageLoader.tsx), and that can be fetched ahead of time (src/core/chunks/prefetch.ts).
 *
 * - umi writes `React.lazy(() => Promise.resolve(<file>))` for a route whose `file` is an expression
 *   in parentheses; every page route gets the expression `retryablePage(() => import('<page>'))`,
 *   keeping umi's chunk name (p__<folder>__index), with antd's static stylesheet, the CSS chunk
 *   `antd-static` that pages are styled with (src/core/chunks/pageLoader.tsx).
 * - It also writes `pageLoaders` (imported as `@@/plugin-retryablePages/pages`): the same import of
 *   every page by route name, with the same chunk name — webpack makes one chunk of the two, so a
 *   page fetched ahead of time is the page the route then renders, already downloaded and evaluated.
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  /** route name → [chunk name, page file], in route order */
  const pages = new Map<string, [string, string]>();

  api.modifyRoutes((routes) => {
    pages.clear();
    for (const route of Object.values(routes)) {
      const file: string | undefined = route.file;
      if (!file || route.isLayout || !file.startsWith('@/pages/')) continue;
      const chunkName = file
        .replace(/^@\/pages\//, 'p__')
        .replace(/\.[jt]sx?$/, '')
        .replace(/\//g, '__');
      if (route.name && !pages.has(route.name)) pages.set(route.name, [chunkName, file]);
      route.file =
        `(import('@/core/chunks/pageLoader').then((m) => m.retryablePage(` +
        `() => import(/* webpackChunkName: "${chunkName}" */ '${file}'), ` +
        `() => import(/* webpackChunkName: "antd-static" */ 'antd/dist/antd.css'))))`;
    }
    return routes;
  });

  api.onGenerateFiles(() => {
    const entries = [...pages].map(
      ([name, [chunkName, file]]) => `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: "${chunkName}" */ '${file}'),`,
    );
    api.writeTmpFile({
      path: 'pages.ts',
      content: [
        '/** Every page of the route table by route name: the import its route makes (same chunk). */',
        'export const pageLoaders: Record<string, () => Promise<unknown>> = {',
        ...entries,
        '};',
      ].join('\n'),
    });
  });
};
