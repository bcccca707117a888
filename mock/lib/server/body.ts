/**
 * THE body reader of every mock endpoint: `authed` and `open` (http.ts) run it before any handler of a
 * call that may carry a body (POST, PUT, PATCH, DELETE), so every endpoint refuses a broken body the
 * same way — errorCode BAD_REQUEST_BODY, one of the `server.body.*` messages — and no handler ever sees
 * one. Rules:
 * - a body that is sent must declare `Content-Type: application/json` (or `…+json`);
 * - at most BODY_LIMIT_BYTES (1 MiB); the file upload (base64 content) at most UPLOAD_LIMIT_BYTES
 *   (5 MiB, umi's own parser limit: a 3 MB file and its envelope);
 * - at most BODY_MAX_DEPTH (32) levels of nesting, counted without recursion;
 * - the top level is one JSON object (umi's parser also takes `"text"`, `1`, `[…]`, `null`).
 * umi's mock runs body-parser before the handler and, when the JSON is malformed (or over its 5 MB
 * limit), silently hands on an empty object: a JSON body that declared more than `{}` (2 bytes) and
 * arrived as an empty object was malformed.
 */
import type { Request } from 'express';
import { API } from '../../../src/domain/endpoints';
import { serverText } from '../../../src/domain/serverMessages';
import { BizFailure } from '../../../src/domain/failure';

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const BODY_MAX_DEPTH = 32;
export const BAD_BODY = 'BAD_REQUEST_BODY';

/** The calls whose body is a file (base64): the larger limit. */
const UPLOAD_PATHS = new Set([`${API.file}/files`]);

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refuse = (key: string, params?: Record<string, string | number>) => new BizFailure(BAD_BODY, serverText(`server.body.${key}`, params));

const isJsonType = (type: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());

/** The deepest nesting of a parsed value and a rough size in bytes, walked with a stack. */
function measure(value: unknown, maxDepth: number): { depth: number; bytes: number } {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let depth = 0;
  let bytes = 0;
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v !== null && typeof v === 'object') {
      depth = Math.max(depth, d);
      if (depth > maxDepth) return { depth, bytes };
      const entries = Array.isArray(v) ? v : Object.entries(v as Record<string, unknown>);
      bytes += 2;
      for (const e of entries) {
        if (Array.isArray(v)) stack.push([e, d + 1]);
        else {
          const [k, x] = e as [string, unknown];
          bytes += k.length + 4;
          stack.push([x, d + 1]);
        }
      }
    } else bytes += typeof v === 'string' ? v.length + 2 : 8;
  }
  return { depth, bytes };
}

const mib = (n: number) => `${n / 1024 / 1024} MiB`;

/** Check the body of a call; throws the one BAD_REQUEST_BODY failure. Calls without a body pass. */
export function checkBody(req: Request): void {
  if (!WITH_BODY.has(String(req.method ?? '').toUpperCase())) return;
  const headers = req.headers ?? {};
  const type = String(headers['content-type'] ?? '');
  const declared = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  const limit = UPLOAD_PATHS.has(String(req.path ?? '')) ? UPLOAD_LIMIT_BYTES : BODY_LIMIT_BYTES;
  const body = req.body as unknown;
  const emptyObject = !!body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
  const sent = (declared !== undefined && declared > 0) || headers['transfer-encoding'] !== undefined || (body !== undefined && body !== null && !emptyObject);
  if (!sent) return;
  if (declared !== undefined && (!Number.isFinite(declared) || declared > limit)) throw refuse('tooLarge', { max: mib(limit) });
  if (!isJsonType(type)) throw refuse('notJson');
  if (emptyObject) {
    if (declared !== undefined && declared > 2) throw refuse('malformed');
    return;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refuse('notObject');
  const { depth, bytes } = measure(body, BODY_MAX_DEPTH);
  if (depth > BODY_MAX_DEPTH) throw refuse('tooDeep', { max: BODY_MAX_DEPTH });
  if (bytes > limit) throw refuse('tooLarge', { max: mib(limit) });
}

/** The body of a call, checked (handlers behind `authed` / `open` get it checked already). */
export function bodyOf(req: Request): unknown {
  checkBody(req);
  return req.body;
}
