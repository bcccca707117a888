/**
 * The one create / edit dialog of the administration pages, driven by a field schema: each field is
 * declared once (name, label, kind, limits, the domain check) and gets its input, its required and
 * length rules and — for every free text — THE plain-text rule (`plainText`, src/domain/text.ts),
 * so the dialog refuses what the mock refuses, with the same `resource.validation.text.*` message.
 * The dialog stays open with everything typed when the server refuses (a stale version included).
 */
import { plainText, type RuleError } from '@/domain/admin/rules';
import { ModalForm, ProFormCheckbox, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, ProFormTreeSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSaved, type Text } from './AdminActions';
import { domainRule, translator } from './adminText';

type Option = { value: string; label: ReactNode; disabled?: boolean };

export interface AdminField {
  name: string;
  /** locale key of the label */
  label: string;
  kind?: 'text' | 'textarea' | 'select' | 'multiple' | 'number' | 'switch' | 'tree' | 'checkboxes' | 'radio';
  /** locale key of the message when the field is empty (makes it required) */
  required?: string;
  max?: number;
  min?: number;
  pattern?: RegExp;
  /** locale key of the message when `pattern` fails (default: `required`) */
  patternMessage?: string;
  options?: Option[];
  treeData?: unknown[];
  /** a domain check of the value (its message is the rule's own) */
  check?: (value: unknown, values: Record<string, unknown>) => RuleError | null | undefined;
  /** shown only when creating */
  createOnly?: boolean;
  /** fixed after creation: shown disabled when editing */
  fixed?: boolean;
  /** locale key of a help line */
  extra?: string;
  fieldProps?: Record<string, unknown>;
}

/** A record's create / edit dialog, declared once: its fields, codes, titles and the call that saves. */
export interface AdminFormSpec<R, F> {
  fields: AdminField[] | ((row: R | undefined) => AdminField[]);
  /** permission codes of creating and editing (a table: no code, no button / row action) */
  create?: string;
  edit?: string;
  /** locale keys of the dialog's title when creating and editing (a table's create button says the first); or `title` */
  labels?: [create: string, edit: string];
  /** the title, instead of `labels` (with the record's name, …) */
  title?: (row: R | undefined, creating: boolean) => string;
  initial?: Partial<F>;
  toForm?: (row: R) => Partial<F>;
  /** create or update (`row`: the record edited, or the one a creation starts from); a rejection keeps the dialog open with everything typed */
  save: (values: F, row: R | undefined, creating: boolean) => Promise<unknown>;
  width?: number;
  grid?: boolean;
  /** locale key of the toast after saving (default: saved), or the toast made from the answer and what was typed */
  saved?: string | ((answer: unknown, values: F) => Text);
  /** the submit button's label (locale key; default 确定), red for a step that cannot be undone */
  submit?: (row: R | undefined) => { label: string; danger?: boolean };
  /** a notice at the top of the dialog: its type and locale key */
  notice?: (row: R | undefined) => [type: 'info' | 'warning', text: string] | undefined;
  /** after saving and the toast (a one-time password to show, the new record to select, …) */
  onSaved?: (answer: unknown, created: boolean) => void;
}

/**
 * The dialog of a form spec: `open()` creates, `open(row)` edits the row, `open(row, true)` creates
 * from it (a child of the node); after saving: the toast, `onDone` (reload), `onSaved`.
 */
export function useAdminDialog<R extends Record<string, any>, F extends Record<string, any>>(form: AdminFormSpec<R, F> | undefined, onDone?: () => unknown) {
  const t = translator(useIntl());
  const saved = useSaved();
  const [state, setState] = useState<{ row?: R; creating: boolean; open: boolean; n: number }>({ creating: true, open: false, n: 0 });
  const open = (row?: R, creating = !row) => setState((s) => ({ row, creating, open: true, n: s.n + 1 }));
  const close = () => setState((s) => ({ ...s, open: false }));
  const { row, creating } = state;
  // nothing until first opened (the spec's functions then always see what it was opened for)
  const dialog = form && state.n > 0 && (
    <AdminForm<F>
      key={state.n}
      title={form.title ? form.title(row, creating) : t(form.labels![creating ? 0 : 1])}
      open={state.open}
      creating={creating}
      fields={typeof form.fields === 'function' ? form.fields(row) : form.fields}
      width={form.width}
      grid={form.grid}
      submit={form.submit?.(row)}
      notice={form.notice?.(row)}
      initialValues={creating || !row ? form.initial : form.toForm ? form.toForm(row) : (row as unknown as Partial<F>)}
      onCancel={close}
      onFinish={async (values) => {
        const answer = await form.save(values, row, creating);
        close();
        saved(typeof form.saved === 'function' ? form.saved(answer, values) : form.saved);
        onDone?.();
        form.onSaved?.(answer, creating);
      }}
    />
  );
  return { open, dialog };
}

