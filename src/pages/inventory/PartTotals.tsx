/**
 * The totals of a stock row's P/N over every location and condition (on hand, reserved, available),
 * under the row's own figures in its detail: read from the list of that P/N (docs/inventory.md).
 */
import { Alert, Descriptions, Skeleton } from 'antd';
import { useRequest } from 'ahooks';
import { useIntl } from '@umijs/max';
import { inventory, availableOfRow } from '@/domain/desks/inventory';
import { reservedOf } from '@/domain/stock';
import type { ResourceRecord } from '@/domain/engine';
import { resourceService } from '@/services/resource';

const service = resourceService(inventory);

export default function PartTotals({ record }: { record: ResourceRecord }) {
  const { formatMessage } = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);
  const pn = String(record.partNumber ?? '');
  const { data, loading, error } = useRequest(() => service.list({ partNumber: pn, pageSize: 100, current: 1 }), { refreshDeps: [pn, record.version] });
  if (loading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (error || !data) return <Alert type="warning" showIcon message={t('inventory.totals.failed')} />;
  const rows = (data.data ?? []).filter((r) => r.partNumber === pn);
  const onHand = rows.reduce((s, r) => s + Number(r.quantity ?? 0), 0);
  return (
    <Descriptions
      size="small"
      bordered
      column={3}
      title={t('inventory.totals.title', { partNumber: pn, rows: rows.length })}
      data-testid="inventory-part-totals"
      items={[
        { key: 'onHand', label: t('inventory.field.quantity'), children: onHand },
        { key: 'reserved', label: t('inventory.field.reserved'), children: rows.reduce((s, r) => s + reservedOf(r), 0) },
        { key: 'available', label: t('inventory.field.available'), children: rows.reduce((s, r) => s + availableOfRow(r), 0) },
      ]}
    />
  );
}
