/**
 * The server's side of escalation (src/domain/workflow/escalation.ts): finds the running approvals
 * whose current node is past its time limit and not yet escalated, and for each one, once: marks the
 * node, writes the record's history ("超时提醒") and the operation log, and notifies the people the node
 * names. It runs whenever an inbox or a notification list is read (every signed-in user's bell asks
 * every half minute), and dates each escalation at the moment the limit ran out.
 */
import { dedupeKey } from '../../../src/domain/notifications';
import { serverText } from '../../../src/domain/serverMessages';
import { bindingOf, dueEscalations, markEscalated, statusesFor } from '../../../src/domain/workflow';
import { notify } from '../platform/notifications';
import { writeOpLog } from '../platform/oplog';
import { directoryUser, liveEnv, MODULE, recordPort, workflowData } from './workflow';

/** The portal itself, as the operator of the steps nobody takes. */
const portal = () => ({ userNo: 'system', userName: serverText('workflow.history.portal') });

/** Escalate what is due at `now`; answers how many nodes were escalated. */
export function escalateOverdue(now = Date.now()): number {
  const data = workflowData();
  const due = dueEscalations(data, liveEnv.groups, now, (no) => directoryUser(no)?.enabled === true);
  for (const e of due) {
    const { instance } = e;
    const binding = bindingOf(instance.businessType);
    const status = binding && statusesFor(binding, instance.phase)?.inApproval;
    if (!status) continue;
    const node = instance.nodes[e.nodeIndex];
    const names = e.to.map((no) => directoryUser(no)?.userName ?? no).join('、');
    const params = { node: node.name, hours: node.slaHours ?? 0, names };
    const entry = markEscalated(e, status, portal(), serverText('workflow.history.escalatedComment', params));
    // the record's history and the log (not the outcome listeners: no task is new, nobody is assigned anything)
    recordPort(instance.businessType)?.apply(instance.recordId, undefined, [entry]);
    writeOpLog(undefined, portal(), { module: MODULE, action: 'escalate', target: instance.recordCode, detail: serverText('workflow.log.escalate', params) });
    notify(
      e.to,
      dedupeKey('escalated', instance.businessType, instance.recordId, `${instance.id}:${e.nodeIndex}`),
      { kind: 'escalated', resource: instance.businessType, recordId: instance.recordId, code: instance.recordCode },
      Date.parse(e.dueAt),
    );
  }
  return due.length;
}
