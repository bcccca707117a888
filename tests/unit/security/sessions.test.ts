/**
 * Tokens: signed with a secret that is not in the source, expiring after a working day (configurable);
 * a forged, expired or revoked token is answered 401 like a missing one; revocations are forgotten
 * once the token would have expired; a password change or a disabled account signs out everywhere.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userRecord, USERS } from '../admin/harness';
import { issueToken, revokedCount, revokeToken, tokenTtlMs, verifyToken } from '../../../mock/lib/server/session';
import { call } from './server';
import { fresh } from '../mock/harness';

const ME = '/api/management/currentUser';
const as = (token: string | null) => call('GET', ME, token === null ? { as: null } : { token });
const HOUR = 3600_000;

beforeEach(fresh);

const forge = (payload: object, secret: string) => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

it('answers a good token, and 401 to no token or a malformed one', async () => {
  expect((await as(issueToken('staff'))).body.data.currentUser.userNo).toBe('staff');
  for (const bad of [null, '', 'x', 'a.b', 'a.b.c', '.'.repeat(3), 'x'.repeat(5000)]) expect((await as(bad)).status).toBe(401);
});

it('refuses forged tokens: another user in a signed payload, the old literal secret, no signature', async () => {
  const good = issueToken('staff');
  const [, mac] = good.split('.');
  const swapped = `${Buffer.from(JSON.stringify({ userNo: 'admin', iat: Date.now(), exp: Date.now() + HOUR })).toString('base64url')}.${mac}`;
  const now = Date.now();
  for (const forged of [
    swapped,
    forge({ userNo: 'admin', iat: now, exp: now + HOUR }, 'aftersales-portal-dev-only'),
    forge({ userNo: 'admin', iat: now, exp: now + HOUR }, ''),
    `${good.split('.')[0]}.`,
  ]) {
    expect((await as(forged)).status).toBe(401);
  }
  // and the source holds no secret: the signing key is generated or comes from MOCK_TOKEN_SECRET
  const source = readFileSync(join(__dirname, '../../../mock/lib/server/session.ts'), 'utf8');
  expect(source).not.toMatch(/createHmac\('sha256',\s*['"`]/);
  expect(source).toMatch(/randomBytes\(32\)/);
});

it('expires a token after a working day by default, or MOCK_TOKEN_TTL_HOURS', async () => {
  expect(tokenTtlMs()).toBe(8 * HOUR);
  expect((await as(issueToken('staff', Date.now() - 8 * HOUR + 60_000))).status).toBe(200);
  expect((await as(issueToken('staff', Date.now() - 8 * HOUR - 1))).status).toBe(401);
  process.env.MOCK_TOKEN_TTL_HOURS = '0.5';
  try {
    expect(tokenTtlMs()).toBe(HOUR / 2);
    expect(await as(issueToken('staff', Date.now() - HOUR))).toMatchObject({ status: 401 });
  } finally {
    delete process.env.MOCK_TOKEN_TTL_HOURS;
  }
});

it('refuses a token after logout, and forgets the revocation once the token has expired', async () => {
  const token = issueToken('staff');
  expect((await call('GET', '/api/management/logout', { token })).body).toEqual({ success: true, data: true });
  expect((await as(token)).status).toBe(401);
  const now = Date.now();
  const short = issueToken('engineer', now, 1000);
  revokeToken(short, now);
  const count = revokedCount();
  revokeToken(issueToken('trainer', now), now + 2000); // a later revocation sweeps the expired one
  expect(revokedCount()).toBe(count);
  expect(verifyToken(short, now + 2000)).toBeNull(); // expired anyway
});

it('signs the user out everywhere on a password change', async () => {
  const other = issueToken('staff', Date.now() - 1000);
  const current = issueToken('staff', Date.now() - 1000);
  const changed = await call('POST', '/api/management/password', {
    token: current,
    body: { oldPassword: 'Staff@123', newPassword: 'Kite#2026new', confirmPassword: 'Kite#2026new' },
  });
  expect(changed.body.success).toBe(true);
  expect((await as(other)).status).toBe(401);
  expect((await as(current)).status).toBe(401);
  const again = await call('POST', '/sso/api/login', { as: null, body: { account: 'staff', password: 'Kite#2026new' } });
  expect((await as(again.body.data.token)).status).toBe(200);
});

it('signs a disabled user out everywhere', async () => {
  const token = issueToken('HY1001', Date.now() - 1000);
  expect((await as(token)).status).toBe(200);
  const act = (action: string) =>
    call('POST', `${USERS}/${userRecord('HY1001').id}/actions/${action}`, { user: 'admin', body: { version: userRecord('HY1001').version } });
  expect((await act('disable')).body.success).toBe(true);
  expect((await as(token)).status).toBe(401);
  // enabled again, the old token stays dead: only a new sign-in gets in
  expect((await act('enable')).body.success).toBe(true);
  expect((await as(token)).status).toBe(401);
});
