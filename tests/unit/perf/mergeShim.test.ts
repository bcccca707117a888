/**
 * The build aliases lodash/merge to config/shims/merge.ts (config/bundle.ts) for umi's antd plugin,
 * whose `setAntdConfig` merges configurations with it. On what a configuration holds, it must give
 * what lodash gives — the result, which values are shared, and what is left of the inputs.
 */
import fs from 'node:fs';
import path from 'node:path';
import shim from '../../../config/shims/merge';
import { bundleConfig } from '../../../config/bundle';
import { themeOf } from '@/core/layout/colorScheme';

// the real merge, from the whole library (the alias covers lodash/merge only; lodash ships no types)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const real: (target: unknown, ...sources: unknown[]) => unknown = require('lodash').merge;

class Locale {
  constructor(public readonly name: string) {}
}
const algorithm = () => ({});
const darkAlgorithm = () => ({});

/** Inputs made afresh for each side: merge writes into its first argument. */
const cases: Record<string, () => unknown[]> = {
  'nested objects': () => [
    {},
    { theme: { token: { colorPrimary: '#0958d9', borderRadius: 6 } } },
    { theme: { token: { colorPrimary: '#177ddc' }, cssVar: true } },
  ],
  'functions and class instances are shared, not copied': () => [
    {},
    { theme: { algorithm }, locale: new Locale('zh') },
    { theme: { algorithm: darkAlgorithm }, locale: new Locale('en') },
  ],
  'arrays merge index by index': () => [
    {},
    { theme: { algorithm: [algorithm, darkAlgorithm] }, list: [1, 2, 3] },
    { theme: { algorithm: [darkAlgorithm] }, list: [9] },
  ],
  'undefined keeps a value, null replaces it': () => [{}, { a: 1, b: 2, c: { d: 1 } }, { a: undefined, b: null, c: undefined, e: undefined }],
  'an object over a primitive, a primitive over an object': () => [{}, { a: 1, b: { c: 1 } }, { a: { x: 1 }, b: 2 }],
  'an array over an object, an object over an array': () => [{}, { a: { 0: 'x' }, b: [1, 2] }, { a: ['y'], b: { 0: 'z' } }],
  'dates and regular expressions are shared': () => [{}, { at: new Date(0) }, { at: new Date(1000), re: /x/g }],
  'objects without a prototype': () => [{}, Object.assign(Object.create(null), { a: { b: 1 } }), { a: { c: 2 } }],
  'into an existing target, skipping empty sources': () => [
    { keep: { a: 1 } },
    null,
    { keep: { b: 2 } },
    undefined,
    { list: [{ a: 1 }] },
    { list: [{ b: 2 }] },
  ],
  'a __proto__ key stays a plain key': () => [{}, JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')],
  'the dark-mode switch: light, then dark, then light': () => [{}, { theme: themeOf('light') }, { theme: themeOf('dark') }, { theme: themeOf('light') }],
};

describe('lodash/merge shim', () => {
  it('is not the library it stands in for', () => {
    expect(shim).not.toBe(real);
  });

  it('the build alias covers the path that umi’s antd plugin imports merge from', () => {
    const runtime = fs.readFileSync(path.join(__dirname, '../../../src/.umi-test/plugin-antd/runtime.tsx'), 'utf8');
    const imported = /import merge from '([^']+)'/.exec(runtime)?.[1];
    expect(imported).toMatch(/lodash[\\/]merge$/);
    expect((bundleConfig.alias as Record<string, string>)[`${imported}$`]).toBe(path.join(__dirname, '../../../config/shims/merge.ts'));
  });

  it.each(Object.keys(cases))('%s: as lodash', (name) => {
    const [a, ...as] = cases[name]();
    const [b, ...bs] = cases[name]();
    const fromShim = shim(a, ...as);
    const fromLodash = real(b, ...bs);
    expect(fromShim).toBe(a);
    expect(fromShim).toStrictEqual(fromLodash);
    // the sources are left as lodash leaves them
    expect(as).toStrictEqual(bs);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('shares what lodash shares: functions and instances by reference, objects and arrays copied', () => {
    const locale = new Locale('zh');
    const source = { theme: { algorithm, token: { a: 1 } }, locale, list: [{ a: 1 }] };
    const merged = shim({}, source) as typeof source;
    expect(merged.theme.algorithm).toBe(algorithm);
    expect(merged.locale).toBe(locale);
    expect(merged.theme).not.toBe(source.theme);
    expect(merged.theme.token).not.toBe(source.theme.token);
    expect(merged.list).not.toBe(source.list);
    expect(merged.list[0]).not.toBe(source.list[0]);
    const viaLodash = real({}, source) as typeof source;
    expect(viaLodash.theme.algorithm).toBe(algorithm);
    expect(viaLodash.locale).toBe(locale);
    expect(viaLodash.theme).not.toBe(source.theme);
  });

  it('merges into the objects and arrays the target holds, as lodash does', () => {
    for (const merge of [shim, real]) {
      const list = [{ a: 1 }, 2];
      const token = { a: 1 };
      const target = { list, theme: { token } };
      merge(target, { list: [{ b: 2 }], theme: { token: { b: 2 } } });
      expect(target.list).toBe(list);
      expect(list).toStrictEqual([{ a: 1, b: 2 }, 2]);
      expect(target.theme.token).toBe(token);
      expect(token).toStrictEqual({ a: 1, b: 2 });
    }
  });
});
