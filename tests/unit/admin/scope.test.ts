import type { OrgUnit } from '@/domain/admin/organization';
import { checkScope, defaultScope, scopeFilter, type DataScope } from '@/domain/admin/scope';

const units: OrgUnit[] = [
  { id: 'HQ', parentId: null, name: 'HQ', type: 'COMPANY', order: 0 },
  { id: 'CS', parentId: 'HQ', name: 'CS', type: 'DEPARTMENT', order: 0 },
  { id: 'CS1', parentId: 'CS', name: 'CS1', type: 'DEPARTMENT', order: 0 },
  { id: 'TECH', parentId: 'HQ', name: 'TECH', type: 'DEPARTMENT', order: 1 },
];
const orgOf: Record<string, string> = { me: 'CS', colleague: 'CS1', engineer: 'TECH', boss: 'HQ' };
const lookup = (no: string) => orgOf[no];

const rows = [
  { id: 1, applicantNo: 'me', customerId: 'CA' },
  { id: 2, applicantNo: 'colleague', customerId: 'CA' },
  { id: 3, applicantNo: 'engineer', customerId: 'CA' },
  { id: 4, applicantNo: 'colleague', customerId: 'MU' },
  { id: 5, applicantNo: 'boss', customerId: 'MU' },
  { id: 6 }, // a record with neither dimension (a product)
  { id: 7, applicantNo: 'stranger', customerId: 'CA' },
  { id: 8, applicantNo: 'me', customerId: 'ZZ' },
];
const visible = (scope: DataScope) => rows.filter(scopeFilter(scope, units, lookup)).map((r) => r.id);

describe('data scope (人员授权)', () => {
  it('defaults to the own organization subtree and all customers', () => {
    expect(defaultScope({ userNo: 'me', orgId: 'CS' })).toEqual({ userNo: 'me', allOrgs: false, orgIds: ['CS'], allCustomers: true, customerIds: [] });
    expect(visible(defaultScope({ userNo: 'me', orgId: 'CS' }))).toEqual([1, 2, 4, 6, 8]);
  });

  it('restricts by customer as well, both dimensions must pass, own records always pass', () => {
    expect(visible({ userNo: 'me', allOrgs: false, orgIds: ['CS'], allCustomers: false, customerIds: ['CA'] })).toEqual([1, 2, 6, 8]);
  });

  it('opens everything with both "all" flags', () => {
    expect(visible({ userNo: 'x', allOrgs: true, orgIds: [], allCustomers: true, customerIds: [] })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('with no organizations and no customers shows only own records and records without dimensions', () => {
    expect(visible({ userNo: 'me', allOrgs: false, orgIds: [], allCustomers: false, customerIds: [] })).toEqual([1, 6, 8]);
  });

  it('covers a granted node’s whole subtree and hides unknown applicants', () => {
    expect(visible({ userNo: 'x', allOrgs: false, orgIds: ['HQ'], allCustomers: true, customerIds: [] })).toEqual([1, 2, 3, 4, 5, 6, 8]);
  });

  it('checks what 人员授权 sends', () => {
    const orgs = new Set(units.map((u) => u.id));
    const customers = new Set(['CA', 'MU']);
    expect(checkScope({ allOrgs: false, orgIds: ['CS'], allCustomers: false, customerIds: ['CA'] }, orgs, customers)).toBeNull();
    expect(checkScope({ allOrgs: false, orgIds: ['XX'], allCustomers: true, customerIds: [] }, orgs, customers)).toEqual({
      key: 'admin.scope.error.unknownOrg',
      params: { id: 'XX' },
    });
    expect(checkScope({ allOrgs: true, orgIds: [], allCustomers: false, customerIds: ['ZZ'] }, orgs, customers)?.key).toBe('admin.scope.error.unknownCustomer');
    expect(checkScope({ allOrgs: 'yes', orgIds: [], allCustomers: true, customerIds: [] }, orgs, customers)?.key).toBe('admin.scope.error.malformed');
    expect(checkScope(null, orgs, customers)?.key).toBe('admin.scope.error.malformed');
  });
});
