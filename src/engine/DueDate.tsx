import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';
import { businessDate, daysBetween, type ResourceRecord } from '@/domain/engine';

/** Overdue days as a red tag (a grey 0 when not overdue). */
export function Overdue({ days }: { days: unknown }) {
  const intl = useIntl();
  if (typeof days !== 'number' || days <= 0) return <Typography.Text type="secondary">0</Typography.Text>;
  return <Tag color="red">{intl.formatMessage({ id: 'resource.due.overdueDays' }, { days })}</Tag>;
}

/** A due date ('YYYY-MM-DD'), with how far away it is while the record is in one of `outStatuses`. */
export function DueDate({ value, record, outStatuses }: { value: unknown; record: ResourceRecord; outStatuses: string[] }) {
  const intl = useIntl();
  if (typeof value !== 'string') return <Typography.Text type="secondary">-</Typography.Text>;
  if (!outStatuses.includes(String(record.status))) return <span>{value}</span>;
  const left = daysBetween(businessDate(Date.now()), value);
  const hint =
    left < 0
      ? intl.formatMessage({ id: 'resource.due.overdueDays' }, { days: -left })
      : left === 0
        ? intl.formatMessage({ id: 'resource.due.today' })
        : intl.formatMessage({ id: 'resource.due.in' }, { days: left });
  return (
    <span>
      {value}{' '}
      <Typography.Text type={left < 0 ? 'danger' : left <= 3 ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </span>
  );
}
