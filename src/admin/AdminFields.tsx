/**
 * The inputs of an administration field schema: each field declared once (name, label, kind, limits,
 * the domain check) gets its input, its required and length rules and — for every free text — THE
 * plain-text rule (`plainText`, src/domain/text.ts), so a form refuses what the mock refuses, with the
 * same `resource.validation.text.*` message. `AdminForm` puts them in its dialog; a page with a form
 * of its own (流程配置's definition, 修改密码) puts them in that form.
 * A `rows` field is an ordered list of rows with fields of their own (流程配置's nodes): a table as the
 * engine's line items show it — row number, a cell per field, 上移 / 下移 / 删除 with the line items'
 * labels, 添加一行 up to the most rows — each cell checked by its field's rules, and a check of the
 * whole list (no two rows with the same value of `unique`).
 */
import { plainText, type RuleError } from '@/domain/admin/rules';
import {
  ProFormCheckbox,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form, Table } from 'antd';
import { AddRow, RowButtons } from '@/engine/LineItemsInput';
import type { ReactNode } from 'react';
import { domainRule, translator, type Translate } from './adminText';

type Option = { value: string; label: ReactNode; disabled?: boolean };

export interface AdminField {
  name: string;
  /** locale key of the label */
  label: string;
  kind?: 'text' | 'password' | 'textarea' | 'select' | 'multiple' | 'number' | 'switch' | 'tree' | 'checkboxes' | 'radio' | 'rows';
  /** locale key of the message when the field is empty (makes it required); true: required, and `check` says why */
  required?: string | true;
  max?: number;
  min?: number;
  pattern?: RegExp;
  /** locale key of the message when `pattern` fails (default: `required`) */
  patternMessage?: string;
  options?: Option[];
  treeData?: unknown[];
  /** a domain check of the value (its message is the rule's own; several broken rules are said together) */
  check?: (value: unknown, values: Record<string, unknown>) => RuleError | RuleError[] | null | undefined;
  /** the fields whose change checks this one again (the confirmation follows the new password) */
  dependencies?: string[];
  /** shown only when creating */
  createOnly?: boolean;
  /** fixed after creation: shown disabled when editing */
  fixed?: boolean;
  /** locale key of a help line (`{ edit }`: shown only when editing) */
  extra?: string | { edit: string };
  /** a line under the input that follows its value (the members of the chosen approval group) */
  note?: (value: any) => ReactNode;
  /** `rows`: the fields of each row and what the list allows */
  rows?: AdminRows;
  fieldProps?: Record<string, unknown>;
}

export interface AdminRows {
  fields: AdminField[];
  /** a new row's values */
  initial: Record<string, unknown>;
  max: number;
  /** the field no two rows may share (compared trimmed) and the message (locale key) */
  unique?: [field: string, message: string];
  /** locale key of what the empty list says */
  empty: string;
}

export interface AdminFieldsProps {
  fields: AdminField[];
  /** creating (createOnly fields shown, fixed ones editable) or editing */
  creating?: boolean;
  /** the first editable field takes the focus (a dialog, a page that is its form) */
  autoFocus?: boolean;
  /** the form is read-only: the rows offer no buttons */
  disabled?: boolean;
}

/** The value a `note` follows (a cell of a row: its full path). */
function Note({ name, note }: { name: (string | number)[]; note: (value: unknown) => ReactNode }) {
  return <>{note(Form.useWatch(name))}</>;
}

