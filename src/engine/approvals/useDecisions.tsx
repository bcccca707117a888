/**
 * The caller's decisions on approvals, offered only where the server says they may be taken: 通过 /
 * 驳回 / 转交 of a task waiting for them or for someone they stand in for (the task's `actions`), 撤回
 * of their own approval (the instance's `canWithdraw`), 批量通过 of ticked tasks — and the one dialog
 * each opens (./DecisionDialog). The approval rounds of a record (./RecordApprovals) offer them as
 * buttons, 审批管理's rows as links.
 *
 *   const decisions = useDecisions(reload);
 *   … decisions.of(task) … decisions.withdraw(instance) … decisions.bulk(tasks) … {decisions.dialog}
 */
import ActionLink from '@/components/ActionLink';
import type { InstanceView, TaskView } from '@/domain/workflow';
import { workflowService } from '@/services/workflow';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { announceChange, APPROVAL_DECISIONS, useChangeAnnouncements } from '../changes';
import DecisionDialog, { type Kind, type Subject } from './DecisionDialog';

const DECIDE = ['approve', 'reject', 'transfer'] as const;

/**
 * `onDecided`: after a decision was taken here (its toast shown) or by any other user of this hook in
 * the portal (another tab, the drawer over a list) — what shows the approval reloads.
 */
export function useDecisions(onDecided: () => void) {
  const intl = useIntl();
  const [subject, setSubject] = useState<Subject>();
  const self = useRef({}).current;
  useChangeAnnouncements(APPROVAL_DECISIONS, onDecided, self);
  const decide = async (kind: Kind, task: TaskView) => {
    // a task goes only to someone who may read its record: the server names them (a failure is shown by the request policy)
    const candidates = kind === 'transfer' ? await workflowService.transferCandidates(task.id).catch(() => undefined) : [];
    if (candidates) setSubject({ kind, code: task.recordCode, tasks: [task], candidates });
  };
  // a link in a row, a button beside a record's approval rounds
  const offer = (kind: Kind, run: () => void, asButton?: boolean) =>
    asButton ? (
      <Button key={kind} type={kind === 'approve' ? 'primary' : 'default'} danger={kind === 'reject'} onClick={run}>
        {intl.formatMessage({ id: `workflow.inbox.${kind}` })}
      </Button>
    ) : (
      <ActionLink key={kind} danger={kind === 'reject'} onClick={run}>
        {intl.formatMessage({ id: `workflow.inbox.${kind}` })}
      </ActionLink>
    );
  return {
    /** 通过 / 驳回 / 转交 of `task`, those it allows me */
    of: (task: TaskView, asButton?: boolean) =>
      DECIDE.filter((kind) => task.actions.includes(kind)).map((kind) => offer(kind, () => decide(kind, task), asButton)),
    /** 撤回 of my approval, when I may still withdraw it */
    withdraw: (instance: InstanceView, asButton?: boolean) =>
      instance.canWithdraw && offer('withdraw', () => setSubject({ kind: 'withdraw', code: instance.recordCode, tasks: [], instance }), asButton),
    /** 批量通过 of the ticked tasks */
    bulk: (tasks: TaskView[]) => setSubject({ kind: 'bulk', code: '', tasks }),
    dialog: subject && (
      <DecisionDialog
        subject={subject}
        onClose={() => setSubject(undefined)}
        onDone={() => {
          onDecided();
          announceChange(APPROVAL_DECISIONS, self);
        }}
      />
    ),
  };
}
