/**
 * The one create / edit dialog of the administration pages, driven by a field schema (`AdminField`,
 * ./AdminFields: each field's input, its required and length rules and the plain-text rule, so the
 * dialog refuses what the mock refuses). The dialog stays open with everything typed when the server
 * refuses (a stale version included).
 */
import { ModalForm } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useSaved, type Text } from './AdminActions';
import { AdminFields, type AdminField } from './AdminFields';
import { translator } from './adminText';

export type { AdminField } from './AdminFields';

/** A record's create / edit dialog, declared once: its fields, codes, titles and the call that saves. */
export interface AdminFormSpec<R, F> {
  fields: AdminField[] | ((row: R | undefined) => AdminField[]);
  /** permission codes of creating and editing (a table: no code, no button / row action) */
  create?: string;
  edit?: string;
  /** locale keys of the dialog's title when creating and editing (a table's create button says the first); or `title` */
  labels?: [create: string, edit: string];
  /** the title, instead of `labels` (with the record's name, …) */
  title?: (row: R | undefined, creating: boolean) => string;
  initial?: Partial<F>;
  toForm?: (row: R) => Partial<F>;
  /** create or update (`row`: the record edited, or the one a creation starts from); a rejection keeps the dialog open with everything typed */
  save: (values: F, row: R | undefined, creating: boolean) => Promise<unknown>;
  width?: number;
  grid?: boolean;
  /** locale key of the toast after saving (default: saved), or the toast made from the answer and what was typed */
  saved?: string | ((answer: unknown, values: F) => Text);
  /** after saving and the toast (a one-time password to show, the new record to select, …) */
  onSaved?: (answer: unknown, created: boolean) => void;
}

/**
 * The dialog of a form spec: `open()` creates, `open(row)` edits the row, `open(row, true)` creates
 * from it (a child of the node); after saving: the toast, `onDone` (reload), `onSaved`.
 */
export function useAdminDialog<R extends Record<string, any>, F extends Record<string, any>>(form: AdminFormSpec<R, F> | undefined, onDone?: () => unknown) {
  const t = translator(useIntl());
  const saved = useSaved();
  const [state, setState] = useState<{ row?: R; creating: boolean; open: boolean; n: number }>({ creating: true, open: false, n: 0 });
  const open = (row?: R, creating = !row) => setState((s) => ({ row, creating, open: true, n: s.n + 1 }));
  const close = () => setState((s) => ({ ...s, open: false }));
  const { row, creating } = state;
  // nothing until first opened (the spec's functions then always see what it was opened for)
  const dialog = form && state.n > 0 && (
    <AdminForm<F>
      key={state.n}
      title={form.title ? form.title(row, creating) : t(form.labels![creating ? 0 : 1])}
      open={state.open}
      creating={creating}
      fields={typeof form.fields === 'function' ? form.fields(row) : form.fields}
      width={form.width}
      grid={form.grid}
      initialValues={creating || !row ? form.initial : form.toForm ? form.toForm(row) : (row as unknown as Partial<F>)}
      onCancel={close}
      onFinish={async (values) => {
        const answer = await form.save(values, row, creating);
        close();
        saved(typeof form.saved === 'function' ? form.saved(answer, values) : form.saved);
        onDone?.();
        form.onSaved?.(answer, creating);
      }}
    />
  );
  return { open, dialog };
}

export interface AdminFormProps<T> {
  title: string;
  open: boolean;
  /** creating (fixed fields editable) or editing */
  creating: boolean;
  fields: AdminField[];
  initialValues?: Partial<T>;
  width?: number;
  /** two columns */
  grid?: boolean;
  onCancel: () => void;
  /** save; a rejection (shown by the request policy) keeps the dialog open */
  onFinish: (values: T) => Promise<unknown>;
}

export default function AdminForm<T extends Record<string, any>>(props: AdminFormProps<T>) {
  return (
    <ModalForm<T>
      title={props.title}
      open={props.open}
      width={props.width}
      grid={props.grid}
      rowProps={props.grid ? { gutter: 16 } : undefined}
      colProps={props.grid ? { span: 12 } : undefined}
      initialValues={props.initialValues}
      modalProps={{ destroyOnHidden: true, onCancel: props.onCancel }}
      submitter={{ submitButtonProps: { 'data-testid': 'form-submit' } as ButtonProps }}
      onFinish={async (values) => {
        try {
          await props.onFinish(values);
          return true;
        } catch {
          return false; // the request policy has shown why; nothing typed is lost
        }
      }}
    >
      <AdminFields fields={props.fields} creating={props.creating} autoFocus />
    </ModalForm>
  );
}

/** Trims the string values of a form's answer (what the server stores). */
export const trimmed = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
