/**
 * A record opened from a row: the resource's own detail drawer (fields, approval rounds with my
 * decisions, attachments, history timeline). Read-only otherwise: editing and lifecycle actions happen
 * on the record's own page, which the link under the approvals opens at the record's address.
 */
import { resourceOf } from '@/domain/desks';
import type { ApprovedRecord } from '@/domain/workflow';
import { DetailDrawer, useResourceText } from '@/engine';
import RecordLink from '@/engine/RecordLink';
import { resourceService } from '@/services/resource';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';

const nobody = () => false;

/** A decision taken in it reaches the page as every other does (`useDecisions`: the lists and the badge reload). */
export default function RecordDrawer({ record, onClose }: { record: ApprovedRecord; onClose: () => void }) {
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
      can={nobody}
      onClose={onClose}
      onEdit={() => undefined}
      onAction={() => undefined}
      extra={() => (
        <div style={{ marginTop: 8 }}>
          <RecordLink resource={record.businessType} id={record.recordId}>
            {intl.formatMessage({ id: 'workflow.detail.openPage' }, { type: intl.formatMessage({ id: `menu.${record.businessType}` }) })}
          </RecordLink>
        </div>
      )}
    />
  );
}