export interface AdminFormProps<T> {
  title: string;
  open: boolean;
  /** creating (createOnly fields shown, fixed ones editable) or editing */
  creating: boolean;
  fields: AdminField[];
  initialValues?: Partial<T>;
  width?: number;
  /** two columns */
  grid?: boolean;
  submit?: { label: string; danger?: boolean };
  notice?: [type: 'info' | 'warning', text: string];
  onCancel: () => void;
  /** save; a rejection (shown by the request policy) keeps the dialog open */
  onFinish: (values: T) => Promise<unknown>;
}

export default function AdminForm<T extends Record<string, any>>(props: AdminFormProps<T>) {
  const intl = useIntl();
  const t = translator(intl);
  /** option labels given as locale keys are translated */
  const options = (list?: Option[]) => list?.map((o) => (typeof o.label === 'string' && intl.messages[o.label] ? { ...o, label: t(o.label) } : o));
  const shown = props.fields.filter((f) => props.creating || !f.createOnly);
  const firstEditable = shown.find((f) => props.creating || !f.fixed)?.name;

  const item = (f: AdminField) => {
    const kind = f.kind ?? 'text';
    const disabled = !props.creating && !!f.fixed;
    const label = t(f.label);
    const checked = !disabled;
    const rules: object[] = [];
    const limits = { min: f.min ?? 0, max: f.max ?? 0 };
    if (checked && f.required) {
      const message = t(f.required, limits);
      // the rule's type: async-validator takes a rule without one for a string rule, and refuses a number
      const type = kind === 'multiple' ? { type: 'array', min: 1 } : kind === 'number' ? { type: 'number' } : { whitespace: kind === 'text' || kind === 'textarea' };
      rules.push({ required: true, message, ...type });
    }
    if (checked && f.pattern) rules.push({ pattern: f.pattern, message: t(f.patternMessage ?? f.required ?? f.label, limits) });
    if (checked && (kind === 'text' || kind === 'textarea')) rules.push(domainRule(t, (v) => plainText(v, f.label, { multiline: kind === 'textarea' })));
    if (checked && f.check) {
      const check = f.check;
      rules.push(({ getFieldsValue }: { getFieldsValue: () => Record<string, unknown> }) => domainRule(t, (v) => check(v, getFieldsValue())));
    }
    // validateFirst: one message at a time (an empty required field is not also a broken domain rule)
    const common = { key: f.name, name: f.name, label, rules, disabled, validateFirst: true, extra: f.extra ? t(f.extra) : undefined };
    const focus = f.name === firstEditable ? { autoFocus: true } : {};
    switch (kind) {
      case 'textarea':
        return <ProFormTextArea {...common} fieldProps={{ maxLength: f.max, showCount: !!f.max, ...focus, ...f.fieldProps }} />;
      case 'select':
      case 'multiple':
        return <ProFormSelect {...common} mode={kind === 'multiple' ? 'multiple' : undefined} options={options(f.options) as never} fieldProps={{ ...focus, ...f.fieldProps }} />;
      case 'number':
        return <ProFormDigit {...common} min={f.min} max={f.max} fieldProps={{ precision: 0, ...focus, ...f.fieldProps }} />;
      case 'switch':
        return <ProFormSwitch {...common} fieldProps={f.fieldProps} />;
      case 'checkboxes':
        return <ProFormCheckbox.Group {...common} options={options(f.options) as never} />;
      case 'radio':
        return <ProFormRadio.Group {...common} radioType="button" options={options(f.options) as never} />;
      case 'tree':
        return <ProFormTreeSelect {...common} fieldProps={{ treeData: f.treeData as never, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title', ...f.fieldProps }} />;
      default:
        return <ProFormText {...common} fieldProps={{ maxLength: f.max, ...focus, ...f.fieldProps }} />;
    }
  };

  return (
    <ModalForm<T>
      title={props.title}
      open={props.open}
      width={props.width}
      grid={props.grid}
      rowProps={props.grid ? { gutter: 16 } : undefined}
      colProps={props.grid ? { span: 12 } : undefined}
      initialValues={props.initialValues}
      modalProps={{ destroyOnHidden: true, onCancel: props.onCancel }}
      submitter={{
        // ModalForm's own 取消 / 确定 unless the dialog names its button (an explicit undefined would replace them)
        ...(props.submit && { searchConfig: { submitText: t(props.submit.label) } }),
        submitButtonProps: { danger: props.submit?.danger, 'data-testid': 'form-submit' } as ButtonProps,
      }}
      onFinish={async (values) => {
        try {
          await props.onFinish(values);
          return true;
        } catch {
          return false; // the request policy has shown why; nothing typed is lost
        }
      }}
    >
      {props.notice && <Alert type={props.notice[0]} showIcon title={t(props.notice[1])} style={{ marginBottom: 16 }} />}
      {shown.map(item)}
    </ModalForm>
  );
}

/** Trims the string values of a form's answer (what the server stores). */
export const trimmed = <T extends object>(values: T): T => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
