/** Texts of individual pages that have no area module of their own. */
export default {
  'page.pending.title': 'This page is not built yet',
  'page.pending.detail': 'It comes in a later release; nothing on it works yet.',
} as Record<string, string>;
