/**
 * The columns of a list of users, each declared once: 用户管理's list (with its search inputs) and the
 * users of a 组织结构 node (a few of them, no search).
 */
import type { UserRow } from '@/services/admin';
import { useIntl } from '@umijs/max';
import { Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { AdminColumn } from './AdminTable';
import { EnabledBadge } from './controls';
import { formatTime, translator, type OrgOption } from './adminText';
import { useSecrecyLevels } from './useAdminData';

type Options = { value: string; label: ReactNode; disabled?: boolean }[];

/** `search`: the inputs' choices (no search: the columns alone). */
export function useUserColumns(search?: { orgTree: OrgOption[]; roles: Options; levels: Options }): AdminColumn<UserRow>[] {
  const t = translator(useIntl());
  const levels = useSecrecyLevels();
  return [
    { key: 'keyword', label: 'admin.user.field.keyword', search: 'text', searchOnly: true, placeholder: 'admin.user.keywordPlaceholder' },
    { key: 'userNo', label: 'admin.user.field.userNo', width: 110, sort: true, fixed: 'left' },
    { key: 'userName', label: 'admin.user.field.userName', width: 100, sort: true },
    { key: 'orgId', label: 'admin.user.field.org', width: 200, search: search && { tree: search.orgTree }, render: (r) => <Tooltip title={r.orgPath}>{r.orgName}</Tooltip> },
    { key: 'role', label: 'admin.user.field.roles', search: search && { options: search.roles }, render: (r) => r.roleNames.map((n) => <Tag key={n}>{n}</Tag>) },
    {
      key: 'secrecyLevel',
      label: 'admin.user.field.secrecyLevel',
      width: 100,
      search: search && { options: search.levels },
      render: (r) => <Tag color={levels.personnelColor(r.secrecyLevel)}>{levels.personnelName(r.secrecyLevel)}</Tag>,
    },
    { key: 'phone', label: 'admin.user.field.phone', width: 130 },
    { key: 'email', label: 'admin.user.field.email', ellipsis: true },
    {
      key: 'enabled',
      label: 'admin.user.field.enabled',
      width: 110,
      search: search && { options: [true, false].map((on) => ({ value: String(on), label: t(on ? 'admin.common.enabled' : 'admin.common.disabled') })) },
      render: (r) => (
        // the tag goes under the badge where the column is narrow, rather than breaking 启用 in two
        <Space size={[4, 2]} wrap>
          <EnabledBadge on={r.enabled} />
          {r.mustChangePassword && <Tag color="orange">{t('admin.user.mustChange')}</Tag>}
        </Space>
      ),
    },
    { key: 'passwordChangedAt', label: 'admin.user.field.passwordChangedAt', width: 150, sort: true, text: (r) => formatTime(r.passwordChangedAt) },
  ];
}
