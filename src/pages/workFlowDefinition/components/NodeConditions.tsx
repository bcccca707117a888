/**
 * The nodes' conditions (conditional routes, src/domain/workflow/conditions.ts): per node an optional
 * condition — a field the business type offers, an operator, a value (a number, or dictionary codes).
 * The values live in the form under nodes[i].condition, so they move with their node when it is reordered.
 */
import { conditionFieldsOf, conditionLabelKey, opsFor, type CodeLabel, type ConditionField, type DefinitionPayload } from '@/domain/workflow';
import { translator, type Translate } from '@/admin/adminText';
import { dictionaryView, useDictionaries } from '@/engine/useDictionary';
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Select, Space, Typography, type FormInstance } from 'antd';

type Node = DefinitionPayload['nodes'][number];

/** The input of a condition's value (or of an example record's value): a number, or codes of the field's dictionary. */
export function ConditionValue({
  field,
  multiple,
  ...rest
}: {
  field: ConditionField;
  multiple?: boolean;
  value?: any;
  onChange?: (v: any) => void;
  'aria-label'?: string;
}) {
  const { byType } = useDictionaries();
  const t = translator(useIntl());
  if (field.kind === 'number') return <InputNumber style={{ width: 150 }} placeholder={t('workflow.condition.value')} {...rest} />;
  const options = field.codes
    ? field.codes.map((c) => ({ value: c, label: t(`workflow.condition.code.${field.key}.${c}`) }))
    : dictionaryView(field.dict ? byType.get(field.dict) : undefined).options(rest.value);
  return (
    <Select
      style={{ minWidth: 160 }}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      placeholder={t('workflow.condition.value')}
      options={options}
      {...rest}
    />
  );
}

export const fieldLabel = (t: Translate, businessType: string, field: ConditionField) => t(conditionLabelKey(businessType, field));

/** A dictionary code's label as the page's dictionaries have it (route texts show labels, not codes). */
export function useCodeLabel(): CodeLabel {
  const { byType } = useDictionaries();
  return (dict, code) => dictionaryView(byType.get(dict)).label(code);
}

export default function NodeConditions({ form, businessType, disabled }: { form: FormInstance; businessType: string; disabled?: boolean }) {
  const t = translator(useIntl());
  const fields = conditionFieldsOf(businessType);
  const nodes: Array<Node | undefined> = Form.useWatch('nodes', form) ?? [];
  if (!nodes.length) return null;
  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Title level={5}>{t('workflow.condition.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(fields.length ? 'workflow.condition.help' : 'workflow.condition.noFields')}</Typography.Paragraph>
      {fields.length > 0 &&
        nodes.map((node, i) => {
          const chosen = fields.find((f) => f.key === node?.condition?.field);
          const op = node?.condition?.op;
          return (
            <Space key={node?.key ?? i} wrap align="start" style={{ display: 'flex', marginBottom: 4 }}>
              <Typography.Text style={{ display: 'inline-block', minWidth: 140, lineHeight: '32px' }}>
                {node?.name || t('workflow.condition.nodeN', { n: i + 1 })}
              </Typography.Text>
              <Form.Item name={['nodes', i, 'condition', 'field']} noStyle>
                <Select
                  allowClear
                  disabled={disabled}
                  aria-label={t('workflow.condition.field')}
                  style={{ minWidth: 150 }}
                  placeholder={t('workflow.condition.none')}
                  options={fields.map((f) => ({ value: f.key, label: fieldLabel(t, businessType, f) }))}
                  onChange={(v) =>
                    form.setFieldValue(['nodes', i, 'condition'], v ? { field: v, op: opsFor(fields.find((f) => f.key === v)!.kind)[0] } : undefined)
                  }
                />
              </Form.Item>
              {chosen && (
                <>
                  <Form.Item name={['nodes', i, 'condition', 'op']} noStyle>
                    <Select
                      disabled={disabled}
                      aria-label={t('workflow.condition.op')}
                      style={{ width: 110 }}
                      options={opsFor(chosen.kind).map((o) => ({ value: o, label: t(`workflow.condition.op.${o}`) }))}
                      onChange={() => form.setFieldValue(['nodes', i, 'condition', 'value'], undefined)}
                    />
                  </Form.Item>
                  <Form.Item
                    name={['nodes', i, 'condition', 'value']}
                    rules={[{ required: true, message: t('workflow.condition.valueRequired') }]}
                    style={{ marginBottom: 0 }}
                  >
                    <ConditionValue field={chosen} multiple={op === 'in'} aria-label={t('workflow.condition.value')} />
                  </Form.Item>
                </>
              )}
            </Space>
          );
        })}
    </div>
  );
}

/** A node's condition as the server takes it: none without a field; `in` a list, `eq` one code. */
export function conditionPayload(node: Node): Node['condition'] {
  const c = node.condition as Partial<NonNullable<Node['condition']>> | undefined;
  if (!c?.field || !c.op) return undefined;
  const value = c.op === 'in' ? [c.value].flat() : Array.isArray(c.value) ? c.value[0] : c.value;
  return { field: c.field, op: c.op, value: value as never };
}
