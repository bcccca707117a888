/**
 * Build plugin: page chunks that can be retried after a failed download (see
 * src/core/chunks/pageLoader.tsx). umi writes `React.lazy(() => Promise.resolve(<file>))` for a route
 * whose `file` is an expression in parentheses; every page route gets the expression
 * `retryablePage(() => import('<page>'))`, keeping umi's chunk name (p__<folder>__index).
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.modifyRoutes((routes) => {
    for (const route of Object.values(routes)) {
      const file: string | undefined = route.file;
      if (!file || route.isLayout || !file.startsWith('@/pages/')) continue;
      const chunkName = file
        .replace(/^@\/pages\//, 'p__')
        .replace(/\.[jt]sx?$/, '')
        .replace(/\//g, '__');
      route.file =
        `(import('@/core/chunks/pageLoader').then((m) => m.retryablePage(` +
        `() => import(/* webpackChunkName: "${chunkName}" */ '${file}'))))`;
    }
    return routes;
  });
};
