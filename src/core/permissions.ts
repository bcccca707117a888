/**
 * The permissions client (spec §6): `GET permissions/{system}` on the permission-service base for the
 * current system and for the basic-operations system, in parallel, merged into one answer.
 * A system whose call fails contributes nothing (its error has been shown by the request policy); when
 * both fail the load fails. The raw answers of the last load are kept for the administrator's
 * diagnostics (`lastPermissionAnswers`).
 */
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '@/constants';
import { API } from '@/domain/endpoints';
import { mergePermissions, type Permissions } from '@/domain/access';

export const permissionsUrl = (system: string) => `${API.permission}/permissions/${encodeURIComponent(system)}`;

/** What one system's call answered: its lists, or why it failed. */
export interface PermissionAnswer {
  system: string;
  url: string;
  answer?: Partial<Permissions>;
  error?: string;
}

let lastAnswers: PermissionAnswer[] = [];

/** The answers of the last `fetchPermissions`, one per system, in call order. */
export const lastPermissionAnswers = (): readonly PermissionAnswer[] => lastAnswers;

export async function fetchPermissions(
  get: (url: string) => Promise<Partial<Permissions> | undefined>,
  systems: string[] = [CURRENT_SYSTEM, MAINTENANCE_SYSTEM],
): Promise<Permissions> {
  const answers = await Promise.allSettled(systems.map((system) => get(permissionsUrl(system))));
  lastAnswers = answers.map((a, i) => ({
    system: systems[i],
    url: permissionsUrl(systems[i]),
    ...(a.status === 'fulfilled'
      ? { answer: a.value ?? {} }
      : { error: String((a.reason as { errorMessage?: string; message?: string })?.errorMessage ?? (a.reason as Error)?.message ?? a.reason) }),
  }));
  const ok = answers.filter((a): a is PromiseFulfilledResult<Partial<Permissions> | undefined> => a.status === 'fulfilled');
  if (ok.length === 0) throw (answers[0] as PromiseRejectedResult).reason;
  return mergePermissions(...ok.map((a) => a.value));
}
