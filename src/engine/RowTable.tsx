/**
 * A server-paged list of rows that are not records of a resource (审批管理's tasks and approvals): the
 * engine's list frame — its search form (`listSearch`), paging, column settings, ticked rows and
 * their button — over columns declared once: the title (`<labels><label or key>`), the cell and the
 * search input (a text, a choice, or a range of days sent as `from` / `to`). The row's links, what an
 * empty list says, and search form ids of its own (`name`: several lists may share a page).
 *
 *   <RowTable<TaskView> name="pending" labels="workflow.inbox." request={service.pendingTable} columns={[…]} />
 */
import { tablePagination } from '@/core/request';
import { showTime } from './text';
import { listSearch } from './listSearch';
import { ProTable, type ActionType, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import ActionLink from '@/components/ActionLink';
import { selectionColumn } from '@/components/SelectionColumn';
import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import type { ReactNode, RefObject } from 'react';

type Query = Record<string, unknown>;

export interface Column<R> {
  /** the row's property and the query parameter its search input sends */
  key: string;
  /** `<labels><label>` titles it (default: the key) */
  label?: string;
  width?: number;
  ellipsis?: boolean;
  fixed?: 'left';
  /** a search input; `text` and `dates` are search inputs only, no column; a choice of codes, each labelled by a locale key */
  search?: 'text' | 'dates' | { values: readonly string[]; label: (value: string) => string };
  /** a time shown as `YYYY-MM-DD HH:mm` */
  time?: boolean;
  render?: (row: R) => ReactNode;
}

interface Props<R> {
  /** the search form's name, and `<labels>empty.<name>` says what an empty list means */
  name: string;
  /** the locale keys' prefix of the titles */
  labels: string;
  columns: Column<R>[];
  request: NonNullable<ProTableProps<R, Query>['request']>;
  actionRef: RefObject<ActionType | null>;
  onLoad?: () => void;
  /** the row's links and the width of their column */
  actions?: { width: number; render: (row: R) => ReactNode };
  /** kept mounted but not shown (a view of several on one page keeps its search and page) */
  hidden?: boolean;
  /** rows that may be ticked (`enabled`; `rowName` names a row's box), and the button (label with `{count}`) that takes the ticked ones */
  bulk?: { label: string; enabled: (row: R) => boolean; rowName: (row: R) => string; run: (rows: R[]) => void };
}

const when = (iso?: unknown) => showTime(iso, '—');

export default function RowTable<R extends { id: string }>({ name, labels, columns, request, actionRef, onLoad, actions, hidden, bulk }: Props<R>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pro: ProColumns<R>[] = columns.map((c) => {
    const searchOnly = c.search === 'text' || c.search === 'dates';
    return {
      title: t(`${labels}${c.label ?? c.key}`),
      dataIndex: c.key,
      width: c.width,
      ellipsis: c.ellipsis,
      fixed: c.fixed,
      hideInTable: searchOnly,
      search: c.search ? (c.search === 'dates' ? { transform: (v: [string, string]) => ({ from: v?.[0], to: v?.[1] }) } : undefined) : false,
      ...(c.search === 'dates' && { valueType: 'dateRange' as const }),
      ...(typeof c.search === 'object' && {
        valueType: 'select' as const,
        fieldProps: {
          options: c.search.values.map((v) => ({ value: v, label: t((c.search as { label: (v: string) => string }).label(v)) })),
          showSearch: { optionFilterProp: 'label' },
        },
      }),
      render: c.render ? (_, r) => c.render!(r) : c.time ? (_, r) => when((r as Record<string, unknown>)[c.key]) : undefined,
    };
  });
  if (actions)
    pro.push({
      title: t('resource.list.operations'),
      valueType: 'option',
      fixed: 'right',
      width: actions.width,
      render: (_, r) => (
        <Space size={4} wrap>
          {actions.render(r)}
        </Space>
      ),
    });
  return (
    <div hidden={hidden}>
      <ProTable<R, Query>
        rowKey="id"
        actionRef={actionRef}
        form={{ name: `search-${name}` }}
        columns={pro}
        request={request}
        onLoad={onLoad}
        pagination={tablePagination}
        search={listSearch({ defaultCollapsed: false })}
        scroll={{ x: 1300 }}
        options={{ density: false, setting: true, reload: true }}
        locale={{ emptyText: t(`${labels}empty.${name}`) }}
        {...(bulk && {
          rowSelection: selectionColumn<R>(
            t('resource.list.selectAll'),
            (r) => t('resource.list.selectRow', { name: bulk.rowName(r) }),
            (r) => ({ disabled: !bulk.enabled(r) }),
          ),
          tableAlertRender: ({ selectedRowKeys, onCleanSelected }) => (
            <Space>
              <span>{t('resource.list.selected', { count: selectedRowKeys.length })}</span>
              <ActionLink onClick={onCleanSelected}>{t('resource.list.clearSelection')}</ActionLink>
            </Space>
          ),
          // (rows ticked on another page of the list are not in `selectedRows`' loaded rows: left out)
          tableAlertOptionRender: ({ selectedRows }) => {
            const rows = selectedRows.filter(Boolean);
            return (
              <Button type="primary" size="small" disabled={!rows.length} onClick={() => bulk.run(rows)}>
                {t(bulk.label, { count: rows.length })}
              </Button>
            );
          },
        })}
      />
    </div>
  );
}
