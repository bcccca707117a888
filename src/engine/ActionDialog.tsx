/**
 * Runs a lifecycle action on one record or on a selection: a confirmation when the action asks for
 * nothing, a small form when it asks for input (quote price, tracking no., a comment). Field errors
 * of a refused action land on their fields; the dialog stays open with what the user typed.
 */
import { Alert, Col, Form, Modal, Row, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  actionInput,
  actionStart,
  availableActions,
  domainContext,
  type ActionDef,
  type FieldDef,
  type ResourceDef,
  type ResourceRecord,
  type Values,
} from '@/domain/engine';
import { bizInfo, type ResourceService } from '@/services/resource';
import { FieldItem } from './FieldInput';
import RecordFlags from './RecordFlags';
import { useFeedback } from './feedback';
import { applyIssues, refusalOf } from './saving';
import type { ResourceText } from './text';
import type { Can } from './useCan';

export interface ActionRequest {
  action: ActionDef;
  records: ResourceRecord[];
  bulk?: boolean;
}

/** The actions a user may take on a record now: allowed by its status and granted by a code. */
export function actionsFor(def: ResourceDef, record: ResourceRecord, can: Can): ActionDef[] {
  return availableActions(def, record).filter((a) => can(def.codes.action(a.key), record));
}

/** Bulk actions every selected record allows and the user may take. */
export function bulkActionsFor(def: ResourceDef, records: ResourceRecord[], can: Can): ActionDef[] {
  if (records.length === 0) return [];
  return (def.lifecycle?.actions ?? []).filter(
    (a) => a.bulk && !a.system && !a.input?.length && records.every((r) => a.from.includes(String(r.status)) && can(def.codes.action(a.key), r)),
  );
}

/** What the dialog asks for: the input asked on this record (none in bulk), and the comment. */
function inputFields(action: ActionDef, bulk: boolean, record?: Values): FieldDef[] {
  const fields = bulk ? [] : actionInput(action, record);
  if (action.comment)
    fields.push({ key: 'comment', type: 'textarea', label: 'resource.field.comment', required: action.comment === 'required', maxLength: 500 });
  return fields;
}

interface Props {
  def: ResourceDef;
  service: ResourceService;
  text: ResourceText;
  request?: ActionRequest;
  onClose: () => void;
  /** after success: the updated records (single) or the ids (bulk) */
  onDone: (updated: ResourceRecord | null) => void;
  /** a record turned out to be stale: lists showing it should refresh */
  onStale?: () => void;
}

export default function ActionDialog({ def, service, text, request, onClose, onDone, onStale }: Props) {
  const [form] = Form.useForm();
  const message = useFeedback();
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  /** the latest version of a single record, once a stale version was refused */
  const [latest, setLatest] = useState<ResourceRecord | undefined>();
  const action = request?.action;
  const bulk = Boolean(request?.bulk);
  const shown = latest ?? request?.records[0];
  const fields = useMemo(() => (action ? inputFields(action, bulk, shown) : []), [action, bulk, shown]);
  const keys = fields.map((f) => f.key);
  const actionName = action ? text.action(action.key) : '';

  useEffect(() => {
    if (request) {
      form.resetFields();
      setGeneral([]);
      setLatest(undefined);
    }
  }, [request, form]);

  if (!request || !action) return null;
  const record = latest ?? request.records[0];
  // what the action means for this record (the overdue fee a return settles), said before the input
  const notice = !bulk ? action.notice?.(record) : null;

  const ok = async () => {
    let values: Values = {};
    if (fields.length) {
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
    }
    const body: Values = {};
    for (const k of keys) if (values[k] !== undefined && values[k] !== null && values[k] !== '') body[k] = values[k];
    // the action's own rule, as the server runs it (a certificate the customer does not accept), said before sending
    const problem = bulk ? null : action.guard?.(record, body, domainContext());
    if (problem) {
      if (problem.field && keys.includes(problem.field)) form.setFields([{ name: problem.field, errors: [text.issue(problem)] }]);
      else setGeneral([text.issue(problem)]);
      return;
    }
    setBusy(true);
    let updated: ResourceRecord | null = null;
    let count = 0;
    try {
      if (bulk)
        count = (
          await service.bulk(
            action.key,
            request.records.map((x) => x.id),
            body.comment as string | undefined,
          )
        ).count;
      else updated = await service.act(record.id, action.key, { ...body, version: record.version });
    } catch (e) {
      const info = bizInfo(e);
      const refused = refusalOf(e);
      if (refused && 'issues' in refused) setGeneral(applyIssues(form, refused.issues, keys, text));
      else if (refused && !bulk) {
        // someone changed the record meanwhile: load it, say so, and let the user decide again
        onStale?.();
        try {
          setLatest(await service.get(record.id));
          setGeneral([text.t('resource.action.staleReloaded')]);
        } catch {
          setGeneral([info?.errorMessage ?? '']);
        }
      } else if (info?.errorMessage) setGeneral([info.errorMessage]);
      return;
    } finally {
      setBusy(false);
    }
    message.success(bulk ? text.t('resource.list.bulkDone', { action: actionName, count }) : text.t('resource.action.done', { action: actionName }));
    onDone(updated);
  };

  const question = bulk
    ? text.t('resource.action.bulkConfirm', { count: request.records.length, action: actionName })
    : text.t('resource.action.confirmContent', { code: def.nameOf(record), action: actionName });

  return (
    <Modal
      open
      title={text.t('resource.action.confirmTitle', { action: actionName })}
      onCancel={onClose}
      onOk={ok}
      okText={text.t('resource.action.ok')}
      cancelText={text.t('resource.action.cancel')}
      okButtonProps={{ danger: action.danger, loading: busy }}
      destroyOnHidden
      mask={{ closable: !fields.length }}
      width={fields.some((f) => f.type === 'lineItems') ? 880 : fields.length > 1 ? 640 : 480}
    >
      {general.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={general.join('；')} />}
      <Typography.Paragraph>{question}</Typography.Paragraph>
      {!bulk && <RecordFlags def={def} record={record} text={text} />}
      {notice && (
        <Alert type={notice.tone ?? 'info'} showIcon style={{ marginBottom: 12, marginTop: 8 }} title={text.issue(notice)} data-notice={notice.message} />
      )}
      {fields.length > 0 && (
        <Form
          form={form}
          name={`${def.key}-${action.key}`}
          layout="vertical"
          preserve={false}
          onFinish={ok}
          aria-label={actionName}
          initialValues={actionStart(fields, record)}
        >
          <Row gutter={16}>
            {fields.map((f, i) => (
              <Col key={f.key} span={f.type === 'textarea' || f.type === 'lineItems' || fields.length === 1 ? 24 : 12}>
                <FieldItem def={def} field={f} text={text} autoFocus={i === 0} current={f.type === 'lineItems' ? record[f.key] : undefined} />
              </Col>
            ))}
          </Row>
        </Form>
      )}
    </Modal>
  );
}

/** Whether a status has any way forward for this user (used to hide empty menus). */
export const hasActions = (def: ResourceDef, record: ResourceRecord, can: (code: string) => boolean) => actionsFor(def, record, can).length > 0;
