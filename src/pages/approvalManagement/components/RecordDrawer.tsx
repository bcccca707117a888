/**
 * A record opened from a task: the resource's own detail drawer (fields, attachments, history
 * timeline) with the approval rounds under the fields and, when the task waits for me, my decision
 * buttons. Read-only otherwise: editing and lifecycle actions happen on the record's own page, which
 * the link under the approvals opens at the record's address (its drawer open there).
 */
import type { TaskView } from '@/domain/workflow';
import { resourceOf } from '@/domain/desks';
import { DetailDrawer, useResourceText } from '@/engine';
import RecordLink from '@/engine/RecordLink';
import { resourceService } from '@/services/resource';
import { useIntl } from '@umijs/max';
import { useMemo, type ReactNode } from 'react';
import RecordApprovals from '@/engine/approvals/RecordApprovals';

export interface OpenRecord {
  businessType: string;
  recordId: string;
  recordCode: string;
  /** my task on it, when opened from the pending view */
  task?: TaskView;
}

const nobody = () => false;

/** `actions`: my decisions on its task, beside its approval rounds; `reloadKey` changes after a decision (the record and its progress reload) */
export default function RecordDrawer(props: { record: OpenRecord; onClose: () => void; actions?: ReactNode; reloadKey: number }) {
  const { record, onClose, actions, reloadKey } = props;
  const intl = useIntl();
  const def = resourceOf(record.businessType)!;
  const text = useResourceText(def);
  const service = useMemo(() => resourceService(def), [def]);
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
          <RecordApprovals businessType={record.businessType} record={r} reloadKey={reloadKey} actions={actions} />
          <div style={{ marginTop: 8 }}>
            <RecordLink resource={record.businessType} id={record.recordId}>
              {intl.formatMessage({ id: 'workflow.detail.openPage' }, { type: intl.formatMessage({ id: `menu.${record.businessType}` }) })}
            </RecordLink>
          </div>
        </>
      )}
    />
  );
}
