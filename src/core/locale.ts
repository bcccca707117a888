/**
 * The message tables, loaded in two parts. What umi registers for zh-CN (the working language) is the
 * shell's texts only (src/locales/zh-CN.ts, in the entry bundle); en-US registers nothing. The whole
 * table of a language is a chunk of its own (`src/locales/<lang>/index.ts`):
 *
 * - zh-CN: fetched as the portal starts, beside the first page's code; every page waits for it before
 *   it renders (src/core/chunks/pageLoader.tsx), the shell paints without it.
 * - en-US: fetched before the first render, since even the shell's texts are in it.
 * - A switch in the header fetches the new language's table first (`switchLocale`), so no key is ever
 *   shown raw.
 *
 * A table is merged into the registered messages object itself, which the current intl object reads
 * at each call: the intl object stays the same, nothing already rendered renders again.
 */
import { getIntl, getLocale, setLocale } from '@umijs/max';

const TABLES: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ '@/locales/zh-CN/index'),
  'en-US': () => import(/* webpackChunkName: "locale-en-US" */ '@/locales/en-US/index'),
};

/** The language whose shell texts are in the entry: the portal renders before its whole table is in. */
const SHELL_IN_ENTRY = 'zh-CN';

const loaded = new Map<string, Promise<void>>();

/**
 * The whole table of `locale` in place; resolves when it is. A failed download is not remembered: the
 * next call (a page's retry) fetches it again.
 */
export function loadTexts(locale: string = getLocale()): Promise<void> {
  const load = TABLES[locale];
  if (!load) return Promise.resolve();
  let pending = loaded.get(locale);
  if (!pending) {
    pending = load().then(
      (table) => {
        Object.assign(getIntl(locale).messages as Record<string, string>, table.default);
      },
      (error) => {
        loaded.delete(locale);
        throw error;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

/**
 * Before the first render: the shell's texts are in the entry (zh-CN), so the whole table is only
 * started; otherwise it is awaited. A table that cannot load (offline?) does not stop the portal from
 * rendering, which then shows message keys; a reload or a page's retry fetches it again.
 */
export function loadLocaleMessages(locale: string = getLocale()): Promise<void> {
  const texts = loadTexts(locale).catch(() => undefined);
  return locale === SHELL_IN_ENTRY ? Promise.resolve() : texts;
}

/** The header's language switch: the table first, then the language (no reload; open tabs keep their state). */
export async function switchLocale(locale: string): Promise<void> {
  await loadTexts(locale).catch(() => undefined);
  setLocale(locale, false);
}
