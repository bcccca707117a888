/**
 * Checks of a create / edit that depend on who writes: a secrecy field may not be set above the
 * writer's own level (the clearance passed to the domain's validation), and a related-record field
 * (`relatedTo`) must name a record (a multiple one: records) of its resource the writer may see.
 */
import { ceilingOf } from '../../../src/domain/admin/secrecy';
import { labelKey, type FieldDef, type Issue, type ResourceDef, type Values } from '../../../src/domain/engine';
import { resourceOf } from '../../../src/domain/desks';
import { personnelLevelOf, secrecySettings, type MockUser } from '../server/identity';
import { findRow } from './recordRules';
import type { Actor } from './tables';

/** The highest information level the user may see, so set; undefined for a server-side actor. */
export const clearanceOf = (user: Actor): string | undefined =>
  user.roles ? ceilingOf(personnelLevelOf(user as MockUser), secrecySettings().mapping) : undefined;

/** Related-record fields among `fields` whose value names no record the user may see. */
export function relatedIssues(def: ResourceDef, fields: FieldDef[], clean: Values, user: Actor): Issue[] {
  const issues: Issue[] = [];
  for (const f of fields) {
    const value = clean[f.key];
    const target = f.relatedTo && resourceOf(f.relatedTo.resource);
    if (!target || value == null || value === '') continue;
    // a multiple pick (a data scope's customers): every record named
    try {
      for (const id of Array.isArray(value) ? value : [value]) findRow(target, id, user);
    } catch {
      issues.push({ field: f.key, message: 'resource.validation.relatedMissing', params: { label: labelKey(def, f) } });
    }
  }
  return issues;
}
