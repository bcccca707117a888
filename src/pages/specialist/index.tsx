import { specialist } from '@/domain/resources';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';

/**
 * 专家支持: requests for an expert of 专家列表, approved through the workflow; scheduling books the
 * expert's dates (the server refuses a clash with another booking), completing needs the report.
 */
export default () => <ResourcePage resource={specialist} detailExtra={(r) => <RecordApprovals businessType="specialist" record={r} />} />;
