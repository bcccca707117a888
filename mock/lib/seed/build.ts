/**
 * A generic seed builder: a record is born in the lifecycle's initial status and walked through the
 * definition's own actions (shortest path) to its target status, with the domain's `applyAction` —
 * so seeded stamps, history timelines and versions look exactly like the ones users create.
 */
import { applyAction, domainContext, fixedValues, type ActionDef, type ResourceDef, type ResourceRecord, type Values } from '../../../src/domain/engine';
import { BUSINESS_TYPES } from '../../../src/domain/workflow/businessTypes';
import type { Rng } from '../store/db';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Start of today in China Standard Time: seeds are laid out relative to it (same data all day). */
export function seedAnchor(now = Date.now()): number {
  const cst = now + 8 * HOUR;
  return cst - (cst % DAY) - 8 * HOUR;
}

/** The shortest path of actions from the initial status to `target` (system actions included: seeds are the server's own). */
export function pathTo(def: ResourceDef, target: string): ActionDef[] {
  const lc = def.lifecycle!;
  const prev = new Map<string, { from: string; action: ActionDef } | null>([[lc.initial, null]]);
  const queue = [lc.initial];
  while (queue.length) {
    const s = queue.shift()!;
    if (s === target) break;
    for (const a of lc.actions) {
      if (!a.from.includes(s) || prev.has(a.to)) continue;
      prev.set(a.to, { from: s, action: a });
      queue.push(a.to);
    }
  }
  if (!prev.has(target)) throw new Error(`${def.key}: status ${target} is unreachable`);
  const path: ActionDef[] = [];
  for (let s = target; prev.get(s); s = prev.get(s)!.from) path.unshift(prev.get(s)!.action);
  return path;
}

/** A fraction in [0.2, 0.9) fixed by a record's and a step's number. */
const spread = (record: number, step: number) => 0.2 + (0.7 * ((((record + 1) * 2654435761 + (step + 1) * 40503) >>> 0) % 1000)) / 1000;

export interface Person {
  userNo: string;
  userName: string;
}

export interface SeedPlan {
  def: ResourceDef;
  rng: Rng;
  /** how many records of each status */
  counts: Record<string, number>;
  /** the business fields of record i (customerId / customerName included) */
  base: (i: number, status: string) => Values;
  /** when record i was created, ms */
  createdAt: (i: number, status: string) => number;
  /** ms from one step to the next */
  stepGap: (action: ActionDef, record: Values) => number;
  /** the input an action asks for */
  input: (action: ActionDef, record: Values, at: number) => Values;
  applicants: Person[];
  operators: Person[];
  /** newest allowed time of a step (steps never lie in the future) */
  now: number;
  /** code of record i (prefix-date-sequence) is assigned after all records are built */
}

/**
 * When record i, still waiting for its first approval, was submitted: in the last 1–20 hours. An
 * approver's inbox holds work of hours, some of it past its node's time limit — not months-old
 * requests (the approval clock, src/domain/workflow/sla.ts).
 */
const waitingSince = (now: number, i: number) => Math.floor(now / HOUR) * HOUR - (1 + ((i * 37) % 20)) * HOUR + ((i * 13) % 60) * 60_000;

/** Records over every status of the plan, numbered by creation day like the store numbers them. */
export function buildRecords(plan: SeedPlan): ResourceRecord[] {
  const { def, rng } = plan;
  const out: ResourceRecord[] = [];
  const waiting = new Set(BUSINESS_TYPES.filter((b) => b.type === def.key).map((b) => b.statuses.inApproval));
  let i = 0;
  for (const [status, count] of Object.entries(plan.counts)) {
    if (count === 0) continue;
    const path = pathTo(def, status);
    for (let k = 0; k < count; k += 1, i += 1) {
      const created = waiting.has(status) ? waitingSince(plan.now, i) : Math.min(plan.createdAt(i, status), plan.now - HOUR);
      const applicant = rng.pick(plan.applicants);
      const at = new Date(created).toISOString();
      let record: Values = {
        id: `${def.key}-${String(i + 1).padStart(6, '0')}`,
        status: def.lifecycle!.initial,
        ...plan.base(i, status),
        applicantNo: applicant.userNo,
        applicantName: applicant.userName,
        attachments: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
        history: [{ at, operatorNo: applicant.userNo, operatorName: applicant.userName, action: 'create', to: def.lifecycle!.initial }],
      };
      // values fixed at creation, with the settings' defaults (what the option store starts with)
      Object.assign(record, fixedValues(def, record, domainContext(created), 'create'));
      let time = created;
      // spread the steps between creation and now: never in the future. A step that would land later
      // than now falls at a point between the previous step and now that differs per record and step
      // (a fixed hash, so the seed's random sequence is untouched): not all of them one minute ago.
      for (const [n, action] of path.entries()) {
        const latest = plan.now - (path.length - n) * 60_000;
        const next = time + plan.stepGap(action, record);
        time = next <= latest ? next : latest <= time ? latest : Math.round(time + (latest - time) * spread(i, n));
        const input = plan.input(action, record, time);
        if (action.comment === 'required' && !input.comment) input.comment = '客户来函要求处理';
        // only the applicant withdraws their own submission
        const operator = action.key === 'withdraw' ? applicant : rng.pick(plan.operators);
        record = applyAction(def, record, action, input, domainContext(time), operator).record;
      }
      out.push(record as ResourceRecord);
    }
  }
  // numbers follow creation order within a day, as the store assigns them
  const sorted = [...out].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const perDay = new Map<string, number>();
  for (const r of sorted) {
    const day = new Date(Date.parse(r.createdAt) + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '');
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    r.code = `${def.codePrefix}-${day}-${String(seq).padStart(4, '0')}`;
  }
  return out;
}
