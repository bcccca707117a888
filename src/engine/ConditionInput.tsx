/**
 * The input of a `condition` field (a workflow node's, src/domain/workflow/conditions.ts): a field the
 * record's type offers (none: the node always applies), an operator, and a value — a number, or codes of
 * the field's dictionary. The type is the record's `conditionOf` field: as typed while creating, as
 * stored while editing.
 */
import { conditionFieldsOf, conditionLabelKey, opsFor, type CodeLabel, type ConditionField, type NodeCondition } from '@/domain/workflow';
import type { FieldDef } from '@/domain/engine';
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Select, Space } from 'antd';
import { useFormRecord } from './formRecord';
import { dictionaryView, useDictionaries } from './useDictionary';

type Value = { field?: string; op?: NodeCondition['op']; value?: NodeCondition['value'] } | null | undefined;

/** The input of a condition's value (or of an example record's value): a number, or codes of the field's dictionary. */
export function ConditionValue({
  field,
  multiple,
  compact,
  ...rest
}: {
  field: ConditionField;
  multiple?: boolean;
  value?: any;
  onChange?: (v: any) => void;
  'aria-label'?: string;
  size?: 'small' | 'middle';
  /** a narrow input (a cell of the nodes' table) */
  compact?: boolean;
}) {
  const { byType } = useDictionaries();
  const intl = useIntl();
  const placeholder = intl.formatMessage({ id: 'workflow.condition.value' });
  if (field.kind === 'number') return <InputNumber style={{ width: compact ? 104 : 130 }} placeholder={placeholder} {...rest} />;
  const options = field.codes
    ? field.codes.map((c) => ({ value: c, label: intl.formatMessage({ id: `workflow.condition.code.${field.key}.${c}` }) }))
    : dictionaryView(field.dict ? byType.get(field.dict) : undefined).options(rest.value);
  return (
    <Select
      style={compact ? { width: 132 } : { minWidth: 150 }}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      placeholder={placeholder}
      options={options}
      {...rest}
    />
  );
}

/** A dictionary code's label as the page's dictionaries have it (route texts show labels, not codes). */
export function useCodeLabel(): CodeLabel {
  const { byType } = useDictionaries();
  return (dict, code) => dictionaryView(byType.get(dict)).label(code);
}

/** The business type the condition is about: typed in the form, or the edited record's. */
function useConditionType(field: FieldDef): string {
  const form = Form.useFormInstance();
  const typed = Form.useWatch(field.conditionOf ?? '', form);
  const record = useFormRecord();
  return String(typed ?? (field.conditionOf ? record?.[field.conditionOf] : '') ?? '');
}

export default function ConditionInput({
  field,
  value,
  onChange,
  onBlur,
  size,
}: {
  field: FieldDef;
  value?: Value;
  onChange?: (v: Value) => void;
  onBlur?: () => void;
  size?: 'small' | 'middle';
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const type = useConditionType(field);
  const fields = conditionFieldsOf(type);
  const chosen = fields.find((f) => f.key === value?.field);
  const set = (next: Value) => onChange?.(next?.field ? next : null);
  return (
    <Space.Compact onBlur={onBlur}>
      <Select
        size={size}
        allowClear
        aria-label={t('workflow.condition.field')}
        style={{ width: chosen ? 112 : 132 }}
        placeholder={t('workflow.condition.none')}
        value={value?.field}
        options={fields.map((f) => ({ value: f.key, label: t(conditionLabelKey(type, f)) }))}
        onChange={(key?: string) => set(key ? { field: key, op: opsFor(fields.find((f) => f.key === key)!.kind)[0] } : null)}
      />
      {chosen && (
        <Select
          size={size}
          aria-label={t('workflow.condition.op')}
          style={{ width: 84 }}
          value={value?.op}
          options={opsFor(chosen.kind).map((o) => ({ value: o, label: t(`workflow.condition.op.${o}`) }))}
          onChange={(op) => set({ field: chosen.key, op })}
        />
      )}
      {chosen && (
        <ConditionValue
          size={size}
          field={chosen}
          compact
          multiple={value?.op === 'in'}
          aria-label={t('workflow.condition.value')}
          value={value?.value}
          onChange={(v) => set({ ...value, value: v ?? undefined })}
        />
      )}
    </Space.Compact>
  );
}
