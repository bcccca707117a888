/**
 * The administration calls (组织结构, 用户管理, 用户角色, 系统功能, 人员授权, 密级, 选项配置, 密码模板,
 * 修改密码) and the hook that makes data scopes and secrecy levels filter every resource the store
 * serves — lists, details, actions and exports alike.
 */
import { accessRoutes } from './lib/adminAccess';
import { adminRevision } from './lib/adminHttp';
import { peopleRoutes } from './lib/adminPeople';
import { settingsRoutes } from './lib/adminSettings';
import { resources } from '../src/domain/resources';
import { addFileFilter } from './lib/files';
import { hasCode, visibilityFilter, type MockUser } from './lib/identity';
import { addRowFilter, storedRows } from './lib/store';

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
slot.__portalAdminRowFilter = addRowFilter('*', (row, user, def) =>
  (user as MockUser).roles ? filterFor(user as MockUser, def.secrecyField)(row) : true,
);

/**
 * Downloads: a file held by records (attachments, a document's revisions) may be fetched only by a user who may see (page permission,
 * data scope, secrecy) at least one of those records. A file not attached to anything yet (a fresh
 * upload before its record is saved) stays downloadable.
 */
addFileFilter((file, user) => {
  let attached = false;
  for (const def of resources) {
    for (const row of storedRows(def)) {
      if (!def.filesOf(row).some((a) => a.id === file.id)) continue;
      attached = true;
      if (hasCode(user, def.codes.read) && filterFor(user, def.secrecyField)(row)) return true;
    }
  }
  return !attached;
});

export default { ...peopleRoutes, ...accessRoutes, ...settingsRoutes };
