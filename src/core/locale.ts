/**
 * The message tables the entry does not carry: zh-CN (the working language) is in the entry bundle;
 * another language's table is fetched before the first render when the user reads it, and before the
 * switch when the user changes the language in the header (`switchLocale`), so no key is ever shown raw.
 */
import { addLocale, getLocale, setLocale } from '@umijs/max';

const LAZY: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  'en-US': () => import(/* webpackChunkName: "locale-en-US" */ '@/locales/en-US/index'),
};

/** Loads the current language's table if it is not in the entry; resolves when it is in place. */
export async function loadLocaleMessages(locale: string = getLocale()): Promise<void> {
  const load = LAZY[locale];
  if (!load) return;
  try {
    const table = await load();
    addLocale(locale, table.default, undefined as never);
  } catch {
    // the chunk could not load (offline?): the portal still renders, showing message keys; a reload retries
  }
}

/** The header's language switch: the table first, then the language (no reload; open tabs keep their state). */
export async function switchLocale(locale: string): Promise<void> {
  await loadLocaleMessages(locale);
  setLocale(locale, false);
}
