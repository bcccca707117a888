/** 用户统计's bar labels: a survey title or a question in whole lines beside its bar, never cut mid-way short. */
import { inLines } from '@/pages/userStatistics/figures';

it('breaks a long Chinese title into lines of eleven full-width characters (a digit counts half), keeps a short one whole', () => {
  expect(inLines('2026年11月技术支持满意度回访')).toBe('2026年11月技术支持满意\n度回访');
  expect(inLines('保险理赔回访')).toBe('保险理赔回访');
});

it('breaks Latin text at spaces and ends a label longer than three lines with an ellipsis', () => {
  expect(inLines('November 2026 technical support satisfaction')).toBe('November 2026\ntechnical support\nsatisfaction');
  const long = inLines('a very long survey title that goes on and on well beyond what three short lines can hold');
  expect(long.split('\n')).toHaveLength(3);
  expect(long.endsWith('…')).toBe(true);
});
