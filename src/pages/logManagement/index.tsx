/**
 * 日志管理: the operation log — every change made anywhere in the portal (time, user, module, action,
 * target, result, IP) — filtered on the server and exported to Excel.
 */
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { logApi, type OpLogRow } from '@/services/admin';
import { LogTable } from '@/resource/admin/LogTable';
import { formatTime, translator } from '@/resource/admin/adminText';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

export default function LogManagementPage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const canExport = access.hasElement(adminCodes.logManagement.export);
  const facets = useApi(logApi.facets);

  const columns: ProColumns<OpLogRow>[] = [
    {
      title: t('admin.log.field.time'),
      dataIndex: 'time',
      valueType: 'dateTimeRange',
      width: 170,
      sorter: true,
      render: (_, r) => formatTime(r.time, true),
    },
    {
      title: t('admin.log.field.user'),
      dataIndex: 'user',
      width: 130,
      render: (_, r) => (
        <span>
          {r.userName} <Typography.Text type="secondary">{r.userNo}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('admin.log.field.module'),
      dataIndex: 'module',
      width: 120,
      valueType: 'select',
      fieldProps: { options: (facets.data?.modules ?? []).map((m) => ({ value: m, label: m })), showSearch: true },
    },
    {
      title: t('admin.log.field.action'),
      dataIndex: 'action',
      width: 110,
      valueType: 'select',
      fieldProps: { options: (facets.data?.actions ?? []).map((m) => ({ value: m, label: m })), showSearch: true },
    },
    { title: t('admin.log.field.target'), dataIndex: 'target', ellipsis: true, search: false },
    {
      title: t('admin.log.field.result'),
      dataIndex: 'result',
      width: 90,
      valueType: 'select',
      fieldProps: {
        options: [
          { value: 'SUCCESS', label: t('admin.log.result.SUCCESS') },
          { value: 'FAILURE', label: t('admin.log.result.FAILURE') },
        ],
      },
      render: (_, r) => <Tag color={r.result === 'SUCCESS' ? 'success' : 'error'}>{t(`admin.log.result.${r.result}`)}</Tag>,
    },
    { title: t('admin.log.field.ip'), dataIndex: 'ip', width: 130 },
    {
      title: t('admin.log.field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: `${t('admin.log.field.target')} / ${t('admin.log.field.detail')}` },
    },
  ];

  return (
    <PageContainer title={t('menu.logManagement')}>
      <LogTable<OpLogRow>
        columns={columns}
        list={logApi.operations()}
        exportRows={logApi.exportOperations}
        exportName={t('admin.log.exportName')}
        exportColumns={[
          { header: t('admin.log.field.time'), value: (r) => formatTime(r.time, true), width: 20 },
          { header: t('admin.user.field.userNo'), value: (r) => r.userNo },
          { header: t('admin.user.field.userName'), value: (r) => r.userName },
          { header: t('admin.log.field.module'), value: (r) => r.module },
          { header: t('admin.log.field.action'), value: (r) => r.action },
          { header: t('admin.log.field.target'), value: (r) => r.target, width: 40 },
          { header: t('admin.log.field.result'), value: (r) => t(`admin.log.result.${r.result}`) },
          { header: t('admin.log.field.ip'), value: (r) => r.ip },
          { header: t('admin.log.field.detail'), value: (r) => r.detail ?? '', width: 50 },
        ]}
        canExport={canExport}
        tableProps={{
          expandable: {
            rowExpandable: (r) => !!r.detail,
            expandedRowRender: (r) => <Typography.Text type={r.result === 'FAILURE' ? 'danger' : undefined}>{r.detail}</Typography.Text>,
          },
        }}
      />
    </PageContainer>
  );
}
