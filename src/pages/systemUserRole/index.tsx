/**
 * 用户角色: the engine's list, form, detail and actions of `systemUserRole` — 停用 / 启用 (never the last
 * role that lets somebody administer users and roles), 删除 only while nobody holds the role — and, in
 * the detail, the functions the role grants through a checkable tree of menus, pages and page elements.
 * Saving the tree replaces the role's grants; the server applies them to its users' next calls.
 */
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import type { ResourceRecord } from '@/domain/engine';
import { DetailCard } from '@/admin/MasterDetail';
import { translator } from '@/admin/adminText';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { functionApi, roleGrantsApi } from '@/services/admin';
import { useAccess, useIntl } from '@umijs/max';
import GrantTree from './GrantTree';

export const preload = firstPageOf(systemUserRole);

/** The grant tree of one role: what it grants and the function tree, loaded when its detail opens. */
function Grants(props: { role: ResourceRecord }) {
  const t = translator(useIntl());
  const editable = (useAccess() as PortalAccess).hasElement(systemUserRole.codes.edit);
  const code = String(props.role.code);
  const grants = useApi(() => roleGrantsApi.get(code));
  const functions = useApi(functionApi.tree);
  const name = String(props.role.name);
  if (!grants.data || !functions.data) return <DetailCard name={t('admin.role.functions')} sub={`· ${name}`} loading />;
  const refresh = () => {
    grants.refresh();
    functions.refresh();
  };
  return <GrantTree role={grants.data} name={name} tree={functions.data} editable={editable} onSaved={refresh} />;
}

export default function SystemUserRolePage() {
  return <ResourcePage resource={systemUserRole} detailExtra={(r) => <Grants key={String(r.id)} role={r} />} />;
}
