/** docs/service-indicators.md says what the dashboard's tooltips say: every figure's definition, in both languages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIGURES } from '@/domain/indicators';
import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';

const doc = readFileSync(path.join(__dirname, '../../../docs/service-indicators.md'), 'utf8');

it.each(FIGURES.map((f) => [f.key]))('documents %s with the tooltip’s own text', (key) => {
  for (const messages of [zhCN, enUS]) {
    expect(doc).toContain(messages[`indicators.figure.${key}`]);
    expect(doc).toContain(messages[`indicators.figure.${key}.definition`]);
  }
});
