/**
 * Tokens of the development sign-in. A token is `<base64url payload>.<hmac>`: stateless, so a
 * reload of the mock server (which happens on every mock file change) does not sign anybody out.
 * Logout revokes the token for the lifetime of the process.
 */
import { createHmac, timingSafeEqual } from 'crypto';

const SECRET = 'aftersales-portal-dev-only';
const revoked: Set<string> = ((globalThis as any).__portalRevokedTokens ??= new Set<string>());

export interface TokenPayload {
  userNo: string;
  /** issued at, ms */
  iat: number;
}

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('base64url');

export function issueToken(userNo: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ userNo, iat: now } satisfies TokenPayload)).toString('base64url');
  return `${body}.${sign(body)}`;
}

export function verifyToken(token: unknown): TokenPayload | null {
  if (typeof token !== 'string' || token.length > 1000 || revoked.has(token)) return null;
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof payload?.userNo === 'string' ? payload : null;
  } catch {
    return null;
  }
}

export function revokeToken(token: string) {
  revoked.add(token);
}
