/**
 * 信息共享 (/cbbList) and 我的CBB (/cbbDetail): the CBB board's posts (domain.md §4). One resource,
 * two pages — the board reads the published posts as a feed, My CBB lists one's own (`?mine=applied`)
 * with the drafts. See docs/cbb-and-content.md.
 *
 * - The body is rich text (`type: 'richText'`): the server keeps the allow-listed HTML of
 *   src/domain/html.ts; pages render it through DOMPurify.
 * - A secrecy level (`type: 'secrecy'`): the server hides posts above the reader's level everywhere.
 * - A draft is its author's alone (the mock's row filter, mock/cbb.ts); only the author — or a holder
 *   of CBB_MODERATE_CODE (the administrator) — edits, publishes or deletes a post (ownership.ts).
 * - Likes: `likedBy` holds each liker's user number once (toggle: POST …/:id/like); `likes` is its
 *   length. Views: POST …/:id/view counts a reader's opening. Comments are the record's reply thread
 *   (plain text, src/domain/text.ts); `comments` counts them. Counters never bump `version`: a like
 *   does not make the author's open edit stale.
 */
import { API } from '../endpoints';
import { codesOf, defineResource, type Values } from '../engine';

/** The code that lets a non-author edit or delete any post (moderation; the administrator holds it via '*'). */
export const CBB_MODERATE_CODE = 'cbbList:moderate';
/** The code of liking a post. */
export const CBB_LIKE_CODE = 'cbbList:like';
/** The length of a post's excerpt in the feed. */
export const CBB_EXCERPT_LENGTH = 160;

export const cbbPost = defineResource({
  key: 'cbbList',
  applicant: { label: 'resource.applicant.author', mine: 'resource.mine.authored' },
  createLabel: 'cbbList.create',
  codePrefix: 'CBB',
  customer: false,
  fields: [
    { key: 'title', type: 'text', required: true, maxLength: 100, table: true, form: true, wide: true },
    { key: 'category', type: 'select', dict: 'cbbCategory', required: true, table: { width: 120 }, search: true, form: true },
    {
      key: 'secrecyLevel',
      type: 'secrecy',
      label: 'resource.field.secrecyLevel',
      required: true,
      initial: 'PUBLIC',
      table: { width: 90 },
      search: true,
      form: true,
    },
    { key: 'body', type: 'richText', required: true, form: true, detail: true, wide: true },
    /** the body's plain text, kept by the server for the keyword search and excerpts */
    { key: 'bodyText', type: 'textarea', maxLength: 20_000, readOnly: true },
    { key: 'publishedAt', type: 'dateTime', readOnly: true, table: { width: 160 }, detail: true },
    { key: 'views', type: 'integer', readOnly: true, table: { width: 80 }, detail: true },
    { key: 'likedBy', type: 'multiSelect', readOnly: true },
    { key: 'likes', type: 'integer', table: { width: 80 }, detail: true, derive: (r: Values) => (Array.isArray(r.likedBy) ? r.likedBy.length : 0) },
    { key: 'comments', type: 'integer', readOnly: true, table: { width: 80 }, detail: true },
  ],
  keywordFields: ['code', 'title', 'applicantName', 'bodyText'],
  defaultSort: { field: 'publishedAt', order: 'descend' },
  removable: true,
  thread: { openIn: ['PUBLISHED'] },
  lifecycle: {
    initial: 'DRAFT',
    editableIn: ['DRAFT', 'PUBLISHED'],
    statuses: [{ key: 'DRAFT' }, { key: 'PUBLISHED', tone: 'success' }],
    actions: [
      { key: 'publish', from: ['DRAFT'], to: 'PUBLISHED', stamp: ['publishedAt'], confirm: true },
      { key: 'unpublish', from: ['PUBLISHED'], to: 'DRAFT', confirm: true },
    ],
  },
});

/** The calls of a post beyond the engine's: POST toggles the reader's like / counts a view (body `{}`). */
export const CBB_PATHS = {
  like: (id: string) => `${API[cbbPost.base]}/${cbbPost.key}/${id}/like`,
  view: (id: string) => `${API[cbbPost.base]}/${cbbPost.key}/${id}/view`,
};

/** The CBB's codes beyond its definition's (the catalogue lists them). */
export const CBB_EXTRA_CODES = [CBB_LIKE_CODE, CBB_MODERATE_CODE];
/** What a member of the board is granted: read, write their own, like, comment — not moderate. */
export const CBB_MEMBER_GRANTS = [cbbPost.codes.read, ...codesOf(cbbPost), CBB_LIKE_CODE];

/** Whether `userNo` likes the post. */
export const likedBy = (post: Values, userNo: string | undefined) => Boolean(userNo) && Array.isArray(post.likedBy) && post.likedBy.includes(userNo);

/** The post's likers after `userNo` toggles their like: each user counts once. */
export function toggleLike(current: unknown, userNo: string): { likedBy: string[]; liked: boolean } {
  const list = Array.isArray(current) ? current.filter((v): v is string => typeof v === 'string') : [];
  const unique = [...new Set(list)];
  return unique.includes(userNo) ? { likedBy: unique.filter((u) => u !== userNo), liked: false } : { likedBy: [...unique, userNo], liked: true };
}

/** Whether a post is visible to `userNo` as far as drafts go: a draft is its author's alone. */
export const draftVisible = (post: Values, userNo: string) => post.status !== 'DRAFT' || post.applicantNo === userNo;
