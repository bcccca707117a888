/**
 * 用户管理's phones are personal data (docs/personal-data.md): the users' list (and 组织结构's
 * users) answers them masked; a holder of `systemUser:revealPersonal` asks for one user's phone in
 * full and the request is in the operation log, granted or refused; an edit that sends the masked
 * phone back keeps the stored number, a new number replaces it.
 */
import { systemUser } from '@/domain/desks/systemUser';
import { maskPersonal } from '@/domain/personal';
import { findUser } from '../../../mock/lib/server/identity';
import { opLog } from '../../../mock/lib/platform/oplog';
import resources from '../../../mock/resources';
import { call, fresh, userCall, userRecord, USERS, type Routes } from './harness';

const routes = resources as Routes;
const REVEAL = `GET ${USERS}/:id/personal`;

beforeEach(fresh);

it('lists every user with the phone masked', () => {
  const listed = call(routes, `GET ${USERS}`, { query: { pageSize: 100 } }).body.data as any[];
  expect(listed.length).toBeGreaterThan(40);
  for (const u of listed) expect(u.phone).toBe(maskPersonal('phone', findUser(u.userNo)!.phone));
  for (const u of listed) expect(u.phone).toContain('*');
});

it('shows one phone in full to a holder of the code, and logs each request, granted or refused', () => {
  const staff = findUser('staff')!;
  const before = opLog().length;
  const shown = call(routes, REVEAL, { params: { id: userRecord('staff').id } }).body;
  expect(shown).toMatchObject({ success: true, data: { values: { phone: staff.phone } } });
  expect(opLog().slice(before)).toEqual([expect.objectContaining({ module: '用户管理', action: '查看个人信息', result: 'SUCCESS' })]);

  // staff may not show it: refused, and logged as refused
  const refused = call(routes, REVEAL, { as: 'staff', params: { id: userRecord('admin').id } }).body;
  expect(refused).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  expect(JSON.stringify(refused)).not.toContain(findUser('admin')!.phone);
  expect(systemUser.codes.revealPersonal).toBe('systemUser:revealPersonal');
});

it('an edit that sends the masked phone back keeps the number; a new one replaces it', () => {
  const stored = findUser('staff')!.phone;
  const kept = userCall.edit(routes, 'staff', { phone: maskPersonal('phone', stored), userName: '陈静二' });
  expect(kept.body.success).toBe(true);
  expect(kept.body.data.phone).toBe(maskPersonal('phone', stored));
  expect(findUser('staff')!.phone).toBe(stored);

  expect(userCall.edit(routes, 'staff', { phone: '13987654321' }).body.success).toBe(true);
  expect(findUser('staff')!.phone).toBe('13987654321');
});
