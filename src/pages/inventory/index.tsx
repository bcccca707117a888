import { inventory } from '@/domain/desks/inventory';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(inventory);

/** 库存: the engine's list, form, detail and lifecycle of the definition. */
export default () => <ResourcePage resource={inventory} />;
