/**
 * What antd's button style takes from the colour picker's presets panel: whether a colour reads as
 * bright (dark text on it) — over the background when it is mostly transparent, by its luma otherwise.
 * config/bundle.ts points the button style's import of the presets panel here, so the entry bundle does
 * not carry the panel and the Collapse it is drawn in. tests/unit/perf/colorBrightnessShim.test.ts holds
 * it against antd's own.
 */
import { FastColor } from '@ant-design/fast-color';

interface ColorLike {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export function isBright(value: ColorLike, background: string): boolean {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new FastColor(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
