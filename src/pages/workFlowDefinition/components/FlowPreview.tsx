/** The approval path of a definition as steps: submit → each node (group, mode) → approved. */
import type { DefinitionPayload, GroupView } from '@/domain/workflow';
import { translator } from '@/admin/adminText';
import { useIntl } from '@umijs/max';
import { Form, Steps, Typography, type FormInstance } from 'antd';

export default function FlowPreview({ form, groups }: { form: FormInstance; groups: GroupView[] }) {
  const t = translator(useIntl());
  const nodes: Array<DefinitionPayload['nodes'][number] | undefined> = Form.useWatch('nodes', form) ?? [];
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('workflow.definition.preview')}</Typography.Title>
      <Steps
        size="small"
        current={-1}
        items={[
          { title: t('workflow.definition.preview.submit'), status: 'finish' },
          ...nodes
            .filter((n) => !!n)
            .map((n) => ({
              title: n.name || '—',
              status: 'wait' as const,
              content: (
                <span>
                  {groups.find((g) => g.id === n.groupId)?.name ?? '—'}
                  <br />
                  {t(`workflow.mode.${n.mode ?? 'ANY_ONE'}`)}
                  <br />
                  {n.slaHours ? t('workflow.definition.node.slaValue', { hours: n.slaHours }) : t('workflow.definition.node.slaNone')}
                </span>
              ),
            })),
          { title: t('workflow.definition.preview.done'), status: 'wait' },
        ]}
      />
    </div>
  );
}
