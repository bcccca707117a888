/**
 * The bridge to the resource store, for every business type the workflow drives that is a registered
 * resource:
 * - submit hook: before the store commits a submission, plan it (all checks, nothing changed) — the
 *   record stays in approval, or is approved at once when its type has no enabled workflow; a type
 *   whose nodes have nobody to approve refuses the submission;
 * - change listener: once the submission is stored, start the instance; when a record leaves its
 *   in-approval status by its own lifecycle (an order cancelled while waiting), end the approval;
 * - record port: approval steps move the record (systemTransition) or add to its history.
 * Registered once per load of this file (umi reloads mock files on change).
 */
import { BUSINESS_TYPES, conditionValues, inApprovalStatuses, WorkflowEngine, type StartInput } from '../../../src/domain/workflow';
import type { ResourceRecord } from '../../../src/domain/engine';
import { resourceOf } from '../../../src/domain/desks';
import { rng } from '../store/db';
import { settingsContext } from '../store/options';
import { findUser } from '../server/identity';
import { mayOpen } from '../store/ownership';
import * as store from '../store/store';
import { actorOf, applyOutcome, directoryUser, engine, liveEnv, registerRecordPort, registerWorkflowSeeder, submitComment, toHistory } from './workflow';
const titleOf = (r: Record<string, unknown>) => {
  const head = r.subject ?? r.insuredObject ?? r.policyOrWarrantyNo ?? r.partName ?? r.removedPartName ?? '';
  const pn = r.partNumber ?? r.removedPartNumber;
  return [r.customerName, head, !r.subject && pn ? pn : undefined].filter(Boolean).join(' · ');
};

/** `phase`: the in-approval status of a later approval (a lease extension), when it is not the type's first. */
const startInput = (type: string, record: ResourceRecord, fromStatus: string, phase?: string): StartInput => ({
  businessType: type,
  recordId: record.id,
  recordCode: String(record.code ?? record.id),
  title: titleOf(record).slice(0, 200),
  fromStatus,
  ...(phase ? { phase } : {}),
  // the record's values and what its type's conditions derive from the server's facts (the customer's kind)
  fields: conditionValues(type, record, settingsContext()),
});

/** The workflow's hold on the records: submitting starts an approval, leaving the in-approval status ends it (registered by mock/lib/rules.ts). */
export function workflowRecordRules(): Array<() => void> {
  const offs: Array<() => void> = [];
  for (const binding of BUSINESS_TYPES) {
    const def = resourceOf(binding.type);
    if (!def?.lifecycle) continue;
    const type = binding.type;
    const st = binding.statuses;
    const waiting = inApprovalStatuses(binding);
    /** the phase a status is the in-approval status of (undefined: the type's first approval) */
    const phaseOf = (status: unknown) => (status !== st.inApproval && waiting.includes(String(status)) ? String(status) : undefined);
    const isSubmit = (e: store.ChangeEvent) => {
      const action = e.type === 'action' && e.action ? def.action(e.action) : undefined;
      return (e.type === 'create' && !!def.lifecycle?.createSubmits) || !!action?.submit || (!!action?.approval && e.after?.status === action.approval.status);
    };

    registerRecordPort(type, {
      find: (id) => store.findRecord(type, id),
      readableBy(id, userNo) {
        const user = findUser(userNo);
        return !!user && mayOpen(def, id, user);
      },
      apply(id, status, history) {
        const entries = history.map(toHistory);
        const current = store.findRecord(type, id);
        if (!current) return;
        entries.forEach((entry, i) => {
          const last = i === entries.length - 1;
          if (last && status !== undefined && status !== current.status) {
            store.systemTransition(type, id, {
              to: status,
              operator: { userNo: entry.operatorNo, userName: entry.operatorName },
              action: entry.action,
              comment: entry.comment,
            });
          } else {
            store.appendHistory(type, id, entry);
          }
        });
      },
    });

    offs.push(
      store.onSubmit(type, (e) => {
        const plan = engine().plan(startInput(type, e.record, String(e.record.status), phaseOf(e.record.status)), actorOf(e.user));
        return {
          status: plan.recordStatus,
          comment: submitComment(
            plan.definition ? { businessType: type, instance: { nodes: plan.route.taken, skipped: plan.route.skipped } } : {},
            plan.definition?.name,
          ),
        };
      }),
      store.onChange(type, (e) => {
        if (!e.after) return;
        if (isSubmit(e) && waiting.includes(String(e.after.status))) {
          const outcome = engine().start(startInput(type, e.after, String(e.before?.status ?? e.after.status), phaseOf(e.after.status)), actorOf(e.user));
          // the store wrote the submission into the history already: only the log here
          applyOutcome(undefined, actorOf(e.user), { ...outcome, history: [], recordStatus: undefined });
        } else if (e.type !== 'system' && waiting.includes(String(e.before?.status)) && e.after.status !== e.before?.status) {
          applyOutcome(undefined, actorOf(e.user), engine().abort(type, e.after.id, actorOf(e.user)));
        }
      }),
    );
  }
  return offs;
}

/** Seeded orders waiting in their in-approval status get their approval instances, some one node on. */
registerWorkflowSeeder('records', (_engine, data) => {
  for (const binding of BUSINESS_TYPES) {
    const def = resourceOf(binding.type);
    if (!def) continue;
    const rows = store.storedRows(def); // seeds the table (applications start their instances there)
    const first = def.lifecycle?.initial === binding.statuses.inApproval;
    // seeded records waiting in a later approval (a lease extension) wrote that step into their history already
    const phases = (binding.phases ?? []).map((p) => p.inApproval);
    if (!first && phases.length === 0) continue;
    const r = rng(binding.type.length * 7919);
    for (const row of rows) {
      const phase = phases.includes(String(row.status)) ? String(row.status) : undefined;
      if (
        phase
          ? data.instances.some((i) => i.recordId === row.id && i.businessType === binding.type && i.status === 'RUNNING')
          : !first || row.status !== binding.statuses.inApproval || data.instances.some((i) => i.recordId === row.id && i.businessType === binding.type)
      )
        continue;
      const asked = phase ? [...(row.history ?? [])].reverse().find((h) => h.to === phase)?.at : undefined;
      let clock = Date.parse(asked ?? row.createdAt) + 60_000;
      const seedEngine = new WorkflowEngine(
        data,
        { now: () => new Date(clock).toISOString(), user: directoryUser, groups: liveEnv.groups, definitions: liveEnv.definitions },
        { atomic: false },
      );
      const applicant = { userNo: String(row.applicantNo), userName: String(row.applicantName) };
      try {
        const o = seedEngine.start(startInput(binding.type, row, phase ? 'ON_LEASE' : row.status!, phase), applicant);
        if (!phase)
          store.appendHistory(binding.type, row.id, {
            ...toHistory(o.history[0]),
            action: 'submit',
            comment: submitComment(o, liveEnv.definitions().find((d) => d.id === o.instance?.definitionId)?.name),
          });
        const inst = o.instance;
        if (inst && inst.nodes.length > 1 && r.chance(0.4)) {
          const task = r.pick(data.tasks.filter((t) => t.instanceId === inst.id && t.status === 'PENDING'));
          clock = Math.min(clock + r.int(1, 12) * 3_600_000, Date.now() - 60_000);
          const a = seedEngine.approve(task.id, { userNo: task.assigneeNo, userName: task.assigneeName }, r.pick(['同意', '', '库存可用，同意']));
          a.history.map(toHistory).forEach((h) => store.appendHistory(binding.type, row.id, h));
        }
      } catch {
        // a seed the current definitions cannot start stays as it is
      }
    }
  }
});
