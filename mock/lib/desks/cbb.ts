/**
 * The CBB board's server rules beyond the generic store (src/domain/desks/cbb.ts): drafts are
 * their author's alone, the body's plain text is kept for the search, likes toggle once per user,
 * views and comments are counted. Counters change the stored row without a new `version` (a like must
 * not make the author's open edit stale) and are written to the operation log like every change.
 */
import type { Request } from 'express';
import { htmlToText } from '../../../src/domain/html';
import type { ResourceRecord } from '../../../src/domain/engine';
import { CBB_LIKE_CODE, cbbPost, draftVisible, toggleLike } from '../../../src/domain/desks/cbb';
import { collection } from '../store/db';
import { BizFailure, invalid } from '../server/http';
import { writeOpLog } from '../platform/oplog';
import { get } from '../store/query';
import { isPlainObject, requireCode, subjectsOf } from '../store/recordRules';
import { addRowFilter, onChange, onReply } from '../store/hooks';
import { table, type Actor } from '../store/tables';
import { serverText as t } from '../../../src/domain/serverMessages';

const stored = (id: string) => table(cbbPost).rows.get(id) as ResourceRecord;

/** The row filter of drafts and the counters (registered by mock/lib/rules.ts; each returned function removes one). */
export function cbbRules(): Array<() => void> {
  return [
    addRowFilter(cbbPost.key, (row, user) => draftVisible(row, user.userNo)),
    onChange(cbbPost.key, (e) => {
      const row = e.after && stored(e.after.id);
      if (!row) return;
      if (e.type === 'create' || e.type === 'update') row.bodyText = htmlToText(String(row.body ?? ''));
    }),
    onReply(cbbPost.key, (e) => {
      const row = stored(e.record.id);
      if (row) row.comments = Number(row.comments ?? 0) + 1;
    }),
  ];
}

/** The body of a counter call: nothing, or an empty object. */
function noInput(body: unknown) {
  if (body !== undefined && !(isPlainObject(body) && Object.keys(body).length === 0)) throw invalid(t('cbbList.error.noInput'));
}

/** A published post the user may read (NOT_FOUND otherwise, as for any hidden record). */
function readable(id: unknown, user: Actor): ResourceRecord {
  const post = get(cbbPost, id, user);
  if (post.status !== 'PUBLISHED') throw new BizFailure('ACTION_NOT_ALLOWED', t('cbbList.error.notPublished'), undefined, 200, { status: post.status });
  return stored(post.id);
}

function counted<T>(user: Actor, req: Request | undefined, action: string, id: unknown, fn: () => { target: string; result: T }): T {
  try {
    const { target, result } = fn();
    const post = typeof id === 'string' ? stored(id) : undefined;
    writeOpLog(req, user, { module: t(cbbPost.module), action: t(action), target, subjects: subjectsOf(cbbPost, post) });
    return result;
  } catch (e) {
    const detail = e instanceof BizFailure ? e.message : String((e as Error)?.message ?? e);
    const post = typeof id === 'string' ? stored(id) : undefined;
    writeOpLog(req, user, {
      module: t(cbbPost.module),
      action: t(action),
      target: String(id).slice(0, 64),
      result: 'FAILURE',
      detail: detail.slice(0, 500),
      subjects: subjectsOf(cbbPost, post),
    });
    throw e;
  }
}

/** Like a post, or take the like back: each user counts once. */
export function like(id: unknown, body: unknown, user: Actor, req?: Request) {
  return counted(user, req, 'cbbList.op.like', id, () => {
    requireCode(user, CBB_LIKE_CODE);
    noInput(body);
    const row = readable(id, user);
    const next = toggleLike(row.likedBy, user.userNo);
    row.likedBy = next.likedBy;
    return { target: String(row.code), result: { liked: next.liked, likes: next.likedBy.length } };
  });
}

/** Who has read each post (by post id): a reader is counted once, however often they open it. */
const readers = () => collection<Map<string, Set<string>>>('cbbReaders', () => new Map());

/** A reader opened the post: one more view the first time this reader opens it (the author's own openings are not counted). */
export function view(id: unknown, body: unknown, user: Actor) {
  noInput(body);
  const row = readable(id, user);
  const seen = readers().get(row.id) ?? new Set<string>();
  if (row.applicantNo !== user.userNo && !seen.has(user.userNo)) {
    seen.add(user.userNo);
    readers().set(row.id, seen);
    row.views = Number(row.views ?? 0) + 1;
  }
  return { views: row.views };
}
