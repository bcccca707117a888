/**
 * The typed calls of the administration pages (see mock/admin.ts for the server
 * side): what a role grants and the functions
 * on the permission service (the roles themselves are the engine's); the own password and the numeric settings on the
 * management API. Every call goes through the request policy, which shows the errors.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { FunctionView } from '@/domain/admin/functions';
import type { PasswordChangeReason, PasswordPolicy } from '@/domain/admin/password';

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

/** The function tree the grant tree ticks (系统功能 itself is the engine's `systemFunction`). */
export const functionApi = {
  tree: () => http.get<FunctionView[]>(`${PERM}/functions`),
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
