/**
 * The dialog of a decision on an approval (./useDecisions opens it): approve (comment optional),
 * approve the ticked tasks, reject (comment required, after a warning), transfer (to someone the
 * server names as able to read the record) and withdraw my approval. Each decision is declared once — its fields, notice, button and
 * call, and the toast it ends with. A refusal is shown by the request policy and the dialog keeps
 * what was typed.
 */
import { textProblem, textProblemKey } from '@/domain/text';
import { candidateOption, COMMENT_MAX, type Candidate, type InstanceView, type TaskView } from '@/domain/workflow';
import { useFeedback } from '@/engine/feedback';
import { workflowService } from '@/services/workflow';
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';

export type Kind = 'approve' | 'reject' | 'transfer' | 'withdraw' | 'bulk';
/** what a decision is about: my task (or the ticked ones), or my approval to withdraw; `candidates` may receive a transfer */
export type Subject = { kind: Kind; code: string; tasks: TaskView[]; instance?: InstanceView; candidates?: Candidate[] };
type Values = { comment?: string; toUserNo?: string };
type Toast = [key: string, values?: Record<string, string | number>];

const note = (v: Values) => v.comment?.trim() || undefined;
const ids = (s: Subject) => s.tasks.map((x) => x.id);

/** Each decision once: its comment's label (and whether it is required), its notice, a red button for the steps that end the approval, its call and toast. */
const DECISIONS: Record<
  Kind,
  { comment: string; required?: boolean; notice?: 'info' | 'warning'; danger?: boolean; run: (s: Subject, v: Values) => Promise<Toast> }
> = {
  approve: {
    comment: 'commentOptional',
    run: async (s, v) => [
      ((await workflowService.approve(s.tasks[0].id, note(v))) as { recordStatus?: string })?.recordStatus ? 'approvedFinished' : 'approved',
    ],
  },
  bulk: {
    comment: 'commentOptional',
    run: async (s, v) => ['bulkApproved', { count: (await workflowService.bulkApprove(ids(s), note(v))).approved }],
  },
  reject: {
    comment: 'rejectComment',
    required: true,
    notice: 'warning',
    danger: true,
    run: async (s, v) => (await workflowService.reject(s.tasks[0].id, note(v)!), ['rejected']),
  },
  transfer: {
    comment: 'transferComment',
    run: async (s, v) => {
      await workflowService.transfer(s.tasks[0].id, v.toUserNo!, note(v));
      return ['transferred', { name: s.candidates?.find((u) => u.userNo === v.toUserNo)?.userName ?? v.toUserNo! }];
    },
  },
  withdraw: {
    comment: 'withdrawComment',
    notice: 'info',
    danger: true,
    run: async (s, v) => (await workflowService.withdraw(s.instance!.id, note(v)), ['withdrawn']),
  },
};

/** The dialog of `subject`; after the decision: its toast, then `onDone` (what shows the approval reloads). */
export default function DecisionDialog({ subject, onClose, onDone }: { subject: Subject; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `workflow.inbox.${key}` }, values);
  const message = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { kind } = subject;
  const d = DECISIONS[kind];
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return; // the form shows what is missing
    setSaving(true);
    try {
      message.success(t(...(await d.run(subject, values))));
      onClose();
      onDone();
    } catch {
      // refused: the request policy said why; what was typed stays
    } finally {
      setSaving(false);
    }
  };
  const title = t(`${kind}Title`, { code: subject.code, count: subject.tasks.length });
  return (
    <Modal
      open
      title={title}
      width={520}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {intl.formatMessage({ id: 'resource.form.cancel' })}
        </Button>,
        <Button key="submit" type="primary" danger={d.danger} loading={saving} onClick={submit} data-testid="form-submit">
          {t(kind === 'bulk' ? 'approve' : kind)}
        </Button>,
      ]}
    >
      {d.notice && <Alert type={d.notice} showIcon title={t(`${kind}Hint`)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="decision" aria-label={title}>
        {kind === 'transfer' && (
          <Form.Item name="toUserNo" label={t('transferTo')} rules={[{ required: true, message: t('transferToRequired') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={(subject.candidates ?? []).map(candidateOption)} />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={t(d.comment)}
          rules={[
            // only 驳回 requires one: the others have no such message
            { required: d.required, whitespace: d.required, message: d.required ? t(`${kind}CommentRequired`) : undefined },
            // what the server refuses in a comment (control characters, …) is said under it
            {
              validator: (_, v?: string) => {
                const problem = v && textProblem(v, { multiline: true });
                return problem ? Promise.reject(new Error(intl.formatMessage({ id: textProblemKey(problem) }, { label: t(d.comment) }))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea autoFocus maxLength={COMMENT_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
