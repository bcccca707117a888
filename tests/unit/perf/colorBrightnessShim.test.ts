/**
 * The build points antd's button style at config/shims/colorBrightness.ts instead of the colour
 * picker's presets panel (config/bundle.ts); its answer must be antd's for every colour and background.
 */
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as real } from 'antd/es/color-picker/components/ColorPresets';
import { isBright as shim } from '../../../config/shims/colorBrightness';

const colors = [
  '#000',
  '#fff',
  '#1677ff',
  '#000000e0',
  'rgba(0, 0, 0, 0.88)',
  '#f5222d',
  '#faad14',
  '#52c41a',
  '#ffffff80',
  '#1f1f1f',
  'rgba(255,255,255,0.3)',
  'transparent',
];
const backgrounds = ['#fff', '#000', '#141414', '#1677ff'];

it('is not the function it stands in for', () => expect(shim).not.toBe(real));

it.each(colors)('%s: bright or not as antd says, on every background', (c) => {
  for (const bg of backgrounds) expect({ c, bg, bright: shim(new AggregationColor(c), bg) }).toEqual({ c, bg, bright: real(new AggregationColor(c), bg) });
});

it('agrees on 500 more colours with any transparency', () => {
  // Park–Miller: the products stay exact in a double
  let seed = 11;
  const next = () => Math.floor(((seed = (seed * 16807) % 2147483647) / 2147483647) * 256);
  for (let i = 0; i < 500; i++) {
    const c = `rgba(${next()}, ${next()}, ${next()}, ${(next() / 255).toFixed(2)})`;
    const bg = backgrounds[i % backgrounds.length];
    expect({ c, bg, bright: shim(new AggregationColor(c), bg) }).toEqual({ c, bg, bright: real(new AggregationColor(c), bg) });
  }
});
