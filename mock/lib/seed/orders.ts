/**
 * Seed orders of the four desks: 160+ per type over every status, from a fixed seed, laid out
 * relative to the start of today (CST) so that open AOG orders are counting down and some leases and
 * cores are overdue. Airlines, stations, registrations and P/Ns look like the real thing.
 */
import { addDays, businessDate, type ActionDef, type ResourceDef, type Values } from '../../../src/domain/engine';
import { aogOrder, leaseOrder, procurementOrder, substitutionOrder } from '../../../src/domain/desks/orders';
import { rng, type Rng } from '../store/db';
import { AIRCRAFT_TYPES, CUSTOMERS, STATIONS } from './dictionaries';
import { buildRecords, DAY, HOUR, seedAnchor, type Person } from './build';
import { seedLeaseExtensions } from './leaseExtensions';
import { DEMO, person, phone } from './people';
import { PARTS } from './parts';
import { customerFleet, registration } from './fleets';

export { registration };
import { withApprovalRounds } from './approvals';

const APPLICANTS: Person[] = [DEMO.manager, DEMO.staff, DEMO.admin];
const OPERATORS: Person[] = [DEMO.manager, DEMO.admin];

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** Foreign operators' aircraft that the repair shops among the customers bring in (nationality marks of src/domain/registration). */
const FOREIGN: Array<[mark: string, shape: string]> = [
  ['9V-', 'LLL'],
  ['JA', 'DDLL'],
  ['HL', 'DDDD'],
  ['N', 'DDDLL'],
  ['VH-', 'LLL'],
  ['G-', 'LLLL'],
  ['D-', 'ALLL'],
  ['F-', 'HLLL'],
  ['9M-', 'LLL'],
  ['HS-', 'LLL'],
  ['B-', 'HLL'],
  ['VN-', 'ADDD'],
  ['A6-', 'LLL'],
];
const MRO_CUSTOMERS = new Set(['C-AMECO', 'C-GAMECO', 'C-STARCO', 'C-MTU']);

/** A foreign registration: each letter of the shape is L (letter), D (digit) or itself. */
export function foreignRegistration(r: Rng): string {
  const [mark, shape] = r.pick(FOREIGN);
  const first = mark === 'N' ? String(r.int(1, 9)) : '';
  const body = [...shape.slice(first ? 1 : 0)].map((c) => (c === 'L' ? r.pick([...LETTERS]) : c === 'D' ? r.pick([...DIGITS]) : c)).join('');
  return `${mark}${first}${body}`;
}

/**
 * A customer and an aircraft of theirs: an airline's own, from its fleet (./fleets.ts: registration,
 * type, MSN); a repair shop brings in its customers' aircraft, often a foreign operator's (typed).
 */
export function fleet(r: Rng, withType = true): Values {
  const c = customer(r);
  const own = customerFleet(String(c.customerId));
  const a: Values = own.length
    ? r.pick(own)
    : {
        registration: MRO_CUSTOMERS.has(String(c.customerId)) && r.chance(0.5) ? foreignRegistration(r) : registration(r),
        aircraftType: r.pick(AIRCRAFT_TYPES)[0],
      };
  return { ...c, aircraftRegistration: a.registration, ...(withType ? { aircraftType: a.aircraftType } : {}) };
}

export const serial = (r: Rng, prefix = '') =>
  `${prefix}${r.pick(['SN', 'A', 'P', 'CN', 'U'])}${r.int(10000, 99999)}${r.chance(0.3) ? r.pick([...LETTERS]) : ''}`;
export const tracking = (r: Rng, carrier: string) =>
  carrier === 'SF'
    ? `SF${r.int(1000000000, 9999999999)}${r.int(10, 99)}`
    : carrier === 'DHL'
      ? String(r.int(1000000000, 9999999999))
      : `${carrier.slice(0, 2)}${r.int(100000000, 999999999)}CN`;

export function customer(r: Rng): Values {
  const [id, name] = r.pick(CUSTOMERS);
  return { customerId: id, customerName: name };
}

