/**
 * The portal's antd theme (src/core/layout/colorScheme.ts): the scheme picks the algorithm and the
 * tokens; the system's "reduce motion" setting switches antd's animations off, in both schemes.
 */
import { theme } from 'antd';
import { themeOf } from '@/core/layout/colorScheme';

const original = window.matchMedia;
/** The system settings the theme reads: the queries that match. */
function system(...matching: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = original;
});

it('keeps antd’s motion by default and picks the algorithm of the scheme', () => {
  system();
  expect(themeOf('light').algorithm).toBe(theme.defaultAlgorithm);
  expect(themeOf('dark').algorithm).toBe(theme.darkAlgorithm);
  expect(themeOf('light').token).not.toHaveProperty('motion');
  expect(themeOf('dark').token).not.toHaveProperty('motion');
});

it('switches antd’s motion off when the system asks for reduced motion, light and dark', () => {
  system('(prefers-reduced-motion: reduce)');
  expect(themeOf('light').token).toMatchObject({ motion: false });
  expect(themeOf('dark').token).toMatchObject({ motion: false });
});
