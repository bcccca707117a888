/** The one plain-text rule (src/domain/text.ts): what is refused, and that everything else passes as typed. */
import { textProblem, textProblemKey } from '@/domain/text';
import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';

describe('textProblem', () => {
  it.each([
    ['<b>bold</b>'],
    ['javascript: error'],
    ['<script>alert(1)</script>'],
    ['a & b " \' `'],
    ['航材 P/N 2118142-2'],
    ['emoji 😀 (a surrogate pair)'],
    ['tab\tinside'],
    ['\u200d zero-width joiner, \u200f a right-to-left mark'],
  ])('accepts %j', (text) => {
    expect(textProblem(text)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b', 'control'],
    ['escape', '\u001b[31m', 'control'],
    ['DEL', 'x\u007f', 'control'],
    ['a C1 control', 'x\u0085', 'control'],
    ['a lone high surrogate', 'x\ud800', 'surrogate'],
    ['a lone low surrogate', '\udc00x', 'surrogate'],
    ['a right-to-left override', 'abc\u202eexe.pdf', 'bidi'],
    ['a left-to-right embedding', '\u202aabc', 'bidi'],
    ['a first-strong isolate', 'a\u2068b\u2069', 'bidi'],
    ['a line break in one-line text', 'a\nb', 'lineBreak'],
    ['a carriage return in one-line text', 'a\rb', 'lineBreak'],
  ])('refuses %s', (_name, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it('allows line breaks in multi-line text, and nothing else more', () => {
    expect(textProblem('first\r\nsecond', { multiline: true })).toBeNull();
    expect(textProblem('first\n\u202esecond', { multiline: true })).toBe('bidi');
  });

  it('has a message for every problem in both languages', () => {
    for (const p of ['control', 'surrogate', 'bidi', 'lineBreak'] as const) {
      for (const locale of [zhCN, enUS] as Array<Record<string, string>>) expect(locale[textProblemKey(p)]).toMatch(/\{label\}/);
    }
  });
});
