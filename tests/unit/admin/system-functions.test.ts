/**
 * 系统功能 on the engine (src/domain/desks/systemFunction.ts, mock/lib/server/functions.ts,
 * mock/lib/admin/systemFunctions.ts): one record per generated function, kept in step with the tree; the
 * list answers the tree (top functions with their children, a search keeping the matches with their
 * ancestors); 停用 takes a function and everything below it from every role — the records are what the
 * permissions read — and never locks every administrator out; the remark is the only edit.
 */
import { flattenFunctions, functionId } from '@/domain/admin/functions';
import { systemFunction } from '@/domain/desks/systemFunction';
import admin from '../../../mock/admin';
import resources from '../../../mock/resources';
import { opLog } from '../../../mock/lib/platform/oplog';
import { findUser, functionSettings, functionTree, hasCode } from '../../../mock/lib/server/identity';
import { storedRows } from '../../../mock/lib/store/tables';
import { call, fresh, FUNCTIONS, functionCall, functionRecord, type Routes } from './harness';

const routes = { ...admin, ...resources } as Routes;
const list = (query: Record<string, string> = {}) => call(routes, `GET ${FUNCTIONS}`, { query: { pageSize: '100', ...query } }).body;
type Node = { code: string; children?: Node[] };
const codes = (rows: Node[]): string[] => rows.flatMap((r) => [r.code, ...codes(r.children ?? [])]);
const find = (rows: Node[], code: string): any => rows.flatMap((r) => (r.code === code ? [r] : [find(r.children ?? [], code)].filter(Boolean)))[0];

beforeEach(fresh);

it('holds one enabled record per function of the generated tree, its facts the tree’s', () => {
  const nodes = flattenFunctions(functionTree());
  const rows = storedRows(systemFunction);
  expect(rows.map((r) => r.code)).toEqual(nodes.map((n) => n.code));
  expect(rows.every((r) => r.status === 'ENABLED' && r.id === functionId(String(r.code)))).toBe(true);
  expect(functionRecord('aogOrder:accept')).toMatchObject({ kind: 'ELEMENT', parent: 'aogOrder', name: '受理', inMenu: null });
  expect(functionRecord('aogOrder')).toMatchObject({ kind: 'PAGE', name: 'AOG订单', inMenu: true });
  expect(functionRecord('personnelAuthorization')).toMatchObject({ kind: 'PAGE', inMenu: false });
  expect(functionSettings()).toEqual({ disabled: [], remarks: {} });
});

it('lists the tree: the top functions, each with the functions under it; a search keeps the matches with their ancestors', () => {
  const all = list();
  expect(all.total).toBe(functionTree().length);
  expect(codes(all.data)).toEqual(flattenFunctions(functionTree()).map((n) => n.code));
  expect(find(all.data, 'aogOrder').roles).toEqual(expect.arrayContaining(['admin', 'serviceManager']));
  expect(find(all.data, 'aogOrder:accept').children).toBeUndefined();
  // a page found by its code: its group above it, its elements under it
  const found = list({ keyword: 'leaseOrder' }).data;
  expect(found).toHaveLength(1);
  expect(found[0].code).toBe('orderManagement');
  expect(found[0].children.map((c: Node) => c.code)).toEqual(['leaseOrder']);
  expect(codes(found)).toContain('leaseOrder:create');
  // elements found by their kind: each page that holds one, none of the pages without
  const elements = codes(list({ kind: 'ELEMENT' }).data);
  expect(elements).toContain('aogOrder:accept');
  expect(elements).not.toContain('updatePassword');
});

it('停用 takes a function and everything below it from every role; 启用 under a switched-off one is refused', () => {
  expect(functionCall.act(routes, 'orderManagement', 'disable').body.success).toBe(true);
  expect(hasCode(findUser('admin')!, 'leaseOrder')).toBe(false);
  expect(hasCode(findUser('manager')!, 'aogOrder:accept')).toBe(false);
  const lease = find(list().data, 'leaseOrder');
  expect(lease).toMatchObject({ status: 'ENABLED', inheritedOff: true });
  expect(functionCall.act(routes, 'leaseOrder', 'disable').body.errorMessage).toMatch(/上级功能已停用/);
  expect(opLog().some((e) => e.module === '系统功能' && e.action === '停用' && e.result === 'SUCCESS')).toBe(true);
  expect(functionCall.act(routes, 'orderManagement', 'enable').body.success).toBe(true);
  expect(hasCode(findUser('manager')!, 'aogOrder:accept')).toBe(true);
});

it('never switches off what administers users and roles', () => {
  const answer = functionCall.act(routes, 'systemmaintenance', 'disable').body;
  expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(answer.errorMessage).toMatch(/没有任何用户能管理用户和角色/);
  expect(functionRecord('systemmaintenance').status).toBe('ENABLED');
  expect(functionSettings().disabled).toEqual([]);
});

it('edits the remark only, plain text within 200 characters; the grant tree reads the same records', () => {
  expect(functionCall.remark(routes, 'leaseOrder', '暂停租赁业务').body.success).toBe(true);
  expect(functionSettings().remarks).toEqual({ leaseOrder: '暂停租赁业务' });
  const tree = call(routes, 'GET /api/permission/functions').body.data;
  expect(find(tree, 'leaseOrder')).toMatchObject({ remark: '暂停租赁业务', enabled: true });
  expect(functionCall.remark(routes, 'leaseOrder', 'x'.repeat(201)).body.success).toBe(false);
  const renamed = call(routes, `PUT ${FUNCTIONS}/:id`, { params: { id: 'leaseOrder' }, body: { name: '改名', version: functionRecord('leaseOrder').version } });
  expect(renamed.body.success).toBe(false);
  expect(functionRecord('leaseOrder').name).toBe('租赁订单');
});

it('creates and deletes nothing, and only the administrator may change a function', () => {
  expect(routes[`POST ${FUNCTIONS}`]).toBeUndefined();
  expect(routes[`DELETE ${FUNCTIONS}/:id`]).toBeUndefined();
  expect(functionCall.act(routes, 'leaseOrder', 'disable', 'manager').body.errorCode).toBe('FORBIDDEN');
  expect(storedRows(systemFunction)).toHaveLength(flattenFunctions(functionTree()).length);
});
