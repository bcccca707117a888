/**
 * The build aliases @ctrl/tinycolor to config/shims/tinycolor.ts (config/bundle.ts). The calls
 * @ant-design/pro-components makes must give what the real tinycolor gives.
 */
// the real library, by a path the build alias (exact '@ctrl/tinycolor') does not cover
import { TinyColor as Real } from '@ctrl/tinycolor/dist/index.js';
import { TinyColor as Shim } from '../../../config/shims/tinycolor';

const colors = [
  '#000',
  '#fff',
  '#1677ff',
  '#000000e0',
  'rgb(22, 119, 255)',
  'rgba(0, 0, 0, 0.88)',
  '#f5222d',
  'white',
  'hsl(210, 50%, 40%)',
  '#faad14',
  '#52c41a',
];

describe('tinycolor shim', () => {
  it('is not the library it stands in for', () => {
    expect(Shim).not.toBe(Real);
  });

  it.each(colors)('setAlpha(%s).toRgbString() matches tinycolor', (c) => {
    for (const a of [0, 0.04, 0.15, 0.45, 0.65, 0.88, 1]) {
      expect(new Shim(c).setAlpha(a).toRgbString()).toBe(new Real(c).setAlpha(a).toRgbString());
    }
  });

  it.each(colors)('lighten(%s).toHexString() matches tinycolor', (c) => {
    for (const n of [5, 10, 30, 50]) {
      expect(new Shim(c).lighten(n).toHexString()).toBe(new Real(c).lighten(n).toHexString());
    }
  });

  it('agrees on 500 more colours', () => {
    // Park–Miller: the products stay exact in a double (a larger multiplier lost the low bits, and most colours came out black)
    let seed = 7;
    const next = () => Math.floor(((seed = (seed * 16807) % 2147483647) / 2147483647) * 256);
    for (let i = 0; i < 500; i++) {
      const hex = `#${[next(), next(), next()].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      const n = next() % 60;
      expect(new Shim(hex).lighten(n).toHexString()).toBe(new Real(hex).lighten(n).toHexString());
      expect(new Shim(hex).setAlpha(n / 59).toRgbString()).toBe(new Real(hex).setAlpha(n / 59).toRgbString());
    }
  });
});
