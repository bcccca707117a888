/**
 * The list of 系统功能's function tree (rows the page holds): each column is declared once (label,
 * width, its cell), each row action once (label, permission code, confirmation, why it is blocked, what
 * it runs), and the edit dialog from `AdminForm`'s field schema. After every successful change the page
 * reloads its rows and "saved" is said; a refused action is shown by the request policy and changes nothing.
 *
 *   <AdminTable<Row> rowKey="code" rows={rows} columns={[…]} actions={[…]} form={{ fields, edit: code, labels: […], save }} />
 */
import type { PortalAccess } from '@/access';
import { ProTable, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import type { ReactNode } from 'react';
import { useAdminDialog, type AdminFormSpec } from './AdminForm';
import { AdminActions, type AdminAction } from './AdminActions';
import { translator } from './adminText';

export type { AdminAction } from './AdminActions';

export interface AdminColumn<R> {
  /** the row's property */
  key: string;
  /** locale key of the title */
  label: string;
  width?: number;
  ellipsis?: boolean;
  /** the cell (default: `text`, else the value) */
  render?: (row: R) => ReactNode;
  /** the cell as plain text (default: the value) */
  text?: (row: R) => string;
}

export interface AdminTableProps<R, F> {
  rowKey: string;
  columns: AdminColumn<R>[];
  rows: R[];
  loading?: boolean;
  actions?: AdminAction<R>[];
  form?: AdminFormSpec<R, F>;
  /** more toolbar controls */
  toolbar?: ReactNode[];
  /** after every successful change: the page reloads its rows */
  onChanged?: () => void;
  /** more of ProTable's props (size, scroll, expandable, …) */
  tableProps?: Omit<ProTableProps<R, Record<string, unknown>>, 'columns' | 'request' | 'rowKey' | 'toolBarRender' | 'dataSource'>;
}

export default function AdminTable<R extends Record<string, any>, F extends Record<string, any> = Record<string, any>>(props: AdminTableProps<R, F>) {
  const t = translator(useIntl());
  const access = useAccess() as PortalAccess;
  const { form } = props;
  const changed = () => props.onChanged?.();
  const editor = useAdminDialog(form, changed);

  const rowActions: AdminAction<R>[] = [
    ...(form?.edit ? [{ key: 'edit', label: 'admin.common.edit', code: form.edit, run: (row: R) => editor.open(row), done: false as const }] : []),
    ...(props.actions ?? []),
  ].filter((a) => !a.code || access.hasElement(a.code));

  const columns: ProColumns<R>[] = props.columns.map((c) => ({
    title: t(c.label),
    dataIndex: c.key,
    width: c.width,
    ellipsis: c.ellipsis,
    search: false,
    render: c.render ? (_, r) => c.render!(r) : c.text ? (_, r) => c.text!(r) : undefined,
  }));
  if (rowActions.length) {
    columns.push({
      title: t('admin.common.actions'),
      valueType: 'option',
      render: (_, row) => <AdminActions row={row} actions={rowActions} onDone={changed} />,
    });
  }

  return (
    <>
      <ProTable<R, Record<string, unknown>>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={false}
        search={false}
        {...props.tableProps}
        toolBarRender={() => props.toolbar ?? []}
      />
      {editor.dialog}
    </>
  );
}
