/**
 * The dialog around a record's form, for the engine's create / edit form (RecordForm) and a desk's own
 * (培训订单's booking): the title, the size, the body that scrolls, closing through the draft (which
 * offers to keep what is typed), the cancel and save buttons, the draft's and the save's notices above
 * the form, and the form itself — vertical, named, labelled by the title, tracking the draft. No
 * implicit submit: Enter confirms a typed date or an option, it does not save the form.
 */
import { Button, Form, Modal, type FormInstance } from 'antd';
import { useRef, type ReactNode } from 'react';
import { SaveNotices } from './saving';
import type { ResourceText } from './text';
import type { useFormDraft } from './useFormDraft';
import type { useRecordSave } from './saving';

interface Props {
  open: boolean;
  title: string;
  /** 1040 for a form with line items, else 760 */
  width: number | string;
  form: FormInstance;
  /** the Form's name (its fields' ids and the browser tests find it by it) */
  name: string;
  text: ResourceText;
  draft: ReturnType<typeof useFormDraft>;
  save: Pick<ReturnType<typeof useRecordSave>, 'saving' | 'general' | 'stale'>;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** a stale record: load the latest (offered by the stale notice) */
  onReload?: () => void;
  children: ReactNode;
}

/** The first field a user types into (the dialog takes the focus itself as it opens: it is given on to this). */
const FIRST_FIELD = 'input:not([disabled]):not([type="hidden"]):not([readonly]), textarea:not([disabled]):not([readonly])';

export default function FormDialog({ open, title, width, form, name, text, draft, save, submitLabel, onSubmit, onClose, onReload, children }: Props) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <Modal
      afterOpenChange={(shown) => {
        if (shown && !body.current?.contains(document.activeElement)) body.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      }}
      open={open}
      title={title}
      width={width}
      style={{ top: 32 }}
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', paddingRight: 8 } }}
      onCancel={() => draft.close(onClose)}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => draft.close(onClose)}>
          {text.t('resource.form.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={save.saving} onClick={onSubmit}>
          {submitLabel}
        </Button>,
      ]}
    >
      {draft.notice}
      <SaveNotices stale={save.stale} general={save.general} text={text} onReload={onReload} />
      <div ref={body}>
        <Form form={form} name={name} layout="vertical" preserve={false} aria-label={title} onValuesChange={draft.track}>
          {children}
        </Form>
      </div>
    </Modal>
  );
}
