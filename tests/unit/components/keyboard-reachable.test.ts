/**
 * No action in the portal's own code is a link the keyboard cannot reach: every `<a>` and every
 * Typography.Link has an href. Actions that do not go to an address are ActionLinks (buttons).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '../../../src');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.umi')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsxFiles(path) : path.endsWith('.tsx') ? [path] : [];
  });
}

/** Opening tags of `<a …>` and `<Typography.Link …>` without an href (an arrow `=>` inside an attribute does not end the tag). */
function linksWithoutHref(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const tags = code.match(/<(?:a|Typography\.Link)(?=[\s>])(?:=>|[^>])*>/g) ?? [];
  return tags.filter((tag) => !/\bhref=/.test(tag));
}

describe('keyboard-reachable actions', () => {
  it('the check itself finds a link without href, and passes one with', () => {
    expect(linksWithoutHref('<a onClick={() => go()}>编辑</a>')).toHaveLength(1);
    expect(linksWithoutHref('<Typography.Link type="danger">删除</Typography.Link>')).toHaveLength(1);
    expect(linksWithoutHref('<a href={url} onClick={() => track()}>下载</a> <abbr title="x">')).toHaveLength(0);
    expect(linksWithoutHref('/** a bare `<a>` is not reachable */\n// <a onClick>\n')).toHaveLength(0);
  });

  it('no <a> or Typography.Link without href in src/', () => {
    const found = tsxFiles(SRC).flatMap((file) =>
      linksWithoutHref(readFileSync(file, 'utf8')).map((tag) => `${relative(SRC, file)}: ${tag.replace(/\s+/g, ' ')}`),
    );
    expect(found).toEqual([]);
  });
});