export function AdminFields({ fields, creating = true, autoFocus, disabled }: AdminFieldsProps) {
  const intl = useIntl();
  const t = translator(intl);
  /** option labels given as locale keys are translated */
  const options = (list?: Option[]) => list?.map((o) => (typeof o.label === 'string' && intl.messages[o.label] ? { ...o, label: t(o.label) } : o));
  const shown = fields.filter((f) => creating || !f.createOnly);
  const firstEditable = autoFocus ? shown.find((f) => creating || !f.fixed)?.name : undefined;

  /** the field's form item; in a row (`at`: the list and the row) its name is the row's, its label the cell's accessible name */
  const item = (f: AdminField, at?: { list: string; row: number; index: number }) => {
    const kind = f.kind ?? 'text';
    if (kind === 'rows') return <RowsInput key={f.name} field={f} t={t} disabled={disabled} cell={item} />;
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
    const path = at ? [at.list, at.row, f.name] : [f.name];
    const help = typeof f.extra === 'object' ? (creating ? undefined : f.extra.edit) : f.extra;
    const extra = f.note ? <Note name={path} note={f.note} /> : help ? t(help) : undefined;
    // validateFirst: one message at a time (an empty required field is not also a broken domain rule)
    const common = {
      name: at ? [at.row, f.name] : f.name,
      label: at ? undefined : label,
      rules,
      disabled: locked,
      validateFirst: true,
      extra,
      dependencies: f.dependencies,
      required: f.required === true || undefined,
      // a cell's item takes no room under it but its message
      ...(at && { formItemProps: { style: { marginBottom: 0 } } }),
    };
    const own = {
      ...(f.name === firstEditable && { autoFocus: true }),
      ...(at && { 'aria-label': t('resource.lines.cellLabel', { row: at.index + 1, label }) }),
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
        // a row of buttons: never broken over two lines (a narrow cell of a rows table widens instead)
        return (
          <ProFormRadio.Group
            key={f.name}
            {...common}
            radioType="button"
            options={options(f.options) as never}
            fieldProps={{ style: { whiteSpace: 'nowrap' }, ...own }}
          />
        );
      case 'tree':
        return (
          <ProFormTreeSelect
            key={f.name}
            {...common}
            fieldProps={{ treeData: f.treeData as never, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title', ...own }}
          />
        );
      default:
        return <ProFormText key={f.name} {...common} fieldProps={{ maxLength: f.max, ...own }} />;
    }
  };

  return <>{shown.map((f) => item(f))}</>;
}

/** A `rows` field: the list, its cells, the row buttons, 添加一行 and the list's own check. */
function RowsInput(props: {
  field: AdminField;
  t: Translate;
  disabled?: boolean;
  cell: (f: AdminField, at: { list: string; row: number; index: number }) => ReactNode;
}) {
  const { field, t } = props;
  const { fields, initial, max, unique, empty } = field.rows!;
  const rule = {
    validator: async (_: unknown, rows: Record<string, unknown>[] = []) => {
      const values = unique ? rows.map((r) => String(r?.[unique[0]] ?? '').trim()).filter(Boolean) : [];
      if (unique && new Set(values).size !== values.length) throw new Error(t(unique[1]));
    },
  };
  return (
    <Form.Item label={t(field.label)} className="resource-lines">
      <Form.List name={field.name} rules={[rule]}>
        {(list, { add, remove, move }, { errors }) => {
          const columns = [
            { key: '#', title: t('resource.lines.no'), width: 48, render: (_: unknown, __: unknown, i: number) => i + 1 },
            ...fields.map((f) => ({
              key: f.name,
              title: <span className={f.required ? 'resource-lines-required' : undefined}>{t(f.label)}</span>,
              render: (_: unknown, row: { name: number }, i: number) => props.cell(f, { list: field.name, row: row.name, index: i }),
            })),
            ...(props.disabled
              ? []
              : [
                  {
                    key: 'ops',
                    title: t('resource.list.operations'),
                    width: 110,
                    render: (_: unknown, row: { name: number }, i: number) => (
                      <RowButtons t={t} i={i} count={list.length} move={move} remove={() => remove(row.name)} />
                    ),
                  },
                ]),
          ];
          return (
            <>
              <Table
                size="small"
                bordered
                rowKey="key"
                pagination={false}
                columns={columns}
                dataSource={list}
                locale={{ emptyText: t(empty) }}
                // wider than its place: scrolls within it, never cut off
                scroll={{ x: 'max-content' }}
              />
              <Form.ErrorList errors={errors} />
              {!props.disabled && <AddRow t={t} count={list.length} min={0} max={max} add={() => add({ ...initial })} />}
            </>
          );
        }}
      </Form.List>
    </Form.Item>
  );
}
