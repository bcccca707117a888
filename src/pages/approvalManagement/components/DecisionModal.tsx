/**
 * The small forms of the inbox: approve (optional comment), reject (comment required), transfer (to
 * whom, optional note), withdraw (optional note) and bulk approve. A failed call keeps the modal open
 * with what was typed.
 */
import type { Candidate } from '@/domain/workflow';
import { COMMENT_MAX } from '@/domain/workflow';
import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';

export type DecisionKind = 'approve' | 'reject' | 'transfer' | 'withdraw' | 'bulk';

export interface Decision {
  kind: DecisionKind;
  /** record code (or the count, for bulk) shown in the title */
  code: string;
  count?: number;
  /** users who may receive a transfer */
  candidates?: Candidate[];
}

export interface DecisionValues {
  comment?: string;
  toUserNo?: string;
}

const TITLE: Record<DecisionKind, string> = {
  approve: 'workflow.inbox.approveTitle',
  bulk: 'workflow.inbox.bulkApproveTitle',
  reject: 'workflow.inbox.rejectTitle',
  transfer: 'workflow.inbox.transferTitle',
  withdraw: 'workflow.inbox.withdrawTitle',
};

export default function DecisionModal({
  decision,
  onClose,
  onSubmit,
}: {
  decision: Decision | null;
  onClose: () => void;
  /** resolves true when done; false (or a rejection) keeps the modal open */
  onSubmit: (values: DecisionValues) => Promise<boolean>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const kind = decision?.kind;
  return (
    <ModalForm<DecisionValues>
      key={decision ? `${decision.kind}-${decision.code}` : 'none'}
      title={decision ? t(TITLE[decision.kind], { code: decision.code, count: decision.count }) : ''}
      open={!!decision}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{
        searchConfig: { submitText: kind ? t(`workflow.inbox.${kind === 'bulk' ? 'approve' : kind}`) : undefined },
        submitButtonProps: { danger: kind === 'reject' || kind === 'withdraw', 'data-testid': 'decision-submit' } as any,
      }}
      onFinish={async (values) => {
        try {
          return await onSubmit(values);
        } catch {
          return false;
        }
      }}
    >
      {kind === 'reject' && <Alert type="warning" showIcon title={t('workflow.inbox.rejectHint')} style={{ marginBottom: 16 }} />}
      {kind === 'withdraw' && <Alert type="info" showIcon title={t('workflow.inbox.withdrawHint')} style={{ marginBottom: 16 }} />}
      {kind === 'transfer' && (
        <ProFormSelect
          name="toUserNo"
          label={t('workflow.inbox.transferTo')}
          options={(decision?.candidates ?? []).map((u) => ({ value: u.userNo, label: `${u.userName}（${u.userNo}）` }))}
          fieldProps={{ showSearch: { optionFilterProp: 'label' } }}
          rules={[{ required: true, message: t('workflow.inbox.transferToRequired') }]}
        />
      )}
      <ProFormTextArea
        name="comment"
        label={t(
          kind === 'reject'
            ? 'workflow.inbox.rejectComment'
            : kind === 'transfer'
              ? 'workflow.inbox.transferComment'
              : kind === 'withdraw'
                ? 'workflow.inbox.withdrawComment'
                : 'workflow.inbox.commentOptional',
        )}
        fieldProps={{ maxLength: COMMENT_MAX, showCount: true, autoSize: { minRows: 3, maxRows: 6 }, autoFocus: true }}
        rules={kind === 'reject' ? [{ required: true, whitespace: true, message: t('workflow.inbox.rejectCommentRequired') }] : []}
      />
    </ModalForm>
  );
}
