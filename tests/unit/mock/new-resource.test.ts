/**
 * A new business resource is its definition, its route line and its locale keys: everything else
 * follows. A small definition on an existing route (临时测试页, /temporary) is registered here and then
 * — with no other step — its permission codes are in the catalogue, 系统功能's tree and the
 * administrator's grants, its calls are in the OpenAPI document, the mock answers them (list, create
 * with validation against a 选项配置 dictionary, a lifecycle action, a refusal for a user without the
 * grant), and the engine's service drives the same calls.
 */
import { buildFunctionTree, flattenFunctions } from '@/domain/admin/functions';
import { elementCodes } from '@/domain/catalogue';
import { defineResource } from '@/domain/resource';
import { registerResource, resourceOf } from '@/domain/resources';
import { resetDb } from '../../../mock/lib/db';
import { findUser, permissionsOf } from '../../../mock/lib/identity';
import optionRoutes from '../../../mock/options';
import { routesOf } from '../../../mock/resources';
import { buildOpenApi } from '../../../scripts/openapi-doc';
import { mockServer } from './harness';

const desk = registerResource(
  defineResource({
    key: 'temporary',
    codePrefix: 'TMP',
    fields: [
      { key: 'title', type: 'text', required: true, maxLength: 60, table: true, search: true, form: true },
      { key: 'severity', type: 'select', dict: 'severity', required: true, table: true, form: true },
    ],
    lifecycle: {
      initial: 'DRAFT',
      statuses: [{ key: 'DRAFT' }, { key: 'SUBMITTED', tone: 'processing' }, { key: 'CLOSED', final: true }],
      actions: [
        { key: 'submit', from: ['DRAFT'], to: 'SUBMITTED' },
        { key: 'close', from: ['SUBMITTED'], to: 'CLOSED', comment: 'optional' },
      ],
    },
  }),
);

const call = mockServer(optionRoutes, routesOf(desk));
const BASE = '/api/management/temporary';

// the engine's service, its calls answered in-process by the same mock (as umi's `request`)
jest.mock('@umijs/max', () => ({
  request: async (url: string, opts: { method?: string; params?: Record<string, unknown>; data?: unknown } = {}) => {
    const answer = await (globalThis as any).__deskCall(opts.method ?? 'GET', url, { query: opts.params, body: opts.data, user: 'admin' });
    if (answer.status !== 200) throw Object.assign(new Error(`HTTP ${answer.status}`), { response: answer });
    return answer.body;
  },
}));
(globalThis as any).__deskCall = call;
const { resourceService } = require('@/services/resource') as typeof import('@/services/resource');

beforeEach(() => resetDb());

describe('registering a definition is the whole step', () => {
  it('is in the registry, the catalogue of codes and 系统功能', () => {
    expect(resourceOf('temporary')).toBe(desk);
    const codes = ['temporary:create', 'temporary:edit', 'temporary:export', 'temporary:submit', 'temporary:close'];
    expect(elementCodes()).toEqual(expect.arrayContaining(codes));
    const node = flattenFunctions(buildFunctionTree(elementCodes())).find((n) => n.code === 'temporary');
    expect(node?.children.map((c) => c.code)).toEqual(expect.arrayContaining(codes)); // the page may have codes of its own (temporary:diagnostics)
  });

  it('is granted by the demo roles’ table: everything to the administrator, nothing to staff', () => {
    expect(permissionsOf(findUser('admin')!).pageElementPermissions).toEqual(expect.arrayContaining(['temporary:create', 'temporary:submit']));
    expect(permissionsOf(findUser('staff')!).pageElementPermissions.filter((c) => c.startsWith('temporary:'))).toEqual([]);
  });

  it('is documented in the OpenAPI document', () => {
    const paths = Object.keys(buildOpenApi().paths);
    expect(paths).toEqual(expect.arrayContaining([BASE, `${BASE}/{id}`, `${BASE}/{id}/actions/submit`]));
  });
});

describe('the mock serves it', () => {
  it('lists, creates with validation, runs a lifecycle action and refuses a user without the grant', async () => {
    expect((await call('GET', BASE)).body).toMatchObject({ success: true, data: [], total: 0 });

    const refused = await call('POST', BASE, { body: { customerId: 'C-CCA', title: '试运行', severity: 'NOT_A_SEVERITY' } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });

    const created = await call('POST', BASE, { body: { customerId: 'C-CCA', title: '试运行', severity: 'HIGH' } });
    expect(created.body).toMatchObject({ success: true, data: { status: 'DRAFT', title: '试运行', severity: 'HIGH', customerName: '中国国际航空股份有限公司' } });
    const record = created.body.data;
    expect(record.code).toMatch(/^TMP-\d{8}-\d{4}$/);

    const submitted = await call('POST', `${BASE}/${record.id}/actions/submit`, { body: { version: record.version } });
    expect(submitted.body).toMatchObject({ success: true, data: { status: 'SUBMITTED' } });
    expect((await call('GET', BASE)).body).toMatchObject({ total: 1, data: [{ id: record.id, status: 'SUBMITTED' }] });

    const byStaff = await call('POST', BASE, { user: 'staff', body: { customerId: 'C-CCA', title: 'x', severity: 'LOW' } });
    expect(byStaff.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });

  it('through the engine’s service: create, list, a lifecycle action, and a refusal as THE BizError', async () => {
    const service = resourceService(desk);
    const created = await service.create({ customerId: 'C-CES', title: '第二条', severity: 'LOW' });
    const page = await service.list({ current: 1, pageSize: 10 });
    expect(page).toMatchObject({ success: true, total: 1, data: [{ id: created.id }] });
    const submitted = await service.act(created.id, 'submit', { version: created.version });
    expect(submitted.status).toBe('SUBMITTED');
    const closed = await service.act(created.id, 'close', { version: submitted.version, comment: '结束' });
    expect(closed.status).toBe('CLOSED');
    await expect(service.act(created.id, 'submit', { version: closed.version })).rejects.toMatchObject({ name: 'BizError', errorCode: 'ACTION_NOT_ALLOWED' });
  });
});
