import { useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import type { ResourceRecord } from '@/domain/engine';

/** Turn-around days against the promised TAT ("12 / 15 天"), with the days beyond the promise in red. */
export default function Tat({ days, record }: { days: unknown; record: ResourceRecord }) {
  const intl = useIntl();
  if (typeof days !== 'number') return <Typography.Text type="secondary">-</Typography.Text>;
  const promised = record.promisedTatDays;
  if (typeof promised !== 'number') return <span>{intl.formatMessage({ id: 'returnFactory.tat.days' }, { days })}</span>;
  const late = days - promised;
  return (
    <Space size={4} wrap>
      <span data-testid="tat">{intl.formatMessage({ id: 'returnFactory.tat.of' }, { days, promised })}</span>
      {record.late ? (
        <Tag color="red">{intl.formatMessage({ id: 'returnFactory.tat.late' }, { days: late })}</Tag>
      ) : (
        <Tag color="green">{intl.formatMessage({ id: 'returnFactory.tat.onTime' })}</Tag>
      )}
    </Space>
  );
}
