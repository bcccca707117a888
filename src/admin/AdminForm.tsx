/**
 * The edit dialog of the administration list (系统功能's remark), driven by a field schema (`AdminField`,
 * ./AdminFields: each field's input, its required and length rules and the plain-text rule, so the
 * dialog refuses what the mock refuses). The dialog stays open with everything typed when the server
 * refuses (a stale version included).
 */
import { ModalForm } from '@ant-design/pro-components';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { useSaved } from './AdminActions';
import { AdminFields, type AdminField } from './AdminFields';

export type { AdminField } from './AdminFields';

/** A row's edit dialog, declared once: its fields, code, title and the call that saves. */
export interface AdminFormSpec<R, F> {
  fields: AdminField[];
  /** permission code of editing (no code: no row action) */
  edit?: string;
  /** the title (with the row's name, …) */
  title: (row: R) => string;
  toForm?: (row: R) => Partial<F>;
  /** saves the row; a rejection keeps the dialog open with everything typed */
  save: (values: F, row: R) => Promise<unknown>;
}

/** The dialog of a form spec: `open(row)` edits the row; after saving: the toast, then `onDone` (reload). */
export function useAdminDialog<R extends Record<string, any>, F extends Record<string, any>>(form: AdminFormSpec<R, F> | undefined, onDone?: () => unknown) {
  const saved = useSaved();
  const [state, setState] = useState<{ row?: R; open: boolean; n: number }>({ open: false, n: 0 });
  const open = (row: R) => setState((s) => ({ row, open: true, n: s.n + 1 }));
  const close = () => setState((s) => ({ ...s, open: false }));
  const { row } = state;
  // nothing until first opened (the spec's functions then always see what it was opened for)
  const dialog = form && row && (
    <ModalForm<F>
      key={state.n}
      title={form.title(row)}
      open={state.open}
      initialValues={form.toForm ? form.toForm(row) : (row as unknown as Partial<F>)}
      modalProps={{ destroyOnHidden: true, onCancel: close }}
      submitter={{ submitButtonProps: { 'data-testid': 'form-submit' } as ButtonProps }}
      onFinish={async (values) => {
        try {
          await form.save(values, row);
        } catch {
          return false; // the request policy has shown why; nothing typed is lost
        }
        close();
        saved();
        onDone?.();
        return true;
      }}
    >
      <AdminFields fields={form.fields} autoFocus />
    </ModalForm>
  );
  return { open, dialog };
}
