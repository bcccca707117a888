/**
 * 人员授权 on the engine (src/domain/desks/personnelAuthorization.ts, mock/lib/admin/dataScopes.ts): one
 * scope record per user — seeded, and made with every new user —; the list sums each dimension up; an edit
 * makes the scope 已授权 and the filter on every resource reads it at once; 恢复默认 takes it back; only the
 * holder of the page's edit code writes, from the version it read, and every change is in the log.
 */
import admin from '../../../mock/admin';
import resources from '../../../mock/resources';
import { opLog } from '../../../mock/lib/platform/oplog';
import { findUser, scopeOf, users } from '../../../mock/lib/server/identity';
import { list, storedRows } from '../../../mock/lib/store/store';
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import { resourceOf } from '@/domain/desks';
import { call, fresh, NEW_USER, scopeEdit, scopeRecord, SCOPES, USERS, type Routes } from './harness';

const routes = { ...admin, ...resources } as Routes;
const aog = resourceOf('aogOrder')!;
const reset = (userNo: string, as?: string) =>
  call(routes, `POST ${SCOPES}/:id/actions/:action`, {
    as,
    params: { id: scopeRecord(userNo).id, action: 'reset' },
    body: { version: scopeRecord(userNo).version },
  });
const row = (userNo: string) => call(routes, `GET ${SCOPES}/:id`, { params: { id: scopeRecord(userNo).id } }).body.data;

beforeEach(fresh);

it('holds one scope per user: the demo users see everything, the staff their own department', () => {
  expect(storedRows(personnelAuthorization).map((r) => r.userNo)).toEqual(users().map((u) => u.userNo));
  expect(row('staff')).toMatchObject({ status: 'CUSTOM', orgReach: 'ALL', customerReach: 'ALL' });
  const staffer = users().find((u) => scopeRecord(u.userNo).status === 'DEFAULT')!;
  expect(row(staffer.userNo)).toMatchObject({ orgReach: 'OWN', customerReach: 'ALL', orgName: expect.any(String) });
  expect(scopeOf(staffer)).toMatchObject({ allOrgs: false, orgIds: [staffer.orgId], allCustomers: true });
});

it('an edit makes the scope 已授权, keeps no list behind an "all" switch, and narrows every list at once', () => {
  const before = list(aog, { pageSize: '100' }, findUser('staff')!).total;
  const edit = scopeEdit('staff', { allOrgs: false, orgIds: ['ORG-CS'], allCustomers: true, customerIds: ['C-CCA'] });
  const answer = call(routes, `PUT ${SCOPES}/:id`, { params: { id: edit.id }, body: edit.body }).body;
  expect(answer).toMatchObject({ success: true, data: { status: 'CUSTOM', orgIds: ['ORG-CS'], customerIds: [], orgReach: 'LISTED', customerReach: 'ALL' } });
  expect(answer.data.orgNames['ORG-CS']).toBeTruthy();
  expect(list(aog, { pageSize: '100' }, findUser('staff')!).total).toBeLessThan(before);
  // none chosen: the summary counts nothing (the page shows it red)
  const none = scopeEdit('staff', { allOrgs: false, orgIds: [], allCustomers: false, customerIds: [] });
  expect(call(routes, `PUT ${SCOPES}/:id`, { params: { id: none.id }, body: none.body }).body.data).toMatchObject({
    orgReach: 'LISTED',
    customerReach: 'LISTED',
  });
  const customers = scopeEdit('staff', { allOrgs: true, orgIds: [], allCustomers: false, customerIds: ['C-CCA', 'C-CES'] });
  const named = call(routes, `PUT ${SCOPES}/:id`, { params: { id: customers.id }, body: customers.body }).body.data;
  expect(named.customerNames.split('、')).toHaveLength(2);
  expect(opLog().at(-1)).toMatchObject({ userNo: 'admin', result: 'SUCCESS', module: '人员授权', target: scopeRecord('staff').id });
});

it('恢复默认 takes a 已授权 scope back to the default, asked only of a 已授权 one', () => {
  expect(reset('staff').body).toMatchObject({ success: true, data: { status: 'DEFAULT', allOrgs: false, orgIds: [], allCustomers: true, orgReach: 'OWN' } });
  expect(scopeOf(findUser('staff')!)).toMatchObject({ allOrgs: false, orgIds: [findUser('staff')!.orgId] });
  expect(reset('staff').body.success).toBe(false);
});

it('only the holder of 人员授权’s codes writes, from the version it read', () => {
  const edit = scopeEdit('staff', { allOrgs: false, orgIds: ['ORG-CS'], allCustomers: true, customerIds: [] });
  expect(call(routes, `PUT ${SCOPES}/:id`, { as: 'manager', params: { id: edit.id }, body: edit.body }).body.errorCode).toBe('FORBIDDEN');
  expect(reset('staff', 'manager').body.errorCode).toBe('FORBIDDEN');
  expect(call(routes, `PUT ${SCOPES}/:id`, { params: { id: edit.id }, body: { ...edit.body, version: 0 } }).body.errorCode).toBe('STALE_VERSION');
  expect(personnelAuthorization.codes).toMatchObject({ edit: 'personnelAuthorization:edit', action: expect.any(Function) });
  expect(personnelAuthorization.codes.action('reset')).toBe('personnelAuthorization:reset');
});

it('a new user gets the default scope with the user', () => {
  const body = NEW_USER;
  expect(call(routes, `POST ${USERS}`, { body }).body.success).toBe(true);
  expect(scopeRecord('newbie')).toMatchObject({ status: 'DEFAULT', allCustomers: true });
  expect(scopeOf(findUser('newbie')!)).toMatchObject({ orgIds: ['ORG-CS'], allCustomers: true });
});
