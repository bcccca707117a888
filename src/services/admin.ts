/**
 * The typed calls of the administration pages (see mock/admin.ts for the server side): the functions on
 * the permission service; the own password on the management API. Every call goes through the request
 * policy, which shows the errors.
 */
import { API } from '@/domain/endpoints';
import { http } from '@/services/transport/http';
import type { FunctionView } from '@/domain/admin/functions';
import type { PasswordChangeReason, PasswordPolicy } from '@/domain/admin/password';

const PERM = API.permission;
const M = API.management;

// ---------- functions ----------

export type { FunctionView as FunctionRow };

/** The function tree that 用户角色's grants tick (系统功能 itself is the engine's `systemFunction`). */
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
