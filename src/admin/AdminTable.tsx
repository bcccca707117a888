/**
 * The one list of the administration pages: each column is declared once (label, width, sort, its
 * search input, its cell), each row action once (label, permission code,
 * confirmation, why it is blocked, what it runs), and the create / edit dialog from `AdminForm`'s
 * field schema. The table reloads and says "saved" after every successful action; a refused action
 * is shown by the request policy and changes nothing.
 *
 *   <AdminTable<Row> rowKey="id" columns={[…]} request={api.table()} actions={[…]}
 *     form={{ fields, create: code, edit: code, labels: […], save }} />
 *
 * With `rows` instead of `request` the list is the rows given (small lists the page already holds).
 * With `list` instead of `request` (`adminList`, ./adminList.ts) the first page is asked for as the
 * page opens and comes with the table's first render; the toolbar — and a collapsed search form —
 * follow in the next frame, in places of their size, as in the engine's lists.
 */
import type { PortalAccess } from '@/access';
import { tablePagination } from '@/core/request';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns, type ProFormInstance, type ProTableProps } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import Loading from '@/loading';
import { useAdminDialog, type AdminFormSpec } from './AdminForm';
import { AdminActions, type AdminAction } from './AdminActions';
import { translator, type Translate } from './adminText';
import { listSearch } from '@/engine/listSearch';
import { firstPageQuery, useFirstPage } from '@/engine/useFirstPage';
import { usePainted } from '@/engine/usePainted';
import '@/engine/resource.less';
import type { AdminList } from './adminList';

export type { AdminAction } from './AdminActions';
export type { AdminFormSpec } from './AdminForm';

type Option = { value: string; label: ReactNode; disabled?: boolean };
export type Query = Record<string, unknown>;

export interface AdminColumn<R> {
  /** the row's property (and the query parameter the search input sends) */
  key: string;
  /** locale key of the title */
  label: string;
  width?: number;
  sort?: boolean;
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'right' | 'center';
  /** a search input: text, a select (options, or plain values labelled as they are), a multiple select (sent as a comma list), a tree select, a date-time range or a range of days (`dates`: sent as `from` / `to` days); none by default */
  search?: 'text' | 'range' | 'dates' | { options: readonly (Option | string)[]; multiple?: boolean } | { tree: unknown[] };
  /** only a search input, no column */
  searchOnly?: boolean;
  /** locale key of the search input's placeholder */
  placeholder?: string;
  /** the cell (default: `text`, else the value) */
  render?: (row: R, index: number) => ReactNode;
  /** the cell as plain text (default: the value) */
  text?: (row: R) => string;
}

export interface AdminTableProps<R, F> {
  rowKey: string;
  columns: AdminColumn<R>[];
  request?: NonNullable<ProTableProps<R, Query>['request']>;
  /** a paged list whose first page is asked for as the page opens (instead of `request`) */
  list?: AdminList<R>;
  rows?: R[];
  loading?: boolean;
  actions?: AdminAction<R>[];
  form?: AdminFormSpec<R, F>;
  /** locale key of what an empty list says; `actionsWidth`: the width of the row actions' column */
  empty?: string;
  actionsWidth?: number;
  /** more toolbar buttons, before the create button */
  toolbar?: ReactNode[];
  /** after every successful change (rows given by the page: reload them) */
  onChanged?: () => void;
  /** a master list: the row shown selected, and a click on a row selects it */
  selected?: string;
  onSelect?: (row: R) => void;
  /** to reload the list from outside (the page saved something it shows) */
  actionRef?: React.RefObject<ActionType | null>;
  /** the list is a page of its own: the page's menu name (its title) */
  page?: string;
  /** more of ProTable's props (size, scroll, expandable, …) */
  tableProps?: Omit<ProTableProps<R, Query>, 'columns' | 'request' | 'rowKey' | 'toolBarRender' | 'dataSource'>;
}

/** The search form's values → the server's query: a `[start, end]` date-time range → `from` / `to` (a range of days: the days), a multiple choice → a comma list. */
export function searchQuery(values: Query, columns: AdminColumn<never>[]): Query {
  const out: Query = { ...values };
  for (const c of columns) {
    const value = out[c.key];
    const multiple = typeof c.search === 'object' && 'multiple' in c.search && c.search.multiple;
    if (!Array.isArray(value) || !(multiple || c.search === 'range' || c.search === 'dates')) continue;
    delete out[c.key];
    if (multiple && value.length) out[c.key] = value.join(',');
    const when = (v: unknown) => (c.search === 'dates' ? v : new Date(v as string).toISOString());
    if (!multiple && value.length === 2) Object.assign(out, { from: when(value[0]), to: when(value[1]) });
  }
  return out;
}

