/**
 * Malformed and unauthorised administration calls are refused with business errors, change nothing,
 * and are logged as FAILURE in the operation log.
 */
import admin from '../../../mock/admin';
import { collection } from '../../../mock/lib/store/db';
import { functionSettings, organizations, passwordHistory, roles, secrecySettings, users } from '../../../mock/lib/server/identity';
import { listDictionaries, listSettings } from '../../../mock/lib/store/options';
import { opLog } from '../../../mock/lib/platform/oplog';
import resources from '../../../mock/resources';
import { passwordTemplate } from '@/domain/desks/administration';
import { systemUser } from '@/domain/desks/systemUser';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import { storedRows } from '../../../mock/lib/store/store';
import { call, fresh, USERS, type Routes } from './harness';
import { cases, ORGS } from './refusalCases';

import { OPLOG_ACTIONS, OPLOG_MODULES } from '@/domain/desks/logs';
const routes = { ...admin, ...resources } as Routes;

const state = () =>
  JSON.stringify({
    users: users(),
    roles: roles(),
    orgs: organizations(),
    functions: functionSettings(),
    scopes: storedRows(personnelAuthorization),
    templates: storedRows(passwordTemplate),
    userRecords: storedRows(systemUser),
    roleRecords: storedRows(systemUserRole),
    secrecy: secrecySettings(),
    history: passwordHistory(),
    // (the log's own modules and actions follow the log, which records the refusal)
    dictionaries: listDictionaries().filter((d) => d.type !== OPLOG_MODULES && d.type !== OPLOG_ACTIONS),
    settings: listSettings(),
  });

describe('administration calls refused, nothing changed', () => {
  beforeEach(fresh);

  it.each(cases.map((c) => ({ name: c[0], c })))('$name', ({ c: [, as, key, opts, code, message] }) => {
    const before = state();
    const logged = opLog().length;
    const answer = call(routes, key, { as, ...opts });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errorCode).toBe(code);
    if (message) expect(answer.body.errorMessage).toMatch(message);
    expect(state()).toBe(before);
    if (key.startsWith('GET') && !key.endsWith('/export')) return;
    const entry = opLog()[opLog().length - 1];
    expect(opLog().length).toBe(logged + 1);
    expect(entry).toMatchObject({ userNo: as, result: 'FAILURE', ip: '10.1.2.3' });
    expect(entry.detail).toBe(answer.body.errorMessage);
  });

  it('answers 401 without a valid token, and 401 for a disabled user’s token', () => {
    const before = state();
    expect(call(routes, `POST ${ORGS}`, { as: null, body: {} }).status).toBe(401);
    expect(call(routes, `GET ${USERS}`, { token: 'forged.token' }).status).toBe(401);
    const disabled = users().find((u) => !u.enabled)!;
    expect(call(routes, `GET ${USERS}`, { as: disabled.userNo }).status).toBe(401);
    expect(state()).toBe(before);
  });

  it('keeps the cases many and varied', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((c) => c[2])).size).toBeGreaterThanOrEqual(12);
    expect(collection).toBeDefined();
  });
});
