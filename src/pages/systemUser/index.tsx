/**
 * 用户管理: users with search, create / edit in one form, enable / disable, reset password (the
 * temporary password is shown once).
 */
import ActionLink from '@/components/ActionLink';
import type { PortalAccess } from '@/access';
import { tablePagination } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { buildOrgTree } from '@/domain/admin/organization';
import { PERSONNEL_LEVELS } from '@/domain/admin/secrecy';
import { userApi, type UserRow } from '@/services/admin';
import { useOrganizations, useRoles, useSecrecyLevels } from '@/resource/admin/useAdminData';
import { formatTime, orgTreeData, translator } from '@/resource/admin/adminText';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useAccess, useIntl } from '@umijs/max';
import { message, Badge, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import PasswordNotice from './PasswordNotice';
import UserForm from './UserForm';

/** Pages without a menu entry that belong with the users: reached from here. */
const RELATED = ['personnelAuthorization', 'personnelSecretLevel', 'informationSecretLevel'];

export default function SystemUserPage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const actionRef = useRef<ActionType>(null);
  const levels = useSecrecyLevels();
  const orgs = useOrganizations();
  const roles = useRoles();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [notice, setNotice] = useState<{ name: string; password: string; created: boolean } | null>(null);

  const can = {
    create: access.hasElement(adminCodes.systemUser.create),
    update: access.hasElement(adminCodes.systemUser.update),
    enable: access.hasElement(adminCodes.systemUser.enable),
    reset: access.hasElement(adminCodes.systemUser.resetPassword),
  };

  const orgTree = useMemo(() => orgTreeData(buildOrgTree(orgs.data ?? [])), [orgs.data]);
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.code, label: r.name, disabled: !r.enabled }));
  const levelOptions = PERSONNEL_LEVELS.map((l) => ({ value: l, label: levels.personnelName(l) }));

  const reload = () => actionRef.current?.reload();

  const toggle = async (row: UserRow) => {
    await userApi.setEnabled(row.userNo, !row.enabled, row.version);
    message.success(t('admin.common.saved'));
    reload();
  };

  const reset = async (row: UserRow) => {
    const answer = await userApi.resetPassword(row.userNo);
    setNotice({ name: row.userName, password: answer.password, created: false });
    reload();
  };

  const columns: ProColumns<UserRow>[] = [
    {
      title: t('admin.user.field.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('admin.user.keywordPlaceholder') },
    },
    { title: t('admin.user.field.userNo'), dataIndex: 'userNo', width: 110, sorter: true, search: false, fixed: 'left' },
    { title: t('admin.user.field.userName'), dataIndex: 'userName', width: 100, sorter: true, search: false },
    {
      title: t('admin.user.field.org'),
      dataIndex: 'orgId',
      width: 200,
      valueType: 'treeSelect',
      fieldProps: { treeData: orgTree, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title', allowClear: true },
      render: (_, r) => (
        <Tooltip title={r.orgPath}>
          <span>{r.orgName}</span>
        </Tooltip>
      ),
    },
    {
      title: t('admin.user.field.roles'),
      dataIndex: 'role',
      valueType: 'select',
      fieldProps: { options: roleOptions },
      render: (_, r) => r.roleNames.map((n) => <Tag key={n}>{n}</Tag>),
    },
    {
      title: t('admin.user.field.secrecyLevel'),
      dataIndex: 'secrecyLevel',
      width: 100,
      valueType: 'select',
      fieldProps: { options: levelOptions },
      render: (_, r) => <Tag color={levels.personnelColor(r.secrecyLevel)}>{levels.personnelName(r.secrecyLevel)}</Tag>,
    },
    { title: t('admin.user.field.phone'), dataIndex: 'phone', width: 130, search: false },
    { title: t('admin.user.field.email'), dataIndex: 'email', ellipsis: true, search: false },
    {
      title: t('admin.user.field.enabled'),
      dataIndex: 'enabled',
      width: 110,
      valueType: 'select',
      fieldProps: {
        options: [
          { value: 'true', label: t('admin.common.enabled') },
          { value: 'false', label: t('admin.common.disabled') },
        ],
      },
      render: (_, r) => (
        <Space size={4}>
          <Badge status={r.enabled ? 'success' : 'default'} text={t(r.enabled ? 'admin.common.enabled' : 'admin.common.disabled')} />
          {r.mustChangePassword && <Tag color="orange">{t('admin.user.mustChange')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.user.field.passwordChangedAt'),
      dataIndex: 'passwordChangedAt',
      width: 150,
      sorter: true,
      search: false,
      render: (_, r) => formatTime(r.passwordChangedAt),
    },
    {
      title: t('admin.common.actions'),
      valueType: 'option',
      width: 190,
      fixed: 'right',

      render: (_, row) => [
        can.update && (
          <ActionLink key="edit" onClick={() => setEditing(row)}>
            {t('admin.common.edit')}
          </ActionLink>
        ),
        can.enable &&
          (row.enabled ? (
            <Popconfirm key="disable" title={t('admin.user.confirmDisable', { name: row.userName })} onConfirm={() => toggle(row).catch(() => undefined)}>
              <ActionLink>{t('admin.user.disable')}</ActionLink>
            </Popconfirm>
          ) : (
            <ActionLink key="enable" onClick={() => toggle(row).catch(() => undefined)}>
              {t('admin.user.enable')}
            </ActionLink>
          )),
        can.reset && (
          <Popconfirm key="reset" title={t('admin.user.confirmReset', { name: row.userName })} onConfirm={() => reset(row).catch(() => undefined)}>
            <ActionLink>{t('admin.user.resetPassword')}</ActionLink>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer title={t('menu.systemUser')}>
      <ProTable<UserRow>
        rowKey="userNo"
        actionRef={actionRef}
        columns={columns}
        // choosing an organization lists its sub-units' users too
        request={userApi.table({ includeSub: true })}
        pagination={tablePagination}
        scroll={{ x: 1300 }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        toolBarRender={() => [
          ...RELATED.filter((page) => access.canOpenPage(page)).map((page) => (
            <Button key={page} type="link" onClick={() => history.push(`/${page}`)}>
              {t(`menu.${page}`)}
            </Button>
          )),
          can.create && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('admin.user.create')}
            </Button>
          ),
        ]}
      />
      <UserForm
        editing={editing}
        orgTree={orgTree}
        roleOptions={roleOptions}
        levelOptions={levelOptions}
        onClose={() => setEditing(null)}
        onSaved={(result) => {
          setEditing(null);
          message.success(t('admin.common.saved'));
          if (result.initialPassword) setNotice({ name: result.user.userName, password: result.initialPassword, created: true });
          reload();
        }}
      />
      <PasswordNotice notice={notice} onClose={() => setNotice(null)} />
    </PageContainer>
  );
}
