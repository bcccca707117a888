import { leaseOrder } from '@/domain/desks';
import { LEASE_OUT } from '@/domain/desks/orders';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { DueDate, Overdue } from '@/engine/DueDate';

export const preload = firstPageOf(leaseOrder);

/** 租赁订单: return due date and overdue days / fee derived; overdue leases stand out. */
export default () => (
  <ResourcePage
    resource={leaseOrder}
    render={{
      returnDueDate: (v, r) => <DueDate value={v} record={r} outStatuses={LEASE_OUT} />,
      overdueDays: (v) => <Overdue days={v} />,
    }}
  />
);
