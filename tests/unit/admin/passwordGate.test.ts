/**
 * A password that must be changed — reset by an administrator (or a new user's initial one), or expired
 * under the active password template — is enforced after sign-in: signing in still works (spec §3, §4),
 * but until the password is changed the mock answers every call with PASSWORD_CHANGE_REQUIRED (a
 * REDIRECT to 修改密码) except what the shell and the password change need; afterwards all works again.
 * The demo users are never due, so the quick start signs straight in.
 */
import { DAY_MS } from '@/domain/engine';
import { PASSWORD_CHANGE_REQUIRED, passwordChangeReason, policyOf } from '@/domain/admin/password';
import { ShowType } from '@/domain/envelope';
import admin from '../../../mock/admin';
import auth from '../../../mock/auth';
import files from '../../../mock/files';
import options from '../../../mock/options';
import resources from '../../../mock/resources';
import workflow from '../../../mock/workflow';
import { credentialsOf, DEMO_USER_NOS, findUser } from '../../../mock/lib/server/identity';
import { seedPasswordTemplates } from '../../../mock/lib/seed/administration';
import { issueToken } from '../../../mock/lib/server/session';
import { opLog } from '../../../mock/lib/platform/oplog';
import { call, fresh, userCall, USERS, type Routes } from './harness';

const routes = { ...auth, ...admin, ...resources, ...workflow, ...files, ...options } as Routes;
const M = '/api/management';
const AOG_LIST = `GET ${M}/aogOrder`;
const ACTIVATE = `POST ${M}/passwordTemplate/:id/actions/:action`;

/** The calls that stay open: the shell's start (current user, permissions) and 修改密码 itself. */
const OPEN_DURING_CHANGE = [`GET ${M}/currentUser`, 'GET /api/permission/permissions/:system', `GET ${M}/password`, `POST ${M}/password`];

beforeEach(fresh);

/** A token of `userNo` issued now (after any reset). */
const tokenOf = (userNo: string) => issueToken(userNo, Date.now() + 1);

function expectGated(answer: { status: number; body: any }, reason: 'MUST_CHANGE' | 'EXPIRED') {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    success: false,
    errorCode: PASSWORD_CHANGE_REQUIRED,
    showType: ShowType.REDIRECT,
    data: { url: '/updatePassword', reason },
  });
  expect(answer.body.errorMessage).toMatch(/请先修改密码后再使用系统/);
}

describe('the rule', () => {
  const policy = policyOf(seedPasswordTemplates()[0]);
  it('a reset password must change at once; an old one once the active template says it expired; never-expiring templates never force', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    expect(passwordChangeReason({ mustChangePassword: true, passwordChangedAt: new Date(now).toISOString() }, policy, now)).toBe('MUST_CHANGE');
    expect(passwordChangeReason({ passwordChangedAt: new Date(now - (policy.expiryDays - 1) * DAY_MS).toISOString() }, policy, now)).toBeNull();
    expect(passwordChangeReason({ passwordChangedAt: new Date(now - policy.expiryDays * DAY_MS).toISOString() }, policy, now)).toBe('EXPIRED');
    expect(passwordChangeReason({ passwordChangedAt: '2020-01-01T00:00:00Z' }, { ...policy, expiryDays: 0 }, now)).toBeNull();
    expect(passwordChangeReason({}, policy, now)).toBeNull();
  });

  it('the demo users are not due under any seeded template, for two months of a running mock', () => {
    for (const template of seedPasswordTemplates().map(policyOf)) {
      for (const userNo of DEMO_USER_NOS) {
        const user = findUser(userNo)!;
        for (const later of [0, 59 * DAY_MS])
          expect({ userNo, template: template.id, due: passwordChangeReason(credentialsOf(user), template, Date.now() + later) }).toEqual({
            userNo,
            template: template.id,
            due: null,
          });
      }
    }
    for (const userNo of DEMO_USER_NOS) {
      const me = call(routes, `GET ${M}/currentUser`, { token: tokenOf(userNo) }).body.data;
      expect({ userNo, due: me.passwordChange }).toEqual({ userNo, due: null });
      expect(call(routes, AOG_LIST, { token: tokenOf(userNo) }).body.errorCode).not.toBe(PASSWORD_CHANGE_REQUIRED);
    }
  });
});

