/**
 * Typed calls of a resource (config/openapi.json, "resource" tag): one service per definition.
 * Every call goes through umi's `request` and so through the portal's request policy (headers,
 * timeout, error toasts). A `success: false` answer is raised as a BizError (`info` carries errorCode,
 * errorMessage, showType and data) even where no policy is installed, so callers can rely on it.
 */
import { request } from '@umijs/max';
import { API } from '@/core/config/endpoints';
import type { Envelope, PageEnvelope } from '@/domain/envelope';
import type { AttachmentRef, ListQuery, ResourceDef, ResourceRecord, Values } from '@/domain/resource';

export interface BizErrorInfo {
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
  data?: any;
}

/** The business error of a refused call (the request policy's shape: errorCode, errorMessage, showType, data). */
export class BizError extends Error {
  name = 'BizError';
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
  data?: any;
  constructor(info: BizErrorInfo) {
    super(info.errorMessage ?? info.errorCode ?? 'BizError');
    Object.assign(this, info);
  }
}

/**
 * The business details of an error thrown by a call, if it was a business refusal — whether the
 * request policy raised it (fields on the error, or under `info` as Ant Design Pro does) or we did.
 */
export function bizInfo(e: unknown): BizErrorInfo | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const err = e as BizErrorInfo & { name?: string; info?: BizErrorInfo };
  if (err.info && typeof err.info === 'object') return err.info;
  if (err.name === 'BizError' || err.errorCode !== undefined) return { errorCode: err.errorCode, errorMessage: err.errorMessage, showType: err.showType, data: err.data };
  return undefined;
}

export function unwrap<T>(body: Envelope<T>): T {
  if (!body || body.success !== true) throw new BizError({ errorCode: body?.errorCode, errorMessage: body?.errorMessage, showType: body?.showType, data: body?.data });
  return body.data as T;
}

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
    async list(query: ListQuery): Promise<PageEnvelope<ResourceRecord>> {
      const body = await request<PageEnvelope<ResourceRecord>>(base, { method: 'GET', params: cleanQuery(query) });
      unwrap(body);
      return body;
    },
    /** Every row matching the filters (no paging) for export. */
    async exportAll(query: ListQuery): Promise<ResourceRecord[]> {
      const body = await request<PageEnvelope<ResourceRecord>>(`${base}/export`, { method: 'GET', params: cleanQuery(query) });
      return unwrap(body);
    },
    async get(recordId: string): Promise<ResourceRecord> {
      return unwrap(await request<Envelope<ResourceRecord>>(`${base}/${id(recordId)}`, { method: 'GET' }));
    },
    async create(values: Values): Promise<ResourceRecord> {
      return unwrap(await request<Envelope<ResourceRecord>>(base, { method: 'POST', data: values }));
    },
    /** Edit: the changed form fields and the `version` the form was loaded with. */
    async update(recordId: string, values: Values & { version: number }): Promise<ResourceRecord> {
      return unwrap(await request<Envelope<ResourceRecord>>(`${base}/${id(recordId)}`, { method: 'PUT', data: values }));
    },
    async remove(recordId: string, version: number): Promise<void> {
      unwrap(await request<Envelope<unknown>>(`${base}/${id(recordId)}`, { method: 'DELETE', params: { version } }));
    },
    /** A lifecycle action: its input, the comment and the `version`. */
    async act(recordId: string, action: string, body: Values & { version: number }): Promise<ResourceRecord> {
      return unwrap(await request<Envelope<ResourceRecord>>(`${base}/${id(recordId)}/actions/${encodeURIComponent(action)}`, { method: 'POST', data: body }));
    },
    async bulk(action: string, ids: string[], comment?: string): Promise<BulkResult> {
      const data = comment ? { ids, comment } : { ids };
      return unwrap(await request<Envelope<BulkResult>>(`${base}/bulk-actions/${encodeURIComponent(action)}`, { method: 'POST', data }));
    },
    /** attach an uploaded file as a document of `docType` (the resource's document-type dictionary) */
    async attach(recordId: string, fileId: string, docType: string): Promise<AttachmentRef[]> {
      return unwrap(await request<Envelope<AttachmentRef[]>>(`${base}/${id(recordId)}/attachments`, { method: 'POST', data: { fileId, docType } }));
    },
    async detach(recordId: string, fileId: string): Promise<AttachmentRef[]> {
      return unwrap(await request<Envelope<AttachmentRef[]>>(`${base}/${id(recordId)}/attachments/${id(fileId)}`, { method: 'DELETE' }));
    },
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
