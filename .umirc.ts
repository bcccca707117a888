import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import proxy from './config/proxy';
import { CHUNK_LOAD_TIMEOUT_MS, PUBLIC_PATH, ROUTER_BASE } from './src/constants';
import { bundleConfig, tuneBundle } from './config/bundle';
import { accessibleTheme, htmlLangScript } from './config/theme';
import { browserCheckScript } from './config/browserCheck';
import { buildDefines } from './config/buildInfo';

/**
 * UMI_APP_PROXY=<name> (see config/proxy.ts) sends the service base paths to real services and turns
 * the mock off; without it the built-in mock answers every base path.
 */
const proxyTarget = process.env.UMI_APP_PROXY;
/**
 * `npm start` bundles with mako (umi's Rust bundler): the portal is usable in about two thirds of the
 * time webpack takes on this 2-core machine. Builds, and `DEV_BUNDLER=webpack npm start`, use webpack
 * (docs/decisions.md "Development server").
 */
const DEV_MAKO = process.env.NODE_ENV === 'development' && process.env.DEV_BUNDLER !== 'webpack';

export default defineConfig({
  antd: { theme: accessibleTheme },
  access: {},
  model: {},
  initialState: {},
  request: { dataField: '' },
  layout: { title: '售后服务管理系统', locale: true },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, title: true },
  title: '售后服务管理系统',
  // the portal's mark (src/components/Logo); without it every page load asks for /favicon.ico → 404
  favicons: ['/favicon.svg'],
  // accessibility: zoom allowed (umi's default viewport meta has user-scalable=no, maximum-scale=1.0)
  metas: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  // accessibility: the document's language for assistive technology (config/theme.ts)
  // an unsupported (older than Chrome / Edge 109) browser gets a notice instead of a broken app
  headScripts: [{ content: htmlLangScript }, { content: browserCheckScript }],
  history: { type: 'browser' },
  // spec §9: public path and router base
  base: ROUTER_BASE,
  publicPath: PUBLIC_PATH,
  mountElementId: 'root',
  routes,
  // PROFILE_SOURCEMAP=1: source maps beside the build, for bench/profile.mjs
  ...(process.env.PROFILE_SOURCEMAP ? { devtool: 'source-map' as const } : {}),
  // the build's version and time, shown on the diagnostics page (/temporary)
  define: buildDefines(),
  // page chunks whose failed download can be retried (src/core/chunks/pageLoader.tsx); `npm start`'s
  // holding page until the first build is served (config/devStart.ts)
  plugins: ['./config/plugins/retryablePages.ts', './config/plugins/babelTargets.ts', './config/plugins/devStart.ts'],
  chainWebpack(memo, { webpack }) {
    // spec §9: a page chunk that has not arrived after 120 s is a load error
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
    // bundle size (docs/performance.md)
    if (!DEV_MAKO) tuneBundle(memo, webpack);
    return memo;
  },
  mock: proxyTarget ? false : { exclude: ['mock/lib/**'] },
  proxy: proxyTarget ? proxy[proxyTarget] : undefined,
  // no react-helmet-async: the document title is set by the layout (src/core/tabs/title.ts)
  helmet: false,
  hash: true,
  esbuildMinifyIIFE: true,
  codeSplitting: { jsStrategy: 'granularChunks' },
  npmClient: 'npm',
  ...bundleConfig,
  // mako takes `analyze` as "write the report" (only `ANALYZE=1 npm run build` asks for it), and
  // writes what it serves to disk: not over the production build in dist/
  ...(DEV_MAKO ? { mako: {}, analyze: undefined, outputPath: 'node_modules/.cache/mako-dev' } : {}),
});
