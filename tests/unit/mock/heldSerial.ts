/** A serial on a stock row an order holds units of, if any (库存, mock/lib/desks/stock.ts): what its shipment may name. */
import * as store from '../../../mock/lib/store/store';
import { heldBy } from '@/domain/stock';

export const heldSerial = (orderCode: string): string | undefined =>
  store
    .storedRows(store.definition('inventory'))
    .filter((r) => heldBy(r, orderCode) > 0)
    .flatMap((r) => (Array.isArray(r.serials) ? r.serials.map((s: { serialNumber: string }) => s.serialNumber) : []))[0];
