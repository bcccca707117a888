import { cifficultReport } from '@/domain/resources/applications';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(cifficultReport);

/** 疑难报告: a service application; submitting it starts its approval (审批管理), whose rounds show in the detail. */
export default () => <ResourcePage resource={cifficultReport} detailExtra={(r) => <RecordApprovals businessType="cifficultReport" record={r} />} />;
