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
import AdminForm, { trimmed, type AdminField } from '@/resource/admin/AdminForm';
import { translator } from '@/resource/admin/adminText';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Badge, Button, Card, Col, Empty, message, Popconfirm, Row, Space, Table, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import GrantTree from './GrantTree';

const ROLE_FIELDS: AdminField[] = [
  { name: 'code', label: 'admin.role.field.code', required: 'admin.role.error.code', pattern: ROLE_CODE_PATTERN, fixed: true, max: 30 },
  { name: 'name', label: 'admin.role.field.name', required: 'admin.role.error.nameRequired', max: ROLE_NAME_MAX },
  { name: 'description', label: 'admin.role.field.description', kind: 'textarea', max: ROLE_DESCRIPTION_MAX },
  { name: 'enabled', label: 'admin.role.field.enabled', kind: 'switch' },
];

export default function SystemUserRolePage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const roles = useApi(roleApi.list);
  const functions = useApi(functionApi.tree);
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);

  const can = {
    create: access.hasElement(adminCodes.systemUserRole.create),
    update: access.hasElement(adminCodes.systemUserRole.update),
    delete: access.hasElement(adminCodes.systemUserRole.delete),
  };

  const list = roles.data ?? [];
  const role = list.find((r) => r.code === selected);
  useEffect(() => {
    if (!role && list.length) setSelected(list[0].code);
  }, [role, list]);

  const remove = async (row: RoleRow) => {
    await roleApi.remove(row.code);
    message.success(t('admin.common.deleted'));
    roles.refresh();
  };

  return (
    <PageContainer title={t('menu.systemUserRole')}>
      <Row gutter={16} wrap>
        <Col xs={24} lg={9} xl={8}>
          <Card
            size="small"
            title={t('menu.systemUserRole')}
            extra={
              can.create && (
                <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  {t('admin.role.create')}
                </Button>
              )
            }
          >
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
                    <Space size={8} onClick={(e) => e.stopPropagation()}>
                      {can.update && <ActionLink onClick={() => setEditing(r)}>{t('admin.common.edit')}</ActionLink>}
                      {can.delete && (
                        <Tooltip title={r.userCount > 0 ? t('admin.role.inUse', { name: r.name, count: r.userCount }) : undefined}>
                          <Popconfirm
                            title={t('admin.role.confirmDelete', { name: r.name })}
                            disabled={r.userCount > 0}
                            onConfirm={() => remove(r).catch(() => undefined)}
                          >
                            <ActionLink danger disabled={r.userCount > 0}>
                              {t('admin.common.delete')}
                            </ActionLink>
                          </Popconfirm>
                        </Tooltip>
                      )}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={15} xl={16}>
          {role && functions.data ? (
            <GrantTree
              key={role.code}
              role={role}
              tree={functions.data}
              editable={can.update}
              onSaved={() => {
                roles.refresh();
                functions.refresh();
              }}
            />
          ) : (
            <Card size="small" loading={roles.loading || functions.loading}>
              <Empty description={t('admin.role.selectRole')} />
            </Card>
          )}
        </Col>
      </Row>

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
          message.success(t('admin.common.saved'));
          setEditing(null);
          roles.refresh();
        }}
      />
    </PageContainer>
  );
}