/** Counts per status: every status present, most records in the busy middle of the lifecycle. */
export function spread(def: ResourceDef, total: number, weights: Record<string, number>): Record<string, number> {
  const statuses = def.lifecycle!.statuses.map((s) => s.key);
  const sum = statuses.reduce((a, s) => a + (weights[s] ?? 1), 0);
  const counts: Record<string, number> = {};
  let left = total;
  statuses.forEach((s, i) => {
    // weight 0: none (a status the seed reaches its own way)
    const n = weights[s] === 0 ? 0 : i === statuses.length - 1 ? left : Math.max(4, Math.round((total * (weights[s] ?? 1)) / sum));
    counts[s] = n;
    left -= n;
  });
  return counts;
}

const gapOf = (r: Rng, min: number, max: number) => r.int(min, max);

export function commonInput(r: Rng, action: ActionDef, at: number, record: Values = {}): Values {
  const input: Values = {};
  for (const f of action.input ?? []) {
    if (f.key === 'carrier') input.carrier = r.pick(['SF', 'EMS', 'JD', 'CARGO-CA', 'DHL', 'FEDEX']);
    else if (f.key === 'trackingNo') input.trackingNo = tracking(r, String(input.carrier ?? 'SF'));
    else if (f.key === 'currency') input.currency = r.pick(['CNY', 'CNY', 'USD', 'EUR']);
    else if (f.key === 'lines' && f.lines?.patch)
      input.lines = (record.lines as Values[]).map(() => ({ unitPrice: r.int(800, 380000) + r.pick([0, 0.5, 0.99]) }));
    else if (f.key === 'quoteValidUntil') input.quoteValidUntil = addDays(businessDate(at), r.int(20, 60));
    else if (f.key === 'serialNumber' || f.key === 'replacementSerialNumber') input[f.key] = serial(r);
    else if (f.key === 'inspectionResult') input.inspectionResult = r.pick(['SERVICEABLE', 'SERVICEABLE', 'REPAIR_NEEDED', 'SCRAP']);
  }
  if (action.comment === 'required') input.comment = r.pick(['客户取消需求', '重复下单', '客户已从其他渠道解决', '预算未批准']);
  else if (action.comment === 'optional' && r.chance(0.4)) input.comment = r.pick(['已电话确认', '按客户要求加急处理', '资料齐全', '同意']);
  return input;
}

/** How a desk's customers set their need dates (days), for `withNeedDates`. */
interface NeedDates {
  seed: number;
  /** the time the order reached its customer */
  delivered: string;
  /** statuses whose records keep the need date they were built with */
  keep: readonly string[];
  /** on time: delivered this many days before the need date at most */
  margin: number;
  /** late: delivered this many days after it at most */
  late: number;
  /** not delivered yet: needed this many days after it was placed */
  ahead: [number, number];
}

/**
 * The date each order was placed against, as a customer would set it: an order not delivered needs
 * its parts some days after it was placed (`ahead`); a delivered one was delivered by it nine times in
 * ten (on-time delivery of a parts maker's desk), a few days late otherwise — never before the order was
 * placed. Its own random sequence: the rest of the seed is as before.
 */
function withNeedDates<R extends Values>(orders: R[], o: NeedDates): R[] {
  const r = rng(o.seed);
  for (const order of orders) {
    if (o.keep.includes(String(order.status))) continue;
    const placed = businessDate(Date.parse(String(order.createdAt)));
    const at = order[o.delivered];
    const delivered = typeof at === 'string' ? businessDate(Date.parse(at)) : null;
    const need = delivered ? addDays(delivered, r.chance(0.9) ? r.int(0, o.margin) : -r.int(1, o.late)) : addDays(placed, r.int(...o.ahead));
    // dates as YYYY-MM-DD text: the later of the two
    (order as Values).requiredBy = [need, placed].sort()[1];
  }
  return orders;
}

/** Procurement: open requests keep theirs (7–90 days ahead); an order under way needs its parts 2–10 weeks after it was placed. */
const PROCUREMENT_NEEDS: NeedDates = {
  seed: 2026_1191,
  delivered: 'deliveredAt',
  keep: ['DRAFT', 'SUBMITTED', 'QUOTED'],
  margin: 12,
  late: 6,
  ahead: [14, 70],
};
/** Exchange: a unit is needed soon — 1–14 days after the order; its replacement's shipping is its delivery. */
const EXCHANGE_NEEDS: NeedDates = { seed: 2026_1192, delivered: 'replacementShippedAt', keep: [], margin: 5, late: 4, ahead: [1, 14] };

