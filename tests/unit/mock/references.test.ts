/**
 * What refers to a record from outside its resource (DomainContext `references`, registered per resource
 * by mock/lib/store/references.ts): a derived value reads it in the list and the detail, and a
 * `removeGuard` reading that value keeps the record — the server refuses the delete with the guard's words.
 */
import { passwordTemplate } from '@/domain/desks/administration';
import type { ResourceDef } from '@/domain/engine';
import { resetDb } from '../../../mock/lib/store/db';
import { registerReferences } from '../../../mock/lib/store/references';
import { loadRows } from '../../../mock/lib/store/tables';
import * as store from '../../../mock/lib/store/store';
import { findUser } from '../../../mock/lib/server/identity';

// the password templates with a column of what uses each (a provider this test registers) and a guard on it
const shelf: ResourceDef = {
  ...passwordTemplate,
  fields: [
    ...passwordTemplate.fields,
    {
      key: 'usedBy',
      type: 'text',
      table: { width: 200 },
      derive: (r, ctx) => (ctx.references?.('passwordTemplate', String(r.id)) ?? []).map((x) => x.name).join('、'),
    },
  ],
  removeGuard: (r) => (r.usedBy ? { message: 'passwordTemplate.error.deleteActive' } : null),
};

const row = (id: string, name: string) => ({ id, name, status: 'INACTIVE', createdAt: 't0', updatedAt: 't0', version: 1, history: [] });
const uses: Record<string, string[]> = { A: ['索赔申请审批', '租赁订单审批'] };

beforeEach(() => {
  resetDb();
  loadRows(shelf, [row('A', '甲'), row('B', '乙')]);
  registerReferences('passwordTemplate', (id) => (uses[id] ?? []).map((name, i) => ({ id: `${id}-${i}`, name })));
});
afterAll(() => registerReferences('passwordTemplate', () => []));

const admin = () => findUser('admin')!;

it('a derived value lists what refers to the record, in the list and the detail', () => {
  const page = store.list(shelf, {}, admin());
  expect(Object.fromEntries(page.rows.map((r) => [r.id, r.usedBy]))).toEqual({ A: '索赔申请审批、租赁订单审批', B: '' });
  expect(store.get(shelf, 'A', admin()).usedBy).toBe('索赔申请审批、租赁订单审批');
});

it('a remove guard reading it keeps a referred record and lets the others go', () => {
  expect(() => store.remove(shelf, 'A', 1, admin())).toThrow(expect.objectContaining({ errorCode: 'NOT_REMOVABLE' }));
  expect(store.storedRows(shelf).map((r) => r.id)).toEqual(['A', 'B']);
  expect(store.remove(shelf, 'B', 1, admin())).toEqual({ id: 'B' });
  uses.A = [];
  expect(store.remove(shelf, 'A', 1, admin())).toEqual({ id: 'A' });
});
