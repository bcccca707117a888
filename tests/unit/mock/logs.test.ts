/**
 * Records of what happened: the logged address is the connection's unless a trusted proxy forwards it;
 * the operation log and the system log keep their configured retention; an internal error reaches the
 * client as a generic 500 envelope with a reference, its detail only in the system log. The engine
 * reads both logs where the server writes them (one copy, the retention's), and writes neither.
 */
import { authed } from '../../../mock/lib/server/http';
import { clientIp, opLog, writeOpLog } from '../../../mock/lib/platform/oplog';
import { systemLog, writeSystemLog } from '../../../mock/lib/platform/systemLog';
import resourceRoutes from '../../../mock/resources';
import { call, fresh, invoke, fakeRequest } from './harness';
import { leaseBody } from '../workflow/fixtures';
import * as store from '../../../mock/lib/store/store';
import { findUser } from '../../../mock/lib/server/identity';
import { searchRecords } from '../../../mock/search';
import { appLogs, logManagement } from '@/domain/desks/logs';

const user = { userNo: 'admin', userName: '系统管理员' };
const env = { ...process.env };

beforeEach(() => fresh());
afterEach(() => {
  for (const k of ['MOCK_OPLOG_RETENTION', 'MOCK_SYSLOG_RETENTION', 'MOCK_TRUSTED_PROXIES']) {
    if (env[k] === undefined) delete process.env[k];
    else process.env[k] = env[k];
  }
});

const req = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as any;

describe('the logged IP', () => {
  it('is the connection’s address; a client-supplied X-Forwarded-For is ignored', () => {
    expect(clientIp(req('10.16.20.31', '8.8.8.8'))).toBe('10.16.20.31');
    expect(clientIp(req('::ffff:10.16.20.31'))).toBe('10.16.20.31');
    const a = call(resourceRoutes, 'POST /api/management/leaseOrder', {
      as: 'manager',
      body: leaseBody,
      ip: '10.16.20.31',
      headers: { 'X-Forwarded-For': '1.1.1.1' },
    });
    expect(a.body.success).toBe(true);
    expect(opLog().at(-1)).toMatchObject({ userNo: 'manager', result: 'SUCCESS', ip: '10.16.20.31' });
  });

  it('is the forwarded client’s behind a configured trusted proxy (MOCK_TRUSTED_PROXIES)', () => {
    process.env.MOCK_TRUSTED_PROXIES = '127.0.0.1, ::1';
    expect(clientIp(req('127.0.0.1', '10.16.20.31'))).toBe('10.16.20.31');
    // the nearest address that is not a trusted proxy: a spoofed left-most entry does not count
    expect(clientIp(req('127.0.0.1', '6.6.6.6, 10.16.20.31, 127.0.0.1'))).toBe('10.16.20.31');
    expect(clientIp(req('127.0.0.1'))).toBe('127.0.0.1');
    // a connection from anywhere else is still taken as it is
    expect(clientIp(req('10.16.20.99', '6.6.6.6'))).toBe('10.16.20.99');
  });
});

describe('retention', () => {
  it('keeps the newest MOCK_OPLOG_RETENTION operation-log entries, numbering on', () => {
    process.env.MOCK_OPLOG_RETENTION = '100';
    const seeded = opLog().length;
    const lastSeeded = opLog().at(-1)?.id ?? 0;
    expect(seeded).toBeGreaterThan(100);
    for (let i = 0; i < 250; i += 1) writeOpLog(req('127.0.0.1'), user, { module: 'm', action: 'a', target: `T${i}` });
    const log = opLog();
    expect(log).toHaveLength(100);
    expect(log[0]).toMatchObject({ id: lastSeeded + 151, target: 'T150' });
    expect(log.at(-1)).toMatchObject({ id: lastSeeded + 250, target: 'T249' });
  });

  it('keeps the newest MOCK_SYSLOG_RETENTION system-log rows, newest first', () => {
    process.env.MOCK_SYSLOG_RETENTION = '1000';
    const ref = writeSystemLog('ERROR', 'disk full');
    const log = systemLog();
    expect(log).toHaveLength(1000);
    expect(log[0]).toMatchObject({ level: 'ERROR', message: 'disk full', traceId: ref });
    expect(log[0].id).toBe(log[1].id + 1);
  });

  it('keeps 100,000 system-log rows by default (the 60,000 generated ones and what is written)', () => {
    for (let i = 0; i < 5; i += 1) writeSystemLog('INFO', `row ${i}`);
    expect(systemLog().length).toBe(60_005);
  });
});

