/**
 * What the server's derived values read beyond the record (DomainContext `part` and `stock`,
 * src/domain/engine/fieldTypes.ts): the catalogue's entry of a P/N and the stock an order holds. Each
 * index is built once per context (one request), on first use.
 */
import type { DomainContext, Values } from '../../../src/domain/engine';
import { productMaintenance } from '../../../src/domain/desks/knowledge';
import { inventory } from '../../../src/domain/desks/inventory';
import { heldBy, reservationsOf } from '../../../src/domain/stock';
import { table } from '../store/tables';

const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** The catalogue and stock lookups of one context. */
export function lookups(): Pick<DomainContext, 'part' | 'stock'> {
  const parts = once(() => new Map([...table(productMaintenance).rows.values()].map((p) => [String(p.partNumber), p as Values])));
  const stock = once(() => {
    const byOrder = new Map<string, Values[]>();
    const serialised = new Set<string>();
    for (const row of table(inventory).rows.values()) {
      if (Array.isArray(row.serials) && row.serials.length > 0) serialised.add(String(row.partNumber));
      for (const r of reservationsOf(row)) byOrder.set(r.orderCode, [...(byOrder.get(r.orderCode) ?? []), row]);
    }
    return { byOrder, serialised };
  });
  return {
    part: (pn) => parts().get(pn),
    stock: {
      held: (code) =>
        [...new Set(stock().byOrder.get(code) ?? [])].map((row) => ({
          rowId: String(row.id),
          held: heldBy(row, code),
          serials: Array.isArray(row.serials) ? (row.serials as Values[]) : [],
        })),
      serialised: (pn) => stock().serialised.has(pn),
    },
  };
}
