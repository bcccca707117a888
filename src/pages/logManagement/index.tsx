/**
 * 日志管理: the operation log — every change made anywhere in the portal (time, user, module, action,
 * target, result, IP) — filtered on the server and exported to Excel.
 */
import type { PortalAccess } from '@/access';
import { tablePagination, useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { logApi, type OpLogRow } from '@/services/admin';
import { exportXlsx } from '@/services/adminExport';
import { formatTime, rangeTransform, translator } from '@/services/adminText';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, message, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';

export default function LogManagementPage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const canExport = access.hasElement(adminCodes.logManagement.export);
  const facets = useApi(logApi.facets);
  const formRef = useRef<ProFormInstance | undefined>(undefined);
  const [exporting, setExporting] = useState(false);

  const columns: ProColumns<OpLogRow>[] = [
    {
      title: t('admin.log.field.time'),
      dataIndex: 'time',
      valueType: 'dateTimeRange',
      width: 170,
      sorter: true,
      search: { transform: rangeTransform },
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

  const doExport = async () => {
    setExporting(true);
    try {
      const raw = (formRef.current?.getFieldsFormatValue?.() ?? {}) as Record<string, unknown>;
      const { time, ...rest } = raw;
      const query = { ...rest, ...rangeTransform(time as [string, string] | undefined) };
      const answer = await logApi.exportOperations(query);
      await exportXlsx<OpLogRow>(
        t('admin.log.exportName'),
        [
          { header: t('admin.log.field.time'), value: (r) => formatTime(r.time, true), width: 20 },
          { header: t('admin.user.field.userNo'), value: (r) => r.userNo },
          { header: t('admin.user.field.userName'), value: (r) => r.userName },
          { header: t('admin.log.field.module'), value: (r) => r.module },
          { header: t('admin.log.field.action'), value: (r) => r.action },
          { header: t('admin.log.field.target'), value: (r) => r.target, width: 40 },
          { header: t('admin.log.field.result'), value: (r) => t(`admin.log.result.${r.result}`) },
          { header: t('admin.log.field.ip'), value: (r) => r.ip },
          { header: t('admin.log.field.detail'), value: (r) => r.detail ?? '', width: 50 },
        ],
        answer.data ?? [],
      );
      if (answer.capped) message.warning(t('admin.common.exportCapped', { count: answer.data?.length ?? 0 }));
      else message.success(t('admin.common.exported', { count: answer.data?.length ?? 0 }));
    } catch {
      // the request policy has shown a failed call
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer title={t('menu.logManagement')}>
      <ProTable<OpLogRow>
        rowKey="id"
        formRef={formRef}
        columns={columns}
        request={logApi.operations()}
        pagination={tablePagination}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1100 }}
        expandable={{
          rowExpandable: (r) => !!r.detail,
          expandedRowRender: (r) => <Typography.Text type={r.result === 'FAILURE' ? 'danger' : undefined}>{r.detail}</Typography.Text>,
        }}
        toolBarRender={() => [
          canExport && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
              {t('admin.common.export')}
            </Button>
          ),
        ]}
      />
    </PageContainer>
  );
}
