/**
 * Files of the file API (attachments of records): uploaded as JSON with base64 content, kept in
 * memory, downloaded by id. Other modules may add a download filter (secrecy) with `addFileFilter`.
 */
import type { AttachmentRef } from '../../src/domain/resource';
import { collection } from './db';
import { invalid } from './http';
import type { MockUser } from './identity';

export const MAX_FILE_BYTES = 3 * 1024 * 1024;

export interface StoredFile extends AttachmentRef {
  content: string; // base64
}

const files = () => collection<Map<string, StoredFile>>('files', () => new Map());
const filters: Array<(file: StoredFile, user: MockUser) => boolean> = [];

export function addFileFilter(fn: (file: StoredFile, user: MockUser) => boolean) {
  filters.push(fn);
}

const NAME = /^[^\\/:*?"<>|\u0000-\u001f]{1,120}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Store an upload {name, type?, content (base64)}; validates everything first. */
export function saveFile(body: unknown, user: MockUser, now = Date.now()): AttachmentRef {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('请求内容必须是一个对象');
  const b = body as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !['name', 'type', 'content'].includes(k));
  if (extra.length) throw invalid(`不允许的字段：${extra.join('、').slice(0, 60)}`);
  if (typeof b.name !== 'string' || !NAME.test(b.name.trim())) throw invalid('文件名不能为空，不能含有 \\ / : * ? " < > | 等字符，最长 120 个字符');
  if (b.type !== undefined && (typeof b.type !== 'string' || b.type.length > 100)) throw invalid('文件类型格式不正确');
  if (typeof b.content !== 'string' || !BASE64.test(b.content)) throw invalid('文件内容必须是 base64 编码');
  const size = Math.floor((b.content.length * 3) / 4) - (b.content.endsWith('==') ? 2 : b.content.endsWith('=') ? 1 : 0);
  if (size <= 0) throw invalid('文件不能为空');
  if (size > MAX_FILE_BYTES) throw invalid(`文件不能超过 ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  const store = files();
  const id = `F${String(store.size + 1).padStart(6, '0')}${Math.floor(now % 1000).toString().padStart(3, '0')}`;
  const file: StoredFile = {
    id,
    name: b.name.trim(),
    size,
    type: (b.type as string | undefined) || 'application/octet-stream',
    uploadedAt: new Date(now).toISOString(),
    uploadedBy: user.userName,
    content: b.content,
  };
  store.set(id, file);
  const { content: _c, ...ref } = file;
  return ref;
}

/** The file (for download) if the user may have it. */
export function fileFor(id: string, user: MockUser): StoredFile | undefined {
  const f = files().get(id);
  return f && filters.every((fn) => fn(f, user)) ? f : undefined;
}

/** The reference of an uploaded file (to attach it to a record). */
export function fileRef(id: string): AttachmentRef | undefined {
  const f = files().get(id);
  if (!f) return undefined;
  const { content: _c, ...ref } = f;
  return ref;
}
