import { substitutionOrder } from '@/domain/resources';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';
import { DueDate, Overdue } from '@/resource/DueDate';

export const preload = firstPageOf(substitutionOrder);

/** 替换订单: the core (removed unit) is due back a configured number of days after the replacement ships; overdue cores stand out. */
export default () => (
  <ResourcePage
    resource={substitutionOrder}
    detailExtra={(r) => <RecordApprovals businessType="substitutionOrder" record={r} />}
    render={{
      coreDueDate: (v, r) => <DueDate value={v} record={r} outStatuses={['REPLACEMENT_SHIPPED']} />,
      coreOverdueDays: (v) => <Overdue days={v} />,
    }}
  />
);
