import { userComplaints } from '@/domain/resources/applications';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(userComplaints);

/** 用户投诉: a service application; submitting it starts its approval (审批管理), whose rounds show in the detail. */
export default () => <ResourcePage resource={userComplaints} detailExtra={(r) => <RecordApprovals businessType="userComplaints" record={r} />} />;
