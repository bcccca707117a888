import { problemFeedback } from '@/domain/resources/applications';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(problemFeedback);

/** 问题反馈: a service application; submitting it starts its approval (审批管理), whose rounds show in the detail. */
export default () => <ResourcePage resource={problemFeedback} detailExtra={(r) => <RecordApprovals businessType="problemFeedback" record={r} />} />;
