/**
 * A record opened from a task: its fields and history (the resource's own detail) and its approval
 * rounds, with the decision buttons when the task waits for me.
 */
import { useApi } from '@/core/request';
import type { TaskAction, TaskView } from '@/domain/workflow';
import { workflowService } from '@/services/workflow';
import { history, useIntl } from '@umijs/max';
import { Button, Drawer, Space, Spin, Typography } from 'antd';
import ApprovalProgress from './ApprovalProgress';
import RecordDetail from './RecordDetail';

export interface OpenRecord {
  businessType: string;
  recordId: string;
  recordCode: string;
  /** my task on it, when opened from the pending view */
  task?: TaskView;
}

export default function RecordDrawer({
  record,
  onClose,
  onAction,
  reloadKey,
}: {
  record: OpenRecord | null;
  onClose: () => void;
  onAction: (action: TaskAction) => void;
  /** changes after a decision, to reload the progress */
  reloadKey: number;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const approvals = useApi(() => workflowService.recordApprovals(record!.businessType, record!.recordId), {
    ready: !!record,
    refreshDeps: [record?.businessType, record?.recordId, reloadKey],
  });
  const actions: TaskAction[] = record?.task?.actions ?? [];
  const typeTitle = record ? t(`menu.${record.businessType}`) : '';

  return (
    <Drawer
      open={!!record}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={record ? t('workflow.detail.title', { type: typeTitle, code: record.recordCode }) : ''}
      extra={
        actions.length > 0 && (
          <Space>
            {actions.includes('approve') && (
              <Button type="primary" onClick={() => onAction('approve')}>
                {t('workflow.inbox.approve')}
              </Button>
            )}
            {actions.includes('reject') && (
              <Button danger onClick={() => onAction('reject')}>
                {t('workflow.inbox.reject')}
              </Button>
            )}
            {actions.includes('transfer') && <Button onClick={() => onAction('transfer')}>{t('workflow.inbox.transfer')}</Button>}
          </Space>
        )
      }
    >
      {record && (
        <>
          <RecordDetail businessType={record.businessType} recordId={record.recordId} reloadKey={reloadKey} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('workflow.detail.approvals')}
          </Typography.Title>
          <Spin spinning={approvals.loading}>
            <ApprovalProgress data={approvals.data} />
          </Spin>
          <Button type="link" style={{ paddingInline: 0, marginTop: 16 }} onClick={() => history.push(`/${record.businessType}`)}>
            {t('workflow.detail.openPage', { type: typeTitle })}
          </Button>
        </>
      )}
    </Drawer>
  );
}
