import { personnelSecretLevel } from '@/domain/desks/secrecyLevels';
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '@/constants';
import { buildFunctionTree, functionIndex } from '@/domain/admin/functions';
import {
  canAdministerRoles,
  checkStateOf,
  effectiveCodes,
  normalizeGrants,
  patternsOfRoles,
  permissionsIn,
  rolesHolding,
  toggleFunction,
  treeChecks,
} from '@/domain/admin/permissions';
import { elementCodes } from '@/domain/catalogue';
import { filterMenu, sampleMenu } from '@/domain/menu';

// the catalogue (registry included), with aogOrder cut to two elements the cases below name
const codes = [...elementCodes().filter((c) => !c.startsWith('aogOrder:')), 'aogOrder:create', 'aogOrder:accept', 'leaseOrder:create', 'cbbList:create'];
const tree = buildFunctionTree(codes);
const index = functionIndex(tree);

describe('permission derivation: roles → functions → permissions/{system}', () => {
  const roles = [
    { code: 'staff', grants: ['aogOrder', 'leaseOrder:*', 'updatePassword', 'cbbList:create'] },
    { code: 'auditor', grants: ['logManagement:*'], enabled: false },
    { code: 'admin', grants: ['*'] },
  ];

  it('takes the union of the patterns of the user’s enabled roles only', () => {
    expect(patternsOfRoles(roles, ['staff', 'auditor'])).toEqual(['aogOrder', 'leaseOrder:*', 'updatePassword', 'cbbList:create']);
  });

  it('grants a page alone, a page with all its elements, but no element without its page', () => {
    const held = effectiveCodes(patternsOfRoles(roles, ['staff']), tree);
    expect(held.has('aogOrder')).toBe(true);
    expect(held.has('aogOrder:create')).toBe(false);
    expect(held.has('leaseOrder')).toBe(true);
    expect(held.has('leaseOrder:create')).toBe(true);
    // cbbList:create without cbbList: the button would sit on a page the user cannot open
    expect(held.has('cbbList')).toBe(false);
    expect(held.has('cbbList:create')).toBe(false);
  });

  it('never grants a code the tree does not hold, even to "*"', () => {
    const held = effectiveCodes(['*', 'ghost:*', 'ghost'], tree);
    expect(held.has('ghost')).toBe(false);
    expect(held.has('home')).toBe(false);
    expect(held.has('systemUser:resetPassword')).toBe(true);
    expect(held.has('orderManagement')).toBe(false); // groups are derived, not held
  });

  it('drops switched-off functions and everything below a switched-off group', () => {
    const held = effectiveCodes(['*'], tree, ['orderManagement', 'systemUser:resetPassword']);
    expect(held.has('aogOrder')).toBe(false);
    expect(held.has('aogOrder:accept')).toBe(false);
    expect(held.has('systemUser')).toBe(true);
    expect(held.has('systemUser:resetPassword')).toBe(false);
  });

  it('cuts the answer to one system, showing a group only when one of its menu pages is held', () => {
    const held = effectiveCodes(['aogOrder:*', 'updatePassword', 'productCodeInfo', 'personnelSecretLevel:*'], tree);
    const current = permissionsIn(held, tree, CURRENT_SYSTEM);
    expect(current.systemMenuPermissions).toEqual(['orderManagement', 'aogOrder', 'productCodeInfo']);
    expect(current.pageElementPermissions).toEqual(['aogOrder:accept', 'aogOrder:create']);
    const maintenance = permissionsIn(held, tree, MAINTENANCE_SYSTEM);
    expect(maintenance.systemMenuPermissions).toEqual(['systemmaintenance', 'updatePassword', 'personnelSecretLevel']);
    expect(maintenance.pageElementPermissions).toEqual([personnelSecretLevel.codes.edit, personnelSecretLevel.codes.export]);
  });

  it('does not show a group for a held page that has no menu entry', () => {
    const held = effectiveCodes(['productCodeInfo'], tree);
    const answer = permissionsIn(held, tree, CURRENT_SYSTEM);
    expect(answer.systemMenuPermissions).toEqual(['productCodeInfo']);
    expect(filterMenu(sampleMenu, answer.systemMenuPermissions)).toEqual([]);
  });

  it('lists which roles hold a function', () => {
    expect(rolesHolding('leaseOrder:create', roles, tree)).toEqual(['staff', 'admin']);
    expect(rolesHolding('aogOrder:create', roles, tree)).toEqual(['admin']);
  });

  it('knows who can still administer roles', () => {
    expect(canAdministerRoles(effectiveCodes(['*'], tree))).toBe(true);
    expect(canAdministerRoles(effectiveCodes(['systemUserRole:*'], tree))).toBe(false);
    expect(canAdministerRoles(effectiveCodes(['systemUserRole:*', 'systemUser:*'], tree))).toBe(true);
  });
});

