/**
 * The table both log pages are made of (日志管理 and 系统日志): server-side paging, sorting and
 * filtering, and an Excel export of every row matching the current filter (up to the server's cap).
 * Each page brings its columns, its query mapping and its calls.
 */
import { tablePagination } from '@/core/request';
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns, type ProFormInstance, type ProTableProps } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import type { ExportEnvelope } from '@/services/admin';
import { exportXlsx, type ExportColumn } from './exportXlsx';
import { rangeTransform, translator } from './adminText';

export type LogQuery = Record<string, unknown>;

/** The search form's values → the server's query: the `time` range becomes from / to. */
export function logQuery(values: LogQuery): LogQuery {
  const { time, ...rest } = values;
  return { ...rest, ...rangeTransform(time as [string, string] | undefined) };
}

export interface LogTableProps<Row extends { id: string | number }> {
  columns: ProColumns<Row>[];
  /** the list call (ProTable's request) */
  list: NonNullable<ProTableProps<Row, LogQuery>['request']>;
  /** the export call: every row matching the query, up to the server's cap */
  exportRows: (query: LogQuery) => Promise<ExportEnvelope<Row>>;
  exportName: string;
  exportColumns: ExportColumn<Row>[];
  canExport: boolean;
  /** search form values → query; `logQuery` unless the page has more to map */
  toQuery?: (values: LogQuery) => LogQuery;
  /** anything else ProTable takes (expandable rows, pagination extras, …) */
  tableProps?: Omit<ProTableProps<Row, LogQuery>, 'columns' | 'request' | 'formRef' | 'rowKey' | 'toolBarRender'>;
}

export function LogTable<Row extends { id: string | number }>({ toQuery = logQuery, ...props }: LogTableProps<Row>) {
  const t = translator(useIntl());
  const formRef = useRef<ProFormInstance | undefined>(undefined);
  const [exporting, setExporting] = useState(false);

  const doExport = async () => {
    setExporting(true);
    try {
      const answer = await props.exportRows(toQuery((formRef.current?.getFieldsFormatValue?.() ?? {}) as LogQuery));
      const rows = answer.data ?? [];
      await exportXlsx<Row>(props.exportName, props.exportColumns, rows);
      if (answer.capped) message.warning(t('admin.common.exportCapped', { count: rows.length }));
      else message.success(t('admin.common.exported', { count: rows.length }));
    } catch {
      // the request policy has shown a failed call
    } finally {
      setExporting(false);
    }
  };

  return (
    <ProTable<Row, LogQuery>
      rowKey="id"
      formRef={formRef}
      columns={props.columns}
      request={(params, sort, filter) => props.list(toQuery(params) as typeof params, sort, filter)}
      pagination={tablePagination}
      search={{ labelWidth: 'auto' }}
      scroll={{ x: 1100 }}
      {...props.tableProps}
      toolBarRender={() => [
        props.canExport && (
          <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
            {t('admin.common.export')}
          </Button>
        ),
      ]}
    />
  );
}
