/**
 * The architecture check (`npm run lint:deps`, part of `npm test`): which folder may import which.
 * README.md's folder map says what belongs where; these rules keep it so. A rule is never weakened to
 * make the check pass — the import moves instead.
 */

/**
 * The rooms of src/ from the bottom up. A room imports only rooms below it: the plain rules, the calls
 * and their transport, shared UI, the shell, the record engine, the administration pages' parts, the
 * pages. (src/access.ts and src/models sit with the shell; src/locales is data any room may read.)
 */
const LAYERS = ['domain', 'services', 'components', 'core', 'engine', 'admin', 'pages'];

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer}`,
  severity: 'error',
  comment: `src/${layer} sits below ${LAYERS.slice(i + 1).join(', ')}: it imports none of them (README.md's folder map).`,
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')}|models)/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles in src/ or mock/: a circle makes load order matter and hides a missing module.',
      from: { path: '^(src|mock)/' },
      to: { circular: true },
    },
    {
      name: 'page-imports-other-page',
      severity: 'error',
      comment: 'A page folder belongs to its route: no other page imports it. What several pages share goes to src/components, src/engine or src/domain.',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/([^/]+)/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'domain-is-plain',
      severity: 'error',
      comment:
        'src/domain is plain TypeScript shared with the mock: no React, antd, umi or UI code. The locale tables (src/locales) are plain data: the server renders its messages from them through src/domain/serverMessages.ts.',
      from: { path: '^src/domain/' },
      to: {
        path: ['^node_modules/(react|react-dom|antd|@ant-design|@umijs|umi|ahooks|rc-[^/]+)/', '^src/\\.umi[^/]*/', '\\.(tsx|less|css)$'],
      },
    },
    {
      name: 'mock-imports-domain-only',
      severity: 'error',
      comment: 'The mock is the back end: it may import src/domain (and src/constants.ts), its own lib and Node — nothing of the client.',
      from: { path: '^mock/' },
      to: { path: '^src/', pathNot: ['^src/domain/', '^src/constants\\.ts$'] },
    },
    {
      name: 'pages-load-no-second-language',
      severity: 'error',
      comment:
        "A language's whole table is a chunk the client loads when that language is shown (src/core/locale.ts). Only the back end reads both at once (src/domain/pageMessages.ts, for the sign-in page it renders): a client module importing it put the en-US table in every zh-CN landing's downloads.",
      from: { path: '^src/', pathNot: ['^src/locales/', '^src/core/locale\\.ts$', '^src/domain/pageMessages\\.ts$'] },
      to: { path: ['^src/locales/en-US/', '^src/domain/pageMessages\\.ts$'] },
    },
    {
      name: 'home-loads-no-list-page',
      severity: 'error',
      comment:
        "The home page and the shell are the first paint: they take the engine's parts one by one (src/engine/<part>), never its index, which also exports the list page with its tables, forms and filters (docs/performance.md).",
      from: { path: '^src/(pages/home|core)/' },
      to: { path: '^src/engine/index\\.ts$' },
    },
    {
      name: 'services-are-calls',
      severity: 'error',
      comment: 'src/services holds calls only: no UI (.tsx, React, antd, pro-components, ahooks hooks).',
      from: { path: '^src/services/' },
      to: {
        path: ['\\.tsx$', '^node_modules/(react|react-dom|antd|@ant-design|ahooks)/'],
      },
    },
    {
      name: 'services-file-is-not-ui',
      severity: 'error',
      comment: 'A .tsx file in src/services is UI in the calls folder: move it to src/components or its page.',
      from: { path: '^src/services/.+\\.tsx$' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)src/\\.umi(-production|-test)?/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
