/**
 * 系统日志: the services' system log (tens of thousands of rows), paged, filtered and sorted on the
 * server — by time range, level, service, message keyword and trace id — and exported to Excel.
 */
import { tablePagination } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { LOG_LEVELS, LOG_SERVICES } from '@/domain/syslog';
import { logApi, type SysLogRow } from '@/services/admin';
import AdminTable, { type AdminColumn } from '@/admin/AdminTable';
import { adminList } from '@/admin/adminList';
import { formatTime, translator } from '@/admin/adminText';
import { NameCode } from '@/admin/controls';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

const system = adminList('appLogs', logApi.system());
export const preload = system.preload;

const LEVEL_COLOR: Record<string, string> = { DEBUG: 'default', INFO: 'blue', WARN: 'orange', ERROR: 'red' };

const COLUMNS: AdminColumn<SysLogRow>[] = [
  { key: 'time', label: 'admin.log.field.time', search: 'range', width: 180, sort: true, text: (r) => formatTime(r.time, true), exportWidth: 20 },
  {
    key: 'level',
    label: 'admin.log.field.level',
    width: 90,
    search: { options: LOG_LEVELS, multiple: true },
    render: (r) => <Tag color={LEVEL_COLOR[r.level]}>{r.level}</Tag>,
    exportWidth: 8,
  },
  {
    key: 'service',
    label: 'admin.log.field.service',
    width: 230,
    search: { options: LOG_SERVICES },
    render: (r) => <NameCode name={r.service} code={r.host} />,
  },
  { key: 'host', label: 'admin.log.field.host', exportOnly: true },
  {
    key: 'message',
    label: 'admin.log.field.message',
    exportWidth: 70,
    render: (r) => (
      <Typography.Text type={r.level === 'ERROR' ? 'danger' : undefined} style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {r.message}
      </Typography.Text>
    ),
  },
  { key: 'keyword', label: 'admin.log.field.message', search: 'text', searchOnly: true },
  {
    key: 'traceId',
    label: 'admin.log.field.traceId',
    width: 170,
    search: 'text',
    render: (r) => (
      <Typography.Text code copyable style={{ fontSize: 12 }}>
        {r.traceId}
      </Typography.Text>
    ),
  },
];

export default function AppLogsPage() {
  const t = translator(useIntl());
  return (
    <AdminTable<SysLogRow>
      rowKey="id"
      page="appLogs"
      columns={COLUMNS}
      list={system}
      exporting={{ code: adminCodes.appLogs.export, name: t('admin.log.appExportName'), rows: logApi.exportSystem }}
      tableProps={{ scroll: { x: 1100 }, pagination: { ...tablePagination, showQuickJumper: true } }}
    />
  );
}
