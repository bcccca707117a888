/**
 * Terms from the agreement on the store's hooks (docs/customers.md "Terms come from the agreement"):
 * a procurement order's lines get their price-list price when the order is written — the catalogue's
 * list price of the P/N less the discount of the customer's agreement covering it
 * (src/domain/desks/terms.ts) — and keep it while their P/N stays; the quote starts from it. (A
 * repair's TAT terms are fixed values of its definition: `fixOn: ['create']`.)
 */
import { procurementOrder } from '../../../src/domain/desks/orders';
import { linePrice, pricedLines } from '../../../src/domain/desks/terms';
import { businessDate } from '../../../src/domain/engine';
import * as store from '../store/store';

/** The terms' rules on the store's hooks (registered by mock/lib/rules.ts; each returned function removes one). */
export function termsRules(): Array<() => void> {
  return [
    store.onWrite(procurementOrder.key, ({ record, before, ctx }) => {
      const day = businessDate(ctx.now);
      const customer = typeof record.customerId === 'string' ? ctx.customer?.(record.customerId) : undefined;
      return { patch: { lines: pricedLines(record.lines, before?.lines, (pn) => linePrice(customer, ctx.part?.(pn), day)) } };
    }),
  ];
}
