/**
 * 组织结构 on the engine's store (mock/lib/admin/organizations.ts): a move is an edit of the parent and the
 * place that also needs `Organization:move` and renumbers the siblings; a rename is checked among the
 * siblings it lands with; the tree the org fields read, every user's department and the data scope read
 * the one stored copy of the units.
 */
import admin from '../../../mock/admin';
import resources from '../../../mock/resources';
import { dataScopeFilter, findUser, organizations, users } from '../../../mock/lib/server/identity';
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import { directoryEntry } from '../../../mock/lib/server/directory';
import { storedRows } from '../../../mock/lib/store/tables';
import { organization } from '@/domain/desks/organization';
import { call, fresh, roleCall, userRecord, type Routes } from './harness';

const routes = { ...admin, ...resources } as Routes;
const ORGS = '/api/hr/Organization';
const versionOf = (id: string) => storedRows(organization).find((r) => r.id === id)!.version;
const edit = (id: string, body: Record<string, unknown>, as?: string) =>
  call(routes, `PUT ${ORGS}/:id`, { as, params: { id }, body: { ...body, version: versionOf(id) } }).body;
const children = (id: string) =>
  organizations()
    .filter((u) => u.parentId === id)
    .sort((a, b) => a.order - b.order)
    .map((u) => u.id);

beforeEach(fresh);

it('moves a unit to a place among its new siblings, the old and new siblings numbered anew', () => {
  expect(children('ORG-HQ')).toEqual(['ORG-CS', 'ORG-TECH', 'ORG-TRAIN', 'ORG-QA', 'ORG-IT', 'ORG-EAST', 'ORG-SOUTH']);
  expect(edit('ORG-CS-ORDER', { parentId: 'ORG-HQ', order: 1 }).success).toBe(true);
  expect(children('ORG-HQ')).toEqual(['ORG-CS', 'ORG-CS-ORDER', 'ORG-TECH', 'ORG-TRAIN', 'ORG-QA', 'ORG-IT', 'ORG-EAST', 'ORG-SOUTH']);
  expect(
    organizations()
      .filter((u) => u.parentId === 'ORG-HQ')
      .map((u) => u.order)
      .sort((a, b) => a - b),
  ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  // within the same parent: only the place changes
  expect(edit('ORG-SOUTH', { order: 0 }).success).toBe(true);
  expect(children('ORG-HQ')[0]).toBe('ORG-SOUTH');
  expect(children('ORG-CS')).toEqual(['ORG-CS-AOG']);
});

it('needs the move code for a move, the edit code alone renames', () => {
  roleCall.create(routes, { code: 'orgEditor', name: '组织维护' });
  roleCall.saveGrants(routes, 'orgEditor', ['Organization', 'Organization:edit']);
  const staff = userRecord('staff');
  call(routes, 'PUT /api/hr/systemUser/:id', { params: { id: staff.id }, body: { roles: ['orgEditor'], version: staff.version } });
  expect(findUser('staff')!.roles).toEqual(['orgEditor']);
  const moved = edit('ORG-QA', { parentId: 'ORG-TECH' }, 'staff');
  expect(moved).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  expect(moved.errorMessage).toContain('Organization:move');
  expect(edit('ORG-QA', { name: '质量管理部' }, 'staff').success).toBe(true);
  expect(organizations().find((u) => u.id === 'ORG-QA')).toMatchObject({ name: '质量管理部', parentId: 'ORG-HQ' });
});

it('refuses a rename or a move that would give two siblings one name', () => {
  expect(edit('ORG-TECH', { name: '客户服务部' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  // 客服部 lives under both 华东维修公司 and 华南服务公司: one cannot join the other
  const moved = edit('ORG-EAST-CS', { parentId: 'ORG-SOUTH' });
  expect(moved).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(moved.errorMessage).toContain('已有名为“客服部”');
  expect(organizations().find((u) => u.id === 'ORG-EAST-CS')!.parentId).toBe('ORG-EAST');
});

it('a new unit goes last under its parent', () => {
  const made = call(routes, `POST ${ORGS}`, { body: { parentId: 'ORG-TECH', name: '标准化室', type: 'DEPARTMENT' } }).body;
  expect(made.success).toBe(true);
  expect(children('ORG-TECH')).toEqual(['ORG-TECH-ENG', 'ORG-TECH-DOC', made.data.id]);
});

it('reads one copy: a renamed or moved unit is what the tree, the users’ departments and the data scope see', () => {
  expect(edit('ORG-TRAIN', { name: '培训学院' }).success).toBe(true);
  const tree = call(routes, 'GET /api/hr/organizations').body.data;
  expect(tree.find((u: { id: string }) => u.id === 'ORG-TRAIN')).toMatchObject({ name: '培训学院', version: versionOf('ORG-TRAIN') });
  const trainer = findUser('trainer')!;
  expect(trainer.orgId).toBe('ORG-TRAIN');
  expect(directoryEntry('trainer')?.orgName).toBe('培训学院');
  const inQa = users().find((u) => u.orgId === 'ORG-QA')!;
  // someone of 培训中心 whose scope is the default, its own unit's subtree
  const defaults = new Set(
    storedRows(personnelAuthorization)
      .filter((r) => r.status === 'DEFAULT')
      .map((r) => String(r.userNo)),
  );
  const viewer = users().find((u) => u.orgId === 'ORG-TRAIN' && defaults.has(u.userNo))!;
  const inScope = () => dataScopeFilter(viewer)({ applicantNo: inQa.userNo });
  expect(inScope()).toBe(false);
  expect(edit('ORG-QA', { parentId: 'ORG-TRAIN' }).success).toBe(true);
  expect(inScope()).toBe(true);
});
