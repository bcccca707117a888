/**
 * The seed of a plain desk (`npm run new-desk` writes one per desk): records over every status of its
 * lifecycle — an even share of 120 by default, so the store's test (≥ 100 a desk, every status) holds
 * — each born in the initial status and walked through the definition's own actions by
 * `buildRecords`, for customers of the dictionary, applied for and handled by the demo users, created
 * over the past six months. The desk gives only the business values of one record.
 */
import { businessDate, type ActionDef, type ResourceDef, type ResourceRecord, type Values } from '../../../src/domain/engine';
import { rng, type Rng } from '../store/db';
import { PEOPLE } from './applications';
import { buildRecords, DAY, HOUR, seedAnchor } from './build';
import { CUSTOMERS } from './dictionaries';

export interface DeskSeed {
  def: ResourceDef;
  /** the random sequence's seed: a desk's own, so its rows stay the same whatever other desks do */
  seed: number;
  /** the business fields of record `i`, created at `created` (ms) — customer and anatomy are added */
  values: (r: Rng, i: number, created: number) => Values;
  /** records per status (default: an even share of 120, at least one each) */
  counts?: Record<string, number>;
  /** the input of an action that asks for one (default none; a required comment is filled in) */
  input?: (r: Rng, action: ActionDef, record: Values, at: number) => Values;
}

/** A day of the business calendar `days` after `ms` (negative: before), as a date field stores it. */
export const dayAfter = (ms: number, days: number): string => businessDate(ms + days * DAY);

/** When record `i` of `total` was created: spread over the past 180 days, in office hours (no random draw). */
const createdAtOf = (anchor: number, i: number) => anchor - (((i * 7919) % 180) + 1) * DAY + (9 + ((i * 31) % 9)) * HOUR + ((i * 13) % 60) * 60_000;

export function seedDesk(desk: DeskSeed, now = Date.now()): ResourceRecord[] {
  const { def } = desk;
  const r = rng(desk.seed);
  const anchor = seedAnchor(now);
  const statuses = def.lifecycle!.statuses.map((s) => s.key);
  const counts = desk.counts ?? Object.fromEntries(statuses.map((s) => [s, Math.max(1, Math.ceil(120 / statuses.length))]));
  return buildRecords({
    def,
    rng: r,
    counts,
    base: (i) => {
      const created = createdAtOf(anchor, i);
      const customer = def.customer ? (([customerId, customerName]) => ({ customerId, customerName }))(r.pick(CUSTOMERS)) : {};
      return { ...customer, ...desk.values(r, i, created) };
    },
    createdAt: (i) => createdAtOf(anchor, i),
    stepGap: () => r.int(1, 10) * DAY + r.int(0, 8) * HOUR,
    input: (action, record, at) => desk.input?.(r, action, record, at) ?? {},
    applicants: PEOPLE,
    operators: PEOPLE,
    now,
  });
}
