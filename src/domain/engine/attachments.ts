/**
 * The attachment rules of a resource (its `attachments` policy): document type, size, count and file
 * type. The detail drawer checks a chosen file with `attachmentLimitProblem` before uploading it; the
 * mock checks the same on attach and refuses with the same message.
 */
import type { AttachmentPolicy, AttachmentRef, Issue } from './types';

const MB = 1024 * 1024;

export const DEFAULT_ATTACHMENT_POLICY: AttachmentPolicy = {
  docTypes: 'documentType',
  maxBytes: 3 * MB,
  maxCount: 20,
  accept: [
    { mime: 'application/pdf', extensions: ['pdf'] },
    { mime: 'image/*', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] },
    { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
    { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
    { mime: 'text/plain', extensions: ['txt'] },
  ],
};

export const attachmentPolicy = (input?: Partial<AttachmentPolicy>): AttachmentPolicy => ({ ...DEFAULT_ATTACHMENT_POLICY, ...(input ?? {}) });

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Whether a file (name and MIME type) is of an accepted type: its extension decides, the MIME type must not contradict it. */
export function acceptedFile(policy: AttachmentPolicy, name: string, type?: string): boolean {
  const ext = extensionOf(name);
  const mime = (type ?? '').toLowerCase();
  return policy.accept.some((a) => {
    if (!a.extensions.includes(ext)) return false;
    if (!mime || mime === 'application/octet-stream') return true;
    return a.mime.endsWith('/*') ? mime.startsWith(a.mime.slice(0, -1)) : mime === a.mime;
  });
}

/** The `accept` attribute of a file input for the policy (".pdf,.jpg,…"). */
export const acceptAttribute = (policy: AttachmentPolicy) => policy.accept.flatMap((a) => a.extensions.map((e) => `.${e}`)).join(',');

/** Human list of the accepted extensions ("PDF、JPG、PNG…"). */
export const acceptedList = (policy: AttachmentPolicy) => policy.accept.flatMap((a) => a.extensions.map((e) => e.toUpperCase())).join('、');

export const isImage = (ref: Pick<AttachmentRef, 'name' | 'type'>) =>
  (ref.type ?? '').startsWith('image/') || ['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(extensionOf(ref.name));
export const isPdf = (ref: Pick<AttachmentRef, 'name' | 'type'>) => ref.type === 'application/pdf' || extensionOf(ref.name) === 'pdf';

/**
 * Why this file may not be attached to a record that already has `existing` attachments, or null.
 * `docType` must be given (its membership in the dictionary is the server's check).
 */
/**
 * Whether one file fits the policy's type and size — the rule of every place a file is put: a record's
 * attachments and a message of its reply thread alike.
 */
export function fileProblem(policy: AttachmentPolicy, file: { name: string; size: number; type?: string }): Issue | null {
  if (!acceptedFile(policy, file.name, file.type))
    return { field: 'fileId', message: 'resource.attachment.badType', params: { name: file.name.slice(0, 120), types: acceptedList(policy) } };
  if (file.size > policy.maxBytes)
    return {
      field: 'fileId',
      message: 'resource.attachment.tooLarge',
      params: { name: file.name.slice(0, 120), max: Math.round((policy.maxBytes / MB) * 10) / 10 },
    };
  return null;
}

export function attachmentLimitProblem(
  policy: AttachmentPolicy,
  existing: readonly AttachmentRef[],
  file: { name: string; size: number; type?: string },
  docType: unknown,
): Issue | null {
  if (existing.length >= policy.maxCount) return { message: 'resource.attachment.tooMany', params: { max: policy.maxCount } };
  const problem = fileProblem(policy, file);
  if (problem) return problem;
  if (typeof docType !== 'string' || docType === '') return { field: 'docType', message: 'resource.attachment.docTypeMissing' };
  return null;
}
