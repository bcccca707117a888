import { applyMove, buildOrgTree, checkAdd, checkMove, checkRename, moveTargets, orgPath, subtreeIds, type OrgUnit } from '@/domain/admin/organization';
import { organization } from '@/domain/desks/organization';

const units: OrgUnit[] = [
  { id: 'HQ', parentId: null, name: '集团', type: 'COMPANY', order: 0 },
  { id: 'CS', parentId: 'HQ', name: '客服部', type: 'DEPARTMENT', order: 1 },
  { id: 'CS1', parentId: 'CS', name: '一组', type: 'DEPARTMENT', order: 0 },
  { id: 'EAST', parentId: 'HQ', name: '华东公司', type: 'COMPANY', order: 0 },
  { id: 'EAST-CS', parentId: 'EAST', name: '客服部', type: 'DEPARTMENT', order: 0 },
];

describe('organization tree rules (组织结构)', () => {
  it('builds the tree sorted by order and tells subtrees and paths', () => {
    const [root] = buildOrgTree(units);
    expect(root.children.map((c) => c.id)).toEqual(['EAST', 'CS']);
    expect([...subtreeIds(units, 'CS')].sort()).toEqual(['CS', 'CS1']);
    expect(orgPath(units, 'CS1')).toEqual(['集团', '客服部', '一组']);
  });

  it('adds under an existing parent, with a valid type and a free, short name', () => {
    expect(checkAdd(units, 'CS', '二组', 'DEPARTMENT')).toBeNull();
    expect(checkAdd(units, 'NOPE', '二组', 'DEPARTMENT')?.key).toBe('admin.org.error.notFound');
    expect(checkAdd(units, undefined, '二组', 'DEPARTMENT')?.key).toBe('admin.org.error.parentRequired');
    expect(checkAdd(units, 'CS', '二组', 'TEAM')?.key).toBe('admin.org.error.typeInvalid');
    expect(checkAdd(units, 'CS', '  ', 'DEPARTMENT')?.key).toBe('admin.org.error.nameRequired');
    expect(checkAdd(units, 'CS', 'x'.repeat(31), 'DEPARTMENT')?.key).toBe('admin.org.error.nameTooLong');
    expect(checkAdd(units, 'CS', ' 一组 ', 'DEPARTMENT')).toEqual({ key: 'admin.org.error.nameTaken', params: { name: '一组' } });
    expect(checkAdd(units, 'CS', '子公司', 'COMPANY')?.key).toBe('admin.org.error.companyUnderDepartment');
  });

  it('renames to a name not taken by a sibling (its own name is fine)', () => {
    expect(checkRename(units, 'CS', '客服部')).toBeNull();
    expect(checkRename(units, 'CS', '华东公司')?.key).toBe('admin.org.error.nameTaken');
    expect(checkRename(units, 'EAST-CS', '华东客服部')).toBeNull();
  });

  it('moves nowhere into its own subtree, never the root, never a company under a department', () => {
    expect(checkMove(units, 'CS', 'CS1')?.key).toBe('admin.org.error.intoItself');
    expect(checkMove(units, 'CS', 'CS')?.key).toBe('admin.org.error.intoItself');
    expect(checkMove(units, 'HQ', 'EAST')?.key).toBe('admin.org.error.rootFixed');
    expect(checkMove(units, 'EAST', 'CS')?.key).toBe('admin.org.error.companyUnderDepartment');
    expect(checkMove(units, 'CS', 'EAST')?.key).toBe('admin.org.error.nameTaken'); // EAST has a 客服部
    expect(checkMove(units, 'CS1', 'EAST')).toBeNull();
    expect(checkMove(units, 'CS1', 'CS')).toBeNull(); // reordering under the same parent
  });

  it('offers as move targets exactly the nodes a move would be accepted to', () => {
    for (const u of units) {
      const targets = new Set(moveTargets(units, u.id));
      for (const t of units) {
        if (t.id === u.parentId) continue;
        expect({ from: u.id, to: t.id, ok: targets.has(t.id) }).toEqual({ from: u.id, to: t.id, ok: checkMove(units, u.id, t.id) === null });
      }
    }
  });

  it('deletes only an empty, non-root unit (the definition’s remove guard, on the counts the store answers)', () => {
    const guard = organization.removeGuard!;
    expect(guard({ name: '客服部', parentId: 'HQ', childCount: 1, userCount: 0 })).toEqual({
      message: 'admin.org.error.hasChildren',
      params: { name: '客服部', count: 1 },
    });
    expect(guard({ name: '一组', parentId: 'CS', childCount: 0, userCount: 2 })).toEqual({
      message: 'admin.org.error.hasUsers',
      params: { name: '一组', count: 2 },
    });
    expect(guard({ name: '一组', parentId: 'CS', childCount: 0, userCount: 0 })).toBeNull();
    expect(guard({ name: '集团', parentId: null, childCount: 0, userCount: 0 })?.message).toBe('admin.org.error.rootFixed');
  });

  it('applies a move at a position and renumbers both sibling lists', () => {
    const moved = applyMove(units, 'CS1', 'HQ', 1);
    const hq = moved
      .filter((u) => u.parentId === 'HQ')
      .sort((a, b) => a.order - b.order)
      .map((u) => u.id);
    expect(hq).toEqual(['EAST', 'CS1', 'CS']);
    const reordered = applyMove(units, 'CS', 'HQ', 0);
    expect(
      reordered
        .filter((u) => u.parentId === 'HQ')
        .sort((a, b) => a.order - b.order)
        .map((u) => u.id),
    ).toEqual(['CS', 'EAST']);
    expect(units.find((u) => u.id === 'CS1')!.parentId).toBe('CS'); // input untouched
  });
});