describe('a password reset by an administrator', () => {
  it('confines the user to 修改密码 until it is changed; then everything answers again', () => {
    const reset = userCall.act(routes, 'manager', 'resetPassword', 'admin').body.data.once;
    const token = tokenOf('manager');

    // the shell can start and say why
    const me = call(routes, `GET ${M}/currentUser`, { token });
    expect(me.body.data).toMatchObject({ currentUser: { userNo: 'manager' }, passwordChange: 'MUST_CHANGE' });
    expect(call(routes, 'GET /api/permission/permissions/:system', { token, params: { system: 'logbookmanagement' } }).body.success).toBe(true);
    expect(call(routes, `GET ${M}/password`, { token }).body.data).toMatchObject({ mustChange: true, changeDue: 'MUST_CHANGE' });

    // everything else is refused, whatever it is
    expectGated(call(routes, AOG_LIST, { token }), 'MUST_CHANGE');
    const others = Object.keys(routes).filter((k) => !OPEN_DURING_CHANGE.includes(k) && !k.includes('/sso/') && !k.endsWith('/logout'));
    expect(others.length).toBeGreaterThan(80);
    for (const key of others) {
      const a = call(routes, key, {
        token,
        params: { id: 'x', userNo: 'staff', system: 'x', type: 'x', action: 'x', value: 'x', level: 'x', key: 'x', fileId: 'x', code: 'x' },
        body: {},
      });
      expect({ key, errorCode: a.body?.errorCode }).toEqual({ key, errorCode: PASSWORD_CHANGE_REQUIRED });
    }

    // the change: refused without the right temporary password, accepted with it
    const change = (oldPassword: string) =>
      call(routes, `POST ${M}/password`, { token, body: { oldPassword, newPassword: 'Fresh#Start2026', confirmPassword: 'Fresh#Start2026' } }).body;
    expect(change('Manager@123').errorMessage).toMatch(/原密码不正确/);
    expect(change(reset.password).success).toBe(true);
    expect(credentialsOf(findUser('manager')!).mustChangePassword).toBe(false);
    // both attempts are in the operation log: the refusal with its reason
    expect(opLog().filter((e) => e.module === '修改密码' && e.target === 'manager')).toMatchObject([
      { action: '修改密码', result: 'FAILURE', detail: expect.stringMatching(/原密码不正确/) },
      { action: '修改密码', result: 'SUCCESS' },
    ]);

    // signed in again with the new password: the portal works normally
    const fresh = tokenOf('manager');
    expect(call(routes, `GET ${M}/currentUser`, { token: fresh }).body.data.passwordChange).toBeNull();
    expect(call(routes, AOG_LIST, { token: fresh }).body.success).toBe(true);
  });

  it('holds for a new user’s initial password too', () => {
    const body = {
      userNo: 'gate.user',
      userName: '门禁测试',
      orgId: 'ORG-QA',
      roles: ['staff'],
      secrecyLevel: 'GENERAL',
      phone: '13912340000',
      email: 'gate@aftersales.example',
    };
    expect(call(routes, `POST ${USERS}`, { as: 'admin', body }).body.success).toBe(true);
    expectGated(call(routes, AOG_LIST, { token: tokenOf('gate.user') }), 'MUST_CHANGE');
  });
});

describe('an expired password', () => {
  it('is due under the active template, and follows a change of the active template', () => {
    credentialsOf(findUser('staff')!).passwordChangedAt = new Date(Date.now() - 200 * DAY_MS).toISOString();
    const token = tokenOf('staff');
    expect(call(routes, `GET ${M}/currentUser`, { token }).body.data.passwordChange).toBe('EXPIRED');
    expectGated(call(routes, AOG_LIST, { token }), 'EXPIRED');
    expect(call(routes, AOG_LIST, { token }).body.errorMessage).toMatch(/已过期/);
    expect(call(routes, `GET ${M}/password`, { token }).body.data).toMatchObject({ expired: true, changeDue: 'EXPIRED' });

    // a template whose passwords never expire releases the user
    expect(call(routes, ACTIVATE, { as: 'admin', params: { id: 'PT-BASIC', action: 'activate' }, body: { version: 1 } }).body.success).toBe(true);
    expect(call(routes, AOG_LIST, { token }).body.success).toBe(true);
  });

  it('does not stop the sign-in itself (spec §3, §4): the token is issued, the portal then asks for the change', () => {
    credentialsOf(findUser('staff')!).passwordChangedAt = new Date(Date.now() - 200 * DAY_MS).toISOString();
    let sent: any;
    const res: any = { status: () => res, json: (b: unknown) => ((sent = b), (res.headersSent = true), res), send: () => res, headersSent: false };
    (auth as Routes)['POST /sso/api/login'](
      {
        body: { account: 'staff', password: 'Staff@123', redirect: '/aogOrder' },
        query: {},
        headers: { host: 'portal.test' },
        protocol: 'http',
        socket: { remoteAddress: '127.0.0.1' },
      },
      res,
    );
    expect(sent.success).toBe(true);
    expect(sent.data.url).toMatch(/^http:\/\/portal\.test\/aogOrder\?token=/);
    expect(call(routes, `GET ${M}/currentUser`, { token: sent.data.token }).body.data.passwordChange).toBe('EXPIRED');
  });
});
