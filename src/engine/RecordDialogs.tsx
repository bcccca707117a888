/**
 * What a page showing a resource's records opens over its list: the detail drawer at the record's
 * address (`?id=`), the create / edit form and the lifecycle action dialog — with what follows a save or
 * an action (the list and the open detail fetched again). The engine's list page and the pages that
 * show the records in another shape (the service desk's conversation feed) use the same pieces.
 *
 *   const dialogs = useRecordDialogs();
 *   … <ActionLink onClick={() => dialogs.openDetail(r.id)}> … dialogs.openForm(r) … dialogs.runAction(a, r)
 *   <RecordDialogs dialogs={dialogs} def={def} service={service} text={text} can={can} onChanged={reload} />
 */
import { useState, type ReactNode } from 'react';
import type { ActionDef, ResourceDef, ResourceRecord, Values } from '@/domain/engine';
import type { ResourceService } from '@/services/resource';
import ActionDialog, { type ActionRequest } from './ActionDialog';
import DetailDrawer, { type FieldRenderer } from './DetailDrawer';
import RecordForm from './RecordForm';
import { announceChange } from './changes';
import type { ResourceText } from './text';
import type { Can } from './useCan';
import { useRecordAddress } from './useRecordAddress';

/** `inPlace`: the open record is this list's own, not the page's address (a list inside another record's detail). */
export function useRecordDialogs(inPlace = false) {
  const pageAddress = useRecordAddress();
  const [ownId, setOwnId] = useState<string>();
  const address = inPlace ? { recordId: ownId, open: setOwnId, close: () => setOwnId(undefined) } : pageAddress;
  const [form, setForm] = useState<{ open: boolean; record?: ResourceRecord; initial?: Values }>({ open: false });
  const [action, setAction] = useState<ActionRequest | undefined>();
  const [detailVersion, setDetailVersion] = useState(0);
  return {
    /** the record whose detail is open (the page's `?id=`) */
    detailId: address.recordId,
    openDetail: address.open,
    closeDetail: address.close,
    /** the form: a new record without one (starting with `initial` besides the page's), else that record's edit */
    openForm: (record?: ResourceRecord, initial?: Values) => setForm({ open: true, record, initial }),
    runAction: (a: ActionDef, record: ResourceRecord) => setAction({ action: a, records: [record] }),
    runBulk: (a: ActionDef, records: ResourceRecord[]) => setAction({ action: a, records, bulk: true }),
    form,
    closeForm: () => setForm((f) => ({ ...f, open: false })),
    action,
    closeAction: () => setAction(undefined),
    detailVersion,
    /** the open detail is fetched again */
    refreshDetail: () => setDetailVersion((v) => v + 1),
  };
}

export type RecordDialogsState = ReturnType<typeof useRecordDialogs>;

interface Props {
  dialogs: RecordDialogsState;
  def: ResourceDef;
  service: ResourceService;
  text: ResourceText;
  can: Can;
  /** the detail's renderers of particular fields, and what it shows below the fields */
  render?: Record<string, FieldRenderer>;
  extra?: (record: ResourceRecord, changed: (next: ResourceRecord) => void) => ReactNode;
  /** 编辑 in the detail; by default the form above */
  onEdit?: (record: ResourceRecord) => void;
  /** records changed (saved, acted on, found stale): the list fetches its page again */
  onChanged: () => void;
  /** an action succeeded (after onChanged): e.g. the list's selection is cleared */
  onActionDone?: () => void;
  /** values a new record starts with (the customer of the customer's page) */
  initial?: Values;
  /** who shows these dialogs: a change they make is announced to every other page showing the resource (./changes.ts) */
  source?: unknown;
  /** a write's answer as the server gave it (ResourcePage `onAnswer`) */
  onAnswer?: (answer: ResourceRecord, via: string) => void;
}

export default function RecordDialogs({
  dialogs: d,
  def,
  service,
  text,
  can,
  render,
  extra,
  onEdit,
  onChanged,
  onActionDone,
  initial,
  source,
  onAnswer,
}: Props) {
  const changed = () => {
    onChanged();
    d.refreshDetail();
    announceChange(def.key, source);
  };
  return (
    <>
      <RecordForm
        def={def}
        service={service}
        text={text}
        open={d.form.open}
        record={d.form.record}
        initial={d.form.initial ? { ...initial, ...d.form.initial } : initial}
        onClose={d.closeForm}
        onStale={onChanged}
        onSaved={(saved) => {
          const via = d.form.record ? 'edit' : 'create';
          d.closeForm();
          changed();
          onAnswer?.(saved, via);
        }}
      />
      <DetailDrawer
        def={def}
        service={service}
        text={text}
        recordId={d.detailId}
        reloadKey={d.detailVersion}
        can={can}
        render={render}
        extra={extra}
        onClose={d.closeDetail}
        onEdit={onEdit ?? d.openForm}
        onAction={d.runAction}
        onChanged={onChanged}
      />
      <ActionDialog
        def={def}
        service={service}
        text={text}
        request={d.action}
        onClose={d.closeAction}
        onStale={changed}
        onDone={(updated) => {
          const via = d.action?.action.key ?? '';
          d.closeAction();
          onActionDone?.();
          changed();
          if (updated) onAnswer?.(updated, via);
        }}
      />
    </>
  );
}
