/**
 * Who is who in the mock: organizations, users and roles with what each grants (the engine's records), data scopes (人员授权's records), secrecy settings, the users' credentials (apart from the users) and password history
 * (the templates: passwordPolicy.ts). The development sign-in
 * page offers one user per role (`seedUsers`, domain.md §6); the 用户管理 list holds more staff.
 *
 * Everything a user may do is derived from these collections at the time of the call
 * (src/domain/admin/permissions.ts): change a role and the next call of its users answers the change.
 */
import { createHash } from 'node:crypto';
import { CURRENT_SYSTEM } from '../../../src/constants';
import type { Permissions } from '../../../src/domain/access';
import type { OrgType, OrgUnit } from '../../../src/domain/admin/organization';
import { effectiveCodes, patternsOfRoles, permissionsIn } from '../../../src/domain/admin/permissions';
import { scopeFilter, scopeOfRecord, type DataScope, type ScopedRecord } from '../../../src/domain/admin/scope';
import {
  canSee,
  INFO_LEVELS,
  DEFAULT_MAPPING,
  levelName,
  levelNameKey,
  PERSONNEL_LEVELS,
  toPersonnelLevel,
  type LevelNames,
  type InfoLevel,
  type LevelSetting,
  type PersonnelLevel,
  type SecrecyMapping,
} from '../../../src/domain/admin/secrecy';
import { serverText } from '../../../src/domain/serverMessages';
import { organization } from '../../../src/domain/desks/organization';
import { systemUser } from '../../../src/domain/desks/systemUser';
import { systemUserRole } from '../../../src/domain/desks/systemUserRole';
import { personnelAuthorization } from '../../../src/domain/desks/personnelAuthorization';
import { informationSecretLevel, personnelSecretLevel } from '../../../src/domain/desks/secrecyLevels';
import type { ResourceRecord, Values } from '../../../src/domain/engine';
import { collection } from '../store/db';
import { storedRows } from '../store/tables';
import { verifyToken } from './session';
import { type MockRole, type Credentials, type MockUser, type SeedUser, seedUsers, seedStaff, type SecrecySettings, seedSecrecy } from './identitySeed';
import { functionSettings, functionTree } from './functions';

export * from './identitySeed';
/** the function tree and what 系统功能's records set on it (functions.ts) */
export { functionNodeIndex, functionSettings, functionTree } from './functions';

const seeded = (): SeedUser[] => [...seedUsers(), ...seedStaff()];

/** A stored record of 用户管理 as the mock's user: 启用 is the status. */
export function userOfRow(row: Values): MockUser {
  return {
    userNo: String(row.userNo),
    userName: String(row.userName),
    phone: String(row.phone ?? ''),
    email: String(row.email ?? ''),
    roles: Array.isArray(row.roles) ? (row.roles as string[]) : [],
    orgId: String(row.orgId ?? ''),
    secrecyLevel: toPersonnelLevel(row.secrecyLevel) ?? 'GENERAL',
    enabled: row.status === 'ENABLED',
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : undefined,
  };
}

// the users of the last read, kept while the stored rows are the same objects (a write replaces a row)
let lastRead: { rows: ResourceRecord[]; users: MockUser[] } = { rows: [], users: [] };

/**
 * Every user: the stored records of 用户管理 (src/domain/desks/systemUser.ts, the one copy) as the mock's
 * users. Sign-in, the current user, roles, data scope, secrecy, the directory and the workflow read them
 * here. Read-only: a change goes through the engine's writes.
 */
export function users(): MockUser[] {
  const rows = storedRows(systemUser);
  if (rows.length !== lastRead.rows.length || rows.some((r, i) => r !== lastRead.rows[i])) lastRead = { rows, users: rows.map(userOfRow) };
  return lastRead.users;
}
/** userNo → the user's credentials (identitySeed.ts `Credentials`): kept apart from the user records. */
const credentials = () =>
  collection<Record<string, Credentials>>('credentials', () =>
    Object.fromEntries(
      seeded().map((u) => [u.userNo, { password: u.password, passwordChangedAt: u.passwordChangedAt, mustChangePassword: u.mustChangePassword }]),
    ),
  );
// the roles of the last read, kept while the stored rows are the same objects (a write replaces a row)
let lastRoles: { rows: ResourceRecord[]; roles: MockRole[] } = { rows: [], roles: [] };

/**
 * Every role: the stored records of 用户角色 (src/domain/desks/systemUserRole.ts, the one copy) with what
 * each grants (its `grants` field). Sign-in, the menu, access, the roles' dictionary and 系统功能 read them
 * here. Read-only: a role changes through the engine's writes.
 */
