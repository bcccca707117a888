/**
 * Secrecy level as a field kind: a test-only definition declares `type: 'secrecy'` and the mock hides
 * its records above the signed-in user's level — in lists, totals, details, exports, actions, threads,
 * attachment downloads and the server's own counts (store.countRows) — with no code of its own (a hidden record is NOT_FOUND, as an unknown id);
 * Users: admin CORE (sees CONFIDENTIAL), manager IMPORTANT
 * (up to SECRET), staff GENERAL (up to INTERNAL); the key is a page every demo role may open and no
 * business resource takes (修改密码). The real desks that declare the field are proven per demo role in
 * tests/unit/knowledge/secrecy.test.ts (exports by level and the writer's ceiling included).
 */
import adminRoutes from '../../../mock/admin';
import filesRoutes from '../../../mock/files';
import { recordRoutesOf } from '../../../mock/records';
import { routesOf } from '../../../mock/resources';
import { resetDb } from '../../../mock/lib/store/db';
import * as store from '../../../mock/lib/store/store';
import { findUser } from '../../../mock/lib/server/identity';
import { defineResource, type ResourceRecord } from '@/domain/engine';
import { registerResource } from '@/domain/desks';
import { mockServer } from './harness';

const note = defineResource({
  key: 'updatePassword',
  codePrefix: 'TM',
  customer: false,
  thread: true,
  fields: [
    { key: 'title', type: 'text', required: true, table: true, form: true },
    { key: 'level', type: 'secrecy', label: 'resource.field.secrecyLevel', required: true, table: true, search: true, form: true },
  ],
  lifecycle: {
    initial: 'DRAFT',
    editableIn: ['DRAFT'],
    statuses: [{ key: 'DRAFT' }, { key: 'PUBLISHED', final: true }],
    actions: [{ key: 'publish', from: ['DRAFT'], to: 'PUBLISHED' }],
  },
});
registerResource(note);
const call = mockServer(adminRoutes, filesRoutes, routesOf(note), recordRoutesOf(note));
const base = '/api/management/updatePassword';
const LEVELS = ['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL'];
const row = (level: string, i: number): ResourceRecord => ({
  id: `tm-${level}`,
  code: `TM-${i}`,
  status: 'DRAFT',
  title: `${level} 资料`,
  level,
  version: 1,
  createdAt: `2026-11-0${i + 1}T08:00:00.000Z`,
  updatedAt: `2026-11-0${i + 1}T08:00:00.000Z`,
  attachments: [{ id: `F-${level}`, name: `${level}.pdf`, size: 10 }],
});

beforeEach(() => {
  resetDb();
  store.loadRows(note, LEVELS.map(row));
});

it('the definition names its secrecy field, a select of the information levels', () => {
  expect(note.secrecyField).toBe('level');
  expect(note.field('level')).toMatchObject({ type: 'select', secrecy: true, enum: LEVELS });
});

describe.each([
  ['admin', LEVELS],
  ['manager', ['PUBLIC', 'INTERNAL', 'SECRET']],
  ['staff', ['PUBLIC', 'INTERNAL']],
])('%s', (user, visible) => {
  const hidden = LEVELS.filter((l) => !visible.includes(l));

  it('lists and counts only the levels it may see', async () => {
    const page = await call('GET', base, { user, query: { pageSize: '100' } });
    expect(page.body.total).toBe(visible.length);
    expect(page.body.data.map((r: { level: string }) => r.level).sort()).toEqual([...visible].sort());
    // a filter naming a hidden level finds nothing, it does not reveal a count
    for (const l of hidden) expect((await call('GET', base, { user, query: { level: l } })).body.total).toBe(0);
  });

  it("counts for the server's own figures (store.countRows) only the levels the list shows", () => {
    const rows = store.countRows(note, { status: 'DRAFT' }, findUser(user)!);
    expect(rows.map((r) => r.level).sort()).toEqual([...visible].sort());
  });

  it('answers a record above its level as NOT_FOUND, like an unknown id: detail, action, thread, download', async () => {
    const unknown = (await call('GET', `${base}/tm-NOPE`, { user })).body;
    for (const l of visible) expect((await call('GET', `${base}/tm-${l}`, { user })).body).toMatchObject({ success: true, data: { level: l } });
    for (const l of hidden) {
      const detail = (await call('GET', `${base}/tm-${l}`, { user })).body;
      expect(detail).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      expect(detail.errorMessage).toBe(unknown.errorMessage);
      expect((await call('POST', `${base}/tm-${l}/actions/publish`, { user, body: { version: 1 } })).body.errorCode).toMatch(/NOT_FOUND|FORBIDDEN/);
      expect((await call('GET', `${base}/tm-${l}/messages`, { user })).body).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await call('GET', `${base}/tm-${l}/related`, { user })).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
  });
});

it('exports every level to a core user (export needs its code: only admin holds it here)', async () => {
  const levels = async (user: string) => (await call('GET', `${base}/export`, { user })).body.data.map((r: { level: string }) => r.level).sort();
  expect(await levels('admin')).toEqual([...LEVELS].sort());
});

it('an attachment of a record above the level is not served', async () => {
  const up = await call('POST', '/api/file/files', {
    user: 'admin',
    body: { name: 'spec.pdf', type: 'application/pdf', content: Buffer.from('%PDF').toString('base64') },
  });
  const fileId = up.body.data.id;
  store.loadRows(note, [{ ...row('CONFIDENTIAL', 0), attachments: [{ id: fileId, name: 'spec.pdf', size: 4 }] }, row('PUBLIC', 1)]);
  expect((await call('GET', `/api/file/files/${fileId}`, { user: 'admin' })).status).toBe(200);
  const refused = await call('GET', `/api/file/files/${fileId}`, { user: 'manager' });
  expect(refused.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
});
