/**
 * The approval path of a definition as steps: submit → each node (group, mode) → approved. With example
 * values of the type's condition fields (路径预览) it shows which nodes that record would pass and which
 * it would skip — by the same `routeOf` the server runs on submission.
 */
import { conditionFieldsOf, conditionText, routeOf, type DefinitionPayload, type GroupView } from '@/domain/workflow';
import { translator } from '@/admin/adminText';
import { useIntl } from '@umijs/max';
import { Form, Space, Steps, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { ConditionValue, conditionPayload, fieldLabel, useCodeLabel } from './NodeConditions';

export default function FlowPreview({ form, groups, businessType }: { form: FormInstance; groups: GroupView[]; businessType: string }) {
  const t = translator(useIntl());
  const codeLabel = useCodeLabel();
  const [example, setExample] = useState<Record<string, unknown>>({});
  const fields = conditionFieldsOf(businessType);
  const nodes = ((Form.useWatch('nodes', form) ?? []) as Array<DefinitionPayload['nodes'][number] | undefined>)
    .filter((n) => !!n)
    .map((n) => ({ ...n, condition: conditionPayload(n) }));
  const conditional = nodes.some((n) => n.condition);
  const { skipped } = routeOf(nodes, example);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('workflow.definition.preview')}</Typography.Title>
      {conditional && (
        <div style={{ marginBottom: 12 }} data-testid="route-example">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('workflow.condition.exampleHelp')}
          </Typography.Paragraph>
          <Space wrap>
            {fields.map((f) => (
              <Space key={f.key}>
                <Typography.Text>{fieldLabel(t, businessType, f)}</Typography.Text>
                <ConditionValue
                  field={f}
                  aria-label={fieldLabel(t, businessType, f)}
                  value={example[f.key]}
                  onChange={(v) => setExample((e) => ({ ...e, [f.key]: v ?? undefined }))}
                />
              </Space>
            ))}
          </Space>
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            {t('workflow.condition.summary', { count: nodes.length - skipped.length, skipped: skipped.length })}
          </Typography.Paragraph>
        </div>
      )}
      <Steps
        size="small"
        current={-1}
        items={[
          { title: t('workflow.definition.preview.submit'), status: 'finish' },
          ...nodes.map((n) => {
            const out = skipped.includes(n);
            return {
              title: out ? (
                <Typography.Text delete type="secondary">
                  {n.name || '—'}
                </Typography.Text>
              ) : (
                n.name || '—'
              ),
              status: 'wait' as const,
              content: (
                <span>
                  {groups.find((g) => g.id === n.groupId)?.name ?? '—'}
                  <br />
                  {t(`workflow.mode.${n.mode ?? 'ANY_ONE'}`)}
                  <br />
                  {n.slaHours ? t('workflow.definition.node.slaValue', { hours: n.slaHours }) : t('workflow.definition.node.slaNone')}
                  {n.condition && (
                    <>
                      <br />
                      <Tag color={out ? 'default' : 'blue'}>
                        {t(out ? 'workflow.condition.skipped' : 'workflow.condition.applies', {
                          condition: conditionText(businessType, n.condition, t, codeLabel),
                        })}
                      </Tag>
                    </>
                  )}
                </span>
              ),
            };
          }),
          { title: t('workflow.definition.preview.done'), status: 'wait' },
        ]}
      />
    </div>
  );
}
