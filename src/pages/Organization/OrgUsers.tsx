/** The users of the selected organization node (optionally with its sub-units). */
import { userApi, type OrgRow, type UserRow } from '@/services/admin';
import AdminTable from '@/admin/AdminTable';
import { LabelledSwitch } from '@/admin/controls';
import { useUserColumns } from '@/admin/userColumns';
import { translator } from '@/admin/adminText';
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useState } from 'react';

const SHOWN = ['userNo', 'userName', 'role', 'secrecyLevel', 'phone', 'enabled'];

export default function OrgUsers({ org }: { org: OrgRow }) {
  const t = translator(useIntl());
  const [includeSub, setIncludeSub] = useState(false);
  const columns = useUserColumns().filter((c) => SHOWN.includes(c.key) || (includeSub && c.key === 'orgId'));

  return (
    <AdminTable<UserRow>
      rowKey="userNo"
      columns={columns}
      request={userApi.table()}
      tableProps={{
        size: 'small',
        search: false,
        options: false,
        params: { orgId: org.id, includeSub },
        headerTitle: <Typography.Text strong>{t('admin.org.users', { name: org.name })}</Typography.Text>,
      }}
      toolbar={[<LabelledSwitch key="sub" small label="admin.org.includeSub" checked={includeSub} onChange={setIncludeSub} />]}
    />
  );
}
