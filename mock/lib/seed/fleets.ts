/**
 * Who the customers are beyond their names (the names and ids are CUSTOMERS of ./dictionaries.ts):
 * codes, country, kind, stations, and each airline's fleet — generated from its id alone, so the
 * order seeds take their aircraft from it (./orders.ts `fleet`) and the customer master shows the
 * same aircraft (./customerProfile.ts). A repair shop has no fleet of its own: the aircraft it brings
 * in are its customers' (typed on the record).
 */
import type { Values } from '../../../src/domain/engine';
import { rng, type Rng } from '../store/db';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Chinese registrations: B-652A, B-30EM, B-1083, B-32DN … */
export function registration(r: Rng): string {
  const head = r.pick(['1', '2', '3', '5', '6', '8']);
  const digits = () => String(r.int(0, 9));
  const tail = r.chance(0.5) ? `${digits()}${digits()}${digits()}` : `${digits()}${digits()}${r.pick([...LETTERS])}`;
  const s = `${head}${tail}`;
  return r.chance(0.2) ? `B-${head}${digits()}${r.pick([...LETTERS])}${r.pick([...LETTERS])}` : `B-${s}`;
}

export interface CustomerFacts {
  /** what the desks call the customer (简称: 国航, 东航, Ameco …) */
  shortName: string;
  icao?: string;
  iata?: string;
  country: string;
  /** dictionary customerKind */
  kind: 'AIRLINE' | 'MRO' | 'LESSOR' | 'OPERATOR';
  stations: string[];
  /** the aircraft types it operates (dictionary aircraftType), with how many of each */
  types: Array<[type: string, count: number]>;
}

/**
 * The airworthiness certificate each customer requires of a serviceable part (dictionary
 * certificateType; src/domain/shipping.ts): the airlines CAAC's AAC-038 (which accepts the FAA and
 * EASA forms besides), the Boeing-heavy Hainan and Xiamen the FAA 8130-3; the repair shops their
 * partners' authority — Ameco and GAMECO the FAA 8130-3, STARCO and MTU Zhuhai the EASA Form 1.
 */
const REQUIRED_CERTIFICATE: Record<string, string> = {
  'C-CHH': 'FAA-8130-3',
  'C-CXA': 'FAA-8130-3',
  'C-AMECO': 'FAA-8130-3',
  'C-GAMECO': 'FAA-8130-3',
  'C-STARCO': 'EASA-FORM-1',
  'C-MTU': 'EASA-FORM-1',
};
export const requiredCertificateOf = (customerId: unknown): string => REQUIRED_CERTIFICATE[String(customerId)] ?? 'AAC-038';

/** The facts per customer id (every id of CUSTOMERS has a row; the profile seed checks it). */
export const CUSTOMER_FACTS: Record<string, CustomerFacts> = {
  'C-CCA': {
    shortName: '国航',
    icao: 'CCA',
    iata: 'CA',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['PEK', 'PKX', 'CTU', 'TFU'],
    types: [
      ['A321NEO', 3],
      ['A330-300', 2],
      ['A350-900', 2],
      ['B737-800', 3],
      ['B777-300ER', 2],
      ['C919', 1],
    ],
  },
  'C-CES': {
    shortName: '东航',
    icao: 'CES',
    iata: 'MU',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['PVG', 'SHA', 'KMG', 'XIY'],
    types: [
      ['A320CEO', 3],
      ['A320NEO', 2],
      ['A350-900', 2],
      ['B737-800', 3],
      ['C919', 2],
      ['ARJ21-700', 1],
    ],
  },
  'C-CSN': {
    shortName: '南航',
    icao: 'CSN',
    iata: 'CZ',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['CAN', 'PKX', 'SZX', 'URC'],
    types: [
      ['A320NEO', 3],
      ['A321NEO', 2],
      ['A350-900', 2],
      ['B737-8', 2],
      ['B787-9', 2],
      ['ARJ21-700', 1],
    ],
  },
  'C-CHH': {
    shortName: '海航',
    icao: 'CHH',
    iata: 'HU',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['HAK', 'PEK'],
    types: [
      ['B737-800', 4],
      ['B737-8', 2],
      ['B787-9', 2],
      ['A330-300', 2],
    ],
  },
  'C-CXA': {
    shortName: '厦航',
    icao: 'CXA',
    iata: 'MF',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['XMN', 'FOC'],
    types: [
      ['B737-800', 4],
      ['B737-8', 3],
      ['B787-9', 2],
    ],
  },
  'C-CSC': {
    shortName: '川航',
    icao: 'CSC',
    iata: '3U',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['CTU', 'TFU', 'CKG'],
    types: [
      ['A320CEO', 3],
      ['A320NEO', 3],
      ['A321NEO', 2],
      ['A330-300', 1],
    ],
  },
  'C-CDG': {
    shortName: '山航',
    icao: 'CDG',
    iata: 'SC',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['TNA', 'TAO'],
    types: [
      ['B737-800', 5],
      ['B737-8', 2],
    ],
  },
  'C-CSZ': {
    shortName: '深航',
    icao: 'CSZ',
    iata: 'ZH',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['SZX'],
    types: [
      ['A320CEO', 3],
      ['A320NEO', 2],
      ['B737-800', 3],
    ],
  },
  'C-CQH': {
    shortName: '春秋航空',
    icao: 'CQH',
    iata: '9C',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['SHA', 'PVG'],
    types: [
      ['A320CEO', 4],
      ['A320NEO', 4],
    ],
  },
  'C-DKH': {
    shortName: '吉祥航空',
    icao: 'DKH',
    iata: 'HO',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['SHA', 'PVG'],
    types: [
      ['A320NEO', 3],
      ['A321NEO', 3],
      ['B787-9', 2],
    ],
  },
  'C-GCR': {
    shortName: '天津航空',
    icao: 'GCR',
    iata: 'GS',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['TSN'],
    types: [
      ['A320CEO', 4],
      ['A330-300', 2],
    ],
  },
  'C-TBA': {
    shortName: '西藏航空',
    icao: 'TBA',
    iata: 'TV',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['LXA', 'CTU'],
    types: [
      ['A320CEO', 3],
      ['A320NEO', 2],
    ],
  },
  'C-UEA': {
    shortName: '成都航空',
    icao: 'UEA',
    iata: 'EU',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['CTU'],
    types: [
      ['A320CEO', 3],
      ['ARJ21-700', 3],
    ],
  },
  'C-CDC': {
    shortName: '长龙航空',
    icao: 'CDC',
    iata: 'GJ',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['HGH'],
    types: [
      ['A320CEO', 3],
      ['A320NEO', 2],
      ['A321NEO', 2],
    ],
  },
  'C-CBG': {
    shortName: '华夏航空',
    icao: 'CBG',
    iata: 'G5',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['CKG'],
    types: [
      ['ARJ21-700', 4],
      ['A320CEO', 2],
    ],
  },
  'C-CBJ': {
    shortName: '首都航空',
    icao: 'CBJ',
    iata: 'JD',
    country: 'CN',
    kind: 'AIRLINE',
    stations: ['PKX', 'HAK'],
    types: [
      ['A320CEO', 3],
      ['A330-300', 2],
    ],
  },
  'C-AMECO': { shortName: 'Ameco', country: 'CN', kind: 'MRO', stations: ['PEK'], types: [] },
  'C-GAMECO': { shortName: 'GAMECO', country: 'CN', kind: 'MRO', stations: ['CAN'], types: [] },
  'C-STARCO': { shortName: 'STARCO', country: 'CN', kind: 'MRO', stations: ['PVG'], types: [] },
  'C-MTU': { shortName: 'MTU 珠海', country: 'CN', kind: 'MRO', stations: ['ZUH'], types: [] },
};

