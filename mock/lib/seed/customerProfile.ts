/**
 * Seed of 客户档案 (customerProfile): one record per customer of CUSTOMERS (./dictionaries.ts), with
 * the customer's id as the record id — so every seeded record of every desk already names its
 * customer in the master. Codes, country, kind, stations and the fleet come from ./fleets.ts (the
 * order seeds fly the same aircraft); the exchange and repair agreements cover exactly the P/Ns the
 * customer's seeded exchange orders and repairs use.
 */
import type { ResourceRecord, Values } from '../../../src/domain/engine';
import { customerProfile } from '../../../src/domain/desks/customerProfile';
import type { Rng } from '../store/db';
import { seedAnchor } from './build';
import { dayAfter, seedDesk } from './desk';
import { CUSTOMERS } from './dictionaries';
import { CUSTOMER_FACTS, customerFleet, requiredCertificateOf } from './fleets';
import { seedSubstitutionOrders } from './orders';
import { phone } from './people';
import { seedReturnFactory } from './repairShop';

/** Customers seeded on hold (a credit stop, a dispute): the last two airlines of the list. */
const ON_HOLD = new Set(['C-CBG', 'C-CBJ']);
/** P/Ns per agreement: the covered list stays within its 300 characters. */
const PER_AGREEMENT = 20;

/** The P/Ns each customer's records of a desk use (customer id → sorted P/Ns). */
function partsByCustomer(rows: Values[], pn: string): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const id = String(row.customerId);
    if (!out.has(id)) out.set(id, new Set());
    out.get(id)!.add(String(row[pn]));
  }
  return new Map([...out].map(([id, set]) => [id, [...set].sort()]));
}

const chunks = <T>(list: T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_x, i) => list.slice(i * size, (i + 1) * size));

function contacts(r: Rng, icao: string | undefined, shortName: string): Values[] {
  const domain = `${(icao ?? shortName).toLowerCase().replace(/[^a-z]/g, '')}.example.cn`;
  return [
    { contactName: r.pick(['王磊', '李静', '张伟', '刘洋', '陈晨']), contactRole: 'AOG 值班经理', phone: phone(r), email: `aog@${domain}`, aog24h: true },
    { contactName: r.pick(['赵敏', '孙浩', '周婷', '吴刚']), contactRole: '航材采购经理', phone: phone(r), email: `purchasing@${domain}`, aog24h: false },
    { contactName: r.pick(['郑凯', '钱丽', '冯涛', '何芳']), contactRole: '技术经理', phone: phone(r), email: `engineering@${domain}`, aog24h: false },
  ];
}

function agreements(r: Rng, id: string, code: string, exchange: string[], repair: string[], anchor: number, i: number): Values[] {
  const from = dayAfter(anchor, -r.int(200, 600));
  // one customer in five has an agreement running out within the month (the manager's home warns)
  const to = (k: number) => dayAfter(anchor, i % 5 === 1 && k === 0 ? r.int(5, 25) : r.int(120, 700));
  const out: Values[] = [];
  chunks(exchange, PER_AGREEMENT).forEach((pns, k) =>
    out.push({
      agreementKind: 'EXCHANGE',
      agreementNo: `EXA-${code}-${String(k + 1).padStart(2, '0')}`,
      validFrom: from,
      validTo: to(k),
      coveredPartNumbers: pns.join(','),
      coreCharge: r.pick([8000, 15000, 25000, 40000]),
      currency: r.pick(['CNY', 'USD']),
      coreReturnDays: r.pick([15, 20, 30, 45]),
      discountPercent: r.pick([0, 5, 8, 10]),
    }),
  );
  chunks(repair, PER_AGREEMENT).forEach((pns, k) =>
    out.push({
      agreementKind: 'REPAIR',
      agreementNo: `RPA-${code}-${String(k + 1).padStart(2, '0')}`,
      validFrom: from,
      validTo: to(k + 1),
      coveredPartNumbers: pns.join(','),
      tatDays: r.pick([10, 15, 20, 30]),
      discountPercent: r.pick([0, 5, 10]),
    }),
  );
  if (CUSTOMER_FACTS[id]?.kind === 'AIRLINE' && r.chance(0.5))
    out.push({ agreementKind: 'TRAINING', agreementNo: `TRA-${code}-01`, validFrom: from, validTo: to(9), coveredAta: ['21', '32', '36'] });
  return out;
}

export function seedCustomerProfile(now = Date.now()): ResourceRecord[] {
  const anchor = seedAnchor(now);
  const exchange = partsByCustomer(seedSubstitutionOrders(now), 'removedPartNumber');
  const repair = partsByCustomer(seedReturnFactory(now), 'partNumber');
  const order = [...CUSTOMERS.filter(([id]) => !ON_HOLD.has(id)), ...CUSTOMERS.filter(([id]) => ON_HOLD.has(id))];
  const rows = seedDesk(
    {
      def: customerProfile,
      seed: 2026_0037,
      counts: { ACTIVE: CUSTOMERS.length - ON_HOLD.size, ON_HOLD: ON_HOLD.size },
      values: (r, i) => {
        const [id, name, nameEn] = order[i];
        const facts = CUSTOMER_FACTS[id];
        if (!facts) throw new Error(`customer ${id} has no facts in seed/fleets.ts`);
        const englishName = nameEn ?? name;
        const code = facts.icao ?? id.slice(2, 7);
        return {
          name,
          shortName: facts.shortName,
          icaoCode: facts.icao ?? null,
          iataCode: facts.iata ?? null,
          country: facts.country,
          kind: facts.kind,
          stations: facts.stations,
          requiredCertificate: requiredCertificateOf(id),
          contacts: contacts(r, facts.icao, englishName),
          fleet: customerFleet(id),
          agreements: agreements(r, id, code, exchange.get(id) ?? [], repair.get(id) ?? [], anchor, i),
        };
      },
      input: (_r, action) => (action.key === 'hold' ? { holdReason: '应收账款逾期，暂停新订单（财务通知）' } : {}),
    },
    now,
  );
  // the master's record id is the customer id the records carry; created long ago (before any order)
  return rows.map((row, i) => ({ ...row, id: order[i][0] }));
}
