/** The stored record every resource shares, its attachments and history, and the list query (see types.ts). */
import type { Values } from './fieldTypes';

/** A file attached to a record (the file API holds the bytes). */
export interface AttachmentRef {
  id: string;
  name: string;
  size: number;
  type?: string;
  uploadedAt?: string;
  uploadedBy?: string;
  /** the document type (a value of the resource's document-type dictionary) */
  docType?: string;
}

/** One entry of a record's history timeline. */
export interface HistoryEntry {
  at: string;
  operatorNo: string;
  operatorName: string;
  /** 'create' | 'edit' | an action key | 'attach' | 'detach' | anything a hook writes (approve step…) */
  action: string;
  from?: string;
  to?: string;
  comment?: string;
  /** changed fields of an edit */
  changes?: string[];
  /** the one the operator acted for, as their stand-in (a delegated approval: "李敏 代 王建国") */
  onBehalfOfName?: string;
}

/** The stored shape every record shares. */
export interface ResourceRecord extends Values {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  code?: string;
  status?: string;
  history?: HistoryEntry[];
  attachments?: AttachmentRef[];
}

/** The list query of the typed service and the mock (GET …/<resource>). */
export interface ListQuery {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  keyword?: string;
  /** field filters: text → contains; select → one of (comma-separated); ranges as `<field>From` / `<field>To` */
  [filter: string]: unknown;
}
