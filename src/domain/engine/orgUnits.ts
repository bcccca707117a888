/**
 * Units of the organization tree (组织结构): `type: 'org'` holds one unit's id (a user's department),
 * `type: 'orgs'` several, without repeats (the units a data scope covers). The form offers the tree (`GET {hr}/organizations`, for whoever may fill or search such a field:
 * `orgUnitCodes`); the server checks the id against the tree (`DomainContext.orgUnit`) and answers each
 * record with the names of the units its org fields hold (`orgNames`: id → the path of names down to
 * the unit), which its list cells, detail, print view and export read — so they show names, never ids.
 * A list filters by an org field with a comma list of unit ids, each covering the units under it: choosing
 * a unit finds the records of its whole subtree.
 */
import type { DomainContext, FieldDef, OrgEntry, Values } from './fieldTypes';
import type { ResourceDef } from './types';

/** The property of an answered record that names the units its org fields hold: unit id → path. */
export const ORG_NAMES = 'orgNames';

/** A unit id as the organization tree writes them. */
export const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

export const isOrgField = (field: Pick<FieldDef, 'type'>): boolean => field.type === 'org' || field.type === 'orgs';

/** The unit ids a value of an org field holds (none for an empty value). */
export const orgIdsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).filter((v): v is string => typeof v === 'string');

/** The org fields of a definition. */
export const orgFieldsOf = (def: { fields: readonly FieldDef[] }): FieldDef[] => def.fields.filter(isOrgField);

/**
 * Checks a non-empty value of an org field and answers what to store: one id (`org`) or a list without
 * repeats, at most `max` (`orgs`) — strings of the id's shape and, with `lookup` (the server's tree),
 * units of the tree.
 */
export function checkOrgUnit(
  value: unknown,
  lookup?: DomainContext['orgUnit'],
  many?: { max: number },
): { problem: { message: string; params?: Record<string, string | number> } } | { value: string | string[] } {
  const ids = many ? value : [value];
  if (!Array.isArray(ids) || ids.some((v) => typeof v !== 'string' || !ORG_ID.test(v))) return { problem: { message: 'resource.validation.type' } };
  const unique = [...new Set(ids as string[])];
  if (many && unique.length > many.max) return { problem: { message: 'resource.validation.tooMany', params: { max: many.max } } };
  const missing = lookup && unique.find((id) => !lookup(id));
  if (missing) return { problem: { message: 'resource.validation.orgMissing', params: { org: missing } } };
  return { value: many ? unique : unique[0] };
}

/** The names of the units a record's org fields hold, as the server answers them (`orgNames`); an unknown id is left out. */
export function orgNamesOf(def: { fields: readonly FieldDef[] }, record: Values, lookup: (id: string) => OrgEntry | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const f of orgFieldsOf(def)) {
    for (const id of orgIdsOf(record[f.key])) {
      const unit = lookup(id);
      if (unit) names[unit.id] = unit.path;
    }
  }
  return names;
}

/** An org field of an answered record as text (a list cell, the detail, the export): each unit's path, else its id, joined by "、". */
export function orgFieldText(field: Pick<FieldDef, 'key'>, record: Values): string {
  const names = (record[ORG_NAMES] ?? {}) as Record<string, unknown>;
  return orgIdsOf(record[field.key])
    .map((id) => (typeof names[id] === 'string' ? (names[id] as string) : id))
    .join('、');
}

/**
 * The codes of whoever may fill a kind of field — the create or edit code of a resource whose form has
 * one — or search a list by one (the page of a resource that searches one): who may read the list a
 * picker of that kind offers (the organization tree here, the user directory in src/domain/directory.ts).
 */
export function codesToFill(defs: readonly ResourceDef[], fieldsOf: (def: ResourceDef) => readonly FieldDef[]): string[] {
  const codes = defs.flatMap((d) => {
    const fields = fieldsOf(d);
    return [
      ...(fields.some((f) => f.form === true || f.form === 'create') && d.creatable ? [d.codes.create] : []),
      ...(fields.some((f) => f.form === true || f.form === 'edit') ? [d.codes.edit] : []),
      ...(fields.some((f) => f.search) ? [d.codes.read] : []),
    ];
  });
  return [...new Set(codes)].sort();
}

/** Who may read the organization tree for an org field. */
export const orgUnitCodes = (defs: readonly ResourceDef[]): string[] => codesToFill(defs, orgFieldsOf);
