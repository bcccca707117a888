/**
 * A pending task's clock (src/domain/workflow/sla.ts): a tag of its state against its node's time
 * limit — on time, due soon, overdue — with the limit and the due time in its tooltip, and how long it
 * has waited. A task of a node without a limit says so.
 */
import type { SlaState, TaskClock } from '@/domain/workflow';
import { useIntl } from '@umijs/max';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { showTime } from '@/engine/text';

const COLOR: Record<SlaState, string> = { onTime: 'success', dueSoon: 'warning', overdue: 'error' };

export default function TaskClockTag({ clock, compact }: { clock?: TaskClock; compact?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  if (!clock) return null;
  const { state } = clock;
  const tag = state ? (
    <Tooltip title={t('workflow.inbox.clock.help', { sla: clock.slaHours, due: showTime(clock.dueAt) })}>
      <Tag color={COLOR[state]} style={{ marginInlineEnd: 0 }} data-sla={state}>
        {t(`workflow.inbox.clock.${state}`, { hours: state === 'overdue' ? clock.hoursPast : clock.hoursLeft })}
      </Tag>
    </Tooltip>
  ) : (
    <Tag style={{ marginInlineEnd: 0 }}>{t('workflow.inbox.clock.none')}</Tag>
  );
  if (compact) return state === 'overdue' ? tag : null;
  return (
    <Space orientation="vertical" size={2}>
      {tag}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('workflow.inbox.clock.age', { hours: clock.ageHours })}
      </Typography.Text>
    </Space>
  );
}
