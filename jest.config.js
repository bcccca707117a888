/** Unit and component tests (jsdom). Browser tests live in tests/browser and run under Playwright. */
const { configUmiAlias, createConfig } = require('@umijs/max/test');

module.exports = async () => {
  const config = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      // \`import()\` as a require in a promise: node runs jest's modules without the VM's dynamic-import
      // hook, and the shell fetches some modules that way (the toast stack, src/core/request/toasts.ts)
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    // the mock's seeded records, made once per run and read by every test file (tests/seed-cache.js)
    globalSetup: '<rootDir>/tests/seed-cache.js',
    globalTeardown: '<rootDir>/tests/seed-cache-teardown.js',
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 30000,
    // one worker per core: jest's default leaves one core to itself, which on this 2-core machine
    // runs the files one after another (7.7 min against 3.3)
    maxWorkers: '100%',
  });
  return config;
};
