/**
 * 用户角色: the roles (left) and, for the selected role, its functions granted through a checkable tree
 * of menus, pages and page elements (right). Saving replaces the role's grants; users see the change
 * after signing in again (the server applies it to their calls at once).
 */
import ActionLink from '@/components/ActionLink';
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { ROLE_CODE_PATTERN, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, type RoleFields } from '@/domain/admin/users';
import { functionApi, roleApi, type RoleRow } from '@/services/admin';
import { deleteAction } from '@/admin/AdminActions';
import { trimmed } from '@/admin/AdminForm';
import AdminTable from '@/admin/AdminTable';
import { EnabledBadge, NameCode } from '@/admin/controls';
import MasterDetail, { useSelected } from '@/admin/MasterDetail';
import { translator } from '@/admin/adminText';
import { useAccess, useIntl } from '@umijs/max';
import GrantTree from './GrantTree';

const codes = adminCodes.systemUserRole;

export default function SystemUserRolePage() {
  const t = translator(useIntl());
  const canUpdate = (useAccess() as PortalAccess).hasElement(codes.update);
  const roles = useApi(roleApi.list);
  const functions = useApi(functionApi.tree);
  const [role, setSelected] = useSelected(roles.data ?? [], (r) => r.code);

  return (
    <MasterDetail
      title="menu.systemUserRole"
      master={
        <AdminTable<RoleRow, RoleFields>
          rowKey="code"
          rows={roles.data}
          loading={roles.loading}
          onChanged={roles.refresh}
          selected={role?.code}
          onSelect={(r) => setSelected(r.code)}
          tableProps={{ size: 'small', options: false, headerTitle: t('menu.systemUserRole') }}
          columns={[
            {
              key: 'name',
              label: 'admin.role.field.name',
              render: (r) => (
                <NameCode
                  below
                  width={110}
                  name={
                    <ActionLink onClick={() => setSelected(r.code)} aria-current={r.code === role?.code}>
                      {r.name}
                    </ActionLink>
                  }
                  code={r.code}
                />
              ),
            },
            { key: 'userCount', label: 'admin.role.field.userCount', width: 70, align: 'right' },
            { key: 'enabled', label: 'admin.role.field.enabled', width: 96, render: (r) => <EnabledBadge on={r.enabled} /> },
          ]}
          actions={[
            deleteAction({
              code: codes.delete,
              name: (r) => r.name,
              blocked: (r) => (r.userCount > 0 ? ['admin.role.inUse', { name: r.name, count: r.userCount }] : null),
              ask: 'admin.role.confirmDelete',
              run: (r) => roleApi.remove(r.code),
            }),
          ]}
          form={{
            create: codes.create,
            edit: codes.update,
            labels: ['admin.role.create', 'admin.role.edit'],
            initial: { enabled: true },
            fields: [
              { name: 'code', label: 'admin.role.field.code', required: 'admin.role.error.code', pattern: ROLE_CODE_PATTERN, fixed: true, max: 30 },
              { name: 'name', label: 'admin.role.field.name', required: 'admin.role.error.nameRequired', max: ROLE_NAME_MAX },
              { name: 'description', label: 'admin.role.field.description', kind: 'textarea', max: ROLE_DESCRIPTION_MAX },
              { name: 'enabled', label: 'admin.role.field.enabled', kind: 'switch' },
            ],
            save: (input, r) => {
              const { code, ...values } = trimmed(input);
              return r ? roleApi.update(r.code, { ...values, description: values.description ?? '', version: r.version }) : roleApi.create({ code, ...values });
            },
            // a new role is the one shown
            onSaved: (answer, created) => created && setSelected((answer as RoleRow).code),
          }}
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
    />
  );
}
