import { productMaintenance } from '@/domain/desks/knowledge';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import ProductThumbnail from './ProductThumbnail';

export const preload = firstPageOf(productMaintenance);

/** 产品信息: the catalogue; the first picture among a product's attachments is its thumbnail. */
export default () => (
  <ResourcePage
    resource={productMaintenance}
    render={{ thumbnail: (v, r) => <ProductThumbnail fileId={typeof v === 'string' ? v : undefined} partNumber={String(r.partNumber ?? '')} /> }}
  />
);
