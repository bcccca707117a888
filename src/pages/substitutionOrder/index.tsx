import { substitutionOrder } from '@/domain/desks';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { DueDate, Overdue } from '@/engine/DueDate';

export const preload = firstPageOf(substitutionOrder);

/** 替换订单: the core (removed unit) is due back a configured number of days after the replacement ships; overdue cores stand out. */
export default () => (
  <ResourcePage
    resource={substitutionOrder}
    render={{
      coreDueDate: (v, r) => <DueDate value={v} record={r} outStatuses={['REPLACEMENT_SHIPPED']} />,
      coreOverdueDays: (v) => <Overdue days={v} />,
    }}
  />
);
