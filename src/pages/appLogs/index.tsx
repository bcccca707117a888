/**
 * 系统日志: the services' system log (tens of thousands of rows), paged, filtered and sorted on the
 * server — by time range, level, service, message keyword and trace id — and exported to Excel.
 */
import type { PortalAccess } from '@/access';
import { tablePagination } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { logApi, type SysLogRow } from '@/services/admin';
import { LogTable, logQuery, type LogQuery } from '@/resource/admin/LogTable';
import { formatTime, translator } from '@/resource/admin/adminText';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

const LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
const LEVEL_COLOR: Record<string, string> = { DEBUG: 'default', INFO: 'blue', WARN: 'orange', ERROR: 'red' };
const SERVICES = ['management-api', 'permission-service', 'workflow-api', 'hr-api', 'file-api', 'sso-gateway', 'scheduler'];

/** The search form's values → the server's query (range → from/to, level list → comma list). */
function toQuery(values: LogQuery): LogQuery {
  const { level, ...rest } = logQuery(values);
  return { ...rest, ...(Array.isArray(level) && level.length ? { level: level.join(',') } : {}) };
}

export default function AppLogsPage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const canExport = access.hasElement(adminCodes.appLogs.export);

  const columns: ProColumns<SysLogRow>[] = [
    {
      title: t('admin.log.field.time'),
      dataIndex: 'time',
      valueType: 'dateTimeRange',
      width: 180,
      sorter: true,
      render: (_, r) => formatTime(r.time, true),
    },
    {
      title: t('admin.log.field.level'),
      dataIndex: 'level',
      width: 90,
      valueType: 'select',
      fieldProps: { mode: 'multiple', options: LEVELS.map((l) => ({ value: l, label: l })) },
      render: (_, r) => <Tag color={LEVEL_COLOR[r.level]}>{r.level}</Tag>,
    },
    {
      title: t('admin.log.field.service'),
      dataIndex: 'service',
      width: 230,
      valueType: 'select',
      fieldProps: { options: SERVICES.map((s) => ({ value: s, label: s })) },
      render: (_, r) => (
        <span>
          {r.service} <Typography.Text type="secondary">{r.host}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('admin.log.field.message'),
      dataIndex: 'keyword',
      render: (_, r) => (
        <Typography.Text type={r.level === 'ERROR' ? 'danger' : undefined} style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {r.message}
        </Typography.Text>
      ),
    },
    {
      title: t('admin.log.field.traceId'),
      dataIndex: 'traceId',
      width: 170,
      render: (_, r) => (
        <Typography.Text code copyable style={{ fontSize: 12 }}>
          {r.traceId}
        </Typography.Text>
      ),
    },
  ];

  return (
    <PageContainer title={t('menu.appLogs')}>
      <LogTable<SysLogRow>
        columns={columns}
        list={logApi.system()}
        toQuery={toQuery}
        exportRows={logApi.exportSystem}
        exportName={t('admin.log.appExportName')}
        exportColumns={[
          { header: t('admin.log.field.time'), value: (r) => formatTime(r.time, true), width: 20 },
          { header: t('admin.log.field.level'), value: (r) => r.level, width: 8 },
          { header: t('admin.log.field.service'), value: (r) => r.service },
          { header: t('admin.log.field.host'), value: (r) => r.host },
          { header: t('admin.log.field.message'), value: (r) => r.message, width: 70 },
          { header: t('admin.log.field.traceId'), value: (r) => r.traceId },
        ]}
        canExport={canExport}
        tableProps={{ pagination: { ...tablePagination, showQuickJumper: true } }}
      />
    </PageContainer>
  );
}
