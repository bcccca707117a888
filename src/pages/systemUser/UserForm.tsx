/** The one form of 用户管理 for creating and editing a user: its fields declared once (AdminForm). */
import AdminForm, { trimmed, type AdminField } from '@/resource/admin/AdminForm';
import { translator } from '@/resource/admin/adminText';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN, USER_NAME_MAX, USER_NO_PATTERN, type UserFields } from '@/domain/admin/users';
import { userApi, type UserRow } from '@/services/admin';
import { useIntl } from '@umijs/max';

type Option = { value: string; label: string; disabled?: boolean };

export interface SavedUser {
  user: UserRow;
  initialPassword?: string;
}

const field = (name: string, rest: Partial<AdminField>): AdminField => ({ name, label: `admin.user.field.${name}`, ...rest });

export default function UserForm(props: {
  editing: UserRow | 'new' | null;
  orgTree: unknown[];
  roleOptions: Option[];
  levelOptions: Option[];
  onClose: () => void;
  onSaved: (result: SavedUser) => void;
}) {
  const t = translator(useIntl());
  const { editing } = props;
  const creating = editing === 'new';
  const fields: AdminField[] = [
    field('userNo', { required: 'admin.user.error.userNo', pattern: USER_NO_PATTERN, fixed: true, max: 20 }),
    field('userName', { required: 'admin.user.error.userNameRequired', max: USER_NAME_MAX }),
    { name: 'orgId', label: 'admin.user.field.org', kind: 'tree', treeData: props.orgTree, required: 'admin.user.error.org' },
    field('roles', { kind: 'multiple', options: props.roleOptions, required: 'admin.user.error.rolesRequired' }),
    field('secrecyLevel', { kind: 'select', options: props.levelOptions, required: 'admin.user.error.secrecyLevel' }),
    field('phone', { required: 'admin.user.error.phone', pattern: PHONE_PATTERN, max: 13, fieldProps: { inputMode: 'tel' } }),
    field('email', { required: 'admin.user.error.email', pattern: EMAIL_PATTERN, max: EMAIL_MAX, fieldProps: { inputMode: 'email' } }),
    field('enabled', { kind: 'switch', createOnly: true }),
  ];

  return (
    <AdminForm<UserFields>
      title={t(creating ? 'admin.user.create' : 'admin.user.edit')}
      open={!!editing}
      creating={creating}
      fields={fields}
      width={640}
      grid
      initialValues={editing && editing !== 'new' ? editing : { secrecyLevel: 'GENERAL', enabled: true, roles: [] }}
      onCancel={props.onClose}
      onFinish={async (values) => {
        const { userNo, enabled, ...rest } = trimmed(values);
        if (creating) {
          const answer = await userApi.create({ ...rest, userNo, enabled });
          props.onSaved({ user: answer.user, initialPassword: answer.initialPassword });
        } else if (editing) {
          props.onSaved({ user: await userApi.update(editing.userNo, { ...rest, version: editing.version }) });
        }
      }}
    />
  );
}
