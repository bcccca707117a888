/**
 * The bytes of the file API, kept in the mock's database: the store behind mock/lib/files/files.ts (which
 * holds the rules of upload and download). Seeders put their generated files here directly (a
 * technical material's PDF), so they import no store.
 */
import type { AttachmentRef } from '../../../src/domain/engine';
import { collection } from '../store/db';

export interface StoredFile extends AttachmentRef {
  content: string; // base64
  /** who uploaded it: the only reader while it is attached to nothing */
  uploaderNo: string;
}

export const fileStore = () => collection<Map<string, StoredFile>>('files', () => new Map());

/** Put a seeded file (its id chosen by the seeder, deterministic). */
export function putFile(file: StoredFile): AttachmentRef {
  fileStore().set(file.id, file);
  const { content: _c, uploaderNo: _u, ...ref } = file;
  return ref;
}
