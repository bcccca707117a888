/**
 * The function tree that 用户角色's grants tick, on the permission service (系统功能 itself is the engine's
 * `systemFunction`, what a role grants is the field `grants` of the engine's `systemUserRole`). The tree
 * itself is generated (src/domain/admin/functions.ts).
 */
import { API } from '../../../src/domain/endpoints';
import type { FunctionNode, FunctionView } from '../../../src/domain/admin/functions';
import { systemFunction } from '../../../src/domain/desks/systemFunction';
import { systemUserRole } from '../../../src/domain/desks/systemUserRole';
import { requireAny } from './adminHttp';
import { authed, type Ctx } from '../server/http';
import { functionSettings, functionTree } from '../server/identity';
import { rolesHolding } from './systemFunctions';

const PERM = API.permission;

/**
 * The function tree as the grant tree reads it: each function with what 系统功能's records set on it
 * (switched off, itself or above; its remark) and the roles holding it.
 */
function functionsView(): FunctionView[] {
  const settings = functionSettings();
  const off = new Set(settings.disabled);
  const view = (n: FunctionNode, parentOff: boolean): FunctionView => ({
    ...n,
    remark: settings.remarks[n.code] ?? '',
    enabled: !off.has(n.code),
    inheritedOff: parentOff,
    roles: n.kind === 'MENU' ? [] : rolesHolding(n.code).map((r) => r.id),
    children: n.children.map((c) => view(c, parentOff || off.has(n.code))),
  });
  return functionTree().map((n) => view(n, false));
}

function listFunctions({ user }: Ctx) {
  requireAny(user, [systemFunction.key, systemUserRole.key]);
  return functionsView();
}

export const accessRoutes = {
  [`GET ${PERM}/functions`]: authed(listFunctions),
};