export function roles(): MockRole[] {
  const rows = storedRows(systemUserRole);
  if (rows.length !== lastRoles.rows.length || rows.some((r, i) => r !== lastRoles.rows[i])) {
    const roleOf = (r: ResourceRecord): MockRole => ({
      code: String(r.code),
      name: String(r.name),
      description: String(r.description ?? ''),
      enabled: r.status === 'ENABLED',
      builtIn: r.builtIn === true,
      grants: Array.isArray(r.grants) ? (r.grants as string[]) : [],
    });
    lastRoles = { rows, roles: rows.map(roleOf) };
  }
  return lastRoles.roles;
}
/** A stored record of 组织结构 as a unit of the tree (the root has no `parentId`). */
export const unitOfRow = (r: Values): OrgUnit => ({
  id: String(r.id),
  parentId: typeof r.parentId === 'string' && r.parentId ? r.parentId : null,
  name: String(r.name ?? ''),
  type: r.type as OrgType,
  order: Number(r.order ?? 0),
});
// the units of the last read, kept while the stored rows are the same objects (a write replaces a row)
let lastUnits: { rows: ResourceRecord[]; units: OrgUnit[] } = { rows: [], units: [] };

/**
 * The organization tree: the stored records of 组织结构 (src/domain/desks/organization.ts, the one copy)
 * as units. The org fields, the data scope, the directory and every user's department read them here.
 * Read-only: a unit changes through the engine's writes.
 */
export function organizations(): OrgUnit[] {
  const rows = storedRows(organization);
  if (rows.length !== lastUnits.rows.length || rows.some((r, i) => r !== lastUnits.rows[i])) {
    lastUnits = { rows, units: rows.map(unitOfRow) };
  }
  return lastUnits.units;
}
// the settings of the last read, kept while the stored rows of both kinds are the same objects
let lastSecrecy: { rows: ResourceRecord[]; settings: SecrecySettings } = { rows: [], settings: seedSecrecy() };

/**
 * The secrecy levels as 信息密级 / 人员密级 set them: their stored records (src/domain/desks/secrecyLevels.ts,
 * the one copy) as names, descriptions and colours in rank order, and the mapping of each personnel
 * level to its ceiling. Read on every visibility check: made anew only when a level changed.
 */
export function secrecySettings(): SecrecySettings {
  const rows = [...storedRows(informationSecretLevel), ...storedRows(personnelSecretLevel)];
  if (rows.length !== lastSecrecy.rows.length || rows.some((r, i) => r !== lastSecrecy.rows[i])) {
    const setting = <L extends string>(r: ResourceRecord): LevelSetting<L> => ({
      level: r.level as L,
      name: String(r.name),
      description: String(r.description ?? ''),
      color: String(r.color ?? 'default'),
    });
    const ranked = <L extends string>(order: readonly L[], def: typeof informationSecretLevel) =>
      storedRows(def)
        .filter((r) => order.includes(r.level as L))
        .sort((a, b) => order.indexOf(a.level as L) - order.indexOf(b.level as L))
        .map((r) => setting<L>(r));
    const personnelRows = storedRows(personnelSecretLevel);
    const mapping = Object.fromEntries(
      PERSONNEL_LEVELS.map((p) => [p, (personnelRows.find((r) => r.level === p)?.ceiling as InfoLevel | undefined) ?? DEFAULT_MAPPING[p]]),
    ) as SecrecyMapping;
    lastSecrecy = { rows, settings: { info: ranked(INFO_LEVELS, informationSecretLevel), personnel: ranked(PERSONNEL_LEVELS, personnelSecretLevel), mapping } };
  }
  return lastSecrecy.settings;
}
/** The names and colours of the levels, as every page and message shows them. */
export const secrecyNames = (): LevelNames => {
  const s = secrecySettings();
  const pick =
    (kind: keyof LevelNames) =>
    ({ level, name, color }: LevelSetting<string>) => ({ level, name, color, renamed: name !== serverText(levelNameKey(kind, level)) });
  return { info: s.info.map(pick('info')), personnel: s.personnel.map(pick('personnel')) };
};
/** The name of an information level in the server's messages (the setting's). */
export const infoLevelName = (level: unknown) => levelName(secrecyNames(), 'info', String(level ?? 'PUBLIC'), serverText);
/** userNo → hashes of previous passwords, newest first (the current one included) */
export const passwordHistory = () =>
  collection<Record<string, string[]>>('passwordHistory', () =>
    Object.fromEntries(users().map((u) => [u.userNo, [hashPassword(u.userNo, credentialsOf(u).password)]])),
  );

/**
 * The credentials of a user (a user without any yet — being created — gets an empty entry, whose empty
 * password never signs in: `verifyPassword`). Only sign-in, sessions and the password calls read them.
 */
export function credentialsOf(user: Pick<MockUser, 'userNo'>): Credentials {
  const all = credentials();
  return (all[user.userNo] ??= { password: '' });
}

export function hashPassword(userNo: string, password: string): string {
  return createHash('sha256').update(`${userNo.toLowerCase()}\u0000${password}`).digest('hex');
}

export function findUser(userNo: string): MockUser | undefined {
  return users().find((u) => u.userNo === userNo);
}

