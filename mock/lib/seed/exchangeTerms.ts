/**
 * Seeded exchange orders take their core terms as the server gives them to a new order: from the
 * customer's exchange agreement in force on the day the order was made that covers the removed P/N
 * (docs/customers.md "Terms come from the agreement"), else from the settings. The customer seed reads
 * the exchange orders (its agreements cover the P/Ns they use), so the terms are settled here, once
 * both exist — and the due date of a core already shipped follows the order's own days.
 */
import { substitutionOrder } from '../../../src/domain/desks/orders';
import { coreDueDate } from '../../../src/domain/desks/orders/exchange';
import { domainContext, fixedValues, type ResourceRecord } from '../../../src/domain/engine';

const TERMS = ['coreTermsFrom', 'coreAgreementNo', 'coreReturnDays', 'coreCharge', 'coreChargeCurrency'] as const;

export function withAgreementTerms(orders: ResourceRecord[], customers: ResourceRecord[]): ResourceRecord[] {
  const byId = new Map(customers.map((c) => [String(c.id), c]));
  return orders.map((order) => {
    const created = Date.parse(String(order.createdAt));
    const ctx = domainContext(created, {}, (id) => byId.get(id));
    const fresh: ResourceRecord = { ...order };
    for (const key of TERMS) delete fresh[key];
    Object.assign(fresh, fixedValues(substitutionOrder, fresh, ctx, 'create'));
    if (typeof fresh.replacementShippedAt === 'string') fresh.coreDueDate = coreDueDate(fresh, ctx);
    return fresh;
  });
}
