/**
 * The locale tables: every module of src/locales/<lang>/ is merged into its language's table (a module
 * left out of src/locales/zh-CN/index.ts or src/locales/en-US/index.ts is named here), no key of one module is overwritten by another,
 * and zh-CN and en-US have the same modules with the same keys, none empty. What umi registers (the entry
 * bundle's part) is the shell's modules for zh-CN and nothing for en-US.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';

const LOCALES = join(__dirname, '../../../src/locales');
const modulesOf = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
const load = (lang: string, name: string): Record<string, string> => require(join(LOCALES, lang, name)).default;

it.each([
  ['zh-CN', zhCN],
  ['en-US', enUS],
] as Array<[string, Record<string, string>]>)('%s: every module is merged, and no key is overwritten by another module', (lang, table) => {
  for (const name of modulesOf(lang)) {
    for (const [key, text] of Object.entries(load(lang, name))) {
      expect({ module: name, key, text: table[key] }).toEqual({ module: name, key, text });
    }
  }
});

it('zh-CN and en-US have the same modules with the same keys, none empty', () => {
  expect(modulesOf('en-US')).toEqual(modulesOf('zh-CN'));
  for (const name of modulesOf('zh-CN')) {
    const zh = load('zh-CN', name);
    const en = load('en-US', name);
    expect({ module: name, keys: Object.keys(en).sort() }).toEqual({ module: name, keys: Object.keys(zh).sort() });
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) expect({ key, empty: !text }).toEqual({ key, empty: false });
  }
});

it('the English table is not in the entry: what umi registers for en-US is empty, and the loader brings the whole table', () => {
  expect(require('@/locales/en-US.ts').default).toEqual({});
  expect(Object.keys(enUS).length).toBe(Object.keys(zhCN).length);
});

it('the entry carries only the shell’s zh-CN texts, each exactly as in the whole table', () => {
  const entry: Record<string, string> = require('@/locales/zh-CN.ts').default;
  const shellModules = ['conveniences', 'menu', 'notices', 'pages', 'server', 'shell'];
  const expected = Object.assign({}, ...shellModules.map((name) => load('zh-CN', name)));
  expect(entry).toEqual(expected);
  for (const [key, text] of Object.entries(entry)) expect(zhCN[key as keyof typeof zhCN]).toBe(text);
  expect(Object.keys(entry).length).toBeLessThan(Object.keys(zhCN).length / 3);
});
