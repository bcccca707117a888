/** The users of the selected organization node (optionally with its sub-units). */
import { tablePagination } from '@/core/request';
import type { OrgRow, UserRow } from '@/services/admin';
import { userApi } from '@/services/admin';
import { useSecrecyLevels } from '@/resource/admin/useAdminData';
import { translator } from '@/resource/admin/adminText';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Badge, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';

export default function OrgUsers({ org }: { org: OrgRow }) {
  const intl = useIntl();
  const t = translator(intl);
  const levels = useSecrecyLevels();
  const [includeSub, setIncludeSub] = useState(false);

  const columns: ProColumns<UserRow>[] = [
    { title: t('admin.user.field.userNo'), dataIndex: 'userNo', width: 110 },
    { title: t('admin.user.field.userName'), dataIndex: 'userName', width: 100 },
    ...(includeSub ? [{ title: t('admin.user.field.org'), dataIndex: 'orgName', width: 120, ellipsis: true } as ProColumns<UserRow>] : []),
    {
      title: t('admin.user.field.roles'),
      dataIndex: 'roleNames',
      render: (_, r) => r.roleNames.map((n) => <Tag key={n}>{n}</Tag>),
    },
    {
      title: t('admin.user.field.secrecyLevel'),
      dataIndex: 'secrecyLevel',
      width: 90,
      render: (_, r) => <Tag color={levels.personnelColor(r.secrecyLevel)}>{levels.personnelName(r.secrecyLevel)}</Tag>,
    },
    { title: t('admin.user.field.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('admin.user.field.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (_, r) => <Badge status={r.enabled ? 'success' : 'default'} text={t(r.enabled ? 'admin.common.enabled' : 'admin.common.disabled')} />,
    },
  ];

  return (
    <ProTable<UserRow>
      rowKey="userNo"
      size="small"
      search={false}
      options={false}
      columns={columns}
      params={{ orgId: org.id, includeSub }}
      request={userApi.table()}
      pagination={tablePagination}
      headerTitle={
        <Typography.Text strong>
          {t('admin.org.users', { name: org.name })}
        </Typography.Text>
      }
      toolBarRender={() => [
        <Space key="sub">
          <Switch size="small" checked={includeSub} onChange={setIncludeSub} aria-label={t('admin.org.includeSub')} />
          <span>{t('admin.org.includeSub')}</span>
        </Space>,
      ]}
    />
  );
}
