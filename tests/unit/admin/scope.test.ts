import type { OrgUnit } from '@/domain/admin/organization';
import { defaultScope, scopeFilter, scopeOfRecord, type DataScope } from '@/domain/admin/scope';

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

  it('reads a stored scope of 人员授权: the default while 默认, the lists behind no "all" switch once 已授权', () => {
    const me = { userNo: 'me', orgId: 'CS' };
    expect(scopeOfRecord(undefined, me)).toEqual(defaultScope(me));
    // a 默认 record grants the default whatever it holds: the own organization follows the user
    expect(scopeOfRecord({ status: 'DEFAULT', allOrgs: true, orgIds: ['HQ'], allCustomers: false, customerIds: ['CA'] }, me)).toEqual(defaultScope(me));
    expect(scopeOfRecord({ status: 'CUSTOM', allOrgs: false, orgIds: ['TECH', 7], allCustomers: false, customerIds: ['CA'] }, me)).toEqual({
      userNo: 'me',
      allOrgs: false,
      orgIds: ['TECH'],
      allCustomers: false,
      customerIds: ['CA'],
    });
    expect(scopeOfRecord({ status: 'CUSTOM', allOrgs: true, orgIds: ['TECH'], allCustomers: true, customerIds: ['CA'] }, me)).toEqual({
      userNo: 'me',
      allOrgs: true,
      orgIds: [],
      allCustomers: true,
      customerIds: [],
    });
  });
});
