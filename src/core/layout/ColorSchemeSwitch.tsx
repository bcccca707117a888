/**
 * The header's dark-mode switch (src/core/layout/colorScheme.ts): applies the scheme to antd's theme
 * (the layout follows it); the choice is remembered. Until the
 * user chooses, a change of the system setting is followed.
 */
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useLatest } from 'ahooks';
import { useAntdConfigSetter, useIntl } from '@umijs/max';
import { useEffect, useState } from 'react';
import { currentScheme, markDocument, onSystemSchemeChange, rememberScheme, themeOf, type ColorScheme } from './colorScheme';

export default function ColorSchemeSwitch() {
  const intl = useIntl();
  const setAntdConfig = useAntdConfigSetter();
  const [scheme, setScheme] = useState<ColorScheme>(currentScheme);

  const apply = (next: ColorScheme) => {
    setScheme(next);
    setAntdConfig({ theme: themeOf(next) });
    markDocument(next);
  };
  const latestApply = useLatest(apply);
  useEffect(() => {
    markDocument(currentScheme());
    return onSystemSchemeChange((next) => latestApply.current(next));
  }, [latestApply]);

  const toggle = () => {
    const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
    rememberScheme(next);
    apply(next);
  };
  const label = intl.formatMessage({ id: scheme === 'dark' ? 'colorScheme.toLight' : 'colorScheme.toDark' });
  return (
    <button
      type="button"
      className="portal-header-icon"
      data-testid="color-scheme-switch"
      aria-pressed={scheme === 'dark'}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {scheme === 'dark' ? <SunOutlined style={{ fontSize: 16 }} /> : <MoonOutlined style={{ fontSize: 16 }} />}
    </button>
  );
}
