/**
 * Escalation (domain.md §5): when the tasks of a running approval's current node are past the node's
 * time limit (./sla.ts), the people the node names are told — once per node of a round — and the
 * record's history says so. The node names them in 流程配置: the lead of its approval group (the
 * default), or the members of the next node's group (a last node, or a group without a lead, falls
 * back to the other). The server finds them (`dueEscalations`) and applies them (`markEscalated`).
 */
import { isSlaHours, nodeReachedAt, taskClock } from './sla';
import { groupIn, type ApprovalGroup, type GroupSource, type WorkflowData, type WorkflowHistoryEntry, type WorkflowInstance } from './types';

export interface Escalation {
  instance: WorkflowInstance;
  nodeIndex: number;
  /** the users told */
  to: string[];
  /** when the node's time limit ran out (ISO): the escalation's own time, however late it is found */
  dueAt: string;
}

const enabledLead = (g: ApprovalGroup | undefined, enabled: (no: string) => boolean) => (g?.leadNo && enabled(g.leadNo) ? [g.leadNo] : []);

/** Whom an overdue node of `instance` tells. */
export function escalationTargets(groups: GroupSource, instance: WorkflowInstance, index: number, enabled: (no: string) => boolean): string[] {
  const node = instance.nodes[index];
  const groupOf = (id: string | undefined) => groupIn(groups, id);
  const lead = () => enabledLead(groupOf(node.groupId), enabled);
  const next = () => (groupOf(instance.nodes[index + 1]?.groupId)?.members ?? []).filter(enabled);
  const first = node.escalateTo === 'nextGroup' ? next() : lead();
  return first.length ? first : node.escalateTo === 'nextGroup' ? lead() : next();
}

/** The escalations due at `now`: running approvals whose current node is overdue and not yet escalated. */
export function dueEscalations(data: WorkflowData, groups: GroupSource, now: number, enabled: (no: string) => boolean): Escalation[] {
  const out: Escalation[] = [];
  // the tasks by instance, sorted out once (every call walks every running approval)
  const tasksOf = new Map<string, typeof data.tasks>();
  for (const t of data.tasks) {
    const own = tasksOf.get(t.instanceId);
    if (own) own.push(t);
    else tasksOf.set(t.instanceId, [t]);
  }
  for (const instance of data.instances) {
    if (instance.status !== 'RUNNING') continue;
    const index = instance.currentNode;
    const node = instance.nodes[index];
    if (!node || node.escalatedAt || !isSlaHours(node.slaHours)) continue;
    const own = tasksOf.get(instance.id) ?? [];
    if (!own.some((t) => t.nodeIndex === index && t.status === 'PENDING')) continue;
    const clock = taskClock(nodeReachedAt(own, instance.id, index)!, node.slaHours, now);
    if (clock.state !== 'overdue') continue;
    const to = escalationTargets(groups, instance, index, enabled);
    if (to.length) out.push({ instance, nodeIndex: index, to, dueAt: clock.dueAt! });
  }
  return out;
}

/**
 * Record an escalation on its node (so it is never sent twice) and answer the record's history entry:
 * the portal's own step at the moment the limit ran out, from and to the in-approval status, naming
 * the node and who was told (`comment`, rendered by the caller).
 */
export function markEscalated(e: Escalation, status: string, operator: { userNo: string; userName: string }, comment: string): WorkflowHistoryEntry {
  const node = e.instance.nodes[e.nodeIndex];
  const at = e.dueAt;
  node.escalatedAt = at;
  node.escalatedTo = [...e.to];
  return { action: 'escalate', at, operatorNo: operator.userNo, operatorName: operator.userName, from: status, to: status, nodeName: node.name, comment };
}
