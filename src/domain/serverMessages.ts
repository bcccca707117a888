/**
 * The messages the back end answers with (zh-CN, the portal's working language): the one way the mock
 * reaches locale texts. `serverText(key, params)` renders a key of src/locales/zh-CN; the page renders
 * the same keys through intl, so a code or a key has one message in each language. Only the zh-CN
 * table is imported here: the pages bundle this module (the workflow's errors), and the zh-CN table is
 * the chunk they load anyway; both languages are in ./pageMessages.ts.
 */
import zhCN from '../locales/zh-CN/index';
import { tableTranslator } from './engine/messages';

export const serverMessages: Record<string, string> = zhCN;

export const serverText = tableTranslator(serverMessages);
