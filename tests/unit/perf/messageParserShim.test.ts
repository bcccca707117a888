/**
 * The build aliases intl-messageformat-parser to config/shims/messageParser.ts (config/bundle.ts):
 * every message of the portal must come out of it as the library's parser reads it, and what it does
 * not read must be refused, not misread.
 */
import IntlMessageFormat from 'intl-messageformat';
import * as shim from '../../../config/shims/messageParser';
import { bundleConfig } from '../../../config/bundle';
import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';

const flatten = (tree: Record<string, unknown>, prefix = '', out: Record<string, string> = {}) => {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[id] = value;
    else flatten(value as Record<string, unknown>, id, out);
  }
  return out;
};
// The library's own parser, by a path the alias does not cover: the unit tests run with the build's
// aliases, so 'intl-messageformat-parser' itself is the shim here (and every component test formats
// its messages through it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const real: (message: string, options: object) => unknown = require('intl-messageformat-parser/dist/index.js').parse;
// as intl-messageformat calls its parser
const library = (message: string) => real(message, { normalizeHashtagInPlural: false });

describe('message parser shim', () => {
  it('is not the library it stands in for', () => {
    expect(shim.parse).not.toBe(real);
    expect(IntlMessageFormat.__parse).toBe(shim.parse);
  });

  it('the build alias points the library’s name at the shim, and only one copy of the library is installed', () => {
    expect((bundleConfig.alias as Record<string, string>)['intl-messageformat-parser$']).toMatch(/config[\\/]shims[\\/]messageParser\.ts$/);
    const fromFormatter = require.resolve('intl-messageformat-parser', { paths: [require.resolve('intl-messageformat')] });
    expect(fromFormatter).toBe(require.resolve('intl-messageformat-parser'));
  });

  it.each([
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ])('reads every %s message as the library does', (_, tree) => {
    const messages = flatten(tree as Record<string, unknown>);
    expect(Object.keys(messages).length).toBeGreaterThan(1000);
    const differing = Object.entries(messages).filter(([, text]) => JSON.stringify(shim.parse(text)) !== JSON.stringify(library(text)));
    expect(differing).toEqual([]);
  });

  it.each([
    '',
    '新建{name}',
    '{a}{b}',
    'a { b } c',
    '共 {total} 条，第 {from}–{to} 条',
    'line\n{next}',
    "can't",
    "a''b",
    "'{x}' is literal, {y} is not",
    "it's '{' {n} #",
    "'{a'b",
    "x'}",
    "'{a''b}' c",
    '}',
    '{1}',
    '# 号',
  ])('%j: as the library', (text) => {
    expect(shim.parse(text)).toStrictEqual(library(text));
  });

  it.each([
    '{',
    'a {b',
    '{a b}',
    '{ a-b }',
    '{n, number}',
    '{n, plural, one {# item} other {# items}}',
    '{s, select, a {A} other {B}}',
    '{d, date, ::yyyyMMdd}',
  ])('%j: refused', (text) => {
    expect(() => shim.parse(text)).toThrow(SyntaxError);
  });

  it('intl-messageformat formats with it as with the library’s parser', () => {
    const original = IntlMessageFormat.__parse;
    const values = { name: '张三', total: 12 };
    const text = "'{name}' {name}: {total}";
    try {
      IntlMessageFormat.__parse = library as typeof original;
      expect(new IntlMessageFormat(text, 'zh-CN').format(values)).toBe('{name} 张三: 12');
    } finally {
      IntlMessageFormat.__parse = original;
    }
    expect(new IntlMessageFormat(text, 'zh-CN').format(values)).toBe('{name} 张三: 12');
  });
});
