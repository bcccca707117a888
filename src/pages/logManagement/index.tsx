/**
 * 日志管理: the operation log — every change made anywhere in the portal (time, user, module, action,
 * target, result, IP) — filtered on the server and exported to Excel.
 */
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { logApi, type OpLogRow } from '@/services/admin';
import AdminTable from '@/admin/AdminTable';
import { adminList } from '@/admin/adminList';
import { formatTime, translator } from '@/admin/adminText';
import { NameCode } from '@/admin/controls';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

const RESULTS = ['SUCCESS', 'FAILURE'];
const operations = adminList('logManagement', logApi.operations());
export const preload = operations.preload;

export default function LogManagementPage() {
  const t = translator(useIntl());
  const facets = useApi(logApi.facets);
  const result = (r: OpLogRow) => t(`admin.log.result.${r.result}`);
  return (
    <AdminTable<OpLogRow>
      rowKey="id"
      page="logManagement"
      list={operations}
      exporting={{ code: adminCodes.logManagement.export, name: t('admin.log.exportName'), rows: logApi.exportOperations }}
      tableProps={{
        scroll: { x: 1100 },
        expandable: {
          rowExpandable: (r) => !!r.detail,
          expandedRowRender: (r) => <Typography.Text type={r.result === 'FAILURE' ? 'danger' : undefined}>{r.detail}</Typography.Text>,
        },
      }}
      columns={[
        { key: 'time', label: 'admin.log.field.time', search: 'range', width: 170, sort: true, text: (r) => formatTime(r.time, true), exportWidth: 20 },
        {
          key: 'user',
          label: 'admin.log.field.user',
          search: 'text',
          width: 130,
          noExport: true,
          render: (r) => <NameCode name={r.userName} code={r.userNo} />,
        },
        { key: 'userNo', label: 'admin.user.field.userNo', exportOnly: true },
        { key: 'userName', label: 'admin.user.field.userName', exportOnly: true },
        { key: 'module', label: 'admin.log.field.module', width: 120, search: { options: facets.data?.modules ?? [] } },
        { key: 'action', label: 'admin.log.field.action', width: 110, search: { options: facets.data?.actions ?? [] } },
        { key: 'target', label: 'admin.log.field.target', ellipsis: true, exportWidth: 40 },
        {
          key: 'result',
          label: 'admin.log.field.result',
          width: 90,
          search: { options: RESULTS.map((v) => ({ value: v, label: t(`admin.log.result.${v}`) })) },
          text: result,
          render: (r) => <Tag color={r.result === 'SUCCESS' ? 'success' : 'error'}>{result(r)}</Tag>,
        },
        { key: 'ip', label: 'admin.log.field.ip', width: 130, search: 'text' },
        { key: 'detail', label: 'admin.log.field.detail', exportOnly: true, exportWidth: 50 },
        { key: 'keyword', label: 'admin.log.field.keyword', search: 'text', searchOnly: true, placeholder: 'admin.log.keywordPlaceholder' },
      ]}
    />
  );
}
