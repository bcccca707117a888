import { checkRole } from '@/domain/admin/users';

describe('role checks (用户角色)', () => {
  it('keeps codes and names unique and well-formed', () => {
    expect(checkRole({ code: 'auditor', name: '审计员' }, ['staff'], ['普通员工'], true)).toBeNull();
    expect(checkRole({ code: 'Staff', name: '审计员' }, ['staff'], [], true)?.key).toBe('admin.role.error.codeTaken');
    expect(checkRole({ code: '9x', name: '审计员' }, [], [], true)?.key).toBe('admin.role.error.code');
    expect(checkRole({ code: 'auditor', name: '普通员工' }, [], ['普通员工'], true)?.key).toBe('admin.role.error.nameTaken');
    expect(checkRole({ name: '' }, [], [], false)?.key).toBe('admin.role.error.nameRequired');
    expect(checkRole({ name: 'x', description: 'd'.repeat(201) }, [], [], false)?.key).toBe('admin.role.error.descriptionTooLong');
  });
});
