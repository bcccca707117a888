/**
 * 用户管理's phones are personal data (docs/personal-data.md): the users' list (and 组织结构's
 * users) answers them masked; a holder of `systemUser:revealPersonal` asks for one user's phone in
 * full and the request is in the operation log, granted or refused; an edit that sends the masked
 * phone back keeps the stored number, a new number replaces it.
 */
import { adminCodes } from '@/domain/admin/codes';
import { maskPersonal } from '@/domain/personal';
import admin from '../../../mock/admin';
import { findUser } from '../../../mock/lib/server/identity';
import { opLog } from '../../../mock/lib/admin/oplog';
import { versionOf } from '../../../mock/lib/admin/adminVersions';
import { call, fresh, type Routes } from './harness';

const routes = admin as Routes;
const HR = '/api/hr';
const REVEAL = `GET ${HR}/users/:userNo/personal`;

beforeEach(fresh);

it('lists every user with the phone masked, and still finds a user by the full number', () => {
  const listed = call(routes, `GET ${HR}/users`, { query: { pageSize: 200 } }).body.data as any[];
  expect(listed.length).toBeGreaterThan(5);
  for (const u of listed) expect(u.phone).toBe(maskPersonal('phone', findUser(u.userNo)!.phone));
  for (const u of listed) expect(u.phone).toContain('*');
  const staff = findUser('staff')!;
  const found = call(routes, `GET ${HR}/users`, { query: { keyword: staff.phone } }).body.data as any[];
  expect(found.map((u) => u.userNo)).toContain('staff');
});

it('shows one phone in full to a holder of the code, and logs each request, granted or refused', () => {
  const staff = findUser('staff')!;
  const before = opLog().length;
  const shown = call(routes, REVEAL, { params: { userNo: 'staff' } }).body;
  expect(shown).toMatchObject({ success: true, data: { userNo: 'staff', phone: staff.phone } });
  const granted = opLog().slice(before);
  expect(granted).toEqual([expect.objectContaining({ module: '用户管理', action: '查看个人信息', result: 'SUCCESS', target: 'staff（电话）' })]);

  // staff may not show it: refused, and logged as refused
  const refused = call(routes, REVEAL, { as: 'staff', params: { userNo: 'admin' } }).body;
  expect(refused).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  expect(JSON.stringify(refused)).not.toContain(findUser('admin')!.phone);
  expect(opLog().slice(before + 1)).toEqual([expect.objectContaining({ action: '查看个人信息', result: 'FAILURE' })]);
  expect(adminCodes.systemUser.revealPersonal).toBe('systemUser:revealPersonal');
});

it('an edit that sends the masked phone back keeps the number; a new one replaces it; another masked value is refused', () => {
  const staff = findUser('staff')!;
  const stored = staff.phone;
  const shown = (call(routes, `GET ${HR}/users`, { query: { keyword: 'staff' } }).body.data as any[]).find((u) => u.userNo === 'staff');
  const { userName, orgId, roles, secrecyLevel, email } = staff;
  const body = { userName, orgId, roles, secrecyLevel, email };
  const put = (phone: string) =>
    call(routes, `PUT ${HR}/users/:userNo`, { params: { userNo: 'staff' }, body: { ...body, phone, version: versionOf('user', 'staff') } }).body;

  const kept = put(shown.phone);
  expect(kept.success).toBe(true);
  expect(kept.data.phone).toBe(shown.phone);
  expect(findUser('staff')!.phone).toBe(stored);

  expect(put('139****9999').success).toBe(false);
  expect(findUser('staff')!.phone).toBe(stored);

  expect(put('13987654321').success).toBe(true);
  expect(findUser('staff')!.phone).toBe('13987654321');
});
