/**
 * Reply threads of records (src/domain/engine/thread.ts): messages kept per record beside the
 * resource store, never touching the record itself (no status change, no version bump). Reading a
 * thread needs what reading its record needs (page permission, data scope, secrecy: a hidden record is
 * NOT_FOUND); posting needs the thread's code and a status in which the thread is open. Every post —
 * accepted or refused — is written to the operation log. Files of messages are downloadable only by
 * users who may see a record whose thread holds them.
 */
import type { Request } from 'express';
import {
  checkMessage,
  fileProblem,
  renderIssue,
  threadProblem,
  THREAD_MAX,
  type AttachmentRef,
  type ResourceDef,
  type ResourceRecord,
  type ThreadMessage,
} from '../../../src/domain/engine';
import { resourceOf } from '../../../src/domain/desks';
import { collection } from '../store/db';
import { table, threadSeedsOf } from '../store/tables';
import { emit } from '../store/hooks';
import { addFileHolders, recordLevel, type FileHolder } from '../files/files';
import { emitReply } from '../store/hooks';
import { BizFailure, forbidden, invalid, notFound } from '../server/http';
import { hasCode, type MockUser } from '../server/identity';
import { writeOpLog } from './oplog';
import { subjectsOf } from '../store/recordRules';
import { get, invalidIssues, t, type Actor } from '../store/store';

/** messages per `<resource>:<id>`; seeded records start with their seeded threads (tables.ts) */
const threads = () =>
  collection<Map<string, ThreadMessage[]>>('threads', () => {
    const seeded = new Map<string, ThreadMessage[]>();
    for (const [key, seed] of threadSeedsOf()) {
      const def = resourceOf(key);
      if (!def) continue;
      const rows = table(def).rows; // seeds the table first: its generator writes the threads
      for (const [id, list] of seed()) if (rows.has(id)) seeded.set(`${key}:${id}`, list);
    }
    return seeded;
  });
/** Makes the seeded threads now, with their records (a saved seed keeps both, so they agree). */
export const seedThreads = (): void => void threads();
const threadKey = (def: ResourceDef, id: string) => `${def.key}:${id}`;

/** The stored thread of a record, oldest first — for a caller that has checked the record is the user's to read. */
export const storedThread = (key: string, id: string): readonly ThreadMessage[] => threads().get(`${key}:${id}`) ?? [];

/** The thread of a record the user may read, oldest first. */
export function messages(def: ResourceDef, id: unknown, user: Actor, now = Date.now()): ThreadMessage[] {
  if (!def.thread) throw notFound(t('resource.thread.title'));
  const record = get(def, id, user, now);
  return [...(threads().get(threadKey(def, record.id)) ?? [])];
}

/** Post a message in a record's thread; answers the stored message. */
export function post(
  def: ResourceDef,
  id: unknown,
  body: unknown,
  user: Actor,
  file: (fileId: string, holder: ResourceRecord) => AttachmentRef | undefined,
  req?: Request,
  now = Date.now(),
): ThreadMessage {
  let target = String(id).slice(0, 64);
  let subjects: string[] | undefined;
  const action = t('resource.thread.op');
  try {
    if (!def.thread) throw notFound(t('resource.thread.title'));
    const record = get(def, id, user, now);
    target = String(record.code ?? record.id);
    subjects = subjectsOf(def, record);
    if (!(user.roles && hasCode(user as MockUser, def.codes.reply))) throw forbidden(def.codes.reply);
    const closed = threadProblem(def, record);
    if (closed) throw new BizFailure('THREAD_CLOSED', renderIssue(closed, t), undefined, 200, { status: record.status });
    const { issues, clean } = checkMessage(body);
    if (!clean) throw invalidIssues(issues);
    const attachments: AttachmentRef[] = [];
    for (const fileId of clean.fileIds) {
      const ref = file(fileId, record);
      if (!ref) throw notFound(`${t('resource.thread.files')} ${fileId}`);
      // one attachment policy: a thread's files obey the record's own types and size
      const problem = fileProblem(def.attachments, ref);
      if (problem) throw invalidIssues([problem]);
      attachments.push(ref);
    }
    const key = threadKey(def, record.id);
    const list = threads().get(key) ?? [];
    if (list.length >= THREAD_MAX) throw invalid(t('resource.thread.full', { max: THREAD_MAX }));
    const message: ThreadMessage = {
      id: `${record.id}-m${list.length + 1}`,
      at: new Date(now).toISOString(),
      authorNo: user.userNo,
      authorName: user.userName,
      text: clean.text,
      attachments,
    };
    threads().set(key, [...list, message]);
    emitReply({ def, record, message, user });
    writeOpLog(req, user, { module: t(def.module), action, target, subjects });
    emit({ def, type: 'reply', before: record, after: record, user });
    return message;
  } catch (e) {
    const detail = e instanceof BizFailure ? e.message : String((e as Error)?.message ?? e);
    writeOpLog(req, user, { module: t(def.module), action, target, result: 'FAILURE', detail: detail.slice(0, 500), subjects });
    throw e;
  }
}

/** The records whose threads hold a file are among its holders (mock/lib/files/files.ts: its level, its readers); registered by mock/lib/rules.ts. */
export function threadRules(): Array<() => void> {
  return [
    addFileHolders(function* threadHolders() {
      for (const [key, list] of threads()) {
        const at = key.indexOf(':');
        const def = resourceOf(key.slice(0, at));
        const row = def ? table(def).rows.get(key.slice(at + 1)) : undefined;
        if (!def || !row) continue;
        const holder = { def, id: row.id, level: recordLevel(def, row) };
        for (const m of list) for (const a of m.attachments) yield [a.id, holder] as [string, FileHolder];
      }
    }),
  ];
}