function proColumn<R>(c: AdminColumn<R>, t: Translate): ProColumns<R> {
  const search = c.search;
  const column: ProColumns<R> = {
    title: t(c.label),
    dataIndex: c.key,
    width: c.width,
    sorter: c.sort,
    ellipsis: c.ellipsis,
    fixed: c.fixed,
    align: c.align,
    hideInTable: c.searchOnly,
    search: search ? undefined : false,
    render: c.render ? (_, r, i) => c.render!(r, i) : c.text ? (_, r) => c.text!(r) : undefined,
  };
  const placeholder = c.placeholder ? { placeholder: t(c.placeholder) } : {};
  if (search === 'range') column.valueType = 'dateTimeRange';
  else if (search === 'dates') column.valueType = 'dateRange';
  else if (search && typeof search === 'object' && 'options' in search) {
    column.valueType = 'select';
    const options = search.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
    column.fieldProps = { options, showSearch: { optionFilterProp: 'label' }, mode: search.multiple ? 'multiple' : undefined, ...placeholder };
  } else if (search && typeof search === 'object' && 'tree' in search) {
    column.valueType = 'treeSelect';
    column.fieldProps = { treeData: search.tree, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title', allowClear: true, ...placeholder };
  } else if (search) column.fieldProps = placeholder;
  return column;
}

export default function AdminTable<R extends Record<string, any>, F extends Record<string, any> = Record<string, any>>(props: AdminTableProps<R, F>) {
  const t = translator(useIntl());
  const access = useAccess() as PortalAccess;
  const ownRef = useRef<ActionType>(null);
  const actionRef = props.actionRef ?? ownRef;
  const formRef = useRef<ProFormInstance | undefined>(undefined);
  // the search form's field ids are its own: several lists on one page (审批管理's three) would otherwise
  // share `keyword`, and each label would point at the first list's input
  const searchName = `search${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const toQuery = (v: Query) => searchQuery(v, props.columns as AdminColumn<never>[]);
  const { form, list } = props;
  // a `list`'s first page, asked for as its tab opened, is rendered with the table
  const first = useFirstPage(list?.name ?? '', list?.service ?? null, firstPageQuery());
  const [total, setTotal] = useState<number>();
  const shownTotal = total ?? first.initial?.total;
  const painted = usePainted(first.ready);
  const deferred = Boolean(list) && !painted;

  const changed = () => {
    actionRef.current?.reload();
    props.onChanged?.();
  };
  const editor = useAdminDialog(form, changed);

  const rowActions: AdminAction<R>[] = [
    ...(form?.edit ? [{ key: 'edit', label: 'admin.common.edit', code: form.edit, run: (row: R) => editor.open(row), done: false as const }] : []),
    ...(props.actions ?? []),
  ].filter((a) => !a.code || access.hasElement(a.code));

  const columns = props.columns.map((c) => proColumn(c, t));
  if (rowActions.length) {
    columns.push({
      title: t('admin.common.actions'),
      valueType: 'option',
      fixed: props.columns.some((c) => c.fixed) ? 'right' : undefined,
      width: props.actionsWidth,
      render: (_, row) => <AdminActions row={row} actions={rowActions} onDone={changed} />,
    });
  }

  if (!first.ready)
    return props.page ? (
      <PageContainer title={t(`menu.${props.page}`)}>
        <Loading />
      </PageContainer>
    ) : (
      <Loading />
    );
  const table = (
    <>
      <ProTable<R, Query>
        rowKey={props.rowKey}
        actionRef={actionRef}
        formRef={formRef}
        form={{ name: searchName }}
        columns={columns}
        {...(list
          ? {
              request: async (params, sort) => {
                const query = toQuery(params);
                const answer =
                  sort && Object.values(sort).some(Boolean)
                    ? await list.request(query, sort)
                    : ((await first.take(query)) as unknown as Awaited<ReturnType<typeof list.request>>);
                setTotal(answer.total);
                return answer;
              },
              defaultData: first.initial?.data as R[] | undefined,
              search: listSearch(),
            }
          : props.request
            ? {
                request: (params, sort, filter) => props.request!(toQuery(params) as typeof params, sort, filter),
                pagination: tablePagination,
                search: listSearch(),
              }
            : { dataSource: props.rows ?? [], loading: props.loading, pagination: false, search: false })}
        {...(props.onSelect && {
          rowClassName: (r: R) => (r[props.rowKey] === props.selected ? 'ant-table-row-selected' : ''),
          onRow: (r: R) => ({ onClick: () => props.onSelect!(r), style: { cursor: 'pointer' } }),
        })}
        {...(props.empty && { locale: { emptyText: t(props.empty) } })}
        {...props.tableProps}
        {...(list && {
          pagination: { ...tablePagination, ...(props.tableProps?.pagination || {}), ...(shownTotal === undefined ? {} : { total: shownTotal }) },
          ...(deferred && { options: false as const }),
          // a collapsed search form is one row of controls: its place is held until it comes
          ...(deferred &&
            !props.tableProps?.search && { searchFormRender: () => <div className="resource-search-pending resource-search-pending-borderless" /> }),
        })}
        toolBarRender={() =>
          deferred
            ? [<span key="pending" className="resource-toolbar-pending" />]
            : [
                ...(props.toolbar ?? []),
                form?.create && access.hasElement(form.create) && (
                  <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => editor.open()}>
                    {t(form.labels![0])}
                  </Button>
                ),
              ]
        }
      />
      {editor.dialog}
    </>
  );
  return props.page ? <PageContainer title={t(`menu.${props.page}`)}>{table}</PageContainer> : table;
}
