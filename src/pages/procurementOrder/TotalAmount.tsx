import { Typography } from 'antd';
import { useIntl } from '@umijs/max';
import type { ResourceRecord } from '@/domain/engine';
import { useDictionary } from '@/engine/useDictionary';

/** quantity × unit price, with its currency; empty until the order is quoted. */
export function TotalAmount({ value, record }: { value: unknown; record: ResourceRecord }) {
  const intl = useIntl();
  const currency = useDictionary('currency');
  if (typeof value !== 'number') return <Typography.Text type="secondary">-</Typography.Text>;
  const amount = value.toLocaleString(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Typography.Text strong title={currency.label(record.currency)}>
      {record.currency ? `${record.currency} ` : ''}
      {amount}
    </Typography.Text>
  );
}
