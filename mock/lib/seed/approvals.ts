/**
 * Approval rounds of seeded records that went through approval before the portal started: the
 * lifecycle walk (build.ts) moved them in and out of their in-approval status; here the workflow
 * engine runs the same approval on the configured definition — each node decided by a member of the
 * node's group, between submission and the recorded outcome — and the record's history gets the
 * rounds the live flow writes. So an approved lease order shows who approved it at which node.
 */
import type { HistoryEntry, ResourceRecord } from '../../../src/domain/engine';
import { bindingOf, WorkflowEngine, type WorkflowOutcome } from '../../../src/domain/workflow';
import type { Rng } from '../store/db';
import { directoryUser, liveEnv, toHistory, workflowBase } from '../workflow/workflow';

const APPROVE_COMMENTS = ['同意', '资料齐全，同意', '已核实，同意办理', '', ''];
const REJECT_COMMENTS = ['资料不全，请补充后重新提交', '与合同条款不符，请核对', '请先与客户确认需求'];

const titleOf = (r: ResourceRecord) => [r.customerName, r.partName ?? r.subject ?? r.materialName, r.partNumber].filter(Boolean).join(' · ').slice(0, 200);

/** Runs the approval of every row that left its in-approval status (rows still in approval are started by workflowRecords.ts). */
export function withApprovalRounds(type: string, rows: ResourceRecord[], r: Rng): ResourceRecord[] {
  const binding = bindingOf(type);
  if (!binding) return rows;
  const st = binding.statuses;
  const data = workflowBase();
  let clock = 0;
  const engine = new WorkflowEngine(
    data,
    { now: () => new Date(clock).toISOString(), user: directoryUser, groups: liveEnv.groups, definitions: liveEnv.definitions },
    { atomic: false },
  );
  return rows.map((row) => {
    const history = (row.history ?? []) as HistoryEntry[];
    const inIdx = history.findIndex((h) => h.to === st.inApproval);
    const outIdx = history.findIndex((h, k) => k > inIdx && h.from === st.inApproval && h.to !== st.inApproval);
    if (inIdx < 0 || outIdx < 0) return row;
    const entered = history[inIdx];
    const left = history[outIdx];
    const start = Date.parse(entered.at);
    const end = Date.parse(left.at);
    const applicant = { userNo: String(row.applicantNo), userName: String(row.applicantName) };
    clock = start;
    try {
      const started = engine.start(
        {
          businessType: type,
          recordId: row.id,
          recordCode: String(row.code ?? row.id),
          title: titleOf(row) || String(row.code),
          fromStatus: String(entered.from ?? st.inApproval),
        },
        applicant,
      );
      const inst = started.instance!;
      const steps: WorkflowOutcome[] = [];
      const decide = (last: boolean) => {
        const pending = data.tasks.filter((t) => t.instanceId === inst.id && t.status === 'PENDING' && t.nodeIndex === inst.currentNode);
        const deciders = inst.nodes[inst.currentNode].mode === 'ANY_ONE' ? [r.pick(pending)] : pending;
        for (const t of deciders) {
          clock = Math.min(end, clock + Math.max(60_000, Math.round((end - clock) * (last ? 1 : 0.5))));
          const who = { userNo: t.assigneeNo, userName: t.assigneeName };
          steps.push(last && left.to === st.rejected ? engine.reject(t.id, who, r.pick(REJECT_COMMENTS)) : engine.approve(t.id, who, r.pick(APPROVE_COMMENTS)));
          if (left.to === st.rejected) return;
        }
      };
      if (left.to === st.withdrawn) {
        clock = end;
        steps.push(engine.withdraw(inst.id, applicant, left.comment ?? ''));
      } else if (left.to === st.rejected) {
        if (inst.nodes.length > 1 && r.chance(0.5)) decide(false);
        decide(true);
      } else {
        while (inst.status === 'RUNNING') decide(inst.currentNode === inst.nodes.length - 1);
      }
      // the record's own entries stay; the outcome entry becomes the steps the engine took
      const rounds = steps.flatMap((o) => o.history.map(toHistory));
      const final = rounds.at(-1);
      if (final) rounds[rounds.length - 1] = { ...final, action: left.action, from: left.from, to: left.to, at: left.at };
      return { ...row, history: [...history.slice(0, outIdx), ...rounds, ...history.slice(outIdx + 1)] };
    } catch {
      return row; // a row the current definitions cannot run stays as the walk left it
    }
  });
}
