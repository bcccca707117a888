/**
 * Saving a record form — the engine's create / edit dialog and the pages' own editors built on its
 * fields (the training booking, the course editor): the fields' checks, the definition's cross-field
 * rules, the draft's gate, then the call. A refusal keeps everything typed: the server's field issues
 * land on their fields, the rest is said above the form, a stale version is noticed with a way to load
 * the latest record (`SaveNotices`).
 */
import { Alert, Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { crossIssues, domainContext, type Issue, type ResourceDef, type Values } from '@/domain/engine';
import { bizInfo } from '@/services/resource';
import type { ResourceText } from './text';

/** Put server or rule issues on their fields; the rest are returned, to be shown above the form. */
export function applyIssues(form: FormInstance, issues: Issue[], fieldKeys: string[], text: ResourceText): string[] {
  const general: string[] = [];
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const message = text.issue(issue);
    if (issue.field && fieldKeys.includes(issue.field)) byField.set(issue.field, [...(byField.get(issue.field) ?? []), message]);
    else general.push(message);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return general;
}

/** What a refused save says: the record was changed meanwhile, or these issues; null for anything else (the request policy has told the user). */
export function refusalOf(e: unknown): { stale: true } | { issues: Issue[] } | null {
  const info = bizInfo(e);
  if (info?.errorCode === 'STALE_VERSION') return { stale: true };
  if (info?.errorCode === 'VALIDATION' && Array.isArray(info.data?.issues)) return { issues: info.data.issues as Issue[] };
  return null;
}

interface SaveOptions {
  def: ResourceDef;
  form: FormInstance;
  text: ResourceText;
  /** the form's fields: what is sent, and where issues can land */
  keys: string[];
  /** the user's draft of the form (useFormDraft): asked before sending, told once saved */
  draft: { canSend: () => boolean; saved: () => void };
  onStale?: () => void;
  /** what to say above the form when fields are wrong (they say why themselves), given how many */
  invalid?: (count: number) => string;
}

/**
 * The state of a record form's save: `submit(base, send)` checks the form's values and sends them
 * (`base`: the stored record being edited, for the cross-field rules); it resolves to what `send`
 * answered, or to undefined when nothing was saved.
 */
export function useRecordSave({ def, form, text, keys, draft, onStale, invalid }: SaveOptions) {
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const clear = () => {
    setGeneral([]);
    setStale(false);
  };
  const submit = async <R,>(base: Values | undefined, send: (payload: Values) => Promise<R>): Promise<R | undefined> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (e) {
      // field errors are on the fields
      if (invalid) setGeneral([invalid((e as { errorFields?: unknown[] })?.errorFields?.length ?? 0)]);
      return undefined;
    }
    const payload: Values = Object.fromEntries(keys.map((k) => [k, values[k] === undefined ? null : values[k]]));
    const ruleIssues = crossIssues(def, { ...(base ?? {}), ...payload }, domainContext());
    setGeneral(applyIssues(form, ruleIssues, keys, text));
    if (ruleIssues.length || !draft.canSend()) return undefined;
    setSaving(true);
    try {
      const saved = await send(payload);
      draft.saved();
      return saved;
    } catch (e) {
      const refused = refusalOf(e);
      if (refused && 'stale' in refused) {
        setStale(true);
        onStale?.();
      } else if (refused) setGeneral(applyIssues(form, refused.issues, keys, text));
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, general, setGeneral, stale, clear, submit };
}

/** Above the form: that the record was changed meanwhile (with 加载最新 when `onReload`), and what belongs to no field. */
export function SaveNotices({ stale, general, text, onReload }: { stale: boolean; general: string[]; text: ResourceText; onReload?: () => void }) {
  return (
    <>
      {stale && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={text.t('resource.form.stale')}
          action={
            onReload && (
              <Button size="small" onClick={onReload}>
                {text.t('resource.form.reload')}
              </Button>
            )
          }
        />
      )}
      {general.length > 0 && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={general.join('；')} />}
    </>
  );
}
