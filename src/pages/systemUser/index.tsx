/**
 * 用户管理: users with search, create / edit in one form, enable / disable, reset password (the
 * temporary password is shown once).
 */
import type { PortalAccess } from '@/access';
import { adminCodes } from '@/domain/admin/codes';
import { buildOrgTree } from '@/domain/admin/organization';
import { PERSONNEL_LEVELS } from '@/domain/admin/secrecy';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN, USER_NAME_MAX, USER_NO_PATTERN, type UserFields } from '@/domain/admin/users';
import { looksMasked } from '@/domain/personal';
import { orgApi, roleApi, userApi, type UserRow } from '@/services/admin';
import { useApi } from '@/core/request';
import { trimmed, type AdminField } from '@/admin/AdminForm';
import { switchActions } from '@/admin/AdminActions';
import AdminTable from '@/admin/AdminTable';
import { adminList } from '@/admin/adminList';
import { useSecrecyLevels } from '@/admin/useAdminData';
import { orgTreeData, translator } from '@/admin/adminText';
import { useUserColumns } from '@/admin/userColumns';
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import PasswordNotice from './PasswordNotice';

/** Pages without a menu entry that belong with the users: reached from here. */
const RELATED = ['personnelAuthorization', 'personnelSecretLevel', 'informationSecretLevel'];
const codes = adminCodes.systemUser;
// choosing an organization lists its sub-units' users too
const users = adminList('systemUser', userApi.table({ includeSub: true }));
export const preload = users.preload;
const field = (name: string, rest: Partial<AdminField>): AdminField => ({ name, label: `admin.user.field.${name}`, ...rest });

export default function SystemUserPage() {
  const t = translator(useIntl());
  const access = useAccess() as PortalAccess;
  const levels = useSecrecyLevels();
  const orgs = useApi(orgApi.list);
  const roles = useApi(roleApi.list);
  const [notice, setNotice] = useState<{ name: string; password: string; created: boolean } | null>(null);

  const orgTree = useMemo(() => orgTreeData(buildOrgTree(orgs.data ?? [])), [orgs.data]);
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.code, label: r.name, disabled: !r.enabled }));
  const levelOptions = PERSONNEL_LEVELS.map((l) => ({ value: l, label: levels.personnelName(l) }));
  const columns = useUserColumns({ orgTree, roles: roleOptions, levels: levelOptions });

  return (
    <PageContainer title={t('menu.systemUser')}>
      <AdminTable<UserRow, UserFields>
        rowKey="userNo"
        list={users}
        tableProps={{ scroll: { x: 1300 }, search: { labelWidth: 'auto', defaultCollapsed: false } }}
        columns={columns}
        actions={[
          ...switchActions<UserRow>({ code: codes.enable, on: (r) => r.enabled, run: (r, on) => userApi.setEnabled(r.userNo, on, r.version) }, (on) => ({
            confirm: on ? undefined : (r) => ['admin.user.confirmDisable', { name: r.userName }],
          })),
          {
            key: 'reset',
            label: 'admin.user.resetPassword',
            code: codes.resetPassword,
            confirm: (r) => ['admin.user.confirmReset', { name: r.userName }],
            run: async (r) => setNotice({ name: r.userName, password: (await userApi.resetPassword(r.userNo)).password, created: false }),
            quiet: true,
          },
        ]}
        toolbar={RELATED.filter((page) => access.canOpenPage(page)).map((page) => (
          <Button key={page} type="link" onClick={() => history.push(`/${page}`)}>
            {t(`menu.${page}`)}
          </Button>
        ))}
        form={{
          create: codes.create,
          edit: codes.update,
          labels: ['admin.user.create', 'admin.user.edit'],
          width: 640,
          grid: true,
          initial: { secrecyLevel: 'GENERAL', enabled: true, roles: [] },
          fields: [
            field('userNo', { required: 'admin.user.error.userNo', pattern: USER_NO_PATTERN, fixed: true, max: 20 }),
            field('userName', { required: 'admin.user.error.userNameRequired', max: USER_NAME_MAX }),
            { name: 'orgId', label: 'admin.user.field.org', kind: 'tree', treeData: orgTree, required: 'admin.user.error.org' },
            field('roles', { kind: 'multiple', options: roleOptions, required: 'admin.user.error.rolesRequired' }),
            field('secrecyLevel', { kind: 'select', options: levelOptions, required: 'admin.user.error.secrecyLevel' }),
            // editing shows the masked phone: kept as shown it stays the stored number (the server's rule)
            field('phone', {
              required: 'admin.user.error.phone',
              max: 13,
              check: (v) => (looksMasked(v) || PHONE_PATTERN.test(String(v ?? '')) ? null : { key: 'admin.user.error.phone' }),
              extra: { edit: 'admin.user.phoneMaskedHint' },
              fieldProps: { inputMode: 'tel' },
            }),
            field('email', { required: 'admin.user.error.email', pattern: EMAIL_PATTERN, max: EMAIL_MAX, fieldProps: { inputMode: 'email' } }),
            field('enabled', { kind: 'switch', createOnly: true }),
          ],
          save: (values, r) => {
            const { userNo, enabled, ...rest } = trimmed(values);
            return r ? userApi.update(r.userNo, { ...rest, version: r.version }) : userApi.create({ ...rest, userNo, enabled });
          },
          onSaved: (answer) => {
            const created = answer as { user?: UserRow; initialPassword?: string };
            if (created.initialPassword && created.user) setNotice({ name: created.user.userName, password: created.initialPassword, created: true });
          },
        }}
      />
      <PasswordNotice notice={notice} onClose={() => setNotice(null)} />
    </PageContainer>
  );
}