export function seedProcurementOrders(now = Date.now()) {
  const r = rng(2026_1101);
  const anchor = seedAnchor(now);
  const orders = buildRecords({
    def: procurementOrder,
    rng: r,
    counts: spread(procurementOrder, 168, { DRAFT: 1.5, SUBMITTED: 2, QUOTED: 2, CONFIRMED: 1.5, SHIPPED: 1.5, DELIVERED: 1.5, CLOSED: 3, CANCELLED: 1 }),
    base: (_i, status) => {
      // 1–5 lines of distinct P/Ns
      const lines = r.pick([1, 1, 2, 2, 3, 3, 4, 5]);
      const parts = [...new Set(Array.from({ length: lines * 2 }, () => r.pick(PARTS)))].slice(0, lines);
      const open = ['DRAFT', 'SUBMITTED', 'QUOTED'].includes(status);
      return {
        ...customer(r),
        lines: parts.map(([pn, name]) => ({
          partNumber: pn,
          partName: name,
          quantity: r.pick([1, 1, 1, 2, 2, 3, 4, 6, 10]),
          unit: r.pick(['EA', 'EA', 'EA', 'SET', 'KIT']),
          conditionCode: r.pick(['NE', 'NE', 'OH', 'SV', 'NS']),
        })),
        aircraftType: r.pick(AIRCRAFT_TYPES)[0],
        ataChapter: parts[0][2],
        certificateType: r.pick(['AAC-038', 'FAA-8130-3', 'EASA-FORM-1', 'COC']),
        priority: r.pick(['ROUTINE', 'ROUTINE', 'URGENT', 'CRITICAL']),
        requiredBy: addDays(businessDate(anchor), open ? r.int(7, 90) : -r.int(0, 120)),
        deliveryAddress: r.chance(0.6) ? `${r.pick(STATIONS)[1].slice(4)}机场航材库` : null,
        remark: r.chance(0.25) ? r.pick(['需随件提供原厂证书', '请优先安排空运', '可接受同等件']) : null,
      };
    },
    // drafts, requests and quotes are recent (a quote is valid 20–60 days); the rest spread over half a year
    createdAt: (_i, status) => anchor - (['DRAFT', 'SUBMITTED', 'QUOTED'].includes(status) ? r.int(0, 12) : r.int(5, 170)) * DAY - r.int(1, 20) * HOUR,
    stepGap: () => gapOf(r, 2, 72) * HOUR,
    input: (action, rec, at) => commonInput(r, action, at, rec),
    applicants: APPLICANTS,
    operators: OPERATORS,
    now,
  });
  return withNeedDates(orders, PROCUREMENT_NEEDS);
}

export function seedAogOrders(now = Date.now()) {
  const r = rng(2026_1102);
  const anchor = seedAnchor(now);
  return buildRecords({
    def: aogOrder,
    rng: r,
    counts: spread(aogOrder, 164, { SUBMITTED: 1.6, ACCEPTED: 1.4, SOURCING: 1.4, SHIPPED: 1.2, DELIVERED: 1.2, CLOSED: 4, CANCELLED: 0.8 }),
    base: () => {
      const [pn, name, ata] = r.pick(PARTS);
      return {
        ...fleet(r),
        station: r.pick(STATIONS)[0],
        partNumber: pn,
        partName: name,
        quantity: r.pick([1, 1, 1, 2]),
        ataChapter: ata,
        contactName: person(r),
        contactPhone: phone(r),
        faultDescription: r.pick([
          `${name}故障，航前检查发现，飞机停场待件`,
          `ECAM 告警，更换${name}后仍无法排除，需紧急调件`,
          `航后检查发现${name}渗漏，超出手册限制`,
          `${name}自检失败，MEL 不允许保留`,
        ]),
      };
    },
    // open AOGs are recent: the new ones are within the response window or just past it
    createdAt: (_i, status) =>
      status === 'SUBMITTED'
        ? now - r.int(5, 200) * 60_000
        : ['ACCEPTED', 'SOURCING', 'SHIPPED'].includes(status)
          ? now - r.int(3, 60) * HOUR
          : anchor - r.int(2, 150) * DAY,
    stepGap: (action) => (action.key === 'accept' ? r.int(10, 150) * 60_000 : r.int(1, 20) * HOUR),
    input: (action, _rec, at) => commonInput(r, action, at),
    applicants: APPLICANTS,
    operators: OPERATORS,
    now,
  }).map((rec) => ({ ...rec, aogSince: new Date(Date.parse(rec.createdAt) - r.int(20, 300) * 60_000).toISOString() }));
}

