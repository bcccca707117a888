/**
 * Files of the file API (attachments of records): uploaded as JSON with base64 content, kept in
 * memory, downloaded by id. Files follow the records they belong to:
 *
 * - the records that hold a file (its **holders**: a record's attachments, a document's revisions, a
 *   message of a record's reply thread — other modules add theirs with `addFileHolders`) give it its
 *   **level**: the level of the most secret of them (a record without a secrecy level is PUBLIC);
 * - a file held by nothing yet (a fresh upload, before its record is saved) is its uploader's alone;
 *   it expires `LOOSE_FILE_TTL_MS` after its upload, and each user holds at most `LOOSE_FILES_MAX`
 *   such files of at most `LOOSE_BYTES_MAX` bytes in all;
 * - a held file may be read by whoever may see its level **and** may open one of its holders — the
 *   store's own detail read decides the latter (page permission, data scope, secrecy: every row
 *   filter);
 * - attaching needs the same right to read the file, and the file's level must not be above the
 *   level of the record it is attached to: a file of a 秘密 document never becomes readable through a
 *   case of a lower level (`attachableRef`);
 * - file names are plain text (src/domain/text.ts: no control characters, no bidirectional
 *   overrides) without path characters;
 * - ids are 128 random bits (hex), never a counter;
 * - answers: `X-Content-Type-Options: nosniff`; inline only for the types of `INLINE_TYPES`, every
 *   other type (text/html included) is sent as application/octet-stream, as an attachment.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { INFO_LEVELS, infoRank, type InfoLevel } from '../../../src/domain/admin/secrecy';
import type { AttachmentRef, ResourceDef, ResourceRecord } from '../../../src/domain/engine';
import { resources } from '../../../src/domain/desks';
import { serverText } from '../../../src/domain/serverMessages';
import { textProblem } from '../../../src/domain/text';
import { fileStore, type StoredFile } from './fileStore';
import { BizFailure, invalid, notFound } from '../server/http';
import { infoLevelName, maySee, type MockUser } from '../server/identity';
import { mayOpen } from '../store/ownership';
import { writeOpLog } from '../platform/oplog';
import * as store from '../store/store';

export const MAX_FILE_BYTES = 3 * 1024 * 1024;

/** Types a browser may show in place: they cannot run script in the portal's origin. */
export const INLINE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type { StoredFile };

const files = fileStore;

/** Unattached uploads: how long they live, and how many a user may hold at once. */
export const LOOSE_FILE_TTL_MS = 2 * 3600_000;
export const LOOSE_FILES_MAX = 20;
export const LOOSE_BYTES_MAX = 30 * 1024 * 1024;

/** A record holding a file, with the record's information level. */
export interface FileHolder {
  def: ResourceDef;
  id: string;
  level: InfoLevel;
}

/** Every (file id, holder) pair of one kind of place. */
type HolderSource = () => Iterable<[string, FileHolder]>;

/** The information level of a record (fails closed: an unknown level counts as the highest). */
export function recordLevel(def: ResourceDef, row: ResourceRecord | Record<string, unknown>): InfoLevel {
  const value = def.secrecyField ? row[def.secrecyField] : undefined;
  if (value === undefined || value === null || value === '') return 'PUBLIC';
  return infoRank(value) >= 0 ? (value as InfoLevel) : INFO_LEVELS[INFO_LEVELS.length - 1];
}

function* recordHolders(): Iterable<[string, FileHolder]> {
  for (const def of resources) {
    for (const row of store.storedRows(def)) {
      const held = def.filesOf(row);
      if (held.length === 0) continue;
      const holder = { def, id: row.id, level: recordLevel(def, row) };
      for (const a of held) yield [a.id, holder];
    }
  }
}

const sources: HolderSource[] = [recordHolders];

/** A further place holding files (the messages of reply threads); registered once per module load. */
export function addFileHolders(fn: HolderSource) {
  sources.push(fn);
  return () => void sources.splice(sources.indexOf(fn), 1);
}

/** Every held file with its holders — one pass over every place. */
export function fileHolders(): Map<string, FileHolder[]> {
  const out = new Map<string, FileHolder[]>();
  for (const source of sources) {
    for (const [id, holder] of source()) {
      const list = out.get(id);
      if (list) list.push(holder);
      else out.set(id, [holder]);
    }
  }
  return out;
}

/** The level of a file: its most secret holder's (PUBLIC while nothing holds it). */
export function levelOfHolders(holders: readonly FileHolder[] | undefined): InfoLevel {
  let rank = 0;
  for (const h of holders ?? []) rank = Math.max(rank, infoRank(h.level));
  return INFO_LEVELS[rank];
}

export const fileLevel = (id: string): InfoLevel => levelOfHolders(fileHolders().get(id));

