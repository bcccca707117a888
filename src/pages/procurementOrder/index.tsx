import { procurementOrder } from '@/domain/desks';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { TotalAmount } from './TotalAmount';

export const preload = firstPageOf(procurementOrder);

/** 采购订单: quote → confirm → ship → deliver → close; the total is quantity × quoted unit price. */
export default () => <ResourcePage resource={procurementOrder} render={{ totalAmount: (v, r) => <TotalAmount value={v} record={r} /> }} />;
