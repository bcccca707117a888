import { productCodeApproval } from '@/domain/resources/knowledge';
import RecordApprovals from '@/resource/approvals/RecordApprovals';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(productCodeApproval);

/** 编码审批: requests for a new material code, approved through the workflow; approval creates the code. */
export default () => <ResourcePage resource={productCodeApproval} detailExtra={(r) => <RecordApprovals businessType="productCodeApproval" record={r} />} />;
