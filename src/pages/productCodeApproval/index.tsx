import { productCodeApproval } from '@/domain/desks/knowledge';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(productCodeApproval);

/** 编码审批: requests for a new material code, approved through the workflow; approval creates the code. */
export default () => <ResourcePage resource={productCodeApproval} />;
