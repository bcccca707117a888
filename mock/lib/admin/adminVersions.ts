/**
 * Versions of the administration records the engine does not keep (what a role grants,
 * settings; users, roles, organizations, data scopes and the secrecy levels are the engine's, versioned there), the same concurrency rule as the
 * business records: every answer carries `version`, every edit sends the version it loaded, and an
 * edit of a record changed since is refused with STALE_VERSION (nothing written) instead of silently
 * overwriting the other administrator's change. Kept beside the records (keyed by kind and id) so the
 * identity and option stores stay as they are; `resetDb()` forgets them with everything else.
 */
import { ShowType } from '../../../src/domain/envelope';
import { serverText } from '../../../src/domain/serverMessages';
import { collection } from '../store/db';
import { BizFailure, invalid } from '../server/http';

export type AdminKind = 'role' | 'setting';

const versions = () => collection<Map<string, number>>('adminVersions', () => new Map());
const keyOf = (kind: AdminKind, id: string) => `${kind}:${id}`;

/** The current version of a record (1 until it is first changed). */
export const versionOf = (kind: AdminKind, id: string): number => versions().get(keyOf(kind, id)) ?? 1;

/** `row` with its version, for answers. */
export const versioned = <T extends object>(kind: AdminKind, id: string, row: T): T & { version: number } => ({ ...row, version: versionOf(kind, id) });

/** Refuses a missing, malformed or stale `sent` version (call before changing anything). */
export function checkVersion(kind: AdminKind, id: string, sent: unknown): void {
  if (sent === undefined) throw invalid(serverText('resource.error.versionMissing'));
  if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 0) throw invalid(serverText('resource.error.versionType'));
  const current = versionOf(kind, id);
  if (sent !== current) {
    throw new BizFailure('STALE_VERSION', serverText('resource.error.stale', { current, yours: sent }), ShowType.ERROR_MESSAGE, 200, {
      currentVersion: current,
    });
  }
}

/** The record changed: its version grows (call after the change is written). */
export function bumpVersion(kind: AdminKind, id: string): void {
  versions().set(keyOf(kind, id), versionOf(kind, id) + 1);
}

/** Check `sent`, run the change, then bump: the one shape of a versioned administration edit. */
export function versionedEdit<T>(kind: AdminKind, id: string, sent: unknown, write: () => T): T {
  checkVersion(kind, id, sent);
  const result = write();
  bumpVersion(kind, id);
  return result;
}
