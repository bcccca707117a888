/**
 * Dark mode: the colour scheme follows the system setting (prefers-color-scheme) until the user
 * chooses one with the header's switch; the choice is remembered in local storage (this browser,
 * every user of it). Applied through antd's theme algorithm (with the dark counterparts of the
 * accessible token overrides of config/theme.ts); the layout takes its colours from that theme.
 * The theme also honours the system's "reduce motion" setting: antd's opening and closing animations
 * (dialogs, drawers, menus, messages) are switched off for those who asked for less motion.
 */
import { STORAGE_COLOR_SCHEME } from '@/constants';
import { theme } from 'antd';
import { accessibleTheme, darkTokens } from '../../../config/theme';

export type ColorScheme = 'light' | 'dark';

const media = (query = '(prefers-color-scheme: dark)') => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null);

/** antd's motion token: off when the system asks for reduced motion (WCAG 2.3.3). */
const motion = () => (media('(prefers-reduced-motion: reduce)')?.matches ? { motion: false } : {});

export function storedScheme(): ColorScheme | null {
  try {
    const v = window.localStorage.getItem(STORAGE_COLOR_SCHEME);
    return v === 'dark' || v === 'light' ? v : null;
  } catch {
    return null;
  }
}

export function rememberScheme(scheme: ColorScheme) {
  try {
    window.localStorage.setItem(STORAGE_COLOR_SCHEME, scheme);
  } catch {
    // storage unavailable: the choice lasts this page load
  }
}

/** The scheme in effect: the user's choice, else the system's. */
export const currentScheme = (): ColorScheme => storedScheme() ?? (media()?.matches ? 'dark' : 'light');

/** Mark the document with the scheme: the browser's own parts (scrollbars, form controls) and the portal's stylesheets (`html[data-color-scheme='dark']`). */
export function markDocument(scheme: ColorScheme) {
  document.documentElement.style.colorScheme = scheme;
  document.documentElement.dataset.colorScheme = scheme;
}

/** Follow the system setting while the user has chosen nothing; a function that stops. */
export function onSystemSchemeChange(fn: (scheme: ColorScheme) => void) {
  const m = media();
  if (!m) return () => undefined;
  const listener = () => storedScheme() ?? fn(m.matches ? 'dark' : 'light');
  m.addEventListener('change', listener);
  return () => m.removeEventListener('change', listener);
}

/**
 * antd's run-time styles are off in a production build: the shell's antd rules are in the layout's
 * stylesheet (config/shellStyles.ts), the pages' in their static stylesheet
 * (src/core/chunks/pageLoader.tsx); the theme reaches both as CSS variables. The development server
 * and the unit tests keep them on.
 */
const STYLES = process.env.NODE_ENV === 'production' ? { zeroRuntime: true, cssVar: { key: 'portal' } } : {};

/**
 * The antd theme of a scheme, merged over the configured one (config/theme.ts): the light tokens
 * there darken texts for contrast on white; their dark counterparts lighten them on the dark ground.
 */
export function themeOf(scheme: ColorScheme) {
  if (scheme === 'light') return { ...STYLES, algorithm: theme.defaultAlgorithm, token: { ...accessibleTheme.token, ...motion() } };
  return { ...STYLES, algorithm: theme.darkAlgorithm, token: { ...accessibleTheme.token, ...darkTokens, ...motion() } };
}
