/**
 * CORS: an answer grants reading only to the portal's own origin (the one the request was addressed
 * to) or an origin of MOCK_CORS_ORIGINS — never `*`, never a foreign origin; umi's preview server's
 * blanket `*` is replaced on every answer.
 */
import { applyCors } from '../../../mock/lib/server/cors';
import { call } from './server';

const at = (origin: string) => ({ headers: { host: 'localhost:8000', origin } });

it('grants the portal’s own origin, and a configured one', async () => {
  const own = await call('GET', '/api/management/currentUser', { user: 'staff', ...at('http://localhost:8000') });
  expect(own.headers['access-control-allow-origin']).toBe('http://localhost:8000');
  expect(own.headers.vary).toBe('Origin');
  process.env.MOCK_CORS_ORIGINS = 'http://portal.example:8443, http://other.example';
  try {
    const listed = await call('POST', '/sso/api/login', { as: null, body: { account: 'x', password: 'y' }, ...at('http://portal.example:8443') });
    expect(listed.headers['access-control-allow-origin']).toBe('http://portal.example:8443');
  } finally {
    delete process.env.MOCK_CORS_ORIGINS;
  }
});

it.each(['http://evil.example', 'null', 'http://localhost:8000.evil.example', 'https://localhost:8000'])('grants nothing to %s', async (origin) => {
  for (const a of [
    await call('GET', '/api/management/currentUser', { user: 'staff', ...at(origin) }),
    await call('POST', '/sso/api/login', { as: null, body: { account: 'x', password: 'y' }, ...at(origin) }),
  ]) {
    expect(a.headers['access-control-allow-origin']).toBeUndefined();
  }
});

it('replaces the preview server’s blanket grant', () => {
  const headers = new Map<string, string>([['Access-Control-Allow-Origin', '*']]);
  const res = { setHeader: (k: string, v: string) => void headers.set(k, v), removeHeader: (k: string) => void headers.delete(k) };
  applyCors({ protocol: 'http', ...at('http://evil.example') }, res as any);
  expect(headers.has('Access-Control-Allow-Origin')).toBe(false);
  applyCors({ protocol: 'http', ...at('http://localhost:8000') }, res as any);
  expect(headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8000');
});
