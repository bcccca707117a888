/**
 * Tokens of the development sign-in. A token is `<base64url payload>.<hmac-sha256>`, the payload
 * `{ userNo, iat, exp, jti }` (times in ms). Stateless, so a reload of the mock server (umi re-evaluates mock files
 * on every change) signs nobody out.
 *
 * - The secret is never in the source: `MOCK_TOKEN_SECRET` (a shared mock whose tokens must survive a
 *   restart), else 32 random bytes generated at the first start of the process, kept on globalThis so
 *   that a module reload keeps it.
 * - A token lives `MOCK_TOKEN_TTL_HOURS` hours (default 8: a working day); an expired, forged or
 *   revoked token is refused like a missing one (the `authed` wrapper answers HTTP 401).
 * - Logout revokes the one token; the revocation is forgotten once the token would have expired
 *   anyway. Signing a user out everywhere is `signOutEverywhere` (identity.ts: every token issued
 *   before that moment is refused).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const HOUR = 3600 * 1000;

interface SessionState {
  secret: Buffer;
  /** revoked token → when it would have expired (ms) */
  revoked: Map<string, number>;
}

const state: SessionState = ((globalThis as any).__portalSessions ??= {
  secret: process.env.MOCK_TOKEN_SECRET ? Buffer.from(process.env.MOCK_TOKEN_SECRET, 'utf8') : randomBytes(32),
  revoked: new Map<string, number>(),
});

/** How long a token lives, ms (`MOCK_TOKEN_TTL_HOURS`, default a working day of 8 hours). */
export function tokenTtlMs(): number {
  const hours = Number(process.env.MOCK_TOKEN_TTL_HOURS);
  return Number.isFinite(hours) && hours > 0 ? hours * HOUR : 8 * HOUR;
}

export interface TokenPayload {
  userNo: string;
  /** issued at, ms */
  iat: number;
  /** expires at, ms */
  exp: number;
  /** random: two sign-ins within one millisecond get two tokens (revoking one keeps the other) */
  jti: string;
}

const sign = (body: string) => createHmac('sha256', state.secret).update(body).digest('base64url');

export function issueToken(userNo: string, now = Date.now(), ttlMs = tokenTtlMs()): string {
  const payload: TokenPayload = { userNo, iat: now, exp: now + ttlMs, jti: randomBytes(8).toString('base64url') };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The payload of a token this server issued, not expired and not revoked; else null. */
export function verifyToken(token: unknown, now = Date.now()): TokenPayload | null {
  if (typeof token !== 'string' || token.length > 1000 || state.revoked.has(token)) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload?.userNo !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    return payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

/** Revoke one token (logout); revocations of tokens that have expired since are dropped. */
export function revokeToken(token: string, now = Date.now()) {
  for (const [t, exp] of state.revoked) if (exp <= now) state.revoked.delete(t);
  const payload = verifyToken(token, now);
  if (payload) state.revoked.set(token, payload.exp);
}

/** How many revocations are remembered (tests: the list does not grow for ever). */
export const revokedCount = () => state.revoked.size;
