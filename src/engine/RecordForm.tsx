/**
 * The one create / edit form of a resource: the definition's form fields, validated with the domain's
 * checks field by field and its cross-field rules on save. A refused save keeps everything the user
 * typed: field errors from the server land on their fields, a stale version shows a notice with a way
 * to load the latest record.
 */
import { Col, Form, Input, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formFields, formInitials, type ResourceDef, type ResourceRecord, type Values } from '@/domain/engine';
import type { ResourceService } from '@/services/resource';
import { FieldItem } from './FieldInput';
import { useFeedback } from './feedback';
import { formScope } from './drafts';
import { useFormDraft } from './useFormDraft';
import { FormRecord } from './formRecord';
import FormDialog from './FormDialog';
import { useRecordSave } from './saving';
import type { ResourceText } from './text';

interface Props {
  def: ResourceDef;
  service: ResourceService;
  text: ResourceText;
  open: boolean;
  /** the record being edited; absent when creating */
  record?: ResourceRecord;
  /** values a new record starts with besides the fields' own (a record raised from a related one) */
  initial?: Values;
  onClose: () => void;
  onSaved: (record: ResourceRecord) => void;
  /** the record turned out to be stale: lists showing it should refresh */
  onStale?: () => void;
}

export default function RecordForm({ def, service, text, open, record, initial, onClose, onSaved, onStale }: Props) {
  const [form] = Form.useForm();
  const message = useFeedback();
  const mode = record ? 'edit' : 'create';
  const fields = useMemo(() => formFields(def, mode), [def, mode]);
  const keys = useMemo(() => fields.map((f) => f.key), [fields]);
  const [base, setBase] = useState<ResourceRecord | undefined>(record);
  // what is typed is kept as the user's draft of this form until saved or discarded (./useFormDraft)
  const draft = useFormDraft(form, open ? formScope(def.key, record?.id) : undefined);
  const save = useRecordSave({ def, form, text, keys, draft, onStale });
  const { clear, submit: send } = save;

  const load = (r: ResourceRecord | undefined) => {
    form.resetFields();
    form.setFieldsValue(r ? Object.fromEntries(keys.map((k) => [k, r[k] ?? undefined])) : { ...formInitials(def), ...initial });
    draft.loaded();
    setBase(r);
    clear();
  };

  useEffect(() => {
    if (open) load(record);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record]);

  const submit = async () => {
    const saved = await send(base, (payload) => (base ? service.update(base.id, { ...payload, version: base.version }) : service.create(payload)));
    if (!saved) return;
    message.success(base ? text.t('resource.form.saved') : text.t('resource.form.created', { code: def.nameOf(saved) }));
    onSaved(saved);
  };

  const reloadLatest = async () => {
    if (!base) return;
    try {
      load(await service.get(base.id));
    } catch {
      /* shown by the request policy */
    }
  };

  const title = base ? text.t('resource.form.editTitle', { name: text.name, code: String(base.code ?? '') }) : text.t(def.createLabel, { name: text.name });
  return (
    <FormDialog
      open={open}
      title={title}
      width={fields.some((f) => f.type === 'lineItems') ? 'min(1240px, 94vw)' : 760}
      form={form}
      name={`${def.key}-${mode}`}
      text={text}
      draft={draft}
      save={save}
      submitLabel={text.t('resource.form.submit')}
      onSubmit={submit}
      onClose={onClose}
      onReload={reloadLatest}
    >
      <FormRecord.Provider value={base}>
        <Row gutter={16}>
          {fields
            .filter((f) => !f.relatedTo || f.relatedTo.pick)
            .map((f, i) => (
              <Col key={f.key} span={f.wide || f.type === 'textarea' || f.type === 'lineItems' ? 24 : 12}>
                <FieldItem def={def} field={f} text={text} current={base?.[f.key]} autoFocus={i === 0} />
              </Col>
            ))}
        </Row>
      </FormRecord.Provider>
      {/* the related record a new one is raised from: carried, not typed (its detail links to it); a picked one is chosen above */}
      {fields
        .filter((f) => f.relatedTo && !f.relatedTo.pick)
        .map((f) => (
          <Form.Item key={f.key} name={f.key} hidden>
            <Input />
          </Form.Item>
        ))}
    </FormDialog>
  );
}
