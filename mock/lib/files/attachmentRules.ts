/**
 * The record-attach path with the resource's attachment policy (ResourceDef.attachments): the body
 * names the uploaded file and its document type (`{fileId, docType}`); the type must be an item of
 * the policy's dictionary, and the file must fit the declared limits (type, size, count per record) —
 * `attachmentLimitProblem`, the rule the page checks before uploading. The store does the rest
 * (permission, visibility, the in-approval lock, history, operation log) and refuses anything else.
 */
import type { Request } from 'express';
import { attachmentLimitProblem, type AttachmentRef, type ResourceDef, type ResourceRecord, type Values } from '../../../src/domain/engine';
import { attachableRef, recordLevel } from './files';
import type { MockUser } from '../server/identity';
import { dictionaryCheck } from '../store/options';
import * as store from '../store/store';

const isPlainObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

export function attachDocument(def: ResourceDef, id: unknown, body: unknown, user: MockUser, req?: Request): AttachmentRef[] {
  // only a file the user may read, of a level not above the record's
  const fileRef = (fileId: string, holder: ResourceRecord) => attachableRef(fileId, user, recordLevel(def, holder));
  if (!isPlainObject(body)) return store.attach(def, id, body, user, fileRef, req);
  const { docType, ...rest } = body;
  // called by the store once the record is found, visible to the user and open for attachments
  const resolve = (fileId: string, holder: ResourceRecord): AttachmentRef | undefined => {
    const ref = fileRef(fileId, holder);
    if (!ref) return undefined;
    const existing = store.findRecord(def.key, String(id))?.attachments ?? [];
    const problem = attachmentLimitProblem(def.attachments, existing, ref, docType);
    if (problem) throw store.invalidIssues([problem]);
    if (typeof docType !== 'string' || dictionaryCheck(def.attachments.docTypes, docType) !== 'ok') {
      throw store.invalidIssues([{ field: 'docType', message: 'resource.validation.option', params: { label: 'resource.attachment.docType' } }]);
    }
    return { ...ref, docType };
  };
  return store.attach(def, id, rest, user, resolve, req);
}
