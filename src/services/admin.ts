/**
 * The typed calls of the administration pages (see mock/admin.ts and mock/logs.ts for the server
 * side): organizations and data scopes on the human-resource API; what a role grants and the functions
 * on the permission service (the roles themselves are the engine's); the own password, the numeric settings and logs on the
 * management API. Every call goes through the request policy, which shows the errors.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { FunctionView } from '@/domain/admin/functions';
import type { OrgUnit } from '@/domain/admin/organization';
import type { PasswordChangeReason, PasswordPolicy } from '@/domain/admin/password';
import type { DataScope } from '@/domain/admin/scope';
import type { PageEnvelope } from '@/domain/envelope';

const HR = API.hr;
const PERM = API.permission;
const M = API.management;
const seg = encodeURIComponent;

/**
 * Every administration record answers its `version`; an edit sends the version it was loaded with and
 * is refused with STALE_VERSION (shown by the request policy) when someone changed the record since.
 */
export interface Versioned {
  version: number;
}

// ---------- organizations ----------

export interface OrgRow extends OrgUnit, Versioned {
  userCount: number;
}

export const orgApi = {
  list: () => http.get<OrgRow[]>(`${HR}/organizations`),
  add: (values: { parentId: string; name: string; type: string }) => http.post<OrgUnit>(`${HR}/organizations`, values),
  rename: (id: string, name: string, version: number) => http.put<OrgUnit>(`${HR}/organizations/${seg(id)}`, { name, version }),
  move: (id: string, targetId: string, index: number | undefined, version: number) =>
    http.post<OrgUnit>(`${HR}/organizations/${seg(id)}/move`, { targetId, index, version }),
  remove: (id: string) => http.del<boolean>(`${HR}/organizations/${seg(id)}`),
};

// ---------- data scopes ----------

export interface ScopeRow extends Omit<DataScope, 'userNo'>, Versioned {
  userNo: string;
  userName: string;
  orgId: string;
  orgName: string;
  enabled: boolean;
  isDefault: boolean;
}

export interface Customer {
  id: string;
  name: string;
  enabled: boolean;
}

export const scopeApi = {
  table: (extra?: Record<string, unknown>) => http.table<ScopeRow>(`${HR}/scopes`, extra),
  get: (userNo: string) => http.get<ScopeRow>(`${HR}/scopes/${seg(userNo)}`),
  save: (userNo: string, scope: Omit<DataScope, 'userNo'> & Versioned) => http.put<ScopeRow>(`${HR}/scopes/${seg(userNo)}`, scope),
  reset: (userNo: string, version: number) => http.del<ScopeRow>(`${HR}/scopes/${seg(userNo)}`, { version }),
  customers: () => http.get<Customer[]>(`${HR}/customers`),
};

// ---------- roles and functions ----------

/** What a role grants (用户角色's grant tree; the role itself is the engine's `systemUserRole`), keyed by its code. */
export interface RoleGrants extends Versioned {
  code: string;
  /** holds every function, future ones too */
  all: boolean;
  /** the granted page and element codes (empty for an all-functions role) */
  grants: string[];
}

export type { FunctionView as FunctionRow };

export const roleGrantsApi = {
  get: (code: string) => http.get<RoleGrants>(`${PERM}/roles/${seg(code)}/grants`),
  save: (code: string, grants: string[], version: number) => http.put<RoleGrants>(`${PERM}/roles/${seg(code)}/grants`, { grants, version }),
};

export const functionApi = {
  tree: () => http.get<FunctionView[]>(`${PERM}/functions`),
  update: (code: string, values: { enabled?: boolean; remark?: string }) =>
    http.put<{ code: string; enabled: boolean; remark: string }>(`${PERM}/functions/${seg(code)}`, values),
};

// ---------- passwords ----------

export interface PasswordStatus {
  userNo: string;
  template: PasswordPolicy;
  passwordChangedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
  mustChange: boolean;
  /** why the password must be changed before anything else (the portal is closed until then), or null */
  changeDue: PasswordChangeReason | null;
}

export const passwordApi = {
  status: () => http.get<PasswordStatus>(`${M}/password`),
  change: (values: { oldPassword: string; newPassword: string; confirmPassword: string }) => http.post<{ changed: boolean }>(`${M}/password`, values),
};

// ---------- logs ----------

import type { OpLogEntry as OpLogRow } from '@/domain/oplog';
import type { SystemLogRow as SysLogRow } from '@/domain/syslog';

export type { OpLogRow, SysLogRow };

export type ExportEnvelope<T> = PageEnvelope<T> & { capped?: boolean };

export const logApi = {
  operations: (extra?: Record<string, unknown>) => http.table<OpLogRow>(`${M}/logs/operations`, extra),
  facets: () => http.get<{ modules: string[]; actions: string[] }>(`${M}/logs/operations/facets`),
  exportOperations: (query: Record<string, unknown>) => http.page<OpLogRow>(`${M}/logs/operations/export`, query) as Promise<ExportEnvelope<OpLogRow>>,
  system: (extra?: Record<string, unknown>) => http.table<SysLogRow>(`${M}/logs/system`, extra),
  exportSystem: (query: Record<string, unknown>) => http.page<SysLogRow>(`${M}/logs/system/export`, query) as Promise<ExportEnvelope<SysLogRow>>,
};
