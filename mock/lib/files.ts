/**
 * Files of the file API (attachments of records): uploaded as JSON with base64 content, kept in
 * memory, downloaded by id. Files follow the records they belong to:
 *
 * - a file attached to nothing yet (a fresh upload, before its record is saved) is the uploader's
 *   alone;
 * - an attached file may be read by whoever may open one of the records it is attached to — the
 *   store's own detail read decides (page permission, data scope, secrecy: every row filter);
 * - attaching needs the same right to read the file (resources.ts passes `attachableRef`), so nobody
 *   reaches a file by attaching its id to a draft of their own;
 * - ids are 128 random bits (hex), never a counter;
 * - answers: `X-Content-Type-Options: nosniff`; inline only for the types of `INLINE_TYPES`, every
 *   other type (text/html included) is sent as application/octet-stream, as an attachment.
 *
 * Other modules add places a file may be attached to (`addFilePlace`: thread messages) and further
 * download conditions (`addFileFilter`).
 */
import { randomBytes } from 'crypto';
import type { Request, Response } from 'express';
import type { AttachmentRef } from '../../src/domain/resource';
import { resources } from '../../src/domain/resources';
import { fileStore, type StoredFile } from './fileStore';
import { BizFailure, invalid, notFound } from './http';
import type { MockUser } from './identity';
import { mayOpen } from './ownership';
import { writeOpLog } from './oplog';
import * as store from './store';

export const MAX_FILE_BYTES = 3 * 1024 * 1024;

/** Types a browser may show in place: they cannot run script in the portal's origin. */
export const INLINE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type { StoredFile };

const files = fileStore;
const filters: Array<(file: StoredFile, user: MockUser) => boolean> = [];
type Place = (file: StoredFile, user: MockUser) => boolean | undefined;
const places: Place[] = [];

/** A further condition of every download. */
export function addFileFilter(fn: (file: StoredFile, user: MockUser) => boolean) {
  filters.push(fn);
}

/**
 * A further place a file may be attached to (a thread message): `undefined` — not placed there;
 * `true` — placed, and the user may read it there; `false` — placed, but hidden from the user.
 */
export function addFilePlace(fn: Place) {
  places.push(fn);
}

const NAME = /^[^\\/:*?"<>|\u0000-\u001f]{1,120}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

const refOf = ({ content: _c, uploaderNo: _u, ...ref }: StoredFile): AttachmentRef => ref;

/** Store an upload {name, type?, content (base64)}; validates everything first; logged either way. */
export function saveFile(body: unknown, user: MockUser, req?: Request, now = Date.now()): AttachmentRef {
  const name = typeof (body as any)?.name === 'string' ? String((body as any).name).slice(0, 120) : '-';
  try {
    const ref = storeFile(body, user, now);
    writeOpLog(req, user, { module: 'file', action: 'upload', target: `${ref.name} (${ref.id})`, detail: `${ref.type}, ${ref.size} B` });
    return ref;
  } catch (e) {
    writeOpLog(req, user, { module: 'file', action: 'upload', target: name, result: 'FAILURE', detail: e instanceof BizFailure ? e.message : 'INTERNAL' });
    throw e;
  }
}

function storeFile(body: unknown, user: MockUser, now: number): AttachmentRef {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('请求内容必须是一个对象');
  const b = body as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !['name', 'type', 'content'].includes(k));
  if (extra.length) throw invalid(`不允许的字段：${extra.join('、').slice(0, 60)}`);
  if (typeof b.name !== 'string' || !NAME.test(b.name.trim())) throw invalid('文件名不能为空，不能含有 \\ / : * ? " < > | 等字符，最长 120 个字符');
  const type = b.type === undefined || b.type === '' ? 'application/octet-stream' : typeof b.type === 'string' ? b.type.trim().toLowerCase() : null;
  if (type === null || !MIME.test(type)) throw invalid('文件类型格式不正确');
  if (typeof b.content !== 'string' || !BASE64.test(b.content)) throw invalid('文件内容必须是 base64 编码');
  const size = Math.floor((b.content.length * 3) / 4) - (b.content.endsWith('==') ? 2 : b.content.endsWith('=') ? 1 : 0);
  if (size <= 0) throw invalid('文件不能为空');
  if (size > MAX_FILE_BYTES) throw invalid(`文件不能超过 ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  const store = files();
  let id: string;
  do id = randomBytes(16).toString('hex');
  while (store.has(id));
  const file: StoredFile = {
    id,
    name: b.name.trim(),
    size,
    type,
    uploadedAt: new Date(now).toISOString(),
    uploadedBy: user.userName,
    content: b.content,
    uploaderNo: user.userNo,
  };
  store.set(id, file);
  return refOf(file);
}

/** Where the file is held by records (attachments, revisions: `def.filesOf`): undefined (nowhere), or whether the user may open one of them. */
function recordPlace(file: StoredFile, user: MockUser): boolean | undefined {
  let attached = false;
  for (const def of resources) {
    for (const row of store.storedRows(def)) {
      if (!def.filesOf(row).some((a) => a.id === file.id)) continue;
      attached = true;
      if (mayOpen(def, row.id, user)) return true;
    }
  }
  return attached ? false : undefined;
}

/** Whether the user may read the file: see the module's rules. */
function mayRead(file: StoredFile, user: MockUser): boolean {
  const verdicts = [recordPlace, ...places].map((place) => place(file, user)).filter((v) => v !== undefined);
  const allowed = verdicts.length ? verdicts.includes(true) : file.uploaderNo === user.userNo;
  return allowed && filters.every((fn) => fn(file, user));
}

/** The file (for download) if the user may have it. */
export function fileFor(id: string, user: MockUser): StoredFile | undefined {
  const f = files().get(id);
  return f && mayRead(f, user) ? f : undefined;
}

/** The reference of a file the user may read, to attach it to a record; else undefined (not found). */
export function attachableRef(id: string, user: MockUser): AttachmentRef | undefined {
  const f = fileFor(id, user);
  return f ? refOf(f) : undefined;
}

/** Answer a download: the type only when safe to show in place, never sniffed. */
export function sendFile(res: Response, id: string, user: MockUser) {
  const file = fileFor(id, user);
  if (!file) throw notFound('文件');
  const inline = INLINE_TYPES.includes(String(file.type));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', inline ? String(file.type) : 'application/octet-stream');
  res.setHeader('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).send(Buffer.from(file.content, 'base64'));
}
