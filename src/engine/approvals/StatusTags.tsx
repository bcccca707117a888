/** Status tags of tasks and approval instances, coloured consistently everywhere. */
import type { InstanceStatus, TaskStatus } from '@/domain/workflow';
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';

const TASK_COLOR: Record<TaskStatus, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error', TRANSFERRED: 'purple', CANCELLED: 'default' };
const INSTANCE_COLOR: Record<InstanceStatus, string> = {
  RUNNING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'warning',
  CANCELLED: 'default',
};

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const intl = useIntl();
  return <Tag color={TASK_COLOR[status]}>{intl.formatMessage({ id: `workflow.task.status.${status}` })}</Tag>;
}

export function InstanceStatusTag({ status }: { status: InstanceStatus }) {
  const intl = useIntl();
  return <Tag color={INSTANCE_COLOR[status]}>{intl.formatMessage({ id: `workflow.instance.status.${status}` })}</Tag>;
}
