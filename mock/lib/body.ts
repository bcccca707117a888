/**
 * The request body as the handlers see it. umi's mock runs body-parser before the handler and, when
 * the JSON is malformed (or over its 5 MB limit), silently hands on an empty object: a JSON request
 * whose body declared content but parsed to nothing was malformed, and is refused as such.
 */
import type { Request } from 'express';
import { invalid } from './http';

export function bodyOf(req: Request): unknown {
  const body = req.body;
  const type = String(req.headers?.['content-type'] ?? '');
  const length = Number(req.headers?.['content-length'] ?? 0);
  const empty = body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
  if ((type.includes('json') || type === '') && empty && length > 2) throw invalid('请求内容不是有效的 JSON，或超过 5 MB');
  return body;
}
