/**
 * Typed calls of a resource (config/openapi.json, "resource" tag): one service per definition, made
 * with `http` (src/services/transport/http.ts) like every service module — so through the request policy
 * (headers, timeout, error toasts), and a `success: false` answer rejects with THE BizError.
 */
import { EXPORT_REASON_PARAM } from '@/domain/personal';
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { PageEnvelope } from '@/domain/envelope';
import type { AttachmentRef, ListQuery, ResourceDef, ResourceRecord, Values } from '@/domain/engine';

/** The business error of a refused call, for the engine's forms (THE class: src/domain/errors.ts). */
export { bizInfo } from '@/domain/errors';

/** Drop empty values so the query only says what the user asked for. */
export function cleanQuery(query: Values): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}

export interface BulkResult {
  count: number;
  codes: string[];
}

export function resourceService(def: Pick<ResourceDef, 'key' | 'base'>) {
  const base = `${API[def.base]}/${def.key}`;
  const id = (v: string) => encodeURIComponent(v);
  return {
    base,
    /** One page of the list: `{ data, total, current, pageSize }`. */
    list: (query: ListQuery): Promise<PageEnvelope<ResourceRecord>> => http.page<ResourceRecord>(base, cleanQuery(query)),
    /** Every row matching the filters (no paging) for export; `reason` for a resource holding personal data (logged). */
    exportAll: (query: ListQuery, reason?: string) =>
      http.get<ResourceRecord[]>(`${base}/export`, cleanQuery(reason ? { ...query, [EXPORT_REASON_PARAM]: reason } : query)),
    /** The full personal values of a record (ID and phone numbers; logged): `{ id, values }`. */
    revealPersonal: (recordId: string) => http.get<{ id: string; values: Values }>(`${base}/${id(recordId)}/personal`),
    get: (recordId: string) => http.get<ResourceRecord>(`${base}/${id(recordId)}`),
    create: (values: Values) => http.post<ResourceRecord>(base, values),
    /** Edit: the changed form fields and the `version` the form was loaded with. */
    update: (recordId: string, values: Values & { version: number }) => http.put<ResourceRecord>(`${base}/${id(recordId)}`, values),
    remove: async (recordId: string, version: number): Promise<void> => {
      await http.del(`${base}/${id(recordId)}`, { version });
    },
    /** A lifecycle action: its input, the comment and the `version`. */
    act: (recordId: string, action: string, body: Values & { version: number }) =>
      http.post<ResourceRecord>(`${base}/${id(recordId)}/actions/${encodeURIComponent(action)}`, body),
    bulk: (action: string, ids: string[], comment?: string) =>
      http.post<BulkResult>(`${base}/bulk-actions/${encodeURIComponent(action)}`, comment ? { ids, comment } : { ids }),
    /** attach an uploaded file as a document of `docType` (the resource's document-type dictionary) */
    attach: (recordId: string, fileId: string, docType: string) => http.post<AttachmentRef[]>(`${base}/${id(recordId)}/attachments`, { fileId, docType }),
    detach: (recordId: string, fileId: string) => http.del<AttachmentRef[]>(`${base}/${id(recordId)}/attachments/${id(fileId)}`),
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