/** The engines of each type as customers of this portal fly them. */
const ENGINES: Record<string, string[]> = {
  A320CEO: ['CFM56-5B'],
  A320NEO: ['LEAP-1A', 'PW1100G'],
  A321NEO: ['LEAP-1A', 'PW1100G'],
  'A330-300': ['Trent 700'],
  'A350-900': ['Trent XWB-84'],
  'B737-800': ['CFM56-7B'],
  'B737-8': ['LEAP-1B'],
  'B777-300ER': ['GE90-115B'],
  'B787-9': ['GEnx-1B', 'Trent 1000'],
  'ARJ21-700': ['CF34-10A'],
  C919: ['LEAP-1C'],
};

/** A manufacturer serial number (MSN) in the maker's range for the type. */
function msn(r: Rng, type: string): string {
  if (type.startsWith('A3')) return String(r.int(type.startsWith('A32') ? 5000 : 1000, type.startsWith('A32') ? 11999 : 1999));
  if (type.startsWith('B7')) return String(r.int(30000, 66999));
  if (type === 'ARJ21-700') return String(r.int(110, 199));
  return String(r.int(10101, 10199));
}

/** In service since, by how new the type is. */
const since = (r: Rng, type: string) =>
  `${['A320NEO', 'A321NEO', 'B737-8', 'C919', 'A350-900'].includes(type) ? r.int(2018, 2025) : r.int(2008, 2019)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;

const idSeed = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 2026_0037);

const fleets = new Map<string, Values[]>();
/** The aircraft of a customer (empty for a repair shop), the same every run. */
export function customerFleet(customerId: string): Values[] {
  const known = fleets.get(customerId);
  if (known) return known;
  const r = rng(idSeed(customerId));
  const seen = new Set<string>();
  const out: Values[] = [];
  for (const [type, count] of CUSTOMER_FACTS[customerId]?.types ?? []) {
    for (let k = 0; k < count; k += 1) {
      let reg = registration(r);
      while (seen.has(reg)) reg = registration(r);
      seen.add(reg);
      out.push({
        registration: reg,
        aircraftType: type,
        msn: msn(r, type),
        engines: `2 × ${r.pick(ENGINES[type] ?? ['—'])}`,
        inServiceSince: since(r, type),
        aircraftStatus: r.chance(0.92) ? 'IN_SERVICE' : 'STORED',
      });
    }
  }
  fleets.set(customerId, out);
  return out;
}

/** Every registration of every fleet (a registration belongs to one operator). */
export const allFleetRegistrations = (ids: readonly string[]) => new Set(ids.flatMap((id) => customerFleet(id).map((a) => String(a.registration))));
