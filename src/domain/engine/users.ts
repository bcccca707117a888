/**
 * Users picked from the user directory: `type: 'user'` holds one user number (a group's lead),
 * `type: 'users'` several, in the order chosen (its members). The form offers the directory (its call
 * is src/domain/directory.ts); the server checks every number against it (`DomainContext.user`) and
 * answers each record with the names of the users it holds (`userNames`), which its list cells, detail,
 * print view and export read — so they show names, never numbers.
 */
import type { DirectoryEntry, DomainContext, FieldDef, Values } from './fieldTypes';

/** What holds fields (a definition). */
type WithFields = { fields: readonly FieldDef[] };

/** The property of an answered record that names the users its user fields hold: user number → name. */
export const USER_NAMES = 'userNames';

/** A user number as the directory writes them. */
export const USER_NO = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

export const isUserField = (field: Pick<FieldDef, 'type'>): boolean => field.type === 'user' || field.type === 'users';

/** The user fields of a definition. */
export const userFieldsOf = (def: WithFields): FieldDef[] => def.fields.filter(isUserField);

/** The user numbers a field's value holds (none for an empty value). */
export const userNosOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).filter((v): v is string => typeof v === 'string');

/** A problem of a user field's value: its locale key and parameters (the field's label is added by the caller). */
type Problem = { message: string; params?: Record<string, string | number> };

/**
 * Checks a non-empty value of a user field and answers the value to store: one number (`user`) or a
 * list without repeats, at most `max` (`users`). With `lookup` (the server's directory) every number must
 * be a user, and one newly picked must be enabled (a disabled user already on the record stays).
 */
export function checkUsers(
  field: FieldDef,
  value: unknown,
  opts: { lookup?: DomainContext['user']; previous?: unknown; max: number },
): { problem: Problem } | { value: string | string[] } {
  const many = field.type === 'users';
  const nos = many ? value : [value];
  if (!Array.isArray(nos) || nos.some((v) => typeof v !== 'string' || !USER_NO.test(v))) return { problem: { message: 'resource.validation.type' } };
  const unique = [...new Set(nos as string[])];
  if (unique.length > opts.max) return { problem: { message: 'resource.validation.tooMany', params: { max: opts.max } } };
  if (opts.lookup) {
    const kept = new Set(userNosOf(opts.previous));
    for (const no of unique) {
      const user = opts.lookup(no);
      if (!user) return { problem: { message: 'resource.validation.userMissing', params: { user: no } } };
      if (!user.enabled && !kept.has(no)) return { problem: { message: 'resource.validation.userDisabled', params: { user: user.userName } } };
    }
  }
  return { value: many ? unique : unique[0] };
}

/** The names of the users a record's user fields hold, as the server answers them (`userNames`); an unknown number is left out. */
export function userNamesOf(def: WithFields, record: Values, lookup: (userNo: string) => DirectoryEntry | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const f of userFieldsOf(def)) {
    for (const no of userNosOf(record[f.key])) {
      const user = lookup(no);
      if (user) names[no] = user.userName;
    }
  }
  return names;
}

/** The names of the users a field of an answered record holds, in its order (a number the answer does not name stays a number). */
export function userNamesIn(field: Pick<FieldDef, 'key'>, record: Values): string[] {
  const names = (record[USER_NAMES] ?? {}) as Record<string, unknown>;
  return userNosOf(record[field.key]).map((no) => (typeof names[no] === 'string' ? (names[no] as string) : no));
}

/** A user field of an answered record as text (a list cell, the detail, the export): its names joined by "、". */
export const userFieldText = (field: Pick<FieldDef, 'key'>, record: Values): string => userNamesIn(field, record).join('、');

/** A user offered by the form: the name with the number (two users may share a name), the organisation beside it. */
export const directoryLabel = (u: DirectoryEntry): string => `${u.userName}（${u.userNo}）`;
