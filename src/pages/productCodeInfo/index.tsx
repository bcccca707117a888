import { productCodeInfo } from '@/domain/resources/knowledge';
import ResourcePage from '@/resource/ResourcePage';
import { firstPageOf } from '@/resource/useFirstPage';

export const preload = firstPageOf(productCodeInfo);

/** 物料编码: codes created directly or by an approved request (linked back to it); deactivate / reactivate. */
export default () => <ResourcePage resource={productCodeInfo} />;
