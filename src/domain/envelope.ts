/**
 * The one call envelope of every service (domain.md §7), shared by the request policy and the mock.
 */
export enum ShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 3,
  REDIRECT = 9,
}

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  errorCode?: string;
  errorMessage?: string;
  showType?: ShowType;
}

export interface PageEnvelope<T = unknown> extends Envelope<T[]> {
  total: number;
  current: number;
  pageSize: number;
}

/** Query of a paged list: `current`, `pageSize`, `sorter` (JSON {field: 'ascend'|'descend'}), filters. */
export interface PageQuery {
  current?: number;
  pageSize?: number;
  [key: string]: unknown;
}
