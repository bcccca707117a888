/**
 * The administration calls (组织结构, 用户管理, 用户角色, 系统功能, 人员授权, 密级, 选项配置, 密码模板,
 * 修改密码) and the hook that makes data scopes and secrecy levels filter every resource the store
 * serves — lists, details, actions and exports alike.
 */
import { accessRoutes } from './lib/adminAccess';
import { adminRevision } from './lib/adminHttp';
import { peopleRoutes } from './lib/adminPeople';
import { settingsRoutes } from './lib/adminSettings';
import { visibilityFilter, type MockUser } from './lib/identity';
import { addRowFilter } from './lib/store';

/** One compiled filter per user, resource field and state of the administration data. */
const compiled = new Map<string, (row: Record<string, unknown>) => boolean>();
function filterFor(user: MockUser, secrecyField?: string) {
  const key = `${user.userNo}|${secrecyField ?? ''}|${adminRevision()}`;
  let fn = compiled.get(key);
  if (!fn) {
    if (compiled.size > 500) compiled.clear();
    fn = visibilityFilter(user, secrecyField);
    compiled.set(key, fn);
  }
  return fn;
}

// umi re-evaluates mock files on change: drop the previous registration before adding this one.
const slot = globalThis as { __portalAdminRowFilter?: () => void };
slot.__portalAdminRowFilter?.();
slot.__portalAdminRowFilter = addRowFilter('*', (row, user, def) => ((user as MockUser).roles ? filterFor(user as MockUser, def.secrecyField)(row) : true));

export default { ...peopleRoutes, ...accessRoutes, ...settingsRoutes };
