/**
 * CORS of the mock API: only the portal's own origin (the origin the request was addressed to) and
 * the origins listed in `MOCK_CORS_ORIGINS` (comma-separated, e.g. a portal served from another port)
 * may read an answer. umi's preview server sets `Access-Control-Allow-Origin: *` on everything before
 * the mock runs (and the dev server reflects any origin): every answer of the mock replaces that.
 */
import type { Request, Response } from 'express';

// test harnesses answer through a reduced response object: headers are set where it has them

const configured = () =>
  String(process.env.MOCK_CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);

/** Whether `origin` may read the mock's answers to a request addressed to `host`. */
export function originAllowed(origin: string, req: Pick<Request, 'protocol' | 'headers'>): boolean {
  const own = `${req.protocol ?? 'http'}://${req.headers?.host ?? ''}`;
  return origin === own || configured().includes(origin);
}

/** Set the CORS headers of one answer: the request's origin when allowed, no grant otherwise. */
export function applyCors(req: Pick<Request, 'protocol' | 'headers'>, res: Partial<Pick<Response, 'setHeader' | 'removeHeader'>>) {
  const origin = typeof req.headers?.origin === 'string' ? req.headers.origin : '';
  res.setHeader?.('Vary', 'Origin');
  if (origin && originAllowed(origin, req)) {
    res.setHeader?.('Access-Control-Allow-Origin', origin);
    res.setHeader?.('Access-Control-Allow-Headers', 'Content-Type, AuthenticationToken, X-Requested-With');
    res.setHeader?.('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
  } else {
    for (const h of ['Access-Control-Allow-Origin', 'Access-Control-Allow-Headers', 'Access-Control-Allow-Methods']) res.removeHeader?.(h);
  }
}
