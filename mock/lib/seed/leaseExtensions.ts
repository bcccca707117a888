/**
 * Seeded lease extensions (docs/lease.md): some leases on lease and some returned ones were extended
 * (granted at once, or through the lease workflow), one extension was refused, a few orders wait in
 * EXTENSION_REQUESTED for the workflow (their instances are started by the workflow seeder). Returned
 * orders get the overdue fee they settled fixed on them. Every extension goes through the definition's
 * own `extend` action, so it reads exactly like one a user asked for.
 */
import { addDays, applyAction, domainContext, fixedValues, type HistoryEntry, type ResourceRecord, type Values } from '../../../src/domain/engine';
import { leaseOrder, leaseReturnDue, settleExtension } from '../../../src/domain/desks/orders';
import type { Rng } from '../store/db';
import { DAY, HOUR, type Person } from './build';

const REASONS = ['客户飞机停场检修延长，需继续使用租赁件', '送修件返厂周期延长', '客户航材采购未到货', '航线调整，客户申请延长租期', '待客户完成付款流程'];

const byTime = (a: HistoryEntry, b: HistoryEntry) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);
const startedAt = (rec: Values) => (rec.history as HistoryEntry[]).find((h) => h.action === 'startLease')?.at;

/**
 * The order extended at `at` to `days` past its due date by `operator`, through its `extend` action
 * (which decides whether it needs approval). An extension in the past of later steps (a returned
 * order) keeps the order's later status and steps as they were.
 */
function extend(rec: Values, at: number, days: number, r: Rng, operator: Person): Values {
  const action = leaseOrder.action('extend')!;
  const due = leaseReturnDue(rec)!;
  const input = { newReturnDate: addDays(due, days), extensionReason: r.pick(REASONS) };
  const { record } = applyAction(leaseOrder, { ...rec, status: 'ON_LEASE' }, action, input, domainContext(at), operator);
  const later = rec.status !== 'ON_LEASE';
  return {
    ...record,
    history: [...(record.history as HistoryEntry[])].sort(byTime),
    ...(later ? { status: rec.status, updatedAt: rec.updatedAt } : {}),
  };
}

/** The workflow's end of an extension in approval: `approve` (granted) or `reject` (refused), one day on. */
function decide(rec: Values, at: number, approve: boolean, approver: Person): Values {
  const iso = new Date(at).toISOString();
  const entry: HistoryEntry = {
    at: iso,
    operatorNo: approver.userNo,
    operatorName: approver.userName,
    action: approve ? 'approve' : 'reject',
    from: 'EXTENSION_REQUESTED',
    to: 'ON_LEASE',
    comment: approve ? '同意续租' : '库存紧张，请按期归还',
  };
  const later = rec.status !== 'EXTENSION_REQUESTED';
  return {
    ...rec,
    ...settleExtension(rec, approve ? 'GRANTED' : 'REFUSED', iso),
    status: later ? rec.status : 'ON_LEASE',
    history: [...(rec.history as HistoryEntry[]), entry].sort(byTime),
  };
}

export function seedLeaseExtensions(rows: ResourceRecord[], r: Rng, now: number, approvers: Person[]): ResourceRecord[] {
  let waiting = 0;
  let refused = 0;
  return rows.map((row) => {
    let rec: Values = row;
    const start = startedAt(rec);
    const onLease = rec.status === 'ON_LEASE';
    const back = typeof rec.returnedAt === 'string';
    if (start && (onLease || back)) {
      const end = back ? Date.parse(String(rec.returnedAt)) : now;
      const due = Date.parse(`${leaseReturnDue(rec)}T00:00:00+08:00`);
      // asked for a few days before the due date, between the start of the lease and its end (or now)
      const at = Math.min(end - 2 * HOUR, Math.max(Date.parse(start) + HOUR, due - r.int(1, 6) * DAY));
      const approver = r.pick(approvers);
      if (onLease && waiting < 4 && r.chance(0.15)) {
        waiting += 1;
        // waits in EXTENSION_REQUESTED: asked in the last day (an approval inbox holds hours-old requests)
        rec = extend(rec, Math.max(at, now - (3 + waiting * 5) * HOUR), r.pick([45, 60, 90]), r, r.pick(approvers));
      } else if (onLease && refused < 1 && r.chance(0.1)) {
        refused += 1;
        rec = decide(extend(rec, at, 60, r, approver), Math.min(at + DAY, now - HOUR), false, r.pick(approvers));
      } else if (r.chance(onLease ? 0.35 : 0.25) && at > Date.parse(start)) {
        const days = r.pick([7, 10, 15, 20, 30, 45]);
        rec = extend(rec, at, days, r, approver);
        if (days > 30) rec = decide(rec, Math.min(at + DAY, end - HOUR), true, r.pick(approvers));
      }
    }
    if (back) {
      // the overdue fee settled on return: fixed on the order then, confirmed when there was one
      const fixed = fixedValues(leaseOrder, rec, domainContext(Date.parse(String(rec.returnedAt))), 'return');
      rec = { ...rec, ...fixed, ...(Number(fixed.overdueFee) > 0 ? { overdueFeeConfirmed: true } : {}) };
    }
    return rec as ResourceRecord;
  });
}
