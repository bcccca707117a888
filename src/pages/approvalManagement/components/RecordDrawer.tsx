/**
 * A record opened from a task: the resource's own detail drawer (fields, attachments, history
 * timeline) with the approval rounds under the fields and, when the task waits for me, my decision
 * buttons. Read-only otherwise: editing and lifecycle actions happen on the record's own page, which
 * the link under the approvals opens at the record's address (its drawer open there).
 */
import type { TaskAction, TaskView } from '@/domain/workflow';
import { resourceOf } from '@/domain/resources';
import { DetailDrawer, useResourceText } from '@/resource';
import RecordLink from '@/resource/RecordLink';
import { resourceService } from '@/services/resource';
import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import RecordApprovals from '@/resource/approvals/RecordApprovals';

export interface OpenRecord {
  businessType: string;
  recordId: string;
  recordCode: string;
  /** my task on it, when opened from the pending view */
  task?: TaskView;
}

const nobody = () => false;

function Drawer({ record, onClose, onAction, reloadKey }: { record: OpenRecord; onClose: () => void; onAction: (a: TaskAction) => void; reloadKey: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const def = resourceOf(record.businessType)!;
  const text = useResourceText(def);
  const service = useMemo(() => resourceService(def), [def]);
  const actions: TaskAction[] = record.task?.actions ?? [];
  const typeTitle = t(`menu.${record.businessType}`);
  return (
    <DetailDrawer
      def={def}
      service={service}
      text={text}
      recordId={record.recordId}
      reloadKey={reloadKey}
      can={nobody}
      onClose={onClose}
      onEdit={() => undefined}
      onAction={() => undefined}
      extra={(r) => (
        <>
          <RecordApprovals
            businessType={record.businessType}
            record={r}
            reloadKey={reloadKey}
            actions={
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
          />
          <div style={{ marginTop: 8 }}>
            <RecordLink resource={record.businessType} id={record.recordId}>
              {t('workflow.detail.openPage', { type: typeTitle })}
            </RecordLink>
          </div>
        </>
      )}
    />
  );
}

export default function RecordDrawer(props: {
  record: OpenRecord | null;
  onClose: () => void;
  onAction: (action: TaskAction) => void;
  /** changes after a decision, to reload the record and its progress */
  reloadKey: number;
}) {
  const { record, ...rest } = props;
  if (!record || !resourceOf(record.businessType)) return null;
  return <Drawer key={`${record.businessType}:${record.recordId}`} record={record} {...rest} />;
}
