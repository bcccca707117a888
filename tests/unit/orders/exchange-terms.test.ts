/**
 * An exchange's core terms come from the customer's exchange agreement, not from typing: the agreement
 * in force on the order's day that covers the removed P/N (or its ATA chapter) gives the core return
 * days and the core charge; without one the settings' days apply. The order keeps what it was created
 * with — a later change of the agreement does not rewrite it — and says where the terms came from.
 */
import resourceRoutes from '../../../mock/resources';
import * as store from '../../../mock/lib/store/store';
import { customerProfile } from '@/domain/desks/customerProfile';
import { agreementFor } from '@/domain/desks/agreements';
import { coreDueDate } from '@/domain/desks/orders';
import { businessDate, domainContext, type Values } from '@/domain/engine';
import { caller, fresh, ok } from '../mock/harness';

const call = caller(resourceRoutes);
const M = '/api/management';

const exchange = (over: Values): Values => ({
  agreementKind: 'EXCHANGE',
  agreementNo: 'EXA-TST-01',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  coveredPartNumbers: '3214552-1,2118142-2',
  coreCharge: 8000,
  currency: 'USD',
  coreReturnDays: 20,
  ...over,
});

describe('the agreement the terms come from', () => {
  const customer = {
    agreements: [
      exchange({ agreementKind: 'REPAIR', agreementNo: 'RPA-TST-01', tatDays: 15 }),
      exchange({}),
      exchange({ agreementNo: 'EXA-TST-02', coveredPartNumbers: '', coveredAta: ['36'], coreReturnDays: 45 }),
    ],
  };
  it('is of the kind asked, in force on the day (first and last day included), covering the P/N', () => {
    expect(agreementFor(customer, { kind: 'EXCHANGE', day: '2026-01-01', partNumber: '2118142-2' })?.agreementNo).toBe('EXA-TST-01');
    expect(agreementFor(customer, { kind: 'EXCHANGE', day: '2026-12-31', partNumber: ' 2118142-2 ' })?.agreementNo).toBe('EXA-TST-01');
    expect(agreementFor(customer, { kind: 'EXCHANGE', day: '2027-01-01', partNumber: '2118142-2' })).toBeUndefined();
    expect(agreementFor(customer, { kind: 'REPAIR', day: '2026-06-01', partNumber: '2118142-2' })?.agreementNo).toBe('RPA-TST-01');
  });
  it('covers a part by its ATA chapter when no listed P/N matches; nothing else is covered', () => {
    expect(agreementFor(customer, { kind: 'EXCHANGE', day: '2026-06-01', partNumber: '9999-1', ataChapter: '36' })?.agreementNo).toBe('EXA-TST-02');
    expect(agreementFor(customer, { kind: 'EXCHANGE', day: '2026-06-01', partNumber: '9999-1', ataChapter: '21' })).toBeUndefined();
    expect(agreementFor(undefined, { kind: 'EXCHANGE', day: '2026-06-01', partNumber: '2118142-2' })).toBeUndefined();
  });
  it('sets the core due date of a shipped replacement by the order’s own days', () => {
    const ctx = domainContext(Date.parse('2026-06-01T04:00:00Z'));
    expect(coreDueDate({ replacementShippedAt: '2026-06-01T04:00:00Z', coreReturnDays: 20 }, ctx)).toBe('2026-06-21');
    expect(coreDueDate({ replacementShippedAt: '2026-06-01T04:00:00Z' }, ctx)).toBe('2026-07-01'); // the setting's 30 days
  });
});

describe('an exchange order on the mock', () => {
  beforeEach(fresh);
  const today = () => businessDate(Date.now());

  /** A customer with an exchange agreement in force today, and a P/N it lists. */
  function agreed(): { customer: Values; agreement: Values; partNumber: string } {
    for (const customer of store.storedRows(customerProfile)) {
      if (customer.status !== 'ACTIVE') continue;
      for (const agreement of (customer.agreements as Values[]) ?? []) {
        const pn = String(agreement.coveredPartNumbers ?? '').split(',')[0];
        if (agreement.agreementKind === 'EXCHANGE' && pn && String(agreement.validFrom) <= today() && today() <= String(agreement.validTo))
          return { customer, agreement, partNumber: pn };
      }
    }
    throw new Error('no customer with an exchange agreement in force');
  }
  const create = (customerId: unknown, partNumber: string) =>
    ok(
      call(`POST ${M}/substitutionOrder`, {
        as: 'manager',
        body: {
          customerId,
          removedPartNumber: partNumber,
          removedPartName: '组件',
          removedSerialNumber: 'SN77001',
          removalReason: '功能失效',
          requiredBy: businessDate(Date.now()),
          aircraftType: null,
          aircraftRegistration: null,
          ataChapter: null,
          replacementPartNumber: partNumber,
          exchangeFee: null,
          currency: null,
          remark: null,
        },
      }),
    );
  const detail = (id: string) => ok(call(`GET ${M}/substitutionOrder/:id`, { as: 'admin', params: { id } }));

  it('takes the agreement’s core return days and charge, says which agreement, and keeps them when the agreement changes', () => {
    const { customer, agreement, partNumber } = agreed();
    const order = detail(create(customer.id, partNumber).id);
    expect(order).toMatchObject({
      coreTermsFrom: 'AGREEMENT',
      coreAgreementNo: agreement.agreementNo,
      coreReturnDays: agreement.coreReturnDays,
      coreCharge: agreement.coreCharge,
      coreChargeCurrency: agreement.currency,
    });
    // the agreement is renegotiated: the order made under the old terms keeps them
    agreement.coreReturnDays = Number(agreement.coreReturnDays) + 7;
    agreement.coreCharge = 1;
    expect(detail(order.id)).toMatchObject({ coreReturnDays: order.coreReturnDays, coreCharge: order.coreCharge, coreAgreementNo: agreement.agreementNo });
    // a new order takes the new terms
    expect(detail(create(customer.id, partNumber).id)).toMatchObject({ coreReturnDays: agreement.coreReturnDays, coreCharge: 1 });
  });

  it('without an agreement covering the part: the settings’ core return days, no charge, and says so', () => {
    const { customer } = agreed();
    const order = detail(create(customer.id, 'ZZ-404-1').id);
    expect(order).toMatchObject({ coreTermsFrom: 'SETTINGS', coreAgreementNo: null, coreReturnDays: 30, coreCharge: null });
  });
});
