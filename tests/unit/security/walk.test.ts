/**
 * Every path of config/openapi.json, for every demo role and for no token: without a token every
 * call but the sign-in ones answers 401; a role that lacks the call's `x-permission` (any one of an
 * array) never gets `success: true`; no call ever answers an internal error. And the document
 * describes every call the portal makes (every route of the mock but the administration ones, which
 * the administration work documents).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fresh } from '../mock/harness';
import { findUser, hasAnyCode } from '../../../mock/lib/server/identity';
import * as store from '../../../mock/lib/store/store';
import { resources } from '@/domain/desks';
import { call, DEMO_ROLES, platformTables } from './server';

const doc = JSON.parse(readFileSync(join(__dirname, '../../../config/openapi.json'), 'utf8'));
const METHODS = ['get', 'post', 'put', 'delete'];

interface Op {
  method: string;
  path: string;
  permission?: string | string[];
  /** open to the parties of an approval (applicant, assignees) and to holders of the business type's page */
  party: boolean;
  open: boolean;
  json: boolean;
}
const ops: Op[] = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    method: m.toUpperCase(),
    path,
    permission: item[m]['x-permission'],
    party: item[m]['x-permission-party'] === true,
    open: Array.isArray(item[m].security) && item[m].security.length === 0,
    json: Boolean(item[m].responses?.['200']?.content?.['application/json'] || item[m].responses?.['200']?.content?.['application/octet-stream']),
  })),
);

/** A concrete request of a documented path: real record ids where the path names a resource. */
function request(op: Op): { url: string; body?: unknown } {
  const def = resources.find((d) => op.path.startsWith(`/api/management/${d.key}/`) || op.path === `/api/management/${d.key}`);
  const row = def ? store.storedRows(def)[0] : undefined;
  const url = op.path
    .replace('{id}', row?.id ?? 'X-1')
    .replace('{fileId}', 'F-1')
    .replace('{system}', 'logbookmanagement')
    .replace('{type}', 'claimApplication')
    .replace(/\{[^}]+\}/g, 'X-1');
  const query = op.method === 'DELETE' && row ? `?version=${row.version}` : '';
  const body = op.method === 'POST' || op.method === 'PUT' ? (row && /actions|\{id\}$/.test(op.path) ? { version: row.version } : {}) : undefined;
  return { url: url + query, body };
}

const lacks = (userNo: string, permission: Op['permission']) =>
  permission !== undefined && !hasAnyCode(findUser(userNo)!, Array.isArray(permission) ? permission : [permission]);

const walked = ops.filter((op) => op.json);

it('documents the calls: sign-in, session, files, workflow, logs, options and every resource', () => {
  const paths = Object.keys(doc.paths);
  for (const p of [
    '/sso/api/login',
    '/sso/api/sendCode',
    '/sso/phoneLogin',
    '/api/management/currentUser',
    '/api/management/logout',
    '/api/permission/permissions/{system}',
    '/api/file/files/{id}',
    '/api/workflow/tasks/pending',
    '/api/workflow/instances/{id}',
    '/api/management/workFlowDefinition',
    '/api/management/logManagement',
  ]) {
    expect(paths).toContain(p);
  }
  expect(walked.length).toBeGreaterThan(150);
});

it('describes every route of the mock the portal calls (administration aside)', () => {
  const documented = ops.map((o) => `${o.method} ${o.path}`);
  const missing: string[] = [];
  for (const table of Object.values(platformTables)) {
    for (const key of Object.keys(table)) {
      const [method, path] = key.split(/\s+/);
      const re = new RegExp(`^${method} ${path.replace(/:\w+/g, '[^/]+')}$`);
      if (!documented.some((d) => re.test(d))) missing.push(key);
    }
  }
  expect(missing).toEqual([]);
});

describe.each([...DEMO_ROLES])('every documented call as %s', (userNo) => {
  beforeAll(() => fresh());

  it('never answers success to a role without the call’s code, and never an internal error; the document says what the server does', async () => {
    const leaks: string[] = [];
    const internal: string[] = [];
    const ownerFirst: string[] = [];
    const undocumented: string[] = [];
    let refused = 0;
    for (const op of walked) {
      const { url, body } = request(op);
      const a = await call(op.method, url, { user: userNo, body });
      if (a.status !== 200) internal.push(`${op.method} ${op.path}: HTTP ${a.status}`);
      if (a.body?.errorCode === 'INTERNAL') internal.push(`${op.method} ${op.path}: ${a.body.errorMessage}`);
      if (lacks(userNo, op.permission)) {
        refused += 1;
        if (a.body?.success === true) leaks.push(`${op.method} ${op.path}`);
        // a role without the code learns that, not whose record it is
        if (a.body?.errorCode === 'NOT_OWNER') ownerFirst.push(`${op.method} ${op.path}`);
      }
      // a call documented without a code is open to every signed-in user: the server must not refuse it for want of one
      if (op.permission === undefined && !op.party && a.body?.errorCode === 'FORBIDDEN') undocumented.push(`${op.method} ${op.path}: ${a.body.errorMessage}`);
    }
    expect(leaks).toEqual([]);
    expect(internal).toEqual([]);
    expect(ownerFirst).toEqual([]);
    expect(undocumented).toEqual([]);
    if (userNo !== 'admin') expect(refused).toBeGreaterThan(0);
  });
});

it('documents only codes somebody can hold: every x-permission is held by at least one demo role', () => {
  const codes = new Set(ops.flatMap((op) => (op.permission === undefined ? [] : Array.isArray(op.permission) ? op.permission : [op.permission])));
  const heldByNobody = [...codes].filter((code) => !DEMO_ROLES.some((userNo) => hasAnyCode(findUser(userNo)!, [code])));
  expect(heldByNobody).toEqual([]);
});

it('answers 401 to every call without a token, the sign-in calls aside', async () => {
  fresh();
  const answered: string[] = [];
  for (const op of walked) {
    if (op.open) continue;
    const { url, body } = request(op);
    const a = await call(op.method, url, { as: null, body });
    if (a.status !== 401) answered.push(`${op.method} ${op.path}: HTTP ${a.status}`);
  }
  expect(answered).toEqual([]);
});
