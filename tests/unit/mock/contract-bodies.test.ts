/**
 * Files, options, and every write endpoint of every mock route table: a broken body (not JSON, too
 * big, too deep, not an object) is refused the same way everywhere and changes nothing.
 */
import adminRoutes from '../../../mock/admin';
import authRoutes from '../../../mock/auth';
import cbbVoiceRoutes from '../../../mock/cbbVoice';
import fileRoutes from '../../../mock/files';
import optionRoutes from '../../../mock/options';
import resourceRoutes from '../../../mock/resources';
import surveyRoutes from '../../../mock/surveys';
import workflowRoutes from '../../../mock/workflow';
import { BODY_LIMIT_BYTES, BODY_MAX_DEPTH, UPLOAD_LIMIT_BYTES } from '../../../mock/lib/server/body';
import { collectionBytes, restoreDb } from '../../../mock/lib/store/db';
import { OPLOG_COLLECTIONS } from '../../../mock/lib/platform/oplog';
import { expectContract, expectRefused, seedForContracts } from './contractKit';
import { call as callRoute, type CallOptions, type Routes } from './harness';
import { engineServer } from './routes';

const call = engineServer();
let seeded: Buffer;
beforeAll(() => {
  seeded = seedForContracts();
});

describe('files and options', () => {
  beforeEach(() => restoreDb(seeded));
  it('refuses malformed uploads', async () => {
    const cases: unknown[] = [
      null,
      [],
      'x',
      {},
      { name: 'a.pdf' },
      { content: 'QQ==' },
      { name: '', content: 'QQ==' },
      { name: 'a/b.pdf', content: 'QQ==' },
      { name: 'a.pdf', content: '***' },
      { name: 'a.pdf', content: 'QQ==', extra: 1 },
      { name: 'x'.repeat(200), content: 'QQ==' },
      { name: 'a.pdf', content: 'A'.repeat(5 * 1024 * 1024) },
      { name: 'a.pdf', content: '' },
      { name: 5, content: 'QQ==' },
      { name: 'a.pdf', type: 5, content: 'QQ==' },
      { name: '<b>.pdf', content: 'QQ==' },
      { name: 'a.pdf', content: ['QQ=='] },
      { name: 'a?.pdf', content: 'QQ==' },
      { name: 'a.pdf', content: 12 },
      { name: null, content: null },
    ];
    for (const body of cases) {
      const a = await call('POST', '/api/file/files', { body });
      expectRefused(JSON.stringify(body).slice(0, 60), a);
      expectContract('/api/file/files', 'post', a);
    }
  });

  it('answers dictionaries and settings as documented', async () => {
    expectContract('/api/management/options/dictionaries', 'get', await call('GET', '/api/management/options/dictionaries'));
    expectContract('/api/management/options/dictionaries/{type}', 'get', await call('GET', '/api/management/options/dictionaries/currency'));
    expectContract('/api/management/options/dictionaries/{type}', 'get', await call('GET', '/api/management/options/dictionaries/nope'));
    expectContract('/api/management/options/settings', 'get', await call('GET', '/api/management/options/settings'));
  });

  it('answers the unit tree, the function tree and the password status as documented', async () => {
    for (const path of ['/api/hr/organizations', '/api/permission/functions', '/api/management/password']) {
      const a = callRoute(adminRoutes, `GET ${path}`);
      expect(a.body.success).toBe(true);
      expectContract(path, 'get', a);
    }
    const body = { oldPassword: 'Admin@123', newPassword: 'Changed@2026x', confirmPassword: 'Changed@2026x' };
    const changed = callRoute(adminRoutes, 'POST /api/management/password', { body });
    expect(changed.body.data).toEqual({ changed: true });
    expectContract('/api/management/password', 'post', changed);
  });
});

/**
 * Every collection of the mock's database but the logs (which record the refusals), as bytes. A
 * collection not asked for since the restore gives the same bytes object each time, so comparing two
 * of these looks at the bytes only of what a call decoded.
 */
function contents(): Map<string, Uint8Array> {
  const parts = collectionBytes();
  for (const name of OPLOG_COLLECTIONS) parts.delete(name);
  parts.delete('systemLog');
  return parts;
}
/** the collections that differ between two `contents()`, or that one of them lacks */
function changed(before: Map<string, Uint8Array>, after: Map<string, Uint8Array>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => {
    const [a, b] = [before.get(name), after.get(name)];
    return !a || !b || (a !== b && Buffer.compare(a, b) !== 0);
  });
}

describe('every write endpoint of every mock route table refuses a broken body the same way, changing nothing', () => {
  const tables: Routes = {
    ...resourceRoutes,
    ...optionRoutes,
    ...fileRoutes,
    ...workflowRoutes,
    ...adminRoutes,
    ...authRoutes,
    ...cbbVoiceRoutes,
    ...surveyRoutes,
  };
  const writes = Object.keys(tables).filter((k) => /^(POST|PUT|PATCH|DELETE) /.test(k));
  let deep: unknown = { leaf: 1 };
  for (let i = 0; i < BODY_MAX_DEPTH + 8; i += 1) deep = { next: deep };
  const json = 'application/json';
  const broken: Array<[string, CallOptions]> = [
    ['malformed JSON', { rawBody: true, body: {}, headers: { 'content-type': json, 'content-length': '57' } }],
    [
      'a form instead of JSON',
      { rawBody: true, body: { account: 'admin' }, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '13' } },
    ],
    ['plain text', { rawBody: true, body: {}, headers: { 'content-type': 'text/plain', 'content-length': '5' } }],
    ['no content type', { rawBody: true, body: {}, headers: { 'content-length': '9' } }],
    ['over every size limit', { body: { a: 1 }, headers: { 'content-length': String(UPLOAD_LIMIT_BYTES + 1) } }],
    [
      'a parsed body over the limit without a length',
      { rawBody: true, body: { text: 'x'.repeat(UPLOAD_LIMIT_BYTES + 1) }, headers: { 'content-type': json, 'transfer-encoding': 'chunked' } },
    ],
    [`nested ${BODY_MAX_DEPTH + 9} levels deep`, { body: deep }],
    ['an array', { body: [{ name: 'x' }] }],
    ['a string', { body: 'name=x' }],
    ['a number', { body: 7 }],
    ['null', { body: null }],
  ];

  // the seeded database, once: a refused call changes nothing, so every endpoint is tried on the same data
  beforeAll(() => restoreDb(seeded));

  it('walks every write endpoint of the mock', () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(writes.length).toBeGreaterThan(60);
  });

  it.each(writes)('%s', (key) => {
    const params = Object.fromEntries([...key.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x']));
    // a refused call may create what signing in keeps (the session's tables) the first time, nothing
    // more; a handler that ran would change what it touched (a version, a row, a file)
    callRoute(tables, key, { ...broken[0][1], params });
    const before = contents();
    for (const [label, opts] of broken) {
      const a = callRoute(tables, key, { ...opts, params });
      expect({ label, status: a.status, success: a.body?.success, errorCode: a.body?.errorCode, showType: a.body?.showType }).toEqual({
        label,
        status: 200,
        success: false,
        errorCode: 'BAD_REQUEST_BODY',
        showType: 2,
      });
      expect(a.body.errorMessage).toMatch(/^请求内容/);
    }
    expect(changed(before, contents())).toEqual([]);
  });
});
