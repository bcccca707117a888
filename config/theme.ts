/**
 * antd theme of the portal: the default look, with colours dark enough that text reaches WCAG AA
 * contrast (4.5:1) on its background — antd's defaults do not (#1677ff on white is 4.1:1, secondary
 * text rgba(0,0,0,.45) is 3.4:1, a warning tag #faad14 on #fffbe6 is 1.8:1). Checked in the browser
 * by tests/browser/a11y.spec.ts (axe-core). Used by .umirc.ts (`antd.theme`).
 */
export const accessibleTheme = {
  token: {
    // brand blue one step darker (antd blue-7): links, primary buttons, selected tabs, info tags
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorError: '#c41d26',
    // secondary and hint texts, placeholders
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // preset tag colours whose shade-7 text is too light on their shade-1 background
    orange: '#d46b08',
    green: '#237804',
    gold: '#ad6800',
    cyan: '#006d75',
    volcano: '#ad2102',
    lime: '#3f6600',
  },
};

/** Sets <html lang> before the app starts, from the locale umi keeps (spec: zh-CN by default); a switch at run time is followed by src/core/layout/useHtmlLang.ts. */
export const htmlLangScript = `document.documentElement.lang = (function () { try { return localStorage.getItem('umi_locale') || 'zh-CN'; } catch (e) { return 'zh-CN'; } })();`;

/**
 * Dark mode (src/core/layout/colorScheme.ts): the counterparts of the overrides above on antd's dark
 * algorithm — lighter brand, link and error colours, light secondary texts, dark status backgrounds —
 * so that text keeps AA contrast on the dark background.
 */
export const darkTokens: Partial<typeof accessibleTheme.token> = {
  colorPrimary: '#3c89e8',
  colorInfo: '#3c89e8',
  colorLink: '#65a9f3',
  colorError: '#f2666b',
  colorSuccess: '#49aa19',
  colorWarning: '#d89614',
  colorSuccessBg: '#162312',
  colorWarningBg: '#2b1d11',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
};
