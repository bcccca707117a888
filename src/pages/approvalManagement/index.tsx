/**
 * 审批管理: my pending tasks, the tasks I handled and the approvals I started. Approve (optional
 * comment), reject (comment required), transfer, bulk approve, withdraw my own approval before its
 * first approval, and open the record from any row. Buttons follow what the server says I may do
 * (`actions`, `canWithdraw`), so nothing is offered that it would refuse.
 */
import ActionLink from '@/components/ActionLink';
import { useApi } from '@/core/request';
import { BUSINESS_TYPES, type InstanceView, type TaskView } from '@/domain/workflow';
import { workflowService } from '@/services/workflow';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { FormattedMessage, useIntl, useModel } from '@umijs/max';
import { App, Badge, Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import DecisionModal, { type Decision, type DecisionValues } from './components/DecisionModal';
import RecordDrawer, { type OpenRecord } from './components/RecordDrawer';
import { InstanceStatusTag, TaskStatusTag } from '@/resource/approvals/StatusTags';
import { listSearch } from '@/resource/listSearch';

type View = 'pending' | 'handled' | 'started';

type Pending = { decision: Decision; tasks?: TaskView[]; instance?: InstanceView };

const fmt = (iso?: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** `period` (a date range of the search form) → `from` / `to` of the API. */
const periodTransform = (value: [string, string]) => ({ from: value?.[0], to: value?.[1] });

function ApprovalManagementPageContent() {
  const { message } = App.useApp();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const { initialState } = useModel('@@initialState');
  const me = (initialState as any)?.user?.userNo as string | undefined;
  const [view, setView] = useState<View>('pending');
  const [selected, setSelected] = useState<TaskView[]>([]);
  // the same array while the selection is the same (ProTable copies a new one into its state and renders again)
  const selectedKeys = useMemo(() => selected.map((s) => s.id), [selected]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState<OpenRecord | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const pendingRef = useRef<ActionType>(null);
  const handledRef = useRef<ActionType>(null);
  const startedRef = useRef<ActionType>(null);
  const summary = useApi(workflowService.pendingSummary);
  const candidates = useApi(workflowService.candidates);

  const typeEnum = useMemo(
    () => Object.fromEntries(BUSINESS_TYPES.map((b) => [b.type, { text: t(`menu.${b.type}`) }])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl.locale],
  );

  const refreshAll = () => {
    pendingRef.current?.reload();
    handledRef.current?.reload();
    startedRef.current?.reload();
    pendingRef.current?.clearSelected?.();
    setSelected([]);
    summary.refresh();
    setReloadKey((k) => k + 1);
  };

  const decide = (kind: Decision['kind'], task: TaskView) => {
    const others = (candidates.data ?? []).filter((u) => u.userNo !== me && u.userNo !== task.applicantNo);
    setPending({ decision: { kind, code: task.recordCode, candidates: others }, tasks: [task] });
  };

  const submitDecision = async (values: DecisionValues): Promise<boolean> => {
    if (!pending) return false;
    const { decision, tasks = [], instance } = pending;
    const comment = values.comment?.trim() || undefined;
    switch (decision.kind) {
      case 'approve': {
        const res: any = await workflowService.approve(tasks[0].id, comment);
        message.success(t(res?.recordStatus ? 'workflow.inbox.approvedFinished' : 'workflow.inbox.approved'));
        break;
      }
      case 'bulk': {
        const res = await workflowService.bulkApprove(tasks.map((x) => x.id), comment);
        message.success(t('workflow.inbox.bulkApproved', { count: res.approved }));
        break;
      }
      case 'reject':
        await workflowService.reject(tasks[0].id, comment!);
        message.success(t('workflow.inbox.rejected'));
        break;
      case 'transfer': {
        await workflowService.transfer(tasks[0].id, values.toUserNo!, comment);
        const name = candidates.data?.find((u) => u.userNo === values.toUserNo)?.userName ?? values.toUserNo;
        message.success(t('workflow.inbox.transferred', { name }));
        break;
      }
      case 'withdraw':
        await workflowService.withdraw(instance!.id, comment);
        message.success(t('workflow.inbox.withdrawn'));
        break;
    }
    setPending(null);
    // the task is no longer mine to act on: the drawer keeps the record but drops the buttons
    setOpen((o) => (o ? { ...o, task: undefined } : o));
    refreshAll();
    return true;
  };

  const openRecord = (row: { businessType: string; recordId: string; recordCode: string }, task?: TaskView) =>
    setOpen({ businessType: row.businessType, recordId: row.recordId, recordCode: row.recordCode, task });

  // ------------------------------------------------------------------ columns shared by the views
  const searchCols = <T,>(): ProColumns<T>[] => [
    { title: t('workflow.inbox.keyword'), dataIndex: 'keyword', hideInTable: true, order: 3 },
    { title: t('workflow.inbox.period'), dataIndex: 'period', valueType: 'dateRange', hideInTable: true, search: { transform: periodTransform }, order: 1 },
  ];
  const codeCol = <T extends { businessType: string; recordId: string; recordCode: string },>(asTask?: (r: T) => TaskView): ProColumns<T> => ({
    title: t('workflow.inbox.recordCode'),
    dataIndex: 'recordCode',
    search: false,
    width: 170,
    fixed: 'left',
    render: (_, r) => <ActionLink onClick={() => openRecord(r, asTask?.(r))}>{r.recordCode}</ActionLink>,
  });
  const typeCol = <T,>(): ProColumns<T> => ({
    title: t('workflow.inbox.businessType'),
    dataIndex: 'businessType',
    valueType: 'select',
    valueEnum: typeEnum,
    width: 130,
    order: 2,
  });
  const titleCol = <T,>(): ProColumns<T> => ({ title: t('workflow.inbox.title'), dataIndex: 'title', search: false, ellipsis: true, width: 240 });

  const pendingColumns: ProColumns<TaskView>[] = [
    ...searchCols<TaskView>(),
    codeCol<TaskView>((r) => r),
    typeCol<TaskView>(),
    titleCol<TaskView>(),
    { title: t('workflow.inbox.applicant'), dataIndex: 'applicantName', search: false, width: 100 },
    {
      title: t('workflow.inbox.node'),
      dataIndex: 'nodeName',
      search: false,
      width: 200,
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{r.nodeName}</span>
          <Tag>{t(`workflow.mode.${r.mode}`)}</Tag>
          {r.transferredFromName && <Tag color="purple">{t('workflow.inbox.transferredFrom', { name: r.transferredFromName })}</Tag>}
        </Space>
      ),
    },
    { title: t('workflow.inbox.arrivedAt'), dataIndex: 'createdAt', search: false, width: 150, render: (_, r) => fmt(r.createdAt) },
    {
      title: t('workflow.inbox.actions'),
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, r) => [
        r.actions.includes('approve') && (
          <ActionLink key="approve" onClick={() => decide('approve', r)}>
            {t('workflow.inbox.approve')}
          </ActionLink>
        ),
        r.actions.includes('reject') && (
          <ActionLink key="reject" danger onClick={() => decide('reject', r)}>
            {t('workflow.inbox.reject')}
          </ActionLink>
        ),
        r.actions.includes('transfer') && (
          <ActionLink key="transfer" onClick={() => decide('transfer', r)}>
            {t('workflow.inbox.transfer')}
          </ActionLink>
        ),
      ],
    },
  ];

  const handledColumns: ProColumns<TaskView>[] = [
    ...searchCols<TaskView>(),
    codeCol<TaskView>(),
    typeCol<TaskView>(),
    titleCol<TaskView>(),
    { title: t('workflow.inbox.applicant'), dataIndex: 'applicantName', search: false, width: 100 },
    { title: t('workflow.inbox.myNode'), dataIndex: 'nodeName', search: false, width: 130 },
    {
      title: t('workflow.inbox.myResult'),
      dataIndex: 'status',
      width: 150,
      valueType: 'select',
      valueEnum: {
        APPROVED: { text: t('workflow.task.status.APPROVED') },
        REJECTED: { text: t('workflow.task.status.REJECTED') },
        TRANSFERRED: { text: t('workflow.task.status.TRANSFERRED') },
      },
      render: (_, r) => (
        <Space size={4} wrap>
          <TaskStatusTag status={r.status} />
          {r.transferredToName && <Typography.Text type="secondary">{t('workflow.inbox.transferredTo', { name: r.transferredToName })}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('workflow.inbox.comment'), dataIndex: 'comment', search: false, ellipsis: true },
    { title: t('workflow.inbox.handledAt'), dataIndex: 'handledAt', search: false, width: 150, render: (_, r) => fmt(r.handledAt) },
    {
      title: t('workflow.inbox.approvalStatus'),
      dataIndex: 'instanceStatus',
      search: false,
      width: 100,
      render: (_, r) => (r.instanceStatus ? <InstanceStatusTag status={r.instanceStatus} /> : '—'),
    },
  ];

  const startedColumns: ProColumns<InstanceView>[] = [
    ...searchCols<InstanceView>(),
    codeCol<InstanceView>(),
    typeCol<InstanceView>(),
    titleCol<InstanceView>(),
    { title: t('workflow.inbox.round'), dataIndex: 'round', search: false, width: 90, render: (_, r) => t('workflow.inbox.roundValue', { round: r.round }) },
    {
      title: t('workflow.inbox.approvalStatus'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(['RUNNING', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'CANCELLED'].map((s) => [s, { text: t(`workflow.instance.status.${s}`) }])),
      render: (_, r) => <InstanceStatusTag status={r.status} />,
    },
    {
      title: t('workflow.inbox.progress'),
      dataIndex: 'currentNodeName',
      search: false,
      width: 220,
      render: (_, r) =>
        r.status === 'RUNNING' ? (
          <Space orientation="vertical" size={0}>
            <span>
              {t('workflow.inbox.progressValue', { current: r.currentNode + 1, total: r.nodes.length })} · {r.currentNodeName}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('workflow.inbox.waitingFor')}：{r.waitingFor.join('、')}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    { title: t('workflow.inbox.startedAt'), dataIndex: 'startedAt', search: false, width: 150, render: (_, r) => fmt(r.startedAt) },
    { title: t('workflow.inbox.endedAt'), dataIndex: 'endedAt', search: false, width: 150, render: (_, r) => fmt(r.endedAt) },
    {
      title: t('workflow.inbox.actions'),
      valueType: 'option',
      width: 110,
      fixed: 'right',
      render: (_, r) => [
        <ActionLink key="view" onClick={() => openRecord(r)}>
          {t('workflow.inbox.view')}
        </ActionLink>,
        r.canWithdraw && (
          <ActionLink key="withdraw" onClick={() => setPending({ decision: { kind: 'withdraw', code: r.recordCode }, instance: r })}>
            {t('workflow.inbox.withdraw')}
          </ActionLink>
        ),
      ],
    },
  ];

  const tableCommon = {
    search: listSearch({ defaultCollapsed: false }),
    pagination: { defaultPageSize: 10, showSizeChanger: true },
    scroll: { x: 1300 },
    options: { density: false, setting: true, reload: true },
  };

  const count = summary.data?.count ?? 0;

  return (
    <PageContainer
      title={<FormattedMessage id="menu.approvalManagement" />}
      tabActiveKey={view}
      onTabChange={(key) => setView(key as View)}
      tabList={[
        {
          key: 'pending',
          tab: (
            <Space size={6}>
              {t('workflow.inbox.pending')}
              <Badge count={count} overflowCount={99} showZero={false} />
            </Space>
          ),
        },
        { key: 'handled', tab: t('workflow.inbox.handled') },
        { key: 'started', tab: t('workflow.inbox.started') },
      ]}
    >
      <div hidden={view !== 'pending'}>
        <ProTable<TaskView>
          {...tableCommon}
          rowKey="id"
          actionRef={pendingRef}
          columns={pendingColumns}
          request={workflowService.pendingTable}
          locale={{ emptyText: t('workflow.inbox.emptyPending') }}
          rowSelection={{
            selectedRowKeys: selectedKeys,
            onChange: (_, rows) => setSelected(rows.filter(Boolean)),
            getCheckboxProps: (r) => ({ disabled: !r.actions.includes('approve') }),
          }}
          tableAlertRender={({ selectedRowKeys, onCleanSelected }) => (
            <Space>
              <span>{t('workflow.inbox.selected', { count: selectedRowKeys.length })}</span>
              <ActionLink onClick={onCleanSelected}>{t('workflow.inbox.clearSelection')}</ActionLink>
            </Space>
          )}
          tableAlertOptionRender={() => (
            <Button
              type="primary"
              size="small"
              disabled={!selected.length}
              onClick={() => setPending({ decision: { kind: 'bulk', code: '', count: selected.length }, tasks: selected })}
            >
              {t('workflow.inbox.bulkApprove', { count: selected.length })}
            </Button>
          )}
          onLoad={() => summary.refresh()}
        />
      </div>
      <div hidden={view !== 'handled'}>
        <ProTable<TaskView>
          {...tableCommon}
          rowKey="id"
          actionRef={handledRef}
          columns={handledColumns}
          request={workflowService.handledTable}
          locale={{ emptyText: t('workflow.inbox.emptyHandled') }}
        />
      </div>
      <div hidden={view !== 'started'}>
        <ProTable<InstanceView>
          {...tableCommon}
          rowKey="id"
          actionRef={startedRef}
          columns={startedColumns}
          request={workflowService.startedTable}
          locale={{ emptyText: t('workflow.inbox.emptyStarted') }}
        />
      </div>
      <DecisionModal decision={pending?.decision ?? null} onClose={() => setPending(null)} onSubmit={submitDecision} />
      <RecordDrawer
        record={open}
        reloadKey={reloadKey}
        onClose={() => setOpen(null)}
        onAction={(action) => open?.task && decide(action, open.task)}
      />
    </PageContainer>
  );
}

/** The page inside antd's App context, so that its toasts and confirmations follow the theme and locale. */
export default function ApprovalManagementPage() {
  return (
    <App component={false}>
      <ApprovalManagementPageContent />
    </App>
  );
}
