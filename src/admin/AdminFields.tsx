/**
 * The inputs of an administration field schema: each field declared once (name, label, kind, limits,
 * the domain check) gets its input, its required and length rules and — for every free text — THE
 * plain-text rule (`plainText`, src/domain/text.ts), so a form refuses what the mock refuses, with the
 * same `resource.validation.text.*` message. `AdminForm` puts them in its dialog (系统功能's remark).
 */
import { plainText, type RuleError } from '@/domain/admin/rules';
import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { domainRule, translator } from './adminText';

export interface AdminField {
  name: string;
  /** locale key of the label */
  label: string;
  kind?: 'text' | 'password' | 'textarea';
  /** locale key of the message when the field is empty (makes it required); true: required, and `check` says why */
  required?: string | true;
  max?: number;
  /** a domain check of the value (its message is the rule's own; several broken rules are said together) */
  check?: (value: unknown, values: Record<string, unknown>) => RuleError | RuleError[] | null | undefined;
  fieldProps?: Record<string, unknown>;
}

export function AdminFields({ fields, autoFocus }: { fields: AdminField[]; autoFocus?: boolean }) {
  const t = translator(useIntl());
  return (
    <>
      {fields.map((f, i) => {
        const kind = f.kind ?? 'text';
        const rules: object[] = [];
        if (typeof f.required === 'string') rules.push({ required: true, message: t(f.required, { max: f.max ?? 0 }), whitespace: kind !== 'password' });
        if (kind !== 'password') rules.push(domainRule(t, (v) => plainText(v, f.label, { multiline: kind === 'textarea' })));
        if (f.check) {
          const check = f.check;
          rules.push(({ getFieldsValue }: { getFieldsValue: () => Record<string, unknown> }) => domainRule(t, (v) => check(v, getFieldsValue())));
        }
        // validateFirst: one message at a time (an empty required field is not also a broken domain rule)
        const common = { name: f.name, label: t(f.label), rules, validateFirst: true, required: f.required === true || undefined };
        const own = { ...(autoFocus && i === 0 && { autoFocus: true }), ...f.fieldProps };
        if (kind === 'password') return <ProFormText.Password key={f.name} {...common} fieldProps={own} />;
        if (kind === 'textarea') return <ProFormTextArea key={f.name} {...common} fieldProps={{ maxLength: f.max, showCount: !!f.max, ...own }} />;
        return <ProFormText key={f.name} {...common} fieldProps={{ maxLength: f.max, ...own }} />;
      })}
    </>
  );
}
