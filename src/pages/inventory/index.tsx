import { inventory } from '@/domain/desks/inventory';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';
import PartTotals from './PartTotals';

export const preload = firstPageOf(inventory);

/** 库存: the engine's list, form, detail and lifecycle of the definition; the detail adds the P/N's totals over every row. */
export default () => <ResourcePage resource={inventory} detailExtra={(r) => <PartTotals record={r} />} />;
