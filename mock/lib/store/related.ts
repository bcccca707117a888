/**
 * Related records (src/domain/engine/related.ts), both ways, answered for one record: the records
 * its `relatedTo` fields name, and the records of other resources whose such field names it. Only what
 * the user may read is answered (page permission, data scope, secrecy), so a link never leads to a
 * record the user would be refused.
 */
import { incomingRelations, outgoingRelations, type RelatedRecord, type ResourceDef } from '../../../src/domain/engine';
import { resourceOf, resources } from '../../../src/domain/desks';
import { get, storedRows, type Actor } from './store';

/** The visible record `id` of `def`, or undefined. */
function visible(def: ResourceDef, id: string, user: Actor, now: number) {
  try {
    return get(def, id, user, now);
  } catch {
    return undefined;
  }
}

export function relatedOf(def: ResourceDef, id: unknown, user: Actor, now = Date.now()): RelatedRecord[] {
  const record = get(def, id, user, now);
  const out: RelatedRecord[] = [];
  for (const rel of outgoingRelations(def)) {
    const target = resourceOf(rel.target);
    const value = record[rel.field.key];
    if (!target || typeof value !== 'string' || !value) continue;
    const other = visible(target, value, user, now);
    if (other) out.push({ direction: 'to', resource: target.key, field: rel.field.key, id: other.id, code: other.code, status: other.status });
  }
  for (const rel of incomingRelations(resources, def.key)) {
    for (const row of storedRows(rel.holder)) {
      if (row[rel.field.key] !== record.id) continue;
      const other = visible(rel.holder, row.id, user, now);
      if (other) out.push({ direction: 'from', resource: rel.holder.key, field: rel.field.key, id: other.id, code: other.code, status: other.status });
    }
  }
  return out;
}
