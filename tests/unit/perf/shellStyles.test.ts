/**
 * The shell's antd styles (config/shellStyles.ts): antd's static stylesheet cut to the components the
 * shell's chunks use. A rule goes only when no selector of it can match an element of the shell.
 */
import path from 'node:path';
import { antdPrefixes, prefixOf, prefixesIn, splitRules } from '../../../config/shellStyles';

const known = new Set(['btn', 'col', 'collapse', 'input', 'input-number', 'select', 'select-tree', 'table', 'menu']);
const flat = (css: string) => css.replace(/\s+/g, ' ').trim();
const cut = (css: string, used: string[]) => flat(splitRules(css, known, new Set(used)).shell);
const rest = (css: string, used: string[]) => flat(splitRules(css, known, new Set(used)).pages);

describe('a class belongs to the longest known prefix it is or starts with, at a dash', () => {
  it.each([
    ['btn', 'btn'],
    ['btn-primary', 'btn'],
    ['input-number-handler', 'input-number'],
    ['input-affix-wrapper', 'input'],
    ['select-tree-node', 'select-tree'],
    ['collapse-header', 'collapse'],
    ['col-12', 'col'],
    ['color-picker', undefined],
    ['zoom-big-enter', undefined],
  ])('%s → %s', (cls, prefix) => {
    expect(prefixOf(cls, known)).toBe(prefix);
  });
});

describe("a module's prefixes", () => {
  it('are those it asks for and the known ones whose classes it writes out', () => {
    const into = new Set<string>();
    prefixesIn(`const p = getPrefixCls('btn', custom); const q = getPrefixCls("pro-card"); el.className = 'ant-menu-item ant-zoom-big';`, known, into);
    expect([...into].sort()).toEqual(['btn', 'menu', 'pro-card']);
  });
});

describe("the shell's stylesheet", () => {
  it('drops a rule whose every selector needs an unused component, keeps the others', () => {
    expect(cut('.ant-btn{color:red}.ant-table{color:blue}.ant-table .ant-btn{margin:0}', ['btn'])).toBe('.ant-btn{color:red}');
  });

  it('keeps the selectors of a list that can still match', () => {
    expect(cut('.ant-btn,.ant-table-cell{padding:0}', ['btn'])).toBe('.ant-btn{padding:0}');
  });

  it('keeps what no known prefix names, what is inside :not() / :where(), attribute selectors and keyframes', () => {
    const css =
      '.ant-zoom-enter{opacity:0}.ant-btn:not(.ant-table){top:0}:where(.ant-table) p{left:0}[class^="ant-table"]{right:0}@keyframes antZoom{0%{opacity:0}}';
    expect(cut(css, ['btn'])).toBe(css);
  });

  it('removes an at-rule left empty, keeps one that still holds a rule', () => {
    expect(cut('@media (max-width:575px){.ant-table{margin:0}}@media (min-width:576px){.ant-col-sm-1{flex:0}.ant-table{margin:0}}', ['col'])).toBe(
      '@media (min-width:576px){.ant-col-sm-1{flex:0}}',
    );
  });
});

describe("the pages' stylesheet", () => {
  it("keeps what the shell's drops, and only that", () => {
    const css =
      '.ant-btn{color:red}.ant-table{color:blue}.ant-btn,.ant-table-cell{padding:0}@keyframes antZoom{0%{opacity:0}}@media (min-width:576px){.ant-table{margin:0}.ant-col-sm-1{flex:0}}';
    expect(rest(css, ['btn', 'col'])).toBe('.ant-table{color:blue}.ant-table-cell{padding:0}@media (min-width:576px){.ant-table{margin:0}}');
    expect(cut(css, ['btn', 'col'])).toBe(
      '.ant-btn{color:red}.ant-btn{padding:0}@keyframes antZoom{0%{opacity:0}}@media (min-width:576px){.ant-col-sm-1{flex:0}}',
    );
  });
});

describe("antd's prefixes", () => {
  it("are read from antd's modules: every component's, by the literal it asks for", () => {
    const prefixes = antdPrefixes(path.dirname(require.resolve('antd/package.json')));
    for (const p of ['btn', 'table', 'menu', 'select', 'select-tree', 'picker', 'modal', 'message']) expect(prefixes).toContain(p);
  });
});
