import { checkRole, checkUser } from '@/domain/admin/users';

const ctx = { takenUserNos: ['admin', 'Staff'], orgIds: new Set(['ORG-CS']), roleCodes: new Set(['staff', 'admin']) };
const good = {
  userNo: 'zhao.lei',
  userName: '赵磊',
  orgId: 'ORG-CS',
  roles: ['staff'],
  secrecyLevel: 'GENERAL',
  phone: '13912345678',
  email: 'zhaolei@aftersales.example',
  enabled: true,
};
const key = (input: unknown, creating = true) => checkUser(input, ctx, creating)?.key;

describe('user checks (用户管理)', () => {
  it('accepts a complete user', () => {
    expect(checkUser(good, ctx, true)).toBeNull();
    expect(key({ ...good, phone: '010-87654321' })).toBeUndefined();
  });

  it('keeps the staff no. unique, case-insensitively, and well-formed', () => {
    expect(checkUser({ ...good, userNo: 'STAFF' }, ctx, true)).toEqual({ key: 'admin.user.error.userNoTaken', params: { userNo: 'STAFF' } });
    expect(key({ ...good, userNo: '1abc' })).toBe('admin.user.error.userNo');
    expect(key({ ...good, userNo: 'ab' })).toBe('admin.user.error.userNo');
    expect(key({ ...good, userNo: 'a b c' })).toBe('admin.user.error.userNo');
    // on edit the staff no. is fixed and not checked again
    expect(key({ ...good, userNo: 'staff' }, false)).toBeUndefined();
  });

  it('names the field that is wrong', () => {
    expect(key({ ...good, userName: ' ' })).toBe('admin.user.error.userNameRequired');
    expect(key({ ...good, userName: '名'.repeat(21) })).toBe('admin.user.error.userNameTooLong');
    expect(key({ ...good, orgId: 'ORG-X' })).toBe('admin.user.error.org');
    expect(key({ ...good, roles: [] })).toBe('admin.user.error.rolesRequired');
    expect(key({ ...good, roles: ['ghost'] })).toBe('admin.user.error.roleUnknown');
    expect(key({ ...good, secrecyLevel: 'TOP' })).toBe('admin.user.error.secrecyLevel');
    expect(key({ ...good, phone: '12345' })).toBe('admin.user.error.phone');
    expect(key({ ...good, email: 'nobody@' })).toBe('admin.user.error.email');
    expect(key({ ...good, enabled: 'yes' })).toBe('admin.user.error.malformed');
    expect(key('user')).toBe('admin.user.error.malformed');
  });
});

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

describe('phone uniqueness', () => {
  it('refuses a phone another user signs in with', () => {
    const withPhones = { ...ctx, takenPhones: ['13912345678'] };
    expect(checkUser(good, withPhones, true)).toEqual({ key: 'admin.user.error.phoneTaken', params: { phone: '13912345678' } });
  });
});
