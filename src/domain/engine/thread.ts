/**
 * The reply thread of a record (`thread` in the definition): messages with author, time, text and
 * attachments, newest last, added without a status change — a customer's call during SOURCING or
 * ON_LEASE is logged here instead of by moving the record. Plain rules, shared by the reply box and
 * the mock (`GET|POST <base>/:id/messages`).
 *
 * Posting needs the thread's code (`<resource>:reply` unless the definition says otherwise) and a
 * status in which the thread is open (default: every status that is not final). Reading the thread
 * needs what reading the record needs.
 */
import { textProblem, textProblemKey } from '../text';
import type { AttachmentRef, Issue, ResourceDef, Values } from './types';

/** Longest message (characters). */
export const MESSAGE_MAX = 2000;
/** Most files on one message. */
export const MESSAGE_FILES_MAX = 10;
/** Most messages on one record. */
export const THREAD_MAX = 500;
/** The label of a message's text in issues. */
export const MESSAGE_LABEL = 'resource.thread.text';

/** One message of a thread, as stored and answered. */
export interface ThreadMessage {
  id: string;
  /** ISO 8601 */
  at: string;
  authorNo: string;
  authorName: string;
  text: string;
  attachments: AttachmentRef[];
}

/** What a client posts: the text (multi-line) and the ids of files uploaded to the file API. */
export interface MessageInput {
  text: string;
  fileIds: string[];
}

/** Why posting in the record's thread is not possible now (no thread, or closed in its status), or null. */
export function threadProblem(def: ResourceDef, record: Values): Issue | null {
  if (!def.thread) return { message: 'resource.thread.none' };
  if (def.lifecycle && !def.thread.openIn.includes(String(record.status))) {
    return { message: 'resource.thread.closed', params: { status: `${def.key}.status.${record.status}` } };
  }
  return null;
}

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Check a posted message: a plain object of `text` (the one plain-text rule, multi-line, at most
 * MESSAGE_MAX) and optional `fileIds`; text or a file must be given. Returns the issues, or the
 * cleaned input (text trimmed at its ends).
 */
export function checkMessage(body: unknown): { issues: Issue[]; clean?: MessageInput } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { issues: [{ message: 'resource.validation.body' }] };
  const b = body as Values;
  const issues: Issue[] = [];
  const label = { label: MESSAGE_LABEL };
  for (const key of Object.keys(b)) {
    if (key !== 'text' && key !== 'fileIds') issues.push({ message: 'resource.validation.unknownField', params: { field: key.slice(0, 60) } });
  }
  const raw = b.text ?? '';
  const fileIds = b.fileIds ?? [];
  if (!Array.isArray(fileIds) || fileIds.some((f) => typeof f !== 'string' || !FILE_ID.test(f))) {
    issues.push({ field: 'fileIds', message: 'resource.validation.type', params: { label: 'resource.thread.files' } });
  } else if (fileIds.length > MESSAGE_FILES_MAX) {
    issues.push({ field: 'fileIds', message: 'resource.validation.tooMany', params: { label: 'resource.thread.files', max: MESSAGE_FILES_MAX } });
  } else if (new Set(fileIds).size !== fileIds.length) {
    issues.push({ field: 'fileIds', message: 'resource.thread.duplicateFile' });
  }
  if (typeof raw !== 'string') {
    issues.push({ field: 'text', message: 'resource.validation.type', params: label });
    return { issues };
  }
  const text = raw.trim();
  const problem = textProblem(text, { multiline: true });
  if (problem) issues.push({ field: 'text', message: textProblemKey(problem), params: label });
  else if (text.length > MESSAGE_MAX) issues.push({ field: 'text', message: 'resource.validation.maxLength', params: { ...label, max: MESSAGE_MAX } });
  else if (!text && Array.isArray(fileIds) && fileIds.length === 0) issues.push({ field: 'text', message: 'resource.validation.required', params: label });
  return issues.length ? { issues } : { issues, clean: { text, fileIds: fileIds as string[] } };
}
