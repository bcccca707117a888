/**
 * The messages of both languages, for the pages the back end renders itself (the development
 * sign-in, mock/auth.ts). Apart from ./serverMessages.ts, which the pages bundle: importing the en-US
 * table there put it in every landing's downloads.
 */
import enUS from '../locales/en-US/index';
import zhCN from '../locales/zh-CN/index';

export const messagesOf = (lang: 'zh-CN' | 'en-US'): Record<string, string> => (lang === 'en-US' ? enUS : zhCN);

/** The messages of one area (`shell.`…) of a language. */
export const messagesUnder = (lang: 'zh-CN' | 'en-US', prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(messagesOf(lang)).filter(([k]) => k.startsWith(prefix)));
