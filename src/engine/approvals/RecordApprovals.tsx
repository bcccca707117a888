/**
 * The approval rounds of one record, loaded by itself, with the decisions the server allows me on it:
 * 通过 / 驳回 / 转交 when its task waits for me (or for someone I stand in for), 撤回 while I may still
 * withdraw my approval. The detail drawer shows it for every desk the workflow drives (its own chunk,
 * fetched when such a record opens): the six applications, lease and exchange orders, expert support,
 * material-code requests (`BUSINESS_TYPES`).
 *
 *   <RecordApprovals businessType="claimApplication" record={r} onDecided={reloadRecord} />
 */
import { useApi } from '@/core/request';
import { workflowService } from '@/services/workflow';
import { useIntl } from '@umijs/max';
import { Space, Spin, Typography } from 'antd';
import ApprovalProgress from './ApprovalProgress';
import { useDecisions } from './useDecisions';

export default function RecordApprovals({
  businessType,
  record,
  reloadKey,
  onDecided,
}: {
  businessType: string;
  record: { id: string; version?: number; status?: string };
  /** bump to reload */
  reloadKey?: number;
  /** a decision was taken here (the rounds reload by themselves): the record's status may have moved */
  onDecided?: () => void;
}) {
  const intl = useIntl();
  const { data, loading, refresh } = useApi(() => workflowService.recordApprovals(businessType, record.id), {
    refreshDeps: [businessType, record.id, record.version, record.status, reloadKey],
  });
  const decisions = useDecisions(() => {
    refresh();
    onDecided?.();
  });
  // only my current task carries actions; only my running approval before its first approval may be withdrawn
  const mine = data?.instances.flatMap((i) => i.tasks).find((t) => t.actions.length > 0);
  const withdrawable = data?.instances.find((i) => i.canWithdraw);
  return (
    <section data-testid="record-approvals" style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {intl.formatMessage({ id: 'workflow.detail.approvals' })}
        </Typography.Title>
        <Space>
          {mine && decisions.of(mine, true)}
          {withdrawable && decisions.withdraw(withdrawable, true)}
        </Space>
      </div>
      <Spin spinning={loading}>
        <ApprovalProgress data={data} />
      </Spin>
      {decisions.dialog}
    </section>
  );
}
