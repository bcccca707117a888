/**
 * The architecture check (`npm run lint:deps`, part of `npm test`): which folder may import which.
 * README.md's folder map says what belongs where; these rules keep it so. A rule is never weakened to
 * make the check pass — the import moves instead.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      comment: 'A page folder belongs to its route: no other page imports it. What several pages share goes to src/components, src/resource or src/domain.',
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
        path: [
          '^node_modules/(react|react-dom|antd|@ant-design|@umijs|umi|ahooks|rc-[^/]+)/',
          '^src/(core|components|resource|pages|services|models|\\.umi[^/]*)/',
          '\\.(tsx|less|css)$',
        ],
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
      name: 'home-loads-no-list-page',
      severity: 'error',
      comment:
        "The home page and the shell are the first paint: they take the engine's parts one by one (src/resource/<part>), never its index, which also exports the list page with its tables, forms and filters (docs/performance.md).",
      from: { path: '^src/(pages/home|core)/' },
      to: { path: '^src/resource/index\\.ts$' },
    },
    {
      name: 'services-are-calls',
      severity: 'error',
      comment: 'src/services holds calls only: no UI (.tsx, React, antd, pro-components, ahooks hooks).',
      from: { path: '^src/services/' },
      to: {
        path: ['\\.tsx$', '^node_modules/(react|react-dom|antd|@ant-design|ahooks)/', '^src/(components|resource|pages)/'],
      },
    },
    {
      name: 'services-file-is-not-ui',
      severity: 'error',
      comment: 'A .tsx file in src/services is UI in the calls folder: move it to src/components or its page.',
      from: { path: '^src/services/.+\\.tsx$' },
      to: {},
    },
    {
      name: 'core-components-one-way',
      severity: 'error',
      comment: 'src/components (shared UI) does not import the shell (src/core); the shell may use shared components.',
      from: { path: '^src/components/' },
      to: { path: '^src/core/' },
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
