/**
 * The drafts of the engine's create / edit form (see ./drafts): nothing typed is lost.
 *
 * - Every change stores the form's whole values as the user's draft of this form (scope
 *   `formScope(resource, id)`), so that it outlives a 401 and the sign-in, a reload, a closed tab.
 * - When the form opens and a draft is there, the form offers it back (恢复未保存的内容？ 恢复 / 放弃).
 * - Saved → the draft is dropped. Closing a form with something typed asks first; 放弃 drops it.
 * - A save tried while the browser is offline is not sent: the form stays open with its values and
 *   says why (`canSend`).
 */
import { isOnline, useOnline } from '@/core/layout/useOnline';
import type { Values } from '@/domain/engine';
import { useIntl } from '@umijs/max';
import { Alert, Button, Space, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDraft } from './useDraft';
import { useConfirm } from './feedback';

export function useFormDraft(form: FormInstance, scope: string | undefined) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const draft = useDraft<Values>(scope);
  const online = useOnline();
  const [offlineTried, setOfflineTried] = useState(false);
  // the values as loaded: closing a form whose values are these again discards nothing
  const baseline = useRef<string>(undefined);
  useEffect(() => setOfflineTried(false), [scope, online]);

  const restore = () => {
    const values = draft.restore();
    if (values) form.setFieldsValue(values);
  };

  const notice = (
    <>
      {draft.offer && (
        <Alert
          type="info"
          showIcon
          className="resource-draft-offer"
          style={{ marginBottom: 16 }}
          title={t('resource.draft.offer')}
          description={t('resource.draft.offerDetail', { time: new Date(draft.offer.savedAt).toLocaleString(intl.locale, { hour12: false }) })}
          action={
            <Space>
              <Button size="small" type="primary" onClick={restore}>
                {t('resource.draft.restore')}
              </Button>
              <Button size="small" onClick={draft.drop}>
                {t('resource.draft.discard')}
              </Button>
            </Space>
          }
        />
      )}
      {offlineTried && !online && <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} title={t('resource.draft.offline')} />}
    </>
  );

  return {
    /** the restore offer and the offline notice, shown above the form */
    notice,
    /** the Form's onValuesChange */
    track: (_changed: unknown, all: Values) => draft.keep(all),
    /** before sending: false while offline (the form says why) */
    canSend: () => {
      if (isOnline()) return true;
      setOfflineTried(true);
      return false;
    },
    /** the form was saved */
    saved: draft.drop,
    /** the form now shows a record as stored (or a new record's defaults): nothing typed is in it */
    loaded: () => {
      baseline.current = JSON.stringify(form.getFieldsValue(true));
    },
    /** close the form; with something typed, only once the user agrees to discard it */
    close: (onClose: () => void) => {
      if (!form.isFieldsTouched() || JSON.stringify(form.getFieldsValue(true)) === baseline.current) return onClose();
      confirm({
        title: t('resource.draft.closeTitle'),
        content: t('resource.draft.closeDetail'),
        okText: t('resource.draft.discard'),
        okButtonProps: { danger: true },
        cancelText: t('resource.draft.keepEditing'),
        onOk: () => {
          draft.drop();
          onClose();
        },
      });
    },
  };
}
