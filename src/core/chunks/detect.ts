/**
 * Load errors (spec §8): a page chunk or a stylesheet chunk that failed to download. Recognises the
 * errors of webpack (ChunkLoadError "Loading chunk … failed"), mini-css-extract-plugin
 * (CSS_CHUNK_LOAD_FAILED "Loading CSS chunk … failed") and native dynamic import (Chromium, Firefox,
 * Safari wordings).
 */
const PATTERNS = [
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && PATTERNS.some((p) => p.test(message));
}
