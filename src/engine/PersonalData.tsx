/**
 * Personal data on the page (docs/personal-data.md): the server answers ID and phone numbers masked;
 * a holder of `<resource>:revealPersonal` presses 显示 beside one and the record's personal values
 * come in full from the reveal call (which writes the operation log). Exporting a list that holds
 * personal data asks for a reason first (`ExportReasonDialog`), sent with the export and logged.
 */
import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { EXPORT_REASON_FIELD, withRevealed } from '@/domain/personal';
import type { FieldDef, ResourceDef, ResourceRecord } from '@/domain/engine';
import type { ResourceService } from '@/services/resource';
import { FieldItem } from './FieldInput';
import type { ResourceText } from './text';

/**
 * The reveal of one record in the drawer: `shown` once revealed (the values then in `record`),
 * `button(field)` the 显示 button beside a masked value — null when the user may not reveal, the
 * field holds no personal value, or it is shown already.
 */
export function usePersonalReveal(
  def: ResourceDef,
  service: ResourceService,
  text: ResourceText,
  record: ResourceRecord | undefined,
  may: boolean,
  onRevealed: (next: ResourceRecord) => void,
) {
  const [shownId, setShownId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const shown = Boolean(record && shownId === record.id);
  const reveal = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const { values } = await service.revealPersonal(record.id);
      onRevealed(withRevealed(def, record, values) as ResourceRecord);
      setShownId(record.id);
    } catch {
      // refused (no code, the record gone): the request policy said so
    } finally {
      setBusy(false);
    }
  };
  const button = (field: FieldDef): ReactNode => {
    if (!may || shown || !record || !def.personalFields.includes(field)) return null;
    const value = record[field.key];
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
    const label = text.t('resource.personal.showLabel', { label: text.label(field) });
    return (
      <Tooltip title={label}>
        <Button type="link" size="small" icon={<EyeOutlined />} loading={busy} onClick={reveal} aria-label={label} data-reveal={field.key}>
          {text.t('resource.personal.show')}
        </Button>
      </Tooltip>
    );
  };
  const note = shown ? (
    <Typography.Text type="secondary" className="personal-shown">
      {text.t('resource.personal.shown')}
    </Typography.Text>
  ) : null;
  return { shown, button, note };
}

/** Asks why personal data is exported; `onOk(reason)` runs the export. The reason follows the server's rule. */
export function ExportReasonDialog({
  def,
  text,
  open,
  onOk,
  onCancel,
}: {
  def: ResourceDef;
  text: ResourceText;
  open: boolean;
  onOk: (reason: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm();
  const ok = async () => {
    try {
      const values = await form.validateFields();
      onOk(String(values[EXPORT_REASON_FIELD.key]).trim());
    } catch {
      // the field shows what is wrong
    }
  };
  return (
    <Modal
      open={open}
      title={text.t('resource.export.reasonTitle')}
      onOk={ok}
      onCancel={onCancel}
      okText={text.t('resource.action.ok')}
      cancelText={text.t('resource.action.cancel')}
      destroyOnHidden
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={text.t('resource.export.reasonHint')} />
      <Form form={form} layout="vertical" preserve={false} name={`${def.key}-exportReason`} onFinish={ok}>
        <FieldItem def={def} field={EXPORT_REASON_FIELD} text={text} autoFocus />
      </Form>
    </Modal>
  );
}
