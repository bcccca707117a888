/**
 * The one path from a business error to its text: a refusal that names a locale message
 * (`data.messageKey`, as the workflow's do) reads in the user's language — the server's zh-CN text is
 * not shown to an English reader — and a parameter that is a locale key is translated too.
 */
import { bizErrorText } from '@/domain/errors';
import { tableTranslator } from '@/domain/engine/messages';
import { WorkflowError } from '@/domain/workflow/errors';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';

const reader = (table: Record<string, string>) => [tableTranslator(table), (k: string) => k in table] as const;

it('a workflow refusal reads in the reader language, its label parameter translated', () => {
  const refusal = new WorkflowError('VALIDATION', 'workflow.error.required', { label: 'workflow.label.definitionName' }, 'name');
  const [enT, enHas] = reader(enUS);
  const [zhT, zhHas] = reader(zhCN);
  expect(bizErrorText(refusal, enT, enHas)).toBe(enT('workflow.error.required', { label: enT('workflow.label.definitionName') }));
  expect(bizErrorText(refusal, enT, enHas)).not.toMatch(/[\u4e00-\u9fff]/);
  expect(bizErrorText(refusal, zhT, zhHas)).toBe(refusal.errorMessage);
});

it('without a message key: the server message, else the code message, else the system error', () => {
  const [t, has] = reader(enUS);
  expect(bizErrorText({ errorCode: 'X', errorMessage: '服务器说的' }, t, has)).toBe('服务器说的');
  expect(bizErrorText({ errorCode: 'NOT_FOUND', data: { messageKey: 'no.such.key' } }, t, has)).toBe(
    has('error.NOT_FOUND') ? t('error.NOT_FOUND') : t('shell.error.system'),
  );
  expect(bizErrorText({ errorCode: 'NO_SUCH_CODE_AT_ALL' }, t, has)).toBe(t('shell.error.system'));
});