/** The enabled user a token belongs to, or undefined (also for tokens older than a reset). */
export function currentUserOf(token: string): MockUser | undefined {
  const payload = verifyToken(token);
  if (!payload) return undefined;
  const user = findUser(payload.userNo);
  if (!user?.enabled) return undefined;
  const { sessionsValidAfter } = credentialsOf(user);
  if (sessionsValidAfter && payload.iat < sessionsValidAfter) return undefined;
  return user;
}

/**
 * Sign the user out everywhere: every token issued before `now` is refused from now on (a password
 * change or reset, a disabled account). The user signs in again for a new one.
 */
export function signOutEverywhere(user: Pick<MockUser, 'userNo'>, now = Date.now()) {
  credentialsOf(user).sessionsValidAfter = now;
}

export function verifyPassword(user: Pick<MockUser, 'userNo'>, password: unknown): boolean {
  return typeof password === 'string' && password !== '' && password === credentialsOf(user).password;
}

/** Set a new password, remember it in the history, and sign the user out everywhere. */
export function setPassword(user: Pick<MockUser, 'userNo'>, password: string, opts: { mustChange?: boolean; now?: number } = {}) {
  const now = opts.now ?? Date.now();
  Object.assign(credentialsOf(user), { password, passwordChangedAt: new Date(now).toISOString(), mustChangePassword: !!opts.mustChange });
  signOutEverywhere(user, now);
  const history = passwordHistory();
  history[user.userNo] = [hashPassword(user.userNo, password), ...(history[user.userNo] ?? [])].slice(0, 24);
}

/** Whether `password` is among the user's last `count` passwords. */
export function isRecentPassword(user: Pick<MockUser, 'userNo'>, password: string, count: number): boolean {
  const hash = hashPassword(user.userNo, password);
  const recent = passwordHistory()[user.userNo] ?? [hashPassword(user.userNo, credentialsOf(user).password)];
  return recent.slice(0, count).includes(hash);
}

// ---------- permissions ----------

export function grantsOf(user: MockUser): string[] {
  return patternsOfRoles(roles(), user.roles);
}

/** The page and element codes the user holds now. */
export function heldCodes(user: MockUser): Set<string> {
  return effectiveCodes(grantsOf(user), functionTree(), functionSettings().disabled);
}

/** The user's permissions within `system`, derived from their roles now. */
export function permissionsOf(user: MockUser, system = CURRENT_SYSTEM): Permissions {
  return permissionsIn(heldCodes(user), functionTree(), system);
}

/** Whether the user holds a page (`aogOrder`) or page-element code (`aogOrder:accept`). */
export function hasCode(user: MockUser, code: string): boolean {
  return heldCodes(user).has(code);
}

/** Whether the user holds at least one of `codes`. */
export function hasAnyCode(user: MockUser, codes: string[]): boolean {
  const held = heldCodes(user);
  return codes.some((c) => held.has(c));
}

// ---------- what a user may see ----------

// the scope records by user number, kept while the stored rows are the same objects (a write replaces a row)
let lastScopes: { rows: ResourceRecord[]; byUser: Map<string, ResourceRecord> } = { rows: [], byUser: new Map() };

/** The data scope of a user: their record of 人员授权 (src/domain/desks/personnelAuthorization.ts, the one copy). */
export function scopeOf(user: Pick<MockUser, 'userNo' | 'orgId'>): DataScope {
  const rows = storedRows(personnelAuthorization);
  if (rows.length !== lastScopes.rows.length || rows.some((r, i) => r !== lastScopes.rows[i])) {
    lastScopes = { rows, byUser: new Map(rows.map((r) => [String(r.userNo), r])) };
  }
  return scopeOfRecord(lastScopes.byUser.get(user.userNo), user);
}

/** The organization of a staff user (the applicant of a record). */
export function orgOfUser(userNo: string): string | undefined {
  return findUser(userNo)?.orgId;
}

/** Records of organizations and customers outside the user's data scope are never answered. */
export function dataScopeFilter(user: MockUser): (record: ScopedRecord) => boolean {
  return scopeFilter(scopeOf(user), organizations(), orgOfUser);
}

export function personnelLevelOf(user: MockUser): PersonnelLevel {
  return toPersonnelLevel(user.secrecyLevel) ?? 'GENERAL';
}

/** Whether the user may receive information of `level` (missing = public). */
export function maySee(user: MockUser, level: unknown): boolean {
  return canSee(personnelLevelOf(user), level, secrecySettings().mapping);
}

/**
 * The filter of everything the mock answers for `user` — lists, details and downloads: the data
 * scope, and the secrecy level in `secrecyField` when the resource has one.
 */
export function visibilityFilter(user: MockUser, secrecyField?: string): (record: Record<string, unknown>) => boolean {
  const inScope = dataScopeFilter(user);
  return (record) => inScope(record) && (!secrecyField || maySee(user, record[secrecyField]));
}

export { INFO_LEVELS, PERSONNEL_LEVELS };
