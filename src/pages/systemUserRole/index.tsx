/**
 * 用户角色: the roles (left) and, for the selected role, its functions granted through a checkable tree
 * of menus, pages and page elements (right). Saving replaces the role's grants; users see the change
 * after signing in again (the server applies it to their calls at once).
 */
import ActionLink from '@/components/ActionLink';
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { ROLE_CODE_PATTERN, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX } from '@/domain/admin/users';
import { functionApi, roleApi, type RoleRow } from '@/services/admin';
import { AdminActions, useSaved, type AdminAction } from '@/resource/admin/AdminActions';
import AdminForm, { trimmed, type AdminField } from '@/resource/admin/AdminForm';
import MasterDetail from '@/resource/admin/MasterDetail';
import { translator } from '@/resource/admin/adminText';
import { PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Badge, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import GrantTree from './GrantTree';

const ROLE_FIELDS: AdminField[] = [
  { name: 'code', label: 'admin.role.field.code', required: 'admin.role.error.code', pattern: ROLE_CODE_PATTERN, fixed: true, max: 30 },
  { name: 'name', label: 'admin.role.field.name', required: 'admin.role.error.nameRequired', max: ROLE_NAME_MAX },
  { name: 'description', label: 'admin.role.field.description', kind: 'textarea', max: ROLE_DESCRIPTION_MAX },
  { name: 'enabled', label: 'admin.role.field.enabled', kind: 'switch' },
];

export default function SystemUserRolePage() {
  const t = translator(useIntl());
  const saved = useSaved();
  const canUpdate = (useAccess() as PortalAccess).hasElement(adminCodes.systemUserRole.update);
  const roles = useApi(roleApi.list);
  const functions = useApi(functionApi.tree);
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);

  const list = roles.data ?? [];
  const role = list.find((r) => r.code === selected);
  useEffect(() => {
    if (!role && list.length) setSelected(list[0].code);
  }, [role, list]);

  const done = (toast?: string | false) => {
    if (toast !== false) saved(toast);
    roles.refresh();
  };
  const create: AdminAction<null> = { key: 'create', label: 'admin.role.create', code: adminCodes.systemUserRole.create, primary: true, icon: <PlusOutlined />, run: () => setEditing('new'), done: false };
  const rowActions: AdminAction<RoleRow>[] = [
    { key: 'edit', label: 'admin.common.edit', code: adminCodes.systemUserRole.update, run: (r) => setEditing(r), done: false },
    {
      key: 'delete',
      label: 'admin.common.delete',
      code: adminCodes.systemUserRole.delete,
      danger: true,
      blocked: (r) => (r.userCount > 0 ? ['admin.role.inUse', { name: r.name, count: r.userCount }] : null),
      confirm: (r) => ['admin.role.confirmDelete', { name: r.name }],
      run: (r) => roleApi.remove(r.code),
      done: 'admin.common.deleted',
    },
  ];

  return (
    <MasterDetail
      title="menu.systemUserRole"
      card={{ title: t('menu.systemUserRole'), extra: <AdminActions buttons row={null} actions={[create]} onDone={done} /> }}
      master={
        <Table<RoleRow>
          rowKey="code"
          size="small"
          loading={roles.loading}
          dataSource={list}
          pagination={false}
          rowClassName={(r) => (r.code === selected ? 'ant-table-row-selected' : '')}
          onRow={(r) => ({ onClick: () => setSelected(r.code), style: { cursor: 'pointer' } })}
          columns={[
            {
              title: t('admin.role.field.name'),
              dataIndex: 'name',
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <ActionLink onClick={() => setSelected(r.code)} aria-current={r.code === selected}>
                    {r.name}
                  </ActionLink>
                  <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 110 }} ellipsis={{ tooltip: r.code }}>
                    {r.code}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: t('admin.role.field.userCount'), dataIndex: 'userCount', width: 70, align: 'right' },
            {
              title: t('admin.role.field.enabled'),
              dataIndex: 'enabled',
              width: 96,
              render: (_, r) => <Badge status={r.enabled ? 'success' : 'default'} text={t(r.enabled ? 'admin.common.enabled' : 'admin.common.disabled')} />,
            },
            {
              title: t('admin.common.actions'),
              width: 100,
              render: (_, r) => (
                <div onClick={(e) => e.stopPropagation()}>
                  <AdminActions row={r} actions={rowActions} onDone={done} />
                </div>
              ),
            },
          ]}
        />
      }
      detail={
        role &&
        functions.data && (
          <GrantTree
            key={role.code}
            role={role}
            tree={functions.data}
            editable={canUpdate}
            onSaved={() => {
              roles.refresh();
              functions.refresh();
            }}
          />
        )
      }
      empty="admin.role.selectRole"
      loading={roles.loading || functions.loading}
    >
      <AdminForm<{ code: string; name: string; description?: string; enabled: boolean }>
        title={t(editing === 'new' ? 'admin.role.create' : 'admin.role.edit')}
        open={!!editing}
        creating={editing === 'new'}
        fields={ROLE_FIELDS}
        initialValues={editing && editing !== 'new' ? editing : { enabled: true }}
        onCancel={() => setEditing(null)}
        onFinish={async (input) => {
          const values = trimmed(input);
          if (editing === 'new') {
            const created = await roleApi.create(values);
            setSelected(created.code);
          } else if (editing) {
            await roleApi.update(editing.code, { name: values.name, description: values.description ?? '', enabled: values.enabled, version: editing.version });
          }
          saved();
          setEditing(null);
          roles.refresh();
        }}
      />
    </MasterDetail>
  );
}
