/**
 * The catalogue of page-element permission codes the portal knows (`<page>:<action>`): the actions of
 * every resource definition plus the codes of the hand-written pages. Permission wildcards expand to
 * these codes only, and 系统功能 lists them, so nothing granted is fictional.
 *
 * Modules add their codes by listing them here (resources through their definitions).
 */
import { adminActions } from './admin/codes';

const pageCodes: Record<string, readonly string[]> = {
  home: [],
  ...adminActions,
};

const registered: Array<() => string[]> = [];

/** Register a source of codes (the resource registry does, at import). */
export function registerElementCodes(source: () => string[]) {
  registered.push(source);
}

export function elementCodes(): string[] {
  const codes = new Set<string>();
  for (const [page, actions] of Object.entries(pageCodes)) actions.forEach((a) => codes.add(`${page}:${a}`));
  for (const source of registered) source().forEach((c) => codes.add(c));
  return [...codes].sort();
}
