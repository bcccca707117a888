/** The file API: upload an attachment (base64 JSON) and download one (as a Blob). */
import { request } from '@umijs/max';
import { API } from '@/core/config/endpoints';
import type { Envelope } from '@/domain/envelope';
import type { AttachmentRef } from '@/domain/resource';
import { BizError } from './resource';

export const MAX_UPLOAD_MB = 3;

const toBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export async function uploadFile(file: File): Promise<AttachmentRef> {
  const content = await toBase64(file);
  const body = await request<Envelope<AttachmentRef>>(`${API.file}/files`, { method: 'POST', data: { name: file.name, type: file.type || undefined, content } });
  if (!body?.success) throw new BizError({ errorCode: body?.errorCode, errorMessage: body?.errorMessage, showType: body?.showType, data: body?.data });
  return body.data as AttachmentRef;
}

/** The bytes of a file (a preview shows them from an object URL). */
export const fileBlob = (ref: Pick<AttachmentRef, 'id'>) => request<Blob>(`${API.file}/files/${encodeURIComponent(ref.id)}`, { method: 'GET', responseType: 'blob' });

export async function downloadFile(ref: AttachmentRef): Promise<void> {
  const blob = await fileBlob(ref);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = ref.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