const NAME_FORBIDDEN = /[\\/:*?"<>|]/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

const refOf = ({ content: _c, uploaderNo: _u, ...ref }: StoredFile): AttachmentRef => ref;

/** Store an upload {name, type?, content (base64)}; validates everything first; logged either way. */
export function saveFile(body: unknown, user: MockUser, req?: Request, now = Date.now()): AttachmentRef {
  const name = typeof (body as any)?.name === 'string' ? String((body as any).name).slice(0, 120) : '-';
  try {
    const ref = storeFile(body, user, now);
    writeOpLog(req, user, {
      module: 'file',
      action: 'upload',
      target: `${ref.name} (${ref.id})`,
      detail: `${ref.type}, ${ref.size} B`,
      subjects: [`file:${ref.id}`],
    });
    return ref;
  } catch (e) {
    writeOpLog(req, user, { module: 'file', action: 'upload', target: name, result: 'FAILURE', detail: e instanceof BizFailure ? e.message : 'INTERNAL' });
    throw e;
  }
}

/** Whether a file name may be stored: plain text (no control or bidirectional characters), no path characters, 1–120 characters. */
export function fileNameOk(name: string): boolean {
  return name.length >= 1 && name.length <= 120 && !NAME_FORBIDDEN.test(name) && textProblem(name) === null;
}

/** Drop the uploads nothing holds once they are older than LOOSE_FILE_TTL_MS; answers how many went. */
export function sweepLooseFiles(now = Date.now(), held = fileHolders()): number {
  const all = files();
  let dropped = 0;
  for (const [id, f] of all) {
    // a file without a known upload time (none is uploaded so) is kept
    if (held.has(id) || !(Date.parse(f.uploadedAt ?? '') + LOOSE_FILE_TTL_MS <= now)) continue;
    all.delete(id);
    dropped += 1;
  }
  return dropped;
}

/** The uploads of a user that nothing holds yet: count and bytes. */
function looseOf(userNo: string, held: Map<string, FileHolder[]>): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  for (const f of files().values()) {
    if (f.uploaderNo !== userNo || held.has(f.id)) continue;
    count += 1;
    bytes += f.size;
  }
  return { count, bytes };
}

function storeFile(body: unknown, user: MockUser, now: number): AttachmentRef {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid(serverText('server.body.notObject'));
  const b = body as Record<string, unknown>;
  const extra = Object.keys(b).filter((k) => !['name', 'type', 'content'].includes(k));
  if (extra.length) throw invalid(serverText('server.body.extraFields', { fields: extra.join('、').slice(0, 60) }));
  if (typeof b.name !== 'string' || !fileNameOk(b.name.trim())) throw invalid(serverText('server.file.name'));
  const type = b.type === undefined || b.type === '' ? 'application/octet-stream' : typeof b.type === 'string' ? b.type.trim().toLowerCase() : null;
  if (type === null || !MIME.test(type)) throw invalid(serverText('server.file.type'));
  if (typeof b.content !== 'string' || !BASE64.test(b.content)) throw invalid(serverText('server.file.content'));
  const size = Math.floor((b.content.length * 3) / 4) - (b.content.endsWith('==') ? 2 : b.content.endsWith('=') ? 1 : 0);
  if (size <= 0) throw invalid(serverText('server.file.empty'));
  if (size > MAX_FILE_BYTES) throw invalid(serverText('server.file.tooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 }));
  const held = fileHolders(); // one pass over every place, for the sweep and the quota
  sweepLooseFiles(now, held);
  const loose = looseOf(user.userNo, held);
  if (loose.count >= LOOSE_FILES_MAX || loose.bytes + size > LOOSE_BYTES_MAX) {
    throw new BizFailure(
      'TOO_MANY',
      serverText('server.file.quota', { count: LOOSE_FILES_MAX, mb: LOOSE_BYTES_MAX / 1024 / 1024, hours: LOOSE_FILE_TTL_MS / 3600_000 }),
    );
  }
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

/** Whether the user may read the file: see the module's rules. */
function mayRead(file: StoredFile, user: MockUser, holders: readonly FileHolder[] | undefined): boolean {
  if (!holders || holders.length === 0) return file.uploaderNo === user.userNo;
  return maySee(user, levelOfHolders(holders)) && holders.some((h) => mayOpen(h.def, h.id, user));
}

/** The file (for download) if the user may have it. */
export function fileFor(id: string, user: MockUser): StoredFile | undefined {
  const f = files().get(id);
  return f && mayRead(f, user, fileHolders().get(id)) ? f : undefined;
}

/**
 * The reference of a file the user may read, to attach it to a record of `targetLevel`; undefined
 * (not found) when the user may not read it; refused when the file's level is above the target's.
 */
export function attachableRef(id: string, user: MockUser, targetLevel: InfoLevel): AttachmentRef | undefined {
  const f = files().get(id);
  const holders = fileHolders().get(id);
  if (!f || !mayRead(f, user, holders)) return undefined;
  const level = levelOfHolders(holders);
  if (infoRank(level) > infoRank(targetLevel)) {
    const params = { name: f.name, level: infoLevelName(level), target: infoLevelName(targetLevel) };
    const text = serverText('server.file.levelAbove', params);
    throw invalid(text, { field: 'fileId', messageKey: 'server.file.levelAbove', params });
  }
  return refOf(f);
}

/** Answer a download: the type only when safe to show in place, never sniffed. */
export function sendFile(res: Response, id: string, user: MockUser) {
  const file = fileFor(id, user);
  if (!file) throw notFound(serverText('server.file.what'));
  const inline = INLINE_TYPES.includes(String(file.type));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', inline ? String(file.type) : 'application/octet-stream');
  res.setHeader('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).send(Buffer.from(file.content, 'base64'));
}

// Unattached uploads expire even when nobody uploads: a sweep a minute (one timer per load of this
// module — umi reloads mock files on change — which never keeps the process alive).
const timerSlot = globalThis as { __portalLooseFileSweep?: ReturnType<typeof setInterval> };
if (timerSlot.__portalLooseFileSweep) clearInterval(timerSlot.__portalLooseFileSweep);
timerSlot.__portalLooseFileSweep = setInterval(() => {
  try {
    sweepLooseFiles();
  } catch {
    /* the next minute tries again */
  }
}, 60_000);
timerSlot.__portalLooseFileSweep.unref?.();
