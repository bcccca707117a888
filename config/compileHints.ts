/** V8's compile hint on every chunk of the production build (applied by config/bundle.ts). */

/** V8's explicit compile hint: the first line of a script that asks for all its functions to be compiled as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every JS chunk starts with V8's compile hint. Without it each module's function is compiled on the
 * main thread when the module is first required: the entry's evaluation and the idle prefetch's (the
 * list engine's shared chunk, one task of 130–200 ms of thread time) were mostly that compiling.
 * With it, Chromium compiles the whole chunk while streaming it, off the main thread
 * (docs/performance.md). Added last, after minification and umi's wrapping of each chunk in a
 * function (which would bury the comment): a profiling build's source maps (PROFILE_SOURCEMAP=1) are
 * then one line off, which bench/profile.mjs allows for.
 */
export class CompileHintsPlugin {
  constructor(private readonly webpack: any) {}
  apply(compiler: any) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation: any) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        (assets: Record<string, unknown>) => {
          for (const name of Object.keys(assets)) {
            if (name.endsWith('.js')) compilation.updateAsset(name, (old: unknown) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old));
          }
        },
      );
    });
  }
}
