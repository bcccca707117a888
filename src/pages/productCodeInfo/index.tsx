import { productCodeInfo } from '@/domain/desks/knowledge';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(productCodeInfo);

/** 物料编码: codes created directly or by an approved request (linked back to it); deactivate / reactivate. */
export default () => <ResourcePage resource={productCodeInfo} />;
