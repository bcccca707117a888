/**
 * 用户角色: the engine's list, form, detail and actions of `systemUserRole` — 停用 / 启用 (never the last
 * role that lets somebody administer users and roles), 删除 only while nobody holds the role — with what
 * a role grants as the checkable tree of menus, pages and page elements: the form's input of `grants`
 * and its view in the detail. The server applies a change to the role's users on their next call.
 */
import { systemUserRole } from '@/domain/desks/systemUserRole';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import GrantsTree from './GrantsTree';

export const preload = firstPageOf(systemUserRole);

const inputs = { grants: GrantsTree };
const render = { grants: (value: unknown) => <GrantsTree value={value} /> };

export default function SystemUserRolePage() {
  return <ResourcePage resource={systemUserRole} inputs={inputs} render={render} />;
}
