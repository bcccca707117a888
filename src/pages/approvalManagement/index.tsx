/**
 * 审批管理: my pending tasks (each with its clock against its node's time limit, the overdue listed
 * first), the tasks I handled and the approvals I started. Approve (optional
 * comment), reject (comment required), transfer, bulk approve, withdraw my own approval before its
 * first approval, and open the record from any row. Buttons follow what the server says I may do
 * (`actions`, `canWithdraw`), so nothing is offered that it would refuse. 设置代理人 opens 外出委托 (its
 * own chunk); a task waiting for someone I stand in for carries a 代 王建国 tag.
 */
import type { PortalAccess } from '@/access';
import ActionLink from '@/components/ActionLink';
import { useApi } from '@/core/request';
import { resourceOf } from '@/domain/desks';
import {
  BUSINESS_TYPES,
  candidateOption,
  COMMENT_MAX,
  HANDLED_TASK_STATUSES,
  INSTANCE_STATUSES,
  WORKFLOW_CODES,
  type Candidate,
  type InstanceView,
  type TaskView,
} from '@/domain/workflow';
import { AdminActions, type Text } from '@/admin/AdminActions';
import { useAdminDialog, type AdminField } from '@/admin/AdminForm';
import AdminTable, { type AdminAction, type AdminColumn } from '@/admin/AdminTable';
import { formatTime, translator } from '@/admin/adminText';
import { NameCode } from '@/admin/controls';
import { InstanceStatusTag, TaskStatusTag } from '@/engine/approvals/StatusTags';
import TaskClockTag from '@/engine/approvals/TaskClock';
import { listSearch } from '@/engine/listSearch';
import { workflowService } from '@/services/workflow';
import { PageContainer, type ActionType } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { UserSwitchOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import RecordDrawer, { type OpenRecord } from './components/RecordDrawer';

// 外出委托: its own chunk, fetched when the button is pressed
const DelegationDialog = lazy(() => import('./components/DelegationDialog'));

const VIEWS = ['pending', 'handled', 'started'] as const;
type View = (typeof VIEWS)[number];
type Kind = 'approve' | 'reject' | 'transfer' | 'withdraw' | 'bulk';
/** what a decision is about: my task (or the ticked ones), or my approval to withdraw; `candidates` may receive a transfer */
type Subject = { kind: Kind; code: string; tasks: TaskView[]; instance?: InstanceView; candidates?: Candidate[] };
type Values = { comment?: string; toUserNo?: string };

const fmt = (iso?: string) => formatTime(iso) || '—';
const note = (v: Values) => v.comment?.trim() || undefined;
const comment = (label: string, required?: string): AdminField[] => [
  { name: 'comment', label, kind: 'textarea', max: COMMENT_MAX, required, fieldProps: { autoSize: { minRows: 3, maxRows: 6 } } },
];

/** Each decision once: its dialog (fields, notice, a red button for the steps that end the approval), its call and the toast it ends with. */
const DECISIONS: Record<
  Kind,
  { fields: (s: Subject) => AdminField[]; notice?: ['info' | 'warning', string]; danger?: boolean; run: (s: Subject, v: Values) => Promise<Text> }
> = {
  approve: {
    fields: () => comment('workflow.inbox.commentOptional'),
    run: async (s, v) => [
      ((await workflowService.approve(s.tasks[0].id, note(v))) as { recordStatus?: string })?.recordStatus
        ? 'workflow.inbox.approvedFinished'
        : 'workflow.inbox.approved',
    ],
  },
  bulk: {
    fields: () => comment('workflow.inbox.commentOptional'),
    run: async (s, v) => [
      'workflow.inbox.bulkApproved',
      {
        count: (
          await workflowService.bulkApprove(
            s.tasks.map((x) => x.id),
            note(v),
          )
        ).approved,
      },
    ],
  },
  reject: {
    fields: () => comment('workflow.inbox.rejectComment', 'workflow.inbox.rejectCommentRequired'),
    notice: ['warning', 'workflow.inbox.rejectHint'],
    danger: true,
    run: async (s, v) => (await workflowService.reject(s.tasks[0].id, note(v)!), ['workflow.inbox.rejected']),
  },
  transfer: {
    fields: (s) => [
      {
        name: 'toUserNo',
        label: 'workflow.inbox.transferTo',
        kind: 'select',
        required: 'workflow.inbox.transferToRequired',
        options: (s.candidates ?? []).map(candidateOption),
        fieldProps: { showSearch: { optionFilterProp: 'label' } },
      },
      ...comment('workflow.inbox.transferComment'),
    ],
    run: async (s, v) => {
      await workflowService.transfer(s.tasks[0].id, v.toUserNo!, note(v));
      return ['workflow.inbox.transferred', { name: s.candidates?.find((u) => u.userNo === v.toUserNo)?.userName ?? v.toUserNo! }];
    },
  },
  withdraw: {
    fields: () => comment('workflow.inbox.withdrawComment'),
    notice: ['info', 'workflow.inbox.withdrawHint'],
    danger: true,
    run: async (s, v) => (await workflowService.withdraw(s.instance!.id, note(v)), ['workflow.inbox.withdrawn']),
  },
};

export default function ApprovalManagementPage() {
  const t = translator(useIntl());
  const [view, setView] = useState<View>('pending');
  const [open, setOpen] = useState<OpenRecord | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const tables = { pending: useRef<ActionType>(null), handled: useRef<ActionType>(null), started: useRef<ActionType>(null) };
  const summary = useApi(workflowService.pendingSummary);
  const can = (useAccess() as PortalAccess).hasElement;
  const [delegating, setDelegating] = useState(false);

  // after a decision the task is no longer mine to act on: the drawer keeps the record but drops the buttons
  const decided = () => {
    Object.values(tables).forEach((r) => r.current?.reload());
    tables.pending.current?.clearSelected?.();
    summary.refresh();
    setReloadKey((k) => k + 1);
    setOpen((o) => (o ? { ...o, task: undefined } : o));
  };
  const dialog = useAdminDialog<Subject, Values>(
    {
      fields: (s) => DECISIONS[s!.kind].fields(s!),
      title: (s) => t(`workflow.inbox.${s!.kind}Title`, { code: s!.code, count: s!.tasks.length }),
      submit: (s) => ({ label: `workflow.inbox.${s!.kind === 'bulk' ? 'approve' : s!.kind}`, danger: DECISIONS[s!.kind].danger }),
      notice: (s) => DECISIONS[s!.kind].notice,
      width: 520,
      save: (values, s) => DECISIONS[s!.kind].run(s!, values),
      saved: (toast) => toast as Text,
    },
    decided,
  );
  const decide = async (kind: Kind, task: TaskView) => {
    // a task goes only to someone who may read its record: the server names them (a failure is shown by the request policy)
    const candidates = kind === 'transfer' ? await workflowService.transferCandidates(task.id).catch(() => undefined) : [];
    if (candidates) dialog.open({ kind, code: task.recordCode, tasks: [task], candidates }, true);
  };
  // my task's decisions: links in its row, buttons in its record's drawer
  const taskActions: AdminAction<TaskView>[] = (['approve', 'reject', 'transfer'] as const).map((kind) => ({
    key: kind,
    label: `workflow.inbox.${kind}`,
    danger: kind === 'reject',
    primary: kind === 'approve',
    done: false,
    show: (r) => r.actions.includes(kind),
    run: (r) => decide(kind, r),
  }));

  // from my pending task: with the task, to decide in the drawer
  const openRecord = (row: TaskView | InstanceView, mine?: boolean) =>
    setOpen({ businessType: row.businessType, recordId: row.recordId, recordCode: row.recordCode, task: mine ? (row as TaskView) : undefined });
  const types = BUSINESS_TYPES.map((b) => ({ value: b.type, label: t(`menu.${b.type}`) }));
  const statuses = (kind: string, list: readonly string[]) => ({ options: list.map((s) => ({ value: s, label: t(`workflow.${kind}.status.${s}`) })) });
  // the columns every view opens with; the search inputs only (keyword, period) set the search form's order
  const lead = <R extends TaskView | InstanceView>(asTask?: boolean): AdminColumn<R>[] => [
    { key: 'keyword', label: 'workflow.inbox.keyword', search: 'text', searchOnly: true },
    {
      key: 'recordCode',
      label: 'workflow.inbox.recordCode',
      width: 170,
      fixed: 'left',
      render: (r) => <ActionLink onClick={() => openRecord(r, asTask)}>{r.recordCode}</ActionLink>,
    },
    { key: 'businessType', label: 'workflow.inbox.businessType', width: 130, search: { options: types }, text: (r) => t(`menu.${r.businessType}`) },
    { key: 'period', label: 'workflow.inbox.period', search: 'dates', searchOnly: true },
    { key: 'title', label: 'workflow.inbox.title', ellipsis: true, width: 240 },
  ];
  const applicant: AdminColumn<TaskView> = { key: 'applicantName', label: 'workflow.inbox.applicant', width: 100 };
  const tableProps = { search: listSearch({ defaultCollapsed: false }), scroll: { x: 1300 }, options: { density: false, setting: true, reload: true } };
  // what the three views' tables have in common: their row key, their frame, their reload handle, what an empty one says
  const common = (v: View) => ({ rowKey: 'id', tableProps, actionRef: tables[v], empty: `workflow.inbox.empty.${v}` });

  return (
    <PageContainer
      title={t('menu.approvalManagement')}
      extra={
        can(WORKFLOW_CODES.delegate) && (
          <Button icon={<UserSwitchOutlined />} onClick={() => setDelegating(true)}>
            {t('workflow.delegation.open')}
          </Button>
        )
      }
      tabActiveKey={view}
      onTabChange={(key) => setView(key as View)}
      tabList={VIEWS.map((v) => ({
        key: v,
        tab: (
          <Space size={6}>
            {t(`workflow.inbox.${v}`)}
            {v === 'pending' && (
              <Badge count={summary.data?.count ?? 0} overflowCount={99} showZero={false} color={summary.data?.overdue ? undefined : 'blue'} />
            )}
          </Space>
        ),
      }))}
    >
      {/* the three views stay mounted: each keeps its search and page while another is shown */}
      <div hidden={view !== 'pending'}>
        <AdminTable<TaskView>
          {...common('pending')}
          tableProps={{ ...tableProps, onLoad: () => summary.refresh() }}
          request={workflowService.pendingTable}
          actions={taskActions}
          actionsWidth={150}
          bulk={{
            label: 'workflow.inbox.bulkApprove',
            enabled: (r) => r.actions.includes('approve'),
            rowName: (r) => `${r.recordCode} ${r.nodeName}`,
            run: (tasks) => dialog.open({ kind: 'bulk', code: '', tasks }, true),
          }}
          columns={[
            ...lead<TaskView>(true),
            // the clock beside the summary: what is overdue shows without scrolling
            { key: 'clock', label: 'workflow.inbox.clock', width: 150, render: (r) => <TaskClockTag clock={r.clock} /> },
            applicant,
            {
              key: 'nodeName',
              label: 'workflow.inbox.node',
              width: 200,
              render: (r) => (
                <Space size={4} wrap>
                  <span>{r.nodeName}</span>
                  <Tag>{t(`workflow.mode.${r.mode}`)}</Tag>
                  {r.transferredFromName && <Tag color="purple">{t('workflow.inbox.transferredFrom', { name: r.transferredFromName })}</Tag>}
                  {r.onBehalfOfName && (
                    <Tooltip title={t('workflow.delegation.tagHelp', { name: r.onBehalfOfName })}>
                      <Tag color="gold" data-testid="delegated-tag">
                        {t('workflow.delegation.tag', { name: r.onBehalfOfName })}
                      </Tag>
                    </Tooltip>
                  )}
                </Space>
              ),
            },
            { key: 'createdAt', label: 'workflow.inbox.arrivedAt', width: 150, text: (r) => fmt(r.createdAt) },
          ]}
        />
      </div>
      <div hidden={view !== 'handled'}>
        <AdminTable<TaskView>
          {...common('handled')}
          request={workflowService.handledTable}
          columns={[
            ...lead<TaskView>(),
            applicant,
            { key: 'nodeName', label: 'workflow.inbox.myNode', width: 130 },
            {
              key: 'status',
              label: 'workflow.inbox.myResult',
              width: 150,
              search: statuses('task', HANDLED_TASK_STATUSES),
              render: (r) => (
                <NameCode
                  name={<TaskStatusTag status={r.status} />}
                  code={
                    r.actorName
                      ? t('workflow.delegation.onBehalf', { actor: r.actorName, principal: r.assigneeName })
                      : r.transferredToName && t('workflow.inbox.transferredTo', { name: r.transferredToName })
                  }
                />
              ),
            },
            { key: 'comment', label: 'workflow.inbox.comment', ellipsis: true },
            { key: 'handledAt', label: 'workflow.inbox.handledAt', width: 150, text: (r) => fmt(r.handledAt) },
            {
              key: 'instanceStatus',
              label: 'workflow.inbox.approvalStatus',
              width: 100,
              render: (r) => (r.instanceStatus ? <InstanceStatusTag status={r.instanceStatus} /> : '—'),
            },
          ]}
        />
      </div>
      <div hidden={view !== 'started'}>
        <AdminTable<InstanceView>
          {...common('started')}
          request={workflowService.startedTable}
          actionsWidth={110}
          actions={[
            { key: 'view', label: 'workflow.inbox.view', run: (r) => openRecord(r), done: false },
            {
              key: 'withdraw',
              label: 'workflow.inbox.withdraw',
              show: (r) => r.canWithdraw,
              run: (r) => dialog.open({ kind: 'withdraw', code: r.recordCode, tasks: [], instance: r }, true),
              done: false,
            },
          ]}
          columns={[
            ...lead<InstanceView>(),
            { key: 'round', label: 'workflow.inbox.round', width: 90, text: (r) => t('workflow.inbox.roundValue', { round: r.round }) },
            {
              key: 'status',
              label: 'workflow.inbox.approvalStatus',
              width: 110,
              search: statuses('instance', INSTANCE_STATUSES),
              render: (r) => <InstanceStatusTag status={r.status} />,
            },
            {
              key: 'currentNodeName',
              label: 'workflow.inbox.progress',
              width: 220,
              render: (r) =>
                r.status !== 'RUNNING' ? (
                  '—'
                ) : (
                  <NameCode
                    below
                    name={`${t('workflow.inbox.progressValue', { current: r.currentNode + 1, total: r.nodes.length })} · ${r.currentNodeName}`}
                    code={`${t('workflow.inbox.waitingFor')}：${r.waitingFor.join('、')}`}
                  />
                ),
            },
            { key: 'startedAt', label: 'workflow.inbox.startedAt', width: 150, text: (r) => fmt(r.startedAt) },
            { key: 'endedAt', label: 'workflow.inbox.endedAt', width: 150, text: (r) => fmt(r.endedAt) },
          ]}
        />
      </div>
      {dialog.dialog}
      {delegating && (
        <Suspense fallback={null}>
          <DelegationDialog onClose={() => setDelegating(false)} />
        </Suspense>
      )}
      {open && resourceOf(open.businessType) && (
        <RecordDrawer
          key={`${open.businessType}:${open.recordId}`}
          record={open}
          reloadKey={reloadKey}
          onClose={() => setOpen(null)}
          actions={open.task && <AdminActions buttons="middle" row={open.task} actions={taskActions} onDone={decided} />}
        />
      )}
    </PageContainer>
  );
}
