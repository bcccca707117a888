/**
 * A list's keyword search says what it looks in, by the desk's own field names (src/engine/text.ts
 * `keywordPlaceholder`): the fields the server's keyword filter reads (`keywordFields`, the code
 * first), the first four of them, "等" when there are more.
 */
import { renderHook } from '@testing-library/react';
import { resourceOf } from '@/domain/desks';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';

jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  return { useIntl: intl.useIntl, IntlProvider: intl.IntlProvider, getLocale: () => 'zh-CN' };
});
jest.mock('@/services/options', () => ({ fetchDictionaries: () => Promise.resolve([]), fetchSecrecyNames: () => Promise.resolve(undefined) }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { useResourceText } = require('@/engine/text');

const hint = (key: string, locale: string, messages: Record<string, string>) =>
  renderHook(() => useResourceText(resourceOf(key)), {
    wrapper: ({ children }: { children: React.ReactNode }) => (
      <IntlProvider locale={locale} messages={messages}>
        {children}
      </IntlProvider>
    ),
  }).result.current.keywordPlaceholder;

it('names the fields the keyword looks in, the code first', () => {
  expect(hint('procurementOrder', 'zh-CN', zhCN)).toBe('搜索编号、客户、订单明细、运单号');
  expect(hint('passwordTemplate', 'zh-CN', zhCN)).toBe('搜索模板名称');
});

it('names the first four and says there are more', () => {
  expect(hint('aogOrder', 'zh-CN', zhCN)).toBe('搜索编号、客户、飞机注册号、MSN等');
  expect(hint('customerProfile', 'en-US', enUS)).toBe('Search No., Name, Short name, ICAO code and more');
});
