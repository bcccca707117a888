/**
 * Test helper: render components that use the locale (FormattedMessage, useIntl) with the portal's
 * real messages. `render(withIntl(<Thing />))` or `withIntl(<Thing />, 'en-US')`.
 */
import { IntlProvider } from '@umijs/max';
import type { ComponentType, ReactNode } from 'react';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';

// react-intl's class typings predate React 19's children handling
const Provider = IntlProvider as unknown as ComponentType<{ locale: string; messages: Record<string, string>; children: ReactNode }>;

export function withIntl(children: ReactNode, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return (
    <Provider locale={locale} messages={locale === 'zh-CN' ? zhCN : enUS}>
      {children}
    </Provider>
  );
}
