/**
 * The approval rounds of one record: for each submission, its nodes in order with who received a task,
 * what they decided, when, and their comment — and, where they stood, the nodes its route skipped with
 * the condition that did not hold. Newest round first.
 */
import { conditionText, type InstanceWithTasks, type RecordApprovals, type SkippedNode, type TaskView } from '@/domain/workflow';
import { dictionaryView, useDictionaries } from '../useDictionary';
import { useIntl } from '@umijs/max';
import { Card, Empty, Space, Steps, Tag, Typography } from 'antd';
import { showTime } from '@/engine/text';
import { InstanceStatusTag, TaskStatusTag } from './StatusTags';

const STEP_STATUS = { WAITING: 'wait', ACTIVE: 'process', APPROVED: 'finish', REJECTED: 'error', CANCELLED: 'wait' } as const;
const fmt = (iso?: string) => showTime(iso);

function TaskLine({ task }: { task: TaskView }) {
  const intl = useIntl();
  return (
    <div style={{ fontSize: 12, lineHeight: '20px' }}>
      <Space size={4} wrap>
        <Typography.Text>
          {task.actorName
            ? intl.formatMessage({ id: 'workflow.delegation.onBehalf' }, { actor: task.actorName, principal: task.assigneeName })
            : task.assigneeName}
        </Typography.Text>
        <TaskStatusTag status={task.status} />
        {task.handledAt && <Typography.Text type="secondary">{fmt(task.handledAt)}</Typography.Text>}
        {task.transferredToName && (
          <Typography.Text type="secondary">{intl.formatMessage({ id: 'workflow.inbox.transferredTo' }, { name: task.transferredToName })}</Typography.Text>
        )}
      </Space>
      {task.comment && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          “{task.comment}”
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** A skipped node as a step: struck through, with the condition that did not hold. */
function skippedStep(node: SkippedNode, why: string, t: (id: string, values?: Record<string, unknown>) => string) {
  return {
    key: `skipped-${node.key}`,
    title: (
      <Typography.Text delete type="secondary" data-testid="skipped-node">
        {node.name}
      </Typography.Text>
    ),
    status: 'wait' as const,
    content: (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('workflow.condition.skipped', { condition: why })}
      </Typography.Text>
    ),
  };
}

function Round({ instance }: { instance: InstanceWithTasks }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const { byType } = useDictionaries();
  const why = (n: SkippedNode) =>
    n.condition
      ? conditionText(
          instance.businessType,
          n.condition,
          (key) => t(key),
          (dict, code) => dictionaryView(byType.get(dict)).label(code),
        )
      : '';
  const skippedBefore = (index: number) =>
    (instance.skipped ?? []).filter((n) => (n.before ?? instance.nodes.length) === index).map((n) => skippedStep(n, why(n), t));
  return (
    <Card
      size="small"
      data-testid="approval-round"
      title={
        <Space>
          <span>{t('workflow.inbox.roundValue', { round: instance.round })}</span>
          <InstanceStatusTag status={instance.status} />
        </Space>
      }
      extra={<Typography.Text type="secondary">{fmt(instance.startedAt)}</Typography.Text>}
    >
      <Steps
        orientation="vertical"
        size="small"
        items={[
          {
            title: t('workflow.detail.submitted', { name: instance.applicantName }),
            status: 'finish',
            content: <Typography.Text type="secondary">{fmt(instance.startedAt)}</Typography.Text>,
          },
          ...instance.nodes.flatMap((node, index) => {
            const tasks = instance.tasks.filter((x) => x.nodeIndex === index);
            const step = {
              title: (
                <Space size={4}>
                  <span>{node.name}</span>
                  <Tag>{t(`workflow.mode.${node.mode}`)}</Tag>
                </Space>
              ),
              status: STEP_STATUS[node.status],
              content: (
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {node.groupName} · {t(`workflow.node.status.${node.status}`)}
                  </Typography.Text>
                  {tasks.map((task) => (
                    <TaskLine key={task.id} task={task} />
                  ))}
                </div>
              ),
            };
            return [...skippedBefore(index), step];
          }),
          ...skippedBefore(instance.nodes.length),
        ]}
      />
    </Card>
  );
}

export default function ApprovalProgress({ data }: { data?: RecordApprovals }) {
  const intl = useIntl();
  if (!data) return null;
  if (!data.instances.length) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage({ id: data.mode === 'active' ? 'workflow.detail.noApprovals' : 'workflow.detail.autoApproveNote' })}
      />
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {data.instances
        .slice()
        .reverse()
        .map((i) => (
          <Round key={i.id} instance={i} />
        ))}
    </Space>
  );
}
