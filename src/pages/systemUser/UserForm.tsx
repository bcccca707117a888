/** The one form of 用户管理 for creating and editing a user. */
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN, USER_NAME_MAX, USER_NO_PATTERN } from '@/domain/admin/users';
import { userApi, type UserRow } from '@/services/admin';
import { translator } from '@/components/admin/adminText';
import { ModalForm, ProFormSelect, ProFormSwitch, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';

type Option = { value: string; label: string; disabled?: boolean };

export interface SavedUser {
  user: UserRow;
  initialPassword?: string;
}

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
  const row = editing && editing !== 'new' ? editing : undefined;

  return (
    <ModalForm
      title={t(creating ? 'admin.user.create' : 'admin.user.edit')}
      open={!!editing}
      width={640}
      grid
      rowProps={{ gutter: 16 }}
      colProps={{ span: 12 }}
      modalProps={{ destroyOnHidden: true, onCancel: props.onClose }}
      initialValues={row ?? { secrecyLevel: 'GENERAL', enabled: true, roles: [] }}
      onFinish={async (values: Record<string, any>) => {
        const fields = {
          userName: String(values.userName).trim(),
          orgId: values.orgId,
          roles: values.roles,
          secrecyLevel: values.secrecyLevel,
          phone: String(values.phone).trim(),
          email: String(values.email).trim(),
        };
        if (creating) {
          const answer = await userApi.create({ ...fields, userNo: String(values.userNo).trim(), enabled: values.enabled });
          props.onSaved({ user: answer.user, initialPassword: answer.initialPassword });
        } else if (row) {
          const user = await userApi.update(row.userNo, { ...fields, version: row.version });
          props.onSaved({ user });
        }
        return true;
      }}
    >
      <ProFormText
        name="userNo"
        label={t('admin.user.field.userNo')}
        disabled={!creating}
        fieldProps={{ autoFocus: creating, maxLength: 20 }}
        rules={creating ? [{ required: true, message: t('admin.user.error.userNo') }, { pattern: USER_NO_PATTERN, message: t('admin.user.error.userNo') }] : []}
      />
      <ProFormText
        name="userName"
        label={t('admin.user.field.userName')}
        fieldProps={{ maxLength: USER_NAME_MAX, autoFocus: !creating }}
        rules={[{ required: true, whitespace: true, message: t('admin.user.error.userNameRequired') }]}
      />
      <ProFormTreeSelect
        name="orgId"
        label={t('admin.user.field.org')}
        rules={[{ required: true, message: t('admin.user.error.org') }]}
        fieldProps={{ treeData: props.orgTree as any, treeDefaultExpandAll: true, showSearch: true, treeNodeFilterProp: 'title' }}
      />
      <ProFormSelect
        name="roles"
        label={t('admin.user.field.roles')}
        mode="multiple"
        options={props.roleOptions}
        rules={[{ required: true, type: 'array', min: 1, message: t('admin.user.error.rolesRequired') }]}
      />
      <ProFormSelect
        name="secrecyLevel"
        label={t('admin.user.field.secrecyLevel')}
        options={props.levelOptions}
        rules={[{ required: true, message: t('admin.user.error.secrecyLevel') }]}
      />
      <ProFormText
        name="phone"
        label={t('admin.user.field.phone')}
        fieldProps={{ maxLength: 13, inputMode: 'tel' }}
        rules={[{ required: true, message: t('admin.user.error.phone') }, { pattern: PHONE_PATTERN, message: t('admin.user.error.phone') }]}
      />
      <ProFormText
        name="email"
        label={t('admin.user.field.email')}
        fieldProps={{ maxLength: EMAIL_MAX, inputMode: 'email' }}
        rules={[{ required: true, message: t('admin.user.error.email') }, { pattern: EMAIL_PATTERN, message: t('admin.user.error.email') }]}
      />
      {creating && <ProFormSwitch name="enabled" label={t('admin.user.field.enabled')} />}
    </ModalForm>
  );
}
