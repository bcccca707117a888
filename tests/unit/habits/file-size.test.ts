/**
 * No source file passes 400 lines (docs/decisions.md "Formatting and linting"): a file that grows past
 * it is split into files that each say what they hold. Generated folders (src/.umi*) are not source.
 */
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['src', 'mock', 'scripts', 'tests', 'bench'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|less|css)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.umi')) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return SOURCE.test(e.name) ? [full] : [];
  });
}

const lineCount = (file: string) => fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

it('finds the source files it measures', () => {
  expect(sourceFiles(path.join(ROOT, 'src')).length).toBeGreaterThan(100);
});

it(`has no file under ${FOLDERS.join(', ')} longer than ${MAX_LINES} lines`, () => {
  const long = FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f)))
    .map((file) => ({ file: path.relative(ROOT, file), lines: lineCount(file) }))
    .filter((f) => f.lines > MAX_LINES);
  expect(long).toEqual([]);
});
