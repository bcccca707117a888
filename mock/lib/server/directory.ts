/**
 * The user directory as the engine reads it (src/domain/engine/users.ts): each user's number, name,
 * organisation and whether enabled. The request context's `user` (the user fields' check and the names
 * answered with a record) and the directory call (mock/search.ts) read it here; its `orgUnit` (the org
 * fields' check and names, src/domain/engine/orgUnits.ts) reads the organization tree here too.
 */
import { orgPath } from '../../../src/domain/admin/organization';
import type { OrgEntry, SignInFacts, UserEntry } from '../../../src/domain/engine';
import { credentialsOf, findUser, organizations, users, type MockUser } from './identity';

const entryOf = (u: MockUser, orgs: Map<string, string>): UserEntry => ({
  userNo: u.userNo,
  userName: u.userName,
  orgName: orgs.get(u.orgId),
  enabled: u.enabled,
});
const orgNames = () => new Map(organizations().map((o) => [o.id, o.name]));

/** The directory's entry of a user number, or undefined. */
export function directoryEntry(userNo: string): UserEntry | undefined {
  const u = findUser(userNo);
  return u ? entryOf(u, orgNames()) : undefined;
}

/** Every user of the directory, in its order. */
export function directoryEntries(): UserEntry[] {
  const orgs = orgNames();
  return users().map((u) => entryOf(u, orgs));
}

/** The unit of the organization tree an id names (its path of names), or undefined. */
export function orgEntry(id: string): OrgEntry | undefined {
  const units = organizations();
  const unit = units.find((o) => o.id === id);
  return unit ? { id: unit.id, name: unit.name, path: orgPath(units, unit.id).join(' / ') } : undefined;
}

/** What 用户管理 shows of a user's sign-in (DomainContext.signIn): read from the credentials, never the password. */
export function signInFacts(userNo: string): SignInFacts | undefined {
  if (!findUser(userNo)) return undefined;
  const { passwordChangedAt, mustChangePassword } = credentialsOf({ userNo });
  return { passwordChangedAt, mustChangePassword: !!mustChangePassword };
}
