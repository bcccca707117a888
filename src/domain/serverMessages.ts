/**
 * The messages the back end answers with (zh-CN, the portal's working language): the one way the mock
 * reaches locale texts. `serverText(key, params)` renders a key of src/locales/zh-CN; the page renders
 * the same keys through intl, so a code or a key has one message in each language.
 */
import zhCN from '../locales/zh-CN';
import { tableTranslator } from './resource/messages';

export const serverMessages: Record<string, string> = zhCN;

export const serverText = tableTranslator(serverMessages);
