/**
 * Seed of 库存 (inventory, docs/inventory.md): stock of every catalogued part at plausible places — the
 * rotables and LRUs at the main warehouse and the hub stations in several conditions, each unit with
 * its serial and its airworthiness certificate; expendables and consumables in bulk at the
 * warehouses; the replacements of superseded parts and the alternates beside them; a few rows
 * quarantined as suspected unapproved parts. Then the seeded orders that hold stock (AOG SOURCING,
 * procurement CONFIRMED, exchange APPROVED) reserve it, through the same plan the server uses (a row
 * is topped up first where the seed's numbers fall short), so every reservation is an order's and
 * every order's is on a row. `LAST_UNIT_PN` has exactly one serviceable unit available (with its
 * FAA 8130-3) besides those its seeded orders hold: the browser journey takes it.
 */
import type { ResourceRecord, Values } from '../../../src/domain/engine';
import { inventory } from '../../../src/domain/desks/inventory';
import { isServiceable, planReservation, reserve, STOCK_STEPS, wantsOf, type StockRow } from '../../../src/domain/stock';
import { rng, type Rng } from '../store/db';
import { seedDesk } from './desk';
import { seedAogOrders, seedProcurementOrders, seedSubstitutionOrders } from './orders';
import { CATALOGUE, CATALOGUE_FACTS, SUPERSEDED, TWO_WAY_ALTERNATES, type Part } from './parts';

/** The part with exactly one serviceable unit available (an APU starter at the Pudong bonded store). */
export const LAST_UNIT_PN = '3876022-3';

const WAREHOUSES = ['WH-TSN', 'WH-PVG', 'WH-CAN'];
const STATIONS = ['ST-PEK', 'ST-PKX', 'ST-CTU', 'ST-SZX', 'ST-KMG', 'ST-URC'];
const CERTS: Array<[type: string, prefix: string]> = [
  ['FAA-8130-3', 'FAA'],
  ['FAA-8130-3', 'FAA'],
  ['EASA-FORM-1', 'EF1'],
  ['AAC-038', 'AAC038'],
];

interface Planned {
  partNumber: string;
  partName: string;
  location: string;
  conditionCode: string;
  quantity: number;
  unit: string;
  quarantined?: boolean;
}

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One serial with its certificate, dated before `before`. */
function serial(r: Rng, pn: string, before: number): Values {
  const [certificateType, prefix] = r.pick(CERTS);
  const date = before - r.int(3, 300) * DAY;
  return {
    serialNumber: `${pn.replace(/[^A-Z0-9]/g, '').slice(0, 5)}-${r.int(10000, 99999)}`,
    certificateType,
    certificateNo: `${prefix}-${ymd(date).replace(/-/g, '')}-${r.int(100, 9999)}`,
    certificateDate: ymd(date),
  };
}

/** The stock rows of the catalogue, in a fixed order (quarantined ones last). */
function plan(r: Rng): Planned[] {
  const out: Planned[] = [];
  const quarantine: Planned[] = [];
  const add = ([pn, name, , kind]: Part, location: string, conditionCode: string, quantity: number) => {
    const facts = CATALOGUE_FACTS[kind];
    out.push({ partNumber: pn, partName: name, location, conditionCode, quantity, unit: facts.serialised || kind !== 'consumable' ? 'EA' : 'KG' });
  };
  for (const part of CATALOGUE) {
    const [pn, name, , kind] = part;
    const { serialised } = CATALOGUE_FACTS[kind];
    if (pn === LAST_UNIT_PN) {
      // the units the seeded orders hold (topped up below) and one more — the last one available — and a removed unit waiting for repair
      add(part, 'WH-PVG', 'SV', 0);
      add(part, 'WH-TSN', 'AR', 1);
      continue;
    }
    if (serialised) {
      add(part, 'WH-TSN', r.pick(['NE', 'OH', 'OH']), r.int(1, 3));
      add(part, r.pick(STATIONS), r.pick(['SV', 'OH', 'NS']), r.int(1, 2));
      if (r.chance(0.5)) add(part, r.pick(WAREHOUSES.slice(1)), 'SV', r.int(1, 2));
      if (r.chance(0.35)) add(part, 'WH-TSN', 'AR', 1);
      if (r.chance(0.12)) quarantine.push({ ...out[out.length - 1], conditionCode: 'SV', location: r.pick(STATIONS), quantity: 1, quarantined: true });
    } else {
      add(part, 'WH-TSN', 'NE', r.int(20, 120));
      add(part, r.pick(WAREHOUSES.slice(1)), 'NE', r.int(5, 40));
    }
    // the replacement of a superseded part, and the two-way alternates, are stocked too
    if (SUPERSEDED[pn]) add([`${pn}A`, `${name}（改进型）`, part[2], kind], 'WH-TSN', 'NE', r.int(2, 4));
    if (TWO_WAY_ALTERNATES.includes(pn)) add([`${pn}B`, `${name}（B 型）`, part[2], kind], r.pick(WAREHOUSES), r.pick(['NE', 'OH']), r.int(1, 2));
  }
  return [...out, ...quarantine];
}

