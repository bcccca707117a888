/**
 * `@ctrl/tinycolor` for @ant-design/pro-components (aliased in config/bundle.ts), parsing with antd's
 * own `@ant-design/fast-color`, so the layout needs no second colour library (−11 KiB gzip on every
 * page). pro-components only calls `new TinyColor(c).setAlpha(a).toRgbString()` and
 * `new TinyColor(c).lighten(n).toHexString()`; both follow tinycolor's arithmetic and formatting here.
 * tests/unit/perf/tinycolorShim.test.ts holds them against the real tinycolor.
 */
import { FastColor } from '@ant-design/fast-color';

type Rgba = { r: number; g: number; b: number; a: number };

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function rgbToHsl(r: number, g: number, b: number) {
  [r, g, b] = [r / 255, g / 255, b / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = (max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4) / 6;
  return { h, s, l };
}

function hue2rgb(p: number, q: number, t: number) {
  if (t < 0) t += 1;
  if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}

function hslToRgb(h: number, s: number, l: number) {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return { r: hue2rgb(p, q, h + 1 / 3) * 255, g: hue2rgb(p, q, h) * 255, b: hue2rgb(p, q, h - 1 / 3) * 255 };
}

export class TinyColor {
  private c: Rgba;

  constructor(input: string | Rgba) {
    if (typeof input === 'string') {
      const f = new FastColor(input);
      this.c = { r: f.r, g: f.g, b: f.b, a: f.a };
    } else {
      this.c = { ...input };
    }
  }

  setAlpha(alpha: number) {
    this.c.a = Number.isNaN(alpha) || alpha < 0 || alpha > 1 ? 1 : alpha;
    return this;
  }

  lighten(amount = 10) {
    const { h, s, l } = rgbToHsl(this.c.r, this.c.g, this.c.b);
    // tinycolor goes through degrees and percentages with two decimals on the way back
    const pct = (v: number) => {
      const p = Math.trunc(Math.min(100, Math.max(0, v * 100)) * 100) / 100;
      return Math.abs(p - 100) < 1e-6 ? 1 : p / 100;
    };
    const hue = ((h * 360) % 360) / 360;
    return new TinyColor({ ...hslToRgb(hue, pct(s), pct(clamp01(l + amount / 100))), a: this.c.a });
  }

  toRgbString() {
    const [r, g, b] = [this.c.r, this.c.g, this.c.b].map(Math.round);
    const a = Math.round(100 * this.c.a) / 100;
    return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
  }

  toHexString() {
    return `#${[this.c.r, this.c.g, this.c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  }
}

export default TinyColor;
