/**
 * The spec's public path and router base (§9) configure umi: .umirc.ts reads them from
 * src/constants.ts. The constants are replaced here by values nobody would type, so a literal in
 * .umirc.ts fails the test.
 */
jest.mock('../../../src/constants', () => ({
  ...jest.requireActual('../../../src/constants'),
  PUBLIC_PATH: '/test-public-path/',
  ROUTER_BASE: '/test-router-base/',
}));
// umi's defineConfig only types the object
jest.mock('@umijs/max', () => ({ defineConfig: <T>(config: T) => config }));

import umiConfig from '../../../.umirc';

it('takes publicPath and base from PUBLIC_PATH and ROUTER_BASE', () => {
  expect(umiConfig.publicPath).toBe('/test-public-path/');
  expect(umiConfig.base).toBe('/test-router-base/');
});
