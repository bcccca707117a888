/**
 * Bundle settings of the production build, measured by `npm run bench` (docs/performance.md).
 * Spread into .umirc.ts; `tuneBundle` runs inside its chainWebpack.
 */
import { dirname, join } from 'node:path';
import { CompileHintsPlugin } from './compileHints';
import { pageChunkName, STATIC_STYLES_CHUNK } from './plugins/retryablePages';
import routes from './routes';
import { ShellStylesPlugin } from './shellStyles';

const packageDir = (name: string, from?: string) => dirname(require.resolve(`${name}/package.json`, from ? { paths: [from] } : undefined));

/**
 * The layout plugin's generated rightRender.tsx imports LogoutOutlined from the copy of
 * @ant-design/icons 4 nested under @umijs/plugins — a second icon runtime with @ant-design/colors 6
 * and all of @ctrl/tinycolor. Point that copy at the portal's own @ant-design/icons.
 */
function nestedIconsAlias(): Record<string, string> {
  const ours = packageDir('@ant-design/icons');
  const theirs = packageDir('@ant-design/icons', packageDir('@umijs/plugins'));
  return theirs === ours ? {} : { [theirs]: ours };
}

export const bundleConfig = {
  // The browsers the portal supports: Chrome / Edge 109 and later (109 is the last release for
  // Windows 7 / 8.1, the oldest office PCs; current ones auto-update far beyond it). Every ES feature
  // the portal and its libraries use is native there, so no core-js polyfill is shipped (umi's
  // default polyfills every proposal: −64 KiB gzip in the entry). docs/decisions.md.
  targets: { chrome: 109 },
  polyfill: false as const,
  // umi's esbuild minifier always adds es2015 to the targets, so it lowered every later syntax again
  // (optional chaining, object spread, `**`, async) into helpers and temporaries in every chunk.
  jsMinifierOptions: { target: ['chrome109'] },
  // The locale plugin drives dayjs (antd 6's date library) instead of pulling in moment: −22 KiB gzip.
  moment2dayjs: { preset: 'none' as const },
  alias: {
    '@ctrl/tinycolor$': join(__dirname, 'shims/tinycolor.ts'),
    'resize-observer-polyfill$': join(__dirname, 'shims/resizeObserver.ts'),
    'intl-messageformat-parser$': join(__dirname, 'shims/messageParser.ts'),
    // umi's antd plugin imports lodash's merge by its path (src/.umi*/plugin-antd/runtime.tsx)
    [`${join(packageDir('lodash'), 'merge')}$`]: join(__dirname, 'shims/merge.ts'),
    ...nestedIconsAlias(),
  },
  // Only with ANALYZE=1 (npm run bench does it): what each chunk carries, for bench/analyze.mjs.
  analyze: { analyzerMode: 'json', reportFilename: '../bench/results/bundle-report.json', logLevel: 'warn' },
};

const SEP = '[\\\\/]';

/** umi's layout plugin's chunk: the shell, loaded before anything of it renders */
const LAYOUT_CHUNK = 't__plugin-layout__Layout';

