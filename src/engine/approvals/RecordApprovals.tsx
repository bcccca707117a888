/**
 * The approval rounds of one record, loaded by itself — for the detail drawer of any record the
 * workflow drives (the six applications, lease and exchange orders) and for the inbox.
 *
 *   <ResourcePage resource={claimApplication} detailExtra={(r) => <RecordApprovals businessType="claimApplication" record={r} />} />
 */
import { useApi } from '@/core/request';
import { workflowService } from '@/services/workflow';
import { useIntl } from '@umijs/max';
import { Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import ApprovalProgress from './ApprovalProgress';

export default function RecordApprovals({
  businessType,
  record,
  reloadKey,
  actions,
}: {
  businessType: string;
  record: { id: string; version?: number; status?: string };
  /** bump to reload */
  reloadKey?: number;
  /** buttons shown beside the title (the inbox's decisions) */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const { data, loading } = useApi(() => workflowService.recordApprovals(businessType, record.id), {
    refreshDeps: [businessType, record.id, record.version, record.status, reloadKey],
  });
  return (
    <section data-testid="record-approvals" style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {intl.formatMessage({ id: 'workflow.detail.approvals' })}
        </Typography.Title>
        {actions}
      </div>
      <Spin spinning={loading}>
        <ApprovalProgress data={data} />
      </Spin>
    </section>
  );
}
