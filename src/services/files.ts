/** The file API: upload an attachment (base64 JSON) and download one (as a Blob). */
import { API } from '@/domain/endpoints';
import { callEnvelope, http } from '@/services/transport/http';
import type { AttachmentRef } from '@/domain/engine';

const toBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export async function uploadFile(file: File): Promise<AttachmentRef> {
  const content = await toBase64(file);
  return http.post<AttachmentRef>(`${API.file}/files`, { name: file.name, type: file.type || undefined, content });
}

/** The bytes of a file (a preview shows them from an object URL). */
export const fileBlob = (ref: Pick<AttachmentRef, 'id'>) =>
  callEnvelope<Blob>('GET', `${API.file}/files/${encodeURIComponent(ref.id)}`, { responseType: 'blob' });

export async function downloadFile(ref: AttachmentRef): Promise<void> {
  const blob = await fileBlob(ref);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = ref.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