export function seedLeaseOrders(now = Date.now()) {
  const r = rng(2026_1103);
  const anchor = seedAnchor(now);
  const rows = buildRecords({
    def: leaseOrder,
    rng: r,
    // orders waiting for an extension's approval are made from orders on lease (leaseExtensions.ts)
    counts: spread(leaseOrder, 162, {
      SUBMITTED: 1.5,
      APPROVED: 1.2,
      DISPATCHED: 1,
      ON_LEASE: 2.5,
      EXTENSION_REQUESTED: 0,
      RETURNED: 1,
      INSPECTED: 1,
      CLOSED: 2.5,
      REJECTED: 0.6,
      WITHDRAWN: 0.4,
      CANCELLED: 0.6,
    }),
    base: () => {
      const [pn, name] = r.pick(PARTS);
      const dayRate = r.pick([380, 650, 900, 1200, 1800, 2600, 4200]);
      return {
        ...customer(r),
        partNumber: pn,
        partName: name,
        aircraftType: r.pick(AIRCRAFT_TYPES)[0],
        aircraftRegistration: r.chance(0.6) ? registration(r) : null,
        leaseDays: r.pick([15, 30, 30, 45, 60, 90]),
        dayRate,
        currency: r.pick(['CNY', 'CNY', 'USD']),
        deposit: dayRate * r.pick([20, 30, 50]),
      };
    },
    createdAt: (_i, status) =>
      (['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'].includes(status)
        ? r.int(1, 12)
        : status === 'ON_LEASE' || status === 'DISPATCHED'
          ? r.int(20, 110)
          : r.int(60, 200)) *
        -DAY +
      anchor -
      r.int(1, 20) * HOUR,
    stepGap: (action) => (action.key === 'return' ? r.int(15, 80) * DAY : r.int(4, 48) * HOUR),
    input: (action, _rec, at) => commonInput(r, action, at),
    applicants: APPLICANTS,
    operators: OPERATORS,
    now,
  }).map((rec) => ({ ...rec, leaseStart: businessDate(Date.parse(rec.createdAt) + r.int(1, 5) * DAY) }));
  return seedLeaseExtensions(withApprovalRounds(leaseOrder.key, rows, rng(2026_1131)), r, now, OPERATORS);
}

export function seedSubstitutionOrders(now = Date.now()) {
  const r = rng(2026_1104);
  const anchor = seedAnchor(now);
  const rows = buildRecords({
    def: substitutionOrder,
    rng: r,
    counts: spread(substitutionOrder, 160, {
      SUBMITTED: 1.5,
      APPROVED: 1.2,
      REPLACEMENT_SHIPPED: 2.5,
      CORE_RECEIVED: 1.2,
      CLOSED: 3,
      REJECTED: 0.6,
      WITHDRAWN: 0.4,
      CANCELLED: 0.6,
    }),
    base: () => {
      const [pn, name, ata] = r.pick(PARTS);
      const fee = r.chance(0.7) ? r.int(5000, 160000) : null;
      return {
        ...fleet(r),
        removedPartNumber: pn,
        removedPartName: name,
        removedSerialNumber: serial(r),
        removalReason: r.pick([`${name}功能失效，BITE 测试不通过`, '到寿拆换', `${name}性能衰退，按 SB 要求更换`, '外部损伤，超出可修理限制']),
        ataChapter: ata,
        replacementPartNumber: r.chance(0.85) ? pn : `${pn.slice(0, -1)}${(Number(pn.slice(-1)) || 0) + 1}`,
        exchangeFee: fee,
        currency: fee ? r.pick(['CNY', 'USD']) : null,
      };
    },
    createdAt: (_i, status) =>
      anchor -
      (['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'].includes(status) ? r.int(0, 10) : status === 'REPLACEMENT_SHIPPED' ? r.int(5, 60) : r.int(40, 200)) *
        DAY -
      r.int(1, 20) * HOUR,
    stepGap: (action) => (action.key === 'receiveCore' ? r.int(10, 45) * DAY : r.int(4, 60) * HOUR),
    input: (action, _rec, at) => commonInput(r, action, at),
    applicants: APPLICANTS,
    operators: OPERATORS,
    now,
  });
  return withNeedDates(withApprovalRounds(substitutionOrder.key, rows, rng(2026_1132)), EXCHANGE_NEEDS);
}
