/**
 * Keeps `<html lang>` on the language the portal is shown in. The head script of config/theme.ts
 * sets it before the app starts (from umi's stored locale); this follows a language switch made at
 * run time (the header's switch changes the locale without a reload). Used by the tab shell, which
 * the layout always renders.
 */
import { useIntl } from '@umijs/max';
import { useLayoutEffect } from 'react';

export function useHtmlLang() {
  const { locale } = useIntl();
  useLayoutEffect(() => {
    if (locale && document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
}