const serialisedPn = (pn: string) => {
  const part = CATALOGUE.find(([p]) => p === pn || `${p}A` === pn || `${p}B` === pn);
  return part ? CATALOGUE_FACTS[part[3]].serialised : false;
};

/**
 * The seeded orders in the statuses given per desk: those that hold stock now (past the reserving step,
 * before the issuing one), or those that will reserve next (one step before it).
 */
function ordersIn(now: number, which: 'holding' | 'next'): Array<{ resource: string; order: ResourceRecord }> {
  const desks: Record<string, { seed: () => ResourceRecord[]; holding: string; next: string }> = {
    aogOrder: { seed: () => seedAogOrders(now), holding: 'SOURCING', next: 'ACCEPTED' },
    procurementOrder: { seed: () => seedProcurementOrders(now), holding: 'CONFIRMED', next: 'QUOTED' },
    substitutionOrder: { seed: () => seedSubstitutionOrders(now), holding: 'APPROVED', next: 'SUBMITTED' },
  };
  return Object.keys(STOCK_STEPS).flatMap((resource) =>
    desks[resource]
      .seed()
      .filter((o) => o.status === desks[resource][which])
      .map((order) => ({ resource, order })),
  );
}

/** Top up the first serviceable row of a P/N by `more` units (serials with certificates for a serialised one). */
function topUp(rows: ResourceRecord[], pn: string, more: number, r: Rng): boolean {
  const row = rows.find((x) => x.partNumber === pn && x.status === 'IN_STOCK' && isServiceable(x.conditionCode));
  if (!row || more <= 0) return false;
  row.quantity = Number(row.quantity) + more;
  if (Array.isArray(row.serials)) row.serials = [...row.serials, ...Array.from({ length: more }, () => serial(r, pn, Date.parse(row.createdAt)))];
  return true;
}

export function seedInventory(now = Date.now()): ResourceRecord[] {
  const planned = plan(rng(2026_1127));
  const rows = seedDesk(
    {
      def: inventory,
      seed: 898773301,
      counts: { IN_STOCK: planned.filter((p) => !p.quarantined).length, QUARANTINED: planned.filter((p) => p.quarantined).length },
      values: (_r, i) => {
        const { quarantined: _, ...values } = planned[i];
        return values;
      },
      input: (_r, action) => (action.key === 'quarantine' ? { comment: '疑似未经批准零件（SUP），证书待核实，隔离待质量部门调查' } : {}),
    },
    now,
  );
  const r = rng(2026_1128);
  for (const row of rows) {
    if (serialisedPn(String(row.partNumber)))
      row.serials = Array.from({ length: Number(row.quantity) }, () => serial(r, String(row.partNumber), Date.parse(row.createdAt)));
  }
  reserveForOrders(rows, now, r);
  const last = rows.find((x) => x.partNumber === LAST_UNIT_PN && x.conditionCode === 'SV')!;
  last.quantity = Number(last.quantity) + 1;
  // its units were released on FAA 8130-3s (the browser journey ships one with it)
  last.serials = [...(last.serials as Values[]), serial(r, LAST_UNIT_PN, Date.parse(last.createdAt))].map((s) => ({
    ...s,
    certificateType: 'FAA-8130-3',
    certificateNo: String(s.certificateNo).replace(/^[A-Z0-9]+-/, 'FAA-'),
  }));
  return rows;
}

/** The seeded orders' reservations: planned like the server plans them, a short row topped up first. */
function reserveForOrders(rows: ResourceRecord[], now: number, r: Rng) {
  const stocked = new Set(rows.map((x) => String(x.partNumber)));
  const byId = new Map(rows.map((x) => [x.id, x]));
  const open = () => rows.filter((x) => x.status === 'IN_STOCK') as unknown as StockRow[];
  for (const { resource, order } of ordersIn(now, 'holding')) {
    const wants = wantsOf(resource, order).filter((w) => stocked.has(w.partNumber));
    if (wants.length === 0) continue;
    let p = planReservation(open(), wants);
    while (!p.ok && topUp(rows, p.partNumber, p.wanted - p.available, r)) p = planReservation(open(), wants);
    if (!p.ok) continue;
    const at = order.updatedAt;
    for (const take of p.takes) {
      const row = byId.get(take.rowId)!;
      const next = reserve(row as unknown as StockRow, { orderCode: String(order.code), quantity: take.quantity, at });
      row.reservations = next.reservations;
    }
  }
  // the orders one step before reserving find their part each (the last unit's P/N aside: it has one)
  for (const { resource, order } of ordersIn(now, 'next')) {
    for (const want of wantsOf(resource, order).filter((w) => stocked.has(w.partNumber) && w.partNumber !== LAST_UNIT_PN)) {
      const p = planReservation(open(), [want]);
      if (!p.ok) topUp(rows, want.partNumber, p.wanted - p.available, r);
    }
  }
}
