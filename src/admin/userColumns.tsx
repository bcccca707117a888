/**
 * The columns of a list of users, each declared once: 用户管理's list (with its search inputs) and the
 * users of a 组织结构 node (a few of them, no search).
 */
import type { PortalAccess } from '@/access';
import { adminCodes } from '@/domain/admin/codes';
import { userApi, type UserRow } from '@/services/admin';
import { EyeOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
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
    {
      key: 'orgId',
      label: 'admin.user.field.org',
      width: 200,
      search: search && { tree: search.orgTree },
      render: (r) => <Tooltip title={r.orgPath}>{r.orgName}</Tooltip>,
    },
    {
      key: 'role',
      label: 'admin.user.field.roles',
      search: search && { options: search.roles },
      render: (r) => r.roleNames.map((n) => <Tag key={n}>{n}</Tag>),
    },
    {
      key: 'secrecyLevel',
      label: 'admin.user.field.secrecyLevel',
      width: 100,
      search: search && { options: search.levels },
      render: (r) => <Tag color={levels.personnelColor(r.secrecyLevel)}>{levels.personnelName(r.secrecyLevel)}</Tag>,
    },
    { key: 'phone', label: 'admin.user.field.phone', width: 150, render: (r) => <UserPhone row={r} /> },
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

/**
 * A user's phone as the server answers it, masked (docs/personal-data.md); a holder of
 * `systemUser:revealPersonal` presses 显示 and this one user's phone comes in full (a logged call).
 */
function UserPhone({ row }: { row: UserRow }) {
  const t = translator(useIntl());
  const access = useAccess() as PortalAccess;
  const [shown, setShown] = useState<{ userNo: string; phone: string }>();
  const [busy, setBusy] = useState(false);
  if (shown?.userNo === row.userNo) {
    return (
      <Tooltip title={t('resource.personal.shown')}>
        <span data-revealed="phone">{shown.phone}</span>
      </Tooltip>
    );
  }
  if (!row.phone || !access.hasElement(adminCodes.systemUser.revealPersonal)) return <>{row.phone}</>;
  const label = t('resource.personal.showLabel', { label: t('admin.user.field.phone') });
  const reveal = async () => {
    setBusy(true);
    try {
      setShown(await userApi.revealPhone(row.userNo));
    } catch {
      // refused: the request policy said so
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={2}>
      <span>{row.phone}</span>
      <Tooltip title={label}>
        <Button type="link" size="small" icon={<EyeOutlined />} loading={busy} aria-label={label} data-reveal="phone" onClick={reveal} />
      </Tooltip>
    </Space>
  );
}
