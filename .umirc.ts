import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import proxy from './config/proxy';

/**
 * UMI_APP_PROXY=<name> (see config/proxy.ts) sends the service base paths to real services and turns
 * the mock off; without it the built-in mock answers every base path.
 */
const proxyTarget = process.env.UMI_APP_PROXY;

export default defineConfig({
  antd: {},
  access: {},
  model: {},
  initialState: {},
  request: { dataField: '' },
  layout: { title: '售后服务管理系统', locale: true },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, title: true },
  title: '售后服务管理系统',
  history: { type: 'browser' },
  base: '/',
  publicPath: '/',
  mountElementId: 'root',
  routes,
  mock: proxyTarget ? false : { exclude: ['mock/lib/**'] },
  proxy: proxyTarget ? proxy[proxyTarget] : undefined,
  hash: true,
  esbuildMinifyIIFE: true,
  codeSplitting: { jsStrategy: 'granularChunks' },
  npmClient: 'npm',
  // Bundle (docs/performance.md): stable ES polyfills for the targets only, not every core-js proposal
  // (−45 KiB gzip in the entry chunk); the locale plugin drives dayjs, which antd 6 uses, instead of
  // pulling in moment (−22 KiB gzip).
  polyfill: { imports: ['core-js/stable'] },
  moment2dayjs: { preset: 'none' },
  // umi's generated `exports.ts` re-exports every plugin (SelectLang with antd Menu/Dropdown, the
  // request module with message/notification, …); without side-effect information webpack keeps all of
  // them in the entry chunk as soon as anything imports from 'umi' / '@umijs/max'. These generated
  // files only declare exports, so marking them side-effect free lets webpack take only what is used.
  chainWebpack(memo) {
    memo.module
      .rule('umi-exports-side-effect-free')
      .test(/[\\/]\.umi(-production)?[\\/](exports\.ts|plugin-[^\\/]+[\\/](index\.tsx?|SelectLang\.tsx))$/)
      .sideEffects(false);
    return memo;
  },
  // Only with ANALYZE=1 (npm run bench -- --analyze): what each chunk carries, as JSON for bench/analyze.mjs.
  analyze: { analyzerMode: 'json', reportFilename: '../bench/results/bundle-report.json', logLevel: 'warn' },
});
