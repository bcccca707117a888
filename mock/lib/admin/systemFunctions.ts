/**
 * What the store adds to the engine's 系统功能 (src/domain/desks/systemFunction.ts): the roles holding each
 * function and the switched-off functions above it (its references, which its derived 已授权角色 and
 * 上级已停用 read); no 停用 that leaves nobody enabled able to administer users and roles; every change
 * counts as an administration change (what users may do is derived anew). Registered by mock/lib/rules.ts.
 */
import { ancestorCodes } from '../../../src/domain/admin/functions';
import { ALL, expandGrants } from '../../../src/domain/admin/permissions';
import { FUNCTION_OFF_ABOVE, systemFunction } from '../../../src/domain/desks/systemFunction';
import type { RecordReference } from '../../../src/domain/engine';
import { functionNodeIndex, functionSettings, functionTree, roles, type MockRole } from '../server/identity';
import { onAction, onChange } from '../store/hooks';
import { registerReferences } from '../store/references';
import { table } from '../store/tables';
import { lockoutCheck } from './adminGuard';
import { adminChanged, check } from './adminHttp';

const codeOf = (id: string) => String(table(systemFunction).rows.get(id)?.code ?? '');

// the roles holding each code, made anew when the roles or their grants change (roles() answers new objects then)
let holding: { roles: MockRole[]; byCode: Map<string, RecordReference[]> } | null = null;

/** The roles holding function `code` (all of them for a role granting everything), enabled or not. */
export function rolesHolding(code: string): RecordReference[] {
  const all = roles();
  if (holding?.roles !== all) {
    const byCode = new Map<string, RecordReference[]>();
    const tree = functionTree();
    const codes = [...functionNodeIndex().keys()];
    for (const r of all) {
      const held = r.grants.includes(ALL) ? codes : [...expandGrants(r.grants, tree)];
      for (const c of held) byCode.set(c, [...(byCode.get(c) ?? []), { id: r.code, name: r.name }]);
    }
    holding = { roles: all, byCode };
  }
  return holding.byCode.get(code) ?? [];
}

/** The switched-off functions above function `code`, nearest first. */
function offAbove(code: string): RecordReference[] {
  const off = new Set(functionSettings().disabled);
  return ancestorCodes(functionNodeIndex(), code)
    .filter((c) => off.has(c))
    .map((c) => ({ id: c, name: c }));
}

export function systemFunctionRules(): Array<() => void> {
  const key = systemFunction.key;
  registerReferences(key, (id) => rolesHolding(codeOf(id)));
  registerReferences(FUNCTION_OFF_ABOVE, (id) => offAbove(codeOf(id)));
  return [
    () => registerReferences(key, () => []),
    () => registerReferences(FUNCTION_OFF_ABOVE, () => []),
    onAction(key, 'disable', ({ after }) => {
      const code = String(after.code);
      check(lockoutCheck({ disabled: [...functionSettings().disabled, code] }, { key: 'admin.function.error.lockout', params: { code } }));
    }),
    onChange(key, () => adminChanged()),
  ];
}