export function tuneBundle(memo: any, webpack: any) {
  // umi has webpack write its own code (the runtime, every module's wrapper, its export getters, the
  // chunk loaders) for ES5: `function(){return x}` for each export. Chrome 109 takes ES2020.
  memo.target(['web', 'es2020']);
  // umi's generated `exports.ts` re-exports every plugin (SelectLang with antd Menu/Dropdown, the
  // request module with message/notification, …); without side-effect information webpack keeps all
  // of them as soon as anything imports from 'umi' / '@umijs/max'. These files only declare exports.
  memo.module
    .rule('umi-exports-side-effect-free')
    .test(new RegExp(`${SEP}\\.umi(-production)?${SEP}(exports\\.ts|plugin-[^\\\\/]+${SEP}(index\\.tsx?|SelectLang\\.tsx))$`))
    .sideEffects(false);
  // The @rc-component packages under antd declare no `sideEffects`, so importing one export of their
  // index keeps all of it (antd's form context alone drags in the whole of rc-form and
  // async-validator). Their modules have no import-time side effects.
  memo.module
    .rule('rc-component-side-effect-free')
    .test(new RegExp(`${SEP}node_modules${SEP}(@rc-component${SEP}[^\\\\/]+|rc-util|@umijs${SEP}route-utils)${SEP}`))
    .sideEffects(false);
  // The request plugin's module imports its old `useRequest` (@ahooksjs/use-request, with lodash.debounce
  // and lodash.throttle) for an export the portal does not use (its hooks are ahooks'); those packages
  // declare no `sideEffects`, so the import alone kept them in the entry (with the ResizeObserver shim: −7.8 KiB gzip).
  memo.module
    .rule('old-use-request-side-effect-free')
    .test(new RegExp(`${SEP}node_modules${SEP}(@ahooksjs${SEP}use-request|lodash\\.debounce|lodash\\.throttle)${SEP}`))
    .sideEffects(false);
  // umi provides a Buffer polyfill to any module naming `Buffer`; only axios does, on a branch for
  // environments without Blob, which browsers never take: −7 KiB gzip.
  memo.plugin('node-polyfill-provider').tap(([provide]: [Record<string, unknown>]) => [{ process: provide.process }]);
  // antd Result's pictures leave the entry (the shell's error views use Result): config/shims/resultPicture.tsx.
  memo.plugin('result-pictures').use(webpack.NormalModuleReplacementPlugin, [
    /^\.\/(noFound|serverError|unauthorized)$/,
    (data: { context: string; request: string }) => {
      if (new RegExp(`antd${SEP}es${SEP}result$`).test(data.context)) data.request = `${join(__dirname, 'shims/resultPicture.tsx')}?${data.request.slice(2)}`;
    },
  ]);
  // antd's button style asks the colour picker's presets panel (drawn in a Collapse) whether a colour is
  // bright; the answer comes from config/shims/colorBrightness.ts, and the panel stays out of the entry.
  memo.plugin('color-brightness').use(webpack.NormalModuleReplacementPlugin, [
    /color-picker[\\/]components[\\/]ColorPresets$/,
    (data: { context: string; request: string }) => {
      if (new RegExp(`antd${SEP}es${SEP}button${SEP}style$`).test(data.context)) data.request = join(__dirname, 'shims/colorBrightness.ts');
    },
  ]);
  // The administration pages share the admin mechanism (src/admin: table, form, actions,
  // export) and the admin calls; webpack's shared-chunk rule leaves a group under its minimum size in
  // every page that uses it, so each admin page carried its own copy. One chunk for them instead.
  const split = memo.optimization.splitChunks.values();
  if (split?.cacheGroups) {
    // A page's chunks load in parallel; past webpack's limit of 30 per page, a module shared by pages is
    // copied into each page's own chunk instead (the list pages with a drawer reached it: antd's Card
    // was copied into eleven of them). A little more room keeps shared modules shared.
    split.maxAsyncRequests = 36;
    // Each language's whole table (src/core/locale.ts) is one chunk named for it: texts-zh-CN, texts-en-US.
    split.cacheGroups.texts = {
      name: (module: { resource?: string }) => `texts-${/locales[\\/](zh-CN|en-US)[\\/]/.exec(module.resource ?? '')?.[1] ?? 'other'}`,
      test: new RegExp(`${SEP}src${SEP}locales${SEP}(zh-CN|en-US)${SEP}`),
      chunks: 'async',
      priority: 30,
      enforce: true,
    };
    split.cacheGroups.adminShared = {
      name: 'admin-shared',
      test: new RegExp(`${SEP}src${SEP}(admin|services${SEP}admin)${SEP}`),
      chunks: 'async',
      minChunks: 2,
      priority: 20,
      enforce: true,
    };
  }
  // antd's static stylesheet, the pages' CSS chunk (src/core/chunks/pageLoader.tsx), goes before the
  // portal's own stylesheets so that their rules of the same weight still win over antd's; every
  // other CSS chunk is appended, as webpack does by default.
  memo.plugin('mini-css-extract-plugin').tap(([options]: [Record<string, unknown>]) => [{ ...options, insert: insertCssChunk }]);
  // The shell and the landing page take antd's styles from the layout chunk's stylesheet, the other pages
  // from the pages' static stylesheet, which keeps the rest of antd's rules (config/shellStyles.ts).
  if (process.env.NODE_ENV === 'production') {
    const landing = routes.find((r) => r.path === '/' && r.redirect)?.redirect;
    const landingChunk = pageChunkName(`@/pages/${routes.find((r) => r.path === landing)?.component?.replace(/^\.\//, '')}/index`);
    memo
      .plugin('shell-styles')
      .use(ShellStylesPlugin, [
        webpack,
        packageDir('antd'),
        (group: string) => group.startsWith('p__') && group !== landingChunk,
        LAYOUT_CHUNK,
        new RegExp(`(^|/)${STATIC_STYLES_CHUNK}\\.[^/]*\\.css$`),
      ]);
  }
  memo.plugin('compile-hints').use(CompileHintsPlugin, [webpack]);
  return memo;
}

/** Where a CSS chunk's link goes (runs in the browser: webpack inlines its source into the runtime). */
function insertCssChunk(linkTag: HTMLLinkElement) {
  const first = /\/antd-static\.[^/]*\.css$/.test(linkTag.href) ? document.head.querySelector('link[rel="stylesheet"]') : null;
  if (first) document.head.insertBefore(linkTag, first);
  else document.head.appendChild(linkTag);
}
