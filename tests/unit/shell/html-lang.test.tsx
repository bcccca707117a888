/**
 * `<html lang>` follows a language switch made at run time: umi's own locale container and its
 * `setLocale(lang, false)` — what the header's language switch calls — with the shell's hook.
 */
import { createPluginManager } from '@@/core/plugin';
import { _LocaleContainer } from '@@/plugin-locale/locale';
import { getLocale, setLocale } from '@umijs/max';
import { act, render } from '@testing-library/react';
import { useHtmlLang } from '@/core/layout/useHtmlLang';

function Shell() {
  useHtmlLang();
  return null;
}

beforeAll(() => createPluginManager());

afterEach(() => {
  act(() => setLocale('zh-CN', false));
  localStorage.clear();
});

it('sets <html lang> to the language shown and follows a switch without a reload', () => {
  document.documentElement.lang = '';
  render(
    <_LocaleContainer>
      <Shell />
    </_LocaleContainer>,
  );
  expect(getLocale()).toBe('zh-CN');
  expect(document.documentElement.lang).toBe('zh-CN');

  act(() => setLocale('en-US', false));
  expect(document.documentElement.lang).toBe('en-US');

  act(() => setLocale('zh-CN', false));
  expect(document.documentElement.lang).toBe('zh-CN');
});
