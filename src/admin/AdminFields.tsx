/**
 * The inputs of an administration field schema: each field declared once (name, label, kind, limits,
 * the domain check) gets its input, its required and length rules and — for every free text — THE
 * plain-text rule (`plainText`, src/domain/text.ts), so a form refuses what the mock refuses, with the
 * same `resource.validation.text.*` message. `AdminForm` puts them in its dialog; a page with a form
 * of its own (修改密码) puts them in that form.
 */
import { plainText, type RuleError } from '@/domain/admin/rules';
import { ProFormCheckbox, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import type { ReactNode } from 'react';
import { domainRule, translator } from './adminText';

type Option = { value: string; label: ReactNode; disabled?: boolean };

export interface AdminField {
  name: string;
  /** locale key of the label */
  label: string;
  kind?: 'text' | 'password' | 'textarea' | 'select' | 'multiple' | 'number' | 'switch' | 'checkboxes' | 'radio';
  /** locale key of the message when the field is empty (makes it required); true: required, and `check` says why */
  required?: string | true;
  max?: number;
  min?: number;
  pattern?: RegExp;
  /** locale key of the message when `pattern` fails (default: `required`) */
  patternMessage?: string;
  options?: Option[];
  /** a domain check of the value (its message is the rule's own; several broken rules are said together) */
  check?: (value: unknown, values: Record<string, unknown>) => RuleError | RuleError[] | null | undefined;
  /** the fields whose change checks this one again (the confirmation follows the new password) */
  dependencies?: string[];
  /** fixed after creation: shown disabled when editing */
  fixed?: boolean;
  /** locale key of a help line (`{ edit }`: shown only when editing) */
  extra?: string | { edit: string };
  fieldProps?: Record<string, unknown>;
}

export interface AdminFieldsProps {
  fields: AdminField[];
  /** creating (fixed fields editable) or editing */
  creating?: boolean;
  /** the first editable field takes the focus (a dialog, a page that is its form) */
  autoFocus?: boolean;
}

export function AdminFields({ fields, creating = true, autoFocus }: AdminFieldsProps) {
  const intl = useIntl();
  const t = translator(intl);
  /** option labels given as locale keys are translated */
  const options = (list?: Option[]) => list?.map((o) => (typeof o.label === 'string' && intl.messages[o.label] ? { ...o, label: t(o.label) } : o));
  const firstEditable = autoFocus ? fields.find((f) => creating || !f.fixed)?.name : undefined;

  /** the field's form item */
  const item = (f: AdminField) => {
    const kind = f.kind ?? 'text';
    const locked = !creating && !!f.fixed;
    const label = t(f.label);
    const checked = !locked;
    const rules: object[] = [];
    const limits = { min: f.min ?? 0, max: f.max ?? 0 };
    if (checked && typeof f.required === 'string') {
      const message = t(f.required, limits);
      // the rule's type: async-validator takes a rule without one for a string rule, and refuses a number
      const type =
        kind === 'multiple' ? { type: 'array', min: 1 } : kind === 'number' ? { type: 'number' } : { whitespace: kind === 'text' || kind === 'textarea' };
      rules.push({ required: true, message, ...type });
    }
    if (checked && f.pattern)
      rules.push({ pattern: f.pattern, message: t(f.patternMessage ?? (typeof f.required === 'string' ? f.required : f.label), limits) });
    if (checked && (kind === 'text' || kind === 'textarea')) rules.push(domainRule(t, (v) => plainText(v, f.label, { multiline: kind === 'textarea' })));
    if (checked && f.check) {
      const check = f.check;
      rules.push(({ getFieldsValue }: { getFieldsValue: () => Record<string, unknown> }) => domainRule(t, (v) => check(v, getFieldsValue())));
    }
    const help = typeof f.extra === 'object' ? (creating ? undefined : f.extra.edit) : f.extra;
    const extra = help ? t(help) : undefined;
    // validateFirst: one message at a time (an empty required field is not also a broken domain rule)
    const common = {
      name: f.name,
      label,
      rules,
      disabled: locked,
      validateFirst: true,
      extra,
      dependencies: f.dependencies,
      required: f.required === true || undefined,
    };
    const own = {
      ...(f.name === firstEditable && { autoFocus: true }),
      ...f.fieldProps,
    };
    switch (kind) {
      case 'password':
        return <ProFormText.Password key={f.name} {...common} fieldProps={own} />;
      case 'textarea':
        return <ProFormTextArea key={f.name} {...common} fieldProps={{ maxLength: f.max, showCount: !!f.max, ...own }} />;
      case 'select':
      case 'multiple':
        return (
          <ProFormSelect key={f.name} {...common} mode={kind === 'multiple' ? 'multiple' : undefined} options={options(f.options) as never} fieldProps={own} />
        );
      case 'number':
        return <ProFormDigit key={f.name} {...common} min={f.min} max={f.max} fieldProps={{ precision: 0, ...own }} />;
      case 'switch':
        return <ProFormSwitch key={f.name} {...common} fieldProps={own} />;
      case 'checkboxes':
        return <ProFormCheckbox.Group key={f.name} {...common} options={options(f.options) as never} />;
      case 'radio':
        // a row of buttons: never broken over two lines
        return (
          <ProFormRadio.Group
            key={f.name}
            {...common}
            radioType="button"
            options={options(f.options) as never}
            fieldProps={{ style: { whiteSpace: 'nowrap' }, ...own }}
          />
        );
      default:
        return <ProFormText key={f.name} {...common} fieldProps={{ maxLength: f.max, ...own }} />;
    }
  };

  return <>{fields.map((f) => item(f))}</>;
}
