import { ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { formatDuration } from '@/domain/duration';
import { isAogOpen } from '@/domain/desks/orders';
import type { ResourceRecord } from '@/domain/engine';
import { useNow } from '@/engine/useNow';

/**
 * The live countdown to an AOG order's response deadline: ticking while it waits for acceptance,
 * red once past it; after acceptance it says whether the answer came in time.
 */
export function Countdown({ deadline, record }: { deadline: unknown; record: ResourceRecord }) {
  const intl = useIntl();
  const now = useNow(1000);
  if (typeof deadline !== 'string') return null;
  const due = Date.parse(deadline);
  if (record.status !== 'SUBMITTED') {
    if (!isAogOpen(record)) return <span>{new Date(due).toLocaleString(intl.locale, { hour12: false })}</span>;
    const late = typeof record.acceptedAt === 'string' && Date.parse(record.acceptedAt) > due;
    return <Tag color={late ? 'orange' : 'green'}>{intl.formatMessage({ id: late ? 'aogOrder.countdown.answeredLate' : 'aogOrder.countdown.answered' })}</Tag>;
  }
  const left = due - now;
  const time = formatDuration(left);
  return left >= 0 ? (
    <Tag icon={<ClockCircleOutlined />} color={left < 30 * 60_000 ? 'orange' : 'blue'} role="timer">
      {intl.formatMessage({ id: 'aogOrder.countdown.left' }, { time })}
    </Tag>
  ) : (
    <Tag icon={<ExclamationCircleOutlined />} color="red" role="timer">
      {intl.formatMessage({ id: 'aogOrder.countdown.overdue' }, { time })}
    </Tag>
  );
}
