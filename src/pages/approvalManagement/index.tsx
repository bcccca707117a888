/**
 * 审批管理: my pending tasks (each with its clock against its node's time limit, the overdue listed
 * first), the tasks I handled and the approvals I started. The decisions are the engine's
 * (src/engine/approvals/useDecisions), offered as the server allows them (`actions`, `canWithdraw`):
 * 通过 / 驳回 / 转交 in a task's row, 批量通过 of the ticked, 撤回 in 我发起的; a row's record opens in a
 * drawer offering the same. 设置代理人 opens 外出委托 (the engine's `approvalDelegation`, its own chunk,
 * at `?tab=approvalDelegation`); a task waiting for someone I stand in for carries a 代 王建国 tag.
 */
import type { PortalAccess } from '@/access';
import ActionLink from '@/components/ActionLink';
import { useApi } from '@/core/request';
import { resourceOf } from '@/domain/desks';
import { approvalDelegation } from '@/domain/desks/approvalDelegation';
import { PART_PARAM } from '@/domain/links';
import { BUSINESS_TYPES, HANDLED_TASK_STATUSES, INSTANCE_STATUSES, WORKFLOW_CODES, type InstanceView, type TaskView } from '@/domain/workflow';
import { UserSwitchOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType } from '@ant-design/pro-components';
import { useAccess, useIntl, useLocation, useNavigate } from '@umijs/max';
import { Badge, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { workflowService } from '@/services/workflow';
import { InstanceStatusTag, TaskStatusTag } from '@/engine/approvals/StatusTags';
import TaskClockTag from '@/engine/approvals/TaskClock';
import { useDecisions } from '@/engine/approvals/useDecisions';
import RowTable, { type Column } from '@/engine/RowTable';
import RecordDrawer from './components/RecordDrawer';

// 外出委托: its own chunk, fetched when the button is pressed
const Delegations = lazy(() => import('./components/Delegations'));
const DELEGATIONS = approvalDelegation.key;

const VIEWS = ['pending', 'handled', 'started'] as const;
type View = (typeof VIEWS)[number];
const TYPES = BUSINESS_TYPES.map((b) => b.type);

/** A status with a note under it (how far it is) or beside it (`row`: who acted for whom), small and secondary. */
const Below = ({ main, sub, row }: { main: ReactNode; sub?: ReactNode; row?: boolean }) => (
  <Space orientation={row ? 'horizontal' : 'vertical'} size={row ? 6 : 0}>
    {main}
    {sub && (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {sub}
      </Typography.Text>
    )}
  </Space>
);

export default function ApprovalManagementPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [view, setView] = useState<View>('pending');
  const [open, setOpen] = useState<TaskView | InstanceView | null>(null);
  const tables = { pending: useRef<ActionType>(null), handled: useRef<ActionType>(null), started: useRef<ActionType>(null) };
  const summary = useApi(workflowService.pendingSummary);
  const can = (useAccess() as PortalAccess).hasElement;
  // 外出委托 is open while the address says so: a delegation's address (`?tab=approvalDelegation&id=`) opens it too
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const delegating = new URLSearchParams(search).get(PART_PARAM) === DELEGATIONS;
  const setDelegating = (on: boolean) => navigate(on ? `${pathname}?${PART_PARAM}=${DELEGATIONS}` : pathname, { replace: true });

  // after a decision (a row's, its record drawer's, another tab's): the three lists, and with my pending tasks the badge (their `onLoad`)
  const decided = () => {
    Object.values(tables).forEach((r) => r.current?.reload());
    tables.pending.current?.clearSelected?.();
  };
  const decisions = useDecisions(decided);
  // each view's list frame: its search form, title keys and reload; the three stay mounted, each keeping its search and page while another is shown
  const frame = (v: View) => ({ name: v, labels: 'workflow.inbox.', actionRef: tables[v], hidden: view !== v });
  // the columns every view opens with; the search inputs only (keyword, period) set the search form's order
  const lead = <R extends TaskView | InstanceView>(): Column<R>[] => [
    { key: 'keyword', search: 'text' },
    { key: 'recordCode', width: 170, fixed: 'left', render: (r) => <ActionLink onClick={() => setOpen(r)}>{r.recordCode}</ActionLink> },
    { key: 'businessType', width: 130, search: { values: TYPES, label: (b) => `menu.${b}` }, render: (r) => t(`menu.${r.businessType}`) },
    { key: 'period', search: 'dates' },
    { key: 'title', ellipsis: true, width: 240 },
  ];
  const applicant: Column<TaskView> = { key: 'applicantName', label: 'applicant', width: 100 };

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
      <RowTable<TaskView>
        {...frame('pending')}
        request={workflowService.pendingTable}
        onLoad={() => summary.refresh()}
        actions={{ width: 150, render: (r) => decisions.of(r) }}
        bulk={{
          label: 'workflow.inbox.bulkApprove',
          enabled: (r) => r.actions.includes('approve'),
          rowName: (r) => `${r.recordCode} ${r.nodeName}`,
          run: decisions.bulk,
        }}
        columns={[
          ...lead<TaskView>(),
          // the clock beside the summary: what is overdue shows without scrolling
          { key: 'clock', width: 150, render: (r) => <TaskClockTag clock={r.clock} /> },
          applicant,
          {
            key: 'nodeName',
            label: 'node',
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
          { key: 'createdAt', label: 'arrivedAt', width: 150, time: true },
        ]}
      />
      <RowTable<TaskView>
        {...frame('handled')}
        request={workflowService.handledTable}
        columns={[
          ...lead<TaskView>(),
          applicant,
          { key: 'nodeName', label: 'myNode', width: 130 },
          {
            key: 'status',
            label: 'myResult',
            width: 150,
            search: { values: HANDLED_TASK_STATUSES, label: (s) => `workflow.task.status.${s}` },
            render: (r) => (
              <Below
                row
                main={<TaskStatusTag status={r.status} />}
                sub={
                  r.actorName
                    ? t('workflow.delegation.onBehalf', { actor: r.actorName, principal: r.assigneeName })
                    : r.transferredToName && t('workflow.inbox.transferredTo', { name: r.transferredToName })
                }
              />
            ),
          },
          { key: 'comment', ellipsis: true },
          { key: 'handledAt', width: 150, time: true },
          {
            key: 'instanceStatus',
            label: 'approvalStatus',
            width: 100,
            render: (r) => (r.instanceStatus ? <InstanceStatusTag status={r.instanceStatus} /> : '—'),
          },
        ]}
      />
      <RowTable<InstanceView>
        {...frame('started')}
        request={workflowService.startedTable}
        actions={{
          width: 110,
          render: (r) => [
            <ActionLink key="view" onClick={() => setOpen(r)}>
              {t('workflow.inbox.view')}
            </ActionLink>,
            decisions.withdraw(r),
          ],
        }}
        columns={[
          ...lead<InstanceView>(),
          { key: 'round', width: 90, render: (r) => t('workflow.inbox.roundValue', { round: r.round }) },
          {
            key: 'status',
            label: 'approvalStatus',
            width: 110,
            search: { values: INSTANCE_STATUSES, label: (s) => `workflow.instance.status.${s}` },
            render: (r) => <InstanceStatusTag status={r.status} />,
          },
          {
            key: 'currentNodeName',
            label: 'progress',
            width: 220,
            render: (r) =>
              r.status !== 'RUNNING' ? (
                '—'
              ) : (
                <Below
                  main={`${t('workflow.inbox.progressValue', { current: r.currentNode + 1, total: r.nodes.length })} · ${r.currentNodeName}`}
                  sub={`${t('workflow.inbox.waitingFor')}：${r.waitingFor.join('、')}`}
                />
              ),
          },
          { key: 'startedAt', width: 150, time: true },
          { key: 'endedAt', width: 150, time: true },
        ]}
      />
      {decisions.dialog}
      {delegating && (
        <Suspense fallback={null}>
          <Delegations onClose={() => setDelegating(false)} />
        </Suspense>
      )}
      {open && resourceOf(open.businessType) && <RecordDrawer key={`${open.businessType}:${open.recordId}`} record={open} onClose={() => setOpen(null)} />}
    </PageContainer>
  );
}
