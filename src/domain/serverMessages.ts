/**
 * The messages the back end answers with (zh-CN, the portal's working language): the one way the mock
 * reaches locale texts. `serverText(key, params)` renders a key of src/locales/zh-CN; the page renders
 * the same keys through intl, so a code or a key has one message in each language.
 */
import enUS from '../locales/en-US/index';
import zhCN from '../locales/zh-CN/index';
import { tableTranslator } from './engine/messages';

export const serverMessages: Record<string, string> = zhCN;

export const serverText = tableTranslator(serverMessages);

/** The messages of a language, for the pages the back end renders itself (the development sign-in). */
export const messagesOf = (lang: 'zh-CN' | 'en-US'): Record<string, string> => (lang === 'en-US' ? enUS : zhCN);

/** The messages of one area (`shell.`…) of a language. */
export const messagesUnder = (lang: 'zh-CN' | 'en-US', prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(messagesOf(lang)).filter(([k]) => k.startsWith(prefix)));
