/**
 * Build plugin: the portal's own code is compiled for the browsers the portal supports (`targets` in
 * config/bundle.ts: Chrome / Edge 109). umi hands `targets` to babel-loader as a top-level option, which
 * the preset-env inside umi's babel preset does not read, so `src/` was compiled for ES5 — async
 * functions as regenerator state machines, destructuring, spread and template strings through helpers.
 * Giving the targets to preset-env itself keeps what Chrome 109 runs natively as it is written.
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.modifyBabelPresetOpts((memo) => ({ ...memo, presetEnv: { ...memo.presetEnv, targets: api.config.targets } }));
};