describe('role editor: ticking the function tree', () => {
  it('ticking a page takes its elements; unticking drops them', () => {
    const on = toggleFunction(index, new Set(), 'aogOrder', true);
    expect([...on].sort()).toEqual(['aogOrder', 'aogOrder:accept', 'aogOrder:create']);
    const off = toggleFunction(index, on, 'aogOrder', false);
    expect(off.size).toBe(0);
  });

  it('ticking an element takes its page; unticking it keeps the page', () => {
    const on = toggleFunction(index, new Set(), 'aogOrder:accept', true);
    expect([...on].sort()).toEqual(['aogOrder', 'aogOrder:accept']);
    expect([...toggleFunction(index, on, 'aogOrder:accept', false)]).toEqual(['aogOrder']);
  });

  it('ticking a group takes every page and element below it', () => {
    const on = toggleFunction(index, new Set(), 'orderManagement', true);
    expect(on.has('procurementOrder')).toBe(true);
    expect(on.has('leaseOrder:create')).toBe(true);
    expect(on.has('orderManagement')).toBe(false);
  });

  it('ticks a held page (read access even without its buttons); a group by the pages below it', () => {
    const some = new Set(['aogOrder']);
    expect(checkStateOf(index.get('orderManagement')!, some)).toBe('half');
    expect(checkStateOf(index.get('aogOrder')!, some)).toBe('checked');
    expect(checkStateOf(index.get('aogOrder:accept')!, some)).toBe('unchecked');
    const pagesOnly = new Set(['procurementOrder', 'aogOrder', 'substitutionOrder', 'leaseOrder']);
    expect(checkStateOf(index.get('orderManagement')!, pagesOnly)).toBe('checked');
    expect(checkStateOf(index.get('supportMaintenance')!, pagesOnly)).toBe('unchecked');
  });

  it('gives the whole tree’s ticks and half-ticks, or every node ticked for all functions', () => {
    const { checked, halfChecked } = treeChecks(tree, new Set(['aogOrder', 'aogOrder:accept']));
    expect(checked.sort()).toEqual(['aogOrder', 'aogOrder:accept']);
    expect(halfChecked).toContain('orderManagement');
    expect(halfChecked).not.toContain('supportMaintenance');
    const everything = treeChecks(tree, new Set(), true);
    expect(everything.checked).toHaveLength(index.size);
    expect(everything.halfChecked).toEqual([]);
  });

  it('unticking a ticked page of a role takes the page and its buttons away', () => {
    const held = new Set(['aogOrder', 'aogOrder:accept', 'leaseOrder']);
    const next = toggleFunction(index, held, 'aogOrder', checkStateOf(index.get('aogOrder')!, held) !== 'checked');
    expect([...next]).toEqual(['leaseOrder']);
  });
});

describe('normalizeGrants: what a role editor may save', () => {
  it('accepts "*" alone, or real pages and elements, answered in tree order without duplicates', () => {
    expect(normalizeGrants(['*'], tree)).toEqual({ ok: true, grants: ['*'] });
    expect(normalizeGrants(['aogOrder:create', 'procurementOrder', 'aogOrder', 'aogOrder'], tree)).toEqual({
      ok: true,
      grants: ['procurementOrder', 'aogOrder', 'aogOrder:create'],
    });
  });

  it('refuses malformed input, unknown codes, bare groups and elements without their page', () => {
    expect(normalizeGrants('aogOrder', tree)).toEqual({ ok: false, problem: { kind: 'malformed' } });
    expect(normalizeGrants([1], tree)).toEqual({ ok: false, problem: { kind: 'malformed' } });
    expect(normalizeGrants(['*', 'aogOrder'], tree)).toEqual({ ok: false, problem: { kind: 'malformed' } });
    expect(normalizeGrants(['aogOrder', 'ghost:fly'], tree)).toEqual({ ok: false, problem: { kind: 'unknown', codes: ['ghost:fly'] } });
    expect(normalizeGrants(['orderManagement'], tree)).toEqual({ ok: false, problem: { kind: 'notGrantable', codes: ['orderManagement'] } });
    expect(normalizeGrants(['aogOrder:accept'], tree)).toEqual({ ok: false, problem: { kind: 'missingPage', codes: ['aogOrder:accept'] } });
  });
});
