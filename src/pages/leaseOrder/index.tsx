import { leaseOrder } from '@/domain/resources';
import { LEASE_OUT } from '@/domain/resources/orders';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';
import { DueDate, Overdue } from '@/resource/DueDate';

export const preload = firstPageOf(leaseOrder);

/** 租赁订单: return due date and overdue days / fee derived; overdue leases stand out. */
export default () => (
  <ResourcePage
    resource={leaseOrder}
    detailExtra={(r) => <RecordApprovals businessType="leaseOrder" record={r} />}
    render={{
      returnDueDate: (v, r) => <DueDate value={v} record={r} outStatuses={LEASE_OUT} />,
      overdueDays: (v) => <Overdue days={v} />,
    }}
  />
);
