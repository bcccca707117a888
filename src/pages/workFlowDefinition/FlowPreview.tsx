/**
 * The approval path of a definition as steps: submit → each node (group, mode, time limit) → approved.
 * With example values of the type's condition fields (路径预览) it shows which nodes that record would
 * pass and which it would skip — by the same `routeOf` the server runs on submission.
 */
import { APPROVAL_GROUP_DICTIONARY, nodesOf } from '@/domain/desks/workflowDefinition';
import type { ResourceRecord } from '@/domain/engine';
import { conditionFieldsOf, conditionLabelKey, conditionText, routeOf, type WorkflowNode } from '@/domain/workflow';
import { ConditionValue, useCodeLabel } from '@/engine/ConditionInput';
import { useDictionary } from '@/engine/useDictionary';
import { useIntl } from '@umijs/max';
import { Alert, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';

export default function FlowPreview({ record }: { record: ResourceRecord }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const codeLabel = useCodeLabel();
  const groups = useDictionary(APPROVAL_GROUP_DICTIONARY);
  const [example, setExample] = useState<Record<string, unknown>>({});
  const businessType = String(record.businessType);
  const fields = conditionFieldsOf(businessType);
  const nodes = nodesOf(record) as unknown as WorkflowNode[];
  const conditional = nodes.some((n) => n.condition);
  const { skipped } = routeOf(nodes, example);
  const enabled = record.status === 'ENABLED' && nodes.length > 0;
  return (
    <div>
      <Typography.Title level={5}>{t('workflow.definition.preview')}</Typography.Title>
      <Alert
        showIcon
        style={{ marginBottom: 12 }}
        type={enabled ? 'info' : 'warning'}
        title={
          enabled
            ? t(conditional ? 'workflow.definition.notice.activeConditional' : 'workflow.definition.notice.active', { count: nodes.length })
            : t('workflow.definition.notice.disabled')
        }
        description={enabled ? t('workflow.definition.notice.running') : undefined}
      />
      {conditional && (
        <div style={{ marginBottom: 12 }} data-testid="route-example">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('workflow.condition.exampleHelp')}
          </Typography.Paragraph>
          <Space wrap>
            {fields.map((f) => (
              <Space key={f.key}>
                <Typography.Text>{t(conditionLabelKey(businessType, f))}</Typography.Text>
                <ConditionValue
                  field={f}
                  aria-label={t(conditionLabelKey(businessType, f))}
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
                  {n.name}
                </Typography.Text>
              ) : (
                n.name
              ),
              status: 'wait' as const,
              content: (
                <span>
                  {groups.label(n.groupId)}
                  <br />
                  {t(`workflow.mode.${n.mode}`)}
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
