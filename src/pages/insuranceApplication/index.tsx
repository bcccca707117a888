import { insuranceApplication } from '@/domain/resources/applications';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(insuranceApplication);

/** 商业保险申请: a service application; submitting it starts its approval (审批管理), whose rounds show in the detail. */
export default () => <ResourcePage resource={insuranceApplication} detailExtra={(r) => <RecordApprovals businessType="insuranceApplication" record={r} />} />;
