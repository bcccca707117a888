import zhCN from '@/locales/zh-CN/index';
import enUS from '@/locales/en-US/index';
import zhWorkflow from '@/locales/zh-CN/workflow';
import enWorkflow from '@/locales/en-US/workflow';
import { applicationResources } from '@/domain/desks/applications';
import { BUSINESS_TYPES, WorkflowError, checkDefinition, workflowMessage } from '@/domain/workflow';
import { tableTranslator } from '@/domain/engine';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

describe('workflow texts', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(enWorkflow).sort()).toEqual(Object.keys(zhWorkflow).sort());
    for (const [k, v] of Object.entries(zhWorkflow)) expect({ k, empty: !v }).toEqual({ k, empty: false });
  });

  it('labels every field, status, action and value of the six applications, and every history step of a workflow type', () => {
    for (const locale of [zhCN, enUS] as Array<Record<string, string>>) {
      for (const def of applicationResources) {
        const keys = [
          ...def.fields.map((f) => f.label ?? `${def.key}.field.${f.key}`),
          ...def.lifecycle!.statuses.map((s) => `${def.key}.status.${s.key}`),
          ...def.lifecycle!.actions.map((a) => `${def.key}.action.${a.key}`),
          ...def.fields.flatMap((f) => (f.enum ?? []).filter(() => f.key !== 'status').map((v) => `${def.key}.enum.${f.key}.${v}`)),
          ...def.lifecycle!.actions.flatMap((a) => (a.input ?? []).map((f) => f.label ?? `${def.key}.field.${f.key}`)),
          ...def.fields.filter((f) => f.patternMessage).map((f) => f.patternMessage!),
        ];
        for (const key of keys) expect({ key, present: key in locale }).toEqual({ key, present: true });
      }
      for (const b of BUSINESS_TYPES) {
        for (const step of ['submit', 'approve', 'reject', 'withdraw', 'transfer']) {
          const key = `${b.type}.action.${step}`;
          expect({ key, present: key in locale }).toEqual({ key, present: true });
        }
        expect(`menu.${b.type}` in locale).toBe(true);
      }
    }
  });

  it('has every workflow error and label the rules and the mock raise, in both languages', () => {
    const root = join(__dirname, '../../..');
    const files = [...readdirSync(join(root, 'src/domain/workflow')).map((f) => join(root, 'src/domain/workflow', f)), join(root, 'mock/workflow.ts')];
    const keys = new Set(files.flatMap((f) => readFileSync(f, 'utf8').match(/workflow\.(error|label)\.\w+/g) ?? []));
    expect(keys.size).toBeGreaterThan(40);
    for (const key of keys)
      for (const locale of [zhWorkflow, enWorkflow] as Array<Record<string, string>>) expect({ key, present: key in locale }).toEqual({ key, present: true });
  });

  it('answers a refusal in zh-CN and carries its key, so a page says it in its own language', () => {
    let error: WorkflowError | undefined;
    try {
      checkDefinition(
        { businessType: 'claimApplication', name: '', nodes: [], enabled: false },
        () => [],
        () => [],
        () => undefined,
      );
    } catch (e) {
      error = e as WorkflowError;
    }
    expect(error).toBeInstanceOf(WorkflowError);
    expect(error!.message).toBe('请填写流程名称');
    expect(error!.data).toEqual({ field: 'name', messageKey: 'workflow.error.required', params: { label: 'workflow.label.definitionName' } });
    expect(workflowMessage(error!.messageKey, error!.params, tableTranslator(enUS as Record<string, string>))).toBe('Please enter the workflow name');
  });
});
