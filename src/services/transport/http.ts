/**
 * Typed calls for services. Every call goes through umi's `request` and so through the request policy
 * (./policy): headers, time-out, envelope check, error toasts.
 *
 *   const order = await http.get<AogOrder>(`${API.management}/aogOrders/${id}`);
 *   await http.post(`${API.management}/aogOrders`, values);
 *   <ProTable request={http.table<AogOrder>(`${API.management}/aogOrders`)} ... />
 *
 * Every failed call is also kept in a small ring for the diagnostics page (./failures).
 * `get`/`post`/`put`/`patch`/`del` resolve with the envelope's `data`; `page` and `table` resolve with
 * the whole paged envelope (what ProTable reads). This is the one style of every service module
 * (src/services/*: an object or functions of `http` calls on a base of `API`). A failed call rejects after the policy has shown the
 * error — catch it (or use the hooks of ./hooks, or `http.table`, which do). To handle an error yourself
 * instead of the policy, pass `{ skipErrorHandler: true }`.
 */
import { DEFAULT_PAGE_SIZE } from '@/constants';
import type { Envelope, PageEnvelope, PageQuery } from '@/domain/envelope';
import { BizError } from '@/domain/errors';
import { request } from '@umijs/max';
import { recordFailure } from './failures';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** query string parameters */
  params?: Record<string, unknown>;
  /** request body */
  data?: unknown;
  headers?: Record<string, string>;
  /** the policy shows nothing; the caller handles the rejection */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  responseType?: 'json' | 'blob' | 'arraybuffer' | 'text';
}

/**
 * The whole envelope of a call. A `success: false` answer rejects with THE BizError — the request
 * policy raises it first in the portal; this holds where no policy is installed (tests, scripts).
 */
export async function callEnvelope<E = Envelope>(method: Method, url: string, options: CallOptions = {}): Promise<E> {
  try {
    const body = await request<E>(url, { method, ...options });
    if ((body as Envelope | undefined)?.success === false) throw new BizError(body as Envelope);
    return body;
  } catch (error) {
    // kept for the administrator's diagnostics (./failures), then handed on unchanged
    recordFailure(method, url, error);
    throw error;
  }
}

/** A call resolving with the envelope's `data`. */
export async function call<T = unknown>(method: Method, url: string, options: CallOptions = {}): Promise<T> {
  const envelope = await callEnvelope<Envelope<T>>(method, url, options);
  return envelope?.data as T;
}

/** The query of a paged list with the defaults filled in (page 1, DEFAULT_PAGE_SIZE rows). */
export function pageQuery(query: PageQuery = {}): PageQuery {
  return { ...query, current: query.current ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}

type TableSort = Record<string, 'ascend' | 'descend' | null>;

export const http = {
  get: <T = unknown>(url: string, params?: Record<string, unknown>, options?: CallOptions) => call<T>('GET', url, { ...options, params }),
  post: <T = unknown>(url: string, data?: unknown, options?: CallOptions) => call<T>('POST', url, { ...options, data }),
  put: <T = unknown>(url: string, data?: unknown, options?: CallOptions) => call<T>('PUT', url, { ...options, data }),
  patch: <T = unknown>(url: string, data?: unknown, options?: CallOptions) => call<T>('PATCH', url, { ...options, data }),
  del: <T = unknown>(url: string, params?: Record<string, unknown>, options?: CallOptions) => call<T>('DELETE', url, { ...options, params }),
  /** a paged list: `{ success, data: rows, total, current, pageSize }` */
  page: <T = unknown>(url: string, query?: PageQuery, options?: CallOptions) =>
    callEnvelope<PageEnvelope<T>>('GET', url, { ...options, params: pageQuery(query) }),
  /**
   * A ProTable `request`: sends `current`, `pageSize`, the filters and `sorter` (JSON); resolves
   * `{ success: false, data: [], total: 0 }` after a failure the policy has already shown.
   */
  table:
    <T = unknown>(url: string, extra?: Record<string, unknown>) =>
    async (params: PageQuery & { keyword?: string } = {}, sort?: TableSort): Promise<PageEnvelope<T>> => {
      const sorter = sort && Object.values(sort).some(Boolean) ? JSON.stringify(sort) : undefined;
      try {
        return await http.page<T>(url, { ...extra, ...params, ...(sorter ? { sorter } : {}) });
      } catch {
        return { success: false, data: [], total: 0, current: params.current ?? 1, pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE };
      }
    },
};
