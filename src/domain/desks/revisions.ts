/** The revisions of a technical material (技术资料, ./knowledge.ts): their fields, files and order. */
import { attachmentPolicy, lineFields, type AttachmentRef, type FieldDef, type LineRow, type Values } from '../engine';

/** The fields of one revision of a technical material: its label, effective date, file, and who added it when. */
export const REVISION_FIELDS = lineFields([
  { key: 'revision', type: 'text', required: true },
  { key: 'effectiveDate', type: 'date', required: true },
  { key: 'fileId', type: 'text', required: true },
  { key: 'fileName', type: 'text', required: true },
  { key: 'fileSize', type: 'integer', required: true },
  { key: 'fileType', type: 'text', required: true },
  { key: 'at', type: 'dateTime', required: true },
  { key: 'operatorNo', type: 'text', required: true },
  { key: 'operatorName', type: 'text', required: true },
  { key: 'note', type: 'text' },
]);
/** One revision of a technical material, as REVISION_FIELDS declare it. */
export type Revision = LineRow<typeof REVISION_FIELDS>;

/** The file of a revision, as the file API names it. */
export const revisionFile = (v: Revision): AttachmentRef => ({ id: v.fileId, name: v.fileName, size: v.fileSize, type: v.fileType });

/** The stored revisions, oldest first (written by the server only: the revisions call, the seed). */
export const revisionsField: FieldDef = { key: 'revisions', type: 'lineItems', readOnly: true, detail: false, lines: { fields: [...REVISION_FIELDS] } };

/** The files a revision may carry: documents, at most 3 MB. */
export const REVISION_FILE_POLICY = attachmentPolicy({
  docTypes: 'documentType',
  maxCount: 100,
  accept: [
    { mime: 'application/pdf', extensions: ['pdf'] },
    { mime: 'text/plain', extensions: ['txt'] },
    { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  ],
});

/** Revisions of a stored material, oldest first. */
export const revisionsOf = (r: Values): Revision[] => (Array.isArray(r.revisions) ? (r.revisions as Revision[]) : []);