describe('an internal error', () => {
  it('answers a generic HTTP 500 envelope with a reference; the detail is only in the system log', () => {
    const broken = authed(() => {
      throw new TypeError('Cannot read properties of undefined (reading "secretColumn")');
    });
    const a = invoke(broken, fakeRequest('POST', '/api/management/x', { body: { a: 1 } }));
    expect(a.status).toBe(500);
    expect(a.body).toEqual({
      success: false,
      errorCode: 'INTERNAL',
      errorMessage: expect.stringContaining(a.body.data.ref),
      showType: 2,
      data: { ref: expect.any(String) },
    });
    expect(JSON.stringify(a.body)).not.toMatch(/secretColumn|TypeError/);
    const row = systemLog().find((r) => r.traceId === a.body.data.ref)!;
    expect(row).toMatchObject({ level: 'ERROR' });
    expect(row.message).toMatch(/POST \/api\/management\/x failed: TypeError: .*secretColumn/);
  });

  it('a call without a valid token is refused in the same envelope (HTTP 401)', () => {
    const a = call(resourceRoutes, 'GET /api/management/leaseOrder', { as: null });
    expect(a.status).toBe(401);
    expect(a.body).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED', errorMessage: expect.any(String), showType: 2 });
  });
});

describe('the logs on the engine: read where the server writes them', () => {
  const OPS = 'GET /api/management/logManagement';
  const SYS = 'GET /api/management/appLogs';

  it('lists what was just written, one copy: no table of the store holds a log row', () => {
    writeOpLog(req('10.9.9.9'), user, { module: '审计', action: '核对', target: 'T-ONE', detail: 'checked' });
    const ref = writeSystemLog('WARN', 'quota near its limit');
    const ops = call(resourceRoutes, OPS, { query: { keyword: 'T-ONE' } }).body;
    expect(ops.data).toEqual([expect.objectContaining({ id: String(opLog().at(-1)!.id), target: 'T-ONE', ip: '10.9.9.9', result: 'SUCCESS' })]);
    expect(call(resourceRoutes, `${OPS}/:id`, { params: { id: ops.data[0].id } }).body.data).toMatchObject({ detail: 'checked' });
    const sys = call(resourceRoutes, SYS, { query: { traceId: ref } }).body;
    expect(sys.data).toEqual([expect.objectContaining({ level: 'WARN', message: 'quota near its limit' })]);
    expect(store.storedRows(logManagement)).toEqual([]);
    expect(store.storedRows(appLogs)).toEqual([]);
  });

  it('lists only what the retention keeps', () => {
    process.env.MOCK_OPLOG_RETENTION = '30';
    for (let i = 0; i < 40; i += 1) writeOpLog(req('127.0.0.1'), user, { module: 'm', action: 'a', target: `R${i}` });
    const listed = call(resourceRoutes, OPS, { query: { pageSize: '100' } }).body;
    expect(listed.total).toBe(30);
    expect(listed.data[0]).toMatchObject({ target: 'R39' });
    expect(listed.data.at(-1)).toMatchObject({ target: 'R10' });
  });

  it('has no calls that write: no create, edit, delete or action', () => {
    for (const base of ['/api/management/logManagement', '/api/management/appLogs'])
      for (const method of ['POST', 'PUT', 'DELETE']) expect(Object.keys(resourceRoutes).filter((k) => k.startsWith(`${method} ${base}`))).toEqual([]);
  });

  it('leaves the logs out of the global search', () => {
    writeOpLog(req('127.0.0.1'), user, { module: 'm', action: 'a', target: 'ZQX-SEARCH-ME' });
    expect(searchRecords({ q: 'ZQX-SEARCH-ME' }, findUser('admin')!).map((g) => g.resource)).toEqual([]);
  });
});
