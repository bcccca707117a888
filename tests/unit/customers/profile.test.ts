/**
 * 客户档案: the master's rules (codes, the one AOG contact, agreement terms, one registration per
 * fleet) and its seed (every customer of every desk is in it, fleets fly what the records name,
 * agreements cover the P/Ns the exchange orders and repairs use, every record valid).
 */
import { customerProfile } from '@/domain/desks/customerProfile';
import { validateValues, type Issue, type Values } from '@/domain/engine';
import { CUSTOMERS } from '../../../mock/lib/seed/dictionaries';
import { seedCustomerProfile } from '../../../mock/lib/seed/customerProfile';
import { seedAogOrders, seedSubstitutionOrders } from '../../../mock/lib/seed/orders';
import { seedReturnFactory } from '../../../mock/lib/seed/repairShop';
import { registrationState } from '@/domain/registration';

const NOW = Date.parse('2026-11-20T04:00:00Z');
const contact = (aog24h: boolean) => ({ contactName: '王磊', contactRole: '值班经理', phone: '13800001111', email: 'aog@cca.example.cn', aog24h });
const valid = (): Values => ({
  name: '测试航空',
  shortName: 'Test Air',
  icaoCode: 'TST',
  iataCode: '3T',
  country: 'CN',
  kind: 'AIRLINE',
  requiredCertificate: 'AAC-038',
  contacts: [contact(true), contact(false)],
  fleet: [{ registration: 'B-652A', aircraftType: 'A320NEO', msn: '10234', aircraftStatus: 'IN_SERVICE' }],
  agreements: [
    {
      agreementKind: 'EXCHANGE',
      agreementNo: 'EXA-TST-01',
      validFrom: '2026-01-01',
      validTo: '2027-01-01',
      coveredPartNumbers: '2117320-3',
      coreCharge: 8000,
      currency: 'CNY',
      coreReturnDays: 30,
    },
    { agreementKind: 'REPAIR', agreementNo: 'RPA-TST-01', validFrom: '2026-01-01', validTo: '2027-01-01', coveredAta: ['32'], tatDays: 15 },
  ],
});
const check = (v: Values): Issue[] =>
  validateValues(
    customerProfile,
    customerProfile.fields.filter((f) => f.form),
    v,
    { rules: customerProfile.rules },
  ).issues;
const messages = (v: Values) => check(v).map((i) => i.message);

describe('customer master rules', () => {
  it('accepts a complete customer', () => expect(check(valid())).toEqual([]));

  it('checks the ICAO and IATA formats', () => {
    expect(messages({ ...valid(), icaoCode: 'CA' })).toContain('customerProfile.validation.icao');
    expect(messages({ ...valid(), iataCode: 'C!' })).toContain('customerProfile.validation.iata');
  });

  it('wants exactly one 24 h AOG contact', () => {
    expect(messages({ ...valid(), contacts: [contact(false)] })).toEqual(['customerProfile.validation.aogContact']);
    expect(messages({ ...valid(), contacts: [contact(true), contact(true)] })).toEqual(['customerProfile.validation.aogContact']);
  });

  it('checks a fleet registration by the portal rule and once per fleet', () => {
    const a = { registration: 'X-1234', aircraftType: 'A320NEO', msn: '1', aircraftStatus: 'IN_SERVICE' };
    expect(messages({ ...valid(), fleet: [a] })).toContain('resource.validation.registration');
    const b = { ...a, registration: 'B-652A' };
    expect(check({ ...valid(), fleet: [b, b] })).toEqual([
      { field: 'fleet', row: 2, cell: 'registration', message: 'customerProfile.validation.registrationTwice' },
    ]);
  });

  it('checks an agreement: validity, exchange core terms, repair TAT, coverage', () => {
    const [exchange, repair] = valid().agreements as Values[];
    expect(check({ ...valid(), agreements: [{ ...exchange, validTo: '2025-12-31' }] })).toEqual([
      { field: 'agreements', row: 1, cell: 'validTo', message: 'customerProfile.validation.validTo' },
    ]);
    expect(check({ ...valid(), agreements: [{ ...exchange, coreReturnDays: null }] }).map((i) => i.cell)).toEqual(['coreReturnDays']);
    expect(check({ ...valid(), agreements: [repair, { ...repair, tatDays: null }] }).map((i) => [i.row, i.cell])).toEqual([[2, 'tatDays']]);
    expect(messages({ ...valid(), agreements: [{ ...repair, coveredAta: [] }] })).toEqual(['customerProfile.validation.coverage']);
    expect(messages({ ...valid(), agreements: [{ ...exchange, coveredPartNumbers: '2117320-3;X' }] })).toContain(
      'customerProfile.validation.coveredPartNumbers',
    );
  });
});

describe('customer master seed', () => {
  const rows = seedCustomerProfile(NOW);
  const byId = new Map(rows.map((r) => [r.id, r]));

  it('is the customers of the records, by the same ids, each record valid', () => {
    expect(rows.map((r) => r.id).sort()).toEqual(CUSTOMERS.map(([id]) => id).sort());
    for (const row of rows) {
      const values = Object.fromEntries(customerProfile.fields.filter((f) => f.form).map((f) => [f.key, row[f.key] ?? null]));
      expect([row.id, check(values)]).toEqual([row.id, []]);
    }
    expect(rows.some((r) => r.status === 'ON_HOLD' && r.holdReason)).toBe(true);
  });

  it('flies the aircraft the records name: a record of an airline names one of its fleet, with its type', () => {
    for (const order of seedAogOrders(NOW) as Values[]) {
      const fleet = (byId.get(String(order.customerId))?.fleet ?? []) as Values[];
      if (!fleet.length) continue;
      const plane = fleet.find((a) => a.registration === order.aircraftRegistration);
      expect([order.code, plane?.aircraftType]).toEqual([order.code, order.aircraftType]);
    }
    for (const row of rows) for (const a of row.fleet as Values[]) expect(registrationState(String(a.registration))).toBe(row.country);
  });

  it('covers with an agreement every P/N an exchange order or a repair of the customer uses', () => {
    const covered = (id: unknown, kind: string, pn: unknown) =>
      ((byId.get(String(id))?.agreements ?? []) as Values[]).some(
        (a) => a.agreementKind === kind && String(a.coveredPartNumbers).split(',').includes(String(pn)),
      );
    for (const o of seedSubstitutionOrders(NOW)) expect([o.code, covered(o.customerId, 'EXCHANGE', o.removedPartNumber)]).toEqual([o.code, true]);
    for (const o of seedReturnFactory(NOW)) expect([o.code, covered(o.customerId, 'REPAIR', o.partNumber)]).toEqual([o.code, true]);
  });
});
